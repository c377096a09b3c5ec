// SDL2_image for Swift (animated GIF decoding through IMG_LoadAnimation).
#ifndef LUNAPARK_CSDL2IMAGE_SHIM_H
#define LUNAPARK_CSDL2IMAGE_SHIM_H
#include <SDL2/SDL_image.h>
#endif
