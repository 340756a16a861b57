import SwiftSyntax
import TransitionLabCore

/// The layout model's rules (`LayoutSpec.checkedNumber(_:)`, `CollectionLayoutGroup.validate()`, …) applied to what
/// the pasted code gives: a broken rule is an error "what: problem" at the code that gave the value.
extension Interpreter {
    /// Applies `rule`, reporting a broken one at `node`.
    func checking<T>(_ what: String, at node: some SyntaxProtocol, _ rule: () throws(LayoutSpecViolation) -> T)
        throws -> T
    {
        try checking(what, at: node.positionAfterSkippingLeadingTrivia, rule)
    }

    /// Applies `rule`, reporting a broken rule about a property where `positions` says it was given, else at
    /// `position`.
    func checking<T>(
        _ what: String, at position: AbsolutePosition,
        positions: [LayoutSpecViolation.Property: AbsolutePosition] = [:],
        _ rule: () throws(LayoutSpecViolation) -> T
    ) throws -> T {
        do {
            return try rule()
        } catch {
            throw diagnostic("\(what): \(error.problem)", at: error.property.flatMap { positions[$0] } ?? position)
        }
    }

    /// The expression of the argument labelled `label` in `call`, or the call when it has none.
    func argument(_ label: String, of call: FunctionCallExprSyntax) -> Syntax {
        call.arguments.first { $0.label?.text == label }.map { Syntax($0.expression) } ?? Syntax(call)
    }

    /// Where the arguments of `call` that give `properties` start, by their labels.
    func positions(
        of properties: [LayoutSpecViolation.Property: String], in call: FunctionCallExprSyntax
    ) -> [LayoutSpecViolation.Property: AbsolutePosition] {
        properties.mapValues { argument($0, of: call).positionAfterSkippingLeadingTrivia }
    }

    /// A number a layout takes (an inset, a spacing between groups, an offset): `LayoutSpec.checkedNumber(_:)`.
    func layoutNumber(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Double {
        let number = try number(value, what, at: node)
        return try checking(what, at: node) { () throws(LayoutSpecViolation) in try LayoutSpec.checkedNumber(number) }
    }

    /// A dimension, spacing or size: `LayoutSpec.checkedLength(_:)`.
    func length(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Double {
        let number = try number(value, what, at: node)
        return try checking(what, at: node) { () throws(LayoutSpecViolation) in try LayoutSpec.checkedLength(number) }
    }

    /// A `zIndex`: an `Int` within the layout's numbers (`LayoutSpec.checkedWholeNumber(_:)`).
    func zIndex(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Int {
        let number = Double(try integer(value, at: node))
        return try checking(what, at: node) { () throws(LayoutSpecViolation) in
            try LayoutSpec.checkedWholeNumber(number)
        }
    }
}
