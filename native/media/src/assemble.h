#pragma once

#include <napi.h>

namespace ff {
void InitAssemble(Napi::Env env, Napi::Object exports);
}  // namespace ff
