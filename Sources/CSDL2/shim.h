// SDL2 for Swift. Function-like and composed macros do not import into Swift;
// each one used by Lunapark is wrapped here in a static inline function.
#ifndef LUNAPARK_CSDL2_SHIM_H
#define LUNAPARK_CSDL2_SHIM_H
#include <SDL2/SDL.h>

static inline int lunapark_SDL_WINDOWPOS_CENTERED(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 lunapark_SDL_BUTTON_LMASK(void) { return SDL_BUTTON_LMASK; }
static inline Uint32 lunapark_SDL_INIT_VIDEO_EVENTS_TIMER(void) { return SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER; }
static inline const char *lunapark_SDL_GetError(void) { return SDL_GetError(); }
#endif
