// assemble(options): joins video segments by stream copy, rebasing each segment's timestamps to
// follow the previous one, optionally adds an audio track, and writes an MP4 (moov first with faststart).
// Every segment is checked as it is opened (it must join segment 1 by stream copy) and against the
// frame count and CRC-32 the encoder stored in it, so a damaged segment fails the whole job with a
// coded error (the caller removes the partial output) instead of producing a broken file. Each
// segment is opened once: opening is most of a join's time.
#include "assemble.h"

#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <memory>
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

struct AssembleJob {
  std::vector<std::string> segments;
  std::string audio;  // empty: no audio track
  std::string output;
  bool verify = true;
  bool faststart = true;
  // results
  int64_t frames = 0;
  AVRational video_tb{1, 1};
  int64_t video_end = 0;
  AVRational audio_tb{1, 1};
  int64_t audio_start = 0;
  int64_t audio_end = 0;
  int64_t audio_packets = 0;
};

std::string Describe(const AssembleJob& job, size_t i) {
  return "segment " + std::to_string(i + 1) + " of " + std::to_string(job.segments.size()) + " (" + job.segments[i] + ")";
}

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

// Checks that segment `i` can be joined to segment 0 by stream copy.
void CheckCompatible(const AssembleJob& job, size_t i, const AVCodecParameters* a, AVRational first_tb, const AVStream* st) {
  const AVCodecParameters* b = st->codecpar;
  auto mismatch = [&](const std::string& what, const std::string& x, const std::string& y) {
    FailMessage(code::kSegmentMismatch,
                Describe(job, i) + " cannot be joined to segment 1 by stream copy: " + what + " " + y + " differs from " + x);
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

// Reads the video packets of the segments one after another, rebasing their timestamps.
class SegmentReader {
 public:
  // `first`: segment 1, opened already; `first_par`: its video parameters, which every other must match.
  SegmentReader(AssembleJob& job, AVRational tb, const AVCodecParameters* first_par, InputPtr first)
      : job_(job), tb_(tb), first_par_(first_par), first_(std::move(first)) {
    crc_table_ = av_crc_get_table(AV_CRC_32_IEEE_LE);
  }

  // Fills `pkt` with the next packet in decode order; returns false after the last segment.
  bool Next(AVPacket* pkt) {
    for (;;) {
      if (!input_) {
        if (index_ >= job_.segments.size()) return false;
        Begin();
      }
      LogCapture log;
      int err = av_read_frame(input_.get(), pkt);
      if (err == AVERROR_EOF) {
        End();
        continue;
      }
      if (err < 0) Fail(code::kSegmentCorrupt, Describe(job_, index_) + " is damaged", err, &log);
      if (pkt->stream_index != stream_) {
        av_packet_unref(pkt);
        continue;
      }
      if (pkt->pts == AV_NOPTS_VALUE || pkt->dts == AV_NOPTS_VALUE) {
        FailMessage(code::kSegmentInvalid, Describe(job_, index_) + " has a packet without timestamps");
      }
      if (count_ == 0) {
        if (!(pkt->flags & AV_PKT_FLAG_KEY)) FailMessage(code::kSegmentInvalid, Describe(job_, index_) + " does not start with a key frame");
        shift_ = end_ - pkt->pts;
      }
      crc_ = av_crc(crc_table_, crc_, pkt->data, static_cast<size_t>(pkt->size));
      count_++;
      pkt->pts += shift_;
      pkt->dts += shift_;
      if (pkt->duration <= 0) FailMessage(code::kSegmentInvalid, Describe(job_, index_) + " has a packet without a duration");
      if (have_last_dts_ && pkt->dts <= last_dts_) {
        FailMessage(code::kSegmentMismatch, Describe(job_, index_) + " cannot follow the previous segment: its decode timestamps overlap");
      }
      last_dts_ = pkt->dts;
      have_last_dts_ = true;
      if (pkt->pts + pkt->duration > segment_end_) segment_end_ = pkt->pts + pkt->duration;
      job_.frames++;
      pkt->stream_index = 0;
      pkt->pos = -1;
      return true;
    }
  }

 private:
  void Begin() {
    input_ = index_ == 0 && first_ ? std::move(first_) : OpenInput(job_.segments[index_], code::kSegmentInvalid, Describe(job_, index_));
    stream_ = SingleStream(input_.get(), AVMEDIA_TYPE_VIDEO, code::kSegmentInvalid, Describe(job_, index_));
    tag_ = ReadTag(input_.get());
    if (job_.verify && !tag_.present) {
      FailMessage(code::kSegmentInvalid, Describe(job_, index_) + " carries no framefleet segment checksum (it was not written by the framefleet encoder)");
    }
    if (index_ > 0) CheckCompatible(job_, index_, first_par_, tb_, input_->streams[stream_]);
    count_ = 0;
    crc_ = UINT32_MAX;
    segment_end_ = end_;
  }

  void End() {
    if (count_ == 0) FailMessage(code::kSegmentInvalid, Describe(job_, index_) + " holds no video frames");
    if (tag_.present && job_.verify) {
      if (count_ != tag_.frames) {
        FailMessage(code::kSegmentCorrupt, Describe(job_, index_) + " is damaged: it holds " + std::to_string(count_) +
                                               " frames but was written with " + std::to_string(tag_.frames));
      }
      if ((crc_ ^ UINT32_MAX) != tag_.crc) {
        FailMessage(code::kSegmentCorrupt, Describe(job_, index_) + " is damaged: its frame data does not match the checksum written with it");
      }
    }
    end_ = segment_end_;
    input_.reset();
    index_++;
  }

  AssembleJob& job_;
  AVRational tb_;
  const AVCodecParameters* first_par_;
  InputPtr first_;
  const AVCRC* crc_table_;
  size_t index_ = 0;
  InputPtr input_;
  int stream_ = -1;
  SegmentTag tag_;
  int64_t count_ = 0;
  uint32_t crc_ = 0;
  int64_t shift_ = 0;
  int64_t end_ = 0;
  int64_t segment_end_ = 0;
  int64_t last_dts_ = 0;
  bool have_last_dts_ = false;

 public:
  int64_t end() const { return end_; }
};

void Assemble(AssembleJob& job) {
  if (job.segments.empty()) FailMessage(code::kSegmentInvalid, "no segments to assemble");

  InputPtr first = OpenInput(job.segments[0], code::kSegmentInvalid, Describe(job, 0));
  const int first_index = SingleStream(first.get(), AVMEDIA_TYPE_VIDEO, code::kSegmentInvalid, Describe(job, 0));
  const AVStream* first_stream = first->streams[first_index];
  std::unique_ptr<AVCodecParameters, CodecParametersDeleter> first_par(avcodec_parameters_alloc());
  if (!first_par || avcodec_parameters_copy(first_par.get(), first_stream->codecpar) < 0) FailMessage(code::kOutput, "out of memory");

  InputPtr audio;
  int audio_index = -1;
  if (!job.audio.empty()) {
    audio = OpenInput(job.audio, code::kAudioInvalid, "audio " + job.audio);
    audio_index = SingleStream(audio.get(), AVMEDIA_TYPE_AUDIO, code::kAudioInvalid, "audio " + job.audio);
  }

  OutputFile out;
  out.Create(job.output, "mp4");
  AVStream* vst = avformat_new_stream(out.ctx(), nullptr);
  if (vst == nullptr) FailMessage(code::kOutput, "cannot add a video stream");
  int err = avcodec_parameters_copy(vst->codecpar, first_stream->codecpar);
  if (err < 0) Fail(code::kOutput, "cannot copy the video parameters", err);
  vst->codecpar->codec_tag = first_stream->codecpar->codec_id == AV_CODEC_ID_HEVC ? MKTAG('h', 'v', 'c', '1') : 0;
  vst->time_base = first_stream->time_base;
  vst->avg_frame_rate = first_stream->avg_frame_rate;
  vst->r_frame_rate = first_stream->r_frame_rate;
  vst->sample_aspect_ratio = first_stream->sample_aspect_ratio;
  const AVRational in_vtb = first_stream->time_base;

  AVStream* ast = nullptr;
  AVRational in_atb{1, 1};
  if (audio) {
    ast = avformat_new_stream(out.ctx(), nullptr);
    if (ast == nullptr) FailMessage(code::kOutput, "cannot add an audio stream");
    err = avcodec_parameters_copy(ast->codecpar, audio->streams[audio_index]->codecpar);
    if (err < 0) Fail(code::kOutput, "cannot copy the audio parameters", err);
    ast->codecpar->codec_tag = 0;
    in_atb = audio->streams[audio_index]->time_base;
    ast->time_base = in_atb;
  }

  AVDictionary* opts = nullptr;
  if (job.faststart) av_dict_set(&opts, "movflags", "+faststart", 0);
  try {
    out.WriteHeader(&opts);
  } catch (...) {
    av_dict_free(&opts);
    throw;
  }
  av_dict_free(&opts);

  SegmentReader video(job, in_vtb, first_par.get(), std::move(first));
  std::unique_ptr<AVPacket, PacketDeleter> vpkt(av_packet_alloc());
  std::unique_ptr<AVPacket, PacketDeleter> apkt(av_packet_alloc());
  if (!vpkt || !apkt) FailMessage(code::kOutput, "out of memory");

  auto next_audio = [&]() -> bool {
    if (!audio) return false;
    for (;;) {
      LogCapture log;
      int r = av_read_frame(audio.get(), apkt.get());
      if (r == AVERROR_EOF) return false;
      if (r < 0) Fail(code::kAudioInvalid, "audio " + job.audio + " is damaged", r, &log);
      if (apkt->stream_index != audio_index) {
        av_packet_unref(apkt.get());
        continue;
      }
      if (apkt->pts == AV_NOPTS_VALUE || apkt->dts == AV_NOPTS_VALUE) {
        FailMessage(code::kAudioInvalid, "audio " + job.audio + " has a packet without timestamps");
      }
      if (job.audio_packets == 0) job.audio_start = apkt->pts;
      job.audio_packets++;
      if (apkt->pts + apkt->duration > job.audio_end) job.audio_end = apkt->pts + apkt->duration;
      apkt->stream_index = ast->index;
      apkt->pos = -1;
      return true;
    }
  };

  bool have_v = video.Next(vpkt.get());
  bool have_a = next_audio();
  while (have_v || have_a) {
    LogCapture log;
    const bool take_video = have_v && (!have_a || av_compare_ts(vpkt->dts, in_vtb, apkt->dts, in_atb) <= 0);
    if (take_video) {
      av_packet_rescale_ts(vpkt.get(), in_vtb, vst->time_base);
      err = av_interleaved_write_frame(out.ctx(), vpkt.get());
      if (err < 0) Fail(code::kOutput, "cannot write to " + job.output, err, &log);
      have_v = video.Next(vpkt.get());
    } else {
      av_packet_rescale_ts(apkt.get(), in_atb, ast->time_base);
      err = av_interleaved_write_frame(out.ctx(), apkt.get());
      if (err < 0) Fail(code::kOutput, "cannot write to " + job.output, err, &log);
      have_a = next_audio();
    }
  }
  out.WriteTrailer();
  job.video_tb = in_vtb;
  job.video_end = video.end();
  job.audio_tb = in_atb;
}

Napi::Value AssembleJs(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (info.Length() < 1 || !info[0].IsObject()) throw Napi::TypeError::New(env, "options must be an object");
  Napi::Object o = info[0].As<Napi::Object>();
  auto job = std::make_shared<AssembleJob>();
  Napi::Value segs = o.Get("segments");
  if (!segs.IsArray()) throw Napi::TypeError::New(env, "segments must be an array of paths");
  Napi::Array list = segs.As<Napi::Array>();
  for (uint32_t i = 0; i < list.Length(); i++) {
    Napi::Value v = list.Get(i);
    if (!v.IsString()) throw Napi::TypeError::New(env, "segments[" + std::to_string(i) + "] must be a string");
    job->segments.push_back(v.As<Napi::String>().Utf8Value());
  }
  if (o.Has("audio") && !o.Get("audio").IsUndefined() && !o.Get("audio").IsNull()) job->audio = GetString(o, "audio");
  job->output = GetString(o, "output");
  job->verify = GetBool(o, "verify", true);
  job->faststart = GetBool(o, "faststart", true);
  return PromiseWorker::Start(env, [job] { Assemble(*job); }, [job](Napi::Env env) -> Napi::Value {
    Napi::Object r = Napi::Object::New(env);
    r.Set("frames", Napi::Number::New(env, static_cast<double>(job->frames)));
    r.Set("videoDuration", Napi::Number::New(env, static_cast<double>(job->video_end) * av_q2d(job->video_tb)));
    if (!job->audio.empty()) {
      r.Set("audioDuration",
            Napi::Number::New(env, static_cast<double>(job->audio_end - std::max<int64_t>(0, job->audio_start)) * av_q2d(job->audio_tb)));
      r.Set("audioPackets", Napi::Number::New(env, static_cast<double>(job->audio_packets)));
    }
    return r;
  });
}

}  // namespace

void InitAssemble(Napi::Env env, Napi::Object exports) {
  exports.Set("assemble", Napi::Function::New(env, AssembleJs, "assemble"));
}

}  // namespace ff
