// A video frame's subject cut out by its matte, in one pass over the pixels: what a frame draws
// when it paints a clip's subject above clips placed behind it.
#pragma once

#include <napi.h>

#include <cstdint>

#include "pixel_box.h"

namespace ff {

// Writes `out` (width*height straight-alpha RGBA) inside the box it returns: the colour of `video`,
// and the alpha of `video` times the matte's grey (R of `matte`) times the matte's own alpha (the
// coverage its decoder gave the pixel), each 0..255, rounded. Returns the box of the pixels left
// with any alpha; every pixel outside it is transparent, and `out` is not written there (it keeps
// whatever it held), so only the box may be drawn. `out` may be `video`. Only the matte's pixels
// inside `within` are read: outside it the matte is taken to be empty (it may hold anything there).
PixelBox CutOut(const uint8_t* video, const uint8_t* matte, uint8_t* out, int width, int height, const PixelBox& within);

void InitCutOut(Napi::Env env, Napi::Object exports);

}  // namespace ff
