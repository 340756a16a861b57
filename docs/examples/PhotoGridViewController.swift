// PhotoGridViewController.swift: exported by TransitionLab 0.1.0 from the scene photo-grid
// (Photo grid (pinch between column counts)) as laid out for a 390 × 844-pt screen, with these parameters:
//   keepsFocalItem = 1  (Pinch: Keep the pinched cell under the fingers)
//   finishThreshold = 0.35  (Pinch: Finish above progress)
//   completionResponse = 0.45  (Finish / cancel spring: Response)
//   completionDampingRatio = 1  (Finish / cancel spring: Damping ratio)
//   decelerationRate = 0.998  (Scrolling: Deceleration rate (per ms; normal 0.998, fast 0.99))
// Needs iOS 11 or later (UIScrollView.contentInsetAdjustmentBehavior; UICollectionViewTransitionLayout is iOS 7).
// Add this file to an iOS app target (it imports UIKit only) and show PhotoGridViewController(), for example as the
// window's root view controller.

import UIKit

/// The values tuned in TransitionLab: the room's parameters, with the panel's labels.
enum PhotoGridTuning {
    /// Pinch: Keep the pinched cell under the fingers.
    static let keepsFocalItem = true
    /// Pinch: Finish above progress.
    static let finishThreshold: CGFloat = 0.35
    /// Finish / cancel spring: Response (s).
    static let completionResponse: CGFloat = 0.45
    /// Finish / cancel spring: Damping ratio.
    static let completionDampingRatio: CGFloat = 1
    /// Scrolling: Deceleration rate (per ms; normal 0.998, fast 0.99).
    static let decelerationRate: CGFloat = 0.998
}

/// The photo grid: 200 photos in flow layouts of [17, 11, 9, 7, 5, 3, 1] columns, opening at 9;
/// a pinch moves between neighbouring column counts and the grid scrolls under the status bar.
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource {
    /// Column counts, densest first.
    static let columnCounts = [17, 11, 9, 7, 5, 3, 1]
    static let itemCount = 200

    private var collectionView: UICollectionView!
    /// The pinch between the column counts; on a lift the progress alone decides (no look-ahead).
    private let pinch = PinchLayoutTransition(
        finishThreshold: PhotoGridTuning.finishThreshold, finishLookahead: 0,
        keepsFocalItem: PhotoGridTuning.keepsFocalItem,
        spring: ProgressSpring(
            response: PhotoGridTuning.completionResponse, dampingRatio: PhotoGridTuning.completionDampingRatio),
        initialIndex: 2)
    private var layoutWidth: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .black
        collectionView.contentInsetAdjustmentBehavior = .automatic
        collectionView.decelerationRate = UIScrollView.DecelerationRate(rawValue: PhotoGridTuning.decelerationRate)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
        pinch.install(on: collectionView)
    }

    /// The cells' side follows the width: the grids are made again when it changes, between pinches.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard view.bounds.width != layoutWidth, !pinch.isTransitioning else { return }
        layoutWidth = view.bounds.width
        pinch.layouts = Self.columnCounts.map { makeGridLayout(columns: $0) }
        collectionView.setCollectionViewLayout(pinch.layouts[pinch.currentIndex], animated: false)
    }

    /// Square cells, `columns` to a row, one point apart both ways: the side is (width − (columns − 1)) /
    /// columns, so the cells fill the row exactly (the collection view fills the view).
    func makeGridLayout(columns: Int) -> UICollectionViewFlowLayout {
        let spacing: CGFloat = 1
        let width = view.bounds.width
        let side = (width - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
        return layout
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.itemCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoCell)?.show(item: indexPath.item, of: Self.itemCount)
        return cell
    }
}

/// A photo: its colour stands in for the image; its number tells the cells apart at any column count.
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "photo"
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .boldSystemFont(ofSize: 11)
        label.textColor = .white
        label.textAlignment = .center
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("PhotoCell is made in code")
    }

    func show(item: Int, of count: Int) {
        contentView.backgroundColor = UIColor(
            hue: CGFloat(item) / CGFloat(count), saturation: 0.8, brightness: 0.9, alpha: 1)
        label.text = "\(item + 1)"
    }
}

/// The pinch between layouts: log2 of the pinch's scale picks the next layout once per pinch (pinching out goes
/// to the next one, in to the previous one) and |log2(scale)|, up to 1, is the progress of an interactive
/// `UICollectionViewTransitionLayout`. Lifting the fingers finishes the transition when the progress, projected
/// `finishLookahead` seconds ahead by its velocity, is above `finishThreshold`, and cancels it otherwise; a
/// spring that starts at the progress's velocity carries it to 1 or 0 before UIKit installs the layout.
final class PinchLayoutTransition: NSObject, UICollectionViewDelegate, UIGestureRecognizerDelegate {
    let finishThreshold: CGFloat
    let finishLookahead: CGFloat
    let keepsFocalItem: Bool
    let spring: ProgressSpring
    /// The layouts the pinch goes through, in order.
    var layouts: [UICollectionViewLayout] = []
    /// The index of the layout shown (the one a transition started from, while it runs).
    private(set) var currentIndex: Int
    private weak var collectionView: UICollectionView?
    private var transitionLayout: PinchTransitionLayout?
    private var focalPoint: CGPoint?
    /// The progress as the pinch set it, with timestamps: its velocity is the slope over the last 0.1 s.
    private var samples: [(time: CFTimeInterval, progress: CGFloat)] = []
    /// The finish or cancel spring in flight: its display link, when it started, where from, how fast, to what.
    private var completion:
        (link: CADisplayLink, start: CFTimeInterval, from: CGFloat, velocity: CGFloat, target: CGFloat)?

    init(
        finishThreshold: CGFloat, finishLookahead: CGFloat, keepsFocalItem: Bool, spring: ProgressSpring,
        initialIndex: Int
    ) {
        self.finishThreshold = finishThreshold
        self.finishLookahead = finishLookahead
        self.keepsFocalItem = keepsFocalItem
        self.spring = spring
        currentIndex = initialIndex
    }

    /// Whether a transition runs (the layouts must not be replaced meanwhile).
    var isTransitioning: Bool { transitionLayout != nil }

    /// Adds the pinch to `collectionView` and becomes its delegate.
    func install(on collectionView: UICollectionView) {
        self.collectionView = collectionView
        collectionView.delegate = self
        let pinch = UIPinchGestureRecognizer(target: self, action: #selector(handlePinch(_:)))
        pinch.delegate = self
        collectionView.addGestureRecognizer(pinch)
    }

    @objc private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .changed: pinchChanged(pinch)
        case .ended, .cancelled: completeOrCancel()
        default: break
        }
    }

    private func pinchChanged(_ pinch: UIPinchGestureRecognizer) {
        guard let collectionView, pinch.scale > 0, completion == nil else { return }
        let logScale = min(max(log2(pinch.scale), -64), 64)
        if transitionLayout == nil {
            let delta = Int(floor(logScale))
            let target = currentIndex + (logScale < 0 ? delta : delta + 1)
            guard target != currentIndex, layouts.indices.contains(target) else { return }
            let location = pinch.location(in: collectionView)
            let offset = collectionView.contentOffset
            focalPoint = keepsFocalItem ? CGPoint(x: location.x - offset.x, y: location.y - offset.y) : nil
            start(to: target, in: collectionView)
        }
        setProgress(min(abs(logScale), 1))
    }

    private func start(to target: Int, in collectionView: UICollectionView) {
        let layout = collectionView.startInteractiveTransition(to: layouts[target]) { [weak self] _, finished in
            guard let self else { return }
            if finished { self.currentIndex = target }
            self.transitionLayout = nil
        }
        transitionLayout = layout as? PinchTransitionLayout
        samples = []
    }

    private func setProgress(_ progress: CGFloat) {
        guard let transitionLayout else { return }
        let now = CACurrentMediaTime()
        samples.append((now, progress))
        while samples.count > 2, now - samples[1].time > 0.1 { samples.removeFirst() }
        transitionLayout.transitionProgress = progress
    }

    /// Progress per second: from the oldest sample at most 0.1 s before the newest (the one before the newest
    /// when none is that recent) to the newest.
    private var progressVelocity: CGFloat {
        guard let newest = samples.last, samples.count >= 2 else { return 0 }
        let recent = samples.filter { newest.time - $0.time <= 0.1 }
        let oldest = recent.count >= 2 ? recent[0] : samples[samples.count - 2]
        let elapsed = newest.time - oldest.time
        return elapsed > 0 ? (newest.progress - oldest.progress) / CGFloat(elapsed) : 0
    }

    private func completeOrCancel() {
        guard let transitionLayout, completion == nil else { return }
        let progress = transitionLayout.transitionProgress
        let velocity = progressVelocity
        let target: CGFloat = progress + velocity * finishLookahead > finishThreshold ? 1 : 0
        let link = CADisplayLink(target: self, selector: #selector(stepCompletion(_:)))
        completion = (link, CACurrentMediaTime(), progress, velocity, target)
        link.add(to: .main, forMode: .common)
    }

    /// One frame of the finish or cancel spring; at rest, UIKit installs the layout it ends on.
    @objc private func stepCompletion(_ link: CADisplayLink) {
        guard let running = completion, let collectionView, let transitionLayout else {
            link.invalidate()
            completion = nil
            return
        }
        let state = spring.state(
            after: CGFloat(link.targetTimestamp - running.start), displacement: running.from - running.target,
            velocity: running.velocity)
        let settled = abs(state.displacement) <= 1e-4 && abs(state.velocity) <= 1e-3
        // Beyond 0 or 1 there is no layout to show: the progress waits at the end while the spring comes back.
        transitionLayout.transitionProgress =
            settled ? running.target : min(max(running.target + state.displacement, 0), 1)
        guard settled else { return }
        link.invalidate()
        completion = nil
        if running.target == 1 {
            collectionView.finishInteractiveTransition()
        } else {
            collectionView.cancelInteractiveTransition()
        }
    }

    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        PinchTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout, focalPoint: focalPoint)
    }

    /// A pan during the pinch scrolls both ends of the transition.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        transitionLayout?.scrolled(to: scrollView.contentOffset)
    }

    /// The pinch and the collection view's pan work together, as in Photos.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }
}

/// The transition layout the pinch drives. UIKit interpolates each element between the two layouts by
/// `transitionProgress`; this subclass moves the content offset with it, as TLLayoutTransitioning's
/// `TLTransitionLayout` does (https://github.com/SwiftKickMobile/TLLayoutTransitioning): linearly from the offset
/// the pinch started at to that offset kept in the next layout's scrollable range, or, with a focal point, so
/// that the point of the cell under the fingers stays under them (spreading over the transition what keeps the
/// final offset in range).
final class PinchTransitionLayout: UICollectionViewTransitionLayout {
    private var focalPoint: CGPoint?
    private var offsets: (from: CGPoint, to: CGPoint)?
    /// The focal cell's frames in both layouts, the focal point's fraction of them, and the range correction.
    private var focus: (from: CGRect, to: CGRect, unit: CGPoint, correction: CGPoint)?
    private var appliedOffset: CGPoint?

    init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout, focalPoint: CGPoint?) {
        self.focalPoint = focalPoint
        super.init(currentLayout: currentLayout, nextLayout: nextLayout)
    }

    required init?(coder: NSCoder) {
        fatalError("PinchTransitionLayout is made in code")
    }

    override var transitionProgress: CGFloat {
        didSet { applyContentOffset() }
    }

    override func prepare() {
        super.prepare()
        guard offsets == nil, let collectionView else { return }
        let from = collectionView.contentOffset
        var to = clamped(from, in: nextLayout, collectionView)
        if let focalPoint,
            let anchor = cell(at: CGPoint(x: focalPoint.x + from.x, y: focalPoint.y + from.y), collectionView),
            let destination = nextLayout.layoutAttributesForItem(at: anchor.indexPath)?.frame
        {
            let exact = CGPoint(
                x: destination.minX + anchor.unit.x * destination.width - focalPoint.x,
                y: destination.minY + anchor.unit.y * destination.height - focalPoint.y)
            to = clamped(exact, in: nextLayout, collectionView)
            focus = (anchor.frame, destination, anchor.unit, CGPoint(x: to.x - exact.x, y: to.y - exact.y))
        }
        offsets = (from, to)
    }

    /// The content offset at the current progress.
    private func applyContentOffset() {
        guard let collectionView, let offsets else { return }
        let p = min(max(transitionProgress, 0), 1)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        var offset = CGPoint(x: mix(offsets.from.x, offsets.to.x), y: mix(offsets.from.y, offsets.to.y))
        if let focus, let focalPoint {
            let width = mix(focus.from.width, focus.to.width)
            let height = mix(focus.from.height, focus.to.height)
            offset = CGPoint(
                x: mix(focus.from.midX, focus.to.midX) + (focus.unit.x - 0.5) * width - focalPoint.x
                    + p * focus.correction.x,
                y: mix(focus.from.midY, focus.to.midY) + (focus.unit.y - 0.5) * height - focalPoint.y
                    + p * focus.correction.y)
        }
        appliedOffset = offset
        collectionView.contentOffset = offset
    }

    /// The collection view scrolled to `offset` (a pan during the pinch): both ends move with it, and the focal
    /// point moves against it so the focal cell follows the fingers.
    func scrolled(to offset: CGPoint) {
        guard let applied = appliedOffset, offset != applied, let offsets else { return }
        let dx = offset.x - applied.x
        let dy = offset.y - applied.y
        self.offsets = (
            CGPoint(x: offsets.from.x + dx, y: offsets.from.y + dy), CGPoint(x: offsets.to.x + dx, y: offsets.to.y + dy)
        )
        focalPoint = focalPoint.map { CGPoint(x: $0.x - dx, y: $0.y - dy) }
        appliedOffset = offset
    }

    /// `offset` within `layout`'s scrollable range, the collection view's adjusted content inset included.
    private func clamped(_ offset: CGPoint, in layout: UICollectionViewLayout, _ collectionView: UICollectionView)
        -> CGPoint
    {
        let inset = collectionView.adjustedContentInset
        let content = layout.collectionViewContentSize
        let bounds = collectionView.bounds.size
        return CGPoint(
            x: min(max(offset.x, -inset.left), max(-inset.left, content.width + inset.right - bounds.width)),
            y: min(max(offset.y, -inset.top), max(-inset.top, content.height + inset.bottom - bounds.height)))
    }

    /// The cell containing `point` (content coordinates), else the one whose centre is nearest, with the point's
    /// fraction of its frame.
    private func cell(at point: CGPoint, _ collectionView: UICollectionView)
        -> (indexPath: IndexPath, frame: CGRect, unit: CGPoint)?
    {
        let cells = (currentLayout.layoutAttributesForElements(in: collectionView.bounds) ?? []).filter {
            $0.representedElementCategory == .cell && $0.frame.width > 0 && $0.frame.height > 0
        }
        func distance(_ cell: UICollectionViewLayoutAttributes) -> CGFloat {
            hypot(cell.center.x - point.x, cell.center.y - point.y)
        }
        let hit = cells.first { $0.frame.contains(point) } ?? cells.min { distance($0) < distance($1) }
        guard let hit else { return nil }
        let frame = hit.frame
        return (
            hit.indexPath, frame,
            CGPoint(x: (point.x - frame.minX) / frame.width, y: (point.y - frame.minY) / frame.height)
        )
    }
}

/// The finish / cancel spring of `PinchLayoutTransition`: a unit mass on a spring of stiffness (2π/response)²
/// and damping 4πζ/response, as SwiftUI's `Spring(response:dampingRatio:)` defines it
/// (https://developer.apple.com/documentation/swiftui/spring/init(response:dampingratio:)), in closed form.
struct ProgressSpring {
    let response: CGFloat
    let dampingRatio: CGFloat

    /// Displacement from the target and velocity `t` seconds after starting at `displacement` with `velocity`.
    func state(after t: CGFloat, displacement x0: CGFloat, velocity v0: CGFloat)
        -> (displacement: CGFloat, velocity: CGFloat)
    {
        let omega = 2 * .pi / response
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            let b = v0 + omega * x0
            let e = exp(-omega * t)
            return (e * (x0 + b * t), e * (b - omega * (x0 + b * t)))
        }
        if zeta < 1 {
            let decay = zeta * omega
            let frequency = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 + decay * x0) / frequency
            let e = exp(-decay * t)
            let (c, s) = (cos(frequency * t), sin(frequency * t))
            return (e * (x0 * c + b * s), e * (v0 * c - (x0 * frequency + decay * b) * s))
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-zeta * omega + root, -zeta * omega - root)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        let c1 = x0 - c2
        return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
    }
}
