// swift-tools-version: 6.0
import PackageDescription

/// One settings list for every Swift target (Swift 6 language mode throughout). No unsafe flags: the libraries can be
/// used as a versioned dependency, and release builds keep Swift's run-time exclusivity checks (but on the
/// `@exclusivity(unchecked)` properties of the frame path: docs/architecture.md).
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "TransitionLab",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TransitionLabCore", targets: ["TransitionLabCore"]),
        .library(name: "TransitionLabProtocol", targets: ["TransitionLabProtocol"]),
        .library(name: "TransitionLabServer", targets: ["TransitionLabServer"]),
        .executable(name: "transition-lab", targets: ["transition-lab"]),
        .executable(name: "transition-lab-reader", targets: ["transition-lab-reader"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.1.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Pure Swift: geometry, motion, layouts, transitions, gestures and scenes. No I/O, no wire format.
        .target(name: "TransitionLabCore", swiftSettings: swiftSettings),
        // The wire format: client and server messages, recordings as JSON lines, layout specs, JSON, frames.
        .target(name: "TransitionLabProtocol", dependencies: ["TransitionLabCore"], swiftSettings: swiftSettings),
        // libwebsockets, found with pkg-config; the module map names one shim header.
        .systemLibrary(
            name: "CLibWebSockets",
            pkgConfig: "libwebsockets",
            providers: [.apt(["libwebsockets-dev"]), .brew(["libwebsockets"])]
        ),
        // SQLite and libpq (PostgreSQL's client), found with pkg-config; each module map names one shim header.
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"]), .brew(["libpq"])]),
        // Saved labs: the store interface and its SQLite and PostgreSQL implementations. No lab format, no threads.
        .target(name: "TransitionLabStore", dependencies: ["CSQLite", "CLibPQ"], swiftSettings: swiftSettings),
        // The libwebsockets service loop, connections, rooms and frame streaming.
        .target(
            name: "TransitionLabServer",
            dependencies: [
                "TransitionLabCore", "TransitionLabProtocol", "TransitionLabStore", "CLibWebSockets",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: swiftSettings
        ),
        // Reads pasted UIKit layout code (never compiled or run) into the layout model (`LayoutSpec`).
        .target(
            name: "TransitionLabSwiftLayout",
            dependencies: [
                "TransitionLabCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "transition-lab",
            dependencies: [
                "TransitionLabCore", "TransitionLabProtocol", "TransitionLabServer", "TransitionLabStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        // Reads one pasted source per run (stdin → stdout) for `transition-lab`: swift-syntax and the reader stay
        // out of the server's process and build, so the server builds in release while this builds in debug.
        .executableTarget(
            name: "transition-lab-reader",
            dependencies: ["TransitionLabCore", "TransitionLabProtocol", "TransitionLabSwiftLayout"],
            swiftSettings: swiftSettings
        ),
        // What several test targets share (a seeded random source); no product links it.
        .target(name: "TransitionLabTestSupport", path: "Tests/TestSupport", swiftSettings: swiftSettings),
        // Scene tests read their input logs as JSON lines, so they may use the wire format too.
        .testTarget(
            name: "TransitionLabCoreTests",
            dependencies: [
                "TransitionLabCore", "TransitionLabProtocol", "TransitionLabTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionLabProtocolTests",
            dependencies: [
                "TransitionLabProtocol", "TransitionLabCore", "TransitionLabTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "TransitionLabSwiftLayoutTests",
            dependencies: [
                "TransitionLabSwiftLayout", "TransitionLabProtocol", "TransitionLabCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: swiftSettings
        ),
        // Runs each store against a real SQLite file and a real PostgreSQL server started by the tests.
        .testTarget(
            name: "TransitionLabStoreTests", dependencies: ["TransitionLabStore", "CSQLite"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "TransitionLabServerTests",
            dependencies: [
                "TransitionLabServer", "TransitionLabProtocol", "TransitionLabCore", "TransitionLabTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                // `WritePathTests` reads the server's call graph from its sources.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
            ],
            swiftSettings: swiftSettings
        ),
        // Exported scenes (`SceneExport`): type-checked with `swiftc` against the hand-declared UIKit of
        // Tests/UIKitStub, parsed with swift-syntax, and their layouts read back through the Swift layout reader.
        .testTarget(
            name: "TransitionLabExportTests",
            dependencies: [
                "TransitionLabCore", "TransitionLabProtocol", "TransitionLabSwiftLayout", "TransitionLabTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        // Runs the built `transition-lab` and `transition-lab-reader` as a user would. (The micro-benchmarks are a
        // package of their own: Benchmarks/Package.swift.)
        .testTarget(
            name: "TransitionLabCLITests",
            dependencies: [
                "transition-lab", "transition-lab-reader", "TransitionLabCore", "TransitionLabProtocol",
                "TransitionLabServer",
            ],
            swiftSettings: swiftSettings),
    ]
)
