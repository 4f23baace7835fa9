#include "person_detector.h"

#include <opencv2/imgproc.hpp>

#include <cmath>

namespace mat {

PersonDetector::PersonDetector(float min_score, int max_height, int min_height)
    : min_score_(min_score), max_height_(max_height), min_height_(min_height) {
  hog_.setSVMDetector(cv::HOGDescriptor::getDefaultPeopleDetector());
}

std::vector<Detection> PersonDetector::Detect(const cv::Mat& rgba) {
  const double scale = rgba.rows > max_height_ ? double(max_height_) / rgba.rows : rgba.rows < min_height_ ? double(min_height_) / rgba.rows : 1.0;
  cv::Mat work = rgba;
  if (scale != 1.0) cv::resize(rgba, work, cv::Size(), scale, scale, scale < 1.0 ? cv::INTER_AREA : cv::INTER_LINEAR);
  std::vector<Detection> found;
  if (work.cols < hog_.winSize.width || work.rows < hog_.winSize.height) return found;
  cv::Mat rgb;
  cv::cvtColor(work, rgb, cv::COLOR_RGBA2RGB);
  std::vector<cv::Rect> boxes;
  std::vector<double> weights;
  // A margin threshold below the score asked for would only add boxes that are dropped below.
  const double hit_threshold = min_score_ > 0.5f ? std::log(min_score_ / (1.0 - min_score_)) : 0.0;
  hog_.detectMultiScale(rgb, boxes, weights, hit_threshold, cv::Size(8, 8), cv::Size(0, 0), 1.05, 2.0);
  for (size_t i = 0; i < boxes.size(); i++) {
    const float score = float(1.0 / (1.0 + std::exp(-weights[i])));
    if (score < min_score_) continue;
    // The detection window has a margin around the person (about a fifth of its width on each
    // side, a tenth of its height above and below): the box returned is the person's.
    const cv::Rect& r = boxes[i];
    cv::Rect2f box(float((r.x + 0.2 * r.width) / scale), float((r.y + 0.1 * r.height) / scale), float(0.6 * r.width / scale), float(0.8 * r.height / scale));
    box &= cv::Rect2f(0, 0, float(rgba.cols), float(rgba.rows));
    if (box.width > 0 && box.height > 0) found.push_back({box, score});
  }
  return found;
}

}  // namespace mat
