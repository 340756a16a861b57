/// A 64-bit FNV-1a hash of a lab's content (http://www.isthe.com/chongo/tech/comp/fnv/): the stores index it to find
/// a lab with the same content without comparing every row. Not a security measure: equal digests are compared in
/// full, and IDs are random (`LabID`).
enum ContentDigest {
    static func of(_ content: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in content.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return Int64(bitPattern: hash)
    }
}
