import TransitionLabCore
import TransitionLabProtocol
import TransitionLabSwiftLayout

/// A paste read in this process, as `transition-lab-reader` reads it for the server: UIKit code through
/// `SwiftLayoutReader` and arranged for the export (`SwiftLayoutCode`), layout specs through `LayoutSpecReader`.
struct InProcessLayoutReader: UserLayoutReader {
    var limits = SwiftLayoutLimits()

    func read(_ source: UserLayoutSource, containerSize: Size) throws(UserLayoutError) -> UserLayoutResult {
        switch source.format {
        case .json:
            return try LayoutSpecReader().read(source, containerSize: containerSize)
        case .swift:
            let values: SwiftLayoutValues
            do {
                values = try SwiftLayoutValues(parsing: source.values ?? "")
            } catch {
                // The position is in the values text, not the code: the message says so.
                throw UserLayoutError(line: 1, column: 1, message: error.description)
            }
            do {
                let result = try SwiftLayoutReader.read(
                    source: source.text, containerSize: containerSize, counts: source.counts, values: values,
                    limits: limits)
                return UserLayoutResult(
                    layout: result.spec.layout(counts: source.counts), notes: result.notes.map(\.description),
                    code: SwiftLayoutCode.arrange(source: source.text, values: values, result: result))
            } catch {
                let diagnostic = error.diagnostic
                throw UserLayoutError(
                    line: diagnostic.line, column: diagnostic.column, message: diagnostic.message,
                    unknownNames: error.unknownNames)
            }
        }
    }
}
