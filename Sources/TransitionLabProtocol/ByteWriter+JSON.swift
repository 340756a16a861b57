/// JSON text (RFC 8259) written through `ByteWriter`'s pointer into room sized beforehand from the `…Bound`s
/// below: a literal is one copy and a short key a few stores, where appending to an `Array` checks its capacity and
/// uniqueness on each call (measured with callgrind: 140 instructions to append a 13-byte literal to an array, 250
/// for an 18-byte string).
extension ByteWriter {
    /// Most bytes `jsonNumber(_:)` writes: Swift's shortest round-trip description of a `Double` takes at most 24
    /// (`-2.2250738585072014e-308`).
    static let jsonNumberBound = 24

    /// Most bytes `jsonString(_:)` writes for `value`: every byte escaped as `\u00XX`, and the quotation marks.
    @inline(__always)
    static func jsonStringBound(_ value: String) -> Int { 6 * value.utf8.count + 2 }

    /// `text`'s bytes as they are.
    @inline(__always)
    mutating func literal(_ text: StaticString) {
        position.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        position += text.utf8CodeUnitCount
    }

    /// `true` or `false`.
    @inline(__always)
    mutating func jsonBool(_ value: Bool) {
        if value { literal("true") } else { literal("false") }
    }

    /// `value` as JSON: integers below 10¹⁵ digit by digit, other finite values as Swift's shortest round-trip
    /// description (short decimals digit by digit, `shortDecimal(_:)`), non-finite ones as `null`.
    mutating func jsonNumber(_ value: Double) {
        guard value.isFinite else { return literal("null") }
        guard abs(value) < 1e15, value == Double(Int64(value)) else {
            if shortDecimal(value) { return }
            var description = value.description
            return description.withUTF8 { copy($0) }
        }
        var integer = Int64(value)
        if integer < 0 {
            u8(UInt8(ascii: "-"))
            integer = -integer
        }
        decimal(integer, fractionDigits: 0)
    }

    /// Scales of one to six fractional digits.
    private static let decimalScales: [Double] = [10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// Writes `value` as its `description` reads when it is a decimal of at most six fractional digits between
    /// 0.001 and 10⁶ in magnitude (a parameter such as 0.998, a progress such as 0.25), and returns true; writes
    /// nothing and returns false for any other value. The shortest digits that read back as `value` are the
    /// decimal at the first scale whose quotient is exactly `value`: two decimals with that many fractional digits
    /// differ by far more than `value`'s ulp, so no other one reads back as it (the division of two exact doubles is
    /// correctly rounded, as reading the decimal is). Formatting `description` costs callgrind about 1,000
    /// instructions a number, these digits well under 100.
    private mutating func shortDecimal(_ value: Double) -> Bool {
        let magnitude = abs(value)
        guard magnitude >= 0.001, magnitude < 1e6 else { return false }
        for (index, scale) in Self.decimalScales.enumerated() {
            let digits = Int64(magnitude * scale + 0.5)
            guard Double(digits) / scale == magnitude else { continue }
            // A trailing zero means a shorter scale was missed by the rounding above: leave it to `description`.
            guard digits % 10 != 0 else { return false }
            if value < 0 { u8(UInt8(ascii: "-")) }
            decimal(digits, fractionDigits: index + 1)
            return true
        }
        return false
    }

    /// `digits` (not negative) with a decimal point before its last `fractionDigits` digits when there are any (and a
    /// 0 before the point if none is left), written backwards and then reversed.
    private mutating func decimal(_ digits: Int64, fractionDigits: Int) {
        let start = position
        var rest = digits
        for _ in 0..<fractionDigits {
            u8(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        }
        if fractionDigits > 0 { u8(UInt8(ascii: ".")) }
        repeat {
            u8(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        } while rest > 0
        var written = UnsafeMutableBufferPointer(start: start, count: position - start)
        written.reverse()
    }

    /// `value` as a JSON string literal (RFC 8259 §7): quotation mark, reverse solidus and control characters
    /// escaped, every other UTF-8 byte as it is.
    mutating func jsonString(_ value: String) {
        u8(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { jsonStringContents($0) }
        u8(UInt8(ascii: "\""))
    }

    /// The bytes of a string literal between its quotation marks: runs that need no escape copied whole.
    private mutating func jsonStringContents(_ bytes: UnsafeBufferPointer<UInt8>) {
        var run = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            copy(UnsafeBufferPointer(rebasing: bytes[run..<index]))
            jsonEscape(byte)
            run = index + 1
        }
        copy(UnsafeBufferPointer(rebasing: bytes[run...]))
    }

    /// The escape of a quotation mark, reverse solidus or control character.
    private mutating func jsonEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): literal(#"\""#)
        case UInt8(ascii: "\\"): literal(#"\\"#)
        case UInt8(ascii: "\n"): literal(#"\n"#)
        case UInt8(ascii: "\r"): literal(#"\r"#)
        case UInt8(ascii: "\t"): literal(#"\t"#)
        default:
            literal(#"\u00"#)
            u8(Self.hexDigits[Int(byte >> 4)])
            u8(Self.hexDigits[Int(byte & 0xF)])
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
