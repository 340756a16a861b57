import Foundation
import Testing

/// The micro-benchmarks are a package of their own (Benchmarks/Package.swift, ordo-one/benchmark), which the
/// shipped CLI does not link.
@Suite struct BenchmarksPackageTests {
    /// SwiftPM reads and resolves the package, and its plugin will find the benchmarks: an executable target in a
    /// folder of the `Benchmarks` folder, built with the plugin against the lab's Core and Protocol products.
    @Test func theBenchmarksPackageResolvesAndDeclaresItsBenchmarks() throws {
        let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Benchmarks").standardized
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", benchmarks.path, "describe", "--type", "json"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let description = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(description["targets"] as? [[String: Any]])
        let target = try #require(targets.first { $0["name"] as? String == "TransitionLabBenchmarks" })
        #expect(target["type"] as? String == "executable")
        #expect(target["path"] as? String == "TransitionLabBenchmarks")
        let products = Set(target["product_dependencies"] as? [String] ?? [])
        #expect(products.isSuperset(of: ["Benchmark", "TransitionLabCore", "TransitionLabProtocol"]))
        let files = try FileManager.default.contentsOfDirectory(
            atPath: benchmarks.appendingPathComponent("TransitionLabBenchmarks").path)
        #expect(Set(target["sources"] as? [String] ?? []) == Set(files.filter { $0.hasSuffix(".swift") }))
    }

    @Test func theShippedCLIHasNoBenchSubcommand() throws {
        #expect(try runTransitionLab(["bench"]).status == 2)
    }
}
