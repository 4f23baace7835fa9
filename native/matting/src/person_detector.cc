#include "person_detector.h"

#include <opencv2/dnn.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

#include "common.h"

namespace mat {
namespace {

constexpr int kInputSize = 300;
constexpr int kFeatureMaps = 6;
constexpr float kNmsIou = 0.6f;
// Cells a side of each feature map for a 300x300 input, and anchors a cell.
constexpr int kCells[kFeatureMaps] = {19, 10, 5, 3, 2, 1};
constexpr int kAnchorsPerCell[kFeatureMaps] = {3, 6, 6, 6, 6, 6};

}  // namespace

PersonDetector::PersonDetector(const MediaPipeApi& api, const std::string& model, float min_score) : packed_(api, model), min_score_(min_score) {
  // The graph's anchors (TensorFlow's ssd_anchor_generator: 6 maps, scales 0.2 to 0.95, aspect
  // ratios 1, 2, 1/2, 3, 1/3 and one more of ratio 1 between a map's scale and the next's; three
  // on the first map), on the maps of a 300x300 input: 19, 10, 5, 3, 2 and 1 cells a side.
  const float ratios[] = {1.f, 2.f, 0.5f, 3.f, 0.3333f};
  auto scale = [](int map) { return map == kFeatureMaps ? 1.f : 0.2f + (0.95f - 0.2f) * map / (kFeatureMaps - 1); };
  for (int map = 0; map < kFeatureMaps; map++) {
    std::vector<std::pair<float, float>> shapes;  // (scale, aspect ratio)
    if (map == 0) shapes = {{0.1f, 1.f}, {scale(0), 2.f}, {scale(0), 0.5f}};
    else {
      for (float ratio : ratios) shapes.push_back({scale(map), ratio});
      shapes.push_back({std::sqrt(scale(map) * scale(map + 1)), 1.f});
    }
    std::vector<Anchor> anchors;
    for (int y = 0; y < kCells[map]; y++)
      for (int x = 0; x < kCells[map]; x++)
        for (const auto& [s, ratio] : shapes)
          anchors.push_back({(y + 0.5f) / kCells[map], (x + 0.5f) / kCells[map], s / std::sqrt(ratio), s * std::sqrt(ratio)});
    anchors_.push_back(std::move(anchors));
  }
}

// The model was trained on pictures no wider than about 4:3 (people squeezed further are missed).
std::vector<cv::Rect> PersonDetector::Tiles(cv::Size frame, double zoom) {
  const bool tall = frame.height * 3 > frame.width * 4;
  // The tile's short side: the frame's shorter side (for a 4:3 frame, its height) over the zoom.
  const double across = (tall ? frame.width : frame.height) / zoom;
  const cv::Size tile(std::min(frame.width, int(std::lround(tall ? across : across * 4 / 3))),
                      std::min(frame.height, int(std::lround(tall ? across * 4 / 3 : across))));
  // Along each side, the fewest tiles that overlap by a third of a tile, spread evenly.
  auto starts = [](int length, int tile) {
    const int overlap = tile / 3;
    const int count = length <= tile ? 1 : (length - overlap + (tile - overlap) - 1) / (tile - overlap);
    std::vector<int> at;
    for (int i = 0; i < count; i++) at.push_back(count == 1 ? 0 : int(std::lround(double(length - tile) * i / (count - 1))));
    return at;
  };
  std::vector<cv::Rect> tiles;
  for (int y : starts(frame.height, tile.height))
    for (int x : starts(frame.width, tile.width)) tiles.emplace_back(x, y, tile.width, tile.height);
  return tiles;
}

void PersonDetector::DetectIn(const cv::Mat& rgba, cv::Point offset, std::vector<cv::Rect2d>& boxes, std::vector<float>& scores) {
  // Scaled to the input size here (bilinear, as the graph's own pre-processing scales it), so that
  // MediaPipe takes the picture as it is; it scales the values to [-1, 1] as the model's metadata says.
  cv::resize(rgba, input_, cv::Size(kInputSize, kInputSize), 0, 0, cv::INTER_LINEAR);
  packed_.Segment(input_, output_);
  if (output_.type() != CV_32F || !output_.isContinuous() || output_.total() < size_t(kInputSize) * kInputSize) throw CodedError(code::kInference, "person detection gave no output");
  // The predictors' outputs, one after another (setup/convert_person_detector.py): for each feature
  // map, its box encodings (cells x cells x anchors x 4) then its class logits (x 2: background, person).
  const float* p = output_.ptr<float>();
  // Sigmoid confidence at least min_score, as a logit: most anchors are dropped without an exp().
  const float min_logit = std::log(min_score_ / (1.f - min_score_));
  for (int map = 0; map < kFeatureMaps; map++) {
    const int anchors = kCells[map] * kCells[map] * kAnchorsPerCell[map];
    const float* encodings = p;
    const float* logits = p + anchors * 4;
    p += anchors * 6;
    for (int i = 0; i < anchors; i++) {
      const float logit = logits[i * 2 + 1];
      if (logit < min_logit) continue;
      const Anchor& anchor = anchors_[map][i];
      // Faster R-CNN box coding with scales 10, 10, 5, 5 (the graph's box coder).
      const float* code = encodings + i * 4;
      const float cy = code[0] / 10.f * anchor.h + anchor.cy;
      const float cx = code[1] / 10.f * anchor.w + anchor.cx;
      const float h = std::exp(code[2] / 5.f) * anchor.h;
      const float w = std::exp(code[3] / 5.f) * anchor.w;
      boxes.emplace_back(offset.x + double(cx - w / 2) * rgba.cols, offset.y + double(cy - h / 2) * rgba.rows, double(w) * rgba.cols, double(h) * rgba.rows);
      scores.push_back(1.f / (1.f + std::exp(-logit)));
    }
  }
}

std::vector<Detection> PersonDetector::Detect(const cv::Mat& rgba, const std::vector<cv::Rect>& regions) {
  std::vector<cv::Rect2d> boxes;
  std::vector<float> scores;
  for (const cv::Rect& region : regions) DetectIn(rgba(region), region.tl(), boxes, scores);
  std::vector<int> kept;
  cv::dnn::NMSBoxes(boxes, scores, min_score_, kNmsIou, kept);
  std::vector<Detection> found;
  const cv::Rect2f frame(0, 0, float(rgba.cols), float(rgba.rows));
  for (int i : kept) {
    const cv::Rect2f box = cv::Rect2f(boxes[i]) & frame;
    if (box.width > 0 && box.height > 0) found.push_back({box, scores[i]});
  }
  return found;
}

}  // namespace mat
