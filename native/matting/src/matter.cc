#include "matter.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <exception>
#include <system_error>
#include <tuple>
#include <vector>

namespace mat {
namespace {

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// The intersection over the smaller box's area: 1 when one box is inside the other.
float Overlap(const cv::Rect2f& a, const cv::Rect2f& b) {
  const float smaller = std::min(a.area(), b.area());
  return smaller > 0 ? (a & b).area() / smaller : 0.f;
}

// The mean of each pixel's (2 * radius + 1)-square window into `dst`. `isolated`: `src` is taken as
// an image of its own, reflected at its own edges, even where it is a view into a larger plane.
void BoxMean(const cv::Mat& src, int radius, cv::Mat& dst, bool isolated) {
  cv::boxFilter(src, dst, CV_32F, cv::Size(2 * radius + 1, 2 * radius + 1), cv::Point(-1, -1), true,
                isolated ? cv::BORDER_REFLECT | cv::BORDER_ISOLATED : cv::BORDER_REFLECT);
}

}  // namespace

Matter::Matter(const MediaPipeApi& api, const MatterModels& models, int width, int height, int threads)
    : width_(width), height_(height),
      work_size_(height > kWorkHeight ? cv::Size(std::max(1, int(std::lround(double(width) * kWorkHeight / height))), kWorkHeight) : cv::Size(width, height)),
      threads_(std::max(1, threads)),
      faces_(api, models.face_detection, 0.5f),
      segmenter_(api, models.segmentation),
      landscape_segmenter_(api, models.segmentation_landscape),
      people_(api, models.person_detection, kPersonScore) {
  for (int i = 1; i < std::min(threads_, kMaxCropSegmenters); i++) more_crop_segmenters_.push_back(std::make_unique<MpSegmenter>(api, models.segmentation));
}

Matter::~Matter() {
  // A detection still running reads faces_, people_ and its frame: wait for it before they go.
  std::lock_guard<std::mutex> lock(announced_mutex_);
  for (Announced& a : announced_) {
    if (a.sighting.valid()) a.sighting.wait();
  }
}

void Matter::Ahead(const uint8_t* rgba) {
  std::lock_guard<std::mutex> lock(announced_mutex_);
  Announced a{announced_count_ % kDetectInterval == 0, announced_count_ == 0, {}};
  announced_count_++;
  if (a.detecting) {
    try {
      a.sighting = std::async(std::launch::async, [this, rgba, shot_start = a.shot_start] { return Detect(rgba, shot_start); }).share();
    } catch (const std::system_error&) {
      // No thread to be had: Next() detects on its own thread instead.
    }
  }
  announced_.push_back(std::move(a));
}

void Matter::ToWorkSize(const cv::Mat& frame, cv::Mat& work) const {
  if (work_size_ == frame.size()) work = frame;
  else cv::resize(frame, work, work_size_, 0, 0, cv::INTER_AREA);
}

Matter::Sighting Matter::Detect(const uint8_t* rgba, bool shot_start) {
  std::lock_guard<std::mutex> lock(detect_mutex_);
  const cv::Mat frame(height_, width_, CV_8UC4, const_cast<uint8_t*>(rgba));
  Sighting found;
  // Faces at working size, for whether the shot is a close-up: that changes no faster than where its people are.
  const auto start = std::chrono::steady_clock::now();
  cv::Mat work;
  ToWorkSize(frame, work);
  for (const Detection& face : faces_.Detect(work.data, work.cols, work.rows)) {
    if (face.box.height >= kCloseUpFaceHeight * work.rows) found.close_up = true;
  }
  if (work.data != frame.data) found.work_rgba = work;
  found.faces_ms = MsSince(start);
  // People from the full frame: the detector scales it to its own input size.
  found.people = people_.Detect(frame);
  if (shot_start) {
    // Only the people seen closer that the whole frame missed: those it found keep the boxes the
    // next detection frames will find them in again, so a still picture's matte does not change.
    for (const Detection& closer : people_.Detect(frame, PersonDetector::Tiles(frame.size(), kShotStartZoom))) {
      const bool missed = std::none_of(found.people.begin(), found.people.end(), [&](const Detection& seen) { return Overlap(seen.box, closer.box) > kSamePerson; });
      if (missed) found.people.push_back(closer);
    }
  }
  return found;
}

void Matter::Next(const uint8_t* rgba, uint8_t* alpha) {
  Announced announced;
  {
    std::lock_guard<std::mutex> lock(announced_mutex_);
    if (announced_.empty()) {
      // Not announced: its detection, if it is a detection frame, runs below on this thread.
      announced.detecting = announced_count_ % kDetectInterval == 0;
      announced.shot_start = announced_count_ == 0;
      announced_count_++;
    } else {
      announced = std::move(announced_.front());
      announced_.pop_front();
    }
  }
  const cv::Mat frame(height_, width_, CV_8UC4, const_cast<uint8_t*>(rgba));

  // The time this frame waits for its detection: it ran ahead, beside the frames before it.
  auto start = std::chrono::steady_clock::now();
  Sighting sighting;
  if (announced.detecting) sighting = announced.sighting.valid() ? announced.sighting.get() : Detect(rgba, announced.shot_start);
  stats_.detect_people_ms += MsSince(start);
  cv::Mat work_rgba;
  if (announced.detecting) {
    close_up_ = sighting.close_up;
    stats_.detect_faces_ms += sighting.faces_ms;
    work_rgba = sighting.work_rgba.empty() ? frame : sighting.work_rgba;
  } else {
    ToWorkSize(frame, work_rgba_);
    work_rgba = work_rgba_;
  }
  UpdatePeople(announced.detecting ? &sighting.people : nullptr, double(work_rgba.cols) / width_);
  cv::cvtColor(work_rgba, luma8_, cv::COLOR_RGBA2GRAY);
  luma8_.convertTo(work_luma_, CV_32F, 1.0 / 255);

  start = std::chrono::steady_clock::now();
  Segment(work_rgba, close_up_);
  stats_.segment_ms += MsSince(start);

  start = std::chrono::steady_clock::now();
  Smooth();
  Refine(rgba, alpha);
  stats_.refine_ms += MsSince(start);
  stats_.frames++;
  // This frame is the one before the next; the next overwrites the buffers of the one before this.
  std::swap(previous_coarse_, coarse_);
  std::swap(previous_luma_, work_luma_);
}

void Matter::UpdatePeople(const std::vector<Detection>* people, double to_work) {
  for (HeldBox& held : held_) held.age++;
  if (people) {
    stats_.detections++;
    std::vector<HeldBox> found;
    for (const Detection& person : *people) {
      found.push_back({cv::Rect2f(float(person.box.x * to_work), float(person.box.y * to_work), float(person.box.width * to_work), float(person.box.height * to_work)), 0});
    }
    // A held box stays only where nobody was found now (it bridges a detection missed for a few
    // frames); one that overlaps a new box is that person, or one beside them whose crop the new
    // box's covers, and segmenting both would only repeat the work.
    for (const HeldBox& held : held_) {
      const bool superseded = std::any_of(found.begin(), found.end(), [&](const HeldBox& now) { return Overlap(held.box, now.box) > kSamePerson; });
      if (!superseded) found.push_back(held);
    }
    held_ = std::move(found);
  }
  held_.erase(std::remove_if(held_.begin(), held_.end(), [](const HeldBox& h) { return h.age > kHoldFrames; }), held_.end());
}

std::vector<cv::Rect> Matter::Crops(cv::Size work) const {
  const cv::Rect2f frame(0, 0, float(work.width), float(work.height));
  std::vector<cv::Rect> crops;
  for (const HeldBox& held : held_) {
    // The crop keeps the person at about the scale and place of the model's training pictures: a
    // margin of three quarters of the person's width on each side, a quarter of the height above and below.
    const cv::Rect2f& b = held.box;
    const cv::Rect crop = cv::Rect(cv::Rect2f(b.x - 0.75f * b.width, b.y - 0.25f * b.height, 2.5f * b.width, 1.5f * b.height) & frame);
    if (crop.width < 8 || crop.height < 8) continue;
    // Merged into the first crop it nearly repeats, and that one into the next it then repeats.
    cv::Rect merged = crop;
    for (auto it = crops.begin(); it != crops.end();) {
      const cv::Rect both = merged | *it;
      if (int64_t(both.area()) * 100 <= int64_t(std::max(merged.area(), it->area())) * kCropMergePercent) {
        merged = both;
        it = crops.erase(it);
      } else {
        ++it;
      }
    }
    crops.push_back(merged);
  }
  return crops;
}

void Matter::Segment(const cv::Mat& work_rgba, bool close_up) {
  if (close_up) {
    MpSegmenter& model = work_rgba.cols > work_rgba.rows ? landscape_segmenter_ : segmenter_;
    model.Segment(work_rgba, coarse_);
  } else {
    coarse_.create(work_rgba.size(), CV_32F);
    coarse_.setTo(0);
  }
  const std::vector<cv::Rect> crops = Crops(work_rgba.size());
  if (crops_.size() < crops.size()) {
    crops_.resize(crops.size());
    crop_masks_.resize(crops.size());
  }
  // Instance k segments crops k, k + n, k + 2n, ... of the n instances, each into its own buffers.
  std::vector<MpSegmenter*> models{&segmenter_};
  for (const auto& more : more_crop_segmenters_) {
    if (models.size() < crops.size()) models.push_back(more.get());
  }
  auto segment = [&](size_t k) {
    for (size_t i = k; i < crops.size(); i += models.size()) {
      work_rgba(crops[i]).copyTo(crops_[i]);
      models[k]->Segment(crops_[i], crop_masks_[i]);
    }
  };
  std::vector<std::future<void>> others;
  for (size_t k = 1; k < models.size(); k++) {
    try {
      others.push_back(std::async(std::launch::async, segment, k));
    } catch (const std::system_error&) {
      segment(k);  // no thread to be had: this one, here
    }
  }
  std::exception_ptr failed;
  try {
    segment(0);
  } catch (...) {
    failed = std::current_exception();
  }
  // Every thread is waited for before anything is thrown: they use this frame's buffers.
  for (auto& other : others) {
    try {
      other.get();
    } catch (...) {
      if (!failed) failed = std::current_exception();
    }
  }
  if (failed) std::rethrow_exception(failed);
  // Merged in crop order, once all are done: the same bytes however many instances segmented them.
  for (size_t i = 0; i < crops.size(); i++) {
    cv::Mat roi = coarse_(crops[i]);
    cv::max(roi, crop_masks_[i], roi);
  }
}

void Matter::Smooth() {
  if (!previous_coarse_.empty()) {
    cv::absdiff(work_luma_, previous_luma_, motion_);
    BoxMean(motion_, 4, weight_, false);
    // Weight of the new estimate: kStillWeight where the picture is still, 1 from a mean luma
    // change of 4% (about 10 code values) around the pixel.
    weight_.convertTo(weight_, -1, 1.f / 0.04f);
    cv::min(weight_, 1.f, weight_);
    weight_.convertTo(weight_, -1, 1.f - kStillWeight, kStillWeight);
    // previous + weight * (coarse - previous), in the buffer of the motion, then into coarse_.
    cv::subtract(coarse_, previous_coarse_, motion_);
    cv::multiply(weight_, motion_, motion_);
    cv::add(motion_, previous_coarse_, coarse_);
    // Where someone was and is no longer, the average decays towards 0 without reaching it; below
    // kNegligible it is 0, so the refinement can leave out the picture no one is in.
    cv::threshold(coarse_, coarse_, kNegligible, 0, cv::THRESH_TOZERO);
  }
}

void Matter::Refine(const uint8_t* rgba, uint8_t* alpha) {
  const cv::Mat& coarse = coarse_;
  const int radius = std::max(2, work_luma_.rows / 120);
  // The guided filter's output is exactly 0 more than two radii from any pixel of non-zero
  // confidence (its a and b are 0 there), so it runs on the box around those pixels with that
  // margin, and the rest of the matte is 0. A frame with nobody in it costs almost nothing.
  cv::compare(coarse, 0.f, present_, cv::CMP_GT);
  const cv::Rect found = cv::boundingRect(present_);
  std::memset(alpha, 0, size_t(width_) * height_);
  if (found.empty()) return;
  const int margin = 2 * radius + 2;
  const cv::Rect roi = cv::Rect(found.x - margin, found.y - margin, found.width + 2 * margin, found.height + 2 * margin) & cv::Rect(cv::Point(0, 0), coarse.size());

  // Guided filter at working size: q = a * I + b per window, with a and b averaged over windows.
  // Each plane below is the box's size, in the corner of one of planes_; the comments name what it
  // holds as the steps go.
  const float eps = 4e-3f;
  const cv::Mat luma = work_luma_(roi), p = coarse(roi);
  cv::Mat plane[5];
  for (int i = 0; i < 5; i++) {
    planes_[i].create(coarse.size(), CV_32F);
    plane[i] = planes_[i](cv::Rect(cv::Point(0, 0), roi.size()));
  }
  cv::Mat &mean_i = plane[0], &mean_p = plane[1], &cov_ip = plane[2], &var_i = plane[3], &scratch = plane[4];
  // The box's luma and confidence are views of the whole frame's: filtered with the pixels beyond the box.
  BoxMean(luma, radius, mean_i, false);
  BoxMean(p, radius, mean_p, false);
  cv::multiply(luma, p, scratch);
  BoxMean(scratch, radius, cov_ip, true);
  cv::multiply(mean_i, mean_p, scratch);
  cv::subtract(cov_ip, scratch, cov_ip);  // cov(I, p)
  cv::multiply(luma, luma, scratch);
  BoxMean(scratch, radius, var_i, true);
  cv::multiply(mean_i, mean_i, scratch);
  cv::subtract(var_i, scratch, var_i);  // var(I)
  cv::add(var_i, cv::Scalar(eps), scratch);
  cv::Mat& a_window = cov_ip;
  cv::divide(cov_ip, scratch, a_window);  // a = cov / (var + eps)
  cv::multiply(a_window, mean_i, scratch);
  cv::Mat& b_window = var_i;
  cv::subtract(mean_p, scratch, b_window);  // b = mean(p) - a * mean(I)
  cv::Mat &a = mean_i, &b = mean_p;
  BoxMean(a_window, radius, a, true);
  BoxMean(b_window, radius, b, true);
  // Fast guided filter: a and b are smooth, so they are interpolated (bilinear, pixel centres
  // aligned as cv::resize aligns them) to full resolution and applied to the full-resolution luma.
  // Full-resolution pixels whose interpolation reaches outside the box are in its zero margin.
  const float sx = float(coarse.cols) / width_, sy = float(coarse.rows) / height_;
  const auto source = [](int i, float scale, int size, int from, int to) {
    const float f = std::max(0.f, (i + 0.5f) * scale - 0.5f);
    const int i0 = std::min(int(f), size - 1), i1 = std::min(i0 + 1, size - 1);
    return std::tuple<bool, int, int, float>(i0 >= from && i1 < to, i0 - from, i1 - from, f - i0);
  };
  std::vector<int> x0, x1;
  std::vector<float> wx;
  int x_begin = -1;
  for (int x = 0; x < width_; x++) {
    const auto [inside, i0, i1, w] = source(x, sx, coarse.cols, roi.x, roi.x + roi.width);
    if (!inside) continue;
    if (x_begin < 0) x_begin = x;
    x0.push_back(i0), x1.push_back(i1), wx.push_back(w);
  }
  if (x_begin < 0) return;
  // Rows are independent: bands of them run on OpenCV's thread pool, in at most threads_ stripes.
  cv::parallel_for_(cv::Range(0, height_), [&](const cv::Range& rows) {
    std::vector<float> a_row(a.cols), b_row(a.cols);
    for (int y = rows.start; y < rows.end; y++) {
      const auto [inside, y0, y1, wy] = source(y, sy, coarse.rows, roi.y, roi.y + roi.height);
      if (!inside) continue;
      const float *a0 = a.ptr<float>(y0), *a1 = a.ptr<float>(y1), *b0 = b.ptr<float>(y0), *b1 = b.ptr<float>(y1);
      for (int x = 0; x < a.cols; x++) {
        a_row[x] = a0[x] + wy * (a1[x] - a0[x]);
        b_row[x] = b0[x] + wy * (b1[x] - b0[x]);
      }
      // Where a and b are both 0 the matte is 0, as the buffer already holds: only the output
      // pixels whose taps reach this row's first to last non-zero coefficient are computed (the
      // people, not the gaps beside them in the box).
      int lo = 0, hi = a.cols - 1;
      while (lo <= hi && a_row[lo] == 0.f && b_row[lo] == 0.f) lo++;
      if (lo > hi) continue;
      while (a_row[hi] == 0.f && b_row[hi] == 0.f) hi--;
      const int first = int(std::lower_bound(x1.begin(), x1.end(), lo) - x1.begin());
      const int end = int(std::upper_bound(x0.begin(), x0.end(), hi) - x0.begin());
      const uint8_t* px = rgba + (size_t(y) * width_ + x_begin + first) * 4;
      uint8_t* out = alpha + size_t(y) * width_ + x_begin;
      for (int i = first; i < end; i++, px += 4) {
        const float ax = a_row[x0[i]] + wx[i] * (a_row[x1[i]] - a_row[x0[i]]);
        const float bx = b_row[x0[i]] + wx[i] * (b_row[x1[i]] - b_row[x0[i]]);
        // Luma as cv::COLOR_RGBA2GRAY computes it (BT.601 weights), in 0..1.
        const float luma_px = (0.299f * px[0] + 0.587f * px[1] + 0.114f * px[2]) * (1.f / 255);
        const float q = ax * luma_px + bx;
        out[i] = uint8_t(std::clamp(q, 0.f, 1.f) * 255.f + 0.5f);
      }
    }
  }, threads_);
}

}  // namespace mat
