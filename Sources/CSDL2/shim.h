// SDL2 from Debian's libsdl2-dev. The header is included by its path rather
// than through pkg-config, whose flags carry -D_REENTRANT (which SwiftPM
// rejects with a warning); SDL's own includes resolve next to it.
#define SDL_MAIN_HANDLED 1
#include "/usr/include/SDL2/SDL.h"
