#include "CDisplayConnection.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

int lunapark_display_connection_fd(void *sdlWindow) {
    if (sdlWindow == NULL) return -1;
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo((SDL_Window *)sdlWindow, &info)) return -1;
#if defined(SDL_VIDEO_DRIVER_X11)
    if (info.subsystem == SDL_SYSWM_X11 && info.info.x11.display != NULL) {
        return ConnectionNumber(info.info.x11.display);
    }
#endif
    return -1;
}
