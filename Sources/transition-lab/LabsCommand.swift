import ArgumentParser
import Foundation
import TransitionLabStore

extension TransitionLab {
    /// `transition-lab labs`: the saved labs of a store, for its operator.
    struct Labs: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "labs",
            abstract: "List, delete or prune the labs saved by Share (kept until deleted).",
            discussion: "Use the same --store as `serve`; docs/deploy.md says how to back a store up.",
            subcommands: [List.self, Delete.self, Prune.self]
        )

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Print every saved lab, oldest first: its ID, when it was saved (UTC) and its size.")

            @OptionGroup var storeOptions: StoreOptions

            func run() throws {
                let store = storeOptions.location.makeStore()
                let labs = try Labs.attempt { () throws(LabStoreError) in try store.list() }
                let lines = labs.map { "\($0.id)  \(Labs.timestamp($0.created))  \($0.bytes) bytes" }
                let total = labs.reduce(0) { $0 + $1.bytes }
                let summary = "\(labs.count) \(labs.count == 1 ? "lab" : "labs"), \(total) bytes, in \(store)"
                print((lines + [summary]).joined(separator: "\n"))
            }
        }

        struct Delete: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Delete one saved lab: its link stops working.")

            @Argument(help: ArgumentHelp("The lab's ID (the lab= of its link).", valueName: "id"))
            var id: String

            @OptionGroup var storeOptions: StoreOptions

            func validate() throws {
                do {
                    _ = try LabID(parsing: id)
                } catch {
                    throw ValidationError(error.description)
                }
            }

            func run() throws {
                let store = storeOptions.location.makeStore()
                let lab = try LabID(parsing: id)
                guard try Labs.attempt({ () throws(LabStoreError) in try store.delete(lab) }) else {
                    FileHandle.standardError.write(Data("error: no lab \(lab) in \(store)\n".utf8))
                    throw ExitCode.failure
                }
                print("deleted lab \(lab) from \(store)")
            }
        }

        struct Prune: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Delete every lab saved longer ago than the given age.")

            @Option(
                help: ArgumentHelp(
                    "Age of the labs to delete: a whole number of days, hours, minutes or seconds (90d, 12h, 30m, "
                        + "45s).", valueName: "age"))
            var olderThan: String

            @OptionGroup var storeOptions: StoreOptions

            func validate() throws {
                guard Prune.seconds(olderThan) != nil else {
                    throw ValidationError("--older-than: \"\(olderThan)\" is not an age like 90d, 12h, 30m or 45s")
                }
            }

            func run() throws {
                let store = storeOptions.location.makeStore()
                let cutoff = Int64(Date().timeIntervalSince1970) - (Prune.seconds(olderThan) ?? 0)
                let count = try Labs.attempt { () throws(LabStoreError) in try store.prune(createdBefore: cutoff) }
                print(
                    "deleted \(count) \(count == 1 ? "lab" : "labs") saved before \(Labs.timestamp(cutoff)) from "
                        + "\(store)")
            }

            /// `90d` → 7,776,000; nil for anything else.
            static func seconds(_ age: String) -> Int64? {
                let units: [Character: Int64] = ["d": 86_400, "h": 3_600, "m": 60, "s": 1]
                guard let unit = age.last.flatMap({ units[$0] }), let count = Int64(age.dropLast()), count >= 0,
                    count <= Int64.max / 86_400 / 2
                else { return nil }
                return count * unit
            }
        }

        /// Runs `body`, printing a store error on standard error and exiting with status 1.
        static func attempt<T>(_ body: () throws(LabStoreError) -> T) throws -> T {
            do {
                return try body()
            } catch {
                FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
                throw ExitCode.failure
            }
        }

        /// `2026-05-01T12:00:00Z`.
        static func timestamp(_ seconds: Int64) -> String {
            Date(timeIntervalSince1970: TimeInterval(seconds)).ISO8601Format()
        }
    }
}
