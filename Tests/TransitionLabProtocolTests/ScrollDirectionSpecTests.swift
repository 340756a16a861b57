import Testing
import TransitionLabCore

@testable import TransitionLabProtocol

/// The spec's top-level `scrollDirection` (docs/layout-spec.md).
@Suite struct ScrollDirectionSpecTests {
    static let group = #"""
        {"type":"group","axis":"vertical","size":{"width":{"absolute":150},"height":{"fractionalHeight":1}},
         "subitems":[{"type":"item","size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":0.5}}}]}
        """#

    func spec(_ text: String) throws(LayoutSpecError) -> LayoutSpec { try LayoutSpec(parsing: Array(text.utf8)) }

    @Test func readsEitherDirection() throws {
        let compositional = try spec(
            #"{"layout":"compositional","scrollDirection":"horizontal","sections":[{"group":\#(Self.group)}]}"#)
        guard case .compositional(_, _, let configuration) = compositional else {
            Issue.record("not compositional")
            return
        }
        #expect(configuration.scrollDirection == .horizontal)
        let flow = try spec(#"{"layout":"flow","scrollDirection":"horizontal","sections":[{}]}"#)
        #expect((flow.layout() as? FlowLayout)?.scrollDirection == .horizontal)
        let vertical = try spec(#"{"layout":"flow","sections":[{}]}"#)
        #expect((vertical.layout() as? FlowLayout)?.scrollDirection == .vertical)
    }

    @Test(arguments: [
        (#""scrollDirection":"sideways","sections":[{"group":GROUP}]"#, "$.scrollDirection", "not one of vertical"),
        (
            #""scrollDirection":"horizontal","sections":[{"group":GROUP,"orthogonalScrollingBehavior":"paging"}]"#,
            "$.sections[0].orthogonalScrollingBehavior", "not supported yet"
        ),
        (
            #""scrollDirection":"horizontal","sections":[{"group":GROUP,"boundarySupplementaryItems":[{"elementKind":"h","alignment":"top","size":{"width":{"absolute":10},"height":{"absolute":10}}}]}]"#,
            "$.sections[0].boundarySupplementaryItems", "not supported yet"
        ),
    ])
    func refusesWithThePath(fields: String, path: String, problem: String) {
        let text = #"{"layout":"compositional","# + fields.replacingOccurrences(of: "GROUP", with: Self.group) + "}"
        #expect {
            try spec(text)
        } throws: { error in
            guard let error = error as? LayoutSpecError else { return false }
            return error.path == path && error.problem.contains(problem)
        }
    }
}
