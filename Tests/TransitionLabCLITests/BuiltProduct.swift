import Foundation

/// The directory SwiftPM built this test bundle into, which also holds the executables it depends on
/// (`.build/debug`, or wherever `--scratch-path` and the configuration put them).
let productsDirectory: URL = {
    #if os(macOS)
        // The bundle is loaded by `xctest` or `swiftpm-testing-helper`: find it among the loaded bundles.
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    #else
        // On Linux the test bundle is an executable beside the products.
        return Bundle.main.bundleURL
    #endif
}()

/// Runs the built executable `product` with `arguments` and returns its exit status and output.
func runBuiltProduct(
    _ product: String, _ arguments: [String]
) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent(product)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = nil  // help screens wrap at 80 columns, as in a pipe
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}

/// Runs the built `transition-lab` (`runBuiltProduct`).
func runTransitionLab(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    try runBuiltProduct("transition-lab", arguments)
}
