// SDL2_mixer for Swift: macros wrapped as functions.
#ifndef LUNAPARK_CSDL2MIXER_SHIM_H
#define LUNAPARK_CSDL2MIXER_SHIM_H
#include <SDL2/SDL_mixer.h>
#include <dlfcn.h>

static inline Uint16 lunapark_AUDIO_S16SYS(void) { return AUDIO_S16SYS; }
static inline Uint16 lunapark_AUDIO_F32SYS(void) { return AUDIO_F32SYS; }
static inline int lunapark_SDL_AUDIO_ALLOW_FREQUENCY_CHANGE(void) { return SDL_AUDIO_ALLOW_FREQUENCY_CHANGE; }
static inline Mix_Chunk *lunapark_Mix_LoadWAV(const char *file) { return Mix_LoadWAV(file); }

// libasound reports a missing sound card on stderr, eight lines per attempt, before
// SDL returns its own one-line error. The handler type is variadic, which Swift
// cannot define, so the silent handler lives here.
static void lunapark_alsa_silent_error_handler(const char *file, int line, const char *function, int err,
                                               const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

// Silences libasound's error messages if SDL has loaded libasound (RTLD_NOLOAD:
// never loads it). Returns 1 when a handler was installed.
static inline int lunapark_silence_alsa_errors(void) {
    void *library = dlopen("libasound.so.2", RTLD_NOW | RTLD_NOLOAD);
    if (library == NULL) return 0;
    typedef void (*handler_t)(const char *, int, const char *, int, const char *, ...);
    typedef int (*set_handler_t)(handler_t);
    set_handler_t set_handler = (set_handler_t)dlsym(library, "snd_lib_error_set_handler");
    int installed = set_handler != NULL && set_handler(lunapark_alsa_silent_error_handler) == 0;
    dlclose(library); // drops only the reference RTLD_NOLOAD added; SDL keeps its own
    return installed;
}
#endif
