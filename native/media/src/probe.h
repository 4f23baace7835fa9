#pragma once

#include <napi.h>

namespace ff {
void InitProbe(Napi::Env env, Napi::Object exports);
}  // namespace ff
