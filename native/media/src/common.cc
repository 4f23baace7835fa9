#include "common.h"

#include <atomic>
#include <cstdarg>
#include <cstdio>

namespace ff {

namespace {
thread_local LogCapture* tl_capture = nullptr;
std::atomic<int> g_print_level{AV_LOG_QUIET};

void LogCallback(void* avcl, int level, const char* fmt, va_list vl) {
  if (tl_capture != nullptr && level <= tl_capture->max_level()) {
    char line[1024];
    int print_prefix = 0;
    va_list copy;
    va_copy(copy, vl);
    av_log_format_line2(avcl, level, fmt, copy, line, sizeof line, &print_prefix);
    va_end(copy);
    std::string text(line);
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ' || text.back() == '.')) text.pop_back();
    if (!text.empty()) {
      const AVClass* cls = avcl != nullptr ? *static_cast<const AVClass* const*>(avcl) : nullptr;
      const char* source = cls != nullptr && cls->item_name != nullptr ? cls->item_name(avcl) : nullptr;
      tl_capture->Append(source != nullptr && *source != '\0' ? std::string(source) + ": " + text : text);
    }
  }
  if (level <= g_print_level.load(std::memory_order_relaxed)) av_log_default_callback(avcl, level, fmt, vl);
}
}  // namespace

std::string AvErrorString(int err) {
  char buf[AV_ERROR_MAX_STRING_SIZE] = {0};
  av_strerror(err, buf, sizeof buf);
  return buf;
}

LogCapture::LogCapture(int max_level) : max_level_(max_level), previous_(tl_capture) { tl_capture = this; }
LogCapture::~LogCapture() { tl_capture = previous_; }

void LogCapture::Append(const std::string& line) {
  if (text_.find(line) != std::string::npos) return;
  if (text_.size() > 4096) return;
  if (!text_.empty()) text_ += "; ";
  text_ += line;
}

void Fail(const char* c, const std::string& what, int averr, const LogCapture* log) {
  std::string message = what + ": " + AvErrorString(averr);
  if (log != nullptr && !log->Text().empty()) message += " (" + log->Text() + ")";
  throw CodedError(c, message);
}

void FailMessage(const char* c, const std::string& what, const LogCapture* log) {
  std::string message = what;
  if (log != nullptr && !log->Text().empty()) message += " (" + log->Text() + ")";
  throw CodedError(c, message);
}

void InstallLogCallback() { av_log_set_callback(LogCallback); }

void SetLogLevel(int level) {
  g_print_level.store(level);
  av_log_set_level(level < AV_LOG_ERROR ? AV_LOG_ERROR : level);
}

Napi::Error ToJsError(Napi::Env env, const CodedError& e) {
  Napi::Error err = Napi::Error::New(env, e.what());
  err.Set("code", Napi::String::New(env, e.code));
  return err;
}


std::string GetString(const Napi::Object& o, const char* key) {
  Napi::Value v = o.Get(key);
  if (!v.IsString()) throw Napi::TypeError::New(o.Env(), std::string(key) + " must be a string");
  return v.As<Napi::String>().Utf8Value();
}

int64_t GetInt(const Napi::Object& o, const char* key, int64_t min, int64_t max) {
  Napi::Value v = o.Get(key);
  if (!v.IsNumber()) throw Napi::TypeError::New(o.Env(), std::string(key) + " must be a number");
  double d = v.As<Napi::Number>().DoubleValue();
  if (d != static_cast<double>(static_cast<int64_t>(d)) || d < static_cast<double>(min) || d > static_cast<double>(max)) {
    throw Napi::TypeError::New(o.Env(), std::string(key) + " must be an integer between " + std::to_string(min) + " and " +
                                            std::to_string(max));
  }
  return static_cast<int64_t>(d);
}

double GetNumber(const Napi::Object& o, const char* key) {
  Napi::Value v = o.Get(key);
  if (!v.IsNumber()) throw Napi::TypeError::New(o.Env(), std::string(key) + " must be a number");
  return v.As<Napi::Number>().DoubleValue();
}

bool GetBool(const Napi::Object& o, const char* key, bool fallback) {
  Napi::Value v = o.Get(key);
  if (v.IsUndefined()) return fallback;
  if (!v.IsBoolean()) throw Napi::TypeError::New(o.Env(), std::string(key) + " must be a boolean");
  return v.As<Napi::Boolean>().Value();
}

OutputFile::~OutputFile() {
  if (ctx_ == nullptr) return;
  if (ctx_->pb != nullptr && !(ctx_->oformat->flags & AVFMT_NOFILE)) avio_closep(&ctx_->pb);
  avformat_free_context(ctx_);
}

void OutputFile::Create(const std::string& path, const char* format) {
  LogCapture log;
  path_ = path;
  int err = avformat_alloc_output_context2(&ctx_, nullptr, format, path.c_str());
  if (err < 0 || ctx_ == nullptr) Fail(code::kOutput, "cannot create the " + std::string(format) + " muxer", err, &log);
  ctx_->flags |= AVFMT_FLAG_BITEXACT;
  err = avio_open(&ctx_->pb, path.c_str(), AVIO_FLAG_WRITE);
  if (err < 0) Fail(code::kOutput, "cannot open " + path + " for writing", err, &log);
}

void OutputFile::WriteHeader(AVDictionary** options) {
  LogCapture log;
  int err = avformat_write_header(ctx_, options);
  if (err < 0) Fail(code::kOutput, "cannot write the header of " + path_, err, &log);
  header_written_ = true;
}

void OutputFile::WriteTrailer() {
  LogCapture log;
  int err = av_write_trailer(ctx_);
  if (err < 0) Fail(code::kOutput, "cannot finish " + path_, err, &log);
  avio_flush(ctx_->pb);
  bytes_ = avio_size(ctx_->pb);
  err = avio_closep(&ctx_->pb);
  if (err < 0) Fail(code::kOutput, "cannot close " + path_, err, &log);
}

}  // namespace ff
