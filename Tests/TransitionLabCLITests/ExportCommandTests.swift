import Foundation
import Testing
import TransitionLabCore

/// `transition-lab export`, run as a user would: a file per scene with the parameters given, and exit code 2 with
/// the reason for an unknown scene or parameter, a value outside its range, or a layout file that does not read.
@Suite struct ExportCommandTests {
    func temporary(_ name: String, _ text: String? = nil) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)-\(name)")
        if let text { try Data(text.utf8).write(to: url) }
        return url.path
    }

    @Test(arguments: SceneCatalog.names)
    func everySceneExportsToStandardOutput(scene: String) throws {
        let result = try runTransitionLab(["export", "--scene", scene])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("exported by TransitionLab \(SceneExport.labVersion) from the scene \(scene)"))
        #expect(result.stdout.contains("\nimport UIKit\n"))
        #expect(result.stderr.isEmpty)
    }

    @Test func settingsReachTheFileWrittenWithOut() throws {
        let out = try temporary("PhotoGrid.swift", "an older export, longer than nothing")
        let inode = try FileManager.default.attributesOfItem(atPath: out)[.systemFileNumber] as? Int
        let result = try runTransitionLab([
            "export", "--scene", "photo-grid", "--set", "completionResponse=0.45", "--set", "finishThreshold=0.35",
            "--set", "keepsFocalItem=1", "--out", out,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let after = try FileManager.default.attributesOfItem(atPath: out)[.systemFileNumber] as? Int
        #expect(inode != nil && after == inode, "--out writes in place (a device such as /dev/null stays the device)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.hasPrefix("//"), "the older text is replaced, not appended to")
        #expect(text.contains("//   completionResponse = 0.45  (Finish / cancel spring: Response)"))
        #expect(text.contains("    static let completionResponse: CGFloat = 0.45\n"))
        #expect(text.contains("    static let finishThreshold: CGFloat = 0.35\n"))
        #expect(text.contains("    static let keepsFocalItem = true\n"))
    }

    @Test func yourLayoutExportsTheLayoutFilesCodeWithItsValues() throws {
        let layout = try temporary(
            "A.swift",
            """
            func createLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: Theme.tile, height: Theme.tile)
                return layout
            }
            """)
        let values = try temporary("values.txt", "Theme.tile = 120")
        let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/examples/cat-food.json").path
        let result = try runTransitionLab([
            "export", "--scene", "your-layout", "--layout", layout, "--values", values, "--layout-b", spec,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("layout.itemSize = CGSize(width: 120, height: 120)"))
        #expect(result.stdout.contains("final class LayoutA: UIViewController {"))
        #expect(result.stdout.contains("@MainActor enum LayoutB {"))
        #expect(result.stdout.contains("pinch.layouts = [makeLayoutA(), makeLayoutB()]"))
    }

    /// Bad input: exit 2, the reason on standard error naming what is wrong, nothing on standard output.
    @Test(arguments: [
        (["--scene", "photo-gird"], "no scene \"photo-gird\""),
        (["--scene", "photo-grid", "--set", "bounciness=2"], "no parameter \"bounciness\" in photo-grid"),
        (["--scene", "photo-grid", "--set", "finishThreshold=0.99"], "finishThreshold = 0.99 is outside 0.05…0.95"),
        (["--scene", "today-cards", "--set", "presentDamping"], "--set takes KEY=VALUE"),
        (["--scene", "zoom", "--layout", "/nonexistent/A.swift"], "--layout, --layout-b, --values and --values-b"),
        (
            ["--scene", "your-layout", "--layout", "/nonexistent/A.swift"],
            "cannot read layout file '/nonexistent/A.swift'"
        ),
        (["--scene", "your-layout", "--layout", "A.txt"], "must end in .swift or .json"),
    ])
    func badInputExitsWithCode2(arguments: [String], message: String) throws {
        let result = try runTransitionLab(["export"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aLayoutFileThatDoesNotReadExitsWithCode2NamingIt() throws {
        let layout = try temporary(
            "A.swift",
            "func createLayout() -> UICollectionViewLayout {\n    return UICollectionViewFlowLayout(x: 1)\n}\n")
        let result = try runTransitionLab(["export", "--scene", "your-layout", "--layout", layout])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(layout):2:12: "), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// The photo grid's 9-column grid, exported, reads back through `transition-lab layout --swift` to the frames of
    /// the same grid as a layout spec (docs/examples/photo-grid.json).
    @Test func theExportedGridReadsBackThroughTheLayoutCommand() throws {
        let exported = try runTransitionLab(["export", "--scene", "photo-grid"])
        #expect(exported.status == 0)
        // One line names the grid to read: the export builds each with `makeGridLayout(columns:)`.
        let file = try temporary(
            "PhotoGrid.swift", exported.stdout + "\nlet nineColumns = makeGridLayout(columns: 9)\n")
        let size = ["--width", "390", "--height", "844", "--counts", "60"]
        let fromExport = try runTransitionLab(["layout", "--swift", file, "--name", "nineColumns"] + size)
        let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/examples/photo-grid.json").path
        let fromSpec = try runTransitionLab(["layout", "--spec", spec] + size)
        #expect(fromExport.status == 0, "\(fromExport.stderr)")
        #expect(fromExport.stdout == fromSpec.stdout)
    }
}
