import SwiftSyntax

/// Replaces each use of a name the values give (`Metrics.rowSpacing`, `spacing`) by the value's literal, when the
/// paste does not declare the name itself, and a static member reached through a view controller whose members
/// become the export's class (`GalleryViewController.columns`) by the same through `Self`; remembers which names it
/// filled.
final class ValueFiller: SyntaxRewriter {
    private let values: SwiftLayoutValues
    private let declared: Set<String>
    /// The view controllers whose members the code being rewritten becomes part of (none for a nested type's code).
    var selfNames: Set<String> = []
    private(set) var filled: Set<String> = []

    init(values: SwiftLayoutValues, declared: Set<String>) {
        self.values = values
        self.declared = declared
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        if let replacement = replacement(for: ExprSyntax(node)) { return replacement }
        if let base = node.base?.as(DeclReferenceExprSyntax.self), selfNames.contains(base.baseName.text) {
            let reference = DeclReferenceExprSyntax(baseName: .keyword(.Self))
            return super.visit(node.with(\.base, ExprSyntax(reference.with(\.leadingTrivia, base.leadingTrivia))))
        }
        return super.visit(node)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        // The member of `a.b` is `a.b`'s to fill, not a name of its own.
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == node.id {
            return ExprSyntax(node)
        }
        return replacement(for: ExprSyntax(node)) ?? ExprSyntax(node)
    }

    /// The literal for `expression` if it is a given name the paste does not declare.
    private func replacement(for expression: ExprSyntax) -> ExprSyntax? {
        guard let name = Self.dottedName(expression), let literal = values[name] else { return nil }
        let parts = SwiftLayoutValues.normalized(name).split(separator: ".").map(String.init)
        // A name the paste declares is its own; a dotted one only when the paste declares both ends of it.
        if parts.count == 1
            ? declared.contains(parts[0]) : declared.contains(parts[0]) && declared.contains(parts[parts.count - 1])
        {
            return nil
        }
        let replacement: ExprSyntax
        switch literal {
        case .expression:
            // A list per item or a formula of `indexPath` stands for app data the app's own code reads: the export
            // keeps that code.
            return nil
        case .number(let value, let isWhole) where isWhole:
            replacement = ExprSyntax(IntegerLiteralExprSyntax(literal: .integerLiteral(String(Int64(value)))))
        case .number(let value, _):
            replacement = ExprSyntax(FloatLiteralExprSyntax(literal: .floatLiteral("\(value)")))
        case .bool(let value):
            replacement = ExprSyntax(BooleanLiteralExprSyntax(literal: .keyword(value ? .true : .false)))
        case .string(let value):
            let segment = StringSegmentSyntax(content: .stringSegment(value))
            replacement = ExprSyntax(
                StringLiteralExprSyntax(
                    openingQuote: .stringQuoteToken(), segments: [.stringSegment(segment)],
                    closingQuote: .stringQuoteToken()))
        }
        filled.insert(SwiftLayoutValues.normalized(name))
        return replacement.with(\.leadingTrivia, expression.leadingTrivia)
            .with(\.trailingTrivia, expression.trailingTrivia)
    }

    /// `a.b.c` for a chain of names, nil for anything else.
    static func dottedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
            let prefix = dottedName(base)
        {
            return prefix + "." + access.declName.baseName.text
        }
        return nil
    }
}

/// Every name the paste declares: types, functions, properties, locals, parameters, enum cases.
struct DeclaredNames {
    let names: Set<String>

    init(_ tree: some SyntaxProtocol) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        names = visitor.names
    }

    private final class Visitor: SyntaxAnyVisitor {
        var names: Set<String> = []

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.identifier.text)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if let named = node.asProtocol((any NamedDeclSyntax).self) { names.insert(named.name.text) }
            return .visitChildren
        }
    }
}
