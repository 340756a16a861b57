import TransitionLabCore
import TransitionLabProtocol

/// The layout reader `transition-lab serve` and `replay` inject: a Swift source is read by `transition-lab-reader`
/// in a process of its own (`LayoutReaderProcess`), so a paste can crash, exhaust or stall only that process; a
/// layout spec is read here (`LayoutSpecReader`) and the reader prints it as Swift ("Copy as Swift").
public struct SwiftLayoutProcessReader: UserLayoutReader {
    public var process: LayoutReaderProcess

    public init(process: LayoutReaderProcess) {
        self.process = process
    }

    public func read(_ source: UserLayoutSource, containerSize: Size) throws(UserLayoutError) -> UserLayoutReading {
        let request = LayoutReadRequest(source: source, containerSize: containerSize)
        switch source.format {
        case .json:
            let layout = try LayoutSpecReader.spec(source).layout(counts: source.counts)
            do {
                guard case .swift(let swift) = try process.run(request) else {
                    return UserLayoutReading(layout: layout)
                }
                return UserLayoutReading(layout: layout, swift: swift)
            } catch {
                return UserLayoutReading(layout: layout, notes: ["1:1: no Swift printout: \(error.message)"])
            }
        case .swift:
            switch try process.run(request) {
            case .spec(let json, _, let notes):
                do {
                    let spec = try LayoutSpec(json: json)
                    return UserLayoutReading(
                        layout: spec.layout(counts: source.counts), notes: notes.map(\.description))
                } catch {
                    throw UserLayoutError(line: 1, column: 1, message: "the layout is not valid: \(error)")
                }
            case .error(let error): throw error
            case .swift, .unprintable:
                throw UserLayoutError(line: 1, column: 1, message: "the Swift layout reader answered another request")
            }
        }
    }
}
