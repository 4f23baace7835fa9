#include "cut_out.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "cpu.h"
#include "worker.h"

namespace ff {

namespace {

// A cut-out's parts (CutOutParts::parts) are found on squares of this many pixels, at most this many.
constexpr int kPartCell = 16;
constexpr size_t kMaxParts = 16;

// The extent of the pixels a cut-out left with any alpha; with `cells` (columns x rows of
// kPartCell-pixel squares), also which squares hold any.
struct AlphaExtent {
  int x0 = INT32_MAX, y0 = INT32_MAX, x1 = -1, y1 = -1;
  std::vector<uint8_t> cells;
  int columns = 0;
  PixelBox Box() const { return x1 < 0 ? PixelBox{0, 0, 0, 0} : PixelBox{x0, y0, x1 - x0 + 1, y1 - y0 + 1}; }
};

// Each pixel's cut-out: the colour of the video, and its alpha times the matte's grey times the
// matte's coverage / 255², rounded (255 × 255 × g comes back as g exactly).
inline uint8_t CutOutAlpha(const uint8_t* v, const uint8_t* m) { return uint8_t((uint32_t(v[3]) * m[0] * m[3] + 32512) / 65025); }

void CutOutPixelsC(const uint8_t* v, const uint8_t* m, uint8_t* o, int from, int count) {
  for (int x = from; x < count; x++) {
    const uint8_t a = CutOutAlpha(v + 4 * x, m + 4 * x);
    o[4 * x] = v[4 * x];
    o[4 * x + 1] = v[4 * x + 1];
    o[4 * x + 2] = v[4 * x + 2];
    o[4 * x + 3] = a;
  }
}

#ifdef FF_HAVE_X86
// CutOutPixelsC eight pixels at a time, the same bytes: the product is below 2^24, where
// (p × 16909061) >> 40 equals p / 65025 for every p (checked over the whole range).
__attribute__((target("avx2"))) int CutOutPixelsAvx2(const uint8_t* v, const uint8_t* m, uint8_t* o, int count) {
  const __m256i low_byte = _mm256_set1_epi32(0xff), colour = _mm256_set1_epi32(0x00ffffff);
  const __m256i round = _mm256_set1_epi32(32512), reciprocal = _mm256_set1_epi32(16909061);
  int x = 0;
  for (; x + 8 <= count; x += 8) {
    const __m256i vp = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(v + 4 * x));
    const __m256i mp = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(m + 4 * x));
    const __m256i product = _mm256_add_epi32(
        _mm256_mullo_epi32(_mm256_mullo_epi32(_mm256_srli_epi32(vp, 24), _mm256_and_si256(mp, low_byte)), _mm256_srli_epi32(mp, 24)), round);
    const __m256i even = _mm256_srli_epi64(_mm256_mul_epu32(product, reciprocal), 40);
    const __m256i odd = _mm256_srli_epi64(_mm256_mul_epu32(_mm256_srli_epi64(product, 32), reciprocal), 40);
    const __m256i alpha = _mm256_or_si256(even, _mm256_slli_epi64(odd, 32));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(o + 4 * x), _mm256_or_si256(_mm256_and_si256(vp, colour), _mm256_slli_epi32(alpha, 24)));
  }
  return x;
}
#endif

// Row y's cut-out over outputs x0..x1 (`v`, `m` and `o` point at the row's pixel 0; `o` may be
// `v`), growing `e` by the pixels left with alpha.
void CutOutRow(const uint8_t* v, const uint8_t* m, uint8_t* o, int x0, int x1, int y, AlphaExtent& e) {
  const int count = x1 - x0 + 1;
  const size_t at = size_t(x0) * 4;
  int done = 0;
#ifdef FF_HAVE_X86
  if (CpuHasAvx2()) done = CutOutPixelsAvx2(v + at, m + at, o + at, count);
#endif
  CutOutPixelsC(v + at, m + at, o + at, done, count);
  int first = x0, last = x1;
  while (first <= x1 && o[4 * first + 3] == 0) first++;
  if (first > x1) return;
  while (o[4 * last + 3] == 0) last--;
  e.x0 = std::min(e.x0, first);
  e.x1 = std::max(e.x1, last);
  e.y0 = std::min(e.y0, y);
  e.y1 = y;
  if (e.cells.empty()) return;
  uint8_t* cells = &e.cells[size_t(y / kPartCell) * e.columns];
  for (int x = first; x <= last; x++) {
    if (o[4 * x + 3] == 0) continue;
    cells[x / kPartCell] = 1;
    x = (x / kPartCell + 1) * kPartCell - 1;  // the rest of this square is known to have alpha
  }
}

// Disjoint boxes, at most kMaxParts, covering every marked cell of `e` (clipped to its extent):
// its 8-connected groups of cells, and the union of any two that overlap or are too many.
std::vector<PixelBox> Parts(const AlphaExtent& e) {
  std::vector<PixelBox> parts;
  if (e.x1 < 0) return parts;
  const int columns = e.columns, rows = int(e.cells.size()) / columns;
  std::vector<uint8_t> seen(e.cells.size(), 0);
  std::vector<int> stack;
  for (int start = 0; start < int(e.cells.size()); start++) {
    if (!e.cells[start] || seen[start]) continue;
    int cx0 = start % columns, cy0 = start / columns, cx1 = cx0, cy1 = cy0;
    seen[start] = 1;
    stack.push_back(start);
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      const int cx = c % columns, cy = c / columns;
      cx0 = std::min(cx0, cx), cx1 = std::max(cx1, cx), cy0 = std::min(cy0, cy), cy1 = std::max(cy1, cy);
      for (int ny = std::max(0, cy - 1); ny <= std::min(rows - 1, cy + 1); ny++) {
        for (int nx = std::max(0, cx - 1); nx <= std::min(columns - 1, cx + 1); nx++) {
          const int n = ny * columns + nx;
          if (e.cells[n] && !seen[n]) seen[n] = 1, stack.push_back(n);
        }
      }
    }
    const int x0 = std::max(e.x0, cx0 * kPartCell), y0 = std::max(e.y0, cy0 * kPartCell);
    const int x1 = std::min(e.x1 + 1, (cx1 + 1) * kPartCell), y1 = std::min(e.y1 + 1, (cy1 + 1) * kPartCell);
    parts.push_back(PixelBox{x0, y0, x1 - x0, y1 - y0});
  }
  // Scattered specks would make too many to unite cheaply: then the whole extent is the one part.
  if (parts.size() > 4 * kMaxParts) return {e.Box()};
  auto unite = [](const PixelBox& a, const PixelBox& b) {
    const int x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
    return PixelBox{x0, y0, std::max(a.x + a.width, b.x + b.width) - x0, std::max(a.y + a.height, b.y + b.height) - y0};
  };
  auto overlap = [](const PixelBox& a, const PixelBox& b) {
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  };
  auto area = [](const PixelBox& b) { return int64_t(b.width) * b.height; };
  // Overlapping boxes would draw their shared pixels twice: unite them (a union may then overlap
  // another, so until none do); past kMaxParts, unite the two whose union adds the least area.
  for (;;) {
    size_t best_i = 0, best_j = 0;
    int64_t best_growth = INT64_MAX;
    for (size_t i = 0; i < parts.size() && best_growth > INT64_MIN; i++) {
      for (size_t j = i + 1; j < parts.size(); j++) {
        if (overlap(parts[i], parts[j])) {
          best_i = i, best_j = j, best_growth = INT64_MIN;
          break;
        }
        if (parts.size() <= kMaxParts) continue;
        const int64_t growth = area(unite(parts[i], parts[j])) - area(parts[i]) - area(parts[j]);
        if (growth < best_growth) best_i = i, best_j = j, best_growth = growth;
      }
    }
    if (best_growth == INT64_MAX) break;
    parts[best_i] = unite(parts[best_i], parts[best_j]);
    parts.erase(parts.begin() + long(best_j));
  }
  return parts;
}

}  // namespace

PixelBox CutOut(const uint8_t* video, const uint8_t* matte, uint8_t* out, int width, int height, const PixelBox& within) {
  // First the box of the matte's non-zero pixels (a read of the matte only), then the cut-out of
  // that box alone: a subject is usually a small part of the picture, and nothing outside the box
  // is drawn, so nothing outside it is written.
  const int wx0 = std::max(0, within.x), wy0 = std::max(0, within.y);
  const int wx1 = std::min(width, within.x + within.width), wy1 = std::min(height, within.y + within.height);
  int x0 = width, y0 = height, x1 = -1, y1 = -1;
  for (int y = wy0; y < wy1; y++) {
    const uint8_t* m = matte + size_t(y) * width * 4;
    int first = -1, last = -1;
    for (int x = wx0; x < wx1; x++) {
      if (m[4 * x] && m[4 * x + 3]) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first < 0) continue;
    x0 = std::min(x0, first);
    x1 = std::max(x1, last);
    y0 = std::min(y0, y);
    y1 = y;
  }
  AlphaExtent alpha;
  for (int y = y0; y <= y1 && x1 >= 0; y++) {
    const size_t row = size_t(y) * width * 4;
    CutOutRow(video + row, matte + row, out + row, x0, x1, y, alpha);
  }
  return alpha.Box();
}

CutOutParts CutOutByPicture(const uint8_t* video, const PlanarPicture& matte, const Placement& placement, uint8_t* out) {
  // The matte's rows pass through one row buffer, each cut out as soon as it is scaled: no
  // picture-sized matte is written or read back.
  std::vector<uint8_t> row(size_t(placement.width) * 4);
  AlphaExtent alpha;
  alpha.columns = (placement.width + kPartCell - 1) / kPartCell;
  alpha.cells.assign(size_t(alpha.columns) * ((placement.height + kPartCell - 1) / kPartCell), 0);
  ScaleNonBlackRows(matte, placement, RowSink{
      [&row](int) { return row.data(); },
      [&](int y, int x0, int count, const uint8_t* m) {
        const size_t offset = size_t(y) * placement.width * 4;
        CutOutRow(video + offset, m, out + offset, x0, x0 + count - 1, y, alpha);
      }});
  return CutOutParts{alpha.Box(), Parts(alpha)};
}

void PackParts(const uint8_t* picture, int width, CutOutParts& cut, uint8_t* packed) {
  cut.offsets.clear();
  size_t at = 0;
  for (const PixelBox& part : cut.parts) {
    cut.offsets.push_back(at);
    const size_t row_bytes = size_t(part.width) * 4;
    for (int y = part.y; y < part.y + part.height; y++, at += row_bytes) {
      std::memcpy(packed + at, picture + (size_t(y) * width + part.x) * 4, row_bytes);
    }
  }
}

namespace {

// cutOut(video, matte, out, width, height, x, y, w, h): Promise<{x, y, width, height}>, the
// matte read inside x, y, w, h alone. The arguments are checked by lib/cut-out.ts; the pixels stay
// referenced until the promise settles.
Napi::Value CutOutJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto video = info[0].As<Napi::TypedArray>(), matte = info[1].As<Napi::TypedArray>(), out = info[2].As<Napi::TypedArray>();
  const int width = info[3].As<Napi::Number>().Int32Value(), height = info[4].As<Napi::Number>().Int32Value();
  const PixelBox within{info[5].As<Napi::Number>().Int32Value(), info[6].As<Napi::Number>().Int32Value(),
                        info[7].As<Napi::Number>().Int32Value(), info[8].As<Napi::Number>().Int32Value()};
  const size_t bytes = size_t(width) * height * 4;
  if (width < 1 || height < 1 || video.ByteLength() != bytes || matte.ByteLength() != bytes || out.ByteLength() != bytes) {
    throw Napi::RangeError::New(env, "cutOut: each picture must hold width*height RGBA pixels");
  }
  const uint8_t* v = static_cast<const uint8_t*>(video.ArrayBuffer().Data()) + video.ByteOffset();
  const uint8_t* m = static_cast<const uint8_t*>(matte.ArrayBuffer().Data()) + matte.ByteOffset();
  uint8_t* o = static_cast<uint8_t*>(out.ArrayBuffer().Data()) + out.ByteOffset();
  auto box = std::make_shared<PixelBox>();
  return PromiseWorker::Start(
      env, [=]() { *box = CutOut(v, m, o, width, height, within); },
      [box](Napi::Env e) -> Napi::Value { return PixelBoxToJs(e, *box); },
      {video, matte, out});
}

}  // namespace

void InitCutOut(Napi::Env env, Napi::Object exports) { exports.Set("cutOut", Napi::Function::New(env, CutOutJs, "cutOut")); }

}  // namespace ff
