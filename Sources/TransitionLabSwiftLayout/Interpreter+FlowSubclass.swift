import SwiftSyntax

/// A `UICollectionViewFlowLayout` subclass in the paste (`class GridLayout: UICollectionViewFlowLayout`): an instance
/// is a flow layout whose properties its `init()` and then its `prepare()` set, as UIKit calls `prepare()` before it
/// lays out ([prepare()](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare())). In
/// their bodies `self` is the layout, bare property names (`itemSize = …`) are its properties, and `collectionView`
/// is the collection view. `super` calls are skipped. An override that computes frames or scroll positions itself
/// (`layoutAttributesForElements(in:)`, `targetContentOffset(…)`, …) is refused; `shouldInvalidateLayout(…)` only
/// asks for another `prepare()`, so it is skipped with a note.
extension Interpreter {
    /// Properties of `UICollectionViewFlowLayout` a subclass may set or read by their bare names.
    static let flowProperties = Set(UIKitType.flowLayout.properties.keys)

    /// A new instance of the pasted subclass `name`, built by its `init()` and `prepare()`.
    func flowSubclass(_ name: String, at node: some SyntaxProtocol) throws -> Value? {
        guard let subclass = declarations.flowSubclasses[name] else { return nil }
        used.insert(name)
        let layout = LayoutObject.flowLayout(at: node.positionAfterSkippingLeadingTrivia)
        let scope = Scope(parent: globals)
        scope.declare("self", .value(.object(layout)))
        scope.declare("collectionView", .value(.collectionView))
        var bodies: [CodeBlockItemListSyntax] = []
        var prepare: CodeBlockItemListSyntax?
        for member in subclass.memberBlock.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                if initializer.signature.parameterClause.parameters.isEmpty, let body = initializer.body {
                    bodies.append(body.statements)
                }
                continue
            }
            guard Declarations.isOverrideOrInitializer(member.decl) else { continue }
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters
                if function.name.text == "prepare", parameters.isEmpty, let body = function.body {
                    prepare = body.statements
                    continue
                }
                if function.name.text == "shouldInvalidateLayout" {
                    note("'shouldInvalidateLayout' only asks for another prepare(): skipped", at: function)
                    continue
                }
                let labels = parameters.map { "\($0.firstName.text):" }.joined()
                throw notSupportedYet(
                    "override func \(function.name.text)(\(labels))` in a UICollectionViewFlowLayout subclass `\(name)",
                    at: function)
            }
            throw notSupportedYet(
                "\(member.decl.trimmedDescription.prefix(60))` in a UICollectionViewFlowLayout subclass `\(name)",
                at: member.decl)
        }
        if let prepare { bodies.append(prepare) }
        for body in bodies {
            _ = try call(body: body, parameters: [], arguments: [], scope: scope, at: node)
        }
        return .object(layout)
    }

    /// The flow layout that is `self` in a subclass's `init()` or `prepare()`, when `name` is one of its properties.
    func selfFlowLayout(_ name: String, in scope: Scope) -> LayoutObject? {
        guard Self.flowProperties.contains(name), case .value(.object(let layout)) = scope.lookup("self"),
            layout.type == UIKitType.flowLayout.name
        else { return nil }
        return layout
    }
}
