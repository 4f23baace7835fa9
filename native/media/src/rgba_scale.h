// A decoded picture to RGBA, scaled and placed with sub-pixel precision, in one pass.
//
// libswscale maps whole pixel grids onto whole pixel grids, so a picture that drifts or zooms by a
// fraction of a pixel per frame (a slow push-in) would move in whole-pixel steps. This scaler maps
// any rectangle of the source onto any (fractional) rectangle of the output with a separable
// Catmull-Rom filter (widened when shrinking), upsamples chroma from its own sample positions, and
// converts to RGB, all in fixed point: the AVX2 path and the portable C path give the same bytes.
#pragma once

#include <cstdint>
#include <functional>

#include "pixel_box.h"

namespace ff {

// A planar 8-bit picture: Y, U, V (chroma subsampled by 2^chroma_shift) or, with `rgb`, G, B, R
// planes at full size, or with `grey` the Y plane alone (no chroma: R = G = B); plane 3 is alpha or
// nullptr (always nullptr for grey).
struct PlanarPicture {
  const uint8_t* plane[4] = {nullptr, nullptr, nullptr, nullptr};
  int stride[4] = {0, 0, 0, 0};
  int width = 0;
  int height = 0;
  int chroma_shift_x = 0;
  int chroma_shift_y = 0;
  bool rgb = false;
  bool grey = false;
  // YUV and grey: luma and chroma weights of the colour matrix, and the range.
  double kr = 0.299;
  double kb = 0.114;
  bool full_range = false;
  // YUV only: where chroma sample 0 sits, in luma pixels from the picture's top-left corner
  // (0.5 shares luma pixel 0's centre, 1.0 lies between luma pixels 0 and 1).
  double chroma_x = 0.5;
  double chroma_y = 1.0;
};

// Source rectangle [sx, sx + sw) x [sy, sy + sh) in luma pixels lands on [dx, dx + dw) x [dy, dy + dh)
// of a width x height output (output pixels, either may be fractional). Output pixels outside the
// target rectangle are transparent; pixels it covers partly get that coverage as alpha.
struct Placement {
  int width = 0;
  int height = 0;
  double sx = 0, sy = 0, sw = 0, sh = 0;
  double dx = 0, dy = 0, dw = 0, dh = 0;
};

// Writes placement.height rows of placement.width RGBA pixels (straight alpha), rows `out_stride` bytes apart.
void ScaleToRgba(const PlanarPicture& picture, const Placement& placement, uint8_t* out, int out_stride);

// For a grey picture (a matte): the same pixels as ScaleToRgba, but only inside the box of output
// pixels that its non-black samples reach, which it returns (width 0 when the picture is all black
// there); every output pixel outside the box would be black or transparent, and is left as it was.
// Black is 0, or 16 in limited range. Any other picture is scaled whole, and the box is the output.
PixelBox ScaleNonBlackToRgba(const PlanarPicture& picture, const Placement& placement, uint8_t* out, int out_stride);

// Where a scale puts its output rows: `row(y)` gives the buffer row y is written into (placement.width
// RGBA pixels; several rows may share one), and `made(y, x0, count, pixels)`, when set, follows once
// outputs x0 .. x0 + count - 1 of it are written there (`pixels` is that buffer).
struct RowSink {
  std::function<uint8_t*(int y)> row;
  std::function<void(int y, int x0, int count, const uint8_t* pixels)> made;
};

// ScaleNonBlackToRgba's pixels handed out row by row instead: each row of its box as it is made,
// the same bytes it writes there. Every output pixel not handed out is black or transparent. For a
// picture that is not grey, the rows of the target (its pixels outside them transparent).
void ScaleNonBlackRows(const PlanarPicture& picture, const Placement& placement, const RowSink& rows);

}  // namespace ff
