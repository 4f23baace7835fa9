// The matting addon's error codes, coded errors and Promise-settling AsyncWorker.
#pragma once

#include <napi.h>

#include "../../common/promise_worker.h"

namespace mat {

// Stable error codes surfaced to JavaScript as `error.code` (native/matting/lib/errors.ts).
namespace code {
inline constexpr const char* kUnavailable = "ERR_MATTING_UNAVAILABLE";
inline constexpr const char* kModel = "ERR_MATTING_MODEL";
inline constexpr const char* kInference = "ERR_MATTING_INFERENCE";
inline constexpr const char* kClosed = "ERR_MATTING_CLOSED";
}  // namespace code

// The error with a stable code and the Promise-settling AsyncWorker every addon shares.
using CodedError = framefleet_native::CodedError;
inline constexpr char kWorkerResourceName[] = "framefleet:matting";
using PromiseWorker = framefleet_native::PromiseWorker<kWorkerResourceName>;

}  // namespace mat
