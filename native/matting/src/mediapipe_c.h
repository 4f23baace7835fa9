// The part of the MediaPipe Tasks C API (libmediapipe.so of the PyPI `mediapipe` wheel) this addon
// calls. The wheel ships no headers: these declarations follow its ctypes wrappers
// (mediapipe/tasks/python/core/base_options_c.py, components/containers/{detections,rect,keypoint,
// category}_c.py, vision/core/image*.py, vision/face_detector.py, vision/image_segmenter.py).
// The library is opened with dlopen at run time, so the addon builds and loads without it.
#pragma once

#include <cstdint>

extern "C" {

typedef void* MpImagePtr;
typedef void* MpFaceDetectorPtr;
typedef void* MpImageSegmenterPtr;

enum MpStatus : int32_t { kMpOk = 0 };
enum MpImageFormat : int { kMpImageFormatSrgb = 1, kMpImageFormatSrgba = 2, kMpImageFormatGray8 = 3, kMpImageFormatVec32F1 = 9 };
enum MpRunningMode : int { kMpRunningModeImage = 1, kMpRunningModeVideo = 2 };
enum MpDelegate : int { kMpDelegateCpu = 1 };

struct MpBaseOptions {
  const char* model_asset_buffer;
  unsigned int model_asset_buffer_count;
  const char* model_asset_path;
  int file_descriptor;
  int delegate;
  int host_environment;
  int host_system;
  const char* host_version;
  const char* ca_bundle_path;
  const char* app_id;
  const char* app_version;
};

struct MpCategory {
  int index;
  float score;
  const char* category_name;
  const char* display_name;
};

struct MpRect {
  int left;
  int top;
  int bottom;
  int right;
};

struct MpRectF {
  float left;
  float top;
  float bottom;
  float right;
};

struct MpNormalizedKeypoint {
  float x;
  float y;
  const char* label;
  float score;
};

struct MpDetection {
  MpCategory* categories;
  uint32_t categories_count;
  MpRect bounding_box;
  MpNormalizedKeypoint* keypoints;
  uint32_t keypoints_count;
};

struct MpDetectionResult {
  MpDetection* detections;
  uint32_t detections_count;
};

struct MpImageProcessingOptions {
  bool has_region_of_interest;
  MpRectF region_of_interest;
  int rotation_degrees;
};

typedef void (*MpFaceDetectorResultCallback)(int32_t status, MpDetectionResult* result, MpImagePtr image, int64_t timestamp_ms);

struct MpFaceDetectorOptions {
  MpBaseOptions base_options;
  int running_mode;
  float min_detection_confidence;
  float min_suppression_threshold;
  MpFaceDetectorResultCallback result_callback;
};

struct MpImageSegmenterResult {
  MpImagePtr* confidence_masks;
  uint32_t confidence_masks_count;
  MpImagePtr category_mask;
  uint32_t has_category_mask;
  float* quality_scores;
  uint32_t quality_scores_count;
};

struct MpImageSegmenterOptions;
typedef void (*MpImageSegmenterResultCallback)(int32_t status, MpImageSegmenterResult* result, MpImagePtr image, int64_t timestamp_ms);

struct MpImageSegmenterOptions {
  MpBaseOptions base_options;
  int running_mode;
  const char* display_names_locale;
  bool output_confidence_masks;
  bool output_category_mask;
  MpImageSegmenterResultCallback result_callback;
};

}  // extern "C"

namespace mat {

// Entry points resolved from libmediapipe.so. Every status-returning call takes a trailing
// `char** error_msg` that, when set, must be released with MpErrorFree.
struct MediaPipeApi {
  int32_t (*MpImageCreateFromUint8Data)(int format, int width, int height, const uint8_t* data, int size, MpImagePtr* out, char** error);
  void (*MpImageFree)(MpImagePtr image);
  int (*MpImageGetWidth)(MpImagePtr image);
  int (*MpImageGetHeight)(MpImagePtr image);
  int (*MpImageGetFormat)(MpImagePtr image);
  int32_t (*MpImageDataFloat32)(MpImagePtr image, const float** data, char** error);
  int32_t (*MpImageDataUint8)(MpImagePtr image, const uint8_t** data, char** error);
  void (*MpErrorFree)(char* error);

  int32_t (*MpFaceDetectorCreate)(MpFaceDetectorOptions* options, MpFaceDetectorPtr* out, char** error);
  int32_t (*MpFaceDetectorDetectImage)(MpFaceDetectorPtr detector, MpImagePtr image, const MpImageProcessingOptions* processing, MpDetectionResult* result, char** error);
  void (*MpFaceDetectorCloseResult)(MpDetectionResult* result);
  int32_t (*MpFaceDetectorClose)(MpFaceDetectorPtr detector, char** error);

  int32_t (*MpImageSegmenterCreate)(MpImageSegmenterOptions* options, MpImageSegmenterPtr* out, char** error);
  int32_t (*MpImageSegmenterSegmentImage)(MpImageSegmenterPtr segmenter, MpImagePtr image, const MpImageProcessingOptions* processing, MpImageSegmenterResult* result, char** error);
  void (*MpImageSegmenterCloseResult)(MpImageSegmenterResult* result);
  int32_t (*MpImageSegmenterClose)(MpImageSegmenterPtr segmenter, char** error);
};

}  // namespace mat
