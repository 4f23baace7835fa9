// VideoEncoder: RGBA frames in, one MP4 segment out; or, for a grey encoder, 8-bit planes in (a
// matte's alpha) and a Matroska file out; or, for an alpha encoder, RGBA in and VP9 with its alpha
// in WebM out.
//
// Pipeline per encoder:
//   write(frame)  -> libuv pool thread: RGBA -> YUV (swscale, BT.709) into a pooled frame, then queued in order
//   encode thread -> avcodec_send_frame / receive_packet -> MP4 muxer
// The queue between the two is bounded: a conversion waits while it is full, so write() promises settle no
// faster than the encoder keeps up (back-pressure), and memory stays bounded however fast frames arrive.
#include "video_encoder.h"

#include <condition_variable>
#include <cstdio>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "common.h"
#include "rgba_convert.h"
#include "video_codec.h"
#include "worker.h"

extern "C" {
#include <libavutil/crc.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}

namespace ff {
namespace {

// ffmpeg's start-code search: the first 00 00 01 at or after p, stepping back over one leading zero byte.
const uint8_t* FindStartCode(const uint8_t* p, const uint8_t* end) {
  for (const uint8_t* q = p; q + 3 <= end; q++) {
    if (q[0] == 0 && q[1] == 0 && q[2] == 1) return (q > p && q[-1] == 0) ? q - 1 : q;
  }
  return end;
}

// CRC-32 of an Annex-B packet as the MP4 muxer stores it: each NAL unit with a 4-byte big-endian
// length instead of its start code (the same split as libavformat's ff_avc_parse_nal_units), so it
// equals the CRC of the packet the MP4 demuxer later returns.
uint32_t CrcAsLengthPrefixed(const AVCRC* table, uint32_t crc, const uint8_t* data, size_t size) {
  const uint8_t* end = data + size;
  const uint8_t* nal_start = FindStartCode(data, end);
  for (;;) {
    while (nal_start < end && !*(nal_start++)) {
    }
    if (nal_start == end) break;
    const uint8_t* nal_end = FindStartCode(nal_start, end);
    const uint32_t len = static_cast<uint32_t>(nal_end - nal_start);
    const uint8_t be[4] = {static_cast<uint8_t>(len >> 24), static_cast<uint8_t>(len >> 16), static_cast<uint8_t>(len >> 8),
                           static_cast<uint8_t>(len)};
    crc = av_crc(table, crc, be, 4);
    crc = av_crc(table, crc, nal_start, len);
    nal_start = nal_end;
  }
  return crc;
}

struct EncoderConfig {
  VideoCodecConfig codec;
  std::string output;
  std::string container = "mp4";  // libavformat muxer: "mp4", "matroska" or "webm"
  int queue_capacity = 3;
  bool box = true;  // the built-in 2x2 box converter; otherwise libswscale with sws_flags
  int sws_flags = SWS_BILINEAR | SWS_FULL_CHR_H_INP;
};

struct SegmentResult {
  int64_t frames = 0;
  int64_t bytes = 0;
  uint32_t crc = 0;
  AVRational time_base{1, 1};
  int64_t duration_ts = 0;
  std::string encoder;
  std::string pixel_format;
};

class EncoderCore {
 public:
  explicit EncoderCore(EncoderConfig config) : cfg_(std::move(config)) {}
  ~EncoderCore() {
    Cancel();
    for (AVFrame* f : free_frames_) av_frame_free(&f);
    for (SwsContext* s : free_sws_) sws_freeContext(s);
  }

  uint64_t ReserveSequence() {
    std::lock_guard<std::mutex> lock(mu_);
    return next_seq_++;
  }

  void Open() {
    codec_->Open(cfg_.codec, true, code::kOpen);
    out_->Create(cfg_.output, cfg_.container.c_str());
    AVFormatContext* oc = out_->ctx();
    stream_ = avformat_new_stream(oc, nullptr);
    if (stream_ == nullptr) FailMessage(code::kOutput, "cannot add a video stream");
    int err = avcodec_parameters_from_context(stream_->codecpar, codec_->ctx());
    if (err < 0) Fail(code::kOutput, "cannot describe the video stream", err);
    // For WebM, the stream's pixel format (yuva420p) is what marks the track as carrying alpha (AlphaMode 1).
    stream_->codecpar->codec_tag = cfg_.codec.codec_tag;
    stream_->time_base = codec_->ctx()->time_base;
    stream_->avg_frame_rate = cfg_.codec.fps;
    stream_->r_frame_rate = cfg_.codec.fps;
    // The checksum tag is written with the moov at the end; mdta keys keep arbitrary names.
    AVDictionary* opts = nullptr;
    if (cfg_.container == "mp4") av_dict_set(&opts, "movflags", "+use_metadata_tags", 0);
    out_->WriteHeader(&opts);
    av_dict_free(&opts);
    packet_ = av_packet_alloc();
    if (packet_ == nullptr) FailMessage(code::kOutput, "out of memory");
    crc_table_ = av_crc_get_table(AV_CRC_32_IEEE_LE);
    // The MP4 muxer rewrites Annex-B H.264/HEVC packets to length-prefixed NAL units when the
    // parameter sets are Annex-B too; the checksum must describe what ends up in the file.
    const AVCodecParameters* par = stream_->codecpar;
    annexb_ = (par->codec_id == AV_CODEC_ID_H264 || par->codec_id == AV_CODEC_ID_HEVC) && par->extradata_size > 6 &&
              par->extradata[0] != 1;
    crc_ = UINT32_MAX;
    {
      std::lock_guard<std::mutex> lock(mu_);
      state_ = State::kOpen;
    }
    thread_ = std::thread([this] { EncodeLoop(); });
  }

  // Converts the RGBA frame with sequence number `seq` and queues it for the encode thread.
  void Submit(uint64_t seq, const uint8_t* rgba) {
    {
      std::lock_guard<std::mutex> lock(mu_);
      ThrowIfNotAccepting();
    }
    AVFrame* frame = nullptr;
    try {
      frame = AcquireFrame();
    } catch (const CodedError& e) {
      // A sequence number that is never queued would hold back every later frame: fail the encoder.
      std::lock_guard<std::mutex> lock(mu_);
      SetFailed(e);
      throw;
    }
    int err = 0;
    if (!av_frame_is_writable(frame)) {
      // Still referenced elsewhere: take fresh buffers rather than copying pixels about to be replaced.
      av_frame_unref(frame);
      frame->format = cfg_.codec.sw_format;
      frame->width = cfg_.codec.width;
      frame->height = cfg_.codec.height;
      err = av_frame_get_buffer(frame, 0);
    }
    if (err >= 0 && cfg_.codec.sw_format == AV_PIX_FMT_GRAY8) {
      // One plane in, one plane out: rows copied as they are.
      av_image_copy_plane(frame->data[0], frame->linesize[0], rgba, cfg_.codec.width, cfg_.codec.width, cfg_.codec.height);
    } else if (err >= 0 && cfg_.codec.sw_format == AV_PIX_FMT_YUVA420P) {
      const Yuv420Planes planes{frame->data[0], frame->linesize[0], frame->data[1], frame->data[2], frame->linesize[1], false};
      RgbaToYuva420(rgba, cfg_.codec.width * 4, cfg_.codec.width, cfg_.codec.height, planes, frame->data[3], frame->linesize[3]);
    } else if (err >= 0 && cfg_.box) {
      const Yuv420Planes planes{frame->data[0], frame->linesize[0], frame->data[1], frame->data[2], frame->linesize[1],
                                cfg_.codec.sw_format == AV_PIX_FMT_NV12};
      RgbaToYuv420(rgba, cfg_.codec.width * 4, cfg_.codec.width, 0, cfg_.codec.height, planes);
    } else if (err >= 0) {
      SwsContext* sws = nullptr;
      try {
        sws = AcquireSws();
      } catch (const CodedError& e) {
        std::lock_guard<std::mutex> lock(mu_);
        free_frames_.push_back(frame);
        SetFailed(e);
        throw;
      }
      const uint8_t* src[4] = {rgba, nullptr, nullptr, nullptr};
      const int src_stride[4] = {cfg_.codec.width * 4, 0, 0, 0};
      sws_scale(sws, src, src_stride, 0, cfg_.codec.height, frame->data, frame->linesize);
      ReleaseSws(sws);
    }
    std::unique_lock<std::mutex> lock(mu_);
    if (err < 0) {
      free_frames_.push_back(frame);
      SetFailed(CodedError(code::kEncode, "cannot allocate a frame: " + AvErrorString(err)));
      ThrowIfNotAccepting();
    }
    space_.wait(lock, [&] {
      return failed_ || !Accepting() || (seq == next_enqueue_ && static_cast<int>(queue_.size()) < cfg_.queue_capacity);
    });
    if (failed_ || !Accepting()) {
      free_frames_.push_back(frame);
      ThrowIfNotAccepting();
    }
    frame->pts = static_cast<int64_t>(seq);
    queue_.push_back(frame);
    next_enqueue_++;
    space_.notify_all();
    ready_.notify_one();
  }

  SegmentResult Finish() {
    {
      std::unique_lock<std::mutex> lock(mu_);
      ThrowIfUnusable();
      state_ = State::kFinishing;
      space_.wait(lock, [&] { return failed_ || (next_enqueue_ == next_seq_ && static_cast<int>(queue_.size()) < cfg_.queue_capacity); });
      if (!failed_) {
        queue_.push_back(nullptr);
        ready_.notify_one();
      }
    }
    if (thread_.joinable()) thread_.join();
    std::lock_guard<std::mutex> lock(mu_);
    if (failed_) {
      state_ = State::kClosed;
      ReleaseLocked();
      throw *error_;
    }
    SegmentResult r;
    r.frames = packets_;
    r.crc = crc_ ^ UINT32_MAX;
    char tag[96];
    std::snprintf(tag, sizeof tag, "v=1;frames=%lld;crc32=%08x", static_cast<long long>(r.frames), r.crc);
    av_dict_set(&out_->ctx()->metadata, "framefleet_segment", tag, 0);
    r.time_base = stream_->time_base;
    r.duration_ts = end_ts_;
    try {
      out_->WriteTrailer();
    } catch (...) {
      state_ = State::kClosed;
      ReleaseLocked();
      throw;
    }
    r.bytes = out_->bytes();
    state_ = State::kClosed;
    ReleaseLocked();
    r.encoder = cfg_.codec.encoder;
    r.pixel_format = av_get_pix_fmt_name(cfg_.codec.sw_format);
    return r;
  }

  // Stops the encode thread and drops queued frames; the output file is left incomplete.
  void Cancel() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (state_ != State::kClosed) state_ = State::kCancelled;
      space_.notify_all();
      ready_.notify_all();
    }
    if (thread_.joinable()) thread_.join();
    std::lock_guard<std::mutex> lock(mu_);
    for (AVFrame* f : queue_) {
      if (f != nullptr) free_frames_.push_back(f);
    }
    queue_.clear();
    if (state_ == State::kCancelled) ReleaseLocked();
  }

  struct Stats {
    uint64_t submitted, queued, encoded, packets, copies;
  };
  Stats GetStats() {
    std::lock_guard<std::mutex> lock(mu_);
    return Stats{next_seq_, static_cast<uint64_t>(queue_.size()), encoded_, static_cast<uint64_t>(packets_), copies_};
  }

 private:
  enum class State { kNew, kOpen, kFinishing, kClosed, kCancelled };

  // Frees the encoder, the muxer and the frame and converter pools once the encode thread is gone,
  // so a closed encoder holds no media memory while its JS object waits for garbage collection.
  void ReleaseLocked() {
    codec_.reset();
    out_.reset();
    av_packet_free(&packet_);
    for (AVFrame* f : free_frames_) av_frame_free(&f);
    free_frames_.clear();
    for (SwsContext* s : free_sws_) sws_freeContext(s);
    free_sws_.clear();
  }

  // Frames reserved before finish() was called are still taken while the encoder finishes.
  bool Accepting() const { return state_ == State::kOpen || state_ == State::kFinishing; }
  void ThrowIfNotAccepting() {
    if (failed_) throw *error_;
    if (!Accepting()) throw CodedError(code::kClosed, state_ == State::kNew ? "the encoder is not open" : "the encoder is closed");
  }

  void ThrowIfUnusable() {
    if (failed_) throw *error_;
    if (state_ == State::kNew) throw CodedError(code::kClosed, "the encoder is not open");
    if (state_ != State::kOpen) throw CodedError(code::kClosed, "the encoder is closed");
  }

  void SetFailed(const CodedError& e) {
    if (!failed_) {
      failed_ = true;
      error_ = std::make_unique<CodedError>(e);
    }
    space_.notify_all();
    ready_.notify_all();
  }

  AVFrame* AcquireFrame() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (!free_frames_.empty()) {
        AVFrame* f = free_frames_.back();
        free_frames_.pop_back();
        return f;
      }
    }
    AVFrame* f = av_frame_alloc();
    if (f == nullptr) throw CodedError(code::kEncode, "out of memory");
    f->format = cfg_.codec.sw_format;
    f->width = cfg_.codec.width;
    f->height = cfg_.codec.height;
    f->color_range = cfg_.codec.sw_format == AV_PIX_FMT_GRAY8 ? AVCOL_RANGE_JPEG : AVCOL_RANGE_MPEG;
    f->colorspace = AVCOL_SPC_BT709;
    f->color_primaries = AVCOL_PRI_BT709;
    f->color_trc = AVCOL_TRC_BT709;
    f->chroma_location = AVCHROMA_LOC_LEFT;
    int err = av_frame_get_buffer(f, 0);
    if (err < 0) {
      av_frame_free(&f);
      throw CodedError(code::kEncode, "cannot allocate a frame: " + AvErrorString(err));
    }
    return f;
  }

  SwsContext* AcquireSws() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (!free_sws_.empty()) {
        SwsContext* s = free_sws_.back();
        free_sws_.pop_back();
        return s;
      }
    }
    const int w = cfg_.codec.width, h = cfg_.codec.height;
    SwsContext* s = sws_getContext(w, h, AV_PIX_FMT_RGBA, w, h, cfg_.codec.sw_format, cfg_.sws_flags, nullptr, nullptr, nullptr);
    if (s == nullptr) throw CodedError(code::kEncode, "cannot set up the RGBA to YUV conversion");
    // Full-range RGB in, BT.709 limited-range YUV out.
    const int* bt709 = sws_getCoefficients(SWS_CS_ITU709);
    sws_setColorspaceDetails(s, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16);
    return s;
  }

  void ReleaseSws(SwsContext* s) {
    std::lock_guard<std::mutex> lock(mu_);
    free_sws_.push_back(s);
  }

  void EncodeLoop() {
    try {
      for (;;) {
        AVFrame* frame = nullptr;
        {
          std::unique_lock<std::mutex> lock(mu_);
          ready_.wait(lock, [&] { return !queue_.empty() || state_ == State::kCancelled || failed_; });
          if (state_ == State::kCancelled || failed_) return;
          frame = queue_.front();
          queue_.pop_front();
          space_.notify_all();
        }
        if (frame == nullptr) {
          codec_->Send(nullptr);
          WritePackets();
          return;
        }
        // The frame goes back to the pool once the encoder has let go of it: libavcodec keeps a
        // reference until the packets are drained, and reusing it earlier would force a copy.
        try {
          codec_->Send(frame);
          {
            std::lock_guard<std::mutex> lock(mu_);
            encoded_++;
          }
          WritePackets();
        } catch (...) {
          std::lock_guard<std::mutex> lock(mu_);
          free_frames_.push_back(frame);
          throw;
        }
        {
          std::lock_guard<std::mutex> lock(mu_);
          if (!av_frame_is_writable(frame)) copies_++;
          free_frames_.push_back(frame);
        }
      }
    } catch (const CodedError& e) {
      std::lock_guard<std::mutex> lock(mu_);
      SetFailed(e);
    } catch (const std::exception& e) {
      std::lock_guard<std::mutex> lock(mu_);
      SetFailed(CodedError(code::kEncode, e.what()));
    }
  }

  void WritePackets() {
    AVCodecContext* ctx = codec_->ctx();
    while (codec_->Receive(packet_)) {
      crc_ = annexb_ ? CrcAsLengthPrefixed(crc_table_, crc_, packet_->data, static_cast<size_t>(packet_->size))
                     : av_crc(crc_table_, crc_, packet_->data, static_cast<size_t>(packet_->size));
      if (packet_->duration <= 0) packet_->duration = 1;
      packet_->stream_index = stream_->index;
      av_packet_rescale_ts(packet_, ctx->time_base, stream_->time_base);
      int64_t end = packet_->pts + packet_->duration;
      if (end > end_ts_) end_ts_ = end;
      {
        std::lock_guard<std::mutex> lock(mu_);
        packets_++;
      }
      LogCapture log;
      int err = av_interleaved_write_frame(out_->ctx(), packet_);
      if (err < 0) Fail(code::kOutput, "cannot write to " + cfg_.output, err, &log);
    }
  }

  EncoderConfig cfg_;
  std::unique_ptr<VideoCodec> codec_ = std::make_unique<VideoCodec>();
  std::unique_ptr<OutputFile> out_ = std::make_unique<OutputFile>();
  AVStream* stream_ = nullptr;
  AVPacket* packet_ = nullptr;
  const AVCRC* crc_table_ = nullptr;
  uint32_t crc_ = 0;
  bool annexb_ = false;
  int64_t end_ts_ = 0;

  std::mutex mu_;
  std::condition_variable space_;  // queue space, ordering turn, failure, state changes
  std::condition_variable ready_;  // work for the encode thread
  std::deque<AVFrame*> queue_;     // nullptr marks the end of input
  std::vector<AVFrame*> free_frames_;
  std::vector<SwsContext*> free_sws_;
  State state_ = State::kNew;
  bool failed_ = false;
  std::unique_ptr<CodedError> error_;
  uint64_t next_seq_ = 0;      // main thread hands these out; read under mu_
  uint64_t next_enqueue_ = 0;
  uint64_t encoded_ = 0;
  int64_t packets_ = 0;
  uint64_t copies_ = 0;
  std::thread thread_;
};

class VideoEncoderWrap : public Napi::ObjectWrap<VideoEncoderWrap> {
 public:
  static Napi::Function Define(Napi::Env env) {
    return DefineClass(env, "VideoEncoder",
                       {InstanceMethod<&VideoEncoderWrap::Open>("open"), InstanceMethod<&VideoEncoderWrap::Write>("write"),
                        InstanceMethod<&VideoEncoderWrap::Finish>("finish"), InstanceMethod<&VideoEncoderWrap::Cancel>("cancel"),
                        InstanceMethod<&VideoEncoderWrap::Stats>("stats")});
  }

  explicit VideoEncoderWrap(const Napi::CallbackInfo& info) : Napi::ObjectWrap<VideoEncoderWrap>(info) {
    if (info.Length() < 1 || !info[0].IsObject()) throw Napi::TypeError::New(info.Env(), "options must be an object");
    Napi::Object o = info[0].As<Napi::Object>();
    EncoderConfig cfg;
    cfg.codec = ReadVideoCodecConfig(o);
    const bool gray = cfg.codec.sw_format == AV_PIX_FMT_GRAY8;
    if (!gray && (cfg.codec.width % 2 != 0 || cfg.codec.height % 2 != 0)) throw Napi::TypeError::New(info.Env(), "width and height must be even");
    cfg.output = GetString(o, "output");
    if (o.Has("container") && !o.Get("container").IsUndefined()) cfg.container = GetString(o, "container");
    if (cfg.container != "mp4" && cfg.container != "matroska" && cfg.container != "webm") {
      throw Napi::TypeError::New(info.Env(), "container must be 'mp4', 'matroska' or 'webm'");
    }
    cfg.queue_capacity = static_cast<int>(GetInt(o, "queueCapacity", 1, 64));
    std::string scaler = GetString(o, "scaler");
    cfg.box = scaler == "box";
    if (scaler == "box") cfg.sws_flags = SWS_AREA;
    else if (scaler == "bilinear") cfg.sws_flags = SWS_BILINEAR;
    else if (scaler == "bicubic") cfg.sws_flags = SWS_BICUBIC;
    else if (scaler == "point") cfg.sws_flags = SWS_POINT;
    else throw Napi::TypeError::New(info.Env(), "scaler must be 'box', 'bilinear', 'bicubic' or 'point'");
    // libswscale: chroma from every input pixel, then filtered down (better than averaging pixel
    // pairs, and faster, as libswscale has SIMD for full-width RGBA chroma but not for the pair average).
    cfg.sws_flags |= SWS_FULL_CHR_H_INP;
    frame_bytes_ = static_cast<size_t>(cfg.codec.width) * cfg.codec.height * (gray ? 1 : 4);
    core_ = std::make_shared<EncoderCore>(std::move(cfg));
  }

 private:
  static Napi::Value Rejected(Napi::Env env, const char* c, const std::string& message) {
    auto deferred = Napi::Promise::Deferred::New(env);
    deferred.Reject(ToJsError(env, CodedError(c, message)).Value());
    return deferred.Promise();
  }

  Napi::Value Open(const Napi::CallbackInfo& info) {
    if (opened_) return Rejected(info.Env(), code::kClosed, "the encoder was already opened");
    opened_ = true;
    auto core = core_;
    return PromiseWorker::Start(info.Env(), [core] { core->Open(); }, nullptr, {info.This()});
  }

  Napi::Value Write(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    if (info.Length() < 1 || !info[0].IsTypedArray() || info[0].As<Napi::TypedArray>().TypedArrayType() != napi_uint8_array) {
      throw Napi::TypeError::New(env, "frame must be a Buffer or Uint8Array");
    }
    Napi::Uint8Array frame = info[0].As<Napi::Uint8Array>();
    if (frame.ByteLength() != frame_bytes_) {
      throw Napi::TypeError::New(env, "frame must hold " + std::to_string(frame_bytes_) + " bytes (got " +
                                          std::to_string(frame.ByteLength()) + ")");
    }
    if (closed_) return Rejected(env, code::kClosed, "the encoder is closed");
    const uint8_t* data = frame.Data();
    auto core = core_;
    uint64_t seq = core->ReserveSequence();
    return PromiseWorker::Start(env, [core, seq, data] { core->Submit(seq, data); }, nullptr, {info.This(), frame});
  }

  Napi::Value Finish(const Napi::CallbackInfo& info) {
    if (closed_) return Rejected(info.Env(), code::kClosed, "the encoder is closed");
    closed_ = true;
    auto core = core_;
    auto result = std::make_shared<SegmentResult>();
    return PromiseWorker::Start(
        info.Env(), [core, result] { *result = core->Finish(); },
        [result](Napi::Env env) -> Napi::Value {
          Napi::Object o = Napi::Object::New(env);
          o.Set("frames", Napi::Number::New(env, static_cast<double>(result->frames)));
          o.Set("bytes", Napi::Number::New(env, static_cast<double>(result->bytes)));
          char crc[9];
          std::snprintf(crc, sizeof crc, "%08x", result->crc);
          o.Set("crc32", Napi::String::New(env, crc));
          o.Set("timeBaseNum", Napi::Number::New(env, result->time_base.num));
          o.Set("timeBaseDen", Napi::Number::New(env, result->time_base.den));
          o.Set("durationTs", Napi::Number::New(env, static_cast<double>(result->duration_ts)));
          o.Set("encoder", Napi::String::New(env, result->encoder));
          o.Set("pixelFormat", Napi::String::New(env, result->pixel_format));
          return o;
        },
        {info.This()});
  }

  Napi::Value Cancel(const Napi::CallbackInfo& info) {
    closed_ = true;
    auto core = core_;
    return PromiseWorker::Start(info.Env(), [core] { core->Cancel(); }, nullptr, {info.This()});
  }

  Napi::Value Stats(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    EncoderCore::Stats s = core_->GetStats();
    Napi::Object o = Napi::Object::New(env);
    o.Set("submitted", Napi::Number::New(env, static_cast<double>(s.submitted)));
    o.Set("queued", Napi::Number::New(env, static_cast<double>(s.queued)));
    o.Set("encoded", Napi::Number::New(env, static_cast<double>(s.encoded)));
    o.Set("packets", Napi::Number::New(env, static_cast<double>(s.packets)));
    o.Set("copies", Napi::Number::New(env, static_cast<double>(s.copies)));
    return o;
  }

  std::shared_ptr<EncoderCore> core_;
  size_t frame_bytes_ = 0;
  bool opened_ = false;
  bool closed_ = false;
};

}  // namespace

void InitVideoEncoder(Napi::Env env, Napi::Object exports) {
  exports.Set("VideoEncoder", VideoEncoderWrap::Define(env));
}

}  // namespace ff
