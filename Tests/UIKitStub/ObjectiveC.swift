@_exported import ObjectiveC

/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector {
    public init(_ name: String) {}
}
