// x264Cpu() -> { detected, avx512 } | null
//
// libx264 0.164's AVX-512 routines read memory it never initialised, so with them enabled the
// bitstream depends on what the heap held before (the stock ffmpeg CLI shows it too: run the same
// encode under MALLOC_PERTURB_=77 and =165 and the outputs differ). The wrapper therefore runs x264
// with its detected CPU flags minus AVX-512 (x264's `asm` parameter), which makes encodes
// byte-identical. The flags come from the libx264 that libavcodec loaded: its exported
// x264_cpu_detect() and x264_cpu_names table.
#include "x264_cpu.h"

#include <dlfcn.h>
#include <link.h>

#include <cstdint>
#include <cstring>
#include <string>

namespace ff {
namespace {

struct CpuName {
  const char* name;
  uint32_t flags;
};

struct X264Cpu {
  bool known = false;
  uint32_t detected = 0;
  uint32_t avx512 = 0;
};

X264Cpu Detect() {
  X264Cpu result;
  std::string path;
  dl_iterate_phdr(
      [](dl_phdr_info* info, size_t, void* data) -> int {
        const char* name = info->dlpi_name;
        if (name != nullptr && std::strstr(name, "/libx264.so") != nullptr) {
          *static_cast<std::string*>(data) = name;
          return 1;
        }
        return 0;
      },
      &path);
  if (path.empty()) return result;
  void* lib = dlopen(path.c_str(), RTLD_LAZY | RTLD_NOLOAD);
  if (lib == nullptr) return result;
  auto detect = reinterpret_cast<uint32_t (*)()>(dlsym(lib, "x264_cpu_detect"));
  auto names = static_cast<const CpuName*>(dlsym(lib, "x264_cpu_names"));
  if (detect != nullptr && names != nullptr) {
    uint32_t avx2 = 0, avx512 = 0;
    for (const CpuName* n = names; n->flags != 0 && n->name != nullptr; n++) {
      if (std::strcmp(n->name, "AVX2") == 0) avx2 = n->flags;
      if (std::strcmp(n->name, "AVX512") == 0) avx512 = n->flags;
    }
    if (avx512 != 0) {
      result.known = true;
      result.detected = detect();
      result.avx512 = avx512 & ~avx2;
    }
  }
  dlclose(lib);
  return result;
}

Napi::Value X264CpuJs(const Napi::CallbackInfo& info) {
  static const X264Cpu cpu = Detect();
  Napi::Env env = info.Env();
  if (!cpu.known) return env.Null();
  Napi::Object o = Napi::Object::New(env);
  o.Set("detected", Napi::Number::New(env, cpu.detected));
  o.Set("avx512", Napi::Number::New(env, cpu.avx512));
  return o;
}

}  // namespace

void InitX264Cpu(Napi::Env env, Napi::Object exports) { exports.Set("x264Cpu", Napi::Function::New(env, X264CpuJs, "x264Cpu")); }

}  // namespace ff
