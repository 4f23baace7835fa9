#pragma once

#include <napi.h>

namespace ff {
void InitAudio(Napi::Env env, Napi::Object exports);
}  // namespace ff
