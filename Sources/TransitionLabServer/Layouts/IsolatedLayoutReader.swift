import TransitionLabCore
import TransitionLabProtocol

/// The layout reader `transition-lab serve` and `replay` inject: a Swift source is read by `transition-lab-reader`
/// in a process of its own (`LayoutReaderProcess`), so a paste can crash, exhaust or stall only that process; a
/// layout spec is read here (`LayoutSpecReader`) and printed as Swift ("Copy as Swift", `SwiftLayoutPrinter`).
public struct IsolatedLayoutReader: UserLayoutReader {
    public var process: LayoutReaderProcess

    public init(process: LayoutReaderProcess) {
        self.process = process
    }

    public func read(_ source: UserLayoutSource, containerSize: Size) throws(UserLayoutError) -> UserLayoutResult {
        try read(source, containerSize: containerSize, turn: nil)
    }

    /// `read(_:containerSize:)` with the reader process following `turn` (`LayoutReaderProcess.run`).
    func read(
        _ source: UserLayoutSource, containerSize: Size, turn: (any ReadTurn)?
    ) throws(UserLayoutError) -> UserLayoutResult {
        switch source.format {
        case .json:
            return try LayoutSpecReader().read(source, containerSize: containerSize)
        case .swift:
            // A room pinches between its two layouts: the transition layout subclass a paste brings is read too.
            let request = LayoutReadRequest(source: source, containerSize: containerSize, withTransitionLayout: true)
            switch try process.run(request, turn: turn) {
            case .spec(let json, _, let notes, let code, let transitionLayout):
                do {
                    let spec = try LayoutSpec(json: json)
                    return UserLayoutResult(
                        layout: spec.layout(counts: source.counts), notes: notes.map(\.description), code: code,
                        transitionLayout: transitionLayout)
                } catch {
                    throw UserLayoutError(line: 1, column: 1, message: "the layout is not valid: \(error)")
                }
            case .error(let error): throw error
            }
        }
    }
}
