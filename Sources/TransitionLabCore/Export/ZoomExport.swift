/// `zoom`: a grid of thumbnails whose photo opens with iOS 18's zoom transition (`preferredTransition = .zoom`), and
/// before iOS 18 with the custom present / dismiss animator and pan-to-dismiss the lab runs (`ZoomTransition`).
struct ZoomExport: SceneExporter {
    static var scene: any Scene.Type { ZoomScene.self }
    static let viewController = "ZoomGridViewController"

    let tuning: Tuning

    init(_ input: SceneExport.Input) {
        tuning = Tuning(
            name: "ZoomTuning", parameters: input.parameters, keys: input.parameters.descriptors.map(\.key),
            kinds: ["transitionDuration": .timeInterval, "restoreDuration": .timeInterval, "columns": .int])
    }

    let requirement =
        "Needs iOS 11 or later (UIScrollView.contentInsetAdjustmentBehavior); on iOS 18 and later the photo opens with "
        + "UIKit's zoom transition (UIViewController.preferredTransition), whose spring and interactive dismissal UIKit "
        + "sets: the tuned spring and pan values drive the transition before iOS 18, or on every version with "
        + "usesSystemZoomTransition = false."

    func body() -> String {
        [tuning.declaration, grid, photo, animator].joined(separator: "\n\n")
    }

    private var grid: String {
        let t = tuning
        return """
            /// \(ZoomScene.itemCount) square thumbnails; a tap opens the photo with a zoom from its thumbnail.
            final class \(Self.viewController): UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
                static let itemCount = \(ZoomScene.itemCount)
                /// On iOS 18 and later, UIKit's own zoom transition; false uses the animator below everywhere.
                static let usesSystemZoomTransition = true

                private var collectionView: UICollectionView!
                private let transition = ZoomTransitioningDelegate()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .black
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeGridLayout())
                    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    collectionView.backgroundColor = .black
                    collectionView.contentInsetAdjustmentBehavior = .automatic
                    collectionView.register(ThumbnailCell.self, forCellWithReuseIdentifier: ThumbnailCell.reuseIdentifier)
                    collectionView.dataSource = self
                    collectionView.delegate = self
                    view.addSubview(collectionView)
                }

                /// Square thumbnails, `columns` to a row, `spacing` apart both ways, filling the width.
                func makeGridLayout() -> UICollectionViewFlowLayout {
                    let columns = CGFloat(\(t("columns")))
                    let side = (view.bounds.width - (columns - 1) * \(t("spacing"))) / columns
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: side, height: side)
                    layout.minimumInteritemSpacing = \(t("spacing"))
                    layout.minimumLineSpacing = \(t("spacing"))
                    return layout
                }

                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    Self.itemCount
                }

                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                {
                    let cell = collectionView.dequeueReusableCell(
                        withReuseIdentifier: ThumbnailCell.reuseIdentifier, for: indexPath)
                    cell.contentView.backgroundColor = PhotoViewController.color(of: indexPath.item)
                    cell.contentView.layer.cornerRadius = \(t("cornerRadius"))
                    cell.contentView.layer.masksToBounds = true
                    return cell
                }

                func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    guard let thumbnail = collectionView.cellForItem(at: indexPath)?.contentView else { return }
                    let photo = PhotoViewController(index: indexPath.item)
                    if #available(iOS 18.0, *), Self.usesSystemZoomTransition {
                        // UIKit's zoom, aligned on the photo (a square in the middle), not on the whole screen.
                        let options = UIViewController.Transition.ZoomOptions()
                        options.alignmentRectProvider = { _ in photo.photoFrame }
                        photo.preferredTransition = .zoom(options: options) { [weak collectionView] _ in
                            collectionView?.cellForItem(at: indexPath)?.contentView
                        }
                    } else {
                        photo.dragsToDismiss = true
                        photo.modalPresentationStyle = .custom
                        transition.thumbnail = thumbnail
                        photo.transitioningDelegate = transition
                    }
                    present(photo, animated: true)
                }
            }

            final class ThumbnailCell: UICollectionViewCell {
                static let reuseIdentifier = "thumbnail"
            }
            """
    }

    private var photo: String {
        let t = tuning
        return """
            /// The opened photo, fitted to the screen (the largest square, centred) on a black backdrop. Before iOS 18 a
            /// pan drags it: it fades to `minAlphaDuringPan`, shrinks to `minScaleDuringPan` and the backdrop to
            /// `minBackdropAlphaDuringPan` over `alphaRangeDistance` of pan; released beyond `panGestureDismissThreshold`
            /// it zooms back to its thumbnail with the release velocity, otherwise it returns in `restoreDuration`.
            final class PhotoViewController: UIViewController {
                let index: Int
                /// The black backdrop behind the photo, faded by the transition and the pan.
                let backdrop = UIView()
                let photoView = UIView()
                /// Whether a pan drags the photo (the custom transition); iOS 18's zoom brings its own.
                var dragsToDismiss = false
                /// The pan's velocity when it let go to dismiss, in points per second.
                private(set) var releaseVelocity = CGPoint.zero

                static func color(of index: Int) -> UIColor {
                    let hue = CGFloat(index) / CGFloat(\(Self.viewController).itemCount)
                    return UIColor(hue: hue, saturation: 0.8, brightness: 0.9, alpha: 1)
                }

                init(index: Int) {
                    self.index = index
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) {
                    fatalError("PhotoViewController is made in code")
                }

                /// The photo's frame at rest: the largest square in the view, centred (aspect fit).
                var photoFrame: CGRect {
                    let side = min(view.bounds.width, view.bounds.height)
                    return CGRect(
                        x: (view.bounds.width - side) / 2, y: (view.bounds.height - side) / 2, width: side, height: side)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .clear
                    backdrop.backgroundColor = .black
                    backdrop.frame = view.bounds
                    backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    photoView.backgroundColor = Self.color(of: index)
                    photoView.layer.masksToBounds = true
                    view.addSubview(backdrop)
                    view.addSubview(photoView)
                    if dragsToDismiss {
                        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
                    }
                }

                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    guard photoView.transform.isIdentity else { return }
                    photoView.bounds = CGRect(origin: .zero, size: photoFrame.size)
                    photoView.center = CGPoint(x: photoFrame.midX, y: photoFrame.midY)
                }

                @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
                    let translation = pan.translation(in: view)
                    switch pan.state {
                    case .began, .changed:
                        follow(translation)
                    case .ended, .cancelled:
                        if hypot(translation.x, translation.y) > \(t("panGestureDismissThreshold")) {
                            releaseVelocity = pan.velocity(in: view)
                            dismiss(animated: true)
                        } else {
                            UIView.animate(
                                withDuration: \(t("restoreDuration")), delay: 0,
                                options: [.beginFromCurrentState, .curveEaseInOut]
                            ) {
                                self.follow(.zero)
                            }
                        }
                    default:
                        break
                    }
                }

                /// The photo under a pan of `translation`: moved by it, and over `alphaRangeDistance` of its length
                /// faded, shrunk and its backdrop faded linearly to the tuned minimums.
                private func follow(_ translation: CGPoint) {
                    let progress = min(max(hypot(translation.x, translation.y) / max(\(t("alphaRangeDistance")), 1e-9), 0), 1)
                    let scale = 1 - progress * (1 - \(t("minScaleDuringPan")))
                    photoView.center = CGPoint(x: photoFrame.midX + translation.x, y: photoFrame.midY + translation.y)
                    photoView.transform = CGAffineTransform(scaleX: scale, y: scale)
                    photoView.alpha = 1 - progress * (1 - \(t("minAlphaDuringPan")))
                    backdrop.alpha = 1 - progress * (1 - \(t("minBackdropAlphaDuringPan")))
                }
            }
            """
    }

    private var animator: String {
        let t = tuning
        return """
            /// Vends the zoom animator (before iOS 18, or with `usesSystemZoomTransition` off).
            final class ZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
                /// The thumbnail the photo zooms from and back to.
                weak var thumbnail: UIView?

                func animationController(
                    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
                ) -> UIViewControllerAnimatedTransitioning? {
                    thumbnail.map { ZoomTransitionAnimator(presenting: true, thumbnail: $0) }
                }

                func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    thumbnail.map { ZoomTransitionAnimator(presenting: false, thumbnail: $0) }
                }
            }

            /// The zoom: the photo starts scaled onto its thumbnail (scale thumbnail / photo per axis, at least 0.001, the
            /// corner radius divided by the smaller scale so it looks like the thumbnail's) and springs to its place
            /// while the backdrop fades in; dismissing runs the same spring back from where the pan left it, with the
            /// release velocity toward the thumbnail in UIKit's unit (the velocity over the distance).
            final class ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                private let presenting: Bool
                private let thumbnail: UIView

                init(presenting: Bool, thumbnail: UIView) {
                    self.presenting = presenting
                    self.thumbnail = thumbnail
                }

                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                    \(t("transitionDuration"))
                }

                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
                    guard let photo = transitionContext.viewController(forKey: key) as? PhotoViewController else {
                        transitionContext.completeTransition(false)
                        return
                    }
                    let container = transitionContext.containerView
                    if presenting {
                        photo.view.frame = container.bounds
                        container.addSubview(photo.view)
                        photo.view.layoutIfNeeded()
                    }
                    let reference = container.convert(thumbnail.bounds, from: thumbnail)
                    let final = photo.photoFrame
                    let scaleX = max(reference.width / max(final.width, 1), 0.001)
                    let scaleY = max(reference.height / max(final.height, 1), 0.001)
                    let corner = thumbnail.layer.cornerRadius / max(min(scaleX, scaleY), 0.001)
                    let onThumbnail = {
                        photo.photoView.transform = CGAffineTransform(scaleX: scaleX, y: scaleY)
                        photo.photoView.center = CGPoint(x: reference.midX, y: reference.midY)
                        photo.photoView.layer.cornerRadius = corner
                        photo.photoView.alpha = 1
                        photo.backdrop.alpha = 0
                    }
                    let inPlace = {
                        photo.photoView.transform = .identity
                        photo.photoView.center = CGPoint(x: final.midX, y: final.midY)
                        photo.photoView.layer.cornerRadius = 0
                        photo.backdrop.alpha = 1
                    }
                    var velocity = \(t("initialSpringVelocity"))
                    if presenting {
                        onThumbnail()
                    } else {
                        let from = photo.photoView.center
                        let (dx, dy) = (reference.midX - from.x, reference.midY - from.y)
                        let distanceSquared = dx * dx + dy * dy
                        let release = photo.releaseVelocity
                        velocity = distanceSquared >= 1 ? (release.x * dx + release.y * dy) / distanceSquared : 0
                    }
                    UIView.animate(
                        withDuration: \(t("transitionDuration")), delay: 0, usingSpringWithDamping: \(t("springWithDamping")),
                        initialSpringVelocity: velocity, options: [.beginFromCurrentState],
                        animations: presenting ? inPlace : onThumbnail,
                        completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
                }
            }
            """
    }
}
