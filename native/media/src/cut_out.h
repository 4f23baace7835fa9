// A video frame's subject cut out by its matte, in one pass over the pixels: what a frame draws
// when it paints a clip's subject above clips placed behind it.
#pragma once

#include <napi.h>

#include <cstdint>
#include <vector>

#include "pixel_box.h"
#include "rgba_scale.h"

namespace ff {

// Writes `out` (width*height straight-alpha RGBA) inside the box it returns: the colour of `video`,
// and the alpha of `video` times the matte's grey (R of `matte`) times the matte's own alpha (the
// coverage its decoder gave the pixel), each 0..255, rounded. Returns the box of the pixels left
// with any alpha; every pixel outside it is transparent, and `out` is not written there (it keeps
// whatever it held), so only the box may be drawn. `out` may be `video`. Only the matte's pixels
// inside `within` are read: outside it the matte is taken to be empty (it may hold anything there).
PixelBox CutOut(const uint8_t* video, const uint8_t* matte, uint8_t* out, int width, int height, const PixelBox& within);

// A cut-out's box (of every pixel left with alpha), and disjoint boxes inside it that cover all of
// those pixels: drawn alone, the parts draw what the box draws, without the empty stretches
// between several subjects. Once packed (PackParts), part i's rows lie at byte `offsets[i]`.
struct CutOutParts {
  PixelBox box;
  std::vector<PixelBox> parts;
  std::vector<size_t> offsets;
};

// CutOut of `video` by a matte still to be scaled: the matte's picture laid out by `placement`
// (placement.width x placement.height, the size of `video` and `out`) as ScaleNonBlackToRgba lays
// it, within the box that ScaleNonBlackToRgba returns. The same box, and the same bytes inside it,
// in one pass without a scaled matte in between; `out` may be written outside the box too (draw the
// box, or its parts, alone).
CutOutParts CutOutByPicture(const uint8_t* video, const PlanarPicture& matte, const Placement& placement, uint8_t* out);

// Copies each part of `cut` out of `picture` (width RGBA pixels a row) into `packed`, one after
// another, each a picture of its own (part.width pixels a row), and records where in `cut.offsets`.
// `packed` needs room for the parts' pixels, at most the picture's.
void PackParts(const uint8_t* picture, int width, CutOutParts& cut, uint8_t* packed);

void InitCutOut(Napi::Env env, Napi::Object exports);

}  // namespace ff
