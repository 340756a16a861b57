import SwiftSyntax
import TransitionLabCore

/// A UIKit object under construction, holding its layout model value (`CollectionLayoutItem` for an
/// `NSCollectionLayoutItem`, …: each type's file in `UIKit/` says which). Like UIKit's classes it is shared by
/// reference, so `item.contentInsets = …` after `let item = …` changes the one item; groups, sections and layouts
/// copy what they are given (UIKit copies subitems and boundary items too).
final class LayoutObject {
    /// The UIKit class (`NSCollectionLayoutItem`), as `UIKitRegistry` names it; for an instance of a pasted class,
    /// the UIKit class it extends.
    let type: String
    /// The pasted class this is an instance of (`PinterestLayout`), if any.
    var pastedClass: String?
    /// The stored properties of the pasted class and the pasted classes it extends.
    var storage: [String: Value] = [:]
    /// `lazy` stored properties not read yet, evaluated on first read.
    var lazyProperties: [String: PatternBindingSyntax] = [:]
    /// The layout model value.
    var model: Any {
        didSet { preparedFlow = nil }
    }
    /// A flow layout's answers for its current model (`Interpreter.preparedFlow(of:)`), kept until the model changes.
    var preparedFlow: PreparedFlowLayout?
    /// Where the object was made.
    var position: AbsolutePosition
    /// Where properties that a rule checks only once the object is used were given
    /// (`section.visibleItemsInvalidationHandler = …`), so a broken rule is reported there.
    var positions: [LayoutSpecViolation.Property: AbsolutePosition] = [:]
    /// Whether these are the attributes a transition layout's overrides run for, which stand for every element in
    /// turn: counting or indexing the array that holds them is refused (`TransitionLayoutRun`).
    var isTransitionElement = false

    init(_ type: String, _ model: Any, at position: AbsolutePosition) {
        self.type = type
        self.model = model
        self.position = position
    }

    /// The model value, when it is a `Model`.
    func model<Model>(as _: Model.Type) -> Model? { model as? Model }

    /// The class name code sees: the pasted class, else the UIKit one.
    var className: String { pastedClass ?? type }

    /// A copy, as `copy()` makes one: its own model and stored properties (the values they hold are shared, as a
    /// shallow copy's are).
    func copy() -> LayoutObject {
        let copy = LayoutObject(type, model, at: position)
        copy.pastedClass = pastedClass
        copy.storage = storage
        copy.lazyProperties = lazyProperties
        copy.positions = positions
        copy.isTransitionElement = isTransitionElement
        return copy
    }
}

extension Value {
    /// The object, when this is a UIKit object of `type`.
    func object(ofType type: String) -> LayoutObject? {
        if case .object(let object) = self, object.type == type { object } else { nil }
    }
}
