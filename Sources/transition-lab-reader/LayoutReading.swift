import TransitionLabCore
import TransitionLabProtocol
import TransitionLabSwiftLayout

/// The reply to one request: a Swift source read into its spec (`SwiftLayoutReader`), or a JSON source checked
/// (`LayoutSpecReader`) and printed as Swift (`SwiftLayoutPrinter`).
enum LayoutReading {
    static func reply(to request: LayoutReadRequest) -> LayoutReadReply {
        do throws(UserLayoutError) {
            switch request.source.format {
            case .swift: return try swift(request)
            case .json:
                _ = try LayoutSpecReader.spec(request.source)
                return printout(of: request.source)
            }
        } catch {
            return .error(error)
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
            let result = try SwiftLayoutReader.read(
                source: request.source.text, containerSize: request.containerSize, counts: request.source.counts,
                layoutName: request.layoutName, values: values)
            let notes = result.notes.map { LayoutReadReply.Note(line: $0.line, column: $0.column, message: $0.message) }
            return .spec(result.json, name: result.name, notes: notes)
        } catch {
            let diagnostic = error.diagnostic
            throw UserLayoutError(
                line: diagnostic.line, column: diagnostic.column, message: diagnostic.message,
                unknownNames: error.unknownNames)
        }
    }

    /// The printout of a JSON source that `LayoutSpecReader` accepted.
    private static func printout(of source: UserLayoutSource) -> LayoutReadReply {
        do {
            return .swift(try SwiftLayoutPrinter.swift(for: try JSONValue(parsing: Array(source.text.utf8))))
        } catch let error as SwiftLayoutPrinter.Unprintable {
            return .unprintable(error.description)
        } catch {
            return .unprintable("\(error)")
        }
    }
}
