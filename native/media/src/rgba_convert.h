// RGBA (full range) to BT.709 limited-range 4:2:0 with a 2x2 box chroma filter, I420 or NV12.
// The same result as libswscale with SWS_AREA | SWS_FULL_CHR_H_INP (within one code value), a few
// times faster: AVX2 when the CPU has it, portable C otherwise.
#pragma once

#include <cstdint>

namespace ff {

struct Yuv420Planes {
  uint8_t* y;
  int y_stride;
  uint8_t* u;  // NV12: the interleaved UV plane
  uint8_t* v;  // unused for NV12
  int c_stride;
  bool nv12;
};

// Converts rows [row_begin, row_end) of an RGBA image with `width` pixels per row and rows
// `src_stride` bytes apart. width, row_begin and row_end must be even.
void RgbaToYuv420(const uint8_t* rgba, int src_stride, int width, int row_begin, int row_end, const Yuv420Planes& out);

// Straight-alpha RGBA to BT.709 limited-range 4:2:0 plus a full-resolution alpha plane (yuva420p),
// a whole picture of even width and height. Luma and alpha are per pixel; each chroma sample is the
// alpha-weighted mean of its 2x2 block, so a partly transparent edge keeps the colour of its
// visible pixels instead of being pulled toward the (arbitrary) colour of the transparent ones
// beside them; a fully transparent block takes the plain mean. Portable C: alpha video is for
// previews, where encoding costs far more than this.
void RgbaToYuva420(const uint8_t* rgba, int src_stride, int width, int height, const Yuv420Planes& out, uint8_t* alpha, int alpha_stride);

// True when the AVX2 path is in use.
bool RgbaToYuv420Accelerated();

}  // namespace ff
