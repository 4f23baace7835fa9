#include "cut_out.h"

#include <algorithm>
#include <memory>

#include "worker.h"

namespace ff {

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
  if (x1 < 0) return {0, 0, 0, 0};
  int bx0 = x1, by0 = y1, bx1 = -1, by1 = -1;  // the box of what keeps any alpha
  for (int y = y0; y <= y1; y++) {
    const size_t row = (size_t(y) * width + x0) * 4;
    const uint8_t* v = video + row;
    const uint8_t* m = matte + row;
    uint8_t* o = out + row;
    for (int x = x0; x <= x1; x++, v += 4, m += 4, o += 4) {
      // alpha × grey × coverage / 255², rounded; 255 × 255 × g comes back as g exactly.
      const uint32_t a = (uint32_t(v[3]) * m[0] * m[3] + 32512) / 65025;
      o[0] = v[0];
      o[1] = v[1];
      o[2] = v[2];
      o[3] = uint8_t(a);
      if (a) {
        bx0 = std::min(bx0, x);
        bx1 = std::max(bx1, x);
        by0 = std::min(by0, y);
        by1 = std::max(by1, y);
      }
    }
  }
  if (bx1 < 0) return {0, 0, 0, 0};
  return {bx0, by0, bx1 - bx0 + 1, by1 - by0 + 1};
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
