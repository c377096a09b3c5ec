import CSDL2
import Foundation
import LunaparkGraph

extension SDLHost {
    /// Serves the scene's clipboard (`ViewGraph.clipboardWriter`, `ShareLink`'s Copy) with
    /// SDL's: `SDL_SetClipboardText`, which needs the video subsystem this host started.
    func installClipboardWriter() {
        sceneGraph?.clipboardWriter = { text in
            if SDL_SetClipboardText(text) != 0 {
                print("Lunapark: could not copy to the clipboard: \(SDLWindowResources.lastError())")
            }
        }
    }
}
