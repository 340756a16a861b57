// swift-tools-version: 6.1
import PackageDescription

// The micro-benchmarks on ordo-one/benchmark, a package of their own so the lab's package does not depend on it:
// `make bench` (or `swift package benchmark` here) builds them in release mode against the lab's Core and
// Protocol modules. The load scripts and C programs beside them are in scripts/ (README.md).
let package = Package(
    name: "TransitionLabBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "TransitionLab", path: ".."),
        // The malloc interposer counts each body's allocations (`mallocCountTotal`).
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "TransitionLabBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TransitionLabCore", package: "TransitionLab"),
                .product(name: "TransitionLabProtocol", package: "TransitionLab"),
            ],
            path: "TransitionLabBenchmarks",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
