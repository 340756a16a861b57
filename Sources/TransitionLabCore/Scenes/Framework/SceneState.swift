/// A scene's state summary (`Scene.state`): an ordered list of named values such as `columns` or `contentOffset`.
/// The wire format turns it into a JSON object; scenes and tests read it by name.
public struct SceneState: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// One value of a summary.
    public enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Value])

        /// The number, if this is one.
        public var doubleValue: Double? {
            if case .number(let value) = self { return value }
            return nil
        }
    }

    /// The entries in insertion order; names are unique.
    public private(set) var entries: [(name: String, value: Value)]

    public init(dictionaryLiteral elements: (String, Value)...) {
        entries = []
        // Room for every entry at once: appending one by one grows the array twice for a scene's four entries,
        // and a moving scene's summary is built up to ten times a second.
        entries.reserveCapacity(elements.count)
        for (name, value) in elements { self[name] = value }
    }

    /// The value named `name`, or nil; setting nil removes it, setting a new name appends it.
    public subscript(name: String) -> Value? {
        get { entries.first { $0.name == name }?.value }
        set {
            let index = entries.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append((name, value))
            case (nil, nil): break
            }
        }
    }

    /// The entry a scene with a spring reports while its spring animation runs: the scene time (seconds) the
    /// animation started, so the page's graph can place a playhead at `frame time − start`; null at rest.
    public static let animationStartTimeKey = "animationStartTime"
    /// The entries that tie the graph's progress to the drawn frame while a spring runs: the id of the node it
    /// moves, and the node centre's y (points) at progress 0 and at progress 1, so the page reads the progress
    /// actually drawn, (centre y − from) / (to − from), even after an edit continued the motion with a new spring.
    public static let animationNodeKey = "animationNode"
    public static let animationFromKey = "animationFrom"
    public static let animationToKey = "animationTo"

    public static func == (lhs: SceneState, rhs: SceneState) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.name)
            hasher.combine(entry.value)
        }
    }
}
