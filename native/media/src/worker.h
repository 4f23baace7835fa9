// An AsyncWorker that settles a Promise: `work` runs on the libuv thread pool, `result` builds the
// resolved value on the main thread. A CodedError thrown by `work` rejects with an Error carrying its code.
#pragma once

#include <functional>
#include <vector>

#include "common.h"

namespace ff {

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

 protected:
  PromiseWorker(Napi::Env env, Work work, Result result)
      : Napi::AsyncWorker(env, "framefleet:encoder"), deferred_(Napi::Promise::Deferred::New(env)),
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

 private:
  Napi::Promise::Deferred deferred_;
  Work work_;
  Result result_;
  std::string code_;
  std::vector<Napi::ObjectReference> keep_alive_;
};

}  // namespace ff
