/// `today-cards`: the App Store's Today list, the story each card opens with a custom present / dismiss transition
/// (`CardTransition`: a transitioning delegate, one animator for both directions with the tuned springs), the
/// story's pull-down dismissal and the cards' press highlight.
struct TodayCardsExport: SceneExporter {
    static var scene: any Scene.Type { TodayCardsScene.self }
    static let viewController = "TodayViewController"

    let tuning: Tuning
    private let layout = TodayCardsParameters(ParameterSet([]), safeAreaBottom: 0)

    init(_ input: SceneExport.Input) {
        let durations = [
            "presentDuration", "dismissDuration", "pullDownCancelDuration", "highlightDuration", "unhighlightDuration",
        ]
        tuning = Tuning(
            name: "TodayCardsTuning", parameters: input.parameters, keys: input.parameters.descriptors.map(\.key),
            kinds: Dictionary(uniqueKeysWithValues: durations.map { ($0, .timeInterval) }))
    }

    let requirement =
        "Needs iOS 13 or later (UIImage(systemName:), UIColor.systemBackground, overrideUserInterfaceStyle)."

    func body() -> String {
        [tuning.declaration, list, cardCell, detail, transition].joined(separator: "\n\n")
    }

    private var list: String {
        let titles = SwiftLiteral.array(TodayCardsScene.cardTitles.map(SwiftLiteral.string), indent: 4)
        let tabs = SwiftLiteral.array(
            TodayCardsScene.tabs.map { "(\(SwiftLiteral.string($0.0)), \(SwiftLiteral.string($0.1)))" }, indent: 4)
        let t = tuning
        return """
            /// The Today list: a large title, one card per row, a tab bar. Touching a card presses it; a tap opens its
            /// story with `CardTransitioningDelegate`'s animator.
            final class \(Self.viewController): UIViewController, UITableViewDataSource, UITableViewDelegate {
                static let titles = \(titles)
                /// The tabs' titles and SF Symbols.
                static let tabs = \(tabs)
                /// The cards' inset from the screen's edges and the header's height above them.
                static let cardInset: CGFloat = \(SwiftLiteral.number(layout.cardInset))
                static let headerHeight: CGFloat = \(SwiftLiteral.number(layout.headerHeight))

                let tabBar = UITabBar()
                private let tableView = UITableView(frame: .zero, style: .plain)
                private lazy var transition = CardTransitioningDelegate(list: self)
                /// The card whose story is open, or opening.
                private(set) var selectedCard: CardCell?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    overrideUserInterfaceStyle = \(t("darkAppearance")) ? .dark : .light
                    view.backgroundColor = .systemBackground
                    tableView.frame = view.bounds
                    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    tableView.separatorStyle = .none
                    tableView.backgroundColor = .systemBackground
                    // A row is never shorter than its card.
                    tableView.rowHeight = max(\(t("rowHeight")), \(t("cardHeight")))
                    tableView.tableHeaderView = makeHeader()
                    tableView.register(CardCell.self, forCellReuseIdentifier: CardCell.reuseIdentifier)
                    tableView.dataSource = self
                    tableView.delegate = self
                    view.addSubview(tableView)
                    tabBar.items = Self.tabs.enumerated().map { index, tab in
                        UITabBarItem(title: tab.0, image: UIImage(systemName: tab.1), tag: index)
                    }
                    tabBar.selectedItem = tabBar.items?.first
                    view.addSubview(tabBar)
                }

                /// The tab bar: the tuned height above the home indicator's safe area, which it extends under. While a
                /// story is open the animator has moved it off screen.
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    let height = \(t("tabBarHeight")) + view.safeAreaInsets.bottom
                    tableView.contentInset.bottom = \(t("tabBarHeight"))
                    guard presentedViewController == nil else { return }
                    tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
                }

                /// The date line and the large title.
                private func makeHeader() -> UIView {
                    let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: Self.headerHeight))
                    let date = UILabel(frame: CGRect(x: Self.cardInset, y: 14, width: 300, height: 17))
                    date.text = \(SwiftLiteral.string(TodayCardsScene.dateLine))
                    date.font = .boldSystemFont(ofSize: 13)
                    date.textColor = .secondaryLabel
                    let title = UILabel(frame: CGRect(x: Self.cardInset, y: 36, width: 300, height: 44))
                    title.text = "Today"
                    title.font = .boldSystemFont(ofSize: 34)
                    header.addSubview(date)
                    header.addSubview(title)
                    return header
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    Self.titles.count
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: CardCell.reuseIdentifier, for: indexPath)
                    (cell as? CardCell)?.show(index: indexPath.row, title: Self.titles[indexPath.row])
                    return cell
                }

                func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
                    (tableView.cellForRow(at: indexPath) as? CardCell)?.setPressed(true)
                }

                func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
                    (tableView.cellForRow(at: indexPath) as? CardCell)?.setPressed(false)
                }

                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    guard let cell = tableView.cellForRow(at: indexPath) as? CardCell else { return }
                    selectedCard = cell
                    let story = CardDetailViewController(
                        index: indexPath.row, title: Self.titles[indexPath.row], width: view.bounds.width)
                    story.modalPresentationStyle = .custom
                    story.transitioningDelegate = transition
                    present(story, animated: true)
                }
            }
            """
    }

    private var cardCell: String {
        let t = tuning
        return """
            /// A row holding one card: `cardHeight` tall, inset from the screen's edges, centred in its row.
            final class CardCell: UITableViewCell {
                static let reuseIdentifier = "card"
                /// The card itself; the transition starts from and ends on its frame.
                let card = UIView()
                private let titleLabel = UILabel()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    selectionStyle = .none
                    backgroundColor = .clear
                    card.layer.cornerRadius = \(t("cornerRadius"))
                    card.layer.shadowOpacity = 0.2
                    card.layer.shadowRadius = 12
                    card.layer.shadowOffset = CGSize(width: 0, height: 6)
                    titleLabel.font = .boldSystemFont(ofSize: 28)
                    titleLabel.textColor = .white
                    titleLabel.numberOfLines = 2
                    card.addSubview(titleLabel)
                    contentView.addSubview(card)
                }

                required init?(coder: NSCoder) {
                    fatalError("CardCell is made in code")
                }

                override func layoutSubviews() {
                    super.layoutSubviews()
                    // Bounds and centre, not frame: the press highlight scales the card with its transform.
                    let inset = \(Self.viewController).cardInset
                    card.bounds = CGRect(
                        x: 0, y: 0, width: contentView.bounds.width - 2 * inset, height: \(t("cardHeight")))
                    card.center = CGPoint(x: contentView.bounds.midX, y: contentView.bounds.midY)
                    titleLabel.frame = CGRect(x: 20, y: 20, width: card.bounds.width - 40, height: 70)
                }

                func show(index: Int, title: String) {
                    card.backgroundColor = UIColor(hue: CGFloat(index) / 6, saturation: 0.45, brightness: 0.85, alpha: 1)
                    titleLabel.text = title
                }

                /// Presses the card to `highlightScale` over `highlightDuration`, or releases it over
                /// `unhighlightDuration`, from wherever it is (ease in-out, UIKit's default curve).
                func setPressed(_ pressed: Bool) {
                    let scale = pressed ? \(t("highlightScale")) : 1
                    UIView.animate(
                        withDuration: pressed ? \(t("highlightDuration")) : \(t("unhighlightDuration")), delay: 0,
                        options: [.beginFromCurrentState, .allowUserInteraction, .curveEaseInOut]
                    ) {
                        self.card.transform = CGAffineTransform(scaleX: scale, y: scale)
                    }
                }
            }
            """
    }

    private var detail: String {
        let t = tuning
        let body = SwiftLiteral.paragraph(TodayCardsScene.bodyText, indent: 8)
        let button = CardTransition.Configuration()
        return """
            /// A card's story: its image, its text and a close button; pulled down from the top it shrinks and, pulled far
            /// enough, goes back to its card.
            final class CardDetailViewController: UIViewController, UIGestureRecognizerDelegate {
                let index: Int
                let scrollView = UIScrollView()
                /// The story's image (its card's colour and title stand in for it): sized by the animator.
                let imageView = UILabel()
                let closeButton = UIButton(type: .system)
                private let bodyLabel = UILabel()
                private let width: CGFloat
                private var isPullingDown = false

                /// The story of card `index`, laid out for a screen `width` points wide.
                init(index: Int, title: String, width: CGFloat) {
                    self.index = index
                    self.width = width
                    super.init(nibName: nil, bundle: nil)
                    imageView.text = title
                }

                required init?(coder: NSCoder) {
                    fatalError("CardDetailViewController is made in code")
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                    view.clipsToBounds = true
                    scrollView.frame = view.bounds
                    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    scrollView.contentInsetAdjustmentBehavior = .never
                    scrollView.alwaysBounceVertical = true
                    imageView.frame = CGRect(x: 0, y: 0, width: width, height: \(t("detailImageHeight")))
                    imageView.backgroundColor = UIColor(hue: CGFloat(index) / 6, saturation: 0.45, brightness: 0.85, alpha: 1)
                    imageView.font = .boldSystemFont(ofSize: 28)
                    imageView.textColor = .white
                    imageView.textAlignment = .center
                    // Wrapped once, at the presented width: the lines move with the story and do not re-wrap.
                    bodyLabel.text = \(body)
                    bodyLabel.font = .systemFont(ofSize: 17)
                    bodyLabel.numberOfLines = 0
                    let textSize = bodyLabel.sizeThatFits(CGSize(width: width - 40, height: .greatestFiniteMagnitude))
                    bodyLabel.frame = CGRect(
                        x: 20, y: \(t("detailImageHeight")) + 24, width: width - 40, height: textSize.height)
                    scrollView.contentSize = CGSize(width: width, height: bodyLabel.frame.maxY + 40)
                    scrollView.addSubview(imageView)
                    scrollView.addSubview(bodyLabel)
                    view.addSubview(scrollView)
                    closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
                    closeButton.tintColor = .white
                    closeButton.backgroundColor = UIColor(white: 0.25, alpha: 0.7)
                    closeButton.layer.cornerRadius = \(SwiftLiteral.number(button.closeButtonSize / 2))
                    closeButton.autoresizingMask = [.flexibleLeftMargin]
                    closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
                    view.addSubview(closeButton)
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePullDown(_:)))
                    pan.delegate = self
                    view.addGestureRecognizer(pan)
                }

                /// The close button: \(SwiftLiteral.number(button.closeButtonTrailing)) pt from the trailing edge, \
            \(SwiftLiteral.number(button.closeButtonTop)) pt below the safe area's top.
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    let side: CGFloat = \(SwiftLiteral.number(button.closeButtonSize))
                    closeButton.bounds = CGRect(x: 0, y: 0, width: side, height: side)
                    closeButton.frame.origin = CGPoint(
                        x: view.bounds.width - \(SwiftLiteral.number(button.closeButtonTrailing)), \
            y: view.safeAreaInsets.top + \(SwiftLiteral.number(button.closeButtonTop)))
                }

                @objc private func close() {
                    dismiss(animated: true)
                }

                /// Pulling down from the top of the story: progress = distance / `pullDownDistance`, the story scaled by
                /// 1 − `pullDownScale` · progress and rounded by `cornerRadius` · progress; at progress 1 it goes back to
                /// its card, released before it returns in `pullDownCancelDuration`.
                @objc private func handlePullDown(_ pan: UIPanGestureRecognizer) {
                    switch pan.state {
                    case .began:
                        isPullingDown = scrollView.contentOffset.y <= 0 && pan.velocity(in: view).y > 0
                    case .changed:
                        guard isPullingDown else { return }
                        scrollView.contentOffset = .zero
                        let progress = max(0, pan.translation(in: view).y) / \(t("pullDownDistance"))
                        guard progress < 1 else {
                            isPullingDown = false
                            dismiss(animated: true)
                            return
                        }
                        let scale = 1 - \(t("pullDownScale")) * progress
                        view.transform = CGAffineTransform(scaleX: scale, y: scale)
                        view.layer.cornerRadius = \(t("cornerRadius")) * progress
                    case .ended, .cancelled:
                        guard isPullingDown else { return }
                        isPullingDown = false
                        UIView.animate(
                            withDuration: \(t("pullDownCancelDuration")), delay: 0,
                            options: [.beginFromCurrentState, .curveEaseInOut]
                        ) {
                            self.view.transform = .identity
                            self.view.layer.cornerRadius = 0
                        }
                    default:
                        break
                    }
                }

                /// The pull-down and the story's scrolling see the same fingers.
                func gestureRecognizer(
                    _ gestureRecognizer: UIGestureRecognizer,
                    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
                ) -> Bool {
                    true
                }
            }
            """
    }

    private var transition: String {
        let t = tuning
        return """
            /// Vends the card animator for the story's present and dismiss (`modalPresentationStyle = .custom`), with
            /// the dimming view both share.
            final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
                private weak var list: \(Self.viewController)?
                private let dimming = UIView()

                init(list: \(Self.viewController)) {
                    self.list = list
                    dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
                }

                func animationController(
                    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
                ) -> UIViewControllerAnimatedTransitioning? {
                    list.map { CardTransitionAnimator(presenting: true, list: $0, dimming: dimming) }
                }

                func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    list.map { CardTransitionAnimator(presenting: false, list: $0, dimming: dimming) }
                }
            }

            /// The card transition: presenting grows the story from its card's frame to the screen (its corners to 0, the
            /// image to the story's, the close button in, the tab bar off the bottom, the dimming in) in one spring
            /// block, so everything moves by the same fraction; dismissing runs it back to the card, from the pulled-down
            /// frame if the story was pulled.
            final class CardTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                private let presenting: Bool
                private let list: \(Self.viewController)
                private let dimming: UIView

                init(presenting: Bool, list: \(Self.viewController), dimming: UIView) {
                    self.presenting = presenting
                    self.list = list
                    self.dimming = dimming
                }

                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                    presenting ? \(t("presentDuration")) : \(t("dismissDuration"))
                }

                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
                    guard let story = transitionContext.viewController(forKey: key) as? CardDetailViewController,
                        let card = list.selectedCard?.card
                    else {
                        transitionContext.completeTransition(false)
                        return
                    }
                    let container = transitionContext.containerView
                    let tabBar = list.tabBar
                    let cardFrame = card.convert(card.bounds, to: container)
                    let done = { (_: Bool) in
                        if !self.presenting {
                            card.isHidden = false
                            self.dimming.removeFromSuperview()
                        }
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    }
                    if presenting {
                        dimming.frame = container.bounds
                        dimming.alpha = 0
                        container.addSubview(dimming)
                        story.view.frame = cardFrame
                        story.view.layer.cornerRadius = \(t("cornerRadius"))
                        story.imageView.frame.size = cardFrame.size
                        story.closeButton.alpha = 0
                        container.addSubview(story.view)
                        card.isHidden = true
                        UIView.animate(
                            withDuration: \(t("presentDuration")), delay: 0,
                            usingSpringWithDamping: \(t("presentDamping")),
                            initialSpringVelocity: \(t("presentVelocity")), options: [],
                            animations: {
                                story.view.frame = container.bounds
                                story.view.layer.cornerRadius = 0
                                story.imageView.frame.size = CGSize(
                                    width: container.bounds.width, height: \(t("detailImageHeight")))
                                story.closeButton.alpha = 1
                                tabBar.frame.origin.y = container.bounds.height
                                self.dimming.alpha = 1
                            }, completion: done)
                    } else {
                        // A pulled-down story goes back from where it shows: its scaled frame and corners, unscaled.
                        let shown = story.view.frame
                        let corner = story.view.layer.cornerRadius * shown.width / max(story.view.bounds.width, 1)
                        story.view.transform = .identity
                        story.view.frame = shown
                        story.view.layer.cornerRadius = corner
                        UIView.animate(
                            withDuration: \(t("dismissDuration")), delay: 0,
                            usingSpringWithDamping: \(t("dismissDamping")),
                            initialSpringVelocity: \(t("dismissVelocity")), options: [],
                            animations: {
                                story.view.frame = cardFrame
                                story.view.layer.cornerRadius = \(t("cornerRadius"))
                                story.imageView.frame.size = cardFrame.size
                                story.closeButton.alpha = 0
                                tabBar.frame.origin.y = container.bounds.height - tabBar.frame.height
                                self.dimming.alpha = 0
                            }, completion: done)
                    }
                }
            }
            """
    }
}
