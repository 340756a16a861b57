import Testing

@testable import TransitionLabServer

@Suite struct AccessPolicyTests {
    @Test func onLoopbackEverybodyDrives() {
        for host in ["127.0.0.1", "localhost", "::1", "127.0.0.2"] {
            let policy = AccessPolicy(host: host, token: "secret")
            #expect(policy.token == nil)
            #expect(policy.canDrive(presenting: nil))
        }
    }

    @Test func behindAProxyLoopbackNeedsTheTokenToo() {
        let policy = AccessPolicy(host: "127.0.0.1", token: "secret", proxied: true)
        #expect(!policy.canDrive(presenting: nil))
        #expect(policy.canDrive(presenting: "secret"))
    }

    @Test func beyondLoopbackOnlyTheTokenDrives() {
        let policy = AccessPolicy(host: "0.0.0.0", token: "secret")
        #expect(policy.canDrive(presenting: "secret"))
        #expect(!policy.canDrive(presenting: nil))
        #expect(!policy.canDrive(presenting: "secreT"))
        #expect(!policy.canDrive(presenting: "secret2"))
        #expect(!policy.canDrive(presenting: ""))
    }

    @Test func strictLoopbackTreatsOtherLoopbackAddressesAsRemote() {
        #expect(AccessPolicy(host: "127.0.0.2", token: "t", strictLoopback: true).token == "t")
        #expect(AccessPolicy(host: "127.0.0.1", token: "t", strictLoopback: true).token == nil)
    }

    @Test func randomTokensAre32HexDigitsAndDiffer() {
        let a = AccessPolicy.randomToken()
        let b = AccessPolicy.randomToken()
        #expect(a.count == 32 && a.allSatisfy(\.isHexDigit))
        #expect(a != b)
    }
}
