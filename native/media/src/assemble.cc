// Joins video segments by stream copy, rebasing each segment's timestamps to follow the previous
// one, optionally adds an audio track, and writes an MP4 (moov first with faststart):
//   assemble(options)          all the segments at once;
//   new SegmentJoiner(options) the segments appended a few at a time, in order, as they arrive
//                              (an assembly joins while the render's last scenes are still drawn,
//                              so what is left after the last one is its segment and the trailer).
// Both run the same Joiner, so they write the same bytes. Every segment is checked as it is opened
// (it must join segment 1 by stream copy) and against the frame count and CRC-32 the encoder
// stored in it, so a damaged segment fails the whole job with a coded error (the caller removes
// the partial output) instead of producing a broken file. Each segment is opened once: opening is
// most of a join's time.
#include "assemble.h"

#include <atomic>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "common.h"
#include "worker.h"

extern "C" {
#include <libavutil/crc.h>
#include <libavutil/pixdesc.h>
}

namespace ff {
namespace {

using InputPtr = std::unique_ptr<AVFormatContext, FormatInputDeleter>;

struct JoinOptions {
  std::string output;
  std::string audio;  // empty: no audio track
  size_t segment_count = 0;
  bool verify = true;
  bool faststart = true;
};

struct JoinResult {
  int64_t frames = 0;
  double video_duration = 0;
  bool has_audio = false;
  double audio_duration = 0;
  int64_t audio_packets = 0;
};

// Segments and the mixed audio are MP4 files this addon wrote: opened as such, without probing
// every demuxer against their first bytes (most of the time a segment's opening takes otherwise).
InputPtr OpenInput(const std::string& path, const char* error_code, const std::string& what) {
  static const AVInputFormat* const mp4 = av_find_input_format("mp4");
  LogCapture log;
  AVFormatContext* raw = nullptr;
  int err = avformat_open_input(&raw, path.c_str(), mp4, nullptr);
  if (err < 0) Fail(error_code, what + " cannot be read", err, &log);
  return InputPtr(raw);
}

int SingleStream(AVFormatContext* ctx, AVMediaType type, const char* error_code, const std::string& what) {
  int found = -1;
  for (unsigned i = 0; i < ctx->nb_streams; i++) {
    if (ctx->streams[i]->codecpar->codec_type != type) continue;
    if (found >= 0) FailMessage(error_code, what + " has more than one " + av_get_media_type_string(type) + " stream");
    found = static_cast<int>(i);
  }
  if (found < 0) FailMessage(error_code, what + " has no " + std::string(av_get_media_type_string(type)) + " stream");
  return found;
}

struct SegmentTag {
  bool present = false;
  int64_t frames = 0;
  uint32_t crc = 0;
};

SegmentTag ReadTag(AVFormatContext* ctx) {
  SegmentTag tag;
  const AVDictionaryEntry* e = av_dict_get(ctx->metadata, "framefleet_segment", nullptr, 0);
  long long frames = 0;
  unsigned crc = 0;
  if (e != nullptr && std::sscanf(e->value, "v=1;frames=%lld;crc32=%x", &frames, &crc) == 2) {
    tag.present = true;
    tag.frames = frames;
    tag.crc = crc;
  }
  return tag;
}

// Checks that a segment (`what`) can be joined to segment 1 by stream copy.
void CheckCompatible(const std::string& what, const AVCodecParameters* a, AVRational first_tb, const AVStream* st) {
  const AVCodecParameters* b = st->codecpar;
  auto mismatch = [&](const std::string& field, const std::string& x, const std::string& y) {
    FailMessage(code::kSegmentMismatch, what + " cannot be joined to segment 1 by stream copy: " + field + " " + y + " differs from " + x);
  };
  if (a->codec_id != b->codec_id) mismatch("codec", avcodec_get_name(a->codec_id), avcodec_get_name(b->codec_id));
  if (a->width != b->width || a->height != b->height) {
    mismatch("size", std::to_string(a->width) + "x" + std::to_string(a->height), std::to_string(b->width) + "x" + std::to_string(b->height));
  }
  if (a->format != b->format) {
    const char* x = av_get_pix_fmt_name(static_cast<AVPixelFormat>(a->format));
    const char* y = av_get_pix_fmt_name(static_cast<AVPixelFormat>(b->format));
    mismatch("pixel format", x ? x : "unknown", y ? y : "unknown");
  }
  if (av_cmp_q(first_tb, st->time_base) != 0) {
    mismatch("time base", std::to_string(first_tb.num) + "/" + std::to_string(first_tb.den),
             std::to_string(st->time_base.num) + "/" + std::to_string(st->time_base.den));
  }
  if (a->extradata_size != b->extradata_size ||
      (a->extradata_size > 0 && std::memcmp(a->extradata, b->extradata, static_cast<size_t>(a->extradata_size)) != 0)) {
    mismatch("parameter sets (SPS/PPS)", "those of segment 1", "encoder settings");
  }
}

// One join: the output is created by the first segment (its video parameters are the output's and
// every other segment's), each segment's packets are copied as it is appended, with the audio
// that plays before each of them, and Finish writes the rest of the audio and the trailer. Not
// thread-safe: one call at a time (SegmentJoinerWrap sees to it).
class Joiner {
 public:
  explicit Joiner(JoinOptions options) : o_(std::move(options)), crc_table_(av_crc_get_table(AV_CRC_32_IEEE_LE)) {}

  void Append(const std::string& path) {
    Guarded([&] { AppendSegment(path); });
  }

  JoinResult Finish() {
    JoinResult r;
    Guarded([&] {
      if (appended_ == 0) FailMessage(code::kSegmentInvalid, "no segments to assemble");
      if (appended_ != o_.segment_count) {
        FailMessage(code::kSegmentInvalid, "the join was finished after " + std::to_string(appended_) + " of its " + std::to_string(o_.segment_count) + " segments");
      }
      while (have_audio_) WriteAudio();
      out_.WriteTrailer();
      finished_ = true;
      r.frames = frames_;
      r.video_duration = static_cast<double>(end_) * av_q2d(in_vtb_);
      r.has_audio = audio_ != nullptr;
      r.audio_duration = static_cast<double>(audio_end_ - std::max<int64_t>(0, audio_start_)) * av_q2d(in_atb_);
      r.audio_packets = audio_packets_;
    });
    return r;
  }

 private:
  // A join that failed once (a damaged segment, a full disk) takes no further segments: its output is partial.
  template <typename F>
  void Guarded(F&& step) {
    if (failed_) FailMessage(code::kOutput, "the join of " + o_.output + " failed already");
    if (finished_) FailMessage(code::kClosed, "the join of " + o_.output + " is finished");
    try {
      step();
    } catch (...) {
      failed_ = true;
      throw;
    }
  }

  std::string Describe(size_t i, const std::string& path) const {
    return "segment " + std::to_string(i + 1) + " of " + std::to_string(o_.segment_count) + " (" + path + ")";
  }

  // The output's streams and header, from segment 1 and the audio.
  void Start(const AVStream* first) {
    first_par_.reset(avcodec_parameters_alloc());
    if (!first_par_ || avcodec_parameters_copy(first_par_.get(), first->codecpar) < 0) FailMessage(code::kOutput, "out of memory");
    in_vtb_ = first->time_base;
    if (!o_.audio.empty()) {
      audio_ = OpenInput(o_.audio, code::kAudioInvalid, "audio " + o_.audio);
      audio_index_ = SingleStream(audio_.get(), AVMEDIA_TYPE_AUDIO, code::kAudioInvalid, "audio " + o_.audio);
    }
    out_.Create(o_.output, "mp4");
    vst_ = avformat_new_stream(out_.ctx(), nullptr);
    if (vst_ == nullptr) FailMessage(code::kOutput, "cannot add a video stream");
    int err = avcodec_parameters_copy(vst_->codecpar, first->codecpar);
    if (err < 0) Fail(code::kOutput, "cannot copy the video parameters", err);
    vst_->codecpar->codec_tag = first->codecpar->codec_id == AV_CODEC_ID_HEVC ? MKTAG('h', 'v', 'c', '1') : 0;
    vst_->time_base = first->time_base;
    vst_->avg_frame_rate = first->avg_frame_rate;
    vst_->r_frame_rate = first->r_frame_rate;
    vst_->sample_aspect_ratio = first->sample_aspect_ratio;
    if (audio_) {
      ast_ = avformat_new_stream(out_.ctx(), nullptr);
      if (ast_ == nullptr) FailMessage(code::kOutput, "cannot add an audio stream");
      err = avcodec_parameters_copy(ast_->codecpar, audio_->streams[audio_index_]->codecpar);
      if (err < 0) Fail(code::kOutput, "cannot copy the audio parameters", err);
      ast_->codecpar->codec_tag = 0;
      in_atb_ = audio_->streams[audio_index_]->time_base;
      ast_->time_base = in_atb_;
    }
    AVDictionary* opts = nullptr;
    if (o_.faststart) av_dict_set(&opts, "movflags", "+faststart", 0);
    try {
      out_.WriteHeader(&opts);
    } catch (...) {
      av_dict_free(&opts);
      throw;
    }
    av_dict_free(&opts);
    vpkt_.reset(av_packet_alloc());
    apkt_.reset(av_packet_alloc());
    if (!vpkt_ || !apkt_) FailMessage(code::kOutput, "out of memory");
    have_audio_ = NextAudio();
  }

  void AppendSegment(const std::string& path) {
    const size_t index = appended_;
    if (index >= o_.segment_count) FailMessage(code::kSegmentInvalid, "the join takes " + std::to_string(o_.segment_count) + " segments; " + path + " is one more");
    const std::string what = Describe(index, path);
    InputPtr input = OpenInput(path, code::kSegmentInvalid, what);
    const int stream = SingleStream(input.get(), AVMEDIA_TYPE_VIDEO, code::kSegmentInvalid, what);
    const SegmentTag tag = ReadTag(input.get());
    if (o_.verify && !tag.present) {
      FailMessage(code::kSegmentInvalid, what + " carries no framefleet segment checksum (it was not written by the framefleet encoder)");
    }
    if (index == 0) Start(input->streams[stream]);
    else CheckCompatible(what, first_par_.get(), in_vtb_, input->streams[stream]);

    AVPacket* pkt = vpkt_.get();
    int64_t count = 0;
    uint32_t crc = UINT32_MAX;
    int64_t shift = 0;
    int64_t segment_end = end_;
    for (;;) {
      LogCapture log;
      int err = av_read_frame(input.get(), pkt);
      if (err == AVERROR_EOF) break;
      if (err < 0) Fail(code::kSegmentCorrupt, what + " is damaged", err, &log);
      if (pkt->stream_index != stream) {
        av_packet_unref(pkt);
        continue;
      }
      if (pkt->pts == AV_NOPTS_VALUE || pkt->dts == AV_NOPTS_VALUE) FailMessage(code::kSegmentInvalid, what + " has a packet without timestamps");
      if (count == 0) {
        if (!(pkt->flags & AV_PKT_FLAG_KEY)) FailMessage(code::kSegmentInvalid, what + " does not start with a key frame");
        shift = end_ - pkt->pts;
      }
      crc = av_crc(crc_table_, crc, pkt->data, static_cast<size_t>(pkt->size));
      count++;
      pkt->pts += shift;
      pkt->dts += shift;
      if (pkt->duration <= 0) FailMessage(code::kSegmentInvalid, what + " has a packet without a duration");
      if (have_last_dts_ && pkt->dts <= last_dts_) {
        FailMessage(code::kSegmentMismatch, what + " cannot follow the previous segment: its decode timestamps overlap");
      }
      last_dts_ = pkt->dts;
      have_last_dts_ = true;
      if (pkt->pts + pkt->duration > segment_end) segment_end = pkt->pts + pkt->duration;
      frames_++;
      pkt->stream_index = vst_->index;
      pkt->pos = -1;
      // The audio that plays before this frame goes first: the order of reading both inputs side by side by decode time.
      while (have_audio_ && av_compare_ts(pkt->dts, in_vtb_, apkt_->dts, in_atb_) > 0) WriteAudio();
      av_packet_rescale_ts(pkt, in_vtb_, vst_->time_base);
      err = av_interleaved_write_frame(out_.ctx(), pkt);
      if (err < 0) Fail(code::kOutput, "cannot write to " + o_.output, err, &log);
    }
    if (count == 0) FailMessage(code::kSegmentInvalid, what + " holds no video frames");
    if (tag.present && o_.verify) {
      if (count != tag.frames) {
        FailMessage(code::kSegmentCorrupt, what + " is damaged: it holds " + std::to_string(count) + " frames but was written with " + std::to_string(tag.frames));
      }
      if ((crc ^ UINT32_MAX) != tag.crc) FailMessage(code::kSegmentCorrupt, what + " is damaged: its frame data does not match the checksum written with it");
    }
    end_ = segment_end;
    appended_++;
  }

  // Reads the next audio packet into apkt_; false at the end of the audio (or without audio).
  bool NextAudio() {
    if (!audio_) return false;
    for (;;) {
      LogCapture log;
      int r = av_read_frame(audio_.get(), apkt_.get());
      if (r == AVERROR_EOF) return false;
      if (r < 0) Fail(code::kAudioInvalid, "audio " + o_.audio + " is damaged", r, &log);
      if (apkt_->stream_index != audio_index_) {
        av_packet_unref(apkt_.get());
        continue;
      }
      if (apkt_->pts == AV_NOPTS_VALUE || apkt_->dts == AV_NOPTS_VALUE) FailMessage(code::kAudioInvalid, "audio " + o_.audio + " has a packet without timestamps");
      if (audio_packets_ == 0) audio_start_ = apkt_->pts;
      audio_packets_++;
      if (apkt_->pts + apkt_->duration > audio_end_) audio_end_ = apkt_->pts + apkt_->duration;
      apkt_->stream_index = ast_->index;
      apkt_->pos = -1;
      return true;
    }
  }

  void WriteAudio() {
    LogCapture log;
    av_packet_rescale_ts(apkt_.get(), in_atb_, ast_->time_base);
    int err = av_interleaved_write_frame(out_.ctx(), apkt_.get());
    if (err < 0) Fail(code::kOutput, "cannot write to " + o_.output, err, &log);
    have_audio_ = NextAudio();
  }

  const JoinOptions o_;
  const AVCRC* crc_table_;
  OutputFile out_;
  AVStream* vst_ = nullptr;
  AVStream* ast_ = nullptr;
  std::unique_ptr<AVCodecParameters, CodecParametersDeleter> first_par_;
  AVRational in_vtb_{1, 1};
  InputPtr audio_;
  int audio_index_ = -1;
  AVRational in_atb_{1, 1};
  std::unique_ptr<AVPacket, PacketDeleter> vpkt_;
  std::unique_ptr<AVPacket, PacketDeleter> apkt_;
  bool have_audio_ = false;
  size_t appended_ = 0;
  int64_t frames_ = 0;
  int64_t end_ = 0;  // where the next segment starts, in the video time base
  int64_t last_dts_ = 0;
  bool have_last_dts_ = false;
  int64_t audio_start_ = 0;
  int64_t audio_end_ = 0;
  int64_t audio_packets_ = 0;
  bool failed_ = false;
  bool finished_ = false;
};

// An array of segment paths from JavaScript (lib/assemble.ts has checked them; this guards the addon).
std::vector<std::string> ReadPaths(Napi::Env env, const Napi::Value& value) {
  if (!value.IsArray()) throw Napi::TypeError::New(env, "segments must be an array of paths");
  Napi::Array list = value.As<Napi::Array>();
  std::vector<std::string> paths;
  for (uint32_t i = 0; i < list.Length(); i++) {
    Napi::Value v = list.Get(i);
    if (!v.IsString()) throw Napi::TypeError::New(env, "segments[" + std::to_string(i) + "] must be a string");
    paths.push_back(v.As<Napi::String>().Utf8Value());
  }
  return paths;
}

JoinOptions ReadJoinOptions(const Napi::Object& o) {
  JoinOptions j;
  if (o.Has("audio") && !o.Get("audio").IsUndefined() && !o.Get("audio").IsNull()) j.audio = GetString(o, "audio");
  j.output = GetString(o, "output");
  j.verify = GetBool(o, "verify", true);
  j.faststart = GetBool(o, "faststart", true);
  return j;
}

Napi::Object ResultObject(Napi::Env env, const JoinResult& r) {
  Napi::Object o = Napi::Object::New(env);
  o.Set("frames", Napi::Number::New(env, static_cast<double>(r.frames)));
  o.Set("videoDuration", Napi::Number::New(env, r.video_duration));
  if (r.has_audio) {
    o.Set("audioDuration", Napi::Number::New(env, r.audio_duration));
    o.Set("audioPackets", Napi::Number::New(env, static_cast<double>(r.audio_packets)));
  }
  return o;
}

Napi::Value AssembleJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (info.Length() < 1 || !info[0].IsObject()) throw Napi::TypeError::New(env, "options must be an object");
  Napi::Object o = info[0].As<Napi::Object>();
  auto segments = std::make_shared<std::vector<std::string>>(ReadPaths(env, o.Get("segments")));
  JoinOptions options = ReadJoinOptions(o);
  options.segment_count = segments->size();
  auto joiner = std::make_shared<Joiner>(std::move(options));
  auto result = std::make_shared<JoinResult>();
  return PromiseWorker::Start(
      env, [joiner, segments, result] {
        for (const auto& s : *segments) joiner->Append(s);
        *result = joiner->Finish();
      },
      [result](Napi::Env env) -> Napi::Value { return ResultObject(env, *result); });
}

// A Joiner for JavaScript: append(paths) and finish() run on the thread pool, one at a time (a call
// while another runs is refused: the caller chains them); cancel() closes the partial output.
class SegmentJoinerWrap : public Napi::ObjectWrap<SegmentJoinerWrap> {
 public:
  static Napi::Function Define(Napi::Env env) {
    return DefineClass(env, "SegmentJoiner",
                       {InstanceMethod<&SegmentJoinerWrap::Append>("append"), InstanceMethod<&SegmentJoinerWrap::Finish>("finish"),
                        InstanceMethod<&SegmentJoinerWrap::Cancel>("cancel")});
  }

  explicit SegmentJoinerWrap(const Napi::CallbackInfo& info) : Napi::ObjectWrap<SegmentJoinerWrap>(info) {
    if (info.Length() < 1 || !info[0].IsObject()) throw Napi::TypeError::New(info.Env(), "options must be an object");
    Napi::Object o = info[0].As<Napi::Object>();
    JoinOptions options = ReadJoinOptions(o);
    options.segment_count = static_cast<size_t>(GetInt(o, "segmentCount", 1, 1 << 24));
    state_ = std::make_shared<State>(std::move(options));
  }

 private:
  struct State {
    explicit State(JoinOptions o) : joiner(std::move(o)) {}
    Joiner joiner;
    std::atomic<bool> busy{false};
  };

  static Napi::Value Rejected(Napi::Env env, const char* c, const std::string& message) {
    auto deferred = Napi::Promise::Deferred::New(env);
    deferred.Reject(ToJsError(env, CodedError(c, message)).Value());
    return deferred.Promise();
  }

  // Runs `step` on the thread pool unless a step is running or the joiner was cancelled.
  Napi::Value Step(const Napi::CallbackInfo& info, std::function<void(Joiner&)> step, PromiseWorker::Result result = nullptr) {
    if (cancelled_) return Rejected(info.Env(), code::kClosed, "the join was cancelled");
    bool idle = false;
    if (!state_->busy.compare_exchange_strong(idle, true)) return Rejected(info.Env(), code::kClosed, "the joiner is busy: wait for its previous call");
    auto state = state_;
    return PromiseWorker::Start(
        info.Env(), [state, step] {
          struct Release {
            State& s;
            ~Release() { s.busy = false; }
          } release{*state};
          step(state->joiner);
        },
        std::move(result), {info.This()});
  }

  // append(paths): the next segments, in order, in one trip to the thread pool (an assembly's node
  // is often drawing a scene too, and each trip waits for its event loop).
  Napi::Value Append(const Napi::CallbackInfo& info) {
    std::vector<std::string> paths = ReadPaths(info.Env(), info[0]);
    return Step(info, [paths](Joiner& j) {
      for (const auto& p : paths) j.Append(p);
    });
  }

  Napi::Value Finish(const Napi::CallbackInfo& info) {
    auto result = std::make_shared<JoinResult>();
    return Step(info, [result](Joiner& j) { *result = j.Finish(); }, [result](Napi::Env env) -> Napi::Value { return ResultObject(env, *result); });
  }

  // Closes the output file (left partial, for the caller to remove) once no step runs; later calls
  // are refused, and a second cancel() has nothing left to close.
  Napi::Value Cancel(const Napi::CallbackInfo& info) {
    cancelled_ = true;
    if (!state_) {
      auto done = Napi::Promise::Deferred::New(info.Env());
      done.Resolve(info.Env().Undefined());
      return done.Promise();
    }
    bool idle = false;
    if (!state_->busy.compare_exchange_strong(idle, true)) return Rejected(info.Env(), code::kClosed, "the joiner is busy: wait for its previous call");
    // The last reference goes on the thread pool, so the file is closed there.
    auto state = std::move(state_);
    return PromiseWorker::Start(info.Env(), [state]() mutable { state.reset(); }, nullptr, {info.This()});
  }

  std::shared_ptr<State> state_;
  bool cancelled_ = false;
};

}  // namespace

void InitAssemble(Napi::Env env, Napi::Object exports) {
  exports.Set("assemble", Napi::Function::New(env, AssembleJs, "assemble"));
  exports.Set("SegmentJoiner", SegmentJoinerWrap::Define(env));
}

}  // namespace ff
