import Testing

@testable import TransitionLabServer

@Suite struct CloseStatusTests {
    @Test func closeBodiesFollowRFC6455() {
        #expect(CloseStatus.refusal(of: []) == nil)
        #expect(CloseStatus.refusal(of: [0x03, 0xE8]) == nil)  // 1000
        #expect(CloseStatus.refusal(of: [0x0F, 0xA0] + Array("bye".utf8)) == nil)  // 4000
        #expect(CloseStatus.refusal(of: [0x03]) == 1002)
        #expect(CloseStatus.refusal(of: [0x13, 0x88]) == 1002)  // 5000
        #expect(CloseStatus.refusal(of: [0x03, 0xED]) == 1002)  // 1005
        #expect(CloseStatus.refusal(of: [0x03, 0xE8, 0xFF]) == 1007)  // a reason that is not UTF-8
    }
}
