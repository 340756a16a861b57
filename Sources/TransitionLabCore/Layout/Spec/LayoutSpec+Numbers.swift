/// The numbers a layout accepts, whichever reader gives them: the JSON spec reader and the Swift layout reader check
/// every number they read with one of these.
extension LayoutSpec {
    /// Largest magnitude of any number in a layout (points, fractions, counts, z indexes): far past any screen, and
    /// small enough that sums over a section's cells stay finite (`1e308 + 1e308` is infinity).
    public static let maximumMagnitude = 1_000_000.0

    /// Any number: finite and within ±`maximumMagnitude`.
    public static func checkedNumber(_ value: Double) throws(LayoutSpecViolation) -> Double {
        guard value.isFinite, abs(value) <= maximumMagnitude else {
            throw LayoutSpecViolation("expected a number from -1000000 to 1000000, got \(text(value))")
        }
        return value
    }

    /// A dimension, spacing or size: a number ≥ 0.
    public static func checkedLength(_ value: Double) throws(LayoutSpecViolation) -> Double {
        let value = try checkedNumber(value)
        guard value >= 0 else { throw LayoutSpecViolation("expected a number ≥ 0, got \(text(value))") }
        return value
    }

    /// A whole number (a `zIndex`).
    public static func checkedWholeNumber(_ value: Double) throws(LayoutSpecViolation) -> Int {
        let value = try checkedNumber(value)
        guard value == value.rounded() else { throw LayoutSpecViolation("expected a whole number, got \(text(value))") }
        return Int(value)
    }

    /// A section's item count: a whole number ≥ 0.
    public static func checkedItemCount(_ value: Double) throws(LayoutSpecViolation) -> Int {
        let value = try checkedNumber(value)
        guard value >= 0, value == value.rounded() else {
            throw LayoutSpecViolation("expected a whole number ≥ 0, got \(text(value))")
        }
        return Int(value)
    }

    /// A flow section's per-item sizes (`itemSizes`): at most `maximumItemSizes`, the items a section shows.
    public static func checkItemSizeCount(_ count: Int) throws(LayoutSpecViolation) {
        guard count <= maximumItemSizes else {
            throw LayoutSpecViolation("\(count) item sizes, more than \(maximumItemSizes) (item size limit)")
        }
    }

    /// A group's `count` or `repeatingCount`: a whole number from 1 to `maximumGroupCount`.
    public static func checkedGroupCount(_ value: Double) throws(LayoutSpecViolation) -> Int {
        guard value.isFinite, value == value.rounded() else {
            throw LayoutSpecViolation("expected a whole number ≥ 1, got \(text(value))")
        }
        guard (1...Double(maximumGroupCount)).contains(value) else {
            throw LayoutSpecViolation(
                "group count \(text(value)) is outside 1…\(maximumGroupCount) (group count limit)")
        }
        return Int(value)
    }

    /// A layout's sections: at least one.
    public static func checkSectionCount(_ count: Int) throws(LayoutSpecViolation) {
        guard count > 0 else { throw LayoutSpecViolation("'sections' is empty") }
    }

    /// Groups nested `levels` deep (a section's group is 1): at most `maximumGroupNesting`.
    public static func checkGroupNesting(_ levels: Int) throws(LayoutSpecViolation) {
        guard levels <= maximumGroupNesting else {
            throw LayoutSpecViolation("groups nested more than \(maximumGroupNesting) deep (group nesting limit)")
        }
    }

    /// A number as a message shows it: whole numbers without a fraction.
    private static func text(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
