import ArgumentParser
import Foundation
import TransitionLabCore
import TransitionLabProtocol
import TransitionLabServer

extension TransitionLab {
    /// `transition-lab replay`: replays an input log against a scene headlessly and prints one JSON line per frame.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "replay",
            abstract: "Replay an input log (JSON lines) against a scene and write one JSON line per frame.",
            discussion: """
                Each input line is a client message of docs/protocol.md with the scene time "t" (seconds) added, \
                e.g. {"t":0.5,"type":"pointer","phase":"down","id":1,"x":150,"y":400}; pointer, pinch and wheel \
                lines may leave out "time" and "seq". A recording downloaded from the page opens with its scene, \
                viewport and parameters, so --scene, --width and --height are optional for it. Events apply at their t; frames are sampled at --fps up to the \
                last event and on until the scene settles (at most 10 s more). Each output line is \
                {"t","nodes":[{"id","x","y","w","h","alpha","cornerRadius","z"}],"state":{…}}. The same log always \
                gives the same bytes. A bad input line prints its line number and exits with code 2.
                """
        )

        @Option(
            help: ArgumentHelp(
                "The scene to replay: \(SceneCatalog.names.joined(separator: ", ")). Default: the log's scene line.",
                valueName: "name")
        )
        var scene: String?

        @Option(help: ArgumentHelp("The input log (JSON lines).", valueName: "file.jsonl"))
        var input: String

        @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second of scene time.", valueName: "frames"))
        var fps: Double = 60

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Viewport width, in points. Default: the log's viewport line, else 390.", valueName: "points")
        )
        var width: Double?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Viewport height, in points. Default: the log's viewport line, else 844.", valueName: "points")
        )
        var height: Double?

        @Option(
            help: ArgumentHelp(
                "Where to write the frames (JSON lines); - for standard output.",
                valueName: "file.jsonl"
            )
        )
        var out: String = "-"

        @OptionGroup var readerOptions: ReaderOptions

        func validate() throws {
            if let scene, SceneCatalog.sceneType(named: scene) == nil {
                throw ValidationError("--scene must be one of: \(SceneCatalog.names.joined(separator: ", "))")
            }
            guard fps > 0, fps.isFinite else { throw ValidationError("--fps must be a positive number") }
            guard (width ?? 1) > 0, (height ?? 1) > 0 else {
                throw ValidationError("--width and --height must be positive")
            }
        }

        func run() throws {
            guard let data = FileManager.default.contents(atPath: input) else {
                Self.fail("cannot read --input file '\(input)'")
            }
            let replay: TransitionLabCore.Replay
            do {
                replay = try TransitionLabCore.Replay(jsonLines: String(decoding: data, as: UTF8.self))
            } catch {
                Self.fail("\(input): \(error)")
            }
            guard let name = sceneName(for: replay) else {
                Self.fail("\(input) has no scene line: pass --scene (\(SceneCatalog.names.joined(separator: ", ")))")
            }
            guard let sceneType = SceneCatalog.sceneType(named: name) else {
                Self.fail(
                    "\(input) names the scene \"\(name)\", which is not one of: \(SceneCatalog.names.joined(separator: ", "))"
                )
            }
            let instance = sceneType.init(viewport: viewport(for: replay))
            guard let output = OutputFile.open(out) else { Self.fail("cannot write --out file '\(out)'") }
            var buffer = Data()
            do {
                try replay.run(
                    on: instance, fps: fps, layoutReader: IsolatedLayoutReader(process: readerOptions.process)
                ) { sample in
                    buffer.append(contentsOf: sample.jsonLine.utf8)
                    buffer.append(0x0A)
                    if buffer.count >= 1 << 16 {
                        output.write(buffer)
                        buffer.removeAll(keepingCapacity: true)
                    }
                }
            } catch let error as ReplayError {
                Self.fail("\(input): \(error)")
            }
            output.write(buffer)
            if out != "-" { try output.close() }
        }

        /// The scene to replay: `--scene`, else the one the log's opening `scene` line names.
        func sceneName(for replay: TransitionLabCore.Replay) -> String? { scene ?? replay.sceneName }

        /// The viewport to replay on: `--width`/`--height`, else the log's `viewport` line, else 390 × 844.
        func viewport(for replay: TransitionLabCore.Replay) -> TransitionLabCore.Size {
            TransitionLabCore.Size(
                width: width ?? replay.viewport?.width ?? 390, height: height ?? replay.viewport?.height ?? 844)
        }

        /// Prints `message` as an error and exits with code 2 (bad input).
        private static func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data("error: \(message)\n".utf8))
            Foundation.exit(2)
        }
    }
}
