import Testing
import TransitionLabCore

@testable import TransitionLabProtocol

@Suite struct FrameEncoderTests {
    private let frame = Frame(
        time: 0.5, viewport: Size(width: 390, height: 844), background: Color(rgba: 0x1122_33FF),
        nodes: [
            Node(
                id: 7, parent: 2, frame: Rect(x: 1.5, y: -2, width: 100, height: 0.25), cornerRadius: 12, alpha: 0.5,
                z: 3, fill: Color(rgba: 0xAABB_CCDD), flags: [.clip, .label])
        ])

    @Test func theHeaderFollowsTheDocumentedLayout() {
        let bytes = FrameEncoder.encode(frame, sequence: 0x0102_0304, nodeTableVersion: 9, inputSequence: 17)
        #expect(bytes.count == 48 + 44)
        #expect(Array(bytes[0..<4]) == [0x54, 0x4C, 0x46, 0x31])  // "TLF1"
        #expect(Array(bytes[4..<8]) == [1, 0, 48, 0])  // version 1, header size 48 (u16 LE)
        #expect(Array(bytes[8..<12]) == [0x04, 0x03, 0x02, 0x01])  // sequence, little-endian
        #expect(Array(bytes[12..<16]) == [17, 0, 0, 0])
        // 0.5 as an IEEE-754 double is 0x3FE0000000000000.
        #expect(Array(bytes[16..<24]) == [0, 0, 0, 0, 0, 0, 0xE0, 0x3F])
        // 390 = 1.5234375 × 2^8 → f32 0x43C30000; 844 = 1.6484375 × 2^9 → 0x44530000.
        #expect(Array(bytes[24..<32]) == [0, 0, 0xC3, 0x43, 0, 0, 0x53, 0x44])
        #expect(Array(bytes[32..<36]) == [1, 0, 0, 0])  // node count
        #expect(Array(bytes[36..<40]) == [0xFF, 0x33, 0x22, 0x11])  // 0x112233FF little-endian
        #expect(Array(bytes[40..<44]) == [9, 0, 0, 0])
        #expect(Array(bytes[44..<48]) == [0, 0, 0, 0])
    }

    @Test func aNodeRecordFollowsTheDocumentedLayout() {
        let record = Array(FrameEncoder.encode(frame, sequence: 1, nodeTableVersion: 1)[48...])
        #expect(Array(record[0..<8]) == [7, 0, 0, 0, 2, 0, 0, 0])  // id, parent
        // f32: 1.5 = 0x3FC00000, −2 = 0xC0000000, 100 = 0x42C80000, 0.25 = 0x3E800000.
        #expect(Array(record[8..<24]) == [0, 0, 0xC0, 0x3F, 0, 0, 0, 0xC0, 0, 0, 0xC8, 0x42, 0, 0, 0x80, 0x3E])
        // 12 = 0x41400000, 0.5 = 0x3F000000, 3 = 0x40400000.
        #expect(Array(record[24..<36]) == [0, 0, 0x40, 0x41, 0, 0, 0, 0x3F, 0, 0, 0x40, 0x40])
        #expect(Array(record[36..<40]) == [0xDD, 0xCC, 0xBB, 0xAA])
        #expect(Array(record[40..<44]) == [3, 0, 0, 0])  // flags clip | label = 3, reserved
    }

    @Test func headroomComesFirstAndTheInputSequenceCanBePatched() {
        var bytes = FrameEncoder.encode(frame, sequence: 1, nodeTableVersion: 1, headroom: 16)
        #expect(bytes.count == 16 + 92)
        #expect(Array(bytes[16..<20]) == FrameEncoder.magic)
        bytes.withUnsafeMutableBytes {
            FrameEncoder.patchInputSequence(0xDEAD_BEEF, in: UnsafeMutableRawBufferPointer(rebasing: $0[16...]))
        }
        #expect(Array(bytes[28..<32]) == [0xEF, 0xBE, 0xAD, 0xDE])
    }

    @Test func sizesMatchTheDocumentation() {
        #expect(FrameEncoder.encodedSize(nodeCount: 0) == 48)
        #expect(FrameEncoder.encodedSize(nodeCount: 100) == 48 + 4400)
    }
}
