import TransitionLabCore

/// A layout spec that cannot be read: where (a JSON path such as `$.sections[0].group.size.width`) and what is wrong.
public struct LayoutSpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the offending value, from the document root `$`.
    public let path: String
    /// What is wrong, in a sentence fragment.
    public let problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    /// `path: problem`, as the CLI prints it.
    public var description: String { "\(path): \(problem)" }
}
