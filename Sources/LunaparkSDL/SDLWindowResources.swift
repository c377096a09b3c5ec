import CSDL2
import Foundation

/// The SDL objects of one host window, destroyed in reverse order of
/// creation when released: whatever `SDLHost.init` managed to create before
/// a failure is undone, so a failed start leaves no partial state.
///
/// Not isolated: its deinit runs wherever the last reference is released,
/// which is the main thread (only the main-actor `SDLHost` holds it).
final class SDLWindowResources {
    /// The subsystems this object initialized (`SDL_InitSubSystem` is reference-counted).
    var initializedSubsystems: UInt32 = 0
    var window: OpaquePointer?
    var renderer: OpaquePointer?
    /// The streaming textures frames are uploaded into, one per pipeline slot (`FramePipeline`).
    var textures: [OpaquePointer] = []

    init() {}

    deinit {
        for texture in textures { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let window { SDL_DestroyWindow(window) }
        if initializedSubsystems != 0 { SDL_QuitSubSystem(initializedSubsystems) }
    }

    /// SDL's error text for the last failure.
    static func lastError() -> String {
        let text = String(cString: SDL_GetError())
        return text.isEmpty ? "unknown SDL error" : text
    }
}
