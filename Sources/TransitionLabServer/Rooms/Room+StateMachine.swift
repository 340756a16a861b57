import TransitionLabCore
import TransitionLabProtocol

extension Room {
    /// Applies one event and returns what must be sent right away. Frames and state changes are collected by
    /// `flush()`, so a burst of input gives one frame.
    func handle(_ event: Event) -> [Action] {
        switch event {
        case .join(let id, let request):
            let member = presence.join(
                id, name: request.name, watching: request.role == "viewer", canDrive: request.canDrive)
            if members.count == 1, let viewport = request.viewport, member.isDriver { resize(to: viewport) }
            return introduction(to: member)
        case .hello(let id, let request):
            guard
                let member = presence.hello(
                    id, name: request.name, watching: request.role == "viewer", canDrive: request.canDrive)
            else { return [] }
            if members.count == 1, let viewport = request.viewport, member.isDriver { resize(to: viewport) }
            return [.send(to: id, welcome(for: member, withPresence: true))]
        case .leave(let id):
            presence.leave(id)
            driving.leave(id)
            slots.leave(id)
            return []
        case .message(let id, let message):
            guard let member = presence.member(id) else { return [] }
            return receive(message, from: member)
        case .layoutRead(let job, let result):
            return receiveLayout(job, result)
        case .labDone(let job, let outcome):
            return receiveLab(job, outcome)
        }
    }

    /// Everything a new member needs before frames: who they are and the schema, the node table, the spring.
    private func introduction(to member: Presence.Member) -> [Action] {
        var actions: [Action] = [.send(to: member.id, welcome(for: member, withPresence: true))]
        if !frames.contents.isEmpty {
            actions.append(.send(to: member.id, .nodes(version: frames.tableVersion, contents: frames.contents)))
        }
        let preview = runner?.scene.springPreview
        if let preview {
            actions.append(.send(to: member.id, preview.curveMessage))
            actions.append(.send(to: member.id, preview.codeMessage))
        }
        let state = currentState
        actions.append(.send(to: member.id, .state(state)))
        // The first member now holds what a broadcast of them would say: `flush()` does not send them again.
        if members.count == 1 { announcements.introduced(state, preview: preview, at: realTime) }
        return actions
    }

    /// Forwards a proposed setup or lab to the member driving now, else to every other member who may drive; a
    /// viewer may suggest too. Nothing changes until one of them applies it.
    private func suggest(
        scene: String?, viewport: Size?, params: [String: Double], lab: String?, from member: Presence.Member
    ) -> [Action] {
        let message = ServerMessage.suggestion(
            client: member.id, name: member.name, scene: scene, viewport: viewport, params: params, lab: lab)
        let current = members.first { $0.id == driving.driver && $0.id != member.id && $0.isDriver }
        let targets = current.map { [$0] } ?? members.filter { $0.id != member.id && $0.isDriver }
        return targets.map { .send(to: $0.id, message) }
    }

    /// An `error` for member `id` about a message of type `type`.
    private func refuse(_ id: Int, _ code: String, _ message: String, type: String?) -> Action {
        .send(to: id, .error(code: code, message: message, type: type))
    }

    /// Why `member` may not drive now (`Driving.refusal`), naming the member who holds the room.
    func drivingRefusal(for member: Presence.Member) -> String? {
        // The driver's name is looked up only for a refusal, not for every input the driver sends.
        guard driving.refusal(for: member, driverName: nil) != nil else { return nil }
        return driving.refusal(for: member, driverName: driving.driver.flatMap { presence.member($0)?.name })
    }

    private func receive(_ message: ClientMessage, from member: Presence.Member) -> [Action] {
        switch message {
        case .suggest(let scene, let viewport, let params, let lab):
            // A viewer may suggest a setup (a share link opened into a busy room); it goes to the driver.
            return suggest(scene: scene, viewport: viewport, params: params, lab: lab, from: member)
        case .save:
            return saveLab(for: member)
        case .open(let lab):
            return openLab(lab, for: member)
        case .takeOver:
            if let reason = Driving.barring(member) {
                return [refuse(member.id, "not-driver", reason, type: "takeOver")]
            }
            if driving.takeOver(member.id) { presence.driverChanged() }
            return []
        default:
            break
        }
        // An export changes nothing: anyone may take the scene home.
        if case .export = message { return [.send(to: member.id, exported())] }
        // A page's own copy of a layout (a restore, an example) only fills what no member set (`LayoutSlots`): any
        // member who may drive sends it, and it claims nothing.
        let claims = if case .layout(_, _, let origin) = message { origin == .paste } else { true }
        if let reason = claims ? drivingRefusal(for: member) : Driving.barring(member) {
            return [refuse(member.id, "not-driver", reason, type: message.type)]
        }
        if claims {
            // The member's input changes the room: it holds the room from now on (`Driving`).
            driven = true
            if driving.drive(member.id, inputSequence: message.inputSequence) { presence.driverChanged() }
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
        case .hello, .ping, .display, .suggest, .save, .open, .takeOver, .export:
            return actions
        case .scene(let name):
            guard let type = scenes.first(where: { $0.name == name }) else {
                let known = scenes.map { $0.name }.joined(separator: ", ")
                return [refuse(member.id, "unknown-scene", "no scene \"\(name)\" (\(known))", type: "scene")]
            }
            replace(with: type)
            return members.map { .send(to: $0.id, welcome(for: $0)) }
        case .viewport(let size):
            resize(to: size)
            return actions
        case .layout(let slot, let source, let origin):
            return requestLayout(source, slot: slot, origin: origin, from: member)
        case .record:
            guard runner.recording == nil else {
                recording.finish(runner.stopRecording())
                return actions
            }
            // A recording starts from a fresh scene at time 0, as `transition-lab replay` starts.
            replay.forgetLayouts()
            restartScene()
            let opening = recording.start(header: self.runner?.startRecording(viewport: viewport) ?? [])
            return actions + opening.map { .broadcast($0, except: nil) }
        case .replay:
            // A recording in progress holds no finished one (`Recording.start`): it is refused too.
            guard !recording.last.isEmpty else {
                return [refuse(member.id, "nothing-recorded", "record something first", type: "replay")]
            }
            return actions + prepareReplay()
        case .pointer, .pinch, .wheel, .key, .param, .timeScale, .pause, .step:
            return actions + apply(message, from: member, runner: runner)
        }
    }

    private func apply(_ message: ClientMessage, from member: Presence.Member, runner: SceneRunner) -> [Action] {
        replay.interrupt()
        frameRequest = .change
        do {
            let recorded = runner.recording?.count
            let stored = try runner.apply(message, pointerNamespace: member.id)
            var actions: [Action] = []
            if let recorded, runner.recording?.count != recorded { actions += recordLastLine(of: runner) }
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

    /// Sends the line `runner` just recorded to the room, and stops the recording once it is full
    /// (`Recording.record`), keeping it as the room's one recording and telling everyone why it stopped.
    func recordLastLine(of runner: SceneRunner) -> [Action] {
        guard let lines = runner.recording, let line = lines.last else { return [] }
        switch recording.record(line, count: lines.count) {
        case .send(let message):
            return [.broadcast(message, except: nil)]
        case .sendAndStop(let message, let error):
            recording.finish(runner.stopRecording())
            return [.broadcast(message, except: nil), .broadcast(error, except: nil)]
        }
    }

    /// Recreates the scene for a new viewport, keeping the parameter values. The layouts are prepared for it on
    /// the layout worker; a scene showing them keeps its old frame until they are ready (`receiveLayout`).
    func resize(to size: Size) {
        guard size != viewport else { return }
        viewport = size
        if !slots.resize(to: viewport, showsLayouts: runner?.scene is YourLayoutScene) { restartScene() }
    }

    /// A fresh instance of the current scene with the current parameter values.
    func restartScene() {
        guard let type = runner.map({ type(of: $0.scene) }) else { return }
        replace(with: type)
    }

    /// Shows a fresh instance of `type` with the values the room keeps for it (`sceneParameters`), after keeping the
    /// current scene's values there unless `rememberingCurrent` is false (a lab brings its own).
    func replace(with type: any Scene.Type, rememberingCurrent: Bool = true) {
        let old = runner
        if rememberingCurrent, let old { sceneParameters[sceneName] = Self.changedValues(of: old.scene) }
        let scene = type.init(viewport: viewport)
        for (key, value) in sceneParameters[type.name] ?? [:] { _ = try? scene.setParameter(key, to: value) }
        let next = SceneRunner(scene: scene)
        if let old, old.timeScale != 1 { _ = try? next.apply(.timeScale(old.timeScale)) }
        installLayouts(on: next)
        slots.sceneRestarted()
        runner = next
        sceneName = type.name
        replay.sceneReplaced()
        driving.sceneReplaced()
        frameRequest = .change
    }
}
