import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSCollectionLayoutSection(group:)` and `.list(using:layoutEnvironment:)`; `contentInsets`,
    /// `interGroupSpacing`, `orthogonalScrollingBehavior`, `boundarySupplementaryItems`, `decorationItems`,
    /// `supplementariesFollowContentInsets` and `visibleItemsInvalidationHandler`. The properties whose rules are
    /// checked only once the section is in a layout record where they were set, so a broken rule is reported there.
    static let collectionLayoutSection: UIKitType = {
        let name = "NSCollectionLayoutSection"
        var type = UIKitType(name)
        type.implicitInitializers = true
        type.implicitStaticMethods = true
        type.initializers["group:"] = { interpreter, arguments, call in
            let group = try interpreter.model(
                arguments[0].value, "NSCollectionLayoutGroup", as: CollectionLayoutGroup.self,
                "NSCollectionLayoutSection(group:)", at: call)
            return .object(
                LayoutObject(name, CollectionLayoutSection(group: group), at: call.positionAfterSkippingLeadingTrivia))
        }
        type.staticMethods["list"] = [
            "using:layoutEnvironment:": { interpreter, arguments, call in
                try interpreter.listSection(arguments, of: name, at: call)
            }
        ]
        type.properties["contentInsets"] = .model(
            name, CollectionLayoutSection.self,
            get: {
                .directionalInsets($0.contentInsets)
            }
        ) { interpreter, section, value, node in
            section.contentInsets = try interpreter.directionalInsets(value, "\(name).contentInsets", at: node)
        }
        type.properties["interGroupSpacing"] = .model(
            name, CollectionLayoutSection.self,
            get: {
                .number($0.interGroupSpacing, .float)
            }
        ) { interpreter, section, value, node in
            section.interGroupSpacing = try interpreter.layoutNumber(value, "\(name).interGroupSpacing", at: node)
        }
        type.properties["orthogonalScrollingBehavior"] = .section(recording: .orthogonalScrollingBehavior) {
            interpreter, section, value, node in
            section.orthogonalScrollingBehavior = try interpreter.choice(
                value, CollectionLayoutSectionOrthogonalScrollingBehavior.self, "\(name).orthogonalScrollingBehavior",
                at: node)
        }
        type.properties["boundarySupplementaryItems"] = .section(recording: .boundarySupplementaryItems) {
            interpreter, section, value, node in
            let what = "\(name).boundarySupplementaryItems"
            section.boundarySupplementaryItems = try interpreter.array(value, what, at: node).map {
                try interpreter.model(
                    $0, "NSCollectionLayoutBoundarySupplementaryItem",
                    as: CollectionLayoutBoundarySupplementaryItem.self, what, at: node)
            }
        }
        type.properties["decorationItems"] = .section(recording: nil) { interpreter, section, value, node in
            let what = "\(name).decorationItems"
            section.decorationItems = try interpreter.array(value, what, at: node).map {
                try interpreter.model(
                    $0, "NSCollectionLayoutDecorationItem", as: CollectionLayoutDecorationItem.self, what, at: node)
            }
        }
        type.properties["supplementariesFollowContentInsets"] = .section(recording: nil) {
            interpreter, section, value, node in
            section.supplementariesFollowContentInsets = try interpreter.bool(
                value, "\(name).supplementariesFollowContentInsets", at: node)
        }
        type.properties["visibleItemsInvalidationHandler"] = .section(recording: .visibleItemsEffect) {
            interpreter, section, value, node in
            section.visibleItemsEffect = try interpreter.visibleItemsEffect(value, at: node)
        }
        return type
    }()
}

extension UIKitType.Property {
    /// A set-only property of a section; `recording` names the rule whose violation is reported where it was set.
    fileprivate static func section(
        recording property: LayoutSpecViolation.Property?,
        set: @escaping @Sendable (Interpreter, inout CollectionLayoutSection, Value, Syntax) throws -> Void
    ) -> Self {
        Self(set: { interpreter, value, newValue, node in
            guard case .object(let object) = value, var section = object.model(as: CollectionLayoutSection.self) else {
                throw interpreter.diagnostic("NSCollectionLayoutSection expected, got \(value.typeName)", at: node)
            }
            try set(interpreter, &section, newValue, node)
            object.model = section
            if let property { object.positions[property] = node.positionAfterSkippingLeadingTrivia }
        })
    }
}

extension LayoutObject {
    /// The section this object holds, as a layout takes it; nil for other objects.
    var sectionCopy: SectionCopy? {
        model(as: CollectionLayoutSection.self).map {
            SectionCopy(section: $0, position: position, positions: positions)
        }
    }
}

/// A section as a layout takes it (a copy: later changes to the section object do not reach the layout), with
/// where the object was made and where its properties were set.
struct SectionCopy {
    let section: CollectionLayoutSection
    let position: AbsolutePosition
    let positions: [LayoutSpecViolation.Property: AbsolutePosition]
}
