#include "video_codec.h"

#include <cstring>

extern "C" {
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
}

namespace ff {

VideoCodecConfig ReadVideoCodecConfig(const Napi::Object& o) {
  VideoCodecConfig c;
  c.encoder = GetString(o, "encoder");
  c.hardware = GetString(o, "hardware");
  if (c.hardware != "none" && c.hardware != "vaapi") throw Napi::TypeError::New(o.Env(), "hardware must be 'none' or 'vaapi'");
  if (o.Has("device") && !o.Get("device").IsUndefined()) c.device = GetString(o, "device");
  std::string pix = GetString(o, "pixelFormat");
  c.sw_format = av_get_pix_fmt(pix.c_str());
  if (c.sw_format != AV_PIX_FMT_YUV420P && c.sw_format != AV_PIX_FMT_NV12 && c.sw_format != AV_PIX_FMT_GRAY8 &&
      c.sw_format != AV_PIX_FMT_YUVA420P) {
    throw Napi::TypeError::New(o.Env(), "pixelFormat must be 'yuv420p', 'nv12', 'yuva420p' or 'gray'");
  }
  c.width = static_cast<int>(GetInt(o, "width", 2, 16384));
  c.height = static_cast<int>(GetInt(o, "height", 2, 16384));
  c.fps.num = static_cast<int>(GetInt(o, "fpsNum", 1, 1000000));
  c.fps.den = static_cast<int>(GetInt(o, "fpsDen", 1, 1000000));
  c.gop = static_cast<int>(GetInt(o, "gop", 1, 100000));
  c.max_b_frames = static_cast<int>(GetInt(o, "maxBFrames", -1, 16));
  c.threads = static_cast<int>(GetInt(o, "threads", 0, 64));
  if (o.Has("codecTag") && !o.Get("codecTag").IsUndefined()) {
    std::string tag = GetString(o, "codecTag");
    if (tag.size() != 4) throw Napi::TypeError::New(o.Env(), "codecTag must have four characters");
    c.codec_tag = MKTAG(tag[0], tag[1], tag[2], tag[3]);
  }
  Napi::Value opts = o.Get("options");
  if (!opts.IsUndefined()) {
    if (!opts.IsObject()) throw Napi::TypeError::New(o.Env(), "options must be an object of strings");
    Napi::Object obj = opts.As<Napi::Object>();
    Napi::Array keys = obj.GetPropertyNames();
    for (uint32_t i = 0; i < keys.Length(); i++) {
      std::string key = keys.Get(i).ToString().Utf8Value();
      Napi::Value v = obj.Get(key);
      if (!v.IsString()) throw Napi::TypeError::New(o.Env(), "options." + key + " must be a string");
      c.options.emplace_back(key, v.As<Napi::String>().Utf8Value());
    }
  }
  return c;
}

VideoCodec::~VideoCodec() {
  av_frame_free(&hw_frame_);
  avcodec_free_context(&ctx_);
  av_buffer_unref(&hw_frames_);
  av_buffer_unref(&hw_device_);
}

void VideoCodec::Open(const VideoCodecConfig& c, bool global_header, const char* error_code) {
  LogCapture log;
  name_ = c.encoder;
  const AVCodec* codec = avcodec_find_encoder_by_name(c.encoder.c_str());
  if (codec == nullptr) FailMessage(code::kUnavailable, "encoder " + c.encoder + " is not part of this libavcodec build");
  ctx_ = avcodec_alloc_context3(codec);
  if (ctx_ == nullptr) FailMessage(error_code, "cannot allocate a " + c.encoder + " context");

  ctx_->width = c.width;
  ctx_->height = c.height;
  ctx_->time_base = av_inv_q(c.fps);
  ctx_->framerate = c.fps;
  ctx_->sample_aspect_ratio = AVRational{1, 1};
  ctx_->gop_size = c.gop;
  if (c.max_b_frames >= 0) ctx_->max_b_frames = c.max_b_frames;
  ctx_->thread_count = c.threads;
  ctx_->codec_tag = c.codec_tag;
  // BT.709 matrix, primaries and transfer, limited ("TV") range, MPEG-2/H.264 chroma siting.
  ctx_->colorspace = AVCOL_SPC_BT709;
  ctx_->color_primaries = AVCOL_PRI_BT709;
  ctx_->color_trc = AVCOL_TRC_BT709;
  // A grey plane carries data (a matte's alpha), not picture luma: 0..255 is kept as it is.
  ctx_->color_range = c.sw_format == AV_PIX_FMT_GRAY8 ? AVCOL_RANGE_JPEG : AVCOL_RANGE_MPEG;
  ctx_->chroma_sample_location = AVCHROMA_LOC_LEFT;
  ctx_->flags |= AV_CODEC_FLAG_CLOSED_GOP | AV_CODEC_FLAG_BITEXACT;
  if (global_header) ctx_->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;

  if (c.hardware == "vaapi") {
    LogCapture device_log(AV_LOG_VERBOSE);
    int err = av_hwdevice_ctx_create(&hw_device_, AV_HWDEVICE_TYPE_VAAPI, c.device.empty() ? nullptr : c.device.c_str(),
                                     nullptr, 0);
    if (err < 0) Fail(error_code, "cannot open the VAAPI device", err, &device_log);
    hw_frames_ = av_hwframe_ctx_alloc(hw_device_);
    if (hw_frames_ == nullptr) FailMessage(error_code, "cannot allocate VAAPI frames", &log);
    auto* frames = reinterpret_cast<AVHWFramesContext*>(hw_frames_->data);
    frames->format = AV_PIX_FMT_VAAPI;
    frames->sw_format = c.sw_format;
    frames->width = c.width;
    frames->height = c.height;
    frames->initial_pool_size = 20;
    err = av_hwframe_ctx_init(hw_frames_);
    if (err < 0) Fail(error_code, "cannot create VAAPI surfaces", err, &log);
    ctx_->hw_frames_ctx = av_buffer_ref(hw_frames_);
    ctx_->pix_fmt = AV_PIX_FMT_VAAPI;
    hw_frame_ = av_frame_alloc();
  } else {
    ctx_->pix_fmt = c.sw_format;
  }

  AVDictionary* dict = nullptr;
  for (const auto& [key, value] : c.options) av_dict_set(&dict, key.c_str(), value.c_str(), 0);
  int err = avcodec_open2(ctx_, codec, &dict);
  std::string unused;
  for (const AVDictionaryEntry* e = nullptr; (e = av_dict_get(dict, "", e, AV_DICT_IGNORE_SUFFIX)) != nullptr;) {
    unused += unused.empty() ? e->key : std::string(", ") + e->key;
  }
  av_dict_free(&dict);
  if (err < 0) Fail(error_code, "cannot open " + c.encoder, err, &log);
  if (!unused.empty()) FailMessage(code::kOpen, c.encoder + " does not recognise the option(s) " + unused);
}

void VideoCodec::Send(AVFrame* frame) {
  LogCapture log;
  AVFrame* input = frame;
  if (frame != nullptr && hw_frames_ != nullptr) {
    av_frame_unref(hw_frame_);
    int err = av_hwframe_get_buffer(hw_frames_, hw_frame_, 0);
    if (err < 0) Fail(code::kEncode, "cannot get a VAAPI surface", err, &log);
    err = av_hwframe_transfer_data(hw_frame_, frame, 0);
    if (err < 0) Fail(code::kEncode, "cannot upload a frame to VAAPI", err, &log);
    av_frame_copy_props(hw_frame_, frame);
    input = hw_frame_;
  }
  int err = avcodec_send_frame(ctx_, input);
  if (input == hw_frame_) av_frame_unref(hw_frame_);
  if (err < 0) Fail(code::kEncode, name_ + " rejected a frame", err, &log);
}

bool VideoCodec::Receive(AVPacket* packet) {
  LogCapture log;
  int err = avcodec_receive_packet(ctx_, packet);
  if (err == AVERROR(EAGAIN) || err == AVERROR_EOF) return false;
  if (err < 0) Fail(code::kEncode, name_ + " failed to encode", err, &log);
  return true;
}

AVFrame* AllocBlackFrame(AVPixelFormat format, int width, int height) {
  AVFrame* f = av_frame_alloc();
  if (f == nullptr) return nullptr;
  f->format = format;
  f->width = width;
  f->height = height;
  if (av_frame_get_buffer(f, 0) < 0) {
    av_frame_free(&f);
    return nullptr;
  }
  const AVPixFmtDescriptor* d = av_pix_fmt_desc_get(format);
  for (int p = 0; p < 4 && f->data[p] != nullptr; p++) {
    int rows = p == 0 ? height : AV_CEIL_RSHIFT(height, d->log2_chroma_h);
    std::memset(f->data[p], p == 0 ? 16 : 128, static_cast<size_t>(f->linesize[p]) * rows);
  }
  return f;
}

}  // namespace ff
