/// Swift source text for values: numbers as literals that read back to the same `Double`, strings escaped.
public enum SwiftLiteral {
    /// `value` as a Swift literal: whole numbers without a fraction (`1`, `440`), others in their shortest form that
    /// reads back exactly (`0.998`, `0.35`), so the number in the file is the number the room holds.
    public static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `text` as a Swift string literal: quotes and backslashes escaped, control characters as `\u{…}`.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// An array literal of `elements`, one a line, its elements indented by `spaces` + 4 and its bracket by `spaces`.
    static func array(_ elements: [String], indent spaces: Int) -> String {
        let inner = String(repeating: " ", count: spaces + 4)
        return "[\n" + elements.map { inner + $0 + ",\n" }.joined() + String(repeating: " ", count: spaces) + "]"
    }

    /// `text` as a multi-line string literal of lines of at most `width` characters, broken between words and joined
    /// again by the line-ending backslashes, its lines indented by `spaces`.
    static func paragraph(_ text: String, indent spaces: Int, width: Int = 96) -> String {
        let prefix = String(repeating: " ", count: spaces)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line + " \\")
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return "\"\"\"\n" + lines.map { prefix + $0 }.joined(separator: "\n") + "\n" + prefix + "\"\"\""
    }

    /// `lines` indented by `spaces`, blank lines left empty.
    static func indented(_ text: String, by spaces: Int) -> String {
        let prefix = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : prefix + $0 }
            .joined(separator: "\n")
    }
}
