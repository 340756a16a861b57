import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

/// `LayoutSlots` on its own: requests and the layout worker's results in, reads and messages out.
@Suite struct LayoutSlotsTests {
    private let viewport = Size(width: 390, height: 844)
    private let wide = Size(width: 820, height: 1180)

    private func grid(_ columns: Int) -> UserLayoutSource { UserLayoutSource(format: .swift, text: "grid \(columns)") }

    private func read(_ job: LayoutJob) -> Result<RoomLayout, UserLayoutError> {
        Result { () throws(UserLayoutError) in
            try RoomLayout.read(job.source, slot: job.slot, viewport: job.viewport, with: GridTestReader())
        }
    }

    /// Slots holding `grid 2` in slot A, prepared for `viewport`, with no read queued.
    private func filled(viewport: Size? = nil) throws -> LayoutSlots {
        let layout = try RoomLayout.read(grid(2), slot: .a, viewport: viewport ?? self.viewport, with: GridTestReader())
        return LayoutSlots(room: 7, roomName: "lab", layouts: [layout])
    }

    private func request(
        _ slots: inout LayoutSlots, _ source: UserLayoutSource, origin: ClientMessage.LayoutOrigin = .paste,
        from member: Int = 1
    ) -> ServerMessage? {
        slots.request(source, slot: .a, origin: origin, from: member, viewport: viewport)
    }

    private func shown(_ message: ServerMessage?) -> String? {
        if case .layout(let layout)? = message { layout.source.text } else { nil }
    }

    @Test func aPasteIsReadAndItsResultFillsTheSlotForEveryone() {
        var slots = LayoutSlots(room: 7, roomName: "lab", layouts: [])
        #expect(request(&slots, grid(3)) == nil)
        let jobs = slots.takeReads()
        #expect(slots.takeReads().isEmpty)
        #expect(jobs.map(\.generation) == [1] && jobs.map(\.sender) == [1] && jobs.allSatisfy(\.claims))
        #expect(jobs.map(\.room) == [7] && jobs.map(\.roomName) == ["lab"] && jobs.map(\.viewport) == [viewport])
        #expect(slots.isReadInFlight(.a))
        let landing = slots.receive(jobs[0], read(jobs[0]), viewport: viewport)
        #expect(landing?.layout?.message.source == grid(3) && landing?.broadcast == true)
        #expect(slots.layouts[.a]?.message.source == grid(3) && !slots.isReadInFlight(.a))
        #expect(slots.messages.map(\.source) == [grid(3)])
    }

    @Test func aReadFinishingAfterItsSlotWasReplacedIsDropped() {
        var slots = LayoutSlots(room: 7, roomName: "lab", layouts: [])
        _ = request(&slots, grid(3))
        _ = request(&slots, grid(4))
        let jobs = slots.takeReads()
        #expect(jobs.map(\.generation) == [1, 2])
        #expect(slots.receive(jobs[1], read(jobs[1]), viewport: viewport)?.layout != nil)
        #expect(slots.receive(jobs[0], read(jobs[0]), viewport: viewport) == nil)
        #expect(slots.layouts[.a]?.message.source == grid(4))
    }

    @Test func anotherRoomsResultIsDropped() {
        var slots = LayoutSlots(room: 7, roomName: "lab", layouts: [])
        _ = request(&slots, grid(3))
        let job = slots.takeReads()[0]
        let stranger = LayoutJob(
            room: 8, roomName: "lab", slot: .a, source: grid(5), viewport: viewport, generation: 1, sender: 1)
        #expect(slots.receive(stranger, read(stranger), viewport: viewport) == nil)
        #expect(slots.isReadInFlight(.a))
        #expect(slots.receive(job, read(job), viewport: viewport) != nil)
    }

    @Test func aFailedPasteGoesBackToItsSenderAndTheSlotStaysOpenToARestore() throws {
        var slots = try filled()
        _ = request(&slots, UserLayoutSource(format: .swift, text: "nonsense"))
        let job = slots.takeReads()[0]
        let received = slots.receive(job, read(job), viewport: viewport)
        let landing = try #require(received)
        #expect(landing.layout == nil && !landing.broadcast && landing.error?.sender == 1)
        guard case .layoutError(.a, let error)? = landing.error?.message else {
            Issue.record("no layout error in \(landing)")
            return
        }
        #expect(error.line == 2)
        #expect(slots.layouts[.a]?.message.source == grid(2))
        #expect(request(&slots, grid(5), origin: .restore, from: 2) == nil)
        #expect(slots.takeReads().map(\.source) == [grid(5)])
    }

    @Test func aMembersSlotIsNotRestoredAndAnExampleGoesOnlyIntoAnEmptySlot() throws {
        var slots = try filled()
        #expect(shown(request(&slots, grid(6), origin: .example)) == "grid 2")
        _ = request(&slots, grid(3))
        let job = slots.takeReads()[0]
        _ = slots.receive(job, read(job), viewport: viewport)
        #expect(shown(request(&slots, grid(5), origin: .restore, from: 2)) == "grid 3")
        #expect(slots.takeReads().isEmpty)
        var empty = LayoutSlots(room: 7, roomName: "lab", layouts: [])
        #expect(request(&empty, grid(6), origin: .example) == nil)
        #expect(empty.takeReads().map { $0.claims } == [false])
    }

    @Test func requestsWaitingForAReadGetItsLayoutOncePerMember() throws {
        var slots = try filled()
        _ = request(&slots, grid(3))
        #expect(request(&slots, grid(5), origin: .restore, from: 2) == nil)
        #expect(request(&slots, grid(6), origin: .restore, from: 2) == nil)
        #expect(request(&slots, grid(7), origin: .example, from: 3) == nil)
        #expect(slots.waiting[.a]?.map(\.member) == [2, 3])
        let jobs = slots.takeReads()
        #expect(jobs.count == 1)
        let received = slots.receive(jobs[0], read(jobs[0]), viewport: viewport)
        let landing = try #require(received)
        #expect(landing.broadcast && landing.replies.isEmpty, "everyone hears the new layout")
        #expect(slots.waiting.isEmpty)
    }

    @Test func anUnchangedLayoutGoesToThoseWhoWaited() throws {
        var slots = try filled()
        _ = request(&slots, grid(2))
        _ = request(&slots, grid(5), origin: .restore, from: 2)
        let job = slots.takeReads()[0]
        let received = slots.receive(job, read(job), viewport: viewport)
        let landing = try #require(received)
        #expect(!landing.broadcast)
        #expect(landing.replies.map(\.member) == [2] && landing.replies.map { shown($0.message) } == ["grid 2"])
    }

    @Test func afterAFailedReadTheWaitingRequestsAreConsideredInOrder() throws {
        var slots = LayoutSlots(room: 7, roomName: "lab", layouts: [])
        _ = request(&slots, UserLayoutSource(format: .swift, text: "nonsense"))
        _ = request(&slots, grid(5), origin: .restore, from: 2)
        _ = request(&slots, grid(6), origin: .restore, from: 3)
        let failed = slots.takeReads()[0]
        let received = slots.receive(failed, read(failed), viewport: viewport)
        let landing = try #require(received)
        #expect(landing.replies.isEmpty)
        let next = slots.takeReads()
        #expect(next.map(\.source) == [grid(5)] && next.map(\.sender) == [2])
        #expect(slots.waiting[.a]?.map(\.member) == [3])
    }

    @Test func aMemberWhoLeavesStopsWaiting() throws {
        var slots = try filled()
        _ = request(&slots, grid(3))
        _ = request(&slots, grid(5), origin: .restore, from: 2)
        _ = request(&slots, grid(6), origin: .restore, from: 3)
        slots.leave(2)
        #expect(slots.waiting[.a]?.map(\.member) == [3])
        slots.leave(3)
        #expect(slots.waiting.isEmpty)
    }

    @Test func waitingRequestsHoldAtMostTheByteCap() throws {
        var slots = try filled()
        _ = request(&slots, grid(3))
        let half = UserLayoutSource(
            format: .swift, text: String(repeating: "x", count: LayoutSlots.maxWaitingBytes / 2))
        #expect(request(&slots, half, origin: .restore, from: 2) == nil)
        #expect(request(&slots, half, origin: .restore, from: 3) == nil)
        guard case .error(let code, _, _)? = request(&slots, grid(4), origin: .restore, from: 4) else {
            Issue.record("a request past the cap was kept")
            return
        }
        #expect(code == "layouts-waiting")
        #expect(request(&slots, grid(4), origin: .restore, from: 3) == nil, "a member's own request replaces its last")
        #expect(slots.waiting[.a]?.map(\.member) == [2, 3])
    }

    @Test func aNewViewportRereadsTheSlotsAndTheSceneWaitsForThem() throws {
        var slots = try filled()
        let waits = slots.resize(to: wide, showsLayouts: true)
        #expect(waits, "the scene keeps its frame until the layouts are prepared")
        let jobs = slots.takeReads()
        #expect(jobs.map(\.viewport) == [wide] && jobs.map(\.sender) == [nil])
        let received = slots.receive(jobs[0], read(jobs[0]), viewport: wide)
        let landing = try #require(received)
        #expect(landing.restartsScene)
        #expect(slots.layouts[.a]?.viewport == wide)
        let waitsAgain = slots.resize(to: viewport, showsLayouts: false)
        #expect(!waitsAgain, "a scene without layouts restarts at once")
        let back = slots.takeReads()[0]
        #expect(slots.receive(back, read(back), viewport: viewport)?.restartsScene == false)
    }

    /// A layout that does not read again for a new viewport stays as solved for the old one, and the room is told.
    @Test func aFailedRereadIsToldToEveryone() throws {
        var slots = try filled()
        _ = slots.resize(to: wide, showsLayouts: true)
        let job = slots.takeReads()[0]
        let refused = UserLayoutError(line: 3, column: 5, message: "the layout needs more than 400000 placements")
        let received = slots.receive(job, .failure(refused), viewport: wide)
        let landing = try #require(received)
        #expect(landing.error == nil && landing.layout == nil)
        guard case .layoutError(.a, let error)? = landing.rereadError else {
            Issue.record("no layout error for the room in \(landing)")
            return
        }
        #expect(error.line == 3 && error.message.contains("placements") && error.message.contains("previous viewport"))
        #expect(slots.layouts[.a]?.viewport == viewport, "the layout prepared for the old viewport stays")
        #expect(landing.restartsScene)
    }

    @Test func aRestartedSceneStopsWaitingForTheLayouts() throws {
        var slots = try filled()
        let waits = slots.resize(to: wide, showsLayouts: true)
        #expect(waits, "the scene keeps its frame until the layouts are prepared")
        slots.sceneRestarted()
        let job = slots.takeReads()[0]
        #expect(slots.receive(job, read(job), viewport: wide)?.restartsScene == false)
    }

    @Test func aPasteInFlightHoldsUpTheRereadUntilItLands() throws {
        var slots = try filled()
        _ = request(&slots, grid(3))
        let waits = slots.resize(to: wide, showsLayouts: true)
        #expect(waits, "the scene keeps its frame until the layouts are prepared")
        let jobs = slots.takeReads()
        #expect(jobs.map(\.source) == [grid(3)] && jobs.map(\.viewport) == [viewport])
        let received = slots.receive(jobs[0], read(jobs[0]), viewport: wide)
        let landing = try #require(received)
        #expect(!landing.restartsScene, "the paste, read for the old viewport, is read again")
        let reread = slots.takeReads()
        #expect(reread.map(\.source) == [grid(3)] && reread.map(\.viewport) == [wide])
        #expect(slots.receive(reread[0], read(reread[0]), viewport: wide)?.restartsScene == true)
    }

    @Test func aReplaysReadIsQueuedWithTheSlots() {
        var slots = LayoutSlots(room: 7, roomName: "lab", layouts: [])
        slots.queueReplay([], generation: 1, viewport: viewport)
        #expect(slots.takeReads().isEmpty)
        let recorded = RecordedLayout(slot: .b, source: grid(4), line: 3)
        slots.queueReplay([recorded], generation: 2, viewport: viewport)
        let jobs = slots.takeReads()
        #expect(jobs.map(\.isReplay) == [true] && jobs.map(\.generation) == [2] && jobs.map(\.slot) == [.b])
        #expect(!slots.isReadInFlight(.b), "a replay's read holds up no slot")
    }
}
