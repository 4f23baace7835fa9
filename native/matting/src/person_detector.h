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
  // Frames taller than `max_height` rows are scaled down to it first, and frames shorter than
  // `min_height` up to it: the detector's 64x128 window finds people from about 100 pixels tall in
  // the picture it scans, and its cost grows with the area it scans.
  static constexpr int kWorkHeight = 576;

  explicit PersonDetector(float min_score, int max_height = kWorkHeight, int min_height = 0);
  // People in a continuous RGBA image (CV_8UC4), boxes in its pixels; `score` in 0..1 is the
  // logistic of the SVM margin (0.5 at the decision boundary).
  std::vector<Detection> Detect(const cv::Mat& rgba);

 private:
  cv::HOGDescriptor hog_;
  float min_score_;
  int max_height_;
  int min_height_;
};

}  // namespace mat
