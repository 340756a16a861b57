extension EffectExpression {
    /// Checks an expression's cost: at most `VisibleItemsEffect.maximumNodes` operations and values, evaluated for
    /// every visible cell in every frame.
    public func validate() throws(LayoutSpecViolation) {
        guard nodeCount <= VisibleItemsEffect.maximumNodes else {
            throw LayoutSpecViolation(
                "an expression of more than \(VisibleItemsEffect.maximumNodes) operations and values (effect limit)")
        }
    }
}
