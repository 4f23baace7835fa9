// framefleet encoder addon: module registration, library versions and log level.
#include <napi.h>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/avutil.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>
}

#include "assemble.h"
#include "audio.h"
#include "common.h"
#include "probe.h"
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

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  ff::InstallLogCallback();
  ff::SetLogLevel(AV_LOG_QUIET);
  exports.Set("versions", Napi::Function::New(env, Versions, "versions"));
  exports.Set("setLogLevel", Napi::Function::New(env, SetLogLevel, "setLogLevel"));
  ff::InitProbe(env, exports);
  ff::InitVideoEncoder(env, exports);
  ff::InitAudio(env, exports);
  ff::InitAssemble(env, exports);
  ff::InitX264Cpu(env, exports);
  return exports;
}

}  // namespace

NODE_API_MODULE(framefleet_encoder, Init)
