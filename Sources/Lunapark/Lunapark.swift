// Lunapark: SwiftUI's animation system for Linux.
//
// `import Lunapark` brings in the whole public API, as `import SwiftUI` does:
// the animation core, the scene graph, the cairo renderer with the headless
// host, and the SDL window host; and what `import SwiftUI` also gives a file on
// Apple platforms: Foundation, Observation (`@Observable`), Combine's names
// (`ObservableObject`, `@Published`, publishers, `AnyCancellable`) and Core
// Graphics' geometry types; and the UIKit names SwiftUI code uses on iOS
// (`UIScreen`, `UIColor`, the haptic feedback generators).
@_exported import LunaparkCore
@_exported import LunaparkGraph
@_exported import LunaparkRender
@_exported import LunaparkSDL
@_exported import Foundation
@_exported import Observation
@_exported import Combine
@_exported import CoreGraphics
@_exported import UIKit
