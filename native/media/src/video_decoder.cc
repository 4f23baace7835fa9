// VideoDecoder: opens a video file and hands out frame k (0-based, constant frame rate: frame k is
// shown from k / fps after the stream's start) as RGBA, scaled and placed as the renderer asks.
//
// Frame accuracy: the frame for index k is the last one whose timestamp lies before the middle of
// frame slot k, so rounded container timestamps still land on the right frame. The decoder keeps
// its position between reads: asking for k, k+1, k+2... decodes forward and never seeks. It seeks
// (to the keyframe before the target, then decodes forward) only when asked for a frame behind the
// last one decoded, or when the keyframe before the target lies beyond it, so skipping is cheaper
// than decoding through. Catching up to a target, frames shown before it that no other frame refers
// to (most B-frames) are not decoded. Every read runs on the libuv thread pool; reads of one decoder
// are serialised.
#include "video_decoder.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "common.h"
#include "cut_out.h"
#include "rgba_scale.h"
#include "worker.h"

extern "C" {
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>
}

namespace ff {
namespace {

// Most threads an FFV1 decoder takes for the slices of one frame (a matte's 16 split four ways).
constexpr unsigned kFfv1SliceThreads = 4;

struct VideoInfo {
  int width = 0;
  int height = 0;
  AVRational fps{0, 1};
  int64_t frame_count = 0;
  double duration = 0;
  std::string codec;
  std::string pixel_format;
  bool alpha = false;
};

// Layouts ScaleToRgba reads as they are; other formats are converted to the nearest one first.
bool ReadsDirectly(AVPixelFormat f) {
  switch (f) {
    case AV_PIX_FMT_YUV420P: case AV_PIX_FMT_YUVJ420P: case AV_PIX_FMT_YUVA420P:
    case AV_PIX_FMT_YUV422P: case AV_PIX_FMT_YUVJ422P: case AV_PIX_FMT_YUVA422P:
    case AV_PIX_FMT_YUV444P: case AV_PIX_FMT_YUVJ444P: case AV_PIX_FMT_YUVA444P:
    case AV_PIX_FMT_GBRP: case AV_PIX_FMT_GBRAP:
    case AV_PIX_FMT_GRAY8:  // mattes: one plane, filtered alone
      return true;
    default:
      return false;
  }
}

AVPixelFormat NearestDirect(const AVPixFmtDescriptor* d) {
  const bool alpha = (d->flags & AV_PIX_FMT_FLAG_ALPHA) != 0;
  if ((d->flags & AV_PIX_FMT_FLAG_RGB) || (d->flags & AV_PIX_FMT_FLAG_PAL)) return alpha ? AV_PIX_FMT_GBRAP : AV_PIX_FMT_GBRP;
  if (d->nb_components >= 3 && d->log2_chroma_w == 1 && d->log2_chroma_h == 1) return alpha ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P;
  if (d->nb_components >= 3 && d->log2_chroma_w == 1 && d->log2_chroma_h == 0) return alpha ? AV_PIX_FMT_YUVA422P : AV_PIX_FMT_YUV422P;
  return alpha ? AV_PIX_FMT_YUVA444P : AV_PIX_FMT_YUV444P;  // grey, 4:1:1, 4:4:0, 4:4:4 at other depths
}

bool IsJpegFormat(AVPixelFormat f) { return f == AV_PIX_FMT_YUVJ420P || f == AV_PIX_FMT_YUVJ422P || f == AV_PIX_FMT_YUVJ444P; }

// Luma weights of the colour matrix. Untagged video is BT.601, as libswscale (and so ffmpeg) assumes.
void MatrixWeights(AVColorSpace cs, double& kr, double& kb) {
  switch (cs) {
    case AVCOL_SPC_BT709: kr = 0.2126, kb = 0.0722; break;
    case AVCOL_SPC_BT2020_NCL: case AVCOL_SPC_BT2020_CL: kr = 0.2627, kb = 0.0593; break;
    case AVCOL_SPC_SMPTE240M: kr = 0.212, kb = 0.087; break;
    case AVCOL_SPC_FCC: kr = 0.30, kb = 0.11; break;
    default: kr = 0.299, kb = 0.114; break;
  }
}

// Where chroma sample 0 sits, in luma pixels; untagged: MPEG (left, between rows), or JPEG's centre.
void ChromaSiting(AVChromaLocation loc, bool jpeg, double& x, double& y) {
  if (loc == AVCHROMA_LOC_UNSPECIFIED) loc = jpeg ? AVCHROMA_LOC_CENTER : AVCHROMA_LOC_LEFT;
  const bool left = loc == AVCHROMA_LOC_LEFT || loc == AVCHROMA_LOC_TOPLEFT || loc == AVCHROMA_LOC_BOTTOMLEFT;
  x = left ? 0.5 : 1.0;
  y = (loc == AVCHROMA_LOC_TOPLEFT || loc == AVCHROMA_LOC_TOP) ? 0.5 : (loc == AVCHROMA_LOC_BOTTOMLEFT || loc == AVCHROMA_LOC_BOTTOM) ? 1.5 : 1.0;
}

class DecoderCore {
 public:
  ~DecoderCore() { Release(); }

  void Open(const std::string& path) {
    std::lock_guard<std::mutex> lock(mu_);
    LogCapture log;
    path_ = path;
    AVFormatContext* raw = nullptr;
    int err = avformat_open_input(&raw, path.c_str(), nullptr, nullptr);
    if (err < 0) Fail(code::kDecoderOpen, "cannot open " + path, err, &log);
    fmt_.reset(raw);
    err = avformat_find_stream_info(fmt_.get(), nullptr);
    if (err < 0) Fail(code::kDecoderOpen, "cannot read the streams of " + path, err, &log);
    const AVCodec* decoder = nullptr;
    stream_index_ = av_find_best_stream(fmt_.get(), AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0);
    if (stream_index_ == AVERROR_STREAM_NOT_FOUND) FailMessage(code::kDecoderOpen, path + " has no video stream", &log);
    if (stream_index_ < 0) Fail(code::kDecoderOpen, "cannot decode the video of " + path, stream_index_, &log);
    stream_ = fmt_->streams[stream_index_];
    ctx_.reset(avcodec_alloc_context3(decoder));
    if (!ctx_) FailMessage(code::kDecoderOpen, "out of memory");
    err = avcodec_parameters_to_context(ctx_.get(), stream_->codecpar);
    if (err < 0) Fail(code::kDecoderOpen, "cannot set up the decoder for " + path, err, &log);
    // One thread per source: a render node decodes several sources beside the encoder's threads,
    // and each read already runs beside the drawing. Bit-exact so every machine decodes alike.
    ctx_->thread_count = 1;
    if (decoder->id == AV_CODEC_ID_FFV1) {
      // FFV1 slices (a matte has 16) are coded independently, so decoding them on several threads
      // gives the same bytes, with no frame delay; this frame's cost is what holds up the drawing.
      ctx_->thread_type = FF_THREAD_SLICE;
      ctx_->thread_count = static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, kFfv1SliceThreads));
    }
    ctx_->flags |= AV_CODEC_FLAG_BITEXACT;
    err = avcodec_open2(ctx_.get(), decoder, nullptr);
    if (err < 0) Fail(code::kDecoderOpen, "cannot open the " + std::string(decoder->name) + " decoder for " + path, err, &log);

    info_.width = stream_->codecpar->width;
    info_.height = stream_->codecpar->height;
    if (info_.width <= 0 || info_.height <= 0) FailMessage(code::kDecoderOpen, path + ": the video has no picture size", &log);
    auto valid = [](AVRational r) { return r.num > 0 && r.den > 0; };
    info_.fps = valid(stream_->avg_frame_rate) ? stream_->avg_frame_rate : stream_->r_frame_rate;
    if (!valid(info_.fps)) FailMessage(code::kDecoderOpen, path + ": the video has no frame rate", &log);
    start_ = stream_->start_time != AV_NOPTS_VALUE ? stream_->start_time : 0;
    const double fps = av_q2d(info_.fps);
    if (stream_->duration != AV_NOPTS_VALUE && stream_->duration > 0) info_.duration = stream_->duration * av_q2d(stream_->time_base);
    else if (fmt_->duration != AV_NOPTS_VALUE && fmt_->duration > 0) info_.duration = static_cast<double>(fmt_->duration) / AV_TIME_BASE;
    info_.frame_count = stream_->nb_frames > 0 ? stream_->nb_frames : std::max<int64_t>(1, std::llround(info_.duration * fps));
    if (info_.duration <= 0) info_.duration = info_.frame_count / fps;
    info_.codec = decoder->name;
    const AVPixFmtDescriptor* d = av_pix_fmt_desc_get(static_cast<AVPixelFormat>(stream_->codecpar->format));
    info_.pixel_format = d != nullptr ? d->name : "unknown";
    info_.alpha = d != nullptr && (d->flags & AV_PIX_FMT_FLAG_ALPHA) != 0;

    packet_.reset(av_packet_alloc());
    current_.reset(av_frame_alloc());
    ahead_.reset(av_frame_alloc());
    converted_.reset(av_frame_alloc());
    if (!packet_ || !current_ || !ahead_ || !converted_) FailMessage(code::kDecoderOpen, "out of memory");
    open_ = true;
  }

  const VideoInfo& info() const { return info_; }
  uint64_t seeks() const { return seeks_.load(); }
  uint64_t decoded() const { return decoded_.load(); }

  // Frame `index` through `placement` into `out` (placement.width * 4 bytes per row); with
  // `non_black`, only the box its non-black samples reach (ScaleNonBlackToRgba), returned.
  PixelBox Read(int64_t index, const Placement& placement, uint8_t* out, bool non_black) {
    std::lock_guard<std::mutex> lock(mu_);
    Reached(index);
    if (non_black) return ScaleNonBlackToRgba(Picture(), placement, out, placement.width * 4);
    ScaleToRgba(Picture(), placement, out, placement.width * 4);
    return PixelBox{0, 0, placement.width, placement.height};
  }

  // Decodes up to frame `index`, so that a read of it that follows only converts it.
  void Prepare(int64_t index) {
    std::lock_guard<std::mutex> lock(mu_);
    Reached(index);
  }

  // `video` (placement.width x placement.height RGBA) cut out by frame `index` of this matte laid out
  // by `placement`: what Read with `non_black` and then CutOut within its box give, in one pass
  // (CutOutByPicture), its parts then packed into `out` (PackParts). The cut-out itself goes into
  // a picture this decoder keeps: the parts are what is drawn, each from a picture of its own size.
  CutOutParts ReadCutOut(int64_t index, const Placement& placement, const uint8_t* video, uint8_t* out) {
    std::lock_guard<std::mutex> lock(mu_);
    Reached(index);
    cut_out_.resize(size_t(placement.width) * placement.height * 4);
    CutOutParts cut = CutOutByPicture(video, Picture(), placement, cut_out_.data());
    PackParts(cut_out_.data(), placement.width, cut, out);
    return cut;
  }

  void Close() {
    std::lock_guard<std::mutex> lock(mu_);
    Release();
  }

 private:
  // Timestamps (stream time base) where frame slot `index` starts, and where its middle lies.
  int64_t SlotStart(int64_t index) const { return start_ + av_rescale_q(index, av_inv_q(info_.fps), stream_->time_base); }
  int64_t SlotMiddle(int64_t index) const {
    return start_ + av_rescale_q(2 * index + 1, AVRational{info_.fps.den, 2 * info_.fps.num}, stream_->time_base);
  }

  // Moves to frame `index` (mu_ held), or fails saying why it cannot be decoded.
  void Reached(int64_t index) {
    if (!open_) throw CodedError(code::kDecoderClosed, "the decoder of " + path_ + " is closed");
    LogCapture log;
    MoveTo(index);
    if (!have_current_) {
      FailMessage(code::kDecode, "cannot decode frame " + std::to_string(index) + " of " + path_ + (problem_.empty() ? "" : ": " + problem_), &log);
    }
  }

  void MoveTo(int64_t index) {
    const int64_t limit = SlotMiddle(index);
    if (have_current_ && current_->pts < limit && (have_ahead_ ? ahead_->pts >= limit : decoder_ended_)) return;
    skip_before_ = index > 0 ? SlotStart(index - 1) : AV_NOPTS_VALUE;
    Reach(index, false);
    // The frame found is older than one not decoded on the way (the stream ends, or has a gap,
    // before the target): that one may be the answer, so the way there is decoded again in full.
    if (have_current_ && skipped_pts_ != AV_NOPTS_VALUE && skipped_pts_ > current_->pts) {
      skip_before_ = AV_NOPTS_VALUE;
      Reach(index, true);
    }
  }

  // Decodes on (seeking first when that is cheaper, or when `reseek`) until current_ is the frame
  // for `index`.
  void Reach(int64_t index, bool reseek) {
    const int64_t target = SlotStart(index), limit = SlotMiddle(index);
    bool sought = false;
    int64_t seek_to = target;
    if (reseek || ShouldSeek(target, limit)) {
      Seek(seek_to);
      sought = true;
    }
    int64_t back = av_rescale_q(1, AVRational{1, 1}, stream_->time_base);
    for (int attempt = 0;; attempt++) {
      while ((have_ahead_ || DecodeNext()) && ahead_->pts < limit) {
        std::swap(current_, ahead_);
        have_current_ = true;
        have_ahead_ = false;
      }
      if (have_current_ || !have_ahead_) return;
      // Every frame so far lies past the target: the seek landed on a keyframe after it. Go further back.
      if (sought && attempt < 3 && seek_to > start_) {
        seek_to = std::max(start_, seek_to - back);
        back *= 4;
        Seek(seek_to);
        continue;
      }
      std::swap(current_, ahead_);  // the stream starts after the target: show its first frame
      have_current_ = true;
      have_ahead_ = false;
      return;
    }
  }

  bool ShouldSeek(int64_t target, int64_t limit) const {
    if (have_current_ && current_->pts >= limit) return true;  // behind what was decoded
    const bool any = have_current_ || have_ahead_;
    if (decoder_ended_) return !any;
    const int64_t position = have_ahead_ ? ahead_->pts : have_current_ ? current_->pts : start_;
    if (avformat_index_get_entries_count(stream_) > 0) {
      const AVIndexEntry* key = avformat_index_get_entry_from_timestamp(stream_, target, AVSEEK_FLAG_BACKWARD);
      return key != nullptr && key->timestamp > position;
    }
    // No index: decoding through two seconds costs about what a seek does.
    return target - position > av_rescale_q(2, AVRational{1, 1}, stream_->time_base);
  }

  void Seek(int64_t ts) {
    LogCapture log;
    int err = av_seek_frame(fmt_.get(), stream_index_, ts, AVSEEK_FLAG_BACKWARD);
    if (err < 0) err = avformat_seek_file(fmt_.get(), stream_index_, INT64_MIN, ts, ts, 0);
    if (err < 0) Fail(code::kDecode, "cannot seek in " + path_, err, &log);
    avcodec_flush_buffers(ctx_.get());
    have_current_ = have_ahead_ = false;
    input_ended_ = decoder_ended_ = false;
    last_pts_ = AV_NOPTS_VALUE;
    skipped_pts_ = AV_NOPTS_VALUE;
    seeks_++;
  }

  // Decodes the next frame in presentation order into ahead_; false at the end of the stream.
  // Damaged packets and frames are skipped, as players do; a failed read ends the stream early.
  bool DecodeNext() {
    for (int failures = 0; failures < 1000;) {
      int err = avcodec_receive_frame(ctx_.get(), ahead_.get());
      if (err == 0) {
        int64_t pts = ahead_->best_effort_timestamp;
        if (pts == AV_NOPTS_VALUE) pts = last_pts_ == AV_NOPTS_VALUE ? start_ : last_pts_ + av_rescale_q(1, av_inv_q(info_.fps), stream_->time_base);
        ahead_->pts = last_pts_ = pts;
        have_ahead_ = true;
        decoded_++;
        return true;
      }
      if (err == AVERROR_EOF || (err == AVERROR(EAGAIN) && input_ended_)) {
        decoder_ended_ = true;
        return false;
      }
      if (err != AVERROR(EAGAIN)) {
        failures++;
        problem_ = AvErrorString(err);
        continue;
      }
      err = av_read_frame(fmt_.get(), packet_.get());
      if (err < 0) {
        if (err != AVERROR_EOF) problem_ = AvErrorString(err);
        input_ended_ = true;
        avcodec_send_packet(ctx_.get(), nullptr);
        continue;
      }
      if (packet_->stream_index == stream_index_) {
        // Catching up to a target: frames shown before it that no other frame refers to are never
        // needed, so they are not decoded; the frames that are decoded come out the same.
        const bool before = skip_before_ != AV_NOPTS_VALUE && packet_->pts != AV_NOPTS_VALUE && packet_->pts < skip_before_;
        ctx_->skip_frame = before ? AVDISCARD_NONREF : AVDISCARD_DEFAULT;
        if (before) skipped_pts_ = std::max(skipped_pts_ == AV_NOPTS_VALUE ? packet_->pts : skipped_pts_, packet_->pts);
        err = avcodec_send_packet(ctx_.get(), packet_.get());
        if (err < 0 && err != AVERROR(EAGAIN)) {
          failures++;
          problem_ = AvErrorString(err);
        }
      }
      av_packet_unref(packet_.get());
    }
    decoder_ended_ = true;
    return false;
  }

  // The current frame as planes ScaleToRgba reads, converting its pixel format first if needed.
  PlanarPicture Picture() {
    const AVFrame* source = current_.get();
    const auto format = static_cast<AVPixelFormat>(source->format);
    const AVFrame* f = source;
    if (!ReadsDirectly(format)) {
      const AVPixelFormat target = NearestDirect(av_pix_fmt_desc_get(format));
      if (converted_->format != target || converted_->width != source->width || converted_->height != source->height) {
        av_frame_unref(converted_.get());
        converted_->format = target;
        converted_->width = source->width;
        converted_->height = source->height;
        int err = av_frame_get_buffer(converted_.get(), 0);
        if (err < 0) Fail(code::kDecode, "cannot allocate a " + std::string(av_get_pix_fmt_name(target)) + " picture", err);
      }
      sws_ = sws_getCachedContext(sws_, source->width, source->height, format, source->width, source->height, target,
                                  SWS_POINT | SWS_ACCURATE_RND | SWS_BITEXACT, nullptr, nullptr, nullptr);
      if (sws_ == nullptr) FailMessage(code::kDecode, std::string("cannot convert ") + av_get_pix_fmt_name(format) + " pictures");
      // Same range in and out: the range is applied once, by the colour matrix below.
      int* inv_table = nullptr;
      int* table = nullptr;
      int src_range = 0, dst_range = 0, brightness = 0, contrast = 0, saturation = 0;
      sws_getColorspaceDetails(sws_, &inv_table, &src_range, &table, &dst_range, &brightness, &contrast, &saturation);
      sws_setColorspaceDetails(sws_, inv_table, src_range, table, src_range, brightness, contrast, saturation);
      sws_scale(sws_, source->data, source->linesize, 0, source->height, converted_->data, converted_->linesize);
      f = converted_.get();
    }
    const AVPixFmtDescriptor* d = av_pix_fmt_desc_get(static_cast<AVPixelFormat>(f->format));
    PlanarPicture p;
    for (int i = 0; i < 4; i++) {
      p.plane[i] = f->data[i];
      p.stride[i] = f->linesize[i];
    }
    if (!(d->flags & AV_PIX_FMT_FLAG_ALPHA)) p.plane[3] = nullptr;
    p.width = f->width;
    p.height = f->height;
    p.chroma_shift_x = d->log2_chroma_w;
    p.chroma_shift_y = d->log2_chroma_h;
    p.rgb = (d->flags & AV_PIX_FMT_FLAG_RGB) != 0;
    p.grey = f->format == AV_PIX_FMT_GRAY8;
    MatrixWeights(source->colorspace, p.kr, p.kb);
    p.full_range = source->color_range == AVCOL_RANGE_JPEG || IsJpegFormat(format);
    ChromaSiting(source->chroma_location, IsJpegFormat(format), p.chroma_x, p.chroma_y);
    return p;
  }

  void Release() {
    open_ = false;
    sws_freeContext(sws_);
    sws_ = nullptr;
    converted_.reset();
    std::vector<uint8_t>().swap(cut_out_);
    ahead_.reset();
    current_.reset();
    packet_.reset();
    ctx_.reset();
    fmt_.reset();
    have_current_ = have_ahead_ = false;
  }

  std::mutex mu_;
  std::string path_;
  bool open_ = false;
  VideoInfo info_;
  std::unique_ptr<AVFormatContext, FormatInputDeleter> fmt_;
  std::unique_ptr<AVCodecContext, CodecContextDeleter> ctx_;
  std::unique_ptr<AVPacket, PacketDeleter> packet_;
  AVStream* stream_ = nullptr;
  int stream_index_ = -1;
  int64_t start_ = 0;
  // current_: the frame answered last; ahead_: the next one, decoded to learn where current_ ends.
  std::unique_ptr<AVFrame, FrameDeleter> current_, ahead_, converted_;
  std::vector<uint8_t> cut_out_;  // ReadCutOut's whole cut-out, before its parts are packed
  bool have_current_ = false, have_ahead_ = false;
  bool input_ended_ = false, decoder_ended_ = false;
  int64_t last_pts_ = AV_NOPTS_VALUE;
  int64_t skip_before_ = AV_NOPTS_VALUE;  // packets shown before this need not be decoded unless referred to
  int64_t skipped_pts_ = AV_NOPTS_VALUE;  // the newest packet sent under that rule since the last seek
  std::string problem_;  // the last read or decode error, for the message when no frame comes out
  SwsContext* sws_ = nullptr;
  std::atomic<uint64_t> seeks_{0}, decoded_{0};
};

Placement ReadPlacement(const Napi::Object& o) {
  Placement p;
  p.width = static_cast<int>(GetInt(o, "width", 1, 16384));
  p.height = static_cast<int>(GetInt(o, "height", 1, 16384));
  p.sx = GetNumber(o, "sx"), p.sy = GetNumber(o, "sy"), p.sw = GetNumber(o, "sw"), p.sh = GetNumber(o, "sh");
  p.dx = GetNumber(o, "dx"), p.dy = GetNumber(o, "dy"), p.dw = GetNumber(o, "dw"), p.dh = GetNumber(o, "dh");
  for (double v : {p.sx, p.sy, p.sw, p.sh, p.dx, p.dy, p.dw, p.dh}) {
    if (!std::isfinite(v) || std::fabs(v) > 1e6) throw Napi::TypeError::New(o.Env(), "placement values must be finite numbers");
  }
  if (p.sw <= 0 || p.sh <= 0 || p.dw <= 0 || p.dh <= 0) throw Napi::TypeError::New(o.Env(), "placement sizes must be positive");
  return p;
}

// A frame index argument: a non-negative integer.
int64_t ReadIndex(const Napi::Value& v) {
  const double index = v.As<Napi::Number>().DoubleValue();
  if (!(index >= 0 && index < 9e15) || index != std::floor(index)) throw Napi::TypeError::New(v.Env(), "index must be a non-negative integer");
  return static_cast<int64_t>(index);
}

// The bytes of a pixel buffer argument `name`: a Uint8Array or Uint8ClampedArray of `bytes` bytes.
uint8_t* ReadPixels(const Napi::TypedArray& a, size_t bytes, const char* name) {
  if (a.TypedArrayType() != napi_uint8_array && a.TypedArrayType() != napi_uint8_clamped_array) {
    throw Napi::TypeError::New(a.Env(), std::string(name) + " must be a Uint8Array or Uint8ClampedArray");
  }
  if (a.ByteLength() != bytes) throw Napi::TypeError::New(a.Env(), std::string(name) + " must hold width*height*4 bytes");
  return static_cast<uint8_t*>(a.ArrayBuffer().Data()) + a.ByteOffset();
}

class VideoDecoderWrap : public Napi::ObjectWrap<VideoDecoderWrap> {
 public:
  static Napi::Function Define(Napi::Env env) {
    return DefineClass(env, "VideoDecoder",
                       {InstanceMethod<&VideoDecoderWrap::Open>("open"), InstanceMethod<&VideoDecoderWrap::Read>("read"),
                        InstanceMethod<&VideoDecoderWrap::ReadNonBlack>("readNonBlack"), InstanceMethod<&VideoDecoderWrap::ReadCutOut>("readCutOut"),
                        InstanceMethod<&VideoDecoderWrap::Prepare>("prepare"),
                        InstanceMethod<&VideoDecoderWrap::Close>("close"), InstanceMethod<&VideoDecoderWrap::Stats>("stats")});
  }

  explicit VideoDecoderWrap(const Napi::CallbackInfo& info) : Napi::ObjectWrap<VideoDecoderWrap>(info) {}

 private:
  Napi::Value Open(const Napi::CallbackInfo& info) {
    if (info.Length() < 1 || !info[0].IsString()) throw Napi::TypeError::New(info.Env(), "path must be a string");
    if (opened_) throw Napi::TypeError::New(info.Env(), "the decoder was already opened");
    opened_ = true;
    const std::string path = info[0].As<Napi::String>().Utf8Value();
    auto core = core_;
    return PromiseWorker::Start(
        info.Env(), [core, path] { core->Open(path); },
        [core](Napi::Env env) -> Napi::Value {
          const VideoInfo& v = core->info();
          Napi::Object o = Napi::Object::New(env);
          o.Set("width", Napi::Number::New(env, v.width));
          o.Set("height", Napi::Number::New(env, v.height));
          o.Set("fpsNum", Napi::Number::New(env, v.fps.num));
          o.Set("fpsDen", Napi::Number::New(env, v.fps.den));
          o.Set("frameCount", Napi::Number::New(env, static_cast<double>(v.frame_count)));
          o.Set("duration", Napi::Number::New(env, v.duration));
          o.Set("codec", Napi::String::New(env, v.codec));
          o.Set("pixelFormat", Napi::String::New(env, v.pixel_format));
          o.Set("alpha", Napi::Boolean::New(env, v.alpha));
          return o;
        },
        {info.This()});
  }

  Napi::Value Read(const Napi::CallbackInfo& info) { return StartRead(info, false); }
  Napi::Value ReadNonBlack(const Napi::CallbackInfo& info) { return StartRead(info, true); }

  // read(index, output, placement): Promise<void>; readNonBlack(...): Promise<{x, y, width, height}>.
  Napi::Value StartRead(const Napi::CallbackInfo& info, bool non_black) {
    Napi::Env env = info.Env();
    if (info.Length() < 3 || !info[0].IsNumber() || !info[1].IsTypedArray() || !info[2].IsObject()) {
      throw Napi::TypeError::New(env, "read(index, output, placement)");
    }
    const int64_t k = ReadIndex(info[0]);
    Napi::TypedArray output = info[1].As<Napi::TypedArray>();
    const Placement placement = ReadPlacement(info[2].As<Napi::Object>());
    uint8_t* data = ReadPixels(output, static_cast<size_t>(placement.width) * placement.height * 4, "output");
    auto core = core_;
    auto box = std::make_shared<PixelBox>();
    PromiseWorker::Result result = nullptr;
    if (non_black) result = [box](Napi::Env e) -> Napi::Value { return PixelBoxToJs(e, *box); };
    return PromiseWorker::Start(env, [core, k, placement, data, box, non_black] { *box = core->Read(k, placement, data, non_black); }, result, {info.This(), output});
  }

  // prepare(index): Promise<void>.
  Napi::Value Prepare(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    if (info.Length() < 1 || !info[0].IsNumber()) throw Napi::TypeError::New(env, "prepare(index)");
    const int64_t k = ReadIndex(info[0]);
    auto core = core_;
    return PromiseWorker::Start(env, [core, k] { core->Prepare(k); }, nullptr, {info.This()});
  }

  // readCutOut(index, video, out, placement): Promise<{x, y, width, height, parts}>. The arguments are
  // checked by lib/decoder.ts; both buffers stay referenced until the promise settles.
  Napi::Value ReadCutOut(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    if (info.Length() < 4 || !info[0].IsNumber() || !info[1].IsTypedArray() || !info[2].IsTypedArray() || !info[3].IsObject()) {
      throw Napi::TypeError::New(env, "readCutOut(index, video, out, placement)");
    }
    const int64_t k = ReadIndex(info[0]);
    const Placement placement = ReadPlacement(info[3].As<Napi::Object>());
    const size_t bytes = static_cast<size_t>(placement.width) * placement.height * 4;
    Napi::TypedArray video = info[1].As<Napi::TypedArray>(), out = info[2].As<Napi::TypedArray>();
    const uint8_t* v = ReadPixels(video, bytes, "video");
    uint8_t* o = ReadPixels(out, bytes, "out");
    auto core = core_;
    auto cut = std::make_shared<CutOutParts>();
    return PromiseWorker::Start(
        env, [core, k, placement, v, o, cut] { *cut = core->ReadCutOut(k, placement, v, o); },
        [cut](Napi::Env e) -> Napi::Value {
          Napi::Object result = PixelBoxToJs(e, cut->box);
          Napi::Array parts = Napi::Array::New(e, cut->parts.size());
          for (size_t i = 0; i < cut->parts.size(); i++) {
            Napi::Object part = PixelBoxToJs(e, cut->parts[i]);
            part.Set("offset", Napi::Number::New(e, double(cut->offsets[i])));
            parts.Set(uint32_t(i), part);
          }
          result.Set("parts", parts);
          return result;
        },
        {info.This(), video, out});
  }

  Napi::Value Close(const Napi::CallbackInfo& info) {
    auto core = core_;
    return PromiseWorker::Start(info.Env(), [core] { core->Close(); }, nullptr, {info.This()});
  }

  Napi::Value Stats(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    Napi::Object o = Napi::Object::New(env);
    o.Set("seeks", Napi::Number::New(env, static_cast<double>(core_->seeks())));
    o.Set("decoded", Napi::Number::New(env, static_cast<double>(core_->decoded())));
    return o;
  }

  std::shared_ptr<DecoderCore> core_ = std::make_shared<DecoderCore>();
  bool opened_ = false;
};

}  // namespace

void InitVideoDecoder(Napi::Env env, Napi::Object exports) { exports.Set("VideoDecoder", VideoDecoderWrap::Define(env)); }

}  // namespace ff
