import SwiftSyntax

/// A linear scan of the pasted bytes, run before parsing, that refuses what would make the parser or the operator
/// folding slow: too many tokens, brackets nested past the depth limit, and over-long names, numbers or strings. Comments
/// and string literals are skipped; the scan only bounds the work, the parser still decides what the code means.
struct SourceBounds {
    let limits: SwiftLayoutLimits

    /// Throws a diagnostic naming the first limit the source passes, at its line:column.
    func check(_ source: String) throws(SwiftLayoutDiagnostic) {
        var scanner = Scanner(bytes: Array(source.utf8))
        var depth = 0
        var tokens = 0
        while let byte = scanner.peek() {
            let start = scanner.position
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
            {
                scanner.advance()
                continue
            }
            if scanner.skipComment() { continue }
            tokens += 1
            if tokens > limits.tokens {
                throw start.diagnostic("more than \(limits.tokens) tokens (token limit)")
            }
            if byte == UInt8(ascii: "\"") || Scanner.isWordByte(byte) {
                let length = byte == UInt8(ascii: "\"") ? scanner.skipString() : scanner.skipWord()
                if length > limits.tokenLength {
                    throw start.diagnostic(
                        "a name, number or string longer than \(limits.tokenLength) bytes (token length limit)")
                }
            } else {
                scanner.advance()
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > limits.depth {
                        throw start.diagnostic("brackets nested more than \(limits.depth) levels deep (depth limit)")
                    }
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth = max(0, depth - 1)
                default:
                    break
                }
            }
        }
    }

    /// A 1-based line and UTF-8 column.
    struct Position {
        var line = 1
        var column = 1

        func diagnostic(_ message: String) -> SwiftLayoutDiagnostic {
            SwiftLayoutDiagnostic(line: line, column: column, message: message)
        }
    }

    /// Walks the bytes keeping the line and column.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var position = Position()

        func peek(_ ahead: Int = 0) -> UInt8? {
            index + ahead < bytes.count ? bytes[index + ahead] : nil
        }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                position.line += 1
                position.column = 1
            } else {
                position.column += 1
            }
            index += 1
        }

        /// Letters, digits, `_`, `.` inside numbers and any non-ASCII byte (identifiers may be Unicode).
        static func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }

        /// Skips a name or number; returns its length in bytes.
        mutating func skipWord() -> Int {
            var length = 0
            while let byte = peek(), Self.isWordByte(byte) {
                advance()
                length += 1
            }
            return length
        }

        /// Skips `// …` to the end of the line or a (nested) `/* … */`; false when no comment starts here.
        mutating func skipComment() -> Bool {
            guard peek() == UInt8(ascii: "/") else { return false }
            if peek(1) == UInt8(ascii: "/") {
                while let byte = peek(), byte != UInt8(ascii: "\n") { advance() }
                return true
            }
            guard peek(1) == UInt8(ascii: "*") else { return false }
            var open = 0
            while peek() != nil {
                if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                    open += 1
                    advance()
                } else if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                    open -= 1
                    advance()
                    if open == 0 {
                        advance()
                        return true
                    }
                }
                advance()
            }
            return true
        }

        /// Skips a string literal: `"…"` to its closing quote or the end of the line, `"""…"""` to its closing
        /// delimiter; escaped quotes do not close it. Returns its length in bytes.
        mutating func skipString() -> Int {
            let start = index
            let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            for _ in 0..<(multiline ? 3 : 1) { advance() }
            while let byte = peek() {
                if byte == UInt8(ascii: "\\") {
                    advance()
                    if peek() != nil { advance() }
                    continue
                }
                if byte == UInt8(ascii: "\n") && !multiline { return index - start }
                if byte == UInt8(ascii: "\"") {
                    if !multiline {
                        advance()
                        return index - start
                    }
                    if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
                        for _ in 0..<3 { advance() }
                        return index - start
                    }
                }
                advance()
            }
            return index - start
        }
    }
}

extension SourceBounds {
    /// Throws when one expression of the parsed (not yet folded) tree chains more infix operators than the operator
    /// limit, or the whole source more than the total operator limit, at the first operator past it.
    func checkOperators(in file: SourceFileSyntax, converter: SourceLocationConverter) throws(SwiftLayoutDiagnostic) {
        let counter = OperatorCounter(limits: limits)
        counter.walk(file)
        guard let (node, message) = counter.found else { return }
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        throw SwiftLayoutDiagnostic(line: location.line, column: location.column, message: message)
    }

    /// Counts the operators of every sequence expression, stopping at the first one past a limit.
    private final class OperatorCounter: SyntaxVisitor {
        let limits: SwiftLayoutLimits
        private var total = 0
        private(set) var found: (Syntax, String)?

        init(limits: SwiftLayoutLimits) {
            self.limits = limits
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard found == nil else { return .skipChildren }
            // Operands and operators alternate (`as`/`is` count as an operator and a type).
            let elements = Array(node.elements)
            let operators = elements.count / 2
            if operators > limits.operators {
                found = (
                    Syntax(elements[2 * limits.operators + 1]),
                    "more than \(limits.operators) operators in one expression (operator limit)"
                )
            } else if total + operators > limits.totalOperators {
                found = (
                    Syntax(elements[2 * (limits.totalOperators - total) + 1]),
                    "more than \(limits.totalOperators) operators in the source (total operator limit)"
                )
            }
            total += operators
            return found == nil ? .visitChildren : .skipChildren
        }
    }
}
