// inspect(path, countPackets, packetTimes): what libavformat reads in a media file: its container,
// duration and streams (codec, pixel format, size, duration), and optionally every stream's packet
// count, read without decoding, and with packetTimes each packet's pts, duration and key flag (in
// the stream's time base, in file order). The same library and names as ffprobe's `-show_streams
// -count_packets -show_packets`, in process: checking a render's output this way costs a
// millisecond instead of starting ffprobe.
#include "inspect.h"

#include <algorithm>
#include <climits>
#include <limits>
#include <memory>
#include <vector>

#include "common.h"
#include "worker.h"

extern "C" {
#include <libavutil/pixdesc.h>
}

namespace ff {
namespace {

struct StreamFacts {
  std::string type;
  std::string codec;
  std::string pixel_format;  // video only; empty when unknown
  int width = 0;
  int height = 0;
  double duration = -1;  // seconds; < 0 when the container does not say
  int64_t packets = -1;  // < 0 when not counted
  bool attached_picture = false;
  // With packetTimes: the stream's time base and start (edit list applied; INT64_MIN when unknown),
  // and per packet its pts, duration and key flag. The pts of a packet without one is NaN.
  AVRational time_base{0, 1};
  int64_t start_time = INT64_MIN;
  int sample_rate = 0;
  int frame_size = 0;
  std::vector<double> pts;
  std::vector<double> durations;
  std::vector<uint8_t> keys;
};

struct FileFacts {
  std::string format;
  double duration = -1;
  std::vector<StreamFacts> streams;
};

FileFacts InspectFile(const std::string& path, bool count_packets, bool packet_times) {
  LogCapture log;
  AVFormatContext* raw = nullptr;
  int err = avformat_open_input(&raw, path.c_str(), nullptr, nullptr);
  if (err < 0) Fail(code::kDecoderOpen, path + " cannot be read", err, &log);
  std::unique_ptr<AVFormatContext, FormatInputDeleter> ctx(raw);
  err = avformat_find_stream_info(ctx.get(), nullptr);
  if (err < 0) Fail(code::kDecoderOpen, path + " has no readable streams", err, &log);
  FileFacts facts;
  facts.format = ctx->iformat->name;
  if (ctx->duration != AV_NOPTS_VALUE) facts.duration = static_cast<double>(ctx->duration) / AV_TIME_BASE;
  for (unsigned i = 0; i < ctx->nb_streams; i++) {
    const AVStream* st = ctx->streams[i];
    const AVCodecParameters* par = st->codecpar;
    StreamFacts s;
    const char* type = av_get_media_type_string(par->codec_type);
    s.type = type ? type : "unknown";
    const AVCodecDescriptor* desc = avcodec_descriptor_get(par->codec_id);
    s.codec = desc ? desc->name : "unknown";
    if (par->codec_type == AVMEDIA_TYPE_VIDEO) {
      const char* pix = av_get_pix_fmt_name(static_cast<AVPixelFormat>(par->format));
      s.pixel_format = pix ? pix : "";
      s.width = par->width;
      s.height = par->height;
    }
    if (st->duration != AV_NOPTS_VALUE) s.duration = static_cast<double>(st->duration) * av_q2d(st->time_base);
    s.attached_picture = (st->disposition & AV_DISPOSITION_ATTACHED_PIC) != 0;
    if (count_packets) s.packets = 0;
    s.time_base = st->time_base;
    if (st->start_time != AV_NOPTS_VALUE) s.start_time = st->start_time;
    s.sample_rate = par->codec_type == AVMEDIA_TYPE_AUDIO ? par->sample_rate : 0;
    s.frame_size = par->codec_type == AVMEDIA_TYPE_AUDIO ? par->frame_size : 0;
    facts.streams.push_back(s);
  }
  if (count_packets) {
    std::unique_ptr<AVPacket, PacketDeleter> packet(av_packet_alloc());
    if (!packet) FailMessage(code::kDecode, "out of memory");
    while ((err = av_read_frame(ctx.get(), packet.get())) >= 0) {
      if (packet->stream_index >= 0 && static_cast<size_t>(packet->stream_index) < facts.streams.size()) {
        StreamFacts& s = facts.streams[packet->stream_index];
        s.packets++;
        if (packet_times) {
          s.pts.push_back(packet->pts == AV_NOPTS_VALUE ? std::numeric_limits<double>::quiet_NaN() : static_cast<double>(packet->pts));
          s.durations.push_back(static_cast<double>(packet->duration));
          s.keys.push_back((packet->flags & AV_PKT_FLAG_KEY) ? 1 : 0);
        }
      }
      av_packet_unref(packet.get());
    }
    if (err != AVERROR_EOF) Fail(code::kDecode, path + " is damaged", err, &log);
  }
  return facts;
}

Napi::Value Inspect(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (info.Length() < 3 || !info[0].IsString() || !info[1].IsBoolean() || !info[2].IsBoolean()) {
    throw Napi::TypeError::New(env, "inspect(path: string, countPackets: boolean, packetTimes: boolean)");
  }
  std::string path = info[0].As<Napi::String>();
  bool packet_times = info[2].As<Napi::Boolean>();
  bool count_packets = packet_times || info[1].As<Napi::Boolean>();
  auto facts = std::make_shared<FileFacts>();
  return PromiseWorker::Start(
      env, [path, count_packets, packet_times, facts] { *facts = InspectFile(path, count_packets, packet_times); },
      [facts, packet_times](Napi::Env env) -> Napi::Value {
        auto number_or_null = [&](double v) -> Napi::Value { return v < 0 ? env.Null() : Napi::Number::New(env, v); };
        Napi::Object out = Napi::Object::New(env);
        out.Set("format", facts->format);
        out.Set("duration", number_or_null(facts->duration));
        Napi::Array streams = Napi::Array::New(env, facts->streams.size());
        for (size_t i = 0; i < facts->streams.size(); i++) {
          const StreamFacts& s = facts->streams[i];
          Napi::Object o = Napi::Object::New(env);
          o.Set("type", s.type);
          o.Set("codec", s.codec);
          o.Set("pixelFormat", s.pixel_format.empty() ? env.Null() : Napi::String::New(env, s.pixel_format));
          o.Set("width", s.width);
          o.Set("height", s.height);
          o.Set("duration", number_or_null(s.duration));
          o.Set("packets", s.packets < 0 ? env.Null() : Napi::Number::New(env, static_cast<double>(s.packets)));
          o.Set("attachedPicture", s.attached_picture);
          if (packet_times) {
            Napi::Object t = Napi::Object::New(env);
            Napi::Object tb = Napi::Object::New(env);
            tb.Set("num", s.time_base.num);
            tb.Set("den", s.time_base.den);
            t.Set("timeBase", tb);
            t.Set("startTime", s.start_time == INT64_MIN ? env.Null() : Napi::Number::New(env, static_cast<double>(s.start_time)));
            t.Set("sampleRate", s.sample_rate);
            t.Set("frameSize", s.frame_size);
            Napi::Float64Array pts = Napi::Float64Array::New(env, s.pts.size());
            Napi::Float64Array durations = Napi::Float64Array::New(env, s.durations.size());
            Napi::Uint8Array keys = Napi::Uint8Array::New(env, s.keys.size());
            std::copy(s.pts.begin(), s.pts.end(), pts.Data());
            std::copy(s.durations.begin(), s.durations.end(), durations.Data());
            std::copy(s.keys.begin(), s.keys.end(), keys.Data());
            t.Set("pts", pts);
            t.Set("durations", durations);
            t.Set("keys", keys);
            o.Set("packetTimes", t);
          } else {
            o.Set("packetTimes", env.Null());
          }
          streams.Set(static_cast<uint32_t>(i), o);
        }
        out.Set("streams", streams);
        return out;
      });
}

}  // namespace

void InitInspect(Napi::Env env, Napi::Object exports) { exports.Set("inspect", Napi::Function::New(env, Inspect, "inspect")); }

}  // namespace ff
