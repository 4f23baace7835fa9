#pragma once

#include <napi.h>

namespace ff {
// Registers the VideoEncoder class on `exports`.
void InitVideoEncoder(Napi::Env env, Napi::Object exports);
}  // namespace ff
