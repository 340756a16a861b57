import SwiftSyntax
import TransitionLabCore

/// A UIKit object under construction, holding its layout model value (`CollectionLayoutItem` for an
/// `NSCollectionLayoutItem`, …: each type's file in `UIKit/` says which). Like UIKit's classes it is shared by
/// reference, so `item.contentInsets = …` after `let item = …` changes the one item; groups, sections and layouts
/// copy what they are given (UIKit copies subitems and boundary items too).
final class LayoutObject {
    /// The UIKit class (`NSCollectionLayoutItem`), as `UIKitRegistry` names it.
    let type: String
    /// The layout model value.
    var model: Any
    /// Where the object was made.
    let position: AbsolutePosition
    /// Where properties that a rule checks only once the object is used were given
    /// (`section.visibleItemsInvalidationHandler = …`), so a broken rule is reported there.
    var positions: [LayoutSpecViolation.Property: AbsolutePosition] = [:]

    init(_ type: String, _ model: Any, at position: AbsolutePosition) {
        self.type = type
        self.model = model
        self.position = position
    }

    /// The model value, when it is a `Model`.
    func model<Model>(as _: Model.Type) -> Model? { model as? Model }
}

extension Value {
    /// The object, when this is a UIKit object of `type`.
    func object(ofType type: String) -> LayoutObject? {
        if case .object(let object) = self, object.type == type { object } else { nil }
    }
}
