#include "rgba_convert.h"

#include <cstddef>

#include "cpu.h"

namespace ff {
namespace {

// BT.709 limited range in fixed point. Luma: Y = 16 + (0.2126 R + 0.7152 G + 0.0722 B) * 219/255,
// 15 fractional bits. Chroma works on the sum S of a 2x2 block (four times the mean), so 13
// fractional bits give the same 15-bit scale: U = 128 + (B' - Y') * 224/255 / 1.8556,
// V = 128 + (R' - Y') * 224/255 / 1.5748. Each chroma row of coefficients sums to zero, so grey stays 128.
constexpr int kYR = 5983, kYG = 20127, kYB = 2032;
constexpr int kUR = -825, kUG = -2773, kUB = 3598;
constexpr int kVR = 3598, kVG = -3268, kVB = -330;
constexpr int kYBias = (16 << 15) + (1 << 14);
constexpr int kCBias = (128 << 15) + (1 << 14);

inline uint8_t Clamp8(int v) { return static_cast<uint8_t>(v < 0 ? 0 : v > 255 ? 255 : v); }

void RowsC(const uint8_t* r0, const uint8_t* r1, int x0, int width, uint8_t* y0, uint8_t* y1, uint8_t* u, uint8_t* v, bool nv12) {
  for (int x = x0; x < width; x += 2) {
    const uint8_t* a = r0 + 4 * x;
    const uint8_t* b = r1 + 4 * x;
    y0[x] = Clamp8((kYR * a[0] + kYG * a[1] + kYB * a[2] + kYBias) >> 15);
    y0[x + 1] = Clamp8((kYR * a[4] + kYG * a[5] + kYB * a[6] + kYBias) >> 15);
    y1[x] = Clamp8((kYR * b[0] + kYG * b[1] + kYB * b[2] + kYBias) >> 15);
    y1[x + 1] = Clamp8((kYR * b[4] + kYG * b[5] + kYB * b[6] + kYBias) >> 15);
    const int sr = a[0] + a[4] + b[0] + b[4];
    const int sg = a[1] + a[5] + b[1] + b[5];
    const int sb = a[2] + a[6] + b[2] + b[6];
    const uint8_t cu = Clamp8((kUR * sr + kUG * sg + kUB * sb + kCBias) >> 15);
    const uint8_t cv = Clamp8((kVR * sr + kVG * sg + kVB * sb + kCBias) >> 15);
    if (nv12) {
      u[x] = cu;
      u[x + 1] = cv;
    } else {
      u[x / 2] = cu;
      v[x / 2] = cv;
    }
  }
}

#ifdef FF_HAVE_X86

// Eight luma values (as int32, in pixel order) for eight RGBA pixels.
__attribute__((target("avx2"))) inline __m256i Luma8(__m256i px, __m256i coef, __m256i bias) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i lo = _mm256_madd_epi16(_mm256_unpacklo_epi8(px, zero), coef);  // lanes: pixels 0,1 | 4,5
  const __m256i hi = _mm256_madd_epi16(_mm256_unpackhi_epi8(px, zero), coef);  // lanes: pixels 2,3 | 6,7
  return _mm256_srai_epi32(_mm256_add_epi32(_mm256_hadd_epi32(lo, hi), bias), 15);
}

// U and V for the four 2x2 blocks of eight pixels on two rows: lanes [U0 U1 V0 V1 | U2 U3 V2 V3].
__attribute__((target("avx2"))) inline __m256i Chroma4(__m256i a, __m256i b, __m256i cu, __m256i cv, __m256i bias) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i lo = _mm256_add_epi16(_mm256_unpacklo_epi8(a, zero), _mm256_unpacklo_epi8(b, zero));
  const __m256i hi = _mm256_add_epi16(_mm256_unpackhi_epi8(a, zero), _mm256_unpackhi_epi8(b, zero));
  const __m256i plo = _mm256_add_epi16(lo, _mm256_srli_si256(lo, 8));
  const __m256i phi = _mm256_add_epi16(hi, _mm256_srli_si256(hi, 8));
  const __m256i sums = _mm256_unpacklo_epi64(plo, phi);  // lanes: blocks 0,1 | 2,3 as R G B A sums
  const __m256i uv = _mm256_hadd_epi32(_mm256_madd_epi16(sums, cu), _mm256_madd_epi16(sums, cv));
  return _mm256_srai_epi32(_mm256_add_epi32(uv, bias), 15);
}

__attribute__((target("avx2"))) int RowsAvx2(const uint8_t* r0, const uint8_t* r1, int width, uint8_t* y0, uint8_t* y1, uint8_t* u,
                                             uint8_t* v, bool nv12) {
  const __m256i ycoef = _mm256_setr_epi16(kYR, kYG, kYB, 0, kYR, kYG, kYB, 0, kYR, kYG, kYB, 0, kYR, kYG, kYB, 0);
  const __m256i ucoef = _mm256_setr_epi16(kUR, kUG, kUB, 0, kUR, kUG, kUB, 0, kUR, kUG, kUB, 0, kUR, kUG, kUB, 0);
  const __m256i vcoef = _mm256_setr_epi16(kVR, kVG, kVB, 0, kVR, kVG, kVB, 0, kVR, kVG, kVB, 0, kVR, kVG, kVB, 0);
  const __m256i ybias = _mm256_set1_epi32(kYBias);
  const __m256i cbias = _mm256_set1_epi32(kCBias);
  // After packing, the U and V bytes of the 8 blocks sit as [U0 U1 V0 V1 U4 U5 V4 V5 | U2 U3 V2 V3 U6 U7 V6 V7].
  const __m128i take_u = _mm_setr_epi8(0, 1, 8, 9, 4, 5, 12, 13, -1, -1, -1, -1, -1, -1, -1, -1);
  const __m128i take_v = _mm_setr_epi8(2, 3, 10, 11, 6, 7, 14, 15, -1, -1, -1, -1, -1, -1, -1, -1);
  int x = 0;
  for (; x + 16 <= width; x += 16) {
    const __m256i a0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(r0 + 4 * x));
    const __m256i a1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(r0 + 4 * x + 32));
    const __m256i b0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(r1 + 4 * x));
    const __m256i b1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(r1 + 4 * x + 32));
    // Luma: 16 values per row, packed to bytes in order.
    for (int row = 0; row < 2; row++) {
      const __m256i p0 = row == 0 ? a0 : b0;
      const __m256i p1 = row == 0 ? a1 : b1;
      __m256i w = _mm256_packs_epi32(Luma8(p0, ycoef, ybias), Luma8(p1, ycoef, ybias));  // [0-3 8-11 | 4-7 12-15]
      w = _mm256_permute4x64_epi64(w, _MM_SHUFFLE(3, 1, 2, 0));
      const __m128i bytes = _mm_packus_epi16(_mm256_castsi256_si128(w), _mm256_extracti128_si256(w, 1));
      _mm_storeu_si128(reinterpret_cast<__m128i*>((row == 0 ? y0 : y1) + x), bytes);
    }
    // Chroma: 8 blocks.
    const __m256i c = _mm256_packs_epi32(Chroma4(a0, b0, ucoef, vcoef, cbias), Chroma4(a1, b1, ucoef, vcoef, cbias));
    const __m256i c8 = _mm256_packus_epi16(c, c);
    const __m128i both = _mm256_castsi256_si128(_mm256_permute4x64_epi64(c8, _MM_SHUFFLE(3, 1, 2, 0)));
    const __m128i cu = _mm_shuffle_epi8(both, take_u);
    const __m128i cv = _mm_shuffle_epi8(both, take_v);
    if (nv12) {
      _mm_storeu_si128(reinterpret_cast<__m128i*>(u + x), _mm_unpacklo_epi8(cu, cv));
    } else {
      _mm_storel_epi64(reinterpret_cast<__m128i*>(u + x / 2), cu);
      _mm_storel_epi64(reinterpret_cast<__m128i*>(v + x / 2), cv);
    }
  }
  return x;
}

#endif

}  // namespace

bool RgbaToYuv420Accelerated() {
#ifdef FF_HAVE_X86
  return CpuHasAvx2();
#else
  return false;
#endif
}

void RgbaToYuv420(const uint8_t* rgba, int src_stride, int width, int row_begin, int row_end, const Yuv420Planes& out) {
  for (int row = row_begin; row + 1 < row_end; row += 2) {
    const uint8_t* r0 = rgba + static_cast<size_t>(row) * src_stride;
    const uint8_t* r1 = r0 + src_stride;
    uint8_t* y0 = out.y + static_cast<size_t>(row) * out.y_stride;
    uint8_t* y1 = y0 + out.y_stride;
    uint8_t* u = out.u + static_cast<size_t>(row / 2) * out.c_stride;
    uint8_t* v = out.nv12 ? nullptr : out.v + static_cast<size_t>(row / 2) * out.c_stride;
    int done = 0;
#ifdef FF_HAVE_X86
    if (CpuHasAvx2()) done = RowsAvx2(r0, r1, width, y0, y1, u, v, out.nv12);
#endif
    RowsC(r0, r1, done, width, y0, y1, u, v, out.nv12);
  }
}

void RgbaToYuva420(const uint8_t* rgba, int src_stride, int width, int height, const Yuv420Planes& out, uint8_t* alpha, int alpha_stride) {
  for (int row = 0; row + 1 < height; row += 2) {
    const uint8_t* r0 = rgba + static_cast<size_t>(row) * src_stride;
    const uint8_t* r1 = r0 + src_stride;
    uint8_t* y0 = out.y + static_cast<size_t>(row) * out.y_stride;
    uint8_t* y1 = y0 + out.y_stride;
    uint8_t* a0 = alpha + static_cast<size_t>(row) * alpha_stride;
    uint8_t* a1 = a0 + alpha_stride;
    uint8_t* u = out.u + static_cast<size_t>(row / 2) * out.c_stride;
    uint8_t* v = out.v + static_cast<size_t>(row / 2) * out.c_stride;
    for (int x = 0; x < width; x += 2) {
      const uint8_t* px[4] = {r0 + 4 * x, r0 + 4 * x + 4, r1 + 4 * x, r1 + 4 * x + 4};
      uint8_t* ys[4] = {y0 + x, y0 + x + 1, y1 + x, y1 + x + 1};
      uint8_t* as[4] = {a0 + x, a0 + x + 1, a1 + x, a1 + x + 1};
      int weight = 0, wr = 0, wg = 0, wb = 0, sr = 0, sg = 0, sb = 0;
      for (int i = 0; i < 4; i++) {
        const uint8_t* p = px[i];
        *ys[i] = Clamp8((kYR * p[0] + kYG * p[1] + kYB * p[2] + kYBias) >> 15);
        *as[i] = p[3];
        weight += p[3];
        wr += p[3] * p[0];
        wg += p[3] * p[1];
        wb += p[3] * p[2];
        sr += p[0];
        sg += p[1];
        sb += p[2];
      }
      if (weight > 0) {
        // Four times the weighted mean: the block sum the chroma coefficients are scaled for.
        sr = (4 * wr + weight / 2) / weight;
        sg = (4 * wg + weight / 2) / weight;
        sb = (4 * wb + weight / 2) / weight;
      }
      u[x / 2] = Clamp8((kUR * sr + kUG * sg + kUB * sb + kCBias) >> 15);
      v[x / 2] = Clamp8((kVR * sr + kVG * sg + kVB * sb + kCBias) >> 15);
    }
  }
}

}  // namespace ff
