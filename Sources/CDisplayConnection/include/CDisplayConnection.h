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

#endif
