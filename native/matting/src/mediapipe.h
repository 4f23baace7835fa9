// MediaPipe Tasks through libmediapipe.so: loading the library once, and the two tasks the addon
// runs (face detection, image segmentation) as small RAII classes. Calls are not thread-safe per
// instance; the owners serialize them.
#pragma once

#include <opencv2/core.hpp>

#include <string>
#include <vector>

#include "mediapipe_c.h"

namespace mat {

// Opens libmediapipe.so at `path` and resolves its entry points, once per process (later calls
// with another path get the first library). Throws CodedError(kUnavailable) when it cannot.
const MediaPipeApi& LoadMediaPipe(const std::string& path);

struct Detection {
  cv::Rect2f box;  // pixels of the input image
  float score;
};

class MpFaceDetector {
 public:
  MpFaceDetector(const MediaPipeApi& api, const std::string& model, float min_score);
  ~MpFaceDetector();
  MpFaceDetector(const MpFaceDetector&) = delete;
  MpFaceDetector& operator=(const MpFaceDetector&) = delete;
  // `rgba`: tightly packed RGBA, width*height*4 bytes.
  std::vector<Detection> Detect(const uint8_t* rgba, int width, int height);

 private:
  const MediaPipeApi& api_;
  MpFaceDetectorPtr handle_ = nullptr;
};

class MpSegmenter {
 public:
  MpSegmenter(const MediaPipeApi& api, const std::string& model);
  ~MpSegmenter();
  MpSegmenter(const MpSegmenter&) = delete;
  MpSegmenter& operator=(const MpSegmenter&) = delete;
  // The person confidence (0..1, CV_32F) of every pixel of a continuous RGBA image (CV_8UC4), into
  // `mask` (reallocated only when its size or type differs).
  void Segment(const cv::Mat& rgba, cv::Mat& mask);

 private:
  const MediaPipeApi& api_;
  MpImageSegmenterPtr handle_ = nullptr;
};

}  // namespace mat
