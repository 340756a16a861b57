import Testing

@testable import TransitionLabServer

@Suite struct CloseStatusTests {
    @Test func closeBodiesFollowRFC6455() {
        #expect(CloseStatus.isValidBody([]))
        #expect(CloseStatus.isValidBody([0x03, 0xE8]))  // 1000
        #expect(CloseStatus.isValidBody([0x0F, 0xA0] + Array("bye".utf8)))  // 4000
        #expect(!CloseStatus.isValidBody([0x03]))
        #expect(!CloseStatus.isValidBody([0x13, 0x88]))  // 5000
        #expect(!CloseStatus.isValidBody([0x03, 0xED]))  // 1005
        #expect(!CloseStatus.isValidBody([0x03, 0xE8, 0xFF]))
    }
}
