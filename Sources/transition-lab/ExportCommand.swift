import ArgumentParser
import Foundation
import TransitionLabCore
import TransitionLabProtocol
import TransitionLabServer

extension TransitionLab {
    /// `transition-lab export`: a scene as one Swift file for an iOS app target.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write a scene, tuned, as one Swift file an iOS app target compiles with UIKit (docs/export.md).",
            discussion: """
                The file holds a view controller and the small types it needs, with every parameter's value in its \
                Tuning enum; a comment at its top names the lab's version, the scene and the parameters. An unknown \
                scene or parameter, a value outside its range or a layout file that does not read prints the reason \
                and exits with code 2.

                Examples:
                  transition-lab export --scene photo-grid --set completionResponse=0.45 --out PhotoGrid.swift
                  transition-lab export --scene your-layout --layout A.swift --layout-b B.json
                """)

        @Option(help: ArgumentHelp("The scene: \(SceneCatalog.names.joined(separator: ", ")).", valueName: "name"))
        var scene: String

        @Option(
            name: .customLong("set"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A parameter's value, in its range (repeatable).", valueName: "KEY=VALUE"))
        var settings: [String] = []

        @Option(
            help: ArgumentHelp(
                "your-layout's layout A: UIKit code (.swift) or a layout spec (.json).", valueName: "A.swift"))
        var layout: String?

        @Option(help: ArgumentHelp("your-layout's layout B, pinched to from A.", valueName: "B.swift"))
        var layoutB: String?

        @Option(
            help: ArgumentHelp(
                "Values of names layout A's code reads but does not define, one 'Name = value' a line.",
                valueName: "file"))
        var values: String?

        @Option(help: ArgumentHelp("Values for layout B's code.", valueName: "file"))
        var valuesB: String?

        @Option(parsing: .unconditional, help: ArgumentHelp("Screen width, in points.", valueName: "points"))
        var width = ServerConfiguration.roomViewport.width

        @Option(parsing: .unconditional, help: ArgumentHelp("Screen height, in points.", valueName: "points"))
        var height = ServerConfiguration.roomViewport.height

        @Option(help: ArgumentHelp("Write the file here (default: standard output).", valueName: "file"))
        var out: String?

        @OptionGroup var readerOptions: ReaderOptions

        func validate() throws {
            guard width > 0, height > 0, width.isFinite, height.isFinite, width <= 4096, height <= 4096 else {
                throw ValidationError("--width and --height must be between 0 and 4096 points")
            }
            if layout != nil || layoutB != nil || values != nil || valuesB != nil, scene != YourLayoutScene.name {
                throw ValidationError("--layout, --layout-b, --values and --values-b are for --scene your-layout")
            }
            for path in [layout, layoutB].compactMap(\.self) where Serve.layoutFormat(of: path) == nil {
                throw ValidationError("--layout: \"\(path)\" must end in .swift or .json")
            }
            _ = try parsedSettings()
        }

        func run() throws {
            do {
                let parameters = try SceneExport.parameters(scene: scene, settings: try parsedSettings())
                var layouts: [LayoutSlot: SceneExport.Layout] = [:]
                for (slot, path, values) in [(LayoutSlot.a, layout, values), (.b, layoutB, valuesB)] {
                    if let path { layouts[slot] = try read(path, values: values, slot: slot) }
                }
                let file = try SceneExport.swift(
                    scene: scene, SceneExport.Input(parameters: parameters, viewport: viewport, layouts: layouts))
                if let out {
                    guard let output = OutputFile.open(out) else { throw Failure("cannot write '\(out)'") }
                    output.write(Data(file.text.utf8))
                } else {
                    print(file.text, terminator: "")
                }
            } catch let error as SceneExportError {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            } catch let failure as Failure {
                FileHandle.standardError.write(Data("\(failure.description)\n".utf8))
                throw ExitCode(2)
            }
        }

        private var viewport: TransitionLabCore.Size { TransitionLabCore.Size(width: width, height: height) }

        /// Layout file `path` read (by the Swift layout reader's process for Swift) and prepared for the screen, with
        /// its code arranged for the export.
        private func read(_ path: String, values: String?, slot: LayoutSlot) throws -> SceneExport.Layout {
            guard let data = FileManager.default.contents(atPath: path), let format = Serve.layoutFormat(of: path)
            else { throw Failure("error: cannot read layout file '\(path)'") }
            var valuesText: String?
            if let values {
                guard let text = FileManager.default.contents(atPath: values) else {
                    throw Failure("error: cannot read values file '\(values)'")
                }
                valuesText = String(decoding: text, as: UTF8.self)
            }
            let source = UserLayoutSource(
                format: format, text: String(decoding: data, as: UTF8.self), values: valuesText)
            let room: RoomLayout
            do {
                room = try RoomLayout.read(
                    source, slot: slot, viewport: viewport,
                    with: IsolatedLayoutReader(process: readerOptions.process))
            } catch {
                throw Failure("\(path):\(error)")
            }
            guard let code = room.reading.code else {
                throw Failure(
                    "\(path):1:1: the export calls the layout by its name: build it in a property or a function "
                        + "(docs/export.md)")
            }
            return SceneExport.Layout(code: code, layout: room.prepared.layout, prepared: room.prepared.prepared)
        }

        /// `--set KEY=VALUE` as pairs, in order.
        private func parsedSettings() throws -> [(key: String, value: Double)] {
            try settings.map { setting in
                let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty, let value = Double(parts[1]) else {
                    throw ValidationError("--set takes KEY=VALUE with a number, such as completionResponse=0.45")
                }
                return (parts[0], value)
            }
        }

        /// A message printed as it is, then exit 2.
        struct Failure: Error, CustomStringConvertible {
            let description: String
            init(_ description: String) { self.description = description }
        }
    }
}
