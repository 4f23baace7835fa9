#!/usr/bin/python3
"""Adds the TFLite model metadata MediaPipe Tasks needs to a legacy MediaPipe model file.

The `.tflite` files of the npm packages @mediapipe/selfie_segmentation and
@mediapipe/face_detection predate MediaPipe Tasks and carry no metadata, while the Tasks
image segmenter and face detector read from it how to normalize the input image. This writes a
copy with a TFLITE_METADATA buffer naming the input as an RGB image with the given
normalization; the model's weights and graph are untouched.

Usage: add_tflite_metadata.py SCHEMA_DIR INPUT OUTPUT --mean M --std S --name NAME
  SCHEMA_DIR  the folder holding schema_py_generated.py and metadata_schema_py_generated.py
              (mediapipe/tasks/metadata of the mediapipe wheel)
Needs the flatbuffers and numpy Python packages (Debian: python3-flatbuffers, python3-numpy).
"""
import argparse
import os
import sys


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument('schema_dir')
    parser.add_argument('input')
    parser.add_argument('output')
    parser.add_argument('--mean', type=float, required=True)
    parser.add_argument('--std', type=float, required=True)
    parser.add_argument('--name', required=True)
    args = parser.parse_args()

    sys.path.insert(0, args.schema_dir)
    import flatbuffers
    import metadata_schema_py_generated as meta
    import schema_py_generated as tflite

    with open(args.input, 'rb') as f:
        model_bytes = f.read()
    model = tflite.ModelT.InitFromObj(tflite.Model.GetRootAsModel(model_bytes, 0))
    if any((m.name or b'') == b'TFLITE_METADATA' for m in (model.metadata or [])):
        print(f'{args.input} already has metadata', file=sys.stderr)
        return 1
    graph = model.subgraphs[0]

    image = meta.TensorMetadataT()
    image.name = 'image'
    image.content = meta.ContentT()
    image.content.contentPropertiesType = meta.ContentProperties.ImageProperties
    image.content.contentProperties = meta.ImagePropertiesT()
    image.content.contentProperties.colorSpace = meta.ColorSpaceType.RGB
    normalization = meta.ProcessUnitT()
    normalization.optionsType = meta.ProcessUnitOptions.NormalizationOptions
    normalization.options = meta.NormalizationOptionsT()
    normalization.options.mean = [args.mean]
    normalization.options.std = [args.std]
    image.processUnits = [normalization]
    image.stats = meta.StatsT()
    image.stats.min = [(0 - args.mean) / args.std]
    image.stats.max = [(255 - args.mean) / args.std]

    outputs = []
    for index in graph.outputs:
        tensor = meta.TensorMetadataT()
        tensor.name = graph.tensors[index].name.decode()
        outputs.append(tensor)

    subgraph = meta.SubGraphMetadataT()
    subgraph.inputTensorMetadata = [image]
    subgraph.outputTensorMetadata = outputs
    model_meta = meta.ModelMetadataT()
    model_meta.name = args.name
    model_meta.license = 'Apache-2.0'
    model_meta.subgraphMetadata = [subgraph]
    model_meta.minParserVersion = '1.0.0'
    builder = flatbuffers.Builder(0)
    builder.Finish(model_meta.Pack(builder), b'M001')

    buffer = tflite.BufferT()
    buffer.data = bytes(builder.Output())
    model.buffers.append(buffer)
    entry = tflite.MetadataT()
    entry.name = 'TFLITE_METADATA'
    entry.buffer = len(model.buffers) - 1
    model.metadata = (model.metadata or []) + [entry]

    builder = flatbuffers.Builder(len(model_bytes) + 4096)
    builder.Finish(model.Pack(builder), b'TFL3')
    temporary = args.output + '.partial'
    with open(temporary, 'wb') as f:
        f.write(builder.Output())
    os.replace(temporary, args.output)
    return 0


if __name__ == '__main__':
    sys.exit(main())
