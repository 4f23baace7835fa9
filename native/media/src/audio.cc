// mixAudio(options): mixes float PCM tracks (volume, linear fades, offsets) into 48 kHz stereo and
// encodes AAC-LC into an MP4 audio file. A mix that is digital silence writes no file.
#include "audio.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <vector>

#include "common.h"
#include "worker.h"

extern "C" {
#include <libavutil/channel_layout.h>
#include <libavutil/opt.h>
#include <libswresample/swresample.h>
}

namespace ff {
namespace {

constexpr int kRate = 48000;

struct Track {
  const float* data = nullptr;  // interleaved samples owned by the JS Float32Array (kept alive by the worker)
  int64_t frames = 0;           // samples per channel
  int channels = 1;
  int rate = kRate;
  double volume = 1.0;
  int64_t offset = 0;   // start in the composition, in 48 kHz samples
  int64_t fade_in = 0;  // 48 kHz samples
  int64_t fade_out = 0;
  // At 48 kHz after resampling (empty when the source is already 48 kHz).
  std::vector<float> left, right;
  int64_t length = 0;   // samples at 48 kHz
  int64_t played = 0;   // samples that fall inside the composition

  float Sample(int64_t i, int ch) const {
    if (!left.empty()) return ch == 0 ? left[i] : right[i];
    return data[i * channels + (channels == 2 ? ch : 0)];
  }
  double Gain(int64_t j) const {
    double g = volume;
    if (fade_in > 0 && j < fade_in) g *= static_cast<double>(j) / static_cast<double>(fade_in);
    int64_t from_end = played - 1 - j;
    if (fade_out > 0 && from_end < fade_out) g *= static_cast<double>(from_end) / static_cast<double>(fade_out);
    return g;
  }
};

struct MixJob {
  std::string output;
  int64_t total = 0;     // samples written: the timeline's [start, start + total)
  int64_t start = 0;     // first sample of the timeline written (a preview's window)
  int64_t timeline = 0;  // samples in the whole timeline: where tracks stop playing and fade out
  int64_t bitrate = 192000;
  std::vector<Track> tracks;
  // results
  bool written = false;
  double peak = 0;
  int64_t packets = 0;
};

void Resample(Track& t) {
  LogCapture log;
  AVChannelLayout layout;
  av_channel_layout_default(&layout, t.channels);
  SwrContext* swr = nullptr;
  int err = swr_alloc_set_opts2(&swr, &layout, AV_SAMPLE_FMT_FLTP, kRate, &layout, AV_SAMPLE_FMT_FLT, t.rate, 0, nullptr);
  if (err < 0 || swr_init(swr) < 0) {
    swr_free(&swr);
    FailMessage(code::kAudioEncode, "cannot resample from " + std::to_string(t.rate) + " Hz", &log);
  }
  int64_t capacity = av_rescale_rnd(t.frames, kRate, t.rate, AV_ROUND_UP) + 256;
  t.left.assign(static_cast<size_t>(capacity), 0.0f);
  t.right.assign(static_cast<size_t>(capacity), 0.0f);
  std::vector<float> second(t.channels == 2 ? 0 : static_cast<size_t>(capacity));
  int64_t done = 0;
  auto run = [&](const float* in, int in_count) {
    uint8_t* out[2] = {reinterpret_cast<uint8_t*>(t.left.data() + done),
                       reinterpret_cast<uint8_t*>((t.channels == 2 ? t.right.data() : second.data()) + done)};
    const uint8_t* src[1] = {reinterpret_cast<const uint8_t*>(in)};
    int n = swr_convert(swr, out, static_cast<int>(capacity - done), in != nullptr ? src : nullptr, in_count);
    if (n < 0) {
      swr_free(&swr);
      Fail(code::kAudioEncode, "resampling failed", n, &log);
    }
    done += n;
  };
  const int64_t chunk = 1 << 16;
  for (int64_t pos = 0; pos < t.frames; pos += chunk) {
    run(t.data + pos * t.channels, static_cast<int>(std::min(chunk, t.frames - pos)));
  }
  run(nullptr, 0);
  swr_free(&swr);
  t.length = std::min(done, av_rescale_rnd(t.frames, kRate, t.rate, AV_ROUND_NEAR_INF));
  t.left.resize(static_cast<size_t>(t.length));
  t.right.resize(static_cast<size_t>(t.length));
  if (t.channels == 1) std::copy(t.left.begin(), t.left.end(), t.right.begin());
}

// Whether the track sounds anywhere in the samples being written.
bool Audible(const Track& t, const MixJob& job) {
  if (t.volume == 0 || t.played <= 0) return false;
  const int64_t last = std::min(t.played, job.start + job.total - t.offset);
  for (int64_t j = std::max<int64_t>(0, job.start - t.offset); j < last; j++) {
    if (t.Sample(j, 0) != 0.0f || t.Sample(j, 1) != 0.0f) return true;
  }
  return false;
}

void Mix(MixJob& job) {
  for (Track& t : job.tracks) {
    if (t.rate != kRate) Resample(t);
    else t.length = t.frames;
    t.played = std::max<int64_t>(0, std::min(t.length, job.timeline - t.offset));
  }
  if (job.total == 0 || std::none_of(job.tracks.begin(), job.tracks.end(), [&](const Track& t) { return Audible(t, job); })) return;

  LogCapture log;
  const AVCodec* codec = avcodec_find_encoder(AV_CODEC_ID_AAC);
  if (codec == nullptr) FailMessage(code::kAudioEncode, "this libavcodec has no AAC encoder");
  std::unique_ptr<AVCodecContext, CodecContextDeleter> ctx(avcodec_alloc_context3(codec));
  if (!ctx) FailMessage(code::kAudioEncode, "out of memory");
  ctx->sample_fmt = AV_SAMPLE_FMT_FLTP;
  ctx->sample_rate = kRate;
  av_channel_layout_default(&ctx->ch_layout, 2);
  ctx->bit_rate = job.bitrate;
  ctx->profile = FF_PROFILE_AAC_LOW;
  ctx->time_base = AVRational{1, kRate};
  ctx->flags |= AV_CODEC_FLAG_BITEXACT | AV_CODEC_FLAG_GLOBAL_HEADER;
  int err = avcodec_open2(ctx.get(), codec, nullptr);
  if (err < 0) Fail(code::kAudioEncode, "cannot open the AAC encoder", err, &log);

  bool finished = false;
  {
    OutputFile out;
    out.Create(job.output, "mp4");
    AVStream* st = avformat_new_stream(out.ctx(), nullptr);
    if (st == nullptr) FailMessage(code::kOutput, "cannot add an audio stream");
    err = avcodec_parameters_from_context(st->codecpar, ctx.get());
    if (err < 0) Fail(code::kOutput, "cannot describe the audio stream", err);
    st->time_base = ctx->time_base;
    out.WriteHeader(nullptr);

    std::unique_ptr<AVFrame, FrameDeleter> frame(av_frame_alloc());
    std::unique_ptr<AVPacket, PacketDeleter> pkt(av_packet_alloc());
    if (!frame || !pkt) FailMessage(code::kAudioEncode, "out of memory");
    auto drain = [&] {
      for (;;) {
        int r = avcodec_receive_packet(ctx.get(), pkt.get());
        if (r == AVERROR(EAGAIN) || r == AVERROR_EOF) return;
        if (r < 0) Fail(code::kAudioEncode, "AAC encoding failed", r, &log);
        pkt->stream_index = st->index;
        av_packet_rescale_ts(pkt.get(), ctx->time_base, st->time_base);
        job.packets++;
        r = av_interleaved_write_frame(out.ctx(), pkt.get());
        if (r < 0) Fail(code::kOutput, "cannot write to " + job.output, r, &log);
      }
    };

    const int frame_size = ctx->frame_size > 0 ? ctx->frame_size : 1024;
    // `start` counts samples of the timeline; the file's own timestamps begin at 0.
    const int64_t end = job.start + job.total;
    for (int64_t start = job.start; start < end; start += frame_size) {
      const int n = static_cast<int>(std::min<int64_t>(frame_size, end - start));
      av_frame_unref(frame.get());
      frame->format = AV_SAMPLE_FMT_FLTP;
      frame->sample_rate = kRate;
      frame->nb_samples = n;
      av_channel_layout_default(&frame->ch_layout, 2);
      err = av_frame_get_buffer(frame.get(), 0);
      if (err < 0) Fail(code::kAudioEncode, "cannot allocate audio", err);
      float* out_ch[2] = {reinterpret_cast<float*>(frame->data[0]), reinterpret_cast<float*>(frame->data[1])};
      std::fill(out_ch[0], out_ch[0] + n, 0.0f);
      std::fill(out_ch[1], out_ch[1] + n, 0.0f);
      for (const Track& t : job.tracks) {
        const int64_t from = std::max(start, t.offset);
        const int64_t to = std::min(start + n, t.offset + t.played);
        for (int64_t i = from; i < to; i++) {
          const int64_t j = i - t.offset;
          const float g = static_cast<float>(t.Gain(j));
          out_ch[0][i - start] += g * t.Sample(j, 0);
          out_ch[1][i - start] += g * t.Sample(j, 1);
        }
      }
      for (int ch = 0; ch < 2; ch++) {
        for (int i = 0; i < n; i++) {
          float v = std::clamp(out_ch[ch][i], -1.0f, 1.0f);
          out_ch[ch][i] = v;
          job.peak = std::max(job.peak, static_cast<double>(std::fabs(v)));
        }
      }
      frame->pts = start - job.start;
      err = avcodec_send_frame(ctx.get(), frame.get());
      if (err < 0) Fail(code::kAudioEncode, "AAC encoder rejected audio", err, &log);
      drain();
    }
    err = avcodec_send_frame(ctx.get(), nullptr);
    if (err < 0) Fail(code::kAudioEncode, "cannot flush the AAC encoder", err, &log);
    drain();
    out.WriteTrailer();
    finished = true;
  }
  if (finished && job.peak == 0) {
    std::remove(job.output.c_str());
    return;
  }
  job.written = finished;
}

Napi::Value MixAudio(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (info.Length() < 1 || !info[0].IsObject()) throw Napi::TypeError::New(env, "options must be an object");
  Napi::Object o = info[0].As<Napi::Object>();
  auto job = std::make_shared<MixJob>();
  job->output = GetString(o, "output");
  job->total = GetInt(o, "sampleCount", 0, int64_t{1} << 40);
  job->start = GetInt(o, "startSample", 0, int64_t{1} << 40);
  job->timeline = GetInt(o, "timelineSamples", 0, int64_t{1} << 40);
  if (job->timeline < job->start + job->total) throw Napi::RangeError::New(env, "timelineSamples must cover startSample + sampleCount");
  job->bitrate = GetInt(o, "bitrate", 8000, 1000000);
  Napi::Value tracks = o.Get("tracks");
  if (!tracks.IsArray()) throw Napi::TypeError::New(env, "tracks must be an array");
  Napi::Array list = tracks.As<Napi::Array>();
  std::vector<Napi::Value> keep_alive;
  for (uint32_t i = 0; i < list.Length(); i++) {
    const std::string name = "tracks[" + std::to_string(i) + "]";
    Napi::Value v = list.Get(i);
    if (!v.IsObject()) throw Napi::TypeError::New(env, name + " must be an object");
    Napi::Object to = v.As<Napi::Object>();
    Napi::Value samples = to.Get("samples");
    if (!samples.IsTypedArray() || samples.As<Napi::TypedArray>().TypedArrayType() != napi_float32_array) {
      throw Napi::TypeError::New(env, name + ".samples must be a Float32Array");
    }
    Napi::Float32Array arr = samples.As<Napi::Float32Array>();
    Track t;
    t.channels = static_cast<int>(GetInt(to, "channels", 1, 2));
    if (arr.ElementLength() % static_cast<size_t>(t.channels) != 0) {
      throw Napi::TypeError::New(env, name + ".samples length must be a multiple of channels");
    }
    t.data = arr.Data();
    t.frames = static_cast<int64_t>(arr.ElementLength()) / t.channels;
    t.rate = static_cast<int>(GetInt(to, "sampleRate", 1000, 384000));
    t.volume = GetNumber(to, "volume");
    t.offset = GetInt(to, "offset", 0, int64_t{1} << 40);
    t.fade_in = GetInt(to, "fadeIn", 0, int64_t{1} << 40);
    t.fade_out = GetInt(to, "fadeOut", 0, int64_t{1} << 40);
    job->tracks.push_back(std::move(t));
    keep_alive.push_back(arr);
  }
  return PromiseWorker::Start(
      env, [job] { Mix(*job); },
      [job](Napi::Env env) -> Napi::Value {
        Napi::Object r = Napi::Object::New(env);
        r.Set("written", Napi::Boolean::New(env, job->written));
        r.Set("samples", Napi::Number::New(env, static_cast<double>(job->total)));
        r.Set("peak", Napi::Number::New(env, job->peak));
        r.Set("packets", Napi::Number::New(env, static_cast<double>(job->packets)));
        return r;
      },
      std::move(keep_alive));
}

}  // namespace

void InitAudio(Napi::Env env, Napi::Object exports) { exports.Set("mixAudio", Napi::Function::New(env, MixAudio, "mixAudio")); }

}  // namespace ff
