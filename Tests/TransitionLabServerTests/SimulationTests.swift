import Dispatch
import Testing
import TransitionLabCore

@testable import TransitionLabServer

extension Simulation {
    /// Everything the simulation produced since the last call, in a new array.
    func takeDeliveries() -> [Delivery] {
        var taken: [Delivery] = []
        takeDeliveries(into: &taken)
        return taken
    }
}

@Suite struct SimulationTests {
    /// Runs a 60 fps simulation with one client in a room whose `DriftScene` moves for half a second, stepping the
    /// manual clock to each deadline `turn` returns; gives the clock time of every frame delivered.
    private func frameTimes(fps: Int) -> [Double] {
        let clock = ManualClock(0)
        let simulation = Simulation(
            configuration: ServerConfiguration(fps: fps, defaultScene: DriftScene.name), scenes: [DriftScene.self],
            clock: clock, wakeService: {})
        let rooms = simulation.makeRooms()
        simulation.post(.open(id: 1, room: "lab", .init(name: "A", role: nil, canDrive: true, viewport: nil)))
        var times: [Double] = []
        var deadline: Double? = 0
        while let next = deadline, next < 5 {
            clock.set(next)
            deadline = simulation.turn(rooms)
            for case .frame in simulation.takeDeliveries() { times.append(next) }
        }
        return times
    }

    @Test(arguments: [30, 60, 120])
    func aMovingRoomTicksOncePerPeriod(fps: Int) throws {
        let times = frameTimes(fps: fps)
        let period = 1 / Double(fps)
        // The join sends a frame at 0; the scene then moves for 0.5 s: one frame per period until it stops.
        #expect(abs(Double(times.count) - 0.5 * Double(fps)) <= 2)
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        for gap in gaps { #expect(abs(gap - period) < 1e-9) }
        #expect(try #require(times.last) >= 0.5 - period)
    }

    /// A tick whose frame shows nothing new sends nothing, and the room keeps ticking on its cadence: one turn per
    /// period while it moves, a frame only when the picture changes.
    @Test func aTickThatShowsNothingNewSendsNoFrameAndKeepsTheCadence() throws {
        let clock = ManualClock(0)
        let simulation = Simulation(
            configuration: ServerConfiguration(fps: 60, defaultScene: SteppingScene.name), scenes: [SteppingScene.self],
            clock: clock, wakeService: {})
        let rooms = simulation.makeRooms()
        simulation.post(.open(id: 1, room: "lab", .init(name: "A", role: nil, canDrive: true, viewport: nil)))
        var turns: [Double] = []
        var frames: [Double] = []
        var deadline: Double? = 0
        while let next = deadline, next < 5 {
            clock.set(next)
            turns.append(next)
            deadline = simulation.turn(rooms)
            for case .frame in simulation.takeDeliveries() { frames.append(next) }
        }
        let gaps = zip(turns.dropFirst(), turns).map { $0 - $1 }
        for gap in gaps { #expect(abs(gap - 1.0 / 60) < 1e-9) }
        let expectedTurns: Double = 0.5 * 60
        #expect(abs(Double(turns.count) - expectedTurns) <= 2)
        // The join's frame, then one frame per step of the picture (x = 10, 20, 30, 40, 50 at 0.1 … 0.5 s).
        #expect(frames.count == 6, "\(frames)")
    }

    /// The deliveries of a join into a still room: the joiner's first frame goes to its connection alone, so the
    /// others' connections write nothing.
    @Test func aJoinIntoAStillRoomDeliversItsFrameToTheJoinerOnly() throws {
        let simulation = Simulation(
            configuration: ServerConfiguration(fps: 60, defaultScene: IdleScene.name), scenes: [IdleScene.self],
            clock: ManualClock(0), wakeService: {})
        let rooms = simulation.makeRooms()
        let join = Room.JoinRequest(name: "A", role: nil, canDrive: true, viewport: nil)
        for id in 1...3 { simulation.post(.open(id: id, room: "lab", join)) }
        _ = simulation.turn(rooms)
        let everyone = simulation.takeDeliveries().compactMap { delivery -> [Int]? in
            if case .frame(_, let recipients) = delivery { recipients.map(\.id) } else { nil }
        }
        #expect(everyone.map { Set($0) } == [[1, 2, 3]])
        simulation.post(.open(id: 4, room: "lab", join))
        _ = simulation.turn(rooms)
        let joiner = simulation.takeDeliveries().compactMap { delivery -> [Int]? in
            if case .frame(_, let recipients) = delivery { recipients.map(\.id) } else { nil }
        }
        #expect(joiner == [[4]])
    }

    /// A moving room beside 2,000 idle ones: while it ticks, no idle room is asked whether it moves, so the idle
    /// rooms cost the simulation thread nothing per tick.
    @Test func aMovingRoomTicksWithoutVisitingIdleRooms() {
        let clock = ManualClock(0)
        let simulation = Simulation(
            configuration: ServerConfiguration(fps: 60, defaultScene: IdleScene.name),
            scenes: [IdleScene.self, DriftScene.self], clock: clock, wakeService: {})
        let rooms = simulation.makeRooms()
        let join = Room.JoinRequest(name: "A", role: nil, canDrive: true, viewport: nil)
        for id in 1...2_000 { simulation.post(.open(id: id, room: "idle-\(id)", join)) }
        simulation.post(.open(id: 0, room: "moving", join))
        simulation.post(.message(id: 0, .scene(DriftScene.name)))
        var deadline = simulation.turn(rooms)
        _ = simulation.takeDeliveries()
        let checksAfterJoining = IdleScene.movementChecks.withLock { $0 }
        var frames = 0
        while let next = deadline, next < 0.4 {
            clock.set(next)
            deadline = simulation.turn(rooms)
            for case .frame in simulation.takeDeliveries() { frames += 1 }
        }
        #expect(rooms.byName.count == 2_001)
        #expect(frames >= 20)
        #expect(IdleScene.movementChecks.withLock { $0 } == checksAfterJoining)
    }

    /// A room that only input moves sends one frame per input and is not ticked between inputs: after each
    /// input's frame it wakes again only for the held-back `state` (10 Hz), however close the inputs come to the
    /// room's period.
    @Test(arguments: [100.0, 110, 119, 130])
    func aRoomMovedOnlyByInputIsNotTickedBetweenInputs(inputRate: Double) {
        let clock = ManualClock(0)
        let simulation = Simulation(
            configuration: ServerConfiguration(fps: 120, defaultScene: FollowScene.name), scenes: [FollowScene.self],
            clock: clock, wakeService: {})
        let rooms = simulation.makeRooms()
        simulation.post(.open(id: 1, room: "lab", .init(name: "A", role: nil, canDrive: true, viewport: nil)))
        var deadline = simulation.turn(rooms)
        _ = simulation.takeDeliveries()
        var frames = 0
        var turnsBetweenInputs = 0
        for step in 0..<Int(inputRate) {
            let time = Double(step) / inputRate
            // The run loop wakes for every deadline that comes before the next input.
            while let due = deadline, due < time, turnsBetweenInputs < 1_000 {
                clock.set(due)
                deadline = simulation.turn(rooms)
                turnsBetweenInputs += 1
            }
            clock.set(time)
            let phase: PointerEvent.Phase = step == 0 ? .down : .move
            simulation.post(
                .message(id: 1, .pointer(phase: phase, id: 1, x: Double(step), y: 0, time: time, seq: step + 1)))
            deadline = simulation.turn(rooms)
            for case .frame in simulation.takeDeliveries() { frames += 1 }
        }
        #expect(frames == Int(inputRate))
        // One second of input: the `state` held back at most ten times, each due once.
        #expect(turnsBetweenInputs <= 11, "\(turnsBetweenInputs) turns between \(Int(inputRate)) inputs")
    }

    /// A burst of events posted while the simulation thread is busy wakes it once, not once per event.
    @Test func aBurstOfEventsWakesTheSimulationOnce() {
        let simulation = Simulation(
            configuration: ServerConfiguration(fps: 60, defaultScene: IdleScene.name), scenes: [IdleScene.self],
            clock: ManualClock(0), wakeService: {})
        let rooms = simulation.makeRooms()
        for id in 1...1_000 { simulation.post(.closed(id: id)) }
        #expect(pendingWakeUps(simulation) == 1)
        _ = simulation.turn(rooms)
        for id in 1...10 { simulation.post(.closed(id: id)) }
        #expect(pendingWakeUps(simulation) == 1)
    }

    /// How many signals wait on the simulation's wake-up semaphore (taking them).
    private func pendingWakeUps(_ simulation: Simulation) -> Int {
        var count = 0
        while simulation.wakeup.wait(timeout: .now()) == .success { count += 1 }
        return count
    }
}
