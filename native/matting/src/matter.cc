#include "matter.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <chrono>
#include <cstring>
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
      people_(api, models.person_detection, kPersonScore) {}

Matter::~Matter() {
  // A detection still running reads people_ and its frame: wait for it before either goes.
  std::lock_guard<std::mutex> lock(announced_mutex_);
  for (Announced& a : announced_) {
    if (a.people.valid()) a.people.wait();
  }
}

void Matter::Ahead(const uint8_t* rgba) {
  std::lock_guard<std::mutex> lock(announced_mutex_);
  Announced a{announced_count_++ % kDetectInterval == 0, {}};
  if (a.detecting) {
    try {
      a.people = std::async(std::launch::async, [this, rgba] { return DetectPeople(rgba); }).share();
    } catch (const std::system_error&) {
      // No thread to be had: Next() detects on its own thread instead.
    }
  }
  announced_.push_back(std::move(a));
}

std::vector<Detection> Matter::DetectPeople(const uint8_t* rgba) {
  std::lock_guard<std::mutex> lock(people_mutex_);
  // From the full frame: the detector scales it to its own input size.
  return people_.Detect(cv::Mat(height_, width_, CV_8UC4, const_cast<uint8_t*>(rgba)));
}

void Matter::Next(const uint8_t* rgba, uint8_t* alpha) {
  Announced announced;
  {
    std::lock_guard<std::mutex> lock(announced_mutex_);
    if (announced_.empty()) {
      // Not announced: its detection, if it is a detection frame, runs below on this thread.
      announced.detecting = announced_count_++ % kDetectInterval == 0;
    } else {
      announced = std::move(announced_.front());
      announced_.pop_front();
    }
  }
  const cv::Mat frame(height_, width_, CV_8UC4, const_cast<uint8_t*>(rgba));
  cv::Mat work_rgba = frame;
  if (work_size_ != frame.size()) cv::resize(frame, work_rgba, work_size_, 0, 0, cv::INTER_AREA);
  cv::Mat luma8, work_luma;
  cv::cvtColor(work_rgba, luma8, cv::COLOR_RGBA2GRAY);
  luma8.convertTo(work_luma, CV_32F, 1.0 / 255);

  // People and faces are looked for on the same frames: whether the shot is a close-up changes
  // no faster than where its people are.
  const bool detecting = announced.detecting;
  auto start = std::chrono::steady_clock::now();
  if (detecting) {
    close_up_ = false;
    for (const Detection& face : faces_.Detect(work_rgba.data, work_rgba.cols, work_rgba.rows)) {
      if (face.box.height >= kCloseUpFaceHeight * work_rgba.rows) close_up_ = true;
    }
  }
  stats_.detect_faces_ms += MsSince(start);

  // The time this frame waits for its people: the detection ran ahead, beside the frames before it.
  start = std::chrono::steady_clock::now();
  std::vector<Detection> people;
  if (detecting) people = announced.people.valid() ? announced.people.get() : DetectPeople(rgba);
  UpdatePeople(detecting ? &people : nullptr, double(work_rgba.cols) / width_);
  stats_.detect_people_ms += MsSince(start);

  start = std::chrono::steady_clock::now();
  cv::Mat coarse = Segment(work_rgba, close_up_);
  stats_.segment_ms += MsSince(start);

  start = std::chrono::steady_clock::now();
  Smooth(coarse, work_luma);
  Refine(coarse, work_luma, rgba, alpha);
  stats_.refine_ms += MsSince(start);
  stats_.frames++;
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
    // Where someone was and is no longer, the average decays towards 0 without reaching it; below
    // kNegligible it is 0, so the refinement can leave out the picture no one is in.
    cv::threshold(coarse, coarse, kNegligible, 0, cv::THRESH_TOZERO);
  }
  previous_coarse_ = coarse.clone();
  previous_luma_ = work_luma.clone();
}

void Matter::Refine(const cv::Mat& coarse, const cv::Mat& work_luma, const uint8_t* rgba, uint8_t* alpha) {
  const int radius = std::max(2, work_luma.rows / 120);
  // The guided filter's output is exactly 0 more than two radii from any pixel of non-zero
  // confidence (its a and b are 0 there), so it runs on the box around those pixels with that
  // margin, and the rest of the matte is 0. A frame with nobody in it costs almost nothing.
  cv::Mat present;
  cv::compare(coarse, 0.f, present, cv::CMP_GT);
  const cv::Rect found = cv::boundingRect(present);
  std::memset(alpha, 0, size_t(width_) * height_);
  if (found.empty()) return;
  const int margin = 2 * radius + 2;
  const cv::Rect roi = cv::Rect(found.x - margin, found.y - margin, found.width + 2 * margin, found.height + 2 * margin) & cv::Rect(cv::Point(0, 0), coarse.size());

  // Guided filter at working size: q = a * I + b per window, with a and b averaged over windows.
  const float eps = 4e-3f;
  const cv::Mat luma = work_luma(roi), p = coarse(roi);
  const cv::Mat mean_i = BoxMean(luma, radius);
  const cv::Mat mean_p = BoxMean(p, radius);
  const cv::Mat cov_ip = BoxMean(luma.mul(p), radius) - mean_i.mul(mean_p);
  const cv::Mat var_i = BoxMean(luma.mul(luma), radius) - mean_i.mul(mean_i);
  cv::Mat a = cov_ip / (var_i + eps);
  cv::Mat b = mean_p - a.mul(mean_i);
  a = BoxMean(a, radius);
  b = BoxMean(b, radius);
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
  const int span = int(x0.size());
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
      const uint8_t* px = rgba + (size_t(y) * width_ + x_begin) * 4;
      uint8_t* out = alpha + size_t(y) * width_ + x_begin;
      for (int i = 0; i < span; i++, px += 4) {
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
