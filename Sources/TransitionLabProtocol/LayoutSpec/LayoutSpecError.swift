import TransitionLabCore

/// A layout spec that cannot be read: where (a JSON path such as `$.sections[0].group.size.width`) and what is wrong.
public struct LayoutSpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the offending value, from the document root `$`.
    public let path: String
    /// What is wrong, in a sentence fragment.
    public let problem: String
    /// The offending value's place in the document, key by key (unambiguous where `path` is not: a key may contain
    /// `.` or `[`); empty for the root or when the error is not about one value.
    public let location: [JSONPathComponent]

    public init(path: String, problem: String, location: [JSONPathComponent] = []) {
        self.path = path
        self.problem = problem
        self.location = location
    }

    /// `path: problem`, as the CLI prints it.
    public var description: String { "\(path): \(problem)" }
}
