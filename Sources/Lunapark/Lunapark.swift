// Lunapark: SwiftUI's animation system for Linux.
//
// `import Lunapark` brings in the whole public API, as `import SwiftUI` does:
// the animation core, the scene graph, the cairo renderer with the headless
// host, and the SDL window host.
@_exported import LunaparkCore
@_exported import LunaparkGraph
@_exported import LunaparkRender
@_exported import LunaparkSDL
@_exported import Foundation
