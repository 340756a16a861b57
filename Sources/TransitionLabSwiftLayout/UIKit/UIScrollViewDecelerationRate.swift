import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `UIScrollView` for its nested `DecelerationRate`.
    static let scrollView = UIKitType("UIScrollView")

    /// `UIScrollView.DecelerationRate`: `.normal` (0.998), `.fast` (0.99), `init(rawValue:)`, `rawValue`; a number
    /// here, the velocity factor per millisecond
    /// ([UIScrollView.DecelerationRate](https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate)).
    static let decelerationRate: UIKitType = {
        var type = UIKitType("UIScrollView.DecelerationRate")
        type.aliases = ["UIScrollViewDecelerationRate"]
        type.staticProperties["normal"] = { _, _ in .number(DecelerationRate.normal.rawValue, .float) }
        type.staticProperties["fast"] = { _, _ in .number(DecelerationRate.fast.rawValue, .float) }
        type.initializers["rawValue:"] = { interpreter, arguments, call in
            .number(try interpreter.decelerationRate(arguments[0].value, at: call), .float)
        }
        return type
    }()
}

extension Interpreter {
    /// A deceleration rate: a number in 0 < d < 1, or `.normal` or `.fast`.
    func decelerationRate(_ value: Value, at node: some SyntaxProtocol) throws -> Double {
        if case .member(let name) = value, let read = UIKitType.decelerationRate.staticProperties[name] {
            return try decelerationRate(try read(self, Syntax(node)), at: node)
        }
        let rate = try number(value, "decelerationRate", at: node)
        guard rate > 0, rate < 1 else {
            throw diagnostic("a deceleration rate of \(rate), outside 0 < d < 1", at: node)
        }
        return rate
    }
}
