import Testing
import TransitionLabCore
import TransitionLabProtocol

/// The reader process's request and reply read back as what was written, and anything else is refused.
@Suite struct LayoutReadMessagesTests {
    @Test func requestsReadBack() {
        let requests = [
            LayoutReadRequest(
                source: UserLayoutSource(
                    format: .swift, text: "let a = \"\\u{1}\"\n", counts: [3, 0], values: "A = 1"),
                containerSize: Size(width: 390, height: 844.5), layoutName: "layout"),
            LayoutReadRequest(
                source: UserLayoutSource(format: .json, text: "{}"), containerSize: Size(width: 1, height: 2)),
            LayoutReadRequest(
                source: UserLayoutSource(format: .swift, text: "x"), containerSize: Size(width: 1, height: 2),
                withTransitionLayout: true),
        ]
        for request in requests {
            #expect(LayoutReadRequest(parsing: Array(request.json.serialized.utf8)) == request)
        }
    }

    @Test func repliesReadBack() {
        let replies: [LayoutReadReply] = [
            .spec(
                .object(["layout": "flow", "sections": .array([.object([:])])]), name: "make",
                notes: [.init(line: 2, column: 5, message: "viewDidLoad is skipped")]),
            .spec(.object([:]), name: nil, notes: []),
            .spec(
                .object([:]), name: "createLayout", notes: [],
                code: UserLayoutCode(
                    members: "static let gap = 4\nfunc createLayout() -> UICollectionViewLayout { … }",
                    topLevel: "extension NSCollectionLayoutSection {}", entry: "createLayout(in: view)",
                    classNames: ["GalleryViewController"], readsCollectionView: true,
                    notes: ["Metrics.gap is filled in with the value you gave."])),
            .spec(
                .object([:]), name: "makeLayout", notes: [],
                code: UserLayoutCode(host: .namespace, members: "static func makeLayout() {}", entry: "makeLayout()")),
            .spec(
                .object([:]), name: "layout", notes: [],
                transitionLayout: TransitionLayoutReading(
                    name: "FadingTransitionLayout",
                    effect: TransitionLayoutEffect(
                        fields: [.cells: [.alpha: .operation(.subtract, [.constant(1), .variable(.progress)])]]))),
            .error(UserLayoutError(line: 3, column: 1, message: "unknown", unknownNames: ["Metrics.gap"])),
        ]
        for reply in replies {
            #expect(LayoutReadReply(parsing: Array(reply.json.serialized.utf8)) == reply)
        }
    }

    @Test func otherInputIsRefused() {
        for text in [
            "", "[]", "{}", #"{"format":"swift","text":"x","width":1}"#,
            #"{"format":"kotlin","text":"x","width":1,"height":1}"#,
            #"{"format":"json","text":"x","width":1,"height":1,"counts":[1.5]}"#,
        ] {
            #expect(LayoutReadRequest(parsing: Array(text.utf8)) == nil, "\(text)")
        }
        for text in [
            "", "{}", #"{"spec":{}}"#, #"{"error":{"line":1,"column":1}}"#, #"{"swift":"x"}"#,
            #"{"spec":{},"notes":[],"code":{"host":"class","members":"","topLevel":"","entry":"f()","classNames":[],"readsCollectionView":false,"notes":[]}}"#,
            #"{"spec":{},"notes":[],"code":{"members":""}}"#,
            #"{"spec":{},"notes":[],"transitionLayout":{"transitionLayout":{}}}"#,
            #"{"spec":{},"notes":[],"transitionLayoutName":"T","transitionLayout":{"transitionLayout":{"cells":{"x":"nope"}}}}"#,
        ] {
            #expect(LayoutReadReply(parsing: Array(text.utf8)) == nil, "\(text)")
        }
    }
}
