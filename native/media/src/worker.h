// The media addon's Promise-settling AsyncWorker (native/common/promise_worker.h).
#pragma once

#include "common.h"

namespace ff {

inline constexpr char kWorkerResourceName[] = "framefleet:encoder";
using PromiseWorker = framefleet_native::PromiseWorker<kWorkerResourceName>;

}  // namespace ff
