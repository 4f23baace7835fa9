// framefleet encoder addon (encoding, and decoding source video): module registration, library versions and log level.
#include <napi.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/avutil.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>
}

#include "assemble.h"
#include "cut_out.h"
#include "audio.h"
#include "common.h"
#include "probe.h"
#include "inspect.h"
#include "video_decoder.h"
#include "video_encoder.h"
#include "x264_cpu.h"

namespace {

std::string VersionString(unsigned v) {
  return std::to_string(AV_VERSION_MAJOR(v)) + "." + std::to_string(AV_VERSION_MINOR(v)) + "." + std::to_string(AV_VERSION_MICRO(v));
}

Napi::Value Versions(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Napi::Object o = Napi::Object::New(env);
  o.Set("ffmpeg", Napi::String::New(env, av_version_info()));
  o.Set("libavcodec", Napi::String::New(env, VersionString(avcodec_version())));
  o.Set("libavformat", Napi::String::New(env, VersionString(avformat_version())));
  o.Set("libavutil", Napi::String::New(env, VersionString(avutil_version())));
  o.Set("libswscale", Napi::String::New(env, VersionString(swscale_version())));
  o.Set("libswresample", Napi::String::New(env, VersionString(swresample_version())));
  return o;
}

Napi::Value SetLogLevel(const Napi::CallbackInfo& info) {
  if (info.Length() < 1 || !info[0].IsNumber()) throw Napi::TypeError::New(info.Env(), "level must be a number");
  ff::SetLogLevel(info[0].As<Napi::Number>().Int32Value());
  return info.Env().Undefined();
}

// Keeps large freed blocks in the process instead of handing them back to the kernel. Skia copies
// every frame through fresh 8 MB buffers (putImageData, getImageData, canvas snapshots); glibc would
// map each one anew and the kernel zero it page by page, a few milliseconds per 1080p frame. With
// blocks up to 64 MiB served from the heap and no trimming, freed frames are reused as they are.
Napi::Value RetainLargeAllocations(const Napi::CallbackInfo& info) {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
  return Napi::Boolean::New(info.Env(), true);
#else
  return Napi::Boolean::New(info.Env(), false);
#endif
}

// Frees a frame's memory now instead of at the next garbage collection: detaching its ArrayBuffer
// drops the last reference to the backing store, so the allocator serves the next frame from the
// same (already mapped, already touched) memory instead of fresh pages the kernel must zero.
Napi::Value ReleaseFrame(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (info.Length() < 1 || !info[0].IsTypedArray()) throw Napi::TypeError::New(env, "frame must be a typed array");
  napi_value buffer = info[0].As<Napi::TypedArray>().ArrayBuffer();
  bool detached = false;
  if (napi_is_detached_arraybuffer(env, buffer, &detached) != napi_ok || detached) return Napi::Boolean::New(env, false);
  return Napi::Boolean::New(env, napi_detach_arraybuffer(env, buffer) == napi_ok);
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  ff::InstallLogCallback();
  ff::SetLogLevel(AV_LOG_QUIET);
  exports.Set("versions", Napi::Function::New(env, Versions, "versions"));
  exports.Set("setLogLevel", Napi::Function::New(env, SetLogLevel, "setLogLevel"));
  exports.Set("retainLargeAllocations", Napi::Function::New(env, RetainLargeAllocations, "retainLargeAllocations"));
  exports.Set("releaseFrame", Napi::Function::New(env, ReleaseFrame, "releaseFrame"));
  ff::InitProbe(env, exports);
  ff::InitInspect(env, exports);
  ff::InitVideoEncoder(env, exports);
  ff::InitVideoDecoder(env, exports);
  ff::InitAudio(env, exports);
  ff::InitAssemble(env, exports);
  ff::InitX264Cpu(env, exports);
  ff::InitCutOut(env, exports);
  return exports;
}

}  // namespace

NODE_API_MODULE(framefleet_media, Init)
