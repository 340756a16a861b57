// swift-tools-version: 6.0
import PackageDescription

/// One settings list for every Swift target (Swift 6 language mode throughout).
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "TransitionLab",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TransitionLabCore", targets: ["TransitionLabCore"]),
        .library(name: "TransitionLabServer", targets: ["TransitionLabServer"]),
        .executable(name: "transition-lab", targets: ["transition-lab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Pure Swift: geometry, motion, layouts, transitions, gestures, scenes and the wire format. No I/O.
        .target(name: "TransitionLabCore", swiftSettings: swiftSettings),
        // libwebsockets, found with pkg-config; the module map names one shim header.
        .systemLibrary(
            name: "CLibWebSockets",
            pkgConfig: "libwebsockets",
            providers: [.apt(["libwebsockets-dev"]), .brew(["libwebsockets"])]
        ),
        // The libwebsockets service loop, connections, rooms and frame streaming.
        .target(
            name: "TransitionLabServer",
            dependencies: [
                "TransitionLabCore", "CLibWebSockets",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        // Reads pasted UIKit layout code (never compiled or run) into the JSON layout spec model.
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
        // Release-mode micro-benchmarks run by `transition-lab bench`.
        .target(name: "TransitionLabBenchmarks", dependencies: ["TransitionLabCore"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "transition-lab",
            dependencies: [
                "TransitionLabCore", "TransitionLabServer", "TransitionLabBenchmarks", "TransitionLabSwiftLayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "TransitionLabCoreTests", dependencies: ["TransitionLabCore"], swiftSettings: swiftSettings),
        .testTarget(
            name: "TransitionLabServerTests",
            dependencies: ["TransitionLabServer", "TransitionLabCore"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionLabSwiftLayoutTests",
            dependencies: [
                "TransitionLabSwiftLayout", "TransitionLabCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "TransitionLabCLITests", dependencies: ["transition-lab"], swiftSettings: swiftSettings),
    ]
)
