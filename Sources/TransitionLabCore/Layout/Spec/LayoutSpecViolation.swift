/// A value the layout model refuses (`docs/layout-spec.md`): what is wrong and, when the rule is about one property of
/// a larger value, which property. The JSON spec reader reports it at that value's JSON path, the Swift layout reader
/// at the line and column of the code that gives it.
public struct LayoutSpecViolation: Error, Sendable, Hashable, CustomStringConvertible {
    /// A property a rule is about, by UIKit's name.
    public enum Property: Sendable, Hashable {
        case subitems, count, supplementaryItems, alignment, visibleItemsEffect, boundarySupplementaryItems
        case orthogonalScrollingBehavior
    }

    /// What is wrong, in a sentence fragment.
    public let problem: String
    /// The property at fault, or nil when the rule is about the value checked as a whole.
    public let property: Property?

    public init(_ problem: String, property: Property? = nil) {
        self.problem = problem
        self.property = property
    }

    public var description: String { problem }
}
