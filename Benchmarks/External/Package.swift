// swift-tools-version: 6.2
import PackageDescription

// A package that depends on Dance as any user's would (by path here, `../..`), declares its
// own node type and times it against its own hand-written floor, in one process:
// `swift run -c release external-benchmark` from this directory.
let package = Package(
    name: "ExternalBenchmark",
    platforms: [.macOS(.v15)],
    products: [.executable(name: "external-benchmark", targets: ["ExternalBenchmark"])],
    dependencies: [.package(name: "Dance", path: "../..")],
    targets: [
        .executableTarget(
            name: "ExternalBenchmark",
            dependencies: [.product(name: "Dance", package: "Dance")],
            swiftSettings: [.treatAllWarnings(as: .error)])
    ],
    swiftLanguageModes: [.v6]
)
