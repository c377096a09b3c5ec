#ifndef LUNAPARK_CDISPLAYCONNECTION_H
#define LUNAPARK_CDISPLAYCONNECTION_H

/// The file descriptor of the connection to the display server that the SDL
/// window `sdlWindow` (an `SDL_Window *`) belongs to, or -1 when its video
/// driver has none that Lunapark can watch (offscreen, dummy, and Wayland,
/// whose event reading is not measured here). The descriptor becomes
/// readable when the server sends events; it stays owned by SDL.
///
/// X11: `ConnectionNumber` of the window's `Display` (Xlib's macro, read from
/// the display structure, so nothing is linked against libX11). Kept in C so
/// that Xlib's names (None, True, Status...) never reach Swift.
int lunapark_display_connection_fd(void *sdlWindow);

/// Makes SIGINT and SIGTERM write one byte (the signal's number) to
/// `writeFD`, a non-blocking pipe the window's event loop watches, so that
/// Ctrl+C ends an app waiting in its run loop at once (CFRunLoop retries its
/// wait when a signal interrupts it, and SDL's own handlers, turned off with
/// SDL_HINT_NO_SIGNAL_HANDLERS, only set a flag read at the next pump). A
/// signal the process ignores (a background job's SIGINT) stays ignored.
void lunapark_wake_on_termination_signals(int writeFD);

#endif
