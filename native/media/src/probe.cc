// probe(configs): opens each encoder configuration for real (encoding one black frame) and reports
// whether it worked and, when it did not, why.
#include "probe.h"

#include <memory>
#include <vector>

#include "video_codec.h"
#include "worker.h"

namespace ff {
namespace {

struct ProbeResult {
  bool ok = false;
  std::string reason;
};

ProbeResult ProbeOne(const VideoCodecConfig& config) {
  ProbeResult r;
  try {
    VideoCodec codec;
    codec.Open(config, false, code::kUnavailable);
    std::unique_ptr<AVFrame, FrameDeleter> frame(AllocBlackFrame(config.sw_format, config.width, config.height));
    std::unique_ptr<AVPacket, PacketDeleter> packet(av_packet_alloc());
    if (!frame || !packet) throw CodedError(code::kUnavailable, "out of memory");
    frame->pts = 0;
    codec.Send(frame.get());
    codec.Send(nullptr);
    int packets = 0;
    while (codec.Receive(packet.get())) {
      packets++;
      av_packet_unref(packet.get());
    }
    if (packets == 0) throw CodedError(code::kUnavailable, config.encoder + " produced no output for a test frame");
    r.ok = true;
  } catch (const std::exception& e) {
    r.reason = e.what();
  }
  return r;
}

Napi::Value Probe(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (info.Length() < 1 || !info[0].IsArray()) throw Napi::TypeError::New(env, "configs must be an array");
  Napi::Array list = info[0].As<Napi::Array>();
  auto configs = std::make_shared<std::vector<VideoCodecConfig>>();
  for (uint32_t i = 0; i < list.Length(); i++) {
    Napi::Value v = list.Get(i);
    if (!v.IsObject()) throw Napi::TypeError::New(env, "configs[" + std::to_string(i) + "] must be an object");
    configs->push_back(ReadVideoCodecConfig(v.As<Napi::Object>()));
  }
  auto results = std::make_shared<std::vector<ProbeResult>>();
  return PromiseWorker::Start(
      env,
      [configs, results] {
        for (const auto& c : *configs) results->push_back(ProbeOne(c));
      },
      [results](Napi::Env env) -> Napi::Value {
        Napi::Array out = Napi::Array::New(env, results->size());
        for (size_t i = 0; i < results->size(); i++) {
          Napi::Object o = Napi::Object::New(env);
          o.Set("ok", Napi::Boolean::New(env, (*results)[i].ok));
          o.Set("reason", (*results)[i].ok ? env.Null() : Napi::String::New(env, (*results)[i].reason));
          out.Set(static_cast<uint32_t>(i), o);
        }
        return out;
      });
}

}  // namespace

void InitProbe(Napi::Env env, Napi::Object exports) { exports.Set("probe", Napi::Function::New(env, Probe, "probe")); }

}  // namespace ff
