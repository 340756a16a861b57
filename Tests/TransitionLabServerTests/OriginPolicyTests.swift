import Testing

@testable import TransitionLabServer

@Suite struct OriginPolicyTests {
    @Test func anIPv6LoopbackBindAcceptsItsOwnBracketedOrigin() {
        let policy = OriginPolicy(host: "::1", port: 8080)
        #expect(policy.refusal(host: "[::1]:8080", origin: "http://[::1]:8080") == nil)
        #expect(policy.refusal(host: "[::1]:8080", origin: "http://[::1]:8081") != nil)
        #expect(policy.refusal(host: "[::1]:8081", origin: nil) != nil)
        #expect(policy.refusal(host: "[::1:8080", origin: nil) != nil)
    }

    @Test func theHostNameGivenToServeIsAcceptedButOtherNamesAreNot() {
        let policy = OriginPolicy(host: "lab.local", port: 80)
        #expect(policy.refusal(host: "lab.local", origin: "http://lab.local") == nil)
        #expect(policy.refusal(host: "LAB.local:80", origin: "http://lab.local:80") == nil)
        #expect(policy.refusal(host: "other.local", origin: nil) != nil)
        #expect(policy.refusal(host: "10.0.0.7", origin: "http://10.0.0.7") == nil)
        #expect(policy.refusal(host: "10.0.0.7", origin: "http://lab.local") != nil)
    }

    @Test(arguments: ["ftp://x", "http://", "http://a/b", "http://a:0", "http://a:99999", "a.example"])
    func malformedOriginsAreNotAccepted(text: String) {
        #expect(OriginPolicy.normalizedOrigin(text) == nil)
    }
}
