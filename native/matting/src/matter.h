// A soft, temporally stable matte of the people in consecutive frames of one shot.
//
// Per frame, at a working size of at most kWorkHeight rows:
//  1. where people are: BlazeFace (full range) for faces, the SSDLite pedestrian detector for whole
//     bodies (every kPersonInterval-th frame, on the full frame, boxes scoring at least
//     kPersonScore; a box is held for kHoldFrames frames where nobody is found again, and dropped
//     where a new box overlaps it);
//  2. a coarse person confidence: the selfie segmentation model on the whole frame when a face is a
//     close-up (at least kCloseUpFaceHeight of the frame's height: the model's own domain), and on
//     a crop around each person box otherwise (small, whole-body people are outside that domain);
//  3. temporal smoothing of the coarse confidence: an exponential moving average whose weight rises
//     from kStillWeight where the picture is still to 1 where it moves, so a still subject does not
//     flicker while a moving one is followed without lag;
//  4. refinement to full resolution with a fast guided filter (He & Sun, 2015) guided by the frame's
//     luma, so the matte's edges follow the picture's; its full-resolution pass runs on `threads`
//     threads.
// The matte does not depend on `threads`: each row is computed the same way whichever thread
// computes it.
#pragma once

#include <opencv2/core.hpp>

#include <memory>
#include <string>
#include <vector>

#include "mediapipe.h"
#include "person_detector.h"

namespace mat {

struct MatterModels {
  std::string segmentation;            // selfie_segmentation.tflite (256x256)
  std::string segmentation_landscape;  // selfie_segmentation_landscape.tflite (144x256)
  std::string face_detection;          // face_detection_full_range.tflite
  std::string person_detection;        // the SSDLite pedestrian detector's frozen graph (.pb)
};

// Milliseconds spent in each stage, summed over the frames so far.
struct MatterStats {
  int frames = 0;
  int detections = 0;  // frames the person detector ran on
  double detect_faces_ms = 0;
  double detect_people_ms = 0;
  double segment_ms = 0;
  double refine_ms = 0;
};

class Matter {
 public:
  static constexpr int kWorkHeight = 540;
  static constexpr int kPersonInterval = 2;
  static constexpr int kHoldFrames = 6;
  // Lower than a caller's default (0.5): on vtest.avi's walkers, boxes from 0.3 are people (none
  // of them on the road, the grass or the signs), and a box with nobody in it only adds a crop
  // the segmentation finds empty.
  static constexpr float kPersonScore = 0.3f;
  static constexpr float kCloseUpFaceHeight = 0.08f;
  static constexpr float kStillWeight = 0.15f;

  // `threads`: threads a frame's refinement uses (1 or more).
  Matter(const MediaPipeApi& api, const MatterModels& models, int width, int height, int threads);
  // `rgba`: width*height*4 bytes; `alpha`: width*height bytes written.
  void Next(const uint8_t* rgba, uint8_t* alpha);
  const MatterStats& stats() const { return stats_; }

 private:
  struct HeldBox {
    cv::Rect2f box;  // working-size pixels
    int age;         // frames since it was last detected
  };

  // `frame`: the full-resolution frame; `to_work`: working size over full size.
  void UpdatePeople(const cv::Mat& frame, double to_work);
  cv::Mat Segment(const cv::Mat& work_rgba, bool close_up);
  void Smooth(cv::Mat& coarse, const cv::Mat& work_luma);
  void Refine(const cv::Mat& coarse, const cv::Mat& work_luma, const uint8_t* rgba, uint8_t* alpha);

  int width_, height_;
  cv::Size work_size_;
  int threads_;
  MpFaceDetector faces_;
  MpSegmenter segmenter_;
  MpSegmenter landscape_segmenter_;
  PersonDetector people_;
  std::vector<HeldBox> held_;
  cv::Mat previous_coarse_, previous_luma_;
  int64_t frame_ = 0;
  MatterStats stats_;
};

}  // namespace mat
