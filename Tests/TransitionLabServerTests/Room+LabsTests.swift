import Testing
import TransitionLabCore
import TransitionLabProtocol
import TransitionLabStore

@testable import TransitionLabServer

/// Saved labs and driving in a room, without sockets or a store: `save` and `open` become `LabJob`s for the store
/// thread, whose answers (`labDone`) the room turns into `saved`, an error, or the lab shown to everyone; each
/// scene keeps its parameters; the first driver holds the room until another takes over.
@Suite struct RoomLabsTests {
    private func makeRoom() -> Room {
        let room = Room(name: "lab", serial: 7, scenes: [TestScene.self, OtherTestScene.self], sceneName: nil, fps: 60)
        room.advance(toRealTime: 0)
        return room
    }

    private func join(_ room: Room, _ id: Int, canDrive: Bool = true) {
        _ = room.handle(.join(id: id, .init(name: "P\(id)", role: nil, canDrive: canDrive, viewport: nil)))
    }

    private func sent(_ actions: [Room.Action], to id: Int) -> [ServerMessage] {
        actions.compactMap { if case .send(id, let message) = $0 { message } else { nil } }
    }

    private func errors(_ actions: [Room.Action], to id: Int) -> [String] {
        sent(actions, to: id).compactMap { if case .error(let code, _, _) = $0 { code } else { nil } }
    }

    private func jobs(_ actions: [Room.Action]) -> [LabJob] {
        actions.compactMap { if case .store(let job) = $0 { job } else { nil } }
    }

    private func size(_ room: Room) -> Double? { room.runner?.scene.parameters.values["size"] }

    @Test func eachSceneKeepsItsParametersWhenTheSceneChangesAndComesBack() {
        let room = makeRoom()
        join(room, 1)
        _ = room.handle(.message(id: 1, .param(key: "size", value: 72)))
        _ = room.handle(.message(id: 1, .scene("other-scene")))
        _ = room.handle(.message(id: 1, .scene("test-scene")))
        #expect(size(room) == 72)
        _ = room.handle(.message(id: 1, .viewport(Size(width: 375, height: 667))))
        #expect(size(room) == 72, "a viewport change keeps them too")
    }

    @Test func aSaveIsAJobForTheStoreWithTheWholeLab() throws {
        let room = makeRoom()
        join(room, 1)
        join(room, 2, canDrive: false)
        _ = room.handle(.message(id: 1, .param(key: "size", value: 72)))
        _ = room.handle(.message(id: 1, .scene("other-scene")))
        let actions = room.handle(.message(id: 2, .save))
        let job = try #require(jobs(actions).first, "a viewer may save the lab it sees")
        guard case .save(let lab) = job.work else {
            Issue.record("not a save: \(job.work)")
            return
        }
        #expect(lab.scene == "other-scene")
        #expect(lab.parameters == ["test-scene": ["size": 72]], "every scene's changed values")
        #expect(lab.viewport == Room.defaultViewport)
        #expect(lab.recording == nil)
        let id = LabID.random()
        let answer = room.handle(.labDone(job, .success(.saved(id))))
        #expect(sent(answer, to: 2) == [.saved(lab: id.text)])
    }

    @Test func aStoreFailureReachesItsSenderAndTheRoomRunsOn() throws {
        let room = makeRoom()
        join(room, 1)
        let job = try #require(jobs(room.handle(.message(id: 1, .save))).first)
        let failure = LabFailure(code: "store-full", message: "the lab store is full: the lab was not saved")
        let answer = room.handle(.labDone(job, .failure(failure)))
        #expect(sent(answer, to: 1) == [.error(code: "store-full", message: failure.message, type: "save")])
        _ = room.handle(.message(id: 1, .param(key: "size", value: 60)))
        #expect(size(room) == 60)
    }

    @Test func aRoomHasAtMostTwoJobsAtTheStore() {
        let room = makeRoom()
        join(room, 1)
        #expect(jobs(room.handle(.message(id: 1, .save))).count == 1)
        #expect(jobs(room.handle(.message(id: 1, .save))).count == 1)
        let third = room.handle(.message(id: 1, .save))
        #expect(jobs(third).isEmpty && errors(third, to: 1) == ["store-busy"])
    }

    @Test func aMalformedIDIsNamed() {
        let room = makeRoom()
        join(room, 1)
        let long = String(repeating: "q", count: 10_240)
        for text in ["nope", long, "abcdefghijklmnopqrstuvwxy!"] {
            let actions = room.handle(.message(id: 1, .open(lab: text)))
            #expect(jobs(actions).isEmpty)
            guard case .error("invalid-lab", let message, "open")? = sent(actions, to: 1).first else {
                Issue.record("no invalid-lab for \(text.prefix(30))")
                continue
            }
            #expect(message.contains(String(text.prefix(20))))
            #expect(message.utf8.count < 200)
        }
    }

    @Test func anOpenedLabIsShownToEveryone() throws {
        let room = makeRoom()
        join(room, 1)
        join(room, 2)
        let id = LabID.random()
        let job = try #require(jobs(room.handle(.message(id: 1, .open(lab: id.text)))).first)
        let lab = SavedLab(
            scene: "test-scene", viewport: Size(width: 375, height: 667), parameters: ["test-scene": ["size": 33]])
        let actions = room.handle(.labDone(job, .success(.opened(id, lab))))
        #expect(size(room) == 33)
        #expect(room.viewport == Size(width: 375, height: 667))
        #expect(sent(actions, to: 2).map(\.type) == ["welcome"])
        #expect(
            actions.contains {
                if case .broadcast(.opened(id.text, 1, "P1"), nil) = $0 { true } else { false }
            })
        #expect(room.savedLab.parameters == lab.parameters)
    }

    @Test func theOnlyMemberOfARoomNobodyDroveMayOpenALabWithoutDriving() throws {
        let room = makeRoom()
        join(room, 1, canDrive: false)
        let id = LabID.random()
        let job = try #require(jobs(room.handle(.message(id: 1, .open(lab: id.text)))).first)
        let lab = SavedLab(scene: "other-scene", viewport: Room.defaultViewport)
        _ = room.handle(.labDone(job, .success(.opened(id, lab))))
        #expect(room.sceneName == "other-scene")
        #expect(room.driving.driver == nil, "opening did not make the viewer a driver")
        #expect(errors(room.handle(.message(id: 1, .scene("test-scene"))), to: 1) == ["not-driver"])
    }

    @Test func aViewerCannotOpenALabInARoomOthersUse() {
        let room = makeRoom()
        join(room, 1)
        join(room, 2, canDrive: false)
        let actions = room.handle(.message(id: 2, .open(lab: LabID.random().text)))
        #expect(jobs(actions).isEmpty && errors(actions, to: 2) == ["not-driver"])
        let driven = makeRoom()
        join(driven, 1, canDrive: false)
        join(driven, 2)
        _ = driven.handle(.message(id: 2, .param(key: "size", value: 20)))
        _ = driven.handle(.leave(id: 2))
        #expect(errors(driven.handle(.message(id: 1, .open(lab: LabID.random().text))), to: 1) == ["not-driver"])
    }

    @Test func aLabThatArrivesAfterTheRoomWasDrivenIsNotForcedOnIt() throws {
        let room = makeRoom()
        join(room, 1, canDrive: false)
        let id = LabID.random()
        let job = try #require(jobs(room.handle(.message(id: 1, .open(lab: id.text)))).first)
        join(room, 2)
        _ = room.handle(.message(id: 2, .param(key: "size", value: 20)))
        let actions = room.handle(
            .labDone(job, .success(.opened(id, SavedLab(scene: "other-scene", viewport: Room.defaultViewport)))))
        #expect(errors(actions, to: 1) == ["not-driver"])
        #expect(room.sceneName == "test-scene" && size(room) == 20)
    }

    @Test func aLabOfAnUnknownSceneIsRefused() throws {
        let room = makeRoom()
        join(room, 1)
        let id = LabID.random()
        let job = try #require(jobs(room.handle(.message(id: 1, .open(lab: id.text)))).first)
        let actions = room.handle(
            .labDone(job, .success(.opened(id, SavedLab(scene: "gone", viewport: Room.defaultViewport)))))
        #expect(errors(actions, to: 1) == ["lab-unreadable"])
        #expect(room.sceneName == "test-scene")
    }

    @Test func aSecondMemberWatchesUntilItTakesOver() {
        let room = makeRoom()
        join(room, 1)
        join(room, 2)
        _ = room.handle(.message(id: 1, .param(key: "size", value: 40)))
        let refused = room.handle(.message(id: 2, .param(key: "size", value: 90)))
        guard case .error("not-driver", let message, "param")? = sent(refused, to: 2).first else {
            Issue.record("member 2 was not refused: \(refused)")
            return
        }
        #expect(message == "P1 drives this room: take over to drive")
        #expect(errors(room.handle(.message(id: 2, .scene("other-scene"))), to: 2) == ["not-driver"])
        #expect(size(room) == 40)
        _ = room.handle(.message(id: 2, .takeOver))
        #expect(room.currentState.driver == 2)
        _ = room.handle(.message(id: 2, .param(key: "size", value: 90)))
        #expect(size(room) == 90)
        #expect(errors(room.handle(.message(id: 1, .param(key: "size", value: 10))), to: 1) == ["not-driver"])
        let viewer = room.handle(.join(id: 3, .init(name: "P3", role: nil, canDrive: false, viewport: nil)))
        _ = viewer
        #expect(errors(room.handle(.message(id: 3, .takeOver)), to: 3) == ["not-driver"], "no token, no take-over")
    }
}
