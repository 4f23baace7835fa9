// mixAudio(options): mixes float PCM tracks (volume, linear fades, offsets) into 48 kHz stereo and
// encodes AAC-LC into an MP4 audio file. A mix that is digital silence writes no file. Tracks (in
// memory, or raw PCM files) are streamed through fixed windows, so memory does not grow with length.
#include "audio.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
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
// Source frames read (and handed to the resampler) at a time.
constexpr int64_t kSourceChunk = 1 << 16;

struct Track {
  std::string name;             // "tracks[i]", for messages
  const float* data = nullptr;  // interleaved samples owned by the JS Float32Array (kept alive by the worker), or
  std::string path;             // a file of raw interleaved float PCM (native byte order)
  int64_t frames = 0;           // samples per channel in the source
  int channels = 1;
  int rate = kRate;
  int64_t wanted = -1;          // samples (at `rate`) the track lasts; -1: the source's length
  bool loop = false;            // the source repeats to fill `wanted`
  double volume = 1.0;
  int64_t offset = 0;   // start in the composition, in 48 kHz samples
  int64_t fade_in = 0;  // 48 kHz samples
  int64_t fade_out = 0;
  int64_t source_length = 0;  // samples at `rate`: the source cut to `wanted`, or repeated to it
  int64_t length = 0;   // samples at 48 kHz
  int64_t played = 0;   // samples that fall inside the composition

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

// A track's own samples (interleaved, at its own rate) read at any position, the source repeated
// past its end when the track loops. File sources are read with pread, a window at a time.
class SourceReader {
 public:
  explicit SourceReader(const Track& t) : t_(t) {
    if (t.path.empty()) return;
    fd_ = ::open(t.path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd_ < 0) FailMessage(code::kAudioInvalid, t.name + " file " + t.path + " cannot be read: " + std::strerror(errno));
  }
  ~SourceReader() {
    if (fd_ >= 0) ::close(fd_);
  }
  SourceReader(const SourceReader&) = delete;
  SourceReader& operator=(const SourceReader&) = delete;

  // Copies `count` frames from frame `pos` of the track into `out`.
  void Read(int64_t pos, int64_t count, float* out) const {
    const int64_t frame_bytes = static_cast<int64_t>(sizeof(float)) * t_.channels;
    while (count > 0) {
      const int64_t at = pos % t_.frames;
      const int64_t n = std::min(count, t_.frames - at);
      if (fd_ < 0) {
        std::memcpy(out, t_.data + at * t_.channels, static_cast<size_t>(n * frame_bytes));
      } else {
        ReadFile(reinterpret_cast<char*>(out), n * frame_bytes, at * frame_bytes);
      }
      out += n * t_.channels;
      pos += n;
      count -= n;
    }
  }

 private:
  void ReadFile(char* out, int64_t bytes, int64_t offset) const {
    while (bytes > 0) {
      const ssize_t n = ::pread(fd_, out, static_cast<size_t>(bytes), static_cast<off_t>(offset));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        FailMessage(code::kAudioInvalid, t_.name + " file " + t_.path + (n < 0 ? " cannot be read: " + std::string(std::strerror(errno)) : " ended early"));
      }
      out += n;
      bytes -= n;
      offset += n;
    }
  }

  const Track& t_;
  int fd_ = -1;
};

// A track at 48 kHz stereo, read forward through a window: memory stays within a few source chunks
// however long the track is. Sources at other rates go through libswresample in the same chunks a
// whole-track conversion would use, so the samples are the same.
class TrackReader {
 public:
  explicit TrackReader(const Track& t) : t_(t), source_(t) {
    if (t.rate == kRate) return;
    LogCapture log;
    AVChannelLayout layout;
    av_channel_layout_default(&layout, t.channels);
    int err = swr_alloc_set_opts2(&swr_, &layout, AV_SAMPLE_FMT_FLTP, kRate, &layout, AV_SAMPLE_FMT_FLT, t.rate, 0, nullptr);
    if (err < 0 || swr_init(swr_) < 0) FailMessage(code::kAudioEncode, "cannot resample from " + std::to_string(t.rate) + " Hz", &log);
  }
  ~TrackReader() { swr_free(&swr_); }
  TrackReader(const TrackReader&) = delete;
  TrackReader& operator=(const TrackReader&) = delete;

  // Points `left` and `right` at samples [j, j + n) of the track; j never goes back between calls.
  void Window(int64_t j, int64_t n, const float** left, const float** right) {
    if (j + n > base_ + held_) {
      Drop(j);
      if (swr_ == nullptr) {
        if (held_ == 0) base_ = j;  // the source can be read at any position
        ReadDirect(j + n);
      } else {
        while (base_ + held_ < j + n && Produce()) Drop(j);
        if (base_ + held_ < j + n) FailMessage(code::kAudioEncode, t_.name + " resampled short of its length");
      }
    }
    *left = left_.data() + (j - base_);
    *right = right_.data() + (j - base_);
  }

  // Samples at 48 kHz that the resampler makes of the whole track (the tail after its flush included).
  int64_t CountResampled() {
    int64_t count = 0;
    while (Produce()) {
      count += held_;
      base_ += held_;
      held_ = 0;
    }
    return count;
  }

 private:
  // Forgets the samples before j.
  void Drop(int64_t j) {
    const int64_t drop = std::min(std::max<int64_t>(j - base_, 0), held_);
    if (drop == 0) return;
    std::copy(left_.begin() + drop, left_.begin() + held_, left_.begin());
    std::copy(right_.begin() + drop, right_.begin() + held_, right_.begin());
    base_ += drop;
    held_ -= drop;
  }

  void Reserve(int64_t samples) {
    if (static_cast<int64_t>(left_.size()) >= samples) return;
    left_.resize(static_cast<size_t>(samples));
    right_.resize(static_cast<size_t>(samples));
  }

  // 48 kHz source: reads up to sample `until` (at least a chunk's worth), spreading mono to both channels.
  void ReadDirect(int64_t until) {
    const int64_t from = base_ + held_;
    const int64_t count = std::min(std::max(until - from, kSourceChunk), t_.source_length - from);
    if (count <= 0) return;
    interleaved_.resize(static_cast<size_t>(count * t_.channels));
    source_.Read(from, count, interleaved_.data());
    Reserve(held_ + count);
    float* l = left_.data() + held_;
    float* r = right_.data() + held_;
    if (t_.channels == 2) {
      for (int64_t i = 0; i < count; i++) {
        l[i] = interleaved_[2 * i];
        r[i] = interleaved_[2 * i + 1];
      }
    } else {
      std::copy(interleaved_.begin(), interleaved_.begin() + count, l);
      std::copy(interleaved_.begin(), interleaved_.begin() + count, r);
    }
    held_ += count;
  }

  // Resamples the next source chunk (or flushes the resampler after the last); false when done.
  bool Produce() {
    if (flushed_) return false;
    LogCapture log;
    const int64_t in_count = std::min(kSourceChunk, t_.source_length - consumed_);
    const bool flush = in_count <= 0;
    const uint8_t* in[1] = {nullptr};
    if (!flush) {
      interleaved_.resize(static_cast<size_t>(in_count * t_.channels));
      source_.Read(consumed_, in_count, interleaved_.data());
      in[0] = reinterpret_cast<const uint8_t*>(interleaved_.data());
    }
    const int capacity = swr_get_out_samples(swr_, flush ? 0 : static_cast<int>(in_count));
    if (capacity < 0) Fail(code::kAudioEncode, "resampling failed", capacity, &log);
    Reserve(held_ + capacity);
    uint8_t* out[2] = {reinterpret_cast<uint8_t*>(left_.data() + held_), reinterpret_cast<uint8_t*>(right_.data() + held_)};
    const int n = swr_convert(swr_, out, capacity, flush ? nullptr : in, flush ? 0 : static_cast<int>(in_count));
    if (n < 0) Fail(code::kAudioEncode, "resampling failed", n, &log);
    if (t_.channels == 1) std::copy(left_.begin() + held_, left_.begin() + held_ + n, right_.begin() + held_);
    held_ += n;
    if (flush) flushed_ = true;
    else consumed_ += in_count;
    return true;
  }

  const Track& t_;
  SourceReader source_;
  SwrContext* swr_ = nullptr;
  std::vector<float> interleaved_;  // one source chunk
  std::vector<float> left_, right_;  // 48 kHz samples [base_, base_ + held_)
  int64_t base_ = 0;
  int64_t held_ = 0;
  int64_t consumed_ = 0;  // source frames handed to the resampler
  bool flushed_ = false;
};

// Sizes each track: its source (a file's length is read here), what loops or cuts make of it, and
// its length at 48 kHz (a resampled track's is counted by resampling it once, as mixing will).
void Measure(Track& t, const MixJob& job) {
  if (!t.path.empty()) {
    struct stat st;
    if (::stat(t.path.c_str(), &st) != 0) FailMessage(code::kAudioInvalid, t.name + " file " + t.path + " cannot be read: " + std::strerror(errno));
    const int64_t frame_bytes = static_cast<int64_t>(sizeof(float)) * t.channels;
    if (st.st_size % frame_bytes != 0) {
      FailMessage(code::kAudioInvalid, t.name + " file " + t.path + " does not hold whole " + std::to_string(t.channels) + "-channel float samples");
    }
    t.frames = st.st_size / frame_bytes;
  }
  t.source_length = t.frames == 0 || t.wanted < 0 ? t.frames : t.loop ? t.wanted : std::min(t.frames, t.wanted);
  if (t.rate == kRate || t.source_length == 0) {
    t.length = t.source_length;
  } else {
    t.length = std::min(TrackReader(t).CountResampled(), av_rescale_rnd(t.source_length, kRate, t.rate, AV_ROUND_NEAR_INF));
  }
  t.played = std::max<int64_t>(0, std::min(t.length, job.timeline - t.offset));
}

// Whether the track sounds anywhere in the samples being written.
bool Audible(const Track& t, const MixJob& job) {
  if (t.volume == 0 || t.played <= 0) return false;
  const int64_t last = std::min(t.played, job.start + job.total - t.offset);
  TrackReader reader(t);
  for (int64_t j = std::max<int64_t>(0, job.start - t.offset); j < last; j += kSourceChunk) {
    const int64_t n = std::min(kSourceChunk, last - j);
    const float *l, *r;
    reader.Window(j, n, &l, &r);
    for (int64_t i = 0; i < n; i++) {
      if (l[i] != 0.0f || r[i] != 0.0f) return true;
    }
  }
  return false;
}

void Mix(MixJob& job) {
  for (Track& t : job.tracks) Measure(t, job);
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

    std::vector<std::unique_ptr<TrackReader>> readers;
    for (const Track& t : job.tracks) readers.push_back(std::make_unique<TrackReader>(t));
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
      for (size_t k = 0; k < job.tracks.size(); k++) {
        const Track& t = job.tracks[k];
        const int64_t from = std::max(start, t.offset);
        const int64_t to = std::min(start + n, t.offset + t.played);
        if (from >= to) continue;
        const float *left, *right;
        readers[k]->Window(from - t.offset, to - from, &left, &right);
        for (int64_t i = from; i < to; i++) {
          const int64_t j = i - t.offset;
          const float g = static_cast<float>(t.Gain(j));
          out_ch[0][i - start] += g * left[i - from];
          out_ch[1][i - start] += g * right[i - from];
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
    Track t;
    t.name = name;
    t.channels = static_cast<int>(GetInt(to, "channels", 1, 2));
    Napi::Value samples = to.Get("samples");
    if (samples.IsTypedArray() && samples.As<Napi::TypedArray>().TypedArrayType() == napi_float32_array) {
      Napi::Float32Array arr = samples.As<Napi::Float32Array>();
      if (arr.ElementLength() % static_cast<size_t>(t.channels) != 0) {
        throw Napi::TypeError::New(env, name + ".samples length must be a multiple of channels");
      }
      t.data = arr.Data();
      t.frames = static_cast<int64_t>(arr.ElementLength()) / t.channels;
      keep_alive.push_back(arr);
    } else if (to.Get("file").IsString()) {
      t.path = GetString(to, "file");
    } else {
      throw Napi::TypeError::New(env, name + " must have samples (a Float32Array) or a file");
    }
    t.rate = static_cast<int>(GetInt(to, "sampleRate", 1000, 384000));
    t.wanted = to.Get("frames").IsUndefined() ? -1 : GetInt(to, "frames", 0, int64_t{1} << 40);
    t.loop = GetBool(to, "loop", false);
    t.volume = GetNumber(to, "volume");
    t.offset = GetInt(to, "offset", 0, int64_t{1} << 40);
    t.fade_in = GetInt(to, "fadeIn", 0, int64_t{1} << 40);
    t.fade_out = GetInt(to, "fadeOut", 0, int64_t{1} << 40);
    job->tracks.push_back(std::move(t));
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
