#include "rgba_scale.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <limits>
#include <vector>

#include "cpu.h"

namespace ff {
namespace {

// Fixed point: filter weights and colour coefficients have 14 fractional bits; the horizontal pass
// keeps 6 fractional bits of each sample in int16, the vertical pass too (in int32).
constexpr int kOne = 1 << 14;
constexpr int kRowPad = 16;  // int16 past the end of each filtered row, so SIMD loads stay inside

double CatmullRom(double t) {
  t = std::fabs(t);
  if (t < 1) return (1.5 * t - 2.5) * t * t + 1;
  if (t < 2) return ((-0.5 * t + 2.5) * t - 4) * t + 2;
  return 0;
}

// The filter along one axis, for the output indices [first, first + count) that the target covers.
// Output index first + i reads `taps` consecutive samples from start[i]; weights are stored per group
// of four taps, [group][i][4], so that SIMD code loads the weights of consecutive outputs at once.
struct Axis {
  int first = 0;
  int count = 0;
  int taps = 4;
  int last = 0;  // the last sample that may be read
  bool past_last = false;  // taps reach past `last` (fewer samples than taps), with zero weight
  // When every output takes one sample at full weight, the next output the next sample (a picture
  // at its own size, on whole pixels), the filter is a copy from this sample on; else -1.
  int copy_from = -1;
  // Outputs [0, shuffle_count), in blocks of eight, read each half block's taps (four outputs, four
  // samples each) out of one window of 16 samples from the half's first start: the SIMD filter
  // loads the two windows and shuffles them (`shuffles`, 32 bytes a block) instead of gathering.
  int shuffle_count = 0;
  std::vector<uint8_t> shuffles;
  std::vector<int32_t> start;
  std::vector<int16_t> weights;
  std::vector<int32_t> coverage;  // 256 = the output pixel lies wholly inside the target

  const int16_t* Group(int g, int i) const { return &weights[(static_cast<size_t>(g) * count + i) * 4]; }
  int Weight(int i, int k) const { return Group(k / 4, i)[k % 4]; }
};

// Source [s0, s0 + slen) (in luma pixels) onto output [d0, d0 + dlen) of an axis `out_n` pixels long,
// for a plane whose sample j is centred at luma coordinate origin + j * step; samples lo..hi may be read.
// Only outputs in [clip_first, clip_end) are kept: each output's taps and weights depend on its own
// position alone, so a clipped axis filters those outputs exactly as the whole axis does.
Axis BuildAxis(int out_n, double s0, double slen, double d0, double dlen, double origin, double step, int lo, int hi,
               int clip_first = 0, int clip_end = std::numeric_limits<int>::max()) {
  Axis a;
  a.first = std::max({0, clip_first, static_cast<int>(std::floor(d0))});
  const int end = std::min({out_n, clip_end, static_cast<int>(std::ceil(d0 + dlen))});
  a.count = std::max(0, end - a.first);
  const double ratio = slen / dlen;  // luma pixels per output pixel
  // Shrinking stretches the kernel over more samples (up to 64 taps: beyond 15x it starts to alias).
  const double widen = std::clamp(ratio / step, 1.0, 15.0);
  const double support = 2 * widen;
  const int span = static_cast<int>(std::ceil(2 * support));
  // No more taps than samples to read: the window then starts at lo and ends at most 3 past hi.
  a.taps = (std::min(span, hi - lo + 1) + 3) & ~3;
  a.last = hi;
  a.past_last = lo + a.taps - 1 > hi;
  a.start.resize(a.count);
  a.weights.assign(static_cast<size_t>(a.count) * a.taps, 0);
  a.coverage.resize(a.count);
  std::vector<double> w(a.taps);
  std::vector<int> iw(a.taps);
  for (int i = 0; i < a.count; i++) {
    const int o = a.first + i;
    const double q = (s0 + (o + 0.5 - d0) * ratio - origin) / step;  // in sample units
    const int j0 = static_cast<int>(std::floor(q - support)) + 1;
    // Samples outside lo..hi repeat the edge sample: their weights move onto it.
    const int start = std::clamp(j0, lo, std::max(lo, hi - a.taps + 1));
    std::fill(w.begin(), w.end(), 0.0);
    double sum = 0;
    for (int j = j0; j < j0 + span; j++) {
      const double v = CatmullRom((j - q) / widen);
      w[std::clamp(j, lo, hi) - start] += v;
      sum += v;
    }
    int total = 0, largest = 0;
    for (int k = 0; k < a.taps; k++) {
      iw[k] = static_cast<int>(std::lround(w[k] / sum * kOne));
      total += iw[k];
      if (iw[k] > iw[largest]) largest = k;
    }
    iw[largest] += kOne - total;  // the weights sum to exactly one, so flat areas stay flat
    for (int k = 0; k < a.taps; k++) a.weights[(static_cast<size_t>(k / 4) * a.count + i) * 4 + k % 4] = static_cast<int16_t>(iw[k]);
    a.start[i] = start;
    const double cover = std::min(o + 1.0, d0 + dlen) - std::max(static_cast<double>(o), d0);
    a.coverage[i] = static_cast<int32_t>(std::lround(std::clamp(cover, 0.0, 1.0) * 256));
  }
  // Read off the weights, so the copy gives exactly what the filter would.
  int from = -1;
  bool copy = a.count > 0;
  for (int i = 0; copy && i < a.count; i++) {
    int one = -1;
    for (int k = 0; k < a.taps && copy; k++) {
      const int w = a.Weight(i, k);
      if (w == kOne && one < 0) one = k;
      else if (w != 0) copy = false;
    }
    if (one < 0) copy = false;
    else if (i == 0) from = a.start[0] + one;
    else if (a.start[i] + one != from + i) copy = false;
  }
  if (copy) a.copy_from = from;
  // Upscaling and mild downscaling keep a half block's samples within 16 of each other; near the
  // row's end, where a 16-sample window would read past `last`, the gather takes over.
  const int groups = a.taps / 4;
  a.shuffles.reserve(static_cast<size_t>(a.count / 8) * 32);
  for (int i = 0; i + 8 <= a.count; i += 8) {
    bool fits = true;
    for (int half = 0; half < 2; half++) {
      const int base = a.start[i + 4 * half];
      fits = fits && a.start[i + 4 * half + 3] - base <= 12 && base + 4 * (groups - 1) + 16 <= a.last + 1;
    }
    if (!fits) break;
    for (int half = 0; half < 2; half++) {
      const int base = a.start[i + 4 * half];
      for (int j = 0; j < 4; j++) {
        for (int t = 0; t < 4; t++) a.shuffles.push_back(static_cast<uint8_t>(a.start[i + 4 * half + j] - base + t));
      }
    }
    a.shuffle_count = i + 8;
  }
  return a;
}

inline int16_t Saturate16(int v) { return static_cast<int16_t>(std::clamp(v, -32768, 32767)); }
inline int32_t Clamp255(int v) { return std::clamp(v, 0, 255); }

// Samples [from, from + count) of a row as the horizontal filter's output when it is a copy
// (Axis::copy_from): each sample at full weight, with 6 fractional bits, outputs [done, count).
void CopyRowC(const uint8_t* src, int from, int done, int count, int16_t* out) {
  for (int i = done; i < count; i++) out[i] = static_cast<int16_t>(src[from + i] << 6);
}

// One source row through the horizontal filter, outputs [from, count).
void FilterRowC(const uint8_t* src, const Axis& a, int from, int16_t* out) {
  for (int i = from; i < a.count; i++) {
    int acc = 0;
    for (int g = 0; g < a.taps / 4; g++) {
      const int16_t* w = a.Group(g, i);
      const uint8_t* s = src + a.start[i] + 4 * g;
      acc += w[0] * s[0] + w[1] * s[1] + w[2] * s[2] + w[3] * s[3];
    }
    out[i] = Saturate16((acc + 128) >> 8);
  }
}

// The colour matrix in fixed point (6 fractional bits in, 8-bit out).
struct Matrix {
  bool rgb = false;
  bool grey = false;  // Y alone: what the YUV matrix gives with neutral chroma
  int y_offset = 0;
  int cy = kOne, crv = 0, cgu = 0, cgv = 0, cbu = 0;
};

Matrix MakeMatrix(const PlanarPicture& p) {
  Matrix m;
  m.rgb = p.rgb;
  m.grey = p.grey;
  if (p.rgb) return m;
  const double ys = p.full_range ? 1.0 : 255.0 / 219.0, cs = p.full_range ? 1.0 : 255.0 / 224.0;
  const double kg = 1 - p.kr - p.kb;
  auto fixed = [](double v) { return static_cast<int>(std::lround(v * kOne)); };
  m.y_offset = p.full_range ? 0 : 16 << 6;
  m.cy = fixed(ys);
  m.crv = fixed(2 * (1 - p.kr) * cs);
  m.cbu = fixed(2 * (1 - p.kb) * cs);
  m.cgu = fixed(2 * p.kb * (1 - p.kb) / kg * cs);
  m.cgv = fixed(2 * p.kr * (1 - p.kr) / kg * cs);
  return m;
}

// The vertical filter of one output row of one plane: `taps` (even) rows and their weights.
struct Column {
  const int16_t* row[64];
  int16_t w[64];
  int taps = 0;
  int Value(int x) const {
    int acc = 0;
    for (int k = 0; k < taps; k++) acc += w[k] * row[k][x];
    return (acc + (1 << 13)) >> 14;
  }
};

// Output row pixels [from, count) from the vertically filtered planes; alpha before coverage.
void ConvertRowC(const Column* c, bool alpha, const Matrix& m, int from, int count, uint8_t* out) {
  constexpr int kRound = 1 << 19;
  for (int x = from; x < count; x++) {
    int r, g, b;
    if (m.rgb) {
      g = (c[0].Value(x) + 32) >> 6;
      b = (c[1].Value(x) + 32) >> 6;
      r = (c[2].Value(x) + 32) >> 6;
    } else if (m.grey) {
      r = g = b = (m.cy * (c[0].Value(x) - m.y_offset) + kRound) >> 20;
    } else {
      const int y = m.cy * (c[0].Value(x) - m.y_offset);
      const int u = c[1].Value(x) - (128 << 6), v = c[2].Value(x) - (128 << 6);
      r = (y + m.crv * v + kRound) >> 20;
      g = (y - m.cgu * u - m.cgv * v + kRound) >> 20;
      b = (y + m.cbu * u + kRound) >> 20;
    }
    uint8_t* px = out + 4 * x;
    px[0] = static_cast<uint8_t>(Clamp255(Saturate16(r)));
    px[1] = static_cast<uint8_t>(Clamp255(Saturate16(g)));
    px[2] = static_cast<uint8_t>(Clamp255(Saturate16(b)));
    px[3] = static_cast<uint8_t>(alpha ? Clamp255(Saturate16((c[3].Value(x) + 32) >> 6)) : 255);
  }
}

#ifdef FF_HAVE_X86

__attribute__((target("avx2"))) int FilterRowAvx2(const uint8_t* src, const Axis& a, int16_t* out) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i round = _mm256_set1_epi32(128);
  int i = 0;
  for (; i + 8 <= a.count; i += 8) {
    const bool shuffled = i < a.shuffle_count;
    const __m256i starts = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(&a.start[i]));
    const __m256i order = shuffled ? _mm256_loadu_si256(reinterpret_cast<const __m256i*>(&a.shuffles[static_cast<size_t>(i / 8) * 32])) : zero;
    const uint8_t* first = src + a.start[i];
    const uint8_t* fifth = src + a.start[i + 4];
    __m256i acc = _mm256_setzero_si256();
    for (int g = 0; g < a.taps / 4; g++) {
      // Four consecutive samples for each of eight outputs: lanes hold outputs 0-3 | 4-7.
      const __m256i px = shuffled
          ? _mm256_shuffle_epi8(_mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(first + 4 * g))),
                                                        _mm_loadu_si128(reinterpret_cast<const __m128i*>(fifth + 4 * g)), 1),
                                order)
          : _mm256_i32gather_epi32(reinterpret_cast<const int*>(src), _mm256_add_epi32(starts, _mm256_set1_epi32(4 * g)), 1);
      const int16_t* w = a.Group(g, i);
      const __m256i w03 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w));
      const __m256i w47 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w + 16));
      const __m256i lo = _mm256_madd_epi16(_mm256_unpacklo_epi8(px, zero), _mm256_permute2x128_si256(w03, w47, 0x20));  // outputs 0,1 | 4,5
      const __m256i hi = _mm256_madd_epi16(_mm256_unpackhi_epi8(px, zero), _mm256_permute2x128_si256(w03, w47, 0x31));  // outputs 2,3 | 6,7
      acc = _mm256_add_epi32(acc, _mm256_hadd_epi32(lo, hi));
    }
    const __m256i v = _mm256_srai_epi32(_mm256_add_epi32(acc, round), 8);
    const __m256i packed = _mm256_permute4x64_epi64(_mm256_packs_epi32(v, v), _MM_SHUFFLE(3, 1, 2, 0));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out + i), _mm256_castsi256_si128(packed));
  }
  return i;
}

__attribute__((target("avx2"))) int CopyRowAvx2(const uint8_t* src, int from, int count, int16_t* out) {
  int i = 0;
  for (; i + 16 <= count; i += 16) {
    const __m256i v = _mm256_cvtepu8_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i*>(src + from + i)));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i), _mm256_slli_epi16(v, 6));
  }
  return i;
}

// Vertically filtered values of 16 outputs from x, as int32 in the order [0-3 8-11] and [4-7 12-15].
__attribute__((target("avx2"))) inline void Vertical16(const Column& c, int x, __m256i& lo, __m256i& hi) {
  const __m256i round = _mm256_set1_epi32(1 << 13);
  lo = round;
  hi = round;
  for (int k = 0; k < c.taps; k += 2) {
    const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c.row[k] + x));
    const __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c.row[k + 1] + x));
    const __m256i w = _mm256_set1_epi32(static_cast<int>(static_cast<uint16_t>(c.w[k])) | (static_cast<int>(c.w[k + 1]) << 16));
    lo = _mm256_add_epi32(lo, _mm256_madd_epi16(_mm256_unpacklo_epi16(a, b), w));
    hi = _mm256_add_epi32(hi, _mm256_madd_epi16(_mm256_unpackhi_epi16(a, b), w));
  }
  lo = _mm256_srai_epi32(lo, 14);
  hi = _mm256_srai_epi32(hi, 14);
}

__attribute__((target("avx2"))) inline __m256i To8(__m256i v, int shift) {
  return _mm256_srai_epi32(_mm256_add_epi32(v, _mm256_set1_epi32(1 << (shift - 1))), shift);
}

struct MatrixAvx2 {
  __m256i cy, crv, cbu, cgu, cgv, yoff, coff;
};

// R, G, B (8-bit scale, int32) of eight pixels from their vertically filtered Y, U, V.
__attribute__((target("avx2"))) inline void YuvToRgb8(const MatrixAvx2& m, __m256i y, __m256i u, __m256i v, __m256i& r, __m256i& g, __m256i& b) {
  y = _mm256_mullo_epi32(m.cy, _mm256_sub_epi32(y, m.yoff));
  u = _mm256_sub_epi32(u, m.coff);
  v = _mm256_sub_epi32(v, m.coff);
  r = To8(_mm256_add_epi32(y, _mm256_mullo_epi32(m.crv, v)), 20);
  g = To8(_mm256_sub_epi32(_mm256_sub_epi32(y, _mm256_mullo_epi32(m.cgu, u)), _mm256_mullo_epi32(m.cgv, v)), 20);
  b = To8(_mm256_add_epi32(y, _mm256_mullo_epi32(m.cbu, u)), 20);
}

// Sixteen int16 in pixel order, clamped to 0..255; packs puts the halves back in order [0-3 4-7 | 8-11 12-15].
__attribute__((target("avx2"))) inline __m256i Clamp8(__m256i lo, __m256i hi) {
  return _mm256_min_epi16(_mm256_max_epi16(_mm256_packs_epi32(lo, hi), _mm256_setzero_si256()), _mm256_set1_epi16(255));
}

__attribute__((target("avx2"))) int ConvertRowAvx2(const Column* c, bool alpha, const Matrix& m, int count, uint8_t* out) {
  const MatrixAvx2 mv{_mm256_set1_epi32(m.cy),  _mm256_set1_epi32(m.crv),      _mm256_set1_epi32(m.cbu),     _mm256_set1_epi32(m.cgu),
                      _mm256_set1_epi32(m.cgv), _mm256_set1_epi32(m.y_offset), _mm256_set1_epi32(128 << 6)};
  int x = 0;
  for (; x + 16 <= count; x += 16) {
    __m256i p0l, p0h, p1l, p1h, p2l, p2h;
    Vertical16(c[0], x, p0l, p0h);
    if (m.grey) {
      p1l = p1h = p2l = p2h = mv.coff;  // neutral chroma
    } else {
      Vertical16(c[1], x, p1l, p1h);
      Vertical16(c[2], x, p2l, p2h);
    }
    __m256i rl, rh, gl, gh, bl, bh;
    if (m.rgb) {
      gl = To8(p0l, 6), gh = To8(p0h, 6);
      bl = To8(p1l, 6), bh = To8(p1h, 6);
      rl = To8(p2l, 6), rh = To8(p2h, 6);
    } else {
      YuvToRgb8(mv, p0l, p1l, p2l, rl, gl, bl);
      YuvToRgb8(mv, p0h, p1h, p2h, rh, gh, bh);
    }
    const __m256i r = Clamp8(rl, rh), g = Clamp8(gl, gh), b = Clamp8(bl, bh);
    __m256i a = _mm256_set1_epi16(255);
    if (alpha) {
      __m256i al, ah;
      Vertical16(c[3], x, al, ah);
      a = Clamp8(To8(al, 6), To8(ah, 6));
    }
    const __m256i rg = _mm256_or_si256(r, _mm256_slli_epi16(g, 8));
    const __m256i ba = _mm256_or_si256(b, _mm256_slli_epi16(a, 8));
    const __m256i lo = _mm256_unpacklo_epi16(rg, ba);  // pixels 0-3 | 8-11
    const __m256i hi = _mm256_unpackhi_epi16(rg, ba);  // pixels 4-7 | 12-15
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + 4 * x), _mm256_permute2x128_si256(lo, hi, 0x20));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + 4 * x + 32), _mm256_permute2x128_si256(lo, hi, 0x31));
  }
  return x;
}

#endif

void FilterRow(const uint8_t* src, const Axis& a, int16_t* out) {
  int done = 0;
  if (a.copy_from >= 0) {
#ifdef FF_HAVE_X86
    if (CpuHasAvx2()) done = CopyRowAvx2(src, a.copy_from, a.count, out);
#endif
    CopyRowC(src, a.copy_from, done, a.count, out);
    return;
  }
#ifdef FF_HAVE_X86
  if (CpuHasAvx2()) done = FilterRowAvx2(src, a, out);
#endif
  FilterRowC(src, a, done, out);
}

void ConvertRow(const Column* c, bool alpha, const Matrix& m, int count, uint8_t* out) {
  int done = 0;
#ifdef FF_HAVE_X86
  if (CpuHasAvx2()) done = ConvertRowAvx2(c, alpha, m, count, out);
#endif
  ConvertRowC(c, alpha, m, done, count, out);
}

// One plane's horizontally filtered rows, kept in a ring as the output moves down.
class PlaneRows {
 public:
  PlaneRows(const uint8_t* data, int stride, const Axis& h, const Axis& v) : data_(data), stride_(stride), h_(h), v_(v) {
    const size_t width = static_cast<size_t>(h.count) + kRowPad;
    rows_.assign(width * v.taps, 0);
    tags_.assign(v.taps, -1);
    width_ = width;
    if (h.past_last) padded_.assign(static_cast<size_t>(h.last) + h.taps + 1, 0);
  }

  // The vertical filter for output row first + i: its rows of non-zero weight (a picture at its
  // own height takes one), in pairs for the SIMD pass (a lone one paired with a zero-weight copy).
  void Prepare(int i, Column& c) {
    c.taps = 0;
    for (int k = 0; k < v_.taps; k++) {
      const int w = v_.Weight(i, k);
      if (w == 0) continue;  // adds nothing (rows past the last one all have zero weight)
      const int r = v_.start[i] + k;
      const int slot = r % v_.taps;
      int16_t* row = &rows_[slot * width_];
      if (tags_[slot] != r) {
        const uint8_t* src = data_ + static_cast<ptrdiff_t>(r) * stride_;
        if (h_.past_last && h_.copy_from < 0) {  // a plane narrower than the filter: read a zero-padded copy, never past the row
          std::memcpy(padded_.data(), src, static_cast<size_t>(h_.last) + 1);
          src = padded_.data();
        }
        FilterRow(src, h_, row);
        tags_[slot] = r;
      }
      c.row[c.taps] = row;
      c.w[c.taps] = static_cast<int16_t>(w);
      c.taps++;
    }
    if (c.taps % 2 == 1) {
      c.row[c.taps] = c.row[c.taps - 1];
      c.w[c.taps] = 0;
      c.taps++;
    }
  }

 private:
  const uint8_t* data_;
  int stride_;
  const Axis& h_;
  const Axis& v_;
  std::vector<int16_t> rows_;
  std::vector<int> tags_;
  std::vector<uint8_t> padded_;
  size_t width_ = 0;
};

// Samples of the source rectangle (and the one it starts or ends inside); the filter never reads beyond them.
void SourceSamples(double from, double length, double origin, double step, int n, int& lo, int& hi) {
  lo = std::clamp(static_cast<int>(std::floor((from - origin) / step + 0.5)), 0, n - 1);
  hi = std::clamp(static_cast<int>(std::ceil((from + length - origin) / step - 0.5)), lo, n - 1);
}

bool Scales(const PlanarPicture& p, const Placement& pl) {
  return pl.sw > 0 && pl.sh > 0 && pl.dw > 0 && pl.dh > 0 && p.width > 0 && p.height > 0;
}

// The output pixels of `box` (whole output pixels, inside the output) through the filter, row by
// row into `rows`; with `clear_outside`, every other output pixel is made transparent, else left
// as it was (or, for a row not made at all, never handed out).
void ScaleWindow(const PlanarPicture& p, const Placement& pl, const PixelBox& box, bool clear_outside, const RowSink& rows) {
  const size_t row_bytes = static_cast<size_t>(pl.width) * 4;
  auto clear = [&](int y0, int y1) {
    if (!clear_outside) return;
    for (int y = y0; y < y1; y++) std::memset(rows.row(y), 0, row_bytes);
  };
  if (!Scales(p, pl) || box.width <= 0 || box.height <= 0) {
    clear(0, pl.height);
    return;
  }
  int lx0, lx1, ly0, ly1, cx0, cx1, cy0, cy1;
  const int cw = (p.width + (1 << p.chroma_shift_x) - 1) >> p.chroma_shift_x;
  const int ch = (p.height + (1 << p.chroma_shift_y) - 1) >> p.chroma_shift_y;
  const double cstep_x = 1 << p.chroma_shift_x, cstep_y = 1 << p.chroma_shift_y;
  const double corigin_x = p.chroma_shift_x ? p.chroma_x : 0.5, corigin_y = p.chroma_shift_y ? p.chroma_y : 0.5;
  SourceSamples(pl.sx, pl.sw, 0.5, 1, p.width, lx0, lx1);
  SourceSamples(pl.sy, pl.sh, 0.5, 1, p.height, ly0, ly1);
  SourceSamples(pl.sx, pl.sw, corigin_x, cstep_x, cw, cx0, cx1);
  SourceSamples(pl.sy, pl.sh, corigin_y, cstep_y, ch, cy0, cy1);
  const int bx1 = box.x + box.width, by1 = box.y + box.height;
  const Axis luma_x = BuildAxis(pl.width, pl.sx, pl.sw, pl.dx, pl.dw, 0.5, 1, lx0, lx1, box.x, bx1);
  const Axis luma_y = BuildAxis(pl.height, pl.sy, pl.sh, pl.dy, pl.dh, 0.5, 1, ly0, ly1, box.y, by1);
  // A grey picture has no chroma to filter: its rows go through the luma filter only.
  const Axis chroma_x = p.grey ? Axis() : BuildAxis(pl.width, pl.sx, pl.sw, pl.dx, pl.dw, corigin_x, cstep_x, cx0, cx1, box.x, bx1);
  const Axis chroma_y = p.grey ? Axis() : BuildAxis(pl.height, pl.sy, pl.sh, pl.dy, pl.dh, corigin_y, cstep_y, cy0, cy1, box.y, by1);
  if (luma_x.count == 0 || luma_y.count == 0) {
    clear(0, pl.height);
    return;
  }
  const bool alpha = !p.grey && p.plane[3] != nullptr;
  std::vector<PlaneRows> planes;
  planes.reserve(4);
  planes.emplace_back(p.plane[0], p.stride[0], luma_x, luma_y);
  if (!p.grey) {
    planes.emplace_back(p.plane[1], p.stride[1], chroma_x, chroma_y);
    planes.emplace_back(p.plane[2], p.stride[2], chroma_x, chroma_y);
  }
  if (alpha) planes.emplace_back(p.plane[3], p.stride[3], luma_x, luma_y);
  const Matrix m = MakeMatrix(p);
  const int x0 = luma_x.first, xn = luma_x.count, y0 = luma_y.first, yn = luma_y.count;

  clear(0, y0);
  clear(y0 + yn, pl.height);
  Column columns[4];
  for (int i = 0; i < yn; i++) {
    uint8_t* row = rows.row(y0 + i);
    if (clear_outside) {
      std::memset(row, 0, static_cast<size_t>(x0) * 4);
      std::memset(row + static_cast<size_t>(x0 + xn) * 4, 0, static_cast<size_t>(pl.width - x0 - xn) * 4);
    }
    for (size_t k = 0; k < planes.size(); k++) planes[k].Prepare(i, columns[k]);
    uint8_t* px = row + static_cast<size_t>(x0) * 4;
    ConvertRow(columns, alpha, m, xn, px);
    // Coverage is partial only along the target's edges: in the first and last column, and in the
    // first and last row.
    const int cov_y = luma_y.coverage[i];
    auto cover = [&](int x) {
      const int cov = luma_x.coverage[x] * cov_y;
      if (cov < 256 * 256) px[4 * x + 3] = static_cast<uint8_t>((px[4 * x + 3] * cov + (1 << 15)) >> 16);
    };
    if (cov_y < 256) {
      for (int x = 0; x < xn; x++) cover(x);
    } else {
      cover(0);
      if (xn > 1) cover(xn - 1);
    }
    if (rows.made) rows.made(y0 + i, x0, xn, row);
  }
}

// Rows written straight into an output buffer.
RowSink IntoBuffer(uint8_t* out, int out_stride) {
  return RowSink{[out, out_stride](int y) { return out + static_cast<ptrdiff_t>(y) * out_stride; }, nullptr};
}

// The outputs [first, end) of `axis` whose taps give weight to a sample in [lo, hi]; empty when none.
void OutputsReading(const Axis& axis, int lo, int hi, int& first, int& end) {
  first = end = 0;
  for (int i = 0; i < axis.count; i++) {
    for (int k = 0; k < axis.taps; k++) {
      const int sample = axis.start[i] + k;
      if (sample < lo || sample > hi || axis.Weight(i, k) == 0) continue;
      if (end == 0) first = axis.first + i;
      end = axis.first + i + 1;
      break;
    }
  }
}

}  // namespace

void ScaleToRgba(const PlanarPicture& p, const Placement& pl, uint8_t* out, int out_stride) {
  ScaleWindow(p, pl, PixelBox{0, 0, pl.width, pl.height}, true, IntoBuffer(out, out_stride));
}

PixelBox NonBlackBox(const PlanarPicture& p, const Placement& pl) {
  if (!p.grey) return PixelBox{0, 0, pl.width, pl.height};
  if (!Scales(p, pl)) return PixelBox{0, 0, 0, 0};
  // The box of the samples the filter may read that are not black (0, or 16 in limited range).
  int lx0, lx1, ly0, ly1;
  SourceSamples(pl.sx, pl.sw, 0.5, 1, p.width, lx0, lx1);
  SourceSamples(pl.sy, pl.sh, 0.5, 1, p.height, ly0, ly1);
  const uint8_t black = p.full_range ? 0 : 16;
  int sx0 = lx1 + 1, sx1 = -1, sy0 = -1, sy1 = -1;
  for (int y = ly0; y <= ly1; y++) {
    const uint8_t* row = p.plane[0] + static_cast<ptrdiff_t>(y) * p.stride[0];
    int x = lx0;
    while (x <= lx1 && row[x] == black) x++;
    if (x > lx1) continue;
    int last = lx1;
    while (row[last] == black) last--;
    sx0 = std::min(sx0, x);
    sx1 = std::max(sx1, last);
    if (sy0 < 0) sy0 = y;
    sy1 = y;
  }
  if (sx1 < 0) return PixelBox{0, 0, 0, 0};
  // Every output pixel outside the outputs that read those samples filters black alone: black.
  const Axis xs = BuildAxis(pl.width, pl.sx, pl.sw, pl.dx, pl.dw, 0.5, 1, lx0, lx1);
  const Axis ys = BuildAxis(pl.height, pl.sy, pl.sh, pl.dy, pl.dh, 0.5, 1, ly0, ly1);
  int x0, x1, y0, y1;
  OutputsReading(xs, sx0, sx1, x0, x1);
  OutputsReading(ys, sy0, sy1, y0, y1);
  if (x1 <= x0 || y1 <= y0) return PixelBox{0, 0, 0, 0};
  return PixelBox{x0, y0, x1 - x0, y1 - y0};
}

PixelBox ScaleNonBlackToRgba(const PlanarPicture& p, const Placement& pl, uint8_t* out, int out_stride) {
  if (!p.grey) {
    ScaleToRgba(p, pl, out, out_stride);
    return PixelBox{0, 0, pl.width, pl.height};
  }
  const PixelBox box = NonBlackBox(p, pl);
  if (box.width > 0) ScaleWindow(p, pl, box, false, IntoBuffer(out, out_stride));
  return box;
}

void ScaleNonBlackRows(const PlanarPicture& p, const Placement& pl, const RowSink& rows) {
  const PixelBox box = NonBlackBox(p, pl);
  if (box.width > 0) ScaleWindow(p, pl, box, false, rows);
}

}  // namespace ff
