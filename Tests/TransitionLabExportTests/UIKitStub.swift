import Foundation
import Synchronization
import TransitionLabCore

/// The hand-declared UIKit of `Tests/UIKitStub`, compiled once per test run into modules `swiftc` type-checks exported
/// files against: Objective-C's root class (a Clang module, so `@objc` and `#selector` are checked as on Apple's
/// platforms; C structs and Objective-C classes in `Headers`, as Apple's headers declare them), then Foundation, Core
/// Graphics, Core Animation and UIKit, each importing the one before.
enum UIKitStub {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let sources = packageRoot.appendingPathComponent("Tests/UIKitStub")

    /// What `swiftc` said, and how it ended.
    struct Outcome: CustomStringConvertible {
        var status: Int32
        var output: String
        var description: String { "exit \(status)\n\(output)" }
        /// Lines `swiftc` reported as errors or warnings.
        var problems: [String] {
            output.split(separator: "\n").map(String.init).filter {
                $0.contains(": error:") || $0.contains(": warning:")
            }
        }
    }

    /// The folder the modules are built into, built on first use and removed when the test process exits.
    static func modules() throws -> URL {
        try built.withLock { folder in
            if let folder { return folder }
            let made = try build()
            folder = made
            atexit { UIKitStub.removeModules() }
            return made
        }
    }

    private static func removeModules() {
        built.withLock { folder in
            if let folder { try? FileManager.default.removeItem(at: folder) }
        }
    }

    private static let built = Mutex<URL?>(nil)

    /// The flags every compile takes: Objective-C interoperability (off by default on Linux), the modules' folder,
    /// and the Clang module map of the root class.
    private static func flags(_ folder: URL) -> [String] {
        [
            "-I", folder.path, "-Xcc", "-fmodule-map-file=\(sources.path)/Headers/module.modulemap",
            "-Xfrontend", "-enable-objc-interop", "-swift-version", "5",
        ]
    }

    private static func build() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "uikit-stub-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let modules: [(name: String, files: [String], extra: [String])] = [
            ("ObjectiveC", ["ObjectiveC.swift"], ["-import-underlying-module"]),
            ("Foundation", ["Foundation.swift"], ["-import-underlying-module"]),
            ("CoreGraphics", ["CoreGraphics.swift"], ["-import-underlying-module"]),
            ("QuartzCore", ["QuartzCore.swift"], []),
            ("UIKit", ["UIKit.swift", "UICollectionView.swift"], ["-import-underlying-module"]),
        ]
        for module in modules {
            let outcome = try swiftc(
                ["-emit-module", "-parse-as-library", "-module-name", module.name]
                    + module.files.map { sources.appendingPathComponent($0).path } + flags(folder) + module.extra
                    + ["-o", folder.appendingPathComponent("\(module.name).swiftmodule").path])
            guard outcome.status == 0 else {
                throw StubError(description: "the \(module.name) stub does not compile: \(outcome)")
            }
        }
        return folder
    }

    struct StubError: Error, CustomStringConvertible {
        let description: String
    }

    /// `swiftc -typecheck` of `text` (one file, as an app target's) against the stub.
    static func typeCheck(_ text: String, named name: String) throws -> Outcome {
        let folder = try modules()
        let file = folder.appendingPathComponent(UUID().uuidString + "-" + name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try swiftc(["-typecheck", "-parse-as-library", file.path] + flags(folder))
    }

    /// Runs the toolchain's `swiftc` (the one on `PATH`, as `swift build` found it).
    private static func swiftc(_ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
