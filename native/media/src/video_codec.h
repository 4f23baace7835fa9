// Opening a video encoder (software, NVENC or VAAPI) from a resolved configuration.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "common.h"

extern "C" {
#include <libavutil/hwcontext.h>
#include <libavutil/pixfmt.h>
}

namespace ff {

struct VideoCodecConfig {
  std::string encoder;                 // libavcodec encoder name, e.g. "libx264", "h264_nvenc"
  std::string hardware = "none";       // "none" (system-memory frames) or "vaapi" (frames uploaded to a VA surface)
  std::string device;                  // VAAPI render node; empty for the default
  AVPixelFormat sw_format = AV_PIX_FMT_YUV420P;  // or NV12; YUVA420P (colour plus alpha); GRAY8 for one 8-bit plane (mattes, full range)
  int width = 0;
  int height = 0;
  AVRational fps{30, 1};
  int gop = 0;
  int max_b_frames = -1;               // -1 keeps the encoder's default
  int threads = 0;
  uint32_t codec_tag = 0;
  std::vector<std::pair<std::string, std::string>> options;  // private encoder options (preset, crf, ...)
};

// Reads the fields of a JS configuration object; throws a JS TypeError naming a bad field.
VideoCodecConfig ReadVideoCodecConfig(const Napi::Object& o);

class VideoCodec {
 public:
  VideoCodec() = default;
  ~VideoCodec();
  VideoCodec(const VideoCodec&) = delete;
  VideoCodec& operator=(const VideoCodec&) = delete;

  // Opens the encoder. `error_code` is the code used when libavcodec refuses (kUnavailable when probing).
  void Open(const VideoCodecConfig& config, bool global_header, const char* error_code);
  AVCodecContext* ctx() const { return ctx_; }
  // Sends a frame in the software format (uploading it first for VAAPI); nullptr starts the flush.
  void Send(AVFrame* frame);
  // Returns false when the encoder needs more input or is fully flushed.
  bool Receive(AVPacket* packet);

 private:
  AVCodecContext* ctx_ = nullptr;
  AVBufferRef* hw_device_ = nullptr;
  AVBufferRef* hw_frames_ = nullptr;
  AVFrame* hw_frame_ = nullptr;
  std::string name_;
};

// A frame of the given software format with every sample at video black (limited range).
AVFrame* AllocBlackFrame(AVPixelFormat format, int width, int height);

}  // namespace ff
