/// A saved lab's identifier: 128 random bits from the system's cryptographic source (`SystemRandomNumberGenerator`:
/// `getrandom` on Linux, `arc4random` on Darwin), written as 26 characters of RFC 4648 base32 in lower case
/// (`a`…`z`, `2`…`7`), so it is unguessable, fits a URL unescaped and reads aloud without case.
public struct LabID: Sendable, Hashable, CustomStringConvertible {
    /// Characters of an ID: 128 bits at 5 bits a character.
    public static let length = 26
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)

    public let text: String

    /// A new random ID.
    public static func random() -> LabID {
        var generator = SystemRandomNumberGenerator()
        let bits = UInt128(generator.next() as UInt64) << 64 | UInt128(generator.next() as UInt64)
        // Five bits a character, most significant first; the last character holds the 3 bits left, shifted up.
        let characters = (0..<length).map { index in
            let shift = 128 - 5 * (index + 1)
            let value = shift >= 0 ? bits >> shift & 31 : bits << -shift & 31
            return alphabet[Int(value)]
        }
        return LabID(checked: String(decoding: characters, as: UTF8.self))
    }

    /// `text` as an ID, or an error that quotes it (cut to 40 characters) and says what an ID looks like.
    public init(parsing text: String) throws(LabIDError) {
        guard text.utf8.count == Self.length, text.utf8.allSatisfy({ Self.alphabet.contains($0) }) else {
            throw LabIDError(text: text)
        }
        self.text = text
    }

    private init(checked text: String) { self.text = text }

    public var description: String { text }
}

/// A lab ID that is not one: the error names it (cut) and says what IDs look like.
public struct LabIDError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Longest excerpt of a bad ID an error quotes, in Unicode scalars.
    public static let excerptLength = 40
    public let text: String

    public var description: String {
        let scalars = text.unicodeScalars
        let excerpt =
            scalars.count > Self.excerptLength
            ? String(String.UnicodeScalarView(scalars.prefix(Self.excerptLength))) + "… (\(text.utf8.count) bytes)"
            : text
        return "“\(excerpt)” is not a lab ID (\(LabID.length) letters a–z and digits 2–7)"
    }
}
