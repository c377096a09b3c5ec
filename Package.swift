// swift-tools-version: 6.1
// Lunapark: SwiftUI's animation system for Linux, and a demo park in an SDL2 window.
//
// Layers, each depending only on the ones above it:
//   LunaparkCore    animation core, pure Swift (vectors, curves, springs, Animation, Transaction, schedules)
//   LunaparkGraph   declarative scene graph (views, state, layout, modifiers, transitions) -> display list
//   LunaparkRender  cairo + pango renderer of the display list, and the headless host
//   LunaparkSDL     SDL2 window, frame clock, input, texture upload, SDL_mixer audio, SDL_image GIFs
//   Lunapark        umbrella module re-exporting the public API
//   LunaparkDemo    the demo park executable (`lunapark`)
import PackageDescription

let package = Package(
    name: "Lunapark",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Lunapark", targets: ["Lunapark"]),
        .executable(name: "lunapark", targets: ["LunaparkDemo"]),
        .executable(name: "lunapark-benchmarks", targets: ["LunaparkBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // C libraries, found through pkg-config. The shims wrap macros Swift cannot import.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2Mixer", pkgConfig: "SDL2_mixer", providers: [.apt(["libsdl2-mixer-dev"])]),
        .systemLibrary(name: "CSDL2Image", pkgConfig: "SDL2_image", providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),

        .target(name: "LunaparkCore"),
        // A cache prefetch hint (__builtin_prefetch) for the scene graph's animation step.
        .target(name: "CPrefetch"),
        .target(name: "LunaparkGraph", dependencies: ["LunaparkCore", "CPrefetch"]),
        .target(name: "LunaparkRender", dependencies: ["LunaparkGraph", "CPangoCairo"]),
        .target(name: "LunaparkSDL", dependencies: ["LunaparkRender", "CSDL2", "CSDL2Mixer", "CSDL2Image"]),
        .target(name: "Lunapark", dependencies: ["LunaparkCore", "LunaparkGraph", "LunaparkRender", "LunaparkSDL"]),

        .executableTarget(
            name: "LunaparkDemo",
            dependencies: ["Lunapark", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            resources: []
        ),
        .executableTarget(name: "LunaparkBenchmarks", dependencies: ["Lunapark"]),

        .testTarget(name: "LunaparkCoreTests", dependencies: ["LunaparkCore"]),
        .testTarget(name: "LunaparkGraphTests", dependencies: ["LunaparkGraph"]),
        .testTarget(name: "LunaparkRenderTests", dependencies: ["LunaparkRender"]),
        .testTarget(name: "LunaparkSDLTests", dependencies: ["LunaparkSDL"]),
        // Behaviour of the whole stack on the headless host (virtual clock, pixels).
        .testTarget(name: "LunaparkTests", dependencies: ["Lunapark"]),
        // The metronome scene played for 10 s through SDL's disk audio driver: sound onsets against timeline entries.
        // SwiftUI code as people write it, with only `import SwiftUI` changed to `import Lunapark`.
        .testTarget(name: "SwiftUISampleTests", dependencies: ["Lunapark"], path: "Tests/SwiftUISamples"),
        .testTarget(name: "AudioSyncTests", dependencies: ["LunaparkDemo", "Lunapark"], path: "Tests/AudioSync"),
    ]
)
