#include "mediapipe.h"

#include <dlfcn.h>
#include <opencv2/imgproc.hpp>

#include <mutex>

#include "common.h"

namespace mat {
namespace {

std::mutex g_load_mutex;
MediaPipeApi g_api;
bool g_loaded = false;

// Throws `error_code` with the library's message (released with MpErrorFree) when `status` is not OK.
void Check(const MediaPipeApi& api, int32_t status, char* error, const char* error_code, const std::string& what) {
  if (status == kMpOk) return;
  std::string message = what + ": " + (error ? error : "status " + std::to_string(status));
  if (error) api.MpErrorFree(error);
  throw CodedError(error_code, message);
}

// An MpImage over a copy of `rgba` (MediaPipe copies the pixels).
struct Image {
  const MediaPipeApi& api;
  MpImagePtr handle = nullptr;
  Image(const MediaPipeApi& a, const uint8_t* rgba, int width, int height) : api(a) {
    char* error = nullptr;
    Check(api, api.MpImageCreateFromUint8Data(kMpImageFormatSrgba, width, height, rgba, width * height * 4, &handle, &error), error,
          code::kInference, "cannot create a MediaPipe image");
  }
  ~Image() {
    if (handle) api.MpImageFree(handle);
  }
};

MpBaseOptions BaseOptions(const std::string& model) {
  MpBaseOptions options{};
  options.model_asset_path = model.c_str();
  options.file_descriptor = -1;
  options.delegate = kMpDelegateCpu;
  return options;
}

}  // namespace

const MediaPipeApi& LoadMediaPipe(const std::string& path) {
  std::lock_guard<std::mutex> lock(g_load_mutex);
  if (g_loaded) return g_api;
  void* lib = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!lib) throw CodedError(code::kUnavailable, std::string("cannot load ") + path + ": " + dlerror());
  MediaPipeApi api{};
  auto resolve = [&](auto& fn, const char* name) {
    fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(lib, name));
    if (!fn) throw CodedError(code::kUnavailable, path + " has no " + name + " (not the MediaPipe Tasks C library this addon was written for)");
  };
#define MAT_RESOLVE(name) resolve(api.name, #name)
  MAT_RESOLVE(MpImageCreateFromUint8Data);
  MAT_RESOLVE(MpImageFree);
  MAT_RESOLVE(MpImageGetWidth);
  MAT_RESOLVE(MpImageGetHeight);
  MAT_RESOLVE(MpImageGetFormat);
  MAT_RESOLVE(MpImageDataFloat32);
  MAT_RESOLVE(MpImageDataUint8);
  MAT_RESOLVE(MpErrorFree);
  MAT_RESOLVE(MpFaceDetectorCreate);
  MAT_RESOLVE(MpFaceDetectorDetectImage);
  MAT_RESOLVE(MpFaceDetectorCloseResult);
  MAT_RESOLVE(MpFaceDetectorClose);
  MAT_RESOLVE(MpImageSegmenterCreate);
  MAT_RESOLVE(MpImageSegmenterSegmentImage);
  MAT_RESOLVE(MpImageSegmenterCloseResult);
  MAT_RESOLVE(MpImageSegmenterClose);
#undef MAT_RESOLVE
  // The library stays loaded for the life of the process: its tasks run threads of their own.
  g_api = api;
  g_loaded = true;
  return g_api;
}

MpFaceDetector::MpFaceDetector(const MediaPipeApi& api, const std::string& model, float min_score) : api_(api) {
  MpFaceDetectorOptions options{};
  options.base_options = BaseOptions(model);
  options.running_mode = kMpRunningModeImage;
  options.min_detection_confidence = min_score;
  options.min_suppression_threshold = 0.3f;
  char* error = nullptr;
  Check(api_, api_.MpFaceDetectorCreate(&options, &handle_, &error), error, code::kModel, "cannot open the face detector model " + model);
}

MpFaceDetector::~MpFaceDetector() {
  if (!handle_) return;
  char* error = nullptr;
  api_.MpFaceDetectorClose(handle_, &error);
  if (error) api_.MpErrorFree(error);
}

std::vector<Detection> MpFaceDetector::Detect(const uint8_t* rgba, int width, int height) {
  Image image(api_, rgba, width, height);
  MpDetectionResult result{};
  char* error = nullptr;
  Check(api_, api_.MpFaceDetectorDetectImage(handle_, image.handle, nullptr, &result, &error), error, code::kInference, "face detection failed");
  std::vector<Detection> found;
  for (uint32_t i = 0; i < result.detections_count; i++) {
    const MpDetection& d = result.detections[i];
    const MpRect& r = d.bounding_box;
    cv::Rect2f box(cv::Point2f(float(r.left), float(r.top)), cv::Point2f(float(r.right), float(r.bottom)));
    box &= cv::Rect2f(0, 0, float(width), float(height));
    if (box.width <= 0 || box.height <= 0) continue;
    found.push_back({box, d.categories_count > 0 ? d.categories[0].score : 0.f});
  }
  api_.MpFaceDetectorCloseResult(&result);
  return found;
}

MpSegmenter::MpSegmenter(const MediaPipeApi& api, const std::string& model) : api_(api) {
  MpImageSegmenterOptions options{};
  options.base_options = BaseOptions(model);
  options.running_mode = kMpRunningModeImage;
  options.display_names_locale = "";
  options.output_confidence_masks = true;
  options.output_category_mask = false;
  char* error = nullptr;
  Check(api_, api_.MpImageSegmenterCreate(&options, &handle_, &error), error, code::kModel, "cannot open the segmentation model " + model);
}

MpSegmenter::~MpSegmenter() {
  if (!handle_) return;
  char* error = nullptr;
  api_.MpImageSegmenterClose(handle_, &error);
  if (error) api_.MpErrorFree(error);
}

void MpSegmenter::Segment(const cv::Mat& rgba, cv::Mat& mask) {
  CV_Assert(rgba.type() == CV_8UC4 && rgba.isContinuous());
  Image image(api_, rgba.data, rgba.cols, rgba.rows);
  MpImageSegmenterResult result{};
  char* error = nullptr;
  Check(api_, api_.MpImageSegmenterSegmentImage(handle_, image.handle, nullptr, &result, &error), error, code::kInference, "segmentation failed");
  bool found = false;
  if (result.confidence_masks_count > 0) {
    // The selfie models have one output channel: the person's confidence.
    MpImagePtr m = result.confidence_masks[result.confidence_masks_count - 1];
    const float* data = nullptr;
    char* data_error = nullptr;
    int32_t status = api_.MpImageDataFloat32(m, &data, &data_error);
    if (status == kMpOk && data) {
      int w = api_.MpImageGetWidth(m), h = api_.MpImageGetHeight(m);
      cv::Mat view(h, w, CV_32F, const_cast<float*>(data));
      if (w == rgba.cols && h == rgba.rows) view.copyTo(mask);
      else cv::resize(view, mask, rgba.size(), 0, 0, cv::INTER_LINEAR);
      found = true;
    } else if (data_error) {
      api_.MpErrorFree(data_error);
    }
  }
  api_.MpImageSegmenterCloseResult(&result);
  if (!found) throw CodedError(code::kInference, "segmentation returned no confidence mask");
}

}  // namespace mat
