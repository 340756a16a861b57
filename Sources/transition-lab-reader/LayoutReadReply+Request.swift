import TransitionLabCore
import TransitionLabProtocol
import TransitionLabSwiftLayout

extension LayoutReadReply {
    /// The reply to `request`: its Swift source read into a spec (`SwiftLayoutReader`), or why it could not be.
    init(answering request: LayoutReadRequest) {
        do throws(UserLayoutError) {
            guard request.source.format == .swift else {
                throw UserLayoutError(line: 1, column: 1, message: "this reader reads Swift sources, not layout specs")
            }
            self = try Self.swift(request)
        } catch {
            self = .error(error)
        }
    }

    private static func swift(_ request: LayoutReadRequest) throws(UserLayoutError) -> LayoutReadReply {
        let values: SwiftLayoutValues
        do {
            values = try SwiftLayoutValues(parsing: request.source.values ?? "")
        } catch {
            // The position is in the values text, not the code: the message says so.
            throw UserLayoutError(line: 1, column: 1, message: error.description)
        }
        do {
            if request.readsTransitionLayout {
                let result = try SwiftLayoutReader.readTransitionLayout(
                    source: request.source.text, containerSize: request.containerSize, counts: request.source.counts,
                    values: values)
                let notes = result.notes.map {
                    LayoutReadReply.Note(line: $0.line, column: $0.column, message: $0.message)
                }
                return .spec(result.effect.json, name: result.name, notes: notes)
            }
            let result = try SwiftLayoutReader.read(
                source: request.source.text, containerSize: request.containerSize, counts: request.source.counts,
                layoutName: request.layoutName, values: values)
            var notes = result.notes.map { LayoutReadReply.Note(line: $0.line, column: $0.column, message: $0.message) }
            // The pinch between A and B runs through a transition layout subclass the paste brings; one that does
            // not read refuses the paste, never falling back to UIKit's own interpolation unsaid.
            let transition =
                request.withTransitionLayout
                ? try SwiftLayoutReader.readTransitionLayoutIfAny(
                    source: request.source.text, containerSize: request.containerSize, counts: request.source.counts,
                    values: values) : nil
            for note in transition?.notes ?? [] {
                let note = LayoutReadReply.Note(line: note.line, column: note.column, message: note.message)
                if !notes.contains(note) { notes.append(note) }
            }
            return .spec(
                result.spec.json, name: result.name, notes: notes,
                code: SwiftLayoutCode.arrange(source: request.source.text, values: values, result: result),
                transitionLayout: transition.map { TransitionLayoutReading(name: $0.name, effect: $0.effect) })
        } catch {
            let diagnostic = error.diagnostic
            throw UserLayoutError(
                line: diagnostic.line, column: diagnostic.column, message: diagnostic.message,
                unknownNames: error.unknownNames)
        }
    }
}
