#pragma once

#include <napi.h>

namespace ff {
void InitInspect(Napi::Env env, Napi::Object exports);
}  // namespace ff
