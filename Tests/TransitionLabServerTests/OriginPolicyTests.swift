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

    @Test func behindAProxyThePublicOriginIsAdmittedWithItsHostAndNothingElseIs() {
        let policy = OriginPolicy(
            host: "127.0.0.1", port: 8081, publicOrigins: ["https://lab.example.com", "http://localhost:9000"])
        #expect(policy.refusal(host: "lab.example.com", origin: "https://lab.example.com") == nil)
        #expect(policy.refusal(host: "lab.example.com:443", origin: "https://lab.example.com") == nil)
        #expect(policy.refusal(host: "lab.example.com", origin: nil) == nil)
        #expect(policy.refusal(host: "lab.example.com", origin: "http://lab.example.com") != nil)
        #expect(policy.refusal(host: "lab.example.com", origin: "https://evil.example") != nil)
        #expect(policy.refusal(host: "lab.example.com:8443", origin: "https://lab.example.com:8443") != nil)
        #expect(policy.refusal(host: "localhost:9000", origin: "http://localhost:9000") == nil)
        #expect(policy.refusal(host: "localhost:9000", origin: "https://localhost:9000") != nil)
        #expect(policy.refusal(host: "localhost:9000", origin: "http://localhost:8081") != nil)
        // Loopback straight to the process is checked as without a proxy.
        #expect(policy.refusal(host: "127.0.0.1:8081", origin: "http://127.0.0.1:8081") == nil)
        #expect(policy.refusal(host: "127.0.0.1:8081", origin: "https://lab.example.com") != nil)
    }

    @Test(arguments: ["ftp://x", "http://", "http://a/b", "http://a:0", "http://a:99999", "a.example"])
    func malformedOriginsAreNotAccepted(text: String) {
        #expect(OriginPolicy.normalizedOrigin(text) == nil)
    }
}
