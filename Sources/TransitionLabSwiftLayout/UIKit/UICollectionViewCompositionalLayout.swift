import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `UICollectionViewCompositionalLayout(section:)`, `(section:configuration:)`, `(sectionProvider:)`,
    /// `(sectionProvider:configuration:)`, the trailing-closure form, and `.list(using:)`; `configuration`.
    static let compositionalLayout: UIKitType = {
        let name = "UICollectionViewCompositionalLayout"
        var type = UIKitType(name)
        let section: Call = { interpreter, arguments, call in
            let section = try interpreter.sectionCopy(arguments[0].value, "section", at: call)
            return .object(
                try interpreter.compositionalLayout(.section(section), arguments.dropFirst().first?.value, at: call))
        }
        let provider: Call = { interpreter, arguments, call in
            guard case .closure(let provider) = arguments[0].value else {
                throw interpreter.diagnostic("sectionProvider expects a closure", at: call)
            }
            return .object(
                try interpreter.compositionalLayout(.provider(provider), arguments.dropFirst().first?.value, at: call))
        }
        type.initializers["section:"] = section
        type.initializers["section:configuration:"] = section
        type.initializers["sectionProvider:"] = provider
        type.initializers["_:"] = provider
        type.initializers["sectionProvider:configuration:"] = provider
        type.staticMethods["list"] = [
            "using:": { interpreter, arguments, call in try interpreter.listSection(arguments, of: name, at: call) }
        ]
        type.properties["configuration"] = Property(
            get: { interpreter, value, node in
                .object(
                    try interpreter.model(value, name, as: CompositionalLayoutModel.self, name, at: node).configuration)
            },
            set: { interpreter, value, newValue, node in
                guard case .object(let object) = value, var model = object.model(as: CompositionalLayoutModel.self)
                else { throw interpreter.diagnostic("\(name) expected, got \(value.typeName)", at: node) }
                model.configuration = try interpreter.object(
                    newValue, ["UICollectionViewCompositionalLayoutConfiguration"], "\(name).configuration", at: node)
                object.model = model
            })
        return type
    }()
}

/// A compositional layout under construction: where its sections come from and its configuration object
/// (`layout.configuration`, shared by reference as UIKit's is).
struct CompositionalLayoutModel {
    /// Where a compositional layout's sections come from.
    enum Sections {
        /// `UICollectionViewCompositionalLayout(section:)`: one section for every item count.
        case section(SectionCopy)
        /// `UICollectionViewCompositionalLayout(sectionProvider:)`, asked for each section.
        case provider(Closure)
    }

    var sections: Sections
    var configuration: LayoutObject
}

extension Interpreter {
    /// A compositional layout of `sections` with the given configuration, or a new one.
    func compositionalLayout(
        _ sections: CompositionalLayoutModel.Sections, _ configuration: Value?, at call: FunctionCallExprSyntax
    ) throws -> LayoutObject {
        let position = call.positionAfterSkippingLeadingTrivia
        let configurationType = "UICollectionViewCompositionalLayoutConfiguration"
        let configurationObject =
            try configuration.map { try object($0, [configurationType], "configuration", at: call) }
            ?? LayoutObject(configurationType, CollectionViewCompositionalLayoutConfiguration(), at: position)
        return LayoutObject(
            "UICollectionViewCompositionalLayout",
            CompositionalLayoutModel(sections: sections, configuration: configurationObject), at: position)
    }
}
