/// The comment an exported file opens with: the lab's version, the scene, the screen and every parameter with its
/// value, the iOS version the file needs, and how to use it.
struct ExportHeader {
    let fileName: String
    let scene: any Scene.Type
    let input: SceneExport.Input
    let requirement: String
    let viewController: String

    var text: String {
        let size = "\(SwiftLiteral.number(input.viewport.width)) × \(SwiftLiteral.number(input.viewport.height))"
        var lines = [
            "// \(fileName): exported by TransitionLab \(SceneExport.labVersion) from the scene \(scene.name)",
            "// (\(scene.title)) as laid out for a \(size)-pt screen, with these parameters:",
        ]
        for descriptor in input.parameters.descriptors {
            let value = SwiftLiteral.number(input.parameters[descriptor.key] ?? descriptor.defaultValue)
            lines.append("//   \(descriptor.key) = \(value)  (\(descriptor.group): \(descriptor.label))")
        }
        lines += Self.comment(requirement)
        lines += Self.comment(
            "Add this file to an iOS app target (it imports UIKit only) and show \(viewController)(), for example as "
                + "the window's root view controller.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as `//` lines of at most `width` columns, broken between words.
    static func comment(_ text: String, width: Int = 116) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width - 3 {
                lines.append("// " + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + (line.isEmpty ? [] : ["// " + line])
    }
}
