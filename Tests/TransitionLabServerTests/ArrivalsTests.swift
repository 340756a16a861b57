import Testing
import TransitionLabCore

@testable import TransitionLabServer

/// A page asks to join with its `hello` (`join=hello`), which carries the control token: the connection joins with
/// it, so its one `welcome` knows whether it drives; with another message first, or after the wait, it joins with
/// its URL's room, name and role. Other connections join as they open.
@Suite struct ArrivalsTests {
    let clock = ManualClock(0)

    func simulation() -> (Simulation, Rooms) {
        let simulation = Simulation(
            configuration: ServerConfiguration(fps: 60, defaultScene: IdleScene.name), scenes: [IdleScene.self],
            clock: clock, wakeService: {})
        return (simulation, simulation.makeRooms())
    }

    /// The URL's request: a viewer's verdict, since the URL carries no token.
    let url = Room.JoinRequest(name: "from-url", role: nil, canDrive: false, viewport: nil)

    /// The `welcome` messages the turn delivered, as text.
    func welcomes(_ simulation: Simulation) -> [String] {
        simulation.takeDeliveries().compactMap { delivery in
            guard case .text(_, let bytes, _) = delivery else { return nil }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.contains(#""type":"welcome""#) ? text : nil
        }
    }

    @Test func aConnectionAwaitingItsHelloJoinsWithItAndIsWelcomedOnce() throws {
        let (simulation, rooms) = simulation()
        simulation.post(.arrived(id: 1, peer: "10.0.0.1", room: "lobby", url, awaitingHello: true))
        #expect(simulation.turn(rooms) == Arrivals.wait)
        #expect(rooms.room(of: 1) == nil && welcomes(simulation).isEmpty)
        simulation.post(.hello(id: 1, room: nil, .init(name: "Ann", role: nil, canDrive: true, viewport: nil)))
        _ = simulation.turn(rooms)
        let welcome = try #require(welcomes(simulation).only)
        #expect(rooms.room(of: 1)?.name == "lobby")
        #expect(welcome.contains(#""name":"Ann""#) && welcome.contains(#""role":"driver""#))
        #expect(rooms.arrivals.address(of: 1) == "10.0.0.1")
    }

    @Test func anotherMessageFirstJoinsWithTheURLsRequest() throws {
        let (simulation, rooms) = simulation()
        simulation.post(.arrived(id: 1, peer: "10.0.0.1", room: "lobby", url, awaitingHello: true))
        simulation.post(.message(id: 1, .key("a")))
        _ = simulation.turn(rooms)
        let welcome = try #require(welcomes(simulation).only)
        #expect(welcome.contains(#""name":"from-url""#) && welcome.contains(#""role":"viewer""#))
    }

    @Test func aConnectionThatSendsNothingJoinsWhenItsWaitIsOver() throws {
        let (simulation, rooms) = simulation()
        simulation.post(.arrived(id: 1, peer: "10.0.0.1", room: "lobby", url, awaitingHello: true))
        _ = simulation.turn(rooms)
        clock.set(Arrivals.wait)
        _ = simulation.turn(rooms)
        #expect(welcomes(simulation).count == 1)
        #expect(rooms.room(of: 1)?.name == "lobby")
    }

    @Test func aConnectionNotAwaitingItsHelloJoinsAsItOpens() {
        let (simulation, rooms) = simulation()
        simulation.post(.arrived(id: 1, peer: "10.0.0.1", room: "lobby", url, awaitingHello: false))
        _ = simulation.turn(rooms)
        #expect(welcomes(simulation).count == 1)
        #expect(rooms.room(of: 1)?.name == "lobby" && !rooms.arrivals.isWaiting(1))
    }
}

extension Array {
    /// The one element, or nil when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
