import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `UICollectionViewCompositionalLayoutConfiguration()`: `interSectionSpacing`, `scrollDirection`.
    static let compositionalLayoutConfiguration: UIKitType = {
        let name = "UICollectionViewCompositionalLayoutConfiguration"
        typealias Model = CollectionViewCompositionalLayoutConfiguration
        var type = UIKitType(name)
        type.initializers[""] = { _, _, call in
            .object(LayoutObject(name, Model(), at: call.positionAfterSkippingLeadingTrivia))
        }
        type.properties["interSectionSpacing"] = .model(
            name, Model.self,
            get: {
                .number($0.interSectionSpacing, .float)
            }
        ) { interpreter, configuration, value, node in
            configuration.interSectionSpacing = try interpreter.layoutNumber(
                value, "\(name).interSectionSpacing", at: node)
        }
        type.properties["scrollDirection"] = .model(
            name, Model.self,
            get: {
                .member($0.scrollDirection == .horizontal ? "horizontal" : "vertical")
            }
        ) { interpreter, configuration, value, node in
            configuration.scrollDirection = try interpreter.scrollDirection(value, "\(name).scrollDirection", at: node)
        }
        return type
    }()
}
