/// Values for names the pasted code reads but does not define, such as constants from another file of the app or
/// the app's data: one `Name = value` a line (`Metrics.rowSpacing = 8`, `Layout.showsBadges = true`,
/// `HeaderView.kind = "title"`). A value is a literal or a Swift expression the reader evaluates where the code reads
/// the name (`layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)`); for a delegate's answer or
/// an element of app data (`heightForPhotoAtIndexPath`, `photos[i].height`) it is evaluated per item, with `i`, `item`,
/// `section` and `indexPath` the item asked for, and a list (`[120, 200, 160]`) gives the items in turn, again from
/// its start when there are more items. Blank lines and lines starting with `//` are skipped; `self.` and `Self.`
/// before a name are ignored.
public struct SwiftLayoutValues: Sendable, Hashable {
    /// A value as written: a number, a Bool or a string.
    public enum Literal: Sendable, Hashable {
        /// `isWhole` keeps `8` an integer literal, which Swift types by its context (`Int` or `CGFloat`).
        case number(Double, isWhole: Bool)
        case bool(Bool)
        case string(String)
        /// Swift code, evaluated where the name is read.
        case expression(String)
    }

    /// At most this many bytes of values text.
    public static let maxBytes = 4096
    /// At most this many values.
    public static let maxCount = 64
    /// At most this many bytes of one value's text.
    public static let maxExpressionBytes = 256

    /// The values by name, `self.` and `Self.` removed.
    public private(set) var entries: [String: Literal] = [:]

    public init() {}

    /// Reads values text; a line that is not `Name = value` is an error at its line and column of `text`.
    public init(parsing text: String) throws(SwiftLayoutDiagnostic) {
        guard text.utf8.count <= Self.maxBytes else {
            throw SwiftLayoutDiagnostic(
                line: 1, column: 1, message: "values are more than \(Self.maxBytes) bytes")
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            let column = line.utf8.count - line.drop(while: { $0 == " " || $0 == "\t" }).utf8.count + 1
            func fail(_ message: String) -> SwiftLayoutDiagnostic {
                SwiftLayoutDiagnostic(line: index + 1, column: column, message: "values: \(message)")
            }
            guard let equals = trimmed.firstIndex(of: "=") else { throw fail("expected 'Name = value'") }
            let name = Self.normalized(trimmed[..<equals].trimmingSpaces)
            guard Self.isDottedName(name) else { throw fail("'\(trimmed[..<equals].trimmingSpaces)' is not a name") }
            let written = trimmed[trimmed.index(after: equals)...].trimmingSpaces
            guard !written.isEmpty else { throw fail("'\(name)' has no value") }
            guard written.utf8.count <= Self.maxExpressionBytes else {
                throw fail("the value of '\(name)' is longer than \(Self.maxExpressionBytes) bytes")
            }
            let literal = Self.literal(written) ?? .expression(written)
            guard entries[name] == nil else { throw fail("'\(name)' is given twice") }
            guard entries.count < Self.maxCount else { throw fail("more than \(Self.maxCount) values") }
            entries[name] = literal
        }
    }

    /// The value given for a name as the code writes it (`Metrics.rowSpacing`, `self.spacing`).
    public subscript(name: String) -> Literal? { entries[Self.normalized(name)] }

    /// Gives `name` the number 1 while unknown names are listed; false if it has a value already.
    mutating func standIn(for name: String) -> Bool {
        let key = Self.normalized(name)
        guard entries[key] == nil else { return false }
        entries[key] = .number(1, isWhole: true)
        return true
    }

    /// `self.x` and `Self.x` are `x`.
    static func normalized(_ name: some StringProtocol) -> String {
        for prefix in ["self.", "Self."] where name.hasPrefix(prefix) { return String(name.dropFirst(prefix.count)) }
        return String(name)
    }

    /// `Metrics.rowSpacing`, `heightForPhotoAtIndexPath`, `photos[i].height`: names, dot-separated, a part of
    /// which may end in `[i]` (an element of app data, per item).
    static func isDottedName(_ name: String) -> Bool {
        let parts = name.replacingOccurrences(of: "[i]", with: "").split(
            separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.first, first == "_" || first.isLetter else { return false }
            return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        }
    }

    private static func literal(_ text: String) -> Literal? {
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: break
        }
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
            let inner = text.dropFirst().dropLast()
            guard !inner.contains("\""), !inner.contains("\\") else { return nil }
            return .string(String(inner))
        }
        let digits = text.filter { $0 != "_" }
        guard let number = Double(digits), number.isFinite, abs(number) <= 1_000_000,
            digits.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" })
        else { return nil }
        return .number(number, isWhole: !digits.contains("."))
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        String(
            drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed().drop(while: {
                $0 == " " || $0 == "\t" || $0 == "\r"
            }).reversed())
    }
}
