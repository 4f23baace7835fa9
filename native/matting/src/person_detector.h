// Whole-body person detection: OpenCV's HOG people detector (Dalal-Triggs, its linear SVM
// coefficients built into libopencv_objdetect, BSD licence).
#pragma once

#include <opencv2/core.hpp>
#include <opencv2/objdetect.hpp>

#include <vector>

#include "mediapipe.h"

namespace mat {

class PersonDetector {
 public:
  // Frames taller than this are scaled down to it first: the detector's 64x128 window finds people
  // from about 100 pixels tall, and its cost grows with the area it scans.
  static constexpr int kWorkHeight = 576;

  explicit PersonDetector(float min_score);
  // People in a continuous RGBA image (CV_8UC4), boxes in its pixels; `score` in 0..1 is the
  // logistic of the SVM margin (0.5 at the decision boundary).
  std::vector<Detection> Detect(const cv::Mat& rgba);

 private:
  cv::HOGDescriptor hog_;
  float min_score_;
};

}  // namespace mat
