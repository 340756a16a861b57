import Foundation
import Synchronization
import Testing

@testable import TransitionLabServer

/// A reader process follows its read's turn: stopped (`SIGSTOP`) while the read is paused, continued when it
/// resumes, killed when it must stop, and always reaped.
@Suite(.serialized) struct ChildProcessTests {
    /// A turn that answers `check` from a script (then `run`), and on `waitToResume` records whether the test's
    /// reader processes stopped, then answers `resume`. Its processes carry `tag` in their arguments, since other
    /// suites start children of this test process at the same time.
    final class ScriptedTurn: ReadTurn {
        private let script: Mutex<[ReadQueue.Decision]>
        let resume: ReadQueue.Decision
        let tag = "child-process-test-\(UUID().uuidString)"
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
                let states = children().map(Self.state)
                stopped = !states.isEmpty && states.allSatisfy { $0 == "T" }
            }
            childrenStoppedWhilePaused.withLock { $0 = stopped }
            return resume
        }

        /// This process's child processes started with `tag` among their arguments (Linux:
        /// `/proc/self/task/*/children`, `/proc/pid/cmdline`).
        func children() -> [String] {
            let tasks: [String] = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
            var pids: [String] = []
            for task in tasks {
                let children: String =
                    (try? String(contentsOfFile: "/proc/self/task/\(task)/children", encoding: .utf8)) ?? ""
                for pid in children.split(separator: " ") {
                    let arguments: Data =
                        (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
                    if String(decoding: arguments, as: UTF8.self).contains(tag) { pids.append(String(pid)) }
                }
            }
            return pids
        }

        /// The state letter of process `pid` (`man 5 proc`, /proc/pid/stat field 3).
        static func state(_ pid: String) -> String {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            guard let end = stat.lastIndex(of: ")") else { return "?" }
            return String(stat[stat.index(end, offsetBy: 2)])
        }
    }

    /// `sh -c script` with the turn's tag as its `$0`.
    private func shell(_ script: String, for turn: ScriptedTurn) throws -> ChildProcess {
        try #require(ChildProcess(executable: "/bin/sh", arguments: ["sh", "-c", script, turn.tag]))
    }

    @Test func aStoppedReadKillsItsProcessAtTheNextCheck() throws {
        let turn = ScriptedTurn([.run, .run, .stop("the room emptied")])
        let outcome = try shell("sleep 60", for: turn).exchange([], outputLimit: 1024, timeLimit: 120, turn: turn)
        guard case .stopped(let reason) = outcome else {
            Issue.record("outcome \(outcome)")
            return
        }
        #expect(reason == "the room emptied")
        #expect(turn.children().isEmpty, "the killed reader was reaped")
    }

    @Test func aPausedReadStopsItsProcessGroupUntilItResumes() throws {
        let turn = ScriptedTurn([.run, .pause])
        // The shell's `sleep` is in its process group: both are stopped while the read is paused.
        let outcome = try shell("sleep 0.2; echo done", for: turn).exchange(
            [], outputLimit: 1024, timeLimit: 60, turn: turn)
        guard case .exited(let status, let output) = outcome else {
            Issue.record("outcome \(outcome)")
            return
        }
        #expect(status == 0 && String(decoding: output, as: UTF8.self) == "done\n")
        #expect(turn.childrenStoppedWhilePaused.withLock { $0 } == true)
    }

    @Test func aReadStoppedWhilePausedKillsItsStoppedProcess() throws {
        let turn = ScriptedTurn([.pause], resume: .stop("a newer read of this slot replaced it"))
        let outcome = try shell("sleep 60", for: turn).exchange([], outputLimit: 1024, timeLimit: 120, turn: turn)
        guard case .stopped = outcome else {
            Issue.record("outcome \(outcome)")
            return
        }
        #expect(turn.children().isEmpty, "the killed reader was reaped")
    }
}
