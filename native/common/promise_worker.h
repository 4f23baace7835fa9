// What every addon under native/ shares: an error with a stable code, thrown on worker threads
// and surfaced to JavaScript as `error.code`, and the AsyncWorker that settles a Promise. Header
// only, included by each addon's sources (no build of its own).
#pragma once

#include <napi.h>

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace framefleet_native {

struct CodedError : std::runtime_error {
  std::string code;
  CodedError(std::string c, const std::string& message) : std::runtime_error(message), code(std::move(c)) {}
};

// `work` runs on the libuv thread pool, `result` builds the resolved value on the main thread. A
// CodedError thrown by `work` rejects with an Error carrying its code. The objects in `keep_alive`
// (input buffers, the wrapped object) stay referenced until it settles. `ResourceName` names the
// async resource (async_hooks, diagnostics) after the addon.
template <const char* ResourceName>
class PromiseWorker : public Napi::AsyncWorker {
 public:
  using Work = std::function<void()>;
  using Result = std::function<Napi::Value(Napi::Env)>;

  static Napi::Promise Start(Napi::Env env, Work work, Result result, std::vector<Napi::Value> keep_alive = {}) {
    auto* worker = new PromiseWorker(env, std::move(work), std::move(result));
    for (auto& v : keep_alive) {
      if (v.IsObject()) worker->keep_alive_.push_back(Napi::Persistent(v.As<Napi::Object>()));
    }
    Napi::Promise promise = worker->deferred_.Promise();
    worker->Napi::AsyncWorker::Queue();
    return promise;
  }

 private:
  PromiseWorker(Napi::Env env, Work work, Result result)
      : Napi::AsyncWorker(env, ResourceName), deferred_(Napi::Promise::Deferred::New(env)),
        work_(std::move(work)), result_(std::move(result)) {}

  void Execute() override {
    try {
      work_();
    } catch (const CodedError& e) {
      code_ = e.code;
      SetError(e.what());
    } catch (const std::exception& e) {
      SetError(e.what());
    }
  }

  void OnOK() override {
    Napi::HandleScope scope(Env());
    deferred_.Resolve(result_ ? result_(Env()) : Env().Undefined());
  }

  void OnError(const Napi::Error& e) override {
    Napi::HandleScope scope(Env());
    Napi::Error err = Napi::Error::New(Env(), e.Message());
    if (!code_.empty()) err.Set("code", Napi::String::New(Env(), code_));
    deferred_.Reject(err.Value());
  }

  Napi::Promise::Deferred deferred_;
  Work work_;
  Result result_;
  std::string code_;
  std::vector<Napi::ObjectReference> keep_alive_;
};

}  // namespace framefleet_native
