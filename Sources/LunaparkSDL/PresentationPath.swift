import Foundation

/// How `SDLHost` gets its streaming texture onto the screen.
public enum PresentationPath: String, Sendable, Hashable, CaseIterable {
    /// SDL's software renderer writing to the window surface, with SDL's
    /// texture-backed window framebuffer disabled
    /// (`SDL_HINT_FRAMEBUFFER_ACCELERATION=0`), so on X11 a present is an
    /// `XShmPutImage`. Never has real vsync: frames are paced by timer.
    case software
    /// SDL's default accelerated renderer (OpenGL; llvmpipe when there is no
    /// GPU). Can use the display's vsync when it is real.
    case accelerated
}
