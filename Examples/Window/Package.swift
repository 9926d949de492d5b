// swift-tools-version: 6.2
import PackageDescription

// A window that draws Dance nodes live with SDL2. Its own package, so the Dance package itself
// stays free of dependencies; needs `libsdl2-dev` (pkg-config `sdl2`).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "DanceWindow",
    products: [
        .executable(name: "dance-window", targets: ["DanceWindow"]),
        .executable(name: "dance-window-check", targets: ["DanceWindowCheck"]),
    ],
    dependencies: [.package(name: "Dance", path: "../..")],
    targets: [
        .systemLibrary(
            name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // The records a scripted run writes and the checker reads.
        .target(name: "WindowRecord", swiftSettings: strict),
        .executableTarget(
            name: "DanceWindow",
            dependencies: ["CSDL2", "WindowRecord", .product(name: "Dance", package: "Dance")],
            swiftSettings: strict),
        .executableTarget(
            name: "DanceWindowCheck", dependencies: ["CSDL2", "WindowRecord"], swiftSettings: strict
        ),
        // The window's pure parts: options, pointer velocity, resting bounds, mesh.
        .testTarget(
            name: "DanceWindowTests",
            dependencies: ["DanceWindow", .product(name: "Dance", package: "Dance")],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
