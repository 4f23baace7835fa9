// The matting addon's JavaScript surface: FaceDetector, PersonDetector and Matter objects whose
// work runs on the libuv thread pool, one call at a time per object, and loadLibrary() to check
// libmediapipe.so. Arguments are checked in TypeScript (native/matting/lib); here only their shape.
#include <malloc.h>
#include <napi.h>

#include <memory>
#include <mutex>

#include "common.h"
#include "matter.h"
#include "mediapipe.h"
#include "person_detector.h"

namespace mat {
namespace {

std::string StringOption(const Napi::Object& options, const char* name) {
  return options.Get(name).As<Napi::String>().Utf8Value();
}

Napi::Array BoxesToJs(Napi::Env env, const std::vector<Detection>& found) {
  Napi::Array boxes = Napi::Array::New(env, found.size());
  for (size_t i = 0; i < found.size(); i++) {
    Napi::Object box = Napi::Object::New(env);
    box.Set("x", found[i].box.x);
    box.Set("y", found[i].box.y);
    box.Set("width", found[i].box.width);
    box.Set("height", found[i].box.height);
    box.Set("score", found[i].score);
    boxes.Set(uint32_t(i), box);
  }
  return boxes;
}

// An object wrapping one native engine `T`, created by open() and released by close(); every call
// takes the object's lock on the worker thread, so calls run one at a time in the order queued.
template <typename Self, typename T>
class Engine : public Napi::ObjectWrap<Self> {
 public:
  explicit Engine(const Napi::CallbackInfo& info) : Napi::ObjectWrap<Self>(info), state_(std::make_shared<State>()) {}

 protected:
  struct State {
    std::mutex mutex;
    std::unique_ptr<T> engine;
    bool closed = false;
  };

  // Runs `work(engine)` off the event loop; `result` builds the value on the main thread.
  template <typename Work, typename Result>
  Napi::Value Run(const Napi::CallbackInfo& info, const char* what, Work work, Result result, std::vector<Napi::Value> keep = {}) {
    keep.push_back(info.This());
    auto state = state_;
    return PromiseWorker::Start(
        info.Env(),
        [state, what, work]() {
          std::lock_guard<std::mutex> lock(state->mutex);
          if (state->closed || !state->engine) throw CodedError(code::kClosed, std::string(what) + " after close()");
          work(*state->engine);
        },
        result, keep);
  }

  template <typename Make>
  Napi::Value Open(const Napi::CallbackInfo& info, Make make) {
    auto state = state_;
    return PromiseWorker::Start(
        info.Env(),
        [state, make]() {
          auto engine = make();
          std::lock_guard<std::mutex> lock(state->mutex);
          if (state->closed) return;
          state->engine = std::move(engine);
        },
        nullptr, {info.This()});
  }

  Napi::Value Close(const Napi::CallbackInfo& info) {
    auto state = state_;
    return PromiseWorker::Start(
        info.Env(),
        [state]() {
          std::lock_guard<std::mutex> lock(state->mutex);
          state->closed = true;
          state->engine.reset();
        },
        nullptr, {info.This()});
  }

  std::shared_ptr<State> state_;
};

class FaceDetectorWrap : public Engine<FaceDetectorWrap, MpFaceDetector> {
 public:
  static Napi::Function Init(Napi::Env env) {
    return DefineClass(env, "FaceDetector",
                       {InstanceMethod("open", &FaceDetectorWrap::OpenJs), InstanceMethod("detect", &FaceDetectorWrap::Detect),
                        InstanceMethod("close", &FaceDetectorWrap::Close)});
  }
  using Engine::Engine;

 private:
  // open({ library, model, minScore })
  Napi::Value OpenJs(const Napi::CallbackInfo& info) {
    Napi::Object options = info[0].As<Napi::Object>();
    std::string library = StringOption(options, "library"), model = StringOption(options, "model");
    float min_score = options.Get("minScore").As<Napi::Number>().FloatValue();
    return Open(info, [library, model, min_score]() { return std::make_unique<MpFaceDetector>(LoadMediaPipe(library), model, min_score); });
  }

  // detect(rgba, width, height)
  Napi::Value Detect(const Napi::CallbackInfo& info) {
    Napi::Uint8Array rgba = info[0].As<Napi::Uint8Array>();
    const int width = info[1].As<Napi::Number>().Int32Value(), height = info[2].As<Napi::Number>().Int32Value();
    const uint8_t* data = rgba.Data();
    auto found = std::make_shared<std::vector<Detection>>();
    return Run(
        info, "detect()", [=](MpFaceDetector& d) { *found = d.Detect(data, width, height); },
        [found](Napi::Env env) -> Napi::Value { return BoxesToJs(env, *found); }, {rgba});
  }
};

class PersonDetectorWrap : public Engine<PersonDetectorWrap, PersonDetector> {
 public:
  static Napi::Function Init(Napi::Env env) {
    return DefineClass(env, "PersonDetector",
                       {InstanceMethod("open", &PersonDetectorWrap::OpenJs), InstanceMethod("detect", &PersonDetectorWrap::Detect),
                        InstanceMethod("close", &PersonDetectorWrap::Close)});
  }
  using Engine::Engine;

 private:
  // open({ library, model, minScore })
  Napi::Value OpenJs(const Napi::CallbackInfo& info) {
    Napi::Object options = info[0].As<Napi::Object>();
    std::string library = StringOption(options, "library"), model = StringOption(options, "model");
    float min_score = options.Get("minScore").As<Napi::Number>().FloatValue();
    return Open(info, [library, model, min_score]() { return std::make_unique<PersonDetector>(LoadMediaPipe(library), model, min_score); });
  }

  // detect(rgba, width, height)
  Napi::Value Detect(const Napi::CallbackInfo& info) {
    Napi::Uint8Array rgba = info[0].As<Napi::Uint8Array>();
    const int width = info[1].As<Napi::Number>().Int32Value(), height = info[2].As<Napi::Number>().Int32Value();
    uint8_t* data = rgba.Data();
    auto found = std::make_shared<std::vector<Detection>>();
    return Run(
        info, "detect()", [=](PersonDetector& d) { *found = d.Detect(cv::Mat(height, width, CV_8UC4, data)); },
        [found](Napi::Env env) -> Napi::Value { return BoxesToJs(env, *found); }, {rgba});
  }
};

class MatterWrap : public Engine<MatterWrap, Matter> {
 public:
  static Napi::Function Init(Napi::Env env) {
    return DefineClass(env, "Matter",
                       {InstanceMethod("open", &MatterWrap::OpenJs), InstanceMethod("ahead", &MatterWrap::AheadJs), InstanceMethod("next", &MatterWrap::NextJs),
                        InstanceMethod("stats", &MatterWrap::Stats), InstanceMethod("close", &MatterWrap::Close)});
  }
  using Engine::Engine;

 private:
  // open({ library, segmentation, segmentationLandscape, faceDetection, personDetection, width, height, threads })
  Napi::Value OpenJs(const Napi::CallbackInfo& info) {
    Napi::Object options = info[0].As<Napi::Object>();
    std::string library = StringOption(options, "library");
    MatterModels models{StringOption(options, "segmentation"), StringOption(options, "segmentationLandscape"), StringOption(options, "faceDetection"), StringOption(options, "personDetection")};
    width_ = options.Get("width").As<Napi::Number>().Int32Value();
    height_ = options.Get("height").As<Napi::Number>().Int32Value();
    const int width = width_, height = height_;
    const int threads = options.Get("threads").As<Napi::Number>().Int32Value();
    return Open(info, [library, models, width, height, threads]() { return std::make_unique<Matter>(LoadMediaPipe(library), models, width, height, threads); });
  }

  // ahead(rgba): announces the frame a later next(rgba, ...) will be given (Matter::Ahead), on the
  // event loop and without the object's lock, which a running next() holds. Called only between
  // open() and close() settling, so the engine is neither being made nor released meanwhile.
  Napi::Value AheadJs(const Napi::CallbackInfo& info) {
    Napi::Uint8Array rgba = info[0].As<Napi::Uint8Array>();
    if (Matter* matter = state_->engine.get()) matter->Ahead(rgba.Data());
    return info.Env().Undefined();
  }

  // next(rgba, alpha): fills `alpha` (width*height bytes) with the matte of frame `rgba`.
  Napi::Value NextJs(const Napi::CallbackInfo& info) {
    Napi::Uint8Array rgba = info[0].As<Napi::Uint8Array>();
    Napi::Uint8Array alpha = info[1].As<Napi::Uint8Array>();
    const uint8_t* in = rgba.Data();
    uint8_t* out = alpha.Data();
    return Run(
        info, "next()", [=](Matter& m) { m.Next(in, out); }, [](Napi::Env env) -> Napi::Value { return env.Undefined(); }, {rgba, alpha});
  }

  // Milliseconds per stage summed over the frames so far (read between calls).
  Napi::Value Stats(const Napi::CallbackInfo& info) {
    MatterStats s;
    {
      std::lock_guard<std::mutex> lock(state_->mutex);
      if (state_->engine) s = state_->engine->stats();
    }
    Napi::Object o = Napi::Object::New(info.Env());
    o.Set("frames", s.frames);
    o.Set("detections", s.detections);
    o.Set("detectFacesMs", s.detect_faces_ms);
    o.Set("detectPeopleMs", s.detect_people_ms);
    o.Set("segmentMs", s.segment_ms);
    o.Set("refineMs", s.refine_ms);
    return o;
  }

  int width_ = 0, height_ = 0;
};

// loadLibrary(path): opens libmediapipe.so (once per process); throws ERR_MATTING_UNAVAILABLE.
Napi::Value LoadLibrary(const Napi::CallbackInfo& info) {
  try {
    LoadMediaPipe(info[0].As<Napi::String>().Utf8Value());
  } catch (const CodedError& e) {
    Napi::Error err = Napi::Error::New(info.Env(), e.what());
    err.Set("code", Napi::String::New(info.Env(), e.code));
    throw err;
  }
  return info.Env().Undefined();
}

// heapInUseBytes(): bytes malloc has handed out and not had back, over every arena, plus its
// mmapped blocks. Unlike the resident set, this does not count memory the allocator keeps for
// reuse after a free, so a leak check can tell a leak from the arenas' growth to a steady size.
Napi::Value HeapInUseBytes(const Napi::CallbackInfo& info) {
  const struct mallinfo2 m = mallinfo2();
  return Napi::Number::New(info.Env(), static_cast<double>(m.uordblks + m.hblkhd));
}

}  // namespace

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("FaceDetector", FaceDetectorWrap::Init(env));
  exports.Set("PersonDetector", PersonDetectorWrap::Init(env));
  exports.Set("Matter", MatterWrap::Init(env));
  exports.Set("loadLibrary", Napi::Function::New(env, LoadLibrary));
  exports.Set("heapInUseBytes", Napi::Function::New(env, HeapInUseBytes));
  return exports;
}

}  // namespace mat

static Napi::Object InitMatting(Napi::Env env, Napi::Object exports) { return mat::Init(env, exports); }

NODE_API_MODULE(framefleet_matting, InitMatting)
