#include "matter.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <chrono>
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

cv::Mat BoxMean(const cv::Mat& src, int radius) {
  cv::Mat dst;
  cv::boxFilter(src, dst, CV_32F, cv::Size(2 * radius + 1, 2 * radius + 1), cv::Point(-1, -1), true, cv::BORDER_REFLECT);
  return dst;
}

}  // namespace

Matter::Matter(const MediaPipeApi& api, const MatterModels& models, int width, int height, int threads)
    : width_(width), height_(height),
      work_size_(height > kWorkHeight ? cv::Size(std::max(1, int(std::lround(double(width) * kWorkHeight / height))), kWorkHeight) : cv::Size(width, height)),
      threads_(std::max(1, threads)),
      faces_(api, models.face_detection, 0.5f),
      segmenter_(api, models.segmentation),
      landscape_segmenter_(api, models.segmentation_landscape),
      people_(models.person_detection, kPersonScore) {}

void Matter::Next(const uint8_t* rgba, uint8_t* alpha) {
  const cv::Mat frame(height_, width_, CV_8UC4, const_cast<uint8_t*>(rgba));
  cv::Mat work_rgba = frame;
  if (work_size_ != frame.size()) cv::resize(frame, work_rgba, work_size_, 0, 0, cv::INTER_AREA);
  cv::Mat luma8, work_luma;
  cv::cvtColor(work_rgba, luma8, cv::COLOR_RGBA2GRAY);
  luma8.convertTo(work_luma, CV_32F, 1.0 / 255);

  auto start = std::chrono::steady_clock::now();
  bool close_up = false;
  for (const Detection& face : faces_.Detect(work_rgba.data, work_rgba.cols, work_rgba.rows)) {
    if (face.box.height >= kCloseUpFaceHeight * work_rgba.rows) close_up = true;
  }
  stats_.detect_faces_ms += MsSince(start);

  start = std::chrono::steady_clock::now();
  UpdatePeople(frame, double(work_rgba.cols) / width_);
  stats_.detect_people_ms += MsSince(start);

  start = std::chrono::steady_clock::now();
  cv::Mat coarse = Segment(work_rgba, close_up);
  stats_.segment_ms += MsSince(start);

  start = std::chrono::steady_clock::now();
  Smooth(coarse, work_luma);
  Refine(coarse, work_luma, rgba, alpha);
  stats_.refine_ms += MsSince(start);
  stats_.frames++;
  frame_++;
}

void Matter::UpdatePeople(const cv::Mat& frame, double to_work) {
  for (HeldBox& held : held_) held.age++;
  if (frame_ % kPersonInterval == 0) {
    stats_.detections++;
    // From the full frame: the detector scales it to its own input size.
    std::vector<HeldBox> found;
    for (const Detection& person : people_.Detect(frame)) {
      found.push_back({cv::Rect2f(float(person.box.x * to_work), float(person.box.y * to_work), float(person.box.width * to_work), float(person.box.height * to_work)), 0});
    }
    // A held box stays only where nobody was found now (it bridges a detection missed for a few
    // frames); one that overlaps a new box is that person, or one beside them whose crop the new
    // box's covers, and segmenting both would only repeat the work.
    for (const HeldBox& held : held_) {
      const bool superseded = std::any_of(found.begin(), found.end(), [&](const HeldBox& now) { return Overlap(held.box, now.box) > 0.3f; });
      if (!superseded) found.push_back(held);
    }
    held_ = std::move(found);
  }
  held_.erase(std::remove_if(held_.begin(), held_.end(), [](const HeldBox& h) { return h.age > kHoldFrames; }), held_.end());
}

cv::Mat Matter::Segment(const cv::Mat& work_rgba, bool close_up) {
  cv::Mat coarse = cv::Mat::zeros(work_rgba.size(), CV_32F);
  if (close_up) {
    MpSegmenter& model = work_rgba.cols > work_rgba.rows ? landscape_segmenter_ : segmenter_;
    coarse = model.Segment(work_rgba);
  }
  const cv::Rect2f frame(0, 0, float(work_rgba.cols), float(work_rgba.rows));
  // The crops are segmented one after another, on one model instance. Two instances segmenting at
  // once on two threads run about 1.7 times as fast here, but their masks then differ now and then
  // in the last bits (8 of 150 frames of vtest.avi, IoU 0.998 at worst, against none run one at a
  // time): MediaPipe shares something between instances that makes concurrent inference inexact,
  // and the matte must be the same bytes for the same frames.
  for (const HeldBox& held : held_) {
    // The crop keeps the person at about the scale and place of the model's training pictures: a
    // margin of three quarters of the person's width on each side, a quarter of the height above and below.
    const cv::Rect2f& b = held.box;
    const cv::Rect crop = cv::Rect(cv::Rect2f(b.x - 0.75f * b.width, b.y - 0.25f * b.height, 2.5f * b.width, 1.5f * b.height) & frame);
    if (crop.width < 8 || crop.height < 8) continue;
    cv::Mat mask = segmenter_.Segment(work_rgba(crop).clone());
    cv::Mat roi = coarse(crop);
    cv::max(roi, mask, roi);
  }
  return coarse;
}

void Matter::Smooth(cv::Mat& coarse, const cv::Mat& work_luma) {
  if (!previous_coarse_.empty()) {
    cv::Mat motion;
    cv::absdiff(work_luma, previous_luma_, motion);
    motion = BoxMean(motion, 4);
    // Weight of the new estimate: kStillWeight where the picture is still, 1 from a mean luma
    // change of 4% (about 10 code values) around the pixel.
    cv::Mat weight = motion * (1.f / 0.04f);
    cv::min(weight, 1.f, weight);
    weight = weight * (1.f - kStillWeight) + kStillWeight;
    coarse = previous_coarse_ + weight.mul(coarse - previous_coarse_);
  }
  previous_coarse_ = coarse.clone();
  previous_luma_ = work_luma.clone();
}

void Matter::Refine(const cv::Mat& coarse, const cv::Mat& work_luma, const uint8_t* rgba, uint8_t* alpha) {
  // Guided filter at working size: q = a * I + b per window, with a and b averaged over windows.
  const int radius = std::max(2, work_luma.rows / 120);
  const float eps = 4e-3f;
  const cv::Mat mean_i = BoxMean(work_luma, radius);
  const cv::Mat mean_p = BoxMean(coarse, radius);
  const cv::Mat cov_ip = BoxMean(work_luma.mul(coarse), radius) - mean_i.mul(mean_p);
  const cv::Mat var_i = BoxMean(work_luma.mul(work_luma), radius) - mean_i.mul(mean_i);
  cv::Mat a = cov_ip / (var_i + eps);
  cv::Mat b = mean_p - a.mul(mean_i);
  a = BoxMean(a, radius);
  b = BoxMean(b, radius);
  // Fast guided filter: a and b are smooth, so they are interpolated (bilinear, pixel centres
  // aligned as cv::resize aligns them) to full resolution and applied to the full-resolution luma.
  const float sx = float(a.cols) / width_, sy = float(a.rows) / height_;
  std::vector<int> x0(width_), x1(width_);
  std::vector<float> wx(width_);
  for (int x = 0; x < width_; x++) {
    const float fx = std::max(0.f, (x + 0.5f) * sx - 0.5f);
    x0[x] = std::min(int(fx), a.cols - 1);
    x1[x] = std::min(x0[x] + 1, a.cols - 1);
    wx[x] = fx - x0[x];
  }
  // Rows are independent: bands of them run on OpenCV's thread pool, in at most threads_ stripes.
  cv::parallel_for_(cv::Range(0, height_), [&](const cv::Range& rows) {
    std::vector<float> a_row(a.cols), b_row(a.cols);
    for (int y = rows.start; y < rows.end; y++) {
      const float fy = std::max(0.f, (y + 0.5f) * sy - 0.5f);
      const int y0 = std::min(int(fy), a.rows - 1), y1 = std::min(y0 + 1, a.rows - 1);
      const float wy = fy - y0;
      const float *a0 = a.ptr<float>(y0), *a1 = a.ptr<float>(y1), *b0 = b.ptr<float>(y0), *b1 = b.ptr<float>(y1);
      for (int x = 0; x < a.cols; x++) {
        a_row[x] = a0[x] + wy * (a1[x] - a0[x]);
        b_row[x] = b0[x] + wy * (b1[x] - b0[x]);
      }
      const uint8_t* px = rgba + size_t(y) * width_ * 4;
      uint8_t* out = alpha + size_t(y) * width_;
      for (int x = 0; x < width_; x++, px += 4) {
        const float ax = a_row[x0[x]] + wx[x] * (a_row[x1[x]] - a_row[x0[x]]);
        const float bx = b_row[x0[x]] + wx[x] * (b_row[x1[x]] - b_row[x0[x]]);
        // Luma as cv::COLOR_RGBA2GRAY computes it (BT.601 weights), in 0..1.
        const float luma = (0.299f * px[0] + 0.587f * px[1] + 0.114f * px[2]) * (1.f / 255);
        const float q = ax * luma + bx;
        out[x] = uint8_t(std::clamp(q, 0.f, 1.f) * 255.f + 0.5f);
      }
    }
  }, threads_);
}

}  // namespace mat
