// swift-tools-version: 6.1
// Lunapark: SwiftUI's animation system for Linux, and a demo park in an SDL2 window.
//
// Layers, each depending only on the ones above it:
//   LunaparkCore    animation core, pure Swift (vectors, curves, springs, Animation, Transaction, schedules)
//   Combine         Combine's names (OpenCombine and its Dispatch and Foundation helpers), for `import Combine`
//   CoreGraphics    CGFloat, CGPoint, CGSize, CGRect, CGVector, CGAffineTransform, for `import CoreGraphics`
//   LunaparkGraph   declarative scene graph (views, state, layout, modifiers, transitions) -> display list
//   UIKit           the UIKit names SwiftUI code uses on iOS (UIScreen, UIColor, feedback generators)
//   LunaparkRender  cairo + pango renderer of the display list, and the headless host
//   LunaparkSDL     SDL2 window, frame clock, input, texture upload, SDL_mixer audio, SDL_image GIFs
//   Lunapark        umbrella module re-exporting the public API (and declaring #Preview)
//   LunaparkMacros  the compiler plugin behind #Preview and @Previewable (Foundation only)
//   LunaparkDemo    the demo park executable (`lunapark`)
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Lunapark",
    // Linux only (Debian and Ubuntu): the SDL host uses Linux clocks (CLOCK_BOOTTIME,
    // clock_nanosleep), and no macOS build is made or tested. LunaparkCore alone is pure Swift.
    products: [
        // The animation core alone: curves, springs, Animation, Transaction, schedules; no C library.
        .library(name: "LunaparkCore", targets: ["LunaparkCore"]),
        .library(name: "Lunapark", targets: ["Lunapark"]),
        // `import Combine` and `import CoreGraphics` in SwiftUI code, unchanged.
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        // `import UIKit` for the UIKit names SwiftUI samples use (`UIScreen.main.bounds`, `UIColor`, haptics).
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "lunapark", targets: ["LunaparkDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: swift package generate-documentation.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Publishers, subscribers, ObservableObject and @Published: the `Combine` module re-exports them.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // C libraries. The shims wrap macros Swift cannot import. SDL's headers need no
        // search path (the shims include <SDL2/...>; the module maps link the libraries), so
        // they are not looked up through pkg-config, whose -D_REENTRANT and -pthread SwiftPM
        // drops with a warning on every build. pango needs glib's include paths, which only
        // pkg-config knows: a .pc file of ours asks for them without gio's -pthread (see it).
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2Mixer", providers: [.apt(["libsdl2-mixer-dev"])]),
        .systemLibrary(name: "CSDL2Image", providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: Context.packageDirectory + "/Sources/CPangoCairo/lunapark-pangocairo.pc", providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libpixman-1-dev"])]),

        .target(name: "LunaparkCore", exclude: ["README.md"]),
        // Combine's API under Combine's names: OpenCombine, with DispatchQueue, RunLoop and
        // OperationQueue as schedulers, Timer.publish and NotificationCenter's publisher.
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ],
            exclude: ["README.md"]
        ),
        // Core Graphics' geometry types: Foundation's, and the core's CGAffineTransform and CGVector.
        .target(name: "CoreGraphics", dependencies: ["LunaparkCore", "_Testing_CoreGraphics"], exclude: ["README.md"]),
        // Swift Testing's cross-import overlay for CoreGraphics, which Linux toolchains lack (see its file).
        .target(name: "_Testing_CoreGraphics"),
        // A cache prefetch hint (__builtin_prefetch) for the scene graph's animation step.
        .target(name: "CPrefetch"),
        .target(name: "LunaparkGraph", dependencies: ["LunaparkCore", "Combine", "CPrefetch"], exclude: ["README.md"]),
        // UIKit's names that `import SwiftUI` brings along on iOS: UIScreen, UIColor, the feedback generators.
        .target(name: "UIKit", dependencies: ["LunaparkCore", "CoreGraphics", "LunaparkGraph", "_Testing_UIKit"], exclude: ["README.md"]),
        // Swift Testing's cross-import overlay for UIKit, which Linux toolchains lack (see its file).
        .target(name: "_Testing_UIKit"),
        .target(name: "LunaparkRender", dependencies: ["LunaparkGraph", "CPangoCairo"], exclude: ["README.md"]),
        // The display server connection's file descriptor (X11), which the window's event loop watches.
        .target(name: "CDisplayConnection", dependencies: ["CSDL2"]),
        .target(name: "LunaparkSDL", dependencies: ["LunaparkRender", "CSDL2", "CSDL2Mixer", "CSDL2Image", "CDisplayConnection"],
                exclude: ["README.md"]),
        // `#Preview` and `@Previewable`: a compiler plugin that speaks the plugin protocol with
        // Foundation alone (no swift-syntax to build), its text transform a library of its own.
        .target(name: "LunaparkMacroExpansions", exclude: ["README.md"]),
        .macro(name: "LunaparkMacros", dependencies: ["LunaparkMacroExpansions"], exclude: ["README.md"]),
        .target(name: "Lunapark", dependencies: ["LunaparkCore", "Combine", "CoreGraphics", "LunaparkGraph", "UIKit", "LunaparkRender", "LunaparkSDL", "LunaparkMacros"], exclude: ["README.md"]),

        .executableTarget(
            name: "LunaparkDemo",
            dependencies: ["Lunapark", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            exclude: ["README.md"]
        ),
        // An app written as a SwiftUI app is, with only its import changed: `swift run AnimationSequencer`.
        .executableTarget(name: "AnimationSequencer", dependencies: ["Lunapark"], path: "Examples/AnimationSequencer"),
        // Benchmarks: `make bench` (swift run -c release LunaparkBenchmarks); a target, not a product.
        .executableTarget(name: "LunaparkBenchmarks", dependencies: ["Lunapark", "CPangoCairo"], exclude: ["README.md"]),

        .testTarget(name: "LunaparkCoreTests", dependencies: ["LunaparkCore"]),
        .testTarget(name: "LunaparkMacroExpansionsTests", dependencies: ["LunaparkMacroExpansions"]),
        .testTarget(name: "LunaparkGraphTests", dependencies: ["LunaparkGraph"]),
        .testTarget(name: "LunaparkRenderTests", dependencies: ["LunaparkRender"]),
        .testTarget(name: "LunaparkSDLTests", dependencies: ["LunaparkSDL"]),
        // Behaviour of the whole stack on the headless host (virtual clock, pixels).
        .testTarget(name: "LunaparkTests", dependencies: ["Lunapark"], exclude: ["Articles/README.md"]),
        // The park itself (`@testable import LunaparkDemo`): its navigation and its scenes on the headless host.
        .testTarget(name: "LunaparkDemoTests", dependencies: ["LunaparkDemo", "Lunapark"]),
        // SwiftUI code as people write it, with only `import SwiftUI` changed to `import Lunapark`.
        // Assets.xcassets: the samples' asset catalog, read at run time as a ported app's is (AssetCatalog).
        .testTarget(name: "SwiftUISampleTests", dependencies: ["Lunapark", "Combine", "CoreGraphics", "UIKit"], path: "Tests/SwiftUISamples",
                    exclude: ["Assets.xcassets"]),
        // The metronome scene played for 10 s through SDL's disk audio driver: sound onsets against timeline entries.
        .testTarget(name: "AudioSyncTests", dependencies: ["LunaparkDemo", "Lunapark"], path: "Tests/AudioSync"),
    ]
)
