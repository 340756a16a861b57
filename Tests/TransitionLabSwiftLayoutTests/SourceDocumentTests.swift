import Foundation
import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// The compositional-layout source document's own code, read at test time from `../shared/seeds` next to the
/// package (never copied into the project). The documents are required: a clone without `shared/` beside it fails.
@Suite struct SourceDocumentTests {
    static let documentFolder = Support.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/seeds")

    /// The document's layout code blocks, as they stand: the section-provider closure (with `viewDidLoad`), the
    /// three `setup…Section()` functions and the header `lazy var`.
    static func catFoodSource() throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: documentFolder.path)
        let name = try #require(
            files.first(where: { $0.hasPrefix("003_") }), "no compositional-layout document in \(documentFolder.path)")
        let text = try String(contentsOf: documentFolder.appendingPathComponent(name), encoding: .utf8)
        let blocks = Support.swiftBlocks(text).filter { $0.contains("func setup") || $0.contains("lazy var") }
        #expect(blocks.count == 5)
        return blocks.joined(separator: "\n\n")
    }

    @Test func catFoodCodeGivesTheBuiltInLayout() throws {
        let source = try Self.catFoodSource()
        let expected = try Support.exampleSpec("cat-food.json")
        let result = try Support.read(source, counts: expected.numberOfItems)
        #expect(result.spec == expected)
        #expect(result.name == "compositionalLayout")
        for offset in [0.0, 200, 700] {
            #expect(Support.frames(result.spec, offset: offset) == Support.frames(expected, offset: offset))
        }
        let notes = result.notes.map(\.message)
        #expect(notes.contains { $0.contains("viewDidLoad") })
        #expect(notes.contains { $0.contains("enum Section is not in the pasted code") })
    }

    @Test func catFoodProviderIsAskedUntilItTraps() throws {
        let source = try Self.catFoodSource()
        let result = try Support.read(source)
        #expect(result.spec.numberOfItems == [10, 10, 10])
        let expected = try Support.exampleSpec("cat-food.json")
        #expect(Support.frames(result.spec, counts: [8, 10, 6]) == Support.frames(expected))
    }
}
