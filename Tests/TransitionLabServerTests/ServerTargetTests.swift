import Testing
@testable import TransitionLabServer

@Suite struct ServerTargetTests {
    @Test func builds() {
        #expect(Bool(true))
    }
}
