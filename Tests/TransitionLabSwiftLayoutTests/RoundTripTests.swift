import Foundation
import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// `--print-swift` then `--swift` gives back the same layout, for every example spec.
@Suite struct RoundTripTests {
    static let examples: [String] = {
        let folder = Support.packageRoot.appendingPathComponent("docs/examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 3)
    }

    @Test(arguments: examples)
    func printedSwiftReadsBackToTheSameLayout(example: String) throws {
        let spec = try Support.exampleSpec(example)
        let swift = try SwiftLayoutPrinter.swift(for: spec)
        let result = try Support.read(swift, counts: spec.numberOfItems)
        #expect(result.spec == spec)
        #expect(Support.frames(result.spec) == Support.frames(spec))
        // Nothing is skipped; an estimated dimension is still said to be drawn at its estimate.
        let skipped = result.notes.filter { !$0.message.contains("is drawn at the estimate") }
        #expect(skipped.isEmpty, "\(skipped)")
    }

    /// Code written with values from outside the paste, kinds named outside it, enum members, view parameters,
    /// zero offsets and implicit `.init`: read, printed, and read back to the same layout and frames.
    static let constructSources: [(String, String)] = [
        (UnknownValueTests.spacedList, "Metrics.rowSpacing = 8\nMetrics.inset = 16"),
        (UnknownValueTests.titledSection, ""),
        (AbsoluteOffsetTests.source(".zero"), ""),
        (TraitCollectionTests.adaptive, ""),
        (HorizontalLayoutTests.cards, ""),
        (HorizontalLayoutTests.shelf, ""),
        (FlowSubclassTests.columns, ""),
        (VisibleItemsHandlerTests.carousel, ""),
        ("func createLayout(in view: UIView) -> UICollectionViewLayout {\n\(LayoutChoiceTests.body)\n}", ""),
        (Fixtures.badges, ""), (Fixtures.insetGroupedList, ""), (Fixtures.mixedLists, ""),
    ]

    @Test(arguments: constructSources.indices)
    func newConstructsPrintAndReadBack(index: Int) throws {
        let (source, values) = Self.constructSources[index]
        let first = try SwiftLayoutReader.read(
            source: source, containerSize: Support.iPhone, counts: [3, 2],
            values: try SwiftLayoutValues(parsing: values))
        let swift = try SwiftLayoutPrinter.swift(for: first.spec)
        let again = try Support.read(swift, counts: [3, 2])
        #expect(again.spec == first.spec)
        #expect(Support.frames(again.spec) == Support.frames(first.spec))
    }

    /// What `transition-lab-reader` sends: the spec a paste reads as, written as JSON, reads back to the same spec.
    @Test(arguments: constructSources.indices)
    func readSpecsReadBackFromTheirJSON(index: Int) throws {
        let (source, values) = Self.constructSources[index]
        let spec = try SwiftLayoutReader.read(
            source: source, containerSize: Support.iPhone, counts: [3, 2],
            values: try SwiftLayoutValues(parsing: values)
        ).spec
        #expect(try LayoutSpec(parsing: Array(spec.json.serialized.utf8)) == spec)
    }

    @Test func elementKindsAreEscaped() throws {
        let json = #"""
            {"layout":"compositional","sections":[{"group":{"type":"group","axis":"horizontal",
             "size":{"width":{"fractionalWidth":1},"height":{"absolute":44}},
             "subitems":[{"type":"item","size":{"width":{"fractionalWidth":1},"height":{"absolute":44}}}]},
             "decorationItems":[{"elementKind":"a \"quoted\" \\ kind\n"}]}]}
            """#
        let spec = try LayoutSpec(parsing: Array(json.utf8))
        #expect(try Support.read(try SwiftLayoutPrinter.swift(for: spec)).spec == spec)
    }

    @Test func flowSectionsThatDifferHaveNoSwiftForm() throws {
        let json = #"{"layout":"flow","sections":[{"itemSize":[10,10]},{"itemSize":[20,20]}]}"#
        #expect(throws: SwiftLayoutPrinter.Unprintable.self) {
            try SwiftLayoutPrinter.swift(for: try LayoutSpec(parsing: Array(json.utf8)))
        }
    }
}
