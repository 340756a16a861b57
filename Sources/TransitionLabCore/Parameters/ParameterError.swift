/// Why a parameter change was refused.
public enum ParameterError: Error, Sendable, Hashable {
    case unknownKey(String)
    case notFinite(String)
}
