import Foundation
import SwiftParser
import SwiftSyntax
import Testing
import TransitionLabProtocol
import TransitionLabSwiftLayout

@testable import TransitionLabCore

/// The layouts in every export read back through the lab's Swift layout reader (as `transition-lab layout --swift`
/// reads a file) to the frames the room shows: the photo grid's seven grids, the zoom grid, the cat-food layout,
/// and `your-layout`'s layouts A and B.
@Suite struct ExportRoundTripTests {
    static func cases(_ scene: String) -> [ExportCase] { ExportCase.all.filter { $0.scene == scene } }

    @Test(arguments: cases(PhotoGridScene.name))
    func photoGridGridsReadBack(_ export: ExportCase) throws {
        let text = try export.file().text
        for columns in FlowLayout.pinchGridColumnCounts {
            // The export builds each grid with `makeGridLayout(columns:)`: one line names the one to read.
            let source = text + "\nlet roundTripLayout = makeGridLayout(columns: \(columns))\n"
            let read = try SwiftLayoutReader.read(
                source: source, containerSize: export.viewport, counts: [PhotoGridScene.itemCount],
                layoutName: "roundTripLayout")
            let grid = FlowLayout.columnGrid(
                columns: columns, itemCount: PhotoGridScene.itemCount, containerWidth: export.viewport.width)
            #expect(try Self.frames(read.spec.layout(), export.viewport) == Self.frames(grid, export.viewport))
        }
    }

    @Test(arguments: cases(ZoomScene.name))
    func zoomGridReadsBackToTheScenesThumbnails(_ export: ExportCase) throws {
        let read = try SwiftLayoutReader.read(
            source: try export.file().text, containerSize: export.viewport, counts: [ZoomScene.itemCount],
            layoutName: "makeGridLayout")
        let scene = ZoomScene(viewport: export.viewport)
        for (key, value) in export.parameters.values { try scene.setParameter(key, to: value) }
        let cells = try LayoutSnapshot(layout: read.spec.layout(), containerSize: export.viewport).attributes
        #expect(cells.count == ZoomScene.itemCount)
        for cell in cells {
            // The scene's thumbnails are on screen, scrolled to rest below the status bar.
            let onScreen = cell.frame.offsetBy(dx: 0, dy: -scene.scroll.offset)
            #expect(onScreen == scene.thumbnailFrame(cell.indexPath.item), "item \(cell.indexPath.item)")
        }
    }

    @Test(arguments: cases(CompositionalScene.name))
    func catFoodLayoutReadsBack(_ export: ExportCase) throws {
        let counts = CompositionalParameters(export.parameters).counts
        let read = try SwiftLayoutReader.read(
            source: try export.file().text, containerSize: export.viewport, counts: counts, layoutName: "makeLayout")
        #expect(
            try Self.frames(read.spec.layout(counts: counts), export.viewport)
                == Self.frames(CatFoodLayout.layout(counts: counts), export.viewport))
    }

    @Test(arguments: cases(YourLayoutScene.name))
    func yourLayoutsReadBack(_ export: ExportCase) throws {
        let text = try export.file().text
        let slots = export.layouts.isEmpty ? [LayoutSlot.a] : Array(export.layouts.keys)
        for slot in slots {
            let expected: any CollectionViewLayout
            if let source = export.layouts[slot] {
                expected = try PreparedUserLayout(
                    InProcessLayoutReader().read(source, containerSize: export.viewport).layout,
                    viewport: export.viewport
                ).layout
            } else {
                expected = YourLayoutScene.capped(CatFoodLayout.layout())
            }
            let (code, entry) = try Self.slotCode(slot, in: text)
            let read = try SwiftLayoutReader.read(
                source: code, containerSize: export.viewport, counts: Self.counts(expected), layoutName: entry)
            #expect(
                try Self.frames(read.spec.layout(counts: Self.counts(expected)), export.viewport)
                    == Self.frames(expected, export.viewport), "layout \(slot.rawValue)")
        }
    }

    /// Slot `slot`'s code in an export (`LayoutA`, its class or namespace) and the name of what builds its layout,
    /// as the exported view controller calls it.
    static func slotCode(_ slot: LayoutSlot, in text: String) throws -> (code: String, entry: String) {
        let host = "Layout\(slot.rawValue.uppercased())"
        let tree = Parser.parse(source: text)
        let declaration = try #require(
            tree.statements.compactMap { $0.item.as(DeclSyntax.self) }.first {
                $0.asProtocol((any NamedDeclSyntax).self)?.name.text == host
            })
        // In `makeLayoutA()`: `let layout = LayoutA.makeLayout()` or `let layout = code.createLayout()`.
        let builder = try #require(text.range(of: "func make\(host)() -> UICollectionViewLayout {"))
        let line = try #require(
            text[builder.upperBound...].split(separator: "\n").first { $0.contains("let layout = ") })
        let called = line.split(separator: "=", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces)
        let member = called.split(separator: ".", maxSplits: 1)[1]
        return (declaration.description, String(member.prefix { $0 != "(" }))
    }

    static func counts(_ layout: any CollectionViewLayout) -> [Int] {
        switch layout {
        case let compositional as CollectionViewCompositionalLayout: compositional.numberOfItemsInSection
        case let flow as FlowLayout: flow.sections.map(\.numberOfItems)
        default: []
        }
    }

    static func frames(_ layout: any CollectionViewLayout, _ viewport: Size) throws -> JSONValue {
        try LayoutSnapshot(layout: layout, containerSize: viewport).json
    }
}
