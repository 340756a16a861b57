/// Which of the user's two layouts: layout A is shown first; a pinch transitions to B and back.
public enum LayoutSlot: String, Sendable, Hashable, CaseIterable {
    case a
    case b
}
