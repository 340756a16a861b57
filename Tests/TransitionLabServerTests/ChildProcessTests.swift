import Foundation
import Synchronization
import Testing

@testable import TransitionLabServer

/// A reader process follows its read's turn: stopped (`SIGSTOP`) while the read is paused, continued when it
/// resumes, killed when it must stop, and always reaped.
@Suite(.serialized) struct ChildProcessTests {
    /// A turn that answers `check` from a script (then `run`), and on `waitToResume` records whether this test
    /// process's children stopped, then answers `resume`.
    final class ScriptedTurn: ReadTurn {
        private let script: Mutex<[ReadQueue.Decision]>
        let resume: ReadQueue.Decision
        let childrenStoppedWhilePaused = Mutex<Bool?>(nil)

        init(_ script: [ReadQueue.Decision], resume: ReadQueue.Decision = .run) {
            self.script = Mutex(script)
            self.resume = resume
        }

        func check() -> ReadQueue.Decision {
            script.withLock { $0.isEmpty ? .run : $0.removeFirst() }
        }

        /// Waits (at most 5 s) for the signal to stop this process's children: it arrives asynchronously.
        func waitToResume() -> ReadQueue.Decision {
            let deadline = ContinuousClock.now + .seconds(5)
            var stopped = false
            while !stopped && ContinuousClock.now < deadline {
                let states = Self.children().map(Self.state)
                stopped = !states.isEmpty && states.allSatisfy { $0 == "T" }
            }
            childrenStoppedWhilePaused.withLock { $0 = stopped }
            return resume
        }

        /// This process's child processes (Linux: `/proc/self/task/*/children`).
        static func children() -> [String] {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
            return tasks.flatMap { task in
                ((try? String(contentsOfFile: "/proc/self/task/\(task)/children", encoding: .utf8)) ?? "")
                    .split(separator: " ").map(String.init)
            }
        }

        /// The state letter of process `pid` (`man 5 proc`, /proc/pid/stat field 3).
        static func state(_ pid: String) -> String {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            guard let end = stat.lastIndex(of: ")") else { return "?" }
            return String(stat[stat.index(end, offsetBy: 2)])
        }
    }

    private func shell(_ script: String) throws -> ChildProcess {
        try #require(ChildProcess(executable: "/bin/sh", arguments: ["sh", "-c", script]))
    }

    @Test func aStoppedReadKillsItsProcessAtTheNextCheck() throws {
        let turn = ScriptedTurn([.run, .run, .stop("the room emptied")])
        let outcome = try shell("sleep 60").exchange([], outputLimit: 1024, timeLimit: 120, turn: turn)
        guard case .stopped(let reason) = outcome else {
            Issue.record("outcome \(outcome)")
            return
        }
        #expect(reason == "the room emptied")
        #expect(ScriptedTurn.children().isEmpty, "the killed reader was reaped")
    }

    @Test func aPausedReadStopsItsProcessGroupUntilItResumes() throws {
        let turn = ScriptedTurn([.run, .pause])
        // The shell's `sleep` is in its process group: both are stopped while the read is paused.
        let outcome = try shell("sleep 0.2; echo done").exchange([], outputLimit: 1024, timeLimit: 60, turn: turn)
        guard case .exited(let status, let output) = outcome else {
            Issue.record("outcome \(outcome)")
            return
        }
        #expect(status == 0 && String(decoding: output, as: UTF8.self) == "done\n")
        #expect(turn.childrenStoppedWhilePaused.withLock { $0 } == true)
    }

    @Test func aReadStoppedWhilePausedKillsItsStoppedProcess() throws {
        let turn = ScriptedTurn([.pause], resume: .stop("a newer read of this slot replaced it"))
        let outcome = try shell("sleep 60").exchange([], outputLimit: 1024, timeLimit: 120, turn: turn)
        guard case .stopped = outcome else {
            Issue.record("outcome \(outcome)")
            return
        }
        #expect(ScriptedTurn.children().isEmpty, "the killed reader was reaped")
    }
}
