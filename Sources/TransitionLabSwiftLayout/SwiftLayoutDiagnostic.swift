/// A message about pasted Swift layout code, at a 1-based line and column of the source.
public struct SwiftLayoutDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based line of the construct the message is about.
    public let line: Int
    /// 1-based column (in UTF-8 bytes, as the Swift compiler counts).
    public let column: Int
    /// What is wrong or was skipped, in a sentence fragment.
    public let message: String
    /// Whether the evaluator can carry on past it.
    let kind: Kind
    /// The name the layout reads that the paste does not define (`Metrics.rowSpacing`), which a value can supply.
    public let unknownName: String?

    enum Kind: Sendable, Hashable {
        /// The layout needs something the interpreter cannot give: the read fails.
        case unsupported
        /// A name from outside the pasted code (`collectionView`, `dataSource`, …): fatal only if the layout uses it.
        case outsideName
    }

    init(line: Int, column: Int, message: String, kind: Kind = .unsupported, unknownName: String? = nil) {
        self.line = line
        self.column = column
        self.message = message
        self.kind = kind
        self.unknownName = unknownName
    }

    /// The same message as an error the read cannot skip: the layout reads what it names.
    var read: SwiftLayoutDiagnostic {
        SwiftLayoutDiagnostic(
            line: line, column: column, message: message, kind: .unsupported, unknownName: unknownName)
    }

    /// `line:column: message`, as a compiler prints it after the file name.
    public var description: String { "\(line):\(column): \(message)" }
}

/// The result of reading Swift layout code that could not be turned into a layout.
public struct SwiftLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The diagnostic that stopped the read.
    public internal(set) var diagnostic: SwiftLayoutDiagnostic
    /// Every name the layout reads that neither the paste nor the given values define, in the order read.
    public var unknownNames: [String] = []
    /// `line:column: message`.
    public var description: String { diagnostic.description }
}
