import ArgumentParser
import Foundation
import TransitionLabCore

/// The `transition-lab` command: UIKit motion, layouts and transitions, headless or live in a browser.
@main
struct TransitionLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition-lab",
        abstract: "A live motion lab for iOS teams: UIKit springs, layouts and transitions, streamed to a browser.",
        discussion: """
            Examples:
              transition-lab serve                                   # open the printed URL in a browser
              transition-lab spring --duration 1 --damping-ratio 0.5 # UIKit's duration API as JSON
              transition-lab decelerate --offset 0 --velocity 2000   # UIScrollView deceleration
              transition-lab layout --spec docs/examples/cat-food.json --width 390 --height 844
              transition-lab replay --scene photo-grid --input pinch.jsonl --out frames.jsonl
              transition-lab export --scene today-cards --set presentDamping=0.6 --out TodayCards.swift
              transition-lab labs prune --older-than 90d             # delete labs saved over 90 days ago
            """,
        version: SceneExport.labVersion,
        subcommands: [Serve.self, Spring.self, Decelerate.self, Layout.self, Replay.self, Export.self, Labs.self]
    )

    /// Parses and runs a subcommand. Usage errors (`ValidationError`, unknown or missing flags) exit with
    /// status 2, as POSIX utilities do, instead of ArgumentParser's 64; everything else is unchanged.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
