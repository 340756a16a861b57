/// `spring-lab`: the square that springs between two anchors on a tap, or is dragged and thrown to the anchor its
/// release projects to, with the spring written in the API the room picked (`SpringLabScene.SpringAPI`). Each axis
/// gets its own animation with its own velocity, as the lab runs them: UIKit and Core Animation add animations of
/// the same property together, so a tap mid-flight bends the motion instead of stopping it.
struct SpringLabExport: SceneExporter {
    static var scene: any Scene.Type { SpringLabScene.self }
    static let viewController = "SpringLabViewController"

    let tuning: Tuning
    let api: SpringLabScene.SpringAPI

    init(_ input: SceneExport.Input) {
        api =
            SpringLabScene.SpringAPI(rawValue: Int((input.parameters[SpringLabScene.Key.api] ?? 0).rounded())) ?? .uiKit
        let group = api.group
        let keys = input.parameters.descriptors.filter { $0.group == group }.map(\.key)
        tuning = Tuning(
            name: "SpringLabTuning", parameters: input.parameters, keys: keys,
            kinds: [SpringLabScene.Key.uiKitDuration: .timeInterval, SpringLabScene.Key.swiftUIDuration: .timeInterval])
    }

    var requirement: String {
        switch api {
        case .uiKit:
            "Needs iOS 8 or later (UIView.animate(withDuration:…usingSpringWithDamping:…); additive animations)."
        case .swiftUIResponse, .swiftUIDuration:
            "Needs iOS 17 or later (UIView.animate(springDuration:bounce:initialSpringVelocity:…))."
        case .coreAnimation: "Needs iOS 9 or later (CASpringAnimation)."
        }
    }

    func body() -> String {
        [tuning.declaration, screen].joined(separator: "\n\n")
    }

    /// How one axis springs to its target, in the picked API, with `velocity` in UIKit's relative unit.
    private var animation: String {
        let t = tuning
        typealias K = SpringLabScene.Key
        switch api {
        case .uiKit:
            return """
                    UIView.animate(
                        withDuration: \(t(K.uiKitDuration)), delay: 0,
                        usingSpringWithDamping: \(t(K.uiKitDampingRatio)), initialSpringVelocity: velocity,
                        options: [.allowUserInteraction], animations: change)
                """
        case .swiftUIResponse:
            return """
                    // SwiftUI's response and damping fraction as UIKit's duration and bounce (WWDC 2023, "Animate with
                    // springs"): the duration is the response, the bounce 1 − ζ (1/ζ − 1 above critical damping).
                    let zeta = \(t(K.dampingFraction))
                    UIView.animate(
                        springDuration: \(t(K.response)), bounce: zeta <= 1 ? 1 - zeta : 1 / zeta - 1,
                        initialSpringVelocity: velocity, delay: 0, options: [.allowUserInteraction], animations: change)
                """
        case .swiftUIDuration:
            return """
                    UIView.animate(
                        springDuration: \(t(K.swiftUIDuration)), bounce: \(t(K.bounce)),
                        initialSpringVelocity: velocity, delay: 0, options: [.allowUserInteraction], animations: change)
                """
        case .coreAnimation:
            return """
                    // An additive animation from the old value to the new one, offsets relative to the model value.
                    let from = axis == "x" ? square.layer.position.x : square.layer.position.y
                    change()
                    let to = axis == "x" ? square.layer.position.x : square.layer.position.y
                    let animation = CASpringAnimation(keyPath: "position." + axis)
                    animation.mass = \(t(K.mass))
                    animation.stiffness = \(t(K.stiffness))
                    animation.damping = \(t(K.damping))
                    animation.initialVelocity = velocity
                    animation.fromValue = from - to
                    animation.toValue = 0
                    animation.isAdditive = true
                    animation.duration = animation.settlingDuration
                    square.layer.add(animation, forKey: nil)
                """
        }
    }

    private var screen: String {
        let tapVelocity = api == .uiKit ? tuning(SpringLabScene.Key.uiKitInitialVelocity) : "0"
        let side = SwiftLiteral.number(SpringLabScene.squareSide)
        return """
            /// A square between two anchors: a tap sends it to the other one; a drag moves it and, on release, throws it
            /// to the anchor nearest where its velocity would carry it.
            final class \(Self.viewController): UIViewController {
                private let square = UIView()
                private var target = 0
                private var isPlaced = false

                /// The anchors: centred, at a quarter and three quarters of the height.
                private var anchors: [CGPoint] {
                    [0.25, 0.75].map { CGPoint(x: view.bounds.midX, y: view.bounds.height * $0) }
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255, alpha: 1)
                    square.bounds = CGRect(x: 0, y: 0, width: \(side), height: \(side))
                    square.layer.cornerRadius = \(SwiftLiteral.number(SpringLabScene.squareCornerRadius))
                    square.backgroundColor = UIColor(red: 1, green: 0x9F / 255, blue: 0x0A / 255, alpha: 1)
                    view.addSubview(square)
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
                    square.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
                }

                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    guard !isPlaced else { return }
                    isPlaced = true
                    square.center = anchors[target]
                }

                @objc private func handleTap() {
                    travel(to: 1 - target, velocity: nil)
                }

                @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
                    switch pan.state {
                    case .began:
                        // Caught mid-flight: the square stays where it shows.
                        if let shown = square.layer.presentation()?.position { square.center = shown }
                        square.layer.removeAllAnimations()
                    case .changed:
                        let translation = pan.translation(in: view)
                        square.center = CGPoint(x: square.center.x + translation.x, y: square.center.y + translation.y)
                        pan.setTranslation(.zero, in: view)
                    case .ended, .cancelled:
                        let velocity = pan.velocity(in: view)
                        let projected = CGPoint(
                            x: square.center.x + project(velocity.x), y: square.center.y + project(velocity.y))
                        let distances = anchors.map { hypot($0.x - projected.x, $0.y - projected.y) }
                        travel(to: distances[0] <= distances[1] ? 0 : 1, velocity: velocity)
                    default:
                        break
                    }
                }

                /// Where a fling of `velocity` points per second comes to rest at UIKit's normal deceleration rate:
                /// velocity / 1000 · rate / (1 − rate) (WWDC 2018, "Designing Fluid Interfaces").
                private func project(_ velocity: CGFloat) -> CGFloat {
                    let rate = UIScrollView.DecelerationRate.normal.rawValue
                    return velocity / 1000 * rate / (1 - rate)
                }

                /// Springs each axis to anchor `index` with its own velocity in UIKit's unit (points per second over
                /// the distance left): the release's, or from a tap the tuned one.
                private func travel(to index: Int, velocity: CGPoint?) {
                    target = index
                    let destination = anchors[index]
                    let start = square.center
                    func relative(_ speed: CGFloat, _ distance: CGFloat) -> CGFloat { distance == 0 ? 0 : speed / distance }
                    let velocityX = velocity.map { relative($0.x, destination.x - start.x) } ?? \(tapVelocity)
                    let velocityY = velocity.map { relative($0.y, destination.y - start.y) } ?? \(tapVelocity)
                    spring("x", velocity: velocityX) { self.square.center.x = destination.x }
                    spring("y", velocity: velocityY) { self.square.center.y = destination.y }
                }

                /// Animates `change` to one axis with the tuned spring.
                private func spring(_ axis: String, velocity: CGFloat, change: @escaping () -> Void) {
            \(animation)
                }
            }
            """
    }
}
