import ArgumentParser
import Foundation
import TransitionLabCore
import TransitionLabProtocol

extension TransitionLab {
    /// `transition-lab layout`: every element's frame for a JSON layout spec, as JSON.
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "layout",
            abstract: "Print every element's frame for a compositional or flow layout spec (docs/layout-spec.md).",
            discussion: """
                Prints {"contentSize":{"width","height"},"attributes":[{"section","item","kind","x","y","w","h",\
                "alpha","zIndex"}]}. Orthogonal sections are at orthogonal offset 0. A bad spec prints the JSON path \
                and the problem, and exits with code 2.
                """)

        @Option(help: ArgumentHelp("The layout spec (JSON, see docs/layout-spec.md).", valueName: "file.json"))
        var spec: String

        @Option(parsing: .unconditional, help: ArgumentHelp("Collection view width, in points.", valueName: "points"))
        var width: Double

        @Option(parsing: .unconditional, help: ArgumentHelp("Collection view height, in points.", valueName: "points"))
        var height: Double

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Items per section, comma-separated; sections without one keep the spec's numberOfItems, and the "
                    + "spec's sections repeat if more are given.",
                valueName: "n,n,…"))
        var counts: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Main-axis content offset for pinned headers and footers, in points.", valueName: "y"))
        var offset: Double = 0

        @Option(
            help: ArgumentHelp(
                "Self-sized cell sizes: {\"section,item\": [width, height]} (default: the estimates).",
                valueName: "file.json"))
        var measure: String?

        func validate() throws {
            guard width > 0, height > 0 else { throw ValidationError("--width and --height must be positive") }
            _ = try parsedCounts()
        }

        func run() throws {
            do {
                print(try output())
            } catch let error as LayoutSpecError {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            }
        }

        /// The JSON this command prints.
        func output() throws -> String {
            let layoutSpec = try LayoutSpec(parsing: try Self.contents(of: spec, option: "--spec"))
            let sizes = try measure.map { path in
                try MeasuredItemSizes(parsing: try Self.contents(of: path, option: "--measure"))
            }
            let layout = layoutSpec.layout(counts: try parsedCounts(), preferredItemSize: sizes?.preferredItemSize)
            let snapshot = LayoutSnapshot(
                layout: layout, containerSize: TransitionLabCore.Size(width: width, height: height),
                contentOffsetY: offset)
            return snapshot.json.serialized
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
