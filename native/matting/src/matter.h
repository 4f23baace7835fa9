// A soft, temporally stable matte of the people in consecutive frames of one shot.
//
// Per frame, at a working size of at most kWorkHeight rows:
//  1. where people are, on every kDetectInterval-th frame: BlazeFace (full range) for faces, the
//     SSDLite pedestrian detector for whole bodies (on the full frame, boxes scoring at least
//     kPersonScore; a box is held for kHoldFrames frames where nobody is found again, and dropped
//     where a new box overlaps it; the shot's first frame is also searched kShotStartZoom times
//     closer). A frame's detection depends on that frame alone, so it starts when the frame is
//     announced (Ahead) and runs on a thread of its own, beside the frames before it;
//  2. a coarse person confidence: the selfie segmentation model on the whole frame when a face is a
//     close-up (at least kCloseUpFaceHeight of the frame's height: the model's own domain), and on
//     a crop around each person box otherwise (small, whole-body people are outside that domain;
//     crops whose union is little larger than either are segmented as that union), the crops
//     split between up to kMaxCropSegmenters instances of the model, one thread each;
//  3. temporal smoothing of the coarse confidence: an exponential moving average whose weight rises
//     from kStillWeight where the picture is still to 1 where it moves, so a still subject does not
//     flicker while a moving one is followed without lag;
//  4. refinement to full resolution with a fast guided filter (He & Sun, 2015) guided by the frame's
//     luma, so the matte's edges follow the picture's, over the box around the non-zero confidence
//     (the matte is 0 beyond it); its full-resolution pass runs on `threads` threads.
// The matte does not depend on `threads`, nor on how far ahead frames are announced: each row is
// computed the same way whichever thread computes it, a crop's mask depends on that crop alone
// (whichever instance of the model segments it) and the masks are merged in crop order once all
// are done, and each frame waits for its own detection.
#pragma once

#include <opencv2/core.hpp>

#include <deque>
#include <future>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "mediapipe.h"
#include "person_detector.h"

namespace mat {

struct MatterModels {
  std::string segmentation;            // selfie_segmentation.tflite (256x256)
  std::string segmentation_landscape;  // selfie_segmentation_landscape.tflite (144x256)
  std::string face_detection;          // face_detection_full_range.tflite
  std::string person_detection;        // the SSDLite pedestrian detector converted to TFLite (setup/convert_person_detector.py)
};

// Milliseconds spent in each stage, summed over the frames so far.
struct MatterStats {
  int frames = 0;
  int detections = 0;  // frames the detectors ran on
  double detect_faces_ms = 0;   // finding faces, ahead or not
  double detect_people_ms = 0;  // waiting for a frame's detection (people and faces) to be done
  double segment_ms = 0;
  double refine_ms = 0;
};

class Matter {
 public:
  static constexpr int kWorkHeight = 540;
  static constexpr int kDetectInterval = 2;
  // Long enough to bridge a walker the detector misses on three detection frames in a row (on
  // vtest.avi, the man at the right from 1:48 to 1:53 of its first 6 s at 10 frames a second).
  static constexpr int kHoldFrames = 8;
  // Lower than a caller's default (0.5): on vtest.avi's walkers, boxes from 0.3 are people (none
  // of them on the road, the grass or the signs), and a box with nobody in it only adds a crop
  // the segmentation finds empty.
  static constexpr float kPersonScore = 0.3f;
  // Two boxes whose intersection is more than this share of the smaller are taken for one person
  // (or for people whose crops would cover each other).
  static constexpr float kSamePerson = 0.3f;
  // The detector misses people small in its 300x300 view that it finds seen closer (on vtest.avi at
  // 1080p, the walker at the right of the first frame: 0.15 seen in the frame's two tiles, 0.77
  // twice as close). Searching every frame closer would take three times the tiles; the first
  // frame of a shot, which no frame before it bridges, is searched in six more tiles as well.
  static constexpr double kShotStartZoom = 1.6;
  static constexpr float kCloseUpFaceHeight = 0.08f;
  static constexpr float kStillWeight = 0.15f;
  // Smoothed confidence below this is 0: a thousandth, far below one step of the matte's bytes.
  static constexpr float kNegligible = 1e-3f;

  static constexpr int kMaxCropSegmenters = 4;
  // Two crops whose union is at most this much larger than the larger one (people side by side, a
  // held box beside a new one) are segmented once, as their union: about one crop in five fewer
  // on vtest.avi, the people in them seen at nearly the same scale.
  static constexpr int kCropMergePercent = 120;

  // `threads`: threads a frame's segmentation (at most kMaxCropSegmenters) and refinement use (1 or more).
  Matter(const MediaPipeApi& api, const MatterModels& models, int width, int height, int threads);
  // Waits for the person detection still running ahead.
  ~Matter();
  // Announces the next frame not yet announced, so that its person detection (on detection frames)
  // starts now, on a thread of its own, beside the frames before it: `rgba` must stay unchanged
  // until Next() of that frame returns. Frames are announced in order and each exactly once; Next()
  // detects on its own thread for a frame that was not. May be called while Next() runs on another thread.
  void Ahead(const uint8_t* rgba);
  // `rgba`: width*height*4 bytes; `alpha`: width*height bytes written. The matte is the same
  // whether or not (and how far) its frames were announced ahead.
  void Next(const uint8_t* rgba, uint8_t* alpha);
  const MatterStats& stats() const { return stats_; }

 private:
  struct HeldBox {
    cv::Rect2f box;  // working-size pixels
    int age;         // frames since it was last detected
  };

  // What a detection frame's detectors found.
  struct Sighting {
    std::vector<Detection> people;  // full-resolution pixels
    bool close_up = false;
    cv::Mat work_rgba;  // the frame at working size, which the faces were looked for on (when it is not the frame)
    double faces_ms = 0;
  };

  // A frame announced by Ahead(): its detection, when it is a detection frame.
  struct Announced {
    bool detecting = false;
    bool shot_start = false;  // the shot's first frame, searched closer too
    std::shared_future<Sighting> sighting;
  };

  // The faces and people in a full-resolution frame, one frame at a time.
  Sighting Detect(const uint8_t* rgba, bool shot_start);
  // `frame` at working size into `work` (left as `frame` when that is its size).
  void ToWorkSize(const cv::Mat& frame, cv::Mat& work) const;
  // `people`: the people found on this frame, when it is a detection frame (else the held boxes
  // age); `to_work`: working size over full size.
  void UpdatePeople(const std::vector<Detection>* people, double to_work);
  // The crops (working-size pixels) the held boxes' people are segmented in, near-duplicates merged.
  std::vector<cv::Rect> Crops(cv::Size work) const;
  // The coarse confidence of `work_rgba` into coarse_.
  void Segment(const cv::Mat& work_rgba, bool close_up);
  // coarse_ smoothed against the frame before (work_luma_ against previous_luma_).
  void Smooth();
  void Refine(const uint8_t* rgba, uint8_t* alpha);

  int width_, height_;
  cv::Size work_size_;
  int threads_;
  MpFaceDetector faces_;
  MpSegmenter segmenter_;
  MpSegmenter landscape_segmenter_;
  // More instances of the segmentation model, so that a frame's crops are segmented side by side:
  // one instance runs one inference at a time.
  std::vector<std::unique_ptr<MpSegmenter>> more_crop_segmenters_;
  PersonDetector people_;
  std::mutex detect_mutex_;  // one detection at a time on faces_ and people_
  std::mutex announced_mutex_;
  std::deque<Announced> announced_;  // announced frames whose Next() has not started, in order
  int64_t announced_count_ = 0;
  std::vector<HeldBox> held_;
  bool close_up_ = false;  // as found on the last detection frame
  MatterStats stats_;

  // A frame's pictures at working size, kept from frame to frame (and the last frame's swapped
  // in as the one before), so that a frame allocates nothing of their size (but the working-size
  // copy a detection frame's faces are found on, which its Sighting carries to Next): memory freed
  // and taken again each frame came back as fresh pages, and faulting them in cost more than the
  // refinement's arithmetic.
  cv::Mat work_rgba_, luma8_;
  cv::Mat work_luma_, previous_luma_;  // luma in 0..1
  cv::Mat coarse_, previous_coarse_;   // person confidence in 0..1
  std::vector<cv::Mat> crops_, crop_masks_;
  cv::Mat motion_, weight_;
  cv::Mat present_;
  // The refinement's planes: each image it filters is the top-left corner of one, the size of the
  // box it refines (filtered as an image of its own: BORDER_ISOLATED).
  cv::Mat planes_[5];
};

}  // namespace mat
