import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

@Suite struct RoomStateMachineTests {
    private func makeRoom() -> Room {
        let room = Room(name: "lab", scenes: [TestScene.self, OtherTestScene.self], sceneName: nil, fps: 60)
        room.advance(toRealTime: 0)
        return room
    }

    private func join(_ room: Room, _ id: Int, canDrive: Bool = true, role: String? = nil) -> [Room.Action] {
        room.handle(.join(id: id, .init(name: "P\(id)", role: role, canDrive: canDrive, viewport: nil)))
    }

    private func welcomes(_ actions: [Room.Action]) -> [Int: ServerMessage.Welcome] {
        var found: [Int: ServerMessage.Welcome] = [:]
        for case .send(let id, .welcome(let welcome)) in actions { found[id] = welcome }
        return found
    }

    private func pointer(_ id: Int, x: Double, seq: Int) -> ClientMessage {
        .pointer(phase: .down, id: id, x: x, y: 0, time: 0, seq: seq)
    }

    private func sent(_ actions: [Room.Action], to id: Int) -> [ServerMessage] {
        actions.compactMap { if case .send(id, let message) = $0 { message } else { nil } }
    }

    private func broadcasts(_ actions: [Room.Action]) -> [ServerMessage] {
        actions.compactMap { if case .broadcast(let message, _) = $0 { message } else { nil } }
    }

    private func frames(_ actions: [Room.Action]) -> [(QuantizedFrame, UInt32, [Int: UInt32])] {
        actions.compactMap {
            if case .frame(let frame, let sequence, _, let inputs, _) = $0 { (frame, sequence, inputs) } else { nil }
        }
    }

    private func errorCodes(_ messages: [ServerMessage]) -> [String] {
        messages.compactMap { if case .error(let code, _, _) = $0 { code } else { nil } }
    }

    private func scene(_ room: Room) -> TestScene { room.runner!.scene as! TestScene }

    @Test func everyWelcomeNamesTheFrameProtocol() {
        let room = makeRoom()
        let joined = welcomes(room.handle(.join(id: 1, .init(name: "A", role: nil, canDrive: true, viewport: nil))))
        #expect(joined[1]?.protocolVersion == Int(FrameDeltaEncoder.version))
        let sceneChange = welcomes(room.handle(.message(id: 1, .scene("other-scene"))))
        #expect(ServerMessage.welcome(sceneChange[1]!).json["protocol"] == 2)
    }

    @Test func joinSendsWelcomeWithSchemaThenNodesBeforeTheFirstFrame() {
        let room = makeRoom()
        let actions = join(room, 1)
        #expect(sent(actions, to: 1).map(\.type) == ["welcome", "curve", "code", "state"])
        guard case .welcome(let welcome)? = sent(actions, to: 1).first else {
            Issue.record("no welcome in \(actions)")
            return
        }
        #expect(welcome.scene == "test-scene")
        #expect(welcome.parameters.descriptors.map(\.key) == ["size"])
        #expect(welcome.you.role == "driver")

        let flushed = room.flush()
        let nodesIndex = flushed.firstIndex { if case .broadcast(.nodes, _) = $0 { true } else { false } }
        let frameIndex = flushed.firstIndex { if case .frame = $0 { true } else { false } }
        #expect(nodesIndex != nil && frameIndex != nil && nodesIndex! < frameIndex!)
        #expect(frames(flushed).map(\.1) == [1])
    }

    /// A join changes nothing the other members see: its first frame goes to the joiner alone (N joins, N frames),
    /// unless something else in the same turn changed the frame for everyone.
    @Test func aJoinersFirstFrameGoesToTheJoinerAloneUnlessTheSceneChanged() {
        let room = makeRoom()
        _ = join(room, 1)
        let first = room.flush()
        #expect(recipients(first) == [[1]])
        _ = join(room, 2)
        _ = join(room, 3)
        let repeated = room.flush()
        #expect(recipients(repeated) == [[2, 3]], "one frame for both joiners of the turn")
        // The same picture under the same sequence number: member 1 sees no gap, and its base stays valid.
        #expect(frames(repeated).map(\.1) == frames(first).map(\.1))
        #expect(frames(repeated).map(\.0) == frames(first).map(\.0))
        #expect(recipients(room.flush()).isEmpty, "nothing is due")

        _ = join(room, 4)
        _ = room.handle(.leave(id: 4))
        #expect(recipients(room.flush()).isEmpty, "a joiner who left gets nothing")

        _ = join(room, 5)
        _ = room.handle(.message(id: 1, pointer(1, x: 10, seq: 1)))
        let moved = room.flush()
        #expect(recipients(moved) == [nil], "input in the same turn: everyone")
        #expect(frames(moved).map(\.1) == [2], "a new picture, the next sequence number")
    }

    private func recipients(_ actions: [Room.Action]) -> [Set<Int>?] {
        actions.compactMap { if case .frame(_, _, _, _, let recipients) = $0 { recipients } else { nil } }
    }

    @Test func aSuggestionGoesToTheDriverAndChangesNothing() throws {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2)
        _ = join(room, 3, canDrive: false)
        _ = room.handle(.message(id: 1, pointer(1, x: 10, seq: 1)))  // member 1 drives now
        let size = try #require(scene(room).parameters["size"])
        let actions = room.handle(
            .message(id: 3, .suggest(scene: "other-test-scene", viewport: nil, params: ["size": size + 1], lab: nil)))
        #expect(sent(actions, to: 1).map(\.type) == ["suggestion"], "to the member driving now")
        #expect(sent(actions, to: 2).isEmpty && sent(actions, to: 3).isEmpty)
        guard case .suggestion(let client, let name, let sceneName, _, let params, _)? = sent(actions, to: 1).first
        else {
            Issue.record("the driver got no suggestion")
            return
        }
        #expect(client == 3 && name == "P3" && sceneName == "other-test-scene" && params == ["size": size + 1])
        #expect(room.runner?.scene is TestScene && scene(room).parameters["size"] == size, "nothing applied")
    }

    @Test func anIdleRoomProducesNoFrameAndNeedsNoTicks() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = room.flush()
        #expect(room.flush().isEmpty)
        #expect(!room.needsTicks)
    }

    @Test func inputIsAppliedAtOnceAndTheFrameCarriesEachClientsLastSequence() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2)
        _ = room.flush()
        _ = room.handle(.message(id: 1, pointer(1, x: 10, seq: 7)))
        _ = room.handle(.message(id: 2, .takeOver))
        _ = room.handle(.message(id: 2, pointer(1, x: 20, seq: 9)))
        #expect(room.needsTicks)
        room.advance(toRealTime: 1.0 / 60)
        let produced = frames(room.flush())
        #expect(produced.count == 1)
        #expect(produced.first?.2 == [1: 7, 2: 9])
        #expect(produced.first?.0.nodes.first?.x == 20 * Int32(QuantizedFrame.lengthScale))
    }

    /// A frame that would show the same picture and acknowledge no new input is not sent; new input is always
    /// acknowledged, even when the picture stays, and a joiner always gets its first frame.
    /// A tick that shows the picture everyone holds sends nothing; input, a step or a joiner always gets a frame.
    @Test func aTickFrameIsSentOnlyForANewPicture() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2)
        #expect(frames(room.flush()).map(\.1) == [1])
        _ = room.handle(.message(id: 1, pointer(1, x: 10, seq: 1)))
        room.advance(toRealTime: 1.0 / 60)
        #expect(frames(room.flush()).map(\.1) == [2], "a new picture")
        room.frameRequest = .time
        #expect(frames(room.flush()).isEmpty, "a tick that shows the same picture")
        _ = room.handle(.message(id: 1, pointer(1, x: 10, seq: 2)))
        room.advance(toRealTime: 2.0 / 60)
        let acknowledged = frames(room.flush())
        #expect(acknowledged.map(\.1) == [3], "the same picture acknowledges new input")
        #expect(acknowledged.first?.2 == [1: 2])
        _ = room.handle(.message(id: 1, .pause))
        _ = room.flush()
        _ = room.handle(.message(id: 1, .step))
        #expect(frames(room.flush()).count == 1, "a step shows its frame, even an unchanged one")
        _ = join(room, 3)
        room.frameRequest = .time
        #expect(recipients(room.flush()) == [[3]], "the joiner gets the picture the others hold")
    }

    @Test func pointersOfDifferentClientsGetDifferentIDs() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2)
        _ = room.handle(.message(id: 1, pointer(1, x: 0, seq: 1)))
        _ = room.handle(.message(id: 2, .takeOver))
        _ = room.handle(.message(id: 2, pointer(1, x: 0, seq: 1)))
        let ids = scene(room).pointerIDs
        #expect(ids.count == 2 && ids[0] != ids[1])
    }

    @Test func pointersAreForwardedToTheOthers() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2)
        let actions = room.handle(.message(id: 1, pointer(3, x: 5, seq: 1)))
        guard case .broadcast(.pointer(let client, .down, 3, 5, 0), let except)? = actions.first else {
            Issue.record("no pointer forward in \(actions)")
            return
        }
        #expect(client == 1 && except == 1)
    }

    @Test func aViewerWithoutTheTokenCannotDrive() {
        let room = makeRoom()
        _ = join(room, 1, canDrive: false)
        _ = room.flush()
        let actions = room.handle(.message(id: 1, .param(key: "size", value: 80)))
        #expect(errorCodes(sent(actions, to: 1)) == ["not-driver"])
        #expect(room.runner!.scene.parameters["size"] == 50)
        #expect(frames(room.flush()).isEmpty)
    }

    @Test func aDriverAskingToWatchIsAViewer() {
        let room = makeRoom()
        let actions = join(room, 1, role: "viewer")
        guard case .welcome(let welcome)? = sent(actions, to: 1).first else {
            Issue.record("no welcome in \(actions)")
            return
        }
        #expect(welcome.you.role == "viewer")
    }

    @Test func outOfRangeParametersAreClampedReportedAndShared() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2)
        _ = room.flush()
        let actions = room.handle(.message(id: 1, .param(key: "size", value: 500)))
        #expect(errorCodes(sent(actions, to: 1)) == ["param-clamped"])
        let flushed = room.flush()
        guard case .state(let state)? = broadcasts(flushed).first(where: { $0.type == "state" }) else {
            Issue.record("no state broadcast")
            return
        }
        #expect(state.params["size"] == 100)
        #expect(frames(flushed).first?.0.nodes.first?.width == 100 * Int32(QuantizedFrame.lengthScale))
    }

    @Test func unknownParametersAndScenesAreReported() {
        let room = makeRoom()
        _ = join(room, 1)
        let codes = [ClientMessage.param(key: "nope", value: 1), .scene("nope")].flatMap {
            errorCodes(sent(room.handle(.message(id: 1, $0)), to: 1))
        }
        #expect(codes == ["unknown-param", "unknown-scene"])
    }

    @Test func switchingSceneWelcomesEveryoneAgain() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2)
        let actions = room.handle(.message(id: 1, .scene("other-scene")))
        #expect(sent(actions, to: 1).map(\.type) == ["welcome"])
        #expect(sent(actions, to: 2).map(\.type) == ["welcome"])
        #expect(room.sceneName == "other-scene")
    }

    @Test func leavingUpdatesPresence() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2)
        _ = room.flush()
        _ = room.handle(.leave(id: 2))
        #expect(broadcasts(room.flush()).first == .presence(joined: [], updated: [], left: [2], count: 1))
    }

    @Test func aJoinerGetsEveryoneOnceAndOthersHearOnlyTheChange() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = room.flush()
        let actions = join(room, 2)
        guard case .welcome(let welcome)? = sent(actions, to: 2).first else {
            Issue.record("no welcome")
            return
        }
        #expect(welcome.presence?.map(\.id) == [1, 2])
        guard case .presence(let joined, let updated, let left, _)? = broadcasts(room.flush()).first else {
            Issue.record("no presence broadcast")
            return
        }
        #expect(joined.map(\.id) == [2] && updated.isEmpty && left.isEmpty)
    }

    @Test func aRenameSendsOnlyTheRenamedMember() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2)
        _ = room.flush()
        _ = room.handle(.hello(id: 2, .init(name: "Bea", role: "viewer", canDrive: true, viewport: nil)))
        let change = broadcasts(room.flush()).compactMap { message -> [ServerMessage.Participant]? in
            guard case .presence(let joined, let updated, let left, _) = message, joined.isEmpty, left.isEmpty else {
                return nil
            }
            return updated
        }
        #expect(change.map { $0.map(\.name) } == [["Bea"]])
        #expect(change.first?.first?.role == "viewer")
        #expect(broadcasts(room.flush()).isEmpty)
    }

    @Test func aRecordingReplaysOnAFreshScene() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = room.handle(.message(id: 1, .record))
        _ = room.handle(.message(id: 1, pointer(1, x: 42, seq: 1)))
        room.advance(toRealTime: 0.1)
        _ = room.handle(.message(id: 1, .record))
        #expect(
            room.recording.last.map(\.command) == [
                .setParameter(key: "size", value: 50),
                .pointer(phase: .down, id: 1, location: Point(x: 42, y: 0), clientTime: 0),
            ])
        _ = room.handle(.message(id: 1, .replay))
        #expect(scene(room).position.x == 0)
        room.advance(toRealTime: 0.2)
        room.advance(toRealTime: 0.3)
        #expect(scene(room).position.x == 42)
        #expect(!room.replay.isRunning)
    }

    @Test func aRecordingWithPauseAndStepReplaysToTheEnd() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = room.handle(.message(id: 1, .record))
        _ = room.handle(.message(id: 1, .pause))
        _ = room.handle(.message(id: 1, .step))
        _ = room.handle(.message(id: 1, pointer(1, x: 42, seq: 1)))
        _ = room.handle(.message(id: 1, .step))
        _ = room.handle(.message(id: 1, .record))
        #expect(room.recording.last.map(\.command).contains(.step))
        _ = room.handle(.message(id: 1, .replay))
        #expect(room.needsTicks)
        for tick in 1...10 { room.advance(toRealTime: Double(tick) / 60) }
        #expect(scene(room).position.x == 42)
        #expect(!room.replay.isRunning && room.runner?.isPaused == false)
        let state = room.flush().compactMap { if case .broadcast(.state(let state), _) = $0 { state } else { nil } }
        #expect(state.last?.paused == false && state.last?.replaying == false)
    }

    @Test func aRecordingOpensWithTheSetupAndIsSentToTheRoomLineByLine() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2)
        _ = room.handle(.message(id: 1, .param(key: "size", value: 80)))
        _ = room.handle(.message(id: 1, pointer(1, x: 42, seq: 1)))
        room.advance(toRealTime: 0.1)
        let opening = broadcasts(room.handle(.message(id: 1, .record)))
        #expect(scene(room).position.x == 0)  // recording starts from a fresh scene
        let lines: [JSONValue] = opening.compactMap { if case .recorded(let line) = $0 { line } else { nil } }
        #expect(lines.map { $0["type"]?.stringValue } == ["scene", "viewport", "param"])
        #expect(lines[0]["name"] == "test-scene")
        #expect(lines[2]["key"] == "size" && lines[2]["value"] == 80 && lines[2]["t"] == 0)
        room.advance(toRealTime: 0.2)
        let input = broadcasts(room.handle(.message(id: 1, .param(key: "size", value: 20))))
        guard case .recorded(let line)? = input.first else {
            Issue.record("no recorded line in \(input)")
            return
        }
        #expect(line["key"] == "size" && line["value"] == 20 && line["t"] == 0.1)
        _ = room.handle(.message(id: 1, .record))
        _ = room.handle(.message(id: 1, .replay))
        #expect(scene(room).parameters["size"] == 20)  // the room's value until the opening lines apply
        room.advance(toRealTime: 0.25)
        #expect(scene(room).parameters["size"] == 80)  // the value the recording started with
        room.advance(toRealTime: 0.4)
        #expect(scene(room).parameters["size"] == 20)
    }

    @Test func sceneStateAloneIsSentAtMostTenTimesASecondWhileMovingAndOnceAtTheEnd() {
        let room = Room(name: "lab", scenes: [DriftScene.self], sceneName: nil, fps: 60)
        room.advance(toRealTime: 0)
        _ = join(room, 1)
        func stateTimes(at time: Double) -> [Double] {
            room.advance(toRealTime: time)
            return broadcasts(room.flush()).compactMap {
                if case .state(let state) = $0 { state.sceneState["t"]?.doubleValue } else { nil }
            }
        }
        #expect(stateTimes(at: 0.01).isEmpty)  // 10 ms after the state the join sent: held back
        #expect(stateTimes(at: 0.05).isEmpty)
        #expect(stateTimes(at: 0.12) == [0.12])  // 110 ms: sent
        #expect(stateTimes(at: 0.15).isEmpty)
        #expect(stateTimes(at: 0.6) == [0.6])  // the motion ended: the final state goes out at once
    }
}
