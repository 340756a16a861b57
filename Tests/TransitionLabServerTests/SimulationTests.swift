import Testing
import TransitionLabCore

@testable import TransitionLabServer

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
}
