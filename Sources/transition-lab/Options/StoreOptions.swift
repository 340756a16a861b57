import ArgumentParser
import Foundation
import TransitionLabStore

/// Where saved labs are kept: `--store`, a SQLite file (made on the first save) or a `postgres://` URL.
struct StoreOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Keep saved labs in this SQLite file, or in PostgreSQL at a postgres://user@host:port/db URL "
                + "(default: $XDG_DATA_HOME/transition-lab/labs.sqlite3, else ~/.local/share/…).",
            valueName: "path|url"))
    var store: String?

    @Option(
        help: ArgumentHelp(
            "Largest size of a SQLite store in MiB; a save past it is refused as a full store (default: the disk).",
            valueName: "MiB"))
    var storeMaxMib: Int?

    func validate() throws {
        if let storeMaxMib, !(1...(1 << 20)).contains(storeMaxMib) {
            throw ValidationError("--store-max-mib must be between 1 and 1048576")
        }
        if store?.isEmpty == true { throw ValidationError("--store: give a file path or a postgres:// URL") }
    }

    var location: LabStoreLocation {
        let maxBytes = storeMaxMib.map { $0 << 20 }
        guard let store else {
            return .defaultLocation(environment: ProcessInfo.processInfo.environment, maxBytes: maxBytes)
        }
        return LabStoreLocation(store, maxBytes: maxBytes)
    }
}
