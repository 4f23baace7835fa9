// VideoDecoder: frames of a video file by index, as RGBA scaled and placed for the renderer.
#pragma once

#include <napi.h>

namespace ff {

void InitVideoDecoder(Napi::Env env, Napi::Object exports);

}  // namespace ff
