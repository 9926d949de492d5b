// swift-tools-version: 6.2
import PackageDescription

// Warnings are errors in every target of this package (they are ignored when Dance is a
// dependency of another package).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "Dance",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Dance", targets: ["Dance"]),
        .executable(name: "dance-demo", targets: ["DanceDemo"]),
        .executable(name: "dance-benchmark", targets: ["DanceBenchmarks"]),
        .executable(name: "dance-stress", targets: ["DanceStress"]),
    ],
    targets: [
        .target(name: "Dance", swiftSettings: strict),
        .testTarget(name: "DanceTests", dependencies: ["Dance"], swiftSettings: strict),
        // Compiles and runs the README's and DocC's code through the public API only.
        .testTarget(name: "DanceDocTests", dependencies: ["Dance"], swiftSettings: strict),
        .executableTarget(name: "DanceDemo", dependencies: ["Dance"], swiftSettings: strict),
        // Seeded random operations over the public API with invariants after each one.
        .executableTarget(name: "DanceStress", dependencies: ["Dance"], swiftSettings: strict),
        .testTarget(
            name: "DanceDemoTests", dependencies: ["DanceDemo", "Dance"], swiftSettings: strict),
        .executableTarget(
            name: "DanceBenchmarks", dependencies: ["Dance", "MallocCounter"],
            path: "Benchmarks/DanceBenchmarks", swiftSettings: strict),
        // Counts heap allocations inside dance-benchmark (and nowhere else).
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
    ],
    swiftLanguageModes: [.v6]
)
