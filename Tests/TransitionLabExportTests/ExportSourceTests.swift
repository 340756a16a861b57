import Foundation
import SwiftParser
import SwiftSyntax
import Testing
import TransitionLabCore

/// Every export parses with swift-syntax without errors, opens with a comment naming the lab's version, the scene
/// and every parameter, and carries the room's numbers: each constant of its tuning enum is the room's value, and
/// the code reads each of them.
@Suite struct ExportSourceTests {
    @Test(arguments: ExportCase.all)
    func parsesWithoutErrors(_ export: ExportCase) throws {
        let file = try export.file()
        let tree = Parser.parse(source: file.text)
        #expect(!tree.hasError)
        #expect(tree.description == file.text)
    }

    @Test(arguments: ExportCase.all)
    func theHeaderNamesTheVersionSceneAndParameters(_ export: ExportCase) throws {
        let text = try export.file().text
        let header = text.split(separator: "\n").prefix { $0.hasPrefix("//") }
        let comment = header.joined(separator: "\n")
        #expect(comment.contains("TransitionLab \(SceneExport.labVersion)"))
        #expect(comment.contains("from the scene \(export.scene)"))
        #expect(comment.contains("Needs iOS"))
        for descriptor in export.parameters.descriptors {
            let value = try #require(export.parameters[descriptor.key])
            #expect(comment.contains("//   \(descriptor.key) = \(Self.literal(value))  ("), "\(descriptor.key)")
        }
    }

    @Test(arguments: ExportCase.all)
    func theTuningEnumHoldsTheRoomsNumbers(_ export: ExportCase) throws {
        let text = try export.file().text
        let constants = try Self.tuningConstants(text)
        let expected = Self.tunedKeys(export)
        #expect(Set(constants.keys) == Set(expected))
        for key in expected {
            let value = try #require(export.parameters[key])
            let written = try #require(constants[key]?.value)
            let descriptor = try #require(export.parameters.descriptors.first { $0.key == key })
            switch descriptor.control {
            case .toggle: #expect(written == (value >= 0.5 ? "true" : "false"), "\(key)")
            default: #expect(Double(written) == value, "\(key): \(written) in the file, \(value) in the room")
            }
            // The code reads the constant: a tuned number never sits unused.
            #expect(text.components(separatedBy: "\(constants[key]!.enumName).\(key)").count > 1, "\(key) is read")
        }
    }

    /// The keys whose values the code needs: the spring lab's picked API's, every parameter of the other scenes.
    static func tunedKeys(_ export: ExportCase) -> [String] {
        guard export.scene == SpringLabScene.name else { return export.parameters.descriptors.map(\.key) }
        let api = Int(export.parameters[SpringLabScene.Key.api] ?? 0)
        let group = SpringLabScene.SpringAPI(rawValue: api)?.group
        return export.parameters.descriptors.filter { $0.group == group }.map(\.key)
    }

    /// `static let key … = literal` of the file's `enum …Tuning`, by key.
    static func tuningConstants(_ text: String) throws -> [String: (enumName: String, value: String)] {
        let tree = Parser.parse(source: text)
        let tuning = try #require(
            tree.statements.compactMap { $0.item.as(EnumDeclSyntax.self) }.first { $0.name.text.hasSuffix("Tuning") })
        var constants: [String: (String, String)] = [:]
        for member in tuning.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            constants[name] = (tuning.name.text, value.trimmedDescription)
        }
        return constants
    }

    static func literal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}

/// The lab's own code in an export reads as code a team would commit: no line past 120 columns. The layouts
/// `SwiftLayoutPrinter` prints (one call a line, as "Copy as Swift") and the user's own code are theirs.
@Suite struct ExportLineLengthTests {
    @Test(arguments: ExportCase.all.filter(\.layouts.isEmpty))
    func noLineOfTheLabsCodePasses120Columns(_ export: ExportCase) throws {
        let long = try export.file().text.split(separator: "\n")
            .filter { $0.count > 120 && !$0.contains("NSCollectionLayout") }
        #expect(long.isEmpty, "\(long.joined(separator: "\n"))")
    }
}

/// docs/export.md shows an exported file: `docs/examples/PhotoGridViewController.swift` is what `transition-lab export`
/// writes for the settings the document gives, and the document quotes its opening.
@Suite struct ExportDocumentationTests {
    @Test func theDocumentedExampleIsWhatTheExportWritesToday() throws {
        let docs = UIKitStub.packageRoot.appendingPathComponent("docs")
        let example = try String(
            contentsOf: docs.appendingPathComponent("examples/PhotoGridViewController.swift"), encoding: .utf8)
        let parameters = try SceneExport.parameters(
            scene: PhotoGridScene.name,
            settings: [("completionResponse", 0.45), ("finishThreshold", 0.35), ("keepsFocalItem", 1)])
        let file = try SceneExport.swift(
            scene: PhotoGridScene.name, SceneExport.Input(parameters: parameters, viewport: ExportCase.iPhone))
        #expect(file.text == example)
        let document = try String(contentsOf: docs.appendingPathComponent("export.md"), encoding: .utf8)
        let opening = example.components(separatedBy: "\n}\n")[0] + "\n}\n"
        #expect(document.contains("```swift\n" + opening + "```"))
    }
}
