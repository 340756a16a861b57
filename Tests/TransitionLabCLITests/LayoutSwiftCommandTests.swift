import ArgumentParser
import Foundation
import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import transition_lab

/// `transition-lab layout --swift` and `--print-swift`.
@Suite struct LayoutSwiftCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/examples")

    func temporarySwift(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString).swift")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test(arguments: ["cat-food.json", "modern-collection-views.json", "photo-grid.json"])
    func printedSwiftGivesTheSameFramesAsTheSpec(example: String) throws {
        let spec = Self.examples.appendingPathComponent(example).path
        let swift = try TransitionLab.Layout.parse(["--spec", spec, "--print-swift"]).output()
        let file = try temporarySwift(swift)
        let counts = try LayoutSpec(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: spec)))).numberOfItems
        let size = ["--width", "390", "--height", "844", "--offset", "150"]
        let fromSwift = try TransitionLab.Layout.parse(
            ["--swift", file, "--counts", counts.map(String.init).joined(separator: ",")] + size
        ).output()
        let fromSpec = try TransitionLab.Layout.parse(["--spec", spec] + size).output()
        #expect(fromSwift == fromSpec)
    }

    @Test func badSwiftExitsWithCode2() throws {
        let file = try temporarySwift(
            "func f() -> UICollectionViewLayout {\n    return UICollectionViewFlowLayout(x: 1)\n}\n")
        let command = try TransitionLab.Layout.parse(["--swift", file, "--width", "390", "--height", "844"])
        #expect {
            try command.output()
        } throws: { error in
            "\(error)"
                == "2:12: not supported yet: `UICollectionViewFlowLayout(x:)` (docs/swift-layouts.md#not-supported-yet): "
                + "rewrite that line with what the reader runs, or replace what it computes with a name whose value "
                + "you give in Values"
        }
        #expect {
            try command.run()
        } throws: { error in
            (error as? ExitCode)?.rawValue == 2
        }
    }

    @Test func valuesFromAFileAndTheCommandLineFillUnknownNames() throws {
        let file = try temporarySwift(
            """
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.row))
            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            section.interGroupSpacing = Metrics.gap
            let layout = UICollectionViewCompositionalLayout(section: section)
            """)
        let size = ["--width", "390", "--height", "844", "--counts", "2"]
        #expect {
            try TransitionLab.Layout.parse(["--swift", file] + size).output()
        } throws: { error in
            "\(error)".contains("'Metrics.row' (1:99), 'Metrics.gap' (3:29)")
        }
        let valuesFile = FileManager.default.temporaryDirectory.appendingPathComponent("values-\(UUID().uuidString)")
        try Data("Metrics.row = 50\n".utf8).write(to: valuesFile)
        let output = try TransitionLab.Layout.parse(
            ["--swift", file, "--values", valuesFile.path, "--value", "Metrics.gap=6"] + size
        ).output()
        let frames = try JSONValue(parsing: Array(output.utf8))
        guard case .array(let elements) = frames["attributes"] else {
            Issue.record("no attributes")
            return
        }
        // Rows 50 tall, 6 apart: y 0 and 56.
        #expect(elements.map { $0["y"]?.doubleValue } == [0, 56])
        #expect(throws: (any Error).self) {
            try TransitionLab.Layout.parse(["--swift", file, "--value", "Metrics.gap 6"] + size).output()
        }
    }

    @Test func optionsAreChecked() {
        for arguments in [
            ["--width", "390", "--height", "844"],
            ["--spec", "a.json", "--swift", "a.swift", "--width", "390", "--height", "844"],
            ["--swift", "a.swift", "--print-swift"],
            ["--swift", "a.swift", "--height", "844"],
            ["--spec", "a.json", "--name", "layout", "--width", "390", "--height", "844"],
        ] {
            #expect(throws: (any Error).self, "\(arguments)") { try TransitionLab.Layout.parse(arguments) }
        }
    }
}
