import Logging
import Testing
import TransitionLabCore

@testable import TransitionLabServer

@Suite(.serialized) struct LWSContextLifetimeTests {
    /// The repository's `web/` folder.
    private static let webRoot = URLPath.repository + "/web"

    private func makeContext() throws -> LWSContext {
        try LWSContext(
            configuration: ServerConfiguration(port: 0, webRoot: Self.webRoot),
            policy: AccessPolicy(host: "127.0.0.1", token: "t"),
            scenes: [TestScene.self], logger: Logger(label: "test"))
    }

    private func holdsContext(_ handle: StopHandle) -> Bool { handle.flag.context.withLock { $0 != nil } }

    @Test func aHandleOutlivingAnUnstoppedContextHoldsNoPointer() throws {
        var context: LWSContext? = try makeContext()
        let handle = try #require(context).stopHandle
        #expect(holdsContext(handle))
        context = nil
        #expect(!holdsContext(handle))
        handle.stop()  // must not reach lws_cancel_service on a destroyed context
    }

    @Test func stoppingThenDeinitingLeavesNoPointer() throws {
        var context: LWSContext? = try makeContext()
        let handle = try #require(context).stopHandle
        handle.stop()
        try #require(context).run()  // returns at once: stop was requested
        #expect(!holdsContext(handle))
        context = nil
        handle.stop()
        #expect(!holdsContext(handle))
    }
}

/// Paths of this checkout, from this file's location.
enum URLPath {
    static let repository: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/TransitionLabServerTests/<file>
        return parts.joined(separator: "/")
    }()
}
