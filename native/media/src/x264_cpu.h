#pragma once

#include <napi.h>

namespace ff {
// Registers x264Cpu(): the CPU flags libx264 detects here and the bit of its AVX-512 routines.
void InitX264Cpu(Napi::Env env, Napi::Object exports);
}  // namespace ff
