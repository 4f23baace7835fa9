#include "person_detector.h"

#include <opencv2/imgproc.hpp>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <unistd.h>

#include "common.h"

namespace mat {
namespace {

constexpr int kInputSize = 300;
constexpr int kFeatureMaps = 6;
constexpr float kNmsIou = 0.6f;
// The graph's feature extractor input: the pre-processing (resize, x * 2/255 - 1) is done here.
constexpr const char* kInputNode = "FeatureExtractor/MobilenetV2/MobilenetV2/input";
// That input as a placeholder node: what the blob is fed to.
constexpr const char* kInputPlaceholder = R"(node {
  name: "FeatureExtractor/MobilenetV2/MobilenetV2/input"
  op: "Placeholder"
  attr {
    key: "dtype"
    value {
      type: DT_FLOAT
    }
  }
})";

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CodedError(code::kModel, "cannot read the person detector model " + path);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The graph as text (OpenCV writes it with the constants' values left out), through a temporary
// file since that is the only way OpenCV gives it.
std::string TextGraph(const std::string& model) {
  std::string template_path = (std::filesystem::temp_directory_path() / "framefleet-ssd-XXXXXX").string();
  char* path = template_path.data();
  const int fd = mkstemp(path);
  if (fd < 0) throw CodedError(code::kModel, "cannot make a temporary file for the person detector's graph");
  close(fd);
  try {
    cv::dnn::writeTextGraph(model, path);
  } catch (const cv::Exception& e) {
    unlink(path);
    throw CodedError(code::kModel, "cannot read the person detector model " + model + ": " + e.what());
  }
  std::string text = ReadFile(path);
  unlink(path);
  return text;
}

// One top-level `node { ... }` block of a text graph, its name and inputs.
struct TextNode {
  std::string text, name, op;
  std::vector<std::string> inputs;
};

std::string FieldValue(const std::string& line) {
  const size_t open = line.find('"'), close = line.rfind('"');
  return open == std::string::npos || close <= open ? std::string() : line.substr(open + 1, close - open - 1);
}

std::vector<TextNode> SplitNodes(const std::string& text) {
  std::vector<TextNode> nodes;
  size_t at = 0;
  while ((at = text.find("node {", at)) != std::string::npos) {
    size_t end = at;
    int depth = 0;
    bool quoted = false;
    for (; end < text.size(); end++) {
      const char c = text[end];
      if (quoted) {
        if (c == '\\') end++;
        else if (c == '"') quoted = false;
      } else if (c == '"') quoted = true;
      else if (c == '{') depth++;
      else if (c == '}' && --depth == 0) break;
    }
    TextNode node;
    node.text = text.substr(at, end + 1 - at);
    // The node's own fields are indented two spaces; its attributes' deeper.
    std::istringstream lines(node.text);
    for (std::string line; std::getline(lines, line);) {
      if (line.rfind("  name: ", 0) == 0) node.name = FieldValue(line);
      else if (line.rfind("  op: ", 0) == 0) node.op = FieldValue(line);
      else if (line.rfind("  input: ", 0) == 0) {
        std::string input = FieldValue(line);
        if (!input.empty() && input[0] == '^') input.erase(0, 1);
        input = input.substr(0, input.find(':'));
        node.inputs.push_back(input);
      }
    }
    nodes.push_back(std::move(node));
    at = end + 1;
  }
  return nodes;
}

// The text graph of only the nodes `outputs` depend on, back to the feature extractor's input,
// which becomes a placeholder; constants are left out (OpenCV takes them from the binary graph).
std::string PrunedGraph(const std::string& text, const std::vector<std::string>& outputs) {
  const std::vector<TextNode> nodes = SplitNodes(text);
  std::map<std::string, const TextNode*> by_name;
  for (const TextNode& node : nodes) by_name[node.name] = &node;
  std::set<std::string> kept;
  std::vector<std::string> pending(outputs);
  while (!pending.empty()) {
    const std::string name = pending.back();
    pending.pop_back();
    if (!kept.insert(name).second || name == kInputNode) continue;
    const auto node = by_name.find(name);
    if (node == by_name.end()) throw CodedError(code::kModel, "the person detector's graph has no node " + name + " (not the SSDLite graph this detector reads)");
    pending.insert(pending.end(), node->second->inputs.begin(), node->second->inputs.end());
  }
  if (!kept.count(kInputNode) || !by_name.count(kInputNode)) throw CodedError(code::kModel, std::string("the person detector's graph has no ") + kInputNode);
  std::string pruned;
  for (const TextNode& node : nodes) {
    if (!kept.count(node.name) || node.op == "Const") continue;
    pruned += node.name == kInputNode ? kInputPlaceholder : node.text;
    pruned += "\n";
  }
  return pruned;
}

// The pruned graph of a model file, made once per process (writing the text graph takes a while).
const std::string& PrunedGraphOf(const std::string& model, const std::vector<std::string>& outputs) {
  static std::mutex mutex;
  static std::map<std::string, std::string> made;
  std::lock_guard<std::mutex> lock(mutex);
  auto found = made.find(model);
  if (found == made.end()) found = made.emplace(model, PrunedGraph(TextGraph(model), outputs)).first;
  return found->second;
}

}  // namespace

PersonDetector::PersonDetector(const std::string& model, float min_score) : min_score_(min_score) {
  for (int i = 0; i < kFeatureMaps; i++) {
    // OpenCV names each predictor by its convolution (the bias is folded into it).
    outputs_.push_back("BoxPredictor_" + std::to_string(i) + "/BoxEncodingPredictor/Conv2D");
    outputs_.push_back("BoxPredictor_" + std::to_string(i) + "/ClassPredictor/Conv2D");
  }
  std::vector<std::string> graph_outputs;
  for (const std::string& name : outputs_) graph_outputs.push_back(name.substr(0, name.rfind('/')) + "/BiasAdd");
  const std::string weights = ReadFile(model);
  const std::string& graph = PrunedGraphOf(model, graph_outputs);
  try {
    net_ = cv::dnn::readNetFromTensorflow(weights.data(), weights.size(), graph.data(), graph.size());
  } catch (const cv::Exception& e) {
    throw CodedError(code::kModel, "cannot load the person detector model " + model + ": " + e.what());
  }
  // The graph's anchors (TensorFlow's ssd_anchor_generator: 6 maps, scales 0.2 to 0.95, aspect
  // ratios 1, 2, 1/2, 3, 1/3 and one more of ratio 1 between a map's scale and the next's; three
  // on the first map), on the maps of a 300x300 input: 19, 10, 5, 3, 2 and 1 cells a side.
  const int cells[kFeatureMaps] = {19, 10, 5, 3, 2, 1};
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
    for (int y = 0; y < cells[map]; y++)
      for (int x = 0; x < cells[map]; x++)
        for (const auto& [s, ratio] : shapes)
          anchors.push_back({(y + 0.5f) / cells[map], (x + 0.5f) / cells[map], s / std::sqrt(ratio), s * std::sqrt(ratio)});
    anchors_.push_back(std::move(anchors));
  }
}

// The model was trained on pictures no wider than about 4:3 (people squeezed further are missed): a
// wider frame is seen as overlapping 4:3 tiles across it (two for 16:9), one taller than 3:4 as
// 3:4 tiles down it.
std::vector<cv::Rect> PersonDetector::Tiles(cv::Size frame) {
  const bool wide = frame.width * 3 > frame.height * 4, tall = frame.height * 3 > frame.width * 4;
  if (!wide && !tall) return {cv::Rect(cv::Point(0, 0), frame)};
  const int length = wide ? frame.width : frame.height;
  const int tile = int(std::lround(wide ? frame.height * 4.0 / 3 : frame.width * 4.0 / 3));
  const int count = (length + tile - 1) / tile;
  std::vector<cv::Rect> tiles;
  for (int i = 0; i < count; i++) {
    const int at = int(std::lround(double(length - tile) * i / (count - 1)));
    tiles.push_back(wide ? cv::Rect(at, 0, tile, frame.height) : cv::Rect(0, at, frame.width, tile));
  }
  return tiles;
}

void PersonDetector::DetectIn(const cv::Mat& rgba, cv::Point offset, std::vector<cv::Rect2d>& boxes, std::vector<float>& scores) {
  // Scaled to the input size first (bilinear, channel by channel, as blobFromImage would), so only
  // 300x300 pixels lose their alpha; then x * 2/255 - 1, as the graph's pre-processing scales it.
  cv::Mat input, rgb;
  cv::resize(rgba, input, cv::Size(kInputSize, kInputSize), 0, 0, cv::INTER_LINEAR);
  cv::cvtColor(input, rgb, cv::COLOR_RGBA2RGB);
  net_.setInput(cv::dnn::blobFromImage(rgb, 2.0 / 255, cv::Size(), cv::Scalar::all(127.5), false, false));
  std::vector<cv::Mat> out;
  net_.forward(out, outputs_);
  // Sigmoid confidence at least min_score, as a logit: most anchors are dropped without an exp().
  const float min_logit = std::log(min_score_ / (1.f - min_score_));
  for (int map = 0; map < kFeatureMaps; map++) {
    const cv::Mat& encodings = out[2 * map];  // 1 x (anchors*4) x cells x cells
    const cv::Mat& logits = out[2 * map + 1];  // 1 x (anchors*2) x cells x cells: background, person
    const int cells = encodings.size[2], per_cell = encodings.size[1] / 4;
    const size_t plane = size_t(cells) * cells;
    const float* e = encodings.ptr<float>();
    const float* l = logits.ptr<float>();
    for (int y = 0; y < cells; y++)
      for (int x = 0; x < cells; x++)
        for (int a = 0; a < per_cell; a++) {
          const size_t at = size_t(y) * cells + x;
          const float logit = l[(a * 2 + 1) * plane + at];
          if (logit < min_logit) continue;
          const Anchor& anchor = anchors_[map][at * per_cell + a];
          // Faster R-CNN box coding with scales 10, 10, 5, 5 (the graph's box coder).
          const float cy = e[(a * 4) * plane + at] / 10.f * anchor.h + anchor.cy;
          const float cx = e[(a * 4 + 1) * plane + at] / 10.f * anchor.w + anchor.cx;
          const float h = std::exp(e[(a * 4 + 2) * plane + at] / 5.f) * anchor.h;
          const float w = std::exp(e[(a * 4 + 3) * plane + at] / 5.f) * anchor.w;
          boxes.emplace_back(offset.x + double(cx - w / 2) * rgba.cols, offset.y + double(cy - h / 2) * rgba.rows, double(w) * rgba.cols, double(h) * rgba.rows);
          scores.push_back(1.f / (1.f + std::exp(-logit)));
        }
  }
}

std::vector<Detection> PersonDetector::Detect(const cv::Mat& rgba) {
  std::vector<cv::Rect2d> boxes;
  std::vector<float> scores;
  for (const cv::Rect& tile : Tiles(rgba.size())) DetectIn(rgba(tile), tile.tl(), boxes, scores);
  // The boxes of all tiles together: a person where tiles overlap is found once.
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
