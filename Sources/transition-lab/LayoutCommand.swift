import ArgumentParser
import Foundation
import TransitionLabCore
import TransitionLabProtocol
import TransitionLabServer

extension TransitionLab {
    /// `transition-lab layout`: every element's frame for a JSON layout spec, as JSON.
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "layout",
            abstract:
                "Print every element's frame for a layout spec (docs/layout-spec.md) or UIKit layout code "
                + "(docs/swift-layouts.md).",
            discussion: """
                Prints {"contentSize":{"width","height"},"attributes":[{"section","item","kind","x","y","w","h",\
                "alpha","zIndex"}]}. Orthogonal sections are at orthogonal offset 0. A bad spec prints the JSON path \
                and the problem; bad Swift prints FILE:line:column: message; both exit with code 2. With \
                --print-swift, prints the spec as UIKit code that --swift reads back to the same layout.
                """)

        @Option(help: ArgumentHelp("The layout spec (JSON, see docs/layout-spec.md).", valueName: "file.json"))
        var spec: String?

        @Option(
            help: ArgumentHelp(
                "UIKit layout code (Swift, see docs/swift-layouts.md), read without compiling it.",
                valueName: "file.swift"))
        var swift: String?

        @Option(
            help: ArgumentHelp(
                "With --swift: the property or function that builds the layout (default: the first layout found).",
                valueName: "name"))
        var name: String?

        @Option(
            help: ArgumentHelp(
                "With --swift: values of names the code reads but does not define, one 'Name = value' a line "
                    + "(Metrics.rowSpacing = 8).",
                valueName: "file"))
        var values: String?

        @Option(
            name: .customLong("value"),
            help: ArgumentHelp(
                "With --swift: one value of a name the code reads but does not define (repeatable).",
                valueName: "Name=value"))
        var valueList: [String] = []

        @Option(
            help: ArgumentHelp(
                "A UICollectionViewTransitionLayout subclass (Swift) to run between the --swift (or --spec) layout "
                    + "and --next, at --progress.", valueName: "file.swift"))
        var transition: String?

        @Option(
            help: ArgumentHelp(
                "With --transition: the layout the transition goes to (Swift; JSON when the name ends in .json).",
                valueName: "file"))
        var next: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("With --transition: the transition's progress, 0 to 1.", valueName: "p"))
        var progress: Double = 0

        @Flag(help: "Print the --spec layout as UIKit Swift code instead of frames.")
        var printSwift = false

        @Option(parsing: .unconditional, help: ArgumentHelp("Collection view width, in points.", valueName: "points"))
        var width: Double?

        @Option(parsing: .unconditional, help: ArgumentHelp("Collection view height, in points.", valueName: "points"))
        var height: Double?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Items per section, comma-separated; sections without one keep the spec's numberOfItems, and the "
                    + "spec's sections repeat if more are given.",
                valueName: "n,n,…"))
        var counts: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Main-axis content offset for pinned headers and footers and for a custom layout asked again as "
                    + "the content scrolls, in points.", valueName: "y"))
        var offset: Double = 0

        @Option(
            help: ArgumentHelp(
                "Self-sized cell sizes: {\"section,item\": [width, height]} (default: the estimates).",
                valueName: "file.json"))
        var measure: String?

        @OptionGroup var readerOptions: ReaderOptions

        func validate() throws {
            guard (spec == nil) != (swift == nil) else { throw ValidationError("give either --spec or --swift") }
            if printSwift {
                guard spec != nil else { throw ValidationError("--print-swift prints a --spec file as Swift") }
                return
            }
            guard let width, let height, width > 0, height > 0, width.isFinite, height.isFinite else {
                throw ValidationError("--width and --height must be positive")
            }
            if name != nil, swift == nil { throw ValidationError("--name picks a layout of a --swift file") }
            if values != nil || !valueList.isEmpty, swift == nil {
                throw ValidationError("--values and --value give names a --swift file reads")
            }
            if (transition == nil) != (next == nil) {
                throw ValidationError("--transition runs between the layout and --next: give both")
            }
            guard progress.isFinite else { throw ValidationError("--progress must be a number") }
            _ = try parsedCounts()
        }

        func run() throws {
            do {
                print(try output())
            } catch let error as LayoutSpecError {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            } catch let error as FileError {
                FileHandle.standardError.write(Data("\(error.path):\(error.error)\n".utf8))
                throw ExitCode(2)
            } catch let error as SwiftLayoutPrinter.Unprintable {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            } catch let error as LayoutCostError {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            }
        }

        /// The JSON (or, with `--print-swift`, the Swift) this command prints.
        func output() throws -> String {
            if let transition, let next {
                let current =
                    try swift.map { try spec(swift: $0) }
                    ?? LayoutSpec(
                        parsing: try Self.contents(of: spec ?? "", option: "--spec"))
                let nextSpec =
                    next.hasSuffix(".json")
                    ? try LayoutSpec(parsing: try Self.contents(of: next, option: "--next")) : try spec(swift: next)
                let effect = try transitionLayout(transition)
                let counts = try parsedCounts()
                let snapshot = try LayoutSnapshot(
                    transitionFrom: current.layout(counts: counts), to: nextSpec.layout(counts: counts),
                    effect: effect, progress: progress, containerSize: containerSize, contentOffsetY: offset)
                return snapshot.json.serialized
            }
            if let swift { return try frames(of: try spec(swift: swift)) }
            let data = try Self.contents(of: spec ?? "", option: "--spec")
            let layoutSpec = try LayoutSpec(parsing: data)
            if printSwift {
                return try SwiftLayoutPrinter.swift(for: layoutSpec)
            }
            return try frames(of: layoutSpec)
        }

        /// The spec the reader process reads from the Swift file at `path`, its notes printed.
        private func spec(swift path: String) throws -> LayoutSpec {
            let json = try read(path, option: "--swift", transitionLayout: false)
            return try LayoutSpec(json: json)
        }

        /// The transition layout subclass in the Swift file at `path`.
        private func transitionLayout(_ path: String) throws -> TransitionLayoutEffect? {
            let json = try read(path, option: "--transition", transitionLayout: true)
            return try TransitionLayoutEffect(json: json)
        }

        private func read(_ path: String, option: String, transitionLayout: Bool) throws -> JSONValue {
            let source = UserLayoutSource(
                format: .swift, text: String(decoding: try Self.contents(of: path, option: option), as: UTF8.self),
                counts: try parsedCounts(), values: try valuesText())
            let request = LayoutReadRequest(
                source: source, containerSize: containerSize, layoutName: transitionLayout ? nil : name,
                readsTransitionLayout: transitionLayout)
            let reply: LayoutReadReply
            do { reply = try readerOptions.process.run(request) } catch { throw FileError(path: path, error: error) }
            switch reply {
            case .spec(let json, _, let notes, _, _):
                for note in notes {
                    FileHandle.standardError.write(
                        Data("\(path):\(note.line):\(note.column): note: \(note.message)\n".utf8))
                }
                return json
            case .error(let error):
                throw FileError(path: path, error: error)
            }
        }

        /// A read error in one of the files read: printed with that file's path.
        struct FileError: Error, CustomStringConvertible {
            var path: String
            var error: UserLayoutError

            var description: String { error.description }
        }

        private var containerSize: TransitionLabCore.Size {
            TransitionLabCore.Size(width: width ?? 0, height: height ?? 0)
        }

        private func frames(of layoutSpec: LayoutSpec) throws -> String {
            let sizes = try measure.map { path in
                try MeasuredItemSizes(parsing: try Self.contents(of: path, option: "--measure"))
            }
            let layout = layoutSpec.layout(counts: try parsedCounts(), preferredItemSize: sizes?.preferredItemSize)
            let snapshot = try LayoutSnapshot(layout: layout, containerSize: containerSize, contentOffsetY: offset)
            return snapshot.json.serialized
        }

        /// `--values FILE`, then every `--value Name=value`, as one values text (nil for none).
        private func valuesText() throws -> String? {
            var lines: [String] = []
            if let values {
                lines.append(String(decoding: try Self.contents(of: values, option: "--values"), as: UTF8.self))
            }
            lines += valueList
            return lines.isEmpty ? nil : lines.joined(separator: "\n")
        }

        private func parsedCounts() throws -> [Int]? {
            guard let counts else { return nil }
            let values = counts.split(separator: ",").map { Int($0.filter { $0 != " " }) }
            guard !values.isEmpty, values.allSatisfy({ ($0 ?? -1) >= 0 }) else {
                throw ValidationError("--counts takes whole numbers ≥ 0 separated by commas, such as 8,10,6")
            }
            return values.compactMap { $0 }
        }

        private static func contents(of path: String, option: String) throws -> Data {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw LayoutSpecError(path: "$", problem: "cannot read \(option) file '\(path)'")
            }
            return data
        }
    }
}
