import TransitionLabCore
import TransitionLabProtocol
import TransitionLabStore

/// Saved labs in a room: `save` hands the room's lab to the lab store's thread and answers `saved` with its ID;
/// `open` has the store read a lab there and, when it comes back, shows it to the whole room: its scene, viewport,
/// every scene's parameters, its layouts (read and prepared on the layout worker as pastes are) and its recording.
extension Room {
    /// Saves and opens one room may have at the store at once; more are refused with `store-busy`.
    static let maxLabJobsInFlight = 2

    /// The room's lab as Share saves it: each scene's parameters that differ from their defaults.
    var savedLab: SavedLab {
        var parameters = sceneParameters
        if let runner { parameters[sceneName] = Self.changedValues(of: runner.scene) }
        return SavedLab(
            scene: sceneName, viewport: viewport, parameters: parameters.filter { !$0.value.isEmpty },
            layouts: slots.layouts.mapValues(\.message.source), recording: recording.last.isEmpty ? nil : recording.last
        )
    }

    /// The values of `scene`'s parameters that differ from their defaults.
    static func changedValues(of scene: any Scene) -> [String: Double] {
        let values = scene.parameters.values
        return Dictionary(
            uniqueKeysWithValues: scene.parameters.descriptors.compactMap { descriptor in
                values[descriptor.key].flatMap { $0 == descriptor.defaultValue ? nil : (descriptor.key, $0) }
            })
    }

    /// A member's `save`: any member may save the lab it sees.
    func saveLab(for member: Presence.Member) -> [Action] {
        guard labJobsInFlight < Self.maxLabJobsInFlight else { return [busy(member, type: "save")] }
        labJobsInFlight += 1
        return [.store(LabJob(room: serial, roomName: name, member: member.id, work: .save(savedLab)))]
    }

    /// A member's `open`: the driver may open a lab, and so may the only member of a room nobody has driven (a
    /// lab link opened into an empty room); a malformed ID is refused here, naming it.
    func openLab(_ text: String, for member: Presence.Member) -> [Action] {
        let id: LabID
        do {
            id = try LabID(parsing: text)
        } catch {
            return [.send(to: member.id, .error(code: "invalid-lab", message: error.description, type: "open"))]
        }
        let asDriver = drivingRefusal(for: member) == nil
        guard asDriver || (!driven && members.count == 1) else {
            let reason = drivingRefusal(for: member) ?? ""
            return [
                .send(
                    to: member.id,
                    .error(
                        code: "not-driver", message: "\(reason); suggest the lab to the driver instead", type: "open"))
            ]
        }
        guard labJobsInFlight < Self.maxLabJobsInFlight else { return [busy(member, type: "open")] }
        labJobsInFlight += 1
        return [.store(LabJob(room: serial, roomName: name, member: member.id, work: .open(id), asDriver: asDriver))]
    }

    /// The lab store's answer to `job`, for its member if it is still in the room.
    func receiveLab(_ job: LabJob, _ outcome: LabWorker.Outcome) -> [Action] {
        guard job.room == serial else { return [] }
        labJobsInFlight = max(0, labJobsInFlight - 1)
        guard let member = presence.member(job.member) else { return [] }
        let type = if case .save = job.work { "save" } else { "open" }
        switch outcome {
        case .failure(let failure):
            return [.send(to: member.id, .error(code: failure.code, message: failure.message, type: type))]
        case .success(.saved(let id)):
            return [.send(to: member.id, .saved(lab: id.text))]
        case .success(.opened(let id, let lab)):
            // The room may have been driven while the store read the lab.
            let allowed = job.asDriver ? drivingRefusal(for: member) == nil : !driven
            guard allowed else {
                let message = "the room changed while lab \(id) was read; it was not opened"
                return [.send(to: member.id, .error(code: "not-driver", message: message, type: type))]
            }
            return open(lab, id: id, by: member)
        }
    }

    /// Shows `lab` to the room: its scene with every scene's parameters, its viewport (the layouts are prepared for
    /// it before the scene restarts, as on any viewport change), its layouts as pastes from `member` (a layout that
    /// no longer reads is reported to `member`, and the slot keeps its layout), and its recording for `replay`.
    private func open(_ lab: SavedLab, id: LabID, by member: Presence.Member) -> [Action] {
        guard let type = scenes.first(where: { $0.name == lab.scene }) else {
            let message = "lab \(id) shows the scene “\(lab.scene)”, which this server does not have"
            return [.send(to: member.id, .error(code: "lab-unreadable", message: message, type: "open"))]
        }
        replay.interrupt()
        if let runner, runner.recording != nil { _ = runner.stopRecording() }
        recording.finish(lab.recording ?? [])
        replay.forgetLayouts()
        driven = true
        if member.isDriver, driving.drive(member.id, inputSequence: nil) { presence.driverChanged() }
        sceneParameters = lab.parameters
        replace(with: type, rememberingCurrent: false)
        resize(to: lab.viewport)
        var actions: [Action] = members.map { .send(to: $0.id, welcome(for: $0)) }
        if layoutReader == nil, !lab.layouts.isEmpty {
            let message = "this server reads no layouts: lab \(id) was opened without its layouts"
            actions.append(.send(to: member.id, .error(code: "no-layout-reader", message: message, type: "open")))
        }
        for slot in LayoutSlot.allCases where layoutReader != nil {
            guard let source = lab.layouts[slot],
                let reply = slots.request(source, slot: slot, origin: .paste, from: member.id, viewport: viewport)
            else { continue }
            actions.append(.send(to: member.id, reply))
        }
        actions.append(.broadcast(.opened(lab: id.text, client: member.id, name: member.name), except: nil))
        return actions
    }

    private func busy(_ member: Presence.Member, type: String) -> Action {
        let message = "this room has \(Self.maxLabJobsInFlight) saves or opens at the lab store already: try again"
        return .send(to: member.id, .error(code: "store-busy", message: message, type: type))
    }
}
