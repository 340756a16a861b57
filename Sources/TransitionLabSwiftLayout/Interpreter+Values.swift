import SwiftOperators
import SwiftParser
import SwiftSyntax
import TransitionLabCore

/// Values given for names the paste reads but does not define (`SwiftLayoutValues`): literals, and Swift
/// expressions evaluated where the name is read, per item for a delegate's answer or an element of app data.
extension Interpreter {
    /// The value given for `name`, evaluated with `item` (the index path asked for, when per item); nil when none is
    /// given.
    func given(_ name: String, item: IndexPath? = nil, at node: some SyntaxProtocol) throws -> Value? {
        switch values[name] {
        case .number(let number, let isWhole)?:
            return .number(number, isWhole ? .literal(asInt: number.rounded(.towardZero)) : .float)
        case .bool(let flag)?: return .bool(flag)
        case .string(let text)?: return .string(text)
        case .expression(let text)?: return try evaluateGiven(name, text, item: item, at: node)
        case nil: return nil
        }
    }

    private func evaluateGiven(_ name: String, _ text: String, item: IndexPath?, at node: some SyntaxProtocol) throws
        -> Value
    {
        let expression: ExprSyntax
        if let parsed = valueExpressions[text] {
            expression = parsed
        } else {
            // The String form copies the text into the tree, which outlives this scope (a value is at most
            // `SwiftLayoutValues.maxExpressionBytes`, so its nesting is bounded too).
            let file = Parser.parse(source: "_ = (\n\(text)\n)")
            let folded = OperatorTable.standardOperators.foldAll(file) { _ in }.as(SourceFileSyntax.self) ?? file
            guard !folded.hasError, let statement = folded.statements.first?.item.as(ExprSyntax.self),
                let assignment = statement.as(InfixOperatorExprSyntax.self)
            else { throw diagnostic("values: '\(name) = \(text)' is not a Swift expression", at: node) }
            expression = assignment.rightOperand
            valueExpressions[text] = expression
        }
        let scope = Scope(parent: globals)
        if let item {
            scope.declare("indexPath", .value(.indexPath(item)))
            for binding in ["i", "item", "row"] { scope.declare(binding, .value(.number(Double(item.item), .int))) }
            scope.declare("section", .value(.number(Double(item.section), .int)))
        }
        let value: Value
        do {
            value = try evaluate(expression, in: scope)
        } catch let error as SwiftLayoutDiagnostic {
            // Positions in the values text are not the paste's: the message names the value instead.
            throw diagnostic("values: '\(name) = \(text)': \(error.message)", at: node)
        }
        if let item, case .array(let elements) = value, !elements.isEmpty {
            return elements[item.item % elements.count]
        }
        return value
    }

    /// A method of the view controller the paste does not implement, called as a layout's delegate
    /// (`delegate.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath)`): app code, whose answer is
    /// a value to give, named by the method's first label other than `layout` and `collectionView` (the collection
    /// view passed with a label: `collectionView(collectionView:heightForPhotoAt:)`) (`heightForPhotoAtIndexPath`,
    /// `sizeForItemAt`) and evaluated per item.
    func delegateCall(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        let valueName =
            arguments.lazy.compactMap(\.label).first { $0 != "layout" && $0 != "collectionView" } ?? name
        let item = arguments.lazy.compactMap { argument -> IndexPath? in
            if case .indexPath(let path) = argument.value { return path } else { return nil }
        }.first
        if let value = try given(valueName, item: item, at: call) { return value }
        let method = "\(name)(\(arguments.map { "\($0.label ?? "_"):" }.joined()))"
        let example = valueName.lowercased().contains("size") ? "`CGSize(width: 100, height: 150)`" : "a number"
        let perItem =
            item == nil
            ? ""
            : ", a list per item (`[120, 200, 160]`) or a formula of `indexPath` "
                + "(`120 + 40 * (indexPath.item % 3)`)"
        throw diagnostic(
            "the layout asks its delegate `\(method)`, app code outside the paste: paste the view controller that "
                + "implements it, or give `\(valueName)` in Values, \(example)\(perItem)", at: call, kind: .outsideName,
            unknownName: valueName)
    }

    /// What code reads of an element of app data (`photos[i].height`): the value given for it, per item.
    /// A chain of members (`photos[i].image.size.height`) is one value, named by the whole chain.
    func appDataMember(_ member: String, of name: String, index: Int, at node: some SyntaxProtocol) throws -> Value {
        let valueName = name.hasSuffix("]") || name.contains("[i].") ? "\(name).\(member)" : "\(name)[i].\(member)"
        if let value = try given(valueName, item: IndexPath(item: index, section: 0), at: node) { return value }
        if let outer = Syntax(node).parent?.as(MemberAccessExprSyntax.self), outer.base?.id == Syntax(node).id {
            return .appData(name: valueName, index: index)
        }
        let read = valueName.replacingOccurrences(of: "[i]", with: "[\(index)]")
        throw diagnostic(
            "the layout reads `\(read)`, app data the paste does not hold: give `\(valueName)` in "
                + "Values, a number, a list per item (`[120, 200, 160]`) or a formula of `i` (`120 + 40 * (i % 3)`)",
            at: node, kind: .outsideName, unknownName: valueName)
    }

    /// An element of app data used as a value itself (`heights[indexPath.item]`): the value given for `name[i]`.
    func appDataElement(_ name: String, index: Int, at node: some SyntaxProtocol) throws -> Value {
        let valueName = "\(name)[i]"
        if let value = try given(valueName, item: IndexPath(item: index, section: 0), at: node) { return value }
        throw diagnostic(
            "the layout reads `\(name)[\(index)]`, app data the paste does not hold: give `\(valueName)` in Values, "
                + "a number, a list per item (`[120, 200, 160]`) or a formula of `i`", at: node, kind: .outsideName,
            unknownName: valueName)
    }
}
