extension JSONParser {
    /// Reads the whole text as a `JSONFlatObject` (an object of at most `JSONFlatObject.capacity` members, each a
    /// scalar with a plain ASCII name), by the same rules as `parseDocument()`. Nil for any other text, valid or
    /// not, which `parseDocument()` then reads or refuses: an object returned here is one `parseDocument()`
    /// accepts, with the same members.
    mutating func parseFlatObject() -> JSONFlatObject? {
        skipWhitespace()
        guard current == UInt8(ascii: "{"), (try? enter()) != nil else { return nil }
        var object = JSONFlatObject(bytes)
        if current == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                guard object.count < min(JSONFlatObject.capacity, maxMembers), let name = parsePlainName() else {
                    return nil
                }
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { return nil }
                index += 1
                skipWhitespace()
                guard current != UInt8(ascii: "{"), current != UInt8(ascii: "["), let value = try? parseValue() else {
                    return nil
                }
                object.append(name: name, value: value)
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                } else if current == UInt8(ascii: "}") {
                    index += 1
                    break
                } else {
                    return nil
                }
            }
        }
        depth -= 1
        skipWhitespace()
        return index == bytes.count ? object : nil
    }

    /// A member name of ASCII bytes without escapes, whose bytes are its UTF-8 (§7, §8.1), as the range of those
    /// bytes; nil (the position then does not matter) for any other.
    private mutating func parsePlainName() -> Range<Int>? {
        guard current == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        index = start
        skipPlainBytes()
        guard current == UInt8(ascii: "\""), Self.isASCII(bytes[start..<index]) else { return nil }
        index += 1
        return start..<index - 1
    }
}
