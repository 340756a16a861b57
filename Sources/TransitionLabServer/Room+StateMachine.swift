import TransitionLabCore
import TransitionLabProtocol

extension Room {
    /// Applies one event and returns what must be sent right away. Frames and state changes are collected by
    /// `flush()`, so a burst of input gives one frame.
    func handle(_ event: Event) -> [Action] {
        switch event {
        case .join(let id, let request):
            let member = Member(
                id: id, name: request.name ?? "Guest \(id)", color: Self.palette[id % Self.palette.count],
                canDrive: request.canDrive, prefersWatching: request.role == "viewer")
            members.append(member)
            presenceChanged = true
            if members.count == 1, let viewport = request.viewport, member.isDriver { resize(to: viewport) }
            newcomers.insert(id)
            return introduction(to: member)
        case .hello(let id, let request):
            guard let index = members.firstIndex(where: { $0.id == id }) else { return [] }
            if let name = request.name { members[index].name = name }
            members[index].canDrive = request.canDrive
            members[index].prefersWatching = request.role == "viewer"
            presenceChanged = true
            if members.count == 1, let viewport = request.viewport, members[index].isDriver { resize(to: viewport) }
            return [.send(to: id, welcome(for: members[index], withPresence: true))]
        case .leave(let id):
            members.removeAll { $0.id == id }
            newcomers.remove(id)
            presenceChanged = true
            inputSequences[id] = nil
            if driver == id { driver = nil }
            return []
        case .message(let id, let message):
            guard let member = members.first(where: { $0.id == id }) else { return [] }
            return receive(message, from: member)
        case .layoutRead(let job, let result):
            return receiveLayout(job, result)
        }
    }

    /// Everything a new member needs before frames: who they are and the schema, the node table, the spring.
    private func introduction(to member: Member) -> [Action] {
        var actions: [Action] = [.send(to: member.id, welcome(for: member, withPresence: true))]
        if !nodeContents.isEmpty {
            actions.append(.send(to: member.id, .nodes(version: nodeTableVersion, contents: nodeContents)))
        }
        let preview = runner?.scene.springPreview
        if let preview {
            actions.append(.send(to: member.id, preview.curveMessage))
            actions.append(.send(to: member.id, preview.codeMessage))
        }
        let state = currentState
        actions.append(.send(to: member.id, .state(state)))
        // The first member now holds what a broadcast of them would say: `flush()` does not send them again.
        if members.count == 1 {
            sentPreview = preview
            sentState = state
            stateSentAt = realTime
        }
        return actions
    }

    /// Forwards a proposed setup to the member driving now, else to every other member who may drive; a viewer
    /// may suggest too. Nothing changes until one of them applies it.
    private func suggest(scene: String?, viewport: Size?, params: [String: Double], from member: Member) -> [Action] {
        let message = ServerMessage.suggestion(
            client: member.id, name: member.name, scene: scene, viewport: viewport, params: params)
        let current = members.first { $0.id == driver && $0.id != member.id && $0.isDriver }
        let targets = current.map { [$0] } ?? members.filter { $0.id != member.id && $0.isDriver }
        return targets.map { .send(to: $0.id, message) }
    }

    /// An `error` for member `id` about a message of type `type`.
    private func refuse(_ id: Int, _ code: String, _ message: String, type: String?) -> Action {
        .send(to: id, .error(code: code, message: message, type: type))
    }

    private func receive(_ message: ClientMessage, from member: Member) -> [Action] {
        // A viewer may suggest a setup (a share link opened into a busy room); it goes to the driver.
        if case .suggest(let scene, let viewport, let params) = message {
            return suggest(scene: scene, viewport: viewport, params: params, from: member)
        }
        guard member.isDriver else {
            let reason = member.canDrive ? "you joined as a viewer" : "driving needs the control token"
            return [refuse(member.id, "not-driver", reason, type: message.type)]
        }
        // Only a driver's fingers are drawn for the others: a viewer's pointer drives nothing.
        var actions: [Action] = []
        if case .pointer(let phase, let pointer, let x, let y, _, _) = message {
            let forward = ServerMessage.pointer(client: member.id, phase: phase, id: pointer, x: x, y: y)
            actions.append(.broadcast(forward, except: member.id))
        }
        guard let runner else {
            return actions + [refuse(member.id, "no-scene", "no scenes are built yet", type: message.type)]
        }
        switch message {
        case .hello, .ping, .display, .suggest:
            return actions
        case .scene(let name):
            guard let type = scenes.first(where: { $0.name == name }) else {
                let known = scenes.map { $0.name }.joined(separator: ", ")
                return [refuse(member.id, "unknown-scene", "no scene \"\(name)\" (\(known))", type: "scene")]
            }
            replace(with: type, keepingParameters: false)
            return members.map { .send(to: $0.id, welcome(for: $0)) }
        case .viewport(let size):
            resize(to: size)
            return actions
        case .layout(let slot, let source, let origin):
            return requestLayout(source, slot: slot, origin: origin, from: member)
        case .record:
            guard runner.recording == nil else {
                lastRecording = runner.stopRecording()
                return actions
            }
            // A recording starts from a fresh scene at time 0, as `transition-lab replay` starts; a room keeps one
            // recording, so the previous one goes.
            lastRecording = []
            replayLayouts = []
            restartScene()
            let opening = (self.runner?.startRecording(viewport: viewport) ?? []).map(ServerMessage.recorded(line:))
            recordedBytes = opening.reduce(0) { $0 + $1.text.utf8.count }
            return actions + opening.map { .broadcast($0, except: nil) }
        case .replay:
            guard !lastRecording.isEmpty else {
                return [refuse(member.id, "nothing-recorded", "record something first", type: "replay")]
            }
            if runner.recording != nil { lastRecording = runner.stopRecording() }
            return actions + prepareReplay()
        case .pinch, .wheel:
            guard claimsTrackpad(for: member.id, message) else { return actions }
            return actions + apply(message, from: member, runner: runner)
        case .pointer, .key, .param, .timeScale, .pause, .step:
            return actions + apply(message, from: member, runner: runner)
        }
    }

    /// Whether a member's `pinch` or `wheel` may drive the scene. Unlike pointers, trackpad input has no per-client
    /// namespace in the scene, so while one member pinches or scrolls (until its pinch `end`, or `trackpadIdle`
    /// seconds without events) the others' trackpad input is ignored rather than merged into the same gesture.
    private func claimsTrackpad(for id: Int, _ message: ClientMessage) -> Bool {
        let now = realTime ?? 0
        if let gesture = trackpadGesture, gesture.member != id, now - gesture.at < Self.trackpadIdle,
            members.contains(where: { $0.id == gesture.member })
        {
            return false
        }
        if case .pinch(.ended, _, _, _, _, _) = message { trackpadGesture = nil } else { trackpadGesture = (id, now) }
        return true
    }

    private func apply(_ message: ClientMessage, from member: Member, runner: SceneRunner) -> [Action] {
        replayQueue = nil
        awaitedReplay = nil
        if let seq = message.inputSequence { inputSequences[member.id] = UInt32(truncatingIfNeeded: seq) }
        // A new driver may take a listed place (`listedMembers`).
        if driver != member.id { presenceChanged = true }
        driver = member.id
        frameRequested = true
        do {
            let recorded = runner.recording?.count
            let stored = try runner.apply(message, pointerNamespace: member.id)
            var actions: [Action] = []
            if let recorded, let line = runner.recording?.last, runner.recording?.count != recorded {
                actions += record(line, in: runner)
            }
            if case .param(let key, let value) = message, let stored, stored != value {
                actions.append(refuse(member.id, "param-clamped", "\(key) was clamped to \(stored)", type: "param"))
            }
            return actions
        } catch .unknownKey(let key) {
            return [refuse(member.id, "unknown-param", "no parameter \"\(key)\" in \(sceneName)", type: "param")]
        } catch {
            guard case .notFinite(let key) = error else { return [] }
            return [refuse(member.id, "invalid-field", "\(key) must be finite", type: "param")]
        }
    }

    /// Recreates the scene for a new viewport, keeping the parameter values. The layouts are prepared for it on
    /// the layout worker; a scene showing them keeps its old frame until they are ready (`receiveLayout`).
    private func resize(to size: Size) {
        guard size != viewport else { return }
        viewport = size
        rereadLayouts()
        if runner?.scene is YourLayoutScene, layouts.values.contains(where: { $0.viewport != viewport }) {
            restartAwaitsLayouts = true
        } else {
            restartScene()
        }
    }

    /// A fresh instance of the current scene with the current parameter values.
    func restartScene() {
        guard let type = runner.map({ type(of: $0.scene) }) else { return }
        replace(with: type, keepingParameters: true)
    }

    private func replace(with type: any Scene.Type, keepingParameters: Bool) {
        let old = runner
        let scene = type.init(viewport: viewport)
        if keepingParameters, let old {
            for (key, value) in old.scene.parameters.values { _ = try? scene.setParameter(key, to: value) }
        }
        let next = SceneRunner(scene: scene)
        if let old, old.timeScale != 1 { _ = try? next.apply(.timeScale(old.timeScale)) }
        installLayouts(on: next)
        restartAwaitsLayouts = false
        runner = next
        sceneName = type.name
        replayQueue = nil
        inputSequences.removeAll()
        frameRequested = true
    }

    /// Applies the recorded commands whose scene time has come (`ReplayEngine`); a refused one ends the replay and
    /// is reported to the room.
    func applyReplayLines() {
        guard let runner, var engine = replayQueue else { return }
        do {
            try engine.apply(through: runner.time, to: runner)
            replayQueue = engine.isFinished ? nil : engine
        } catch {
            replayQueue = nil
            replayFailure = error
        }
    }
}
