// A rectangle of whole pixels: what a native call wrote, or found worth drawing.
#pragma once

#include <napi.h>

namespace ff {

struct PixelBox {
  int x, y, width, height;  // width 0: no pixel
};

// As JavaScript sees it: {x, y, width, height}.
inline Napi::Object PixelBoxToJs(Napi::Env env, const PixelBox& box) {
  Napi::Object o = Napi::Object::New(env);
  o.Set("x", box.x);
  o.Set("y", box.y);
  o.Set("width", box.width);
  o.Set("height", box.height);
  return o;
}

}  // namespace ff
