// Shared helpers for the encoder addon and its decoder: coded errors, libav log capture, small RAII wrappers.
#pragma once

#include <napi.h>
#include "../../common/promise_worker.h"

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/avutil.h>
}

#include <stdexcept>
#include <string>

namespace ff {

// Stable error codes surfaced to JavaScript as `error.code`.
namespace code {
inline constexpr const char* kUnavailable = "ERR_ENCODER_UNAVAILABLE";
inline constexpr const char* kOpen = "ERR_ENCODER_OPEN";
inline constexpr const char* kEncode = "ERR_ENCODE";
inline constexpr const char* kClosed = "ERR_ENCODER_CLOSED";
inline constexpr const char* kOutput = "ERR_OUTPUT";
inline constexpr const char* kSegmentInvalid = "ERR_SEGMENT_INVALID";
inline constexpr const char* kSegmentCorrupt = "ERR_SEGMENT_CORRUPT";
inline constexpr const char* kSegmentMismatch = "ERR_SEGMENT_MISMATCH";
inline constexpr const char* kAudioInvalid = "ERR_AUDIO_INVALID";
inline constexpr const char* kAudioEncode = "ERR_AUDIO_ENCODE";
inline constexpr const char* kDecoderOpen = "ERR_DECODER_OPEN";
inline constexpr const char* kDecode = "ERR_DECODE";
inline constexpr const char* kDecoderClosed = "ERR_DECODER_CLOSED";
}  // namespace code

// An error with a stable code. Thrown on worker threads and turned into a JS Error on the main thread.
using CodedError = framefleet_native::CodedError;

std::string AvErrorString(int err);

// Collects the error-level libav log lines emitted on the current thread while it is alive.
// Captures nest: the innermost one receives the lines.
class LogCapture {
 public:
  explicit LogCapture(int max_level = AV_LOG_ERROR);
  ~LogCapture();
  int max_level() const { return max_level_; }
  LogCapture(const LogCapture&) = delete;
  LogCapture& operator=(const LogCapture&) = delete;
  const std::string& Text() const { return text_; }
  void Append(const std::string& line);
  void Clear() { text_.clear(); }

 private:
  std::string text_;
  int max_level_;
  LogCapture* previous_;
};

// Throws CodedError "<what>: <libav error> (<captured log lines>)".
[[noreturn]] void Fail(const char* code, const std::string& what, int averr, const LogCapture* log = nullptr);
// Throws CodedError "<what> (<captured log lines>)".
[[noreturn]] void FailMessage(const char* code, const std::string& what, const LogCapture* log = nullptr);

void InstallLogCallback();
void SetLogLevel(int level);

Napi::Error ToJsError(Napi::Env env, const CodedError& e);

// Argument helpers: throw a JS TypeError naming the option when it is missing or of the wrong type.
std::string GetString(const Napi::Object& o, const char* key);
int64_t GetInt(const Napi::Object& o, const char* key, int64_t min, int64_t max);
double GetNumber(const Napi::Object& o, const char* key);
bool GetBool(const Napi::Object& o, const char* key, bool fallback);

struct FormatInputDeleter { void operator()(AVFormatContext* c) const { avformat_close_input(&c); } };
struct CodecContextDeleter { void operator()(AVCodecContext* c) const { avcodec_free_context(&c); } };
struct FrameDeleter { void operator()(AVFrame* f) const { av_frame_free(&f); } };
struct PacketDeleter { void operator()(AVPacket* p) const { av_packet_free(&p); } };
struct CodecParametersDeleter { void operator()(AVCodecParameters* p) const { avcodec_parameters_free(&p); } };

// An output file being written by libavformat; closes and frees on destruction.
class OutputFile {
 public:
  OutputFile() = default;
  ~OutputFile();
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;
  // Allocates the muxer for `format` ("mp4") writing to `path`, with bit-exact output.
  void Create(const std::string& path, const char* format);
  AVFormatContext* ctx() const { return ctx_; }
  void WriteHeader(AVDictionary** options);
  void WriteTrailer();
  bool header_written() const { return header_written_; }
  int64_t bytes() const { return bytes_; }

 private:
  AVFormatContext* ctx_ = nullptr;
  std::string path_;
  bool header_written_ = false;
  int64_t bytes_ = 0;
};

}  // namespace ff
