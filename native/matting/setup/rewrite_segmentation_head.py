#!/usr/bin/python3
"""Rewrites the last layer of a selfie segmentation model into operations XNNPACK runs fast.

The selfie segmentation models end in MediaPipe's custom operation Convolution2DTransposeBias: a
transposed convolution with a 2x2 kernel and stride 2 from 16 channels to one, which doubles the
mask's size. Its kernel taps do not overlap, so each output pixel is one input pixel's 16 channels
weighted by the tap it falls on, plus the bias: the same arithmetic as a 1x1 convolution to four
channels (one per tap) followed by DEPTH_TO_SPACE with block 2. XNNPACK runs the transposed
convolution with its narrowest kernel (one output channel in an 8-wide tile, one pixel a step): a
quarter of the model's time for the last 1% of its arithmetic. The rewritten model computes every
output value the same way (the same products summed in the same order from the same bias), so its
masks are the same bytes; the weights are the model's own, widened from float16 as the model's
DEQUANTIZE operations widen them.

Usage: rewrite_segmentation_head.py SCHEMA_DIR INPUT OUTPUT
  SCHEMA_DIR  the folder holding schema_py_generated.py (mediapipe/tasks/metadata of the mediapipe wheel)
Needs the flatbuffers and numpy Python packages (Debian: python3-flatbuffers, python3-numpy).
"""
import os
import struct
import sys


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    schema_dir, input_path, output_path = sys.argv[1:]
    sys.path.insert(0, schema_dir)
    import flatbuffers
    import numpy as np
    import schema_py_generated as tflite

    with open(input_path, 'rb') as f:
        model_bytes = f.read()
    model = tflite.ModelT.InitFromObj(tflite.Model.GetRootAsModel(model_bytes, 0))
    graph = model.subgraphs[0]
    ops = graph.operators
    code_of = lambda op: model.operatorCodes[op.opcodeIndex]
    builtin = lambda code: max(code.builtinCode, code.deprecatedBuiltinCode)
    heads = [i for i, op in enumerate(ops) if builtin(code_of(op)) == tflite.BuiltinOperator.CUSTOM and code_of(op).customCode == b'Convolution2DTransposeBias']
    if len(heads) != 1:
        print(f'{input_path}: expected one Convolution2DTransposeBias, found {len(heads)}', file=sys.stderr)
        return 1
    head = ops[heads[0]]
    source, weights_index, bias_index = head.inputs
    (target,) = head.outputs
    in_shape, weights_shape, out_shape = (list(graph.tensors[t].shape) for t in (source, weights_index, target))
    # Weights [out channels, kernel h, kernel w, in channels]: one output channel, 2x2 taps, stride 2.
    if weights_shape[:3] != [1, 2, 2] or weights_shape[3] != in_shape[3] or out_shape != [1, in_shape[1] * 2, in_shape[2] * 2, 1]:
        print(f'{input_path}: a transposed convolution this does not rewrite: {in_shape} x {weights_shape} -> {out_shape}', file=sys.stderr)
        return 1
    # MediaPipe's options: padding (1 = SAME), stride width, stride height, as little-endian int32s.
    padding, stride_w, stride_h = struct.unpack('<3i', bytes(head.customOptions)[:12])
    if (stride_w, stride_h) != (2, 2):
        print(f'{input_path}: stride {stride_w}x{stride_h}, not 2x2', file=sys.stderr)
        return 1

    def constant(tensor_index):
        """A constant's float32 values: its own, or those of the DEQUANTIZE that makes it, and that operation."""
        maker = next((i for i, op in enumerate(ops) if tensor_index in op.outputs), None)
        if maker is None:
            tensor = graph.tensors[tensor_index]
            return np.frombuffer(bytes(model.buffers[tensor.buffer].data), dtype=np.float32).reshape(tensor.shape), None
        op = ops[maker]
        if builtin(code_of(op)) != tflite.BuiltinOperator.DEQUANTIZE:
            raise SystemExit(f'{input_path}: tensor {tensor_index} is not a constant')
        packed = graph.tensors[op.inputs[0]]
        dtype = {tflite.TensorType.FLOAT16: np.float16, tflite.TensorType.FLOAT32: np.float32}[packed.type]
        values = np.frombuffer(bytes(model.buffers[packed.buffer].data), dtype=dtype).reshape(packed.shape)
        return values.astype(np.float32), maker

    weights, weights_maker = constant(weights_index)
    bias, bias_maker = constant(bias_index)
    taps = weights[0].reshape(4, 1, 1, weights_shape[3])  # tap (ky, kx) -> channel ky * 2 + kx, as DEPTH_TO_SPACE reads them
    tap_bias = np.repeat(bias.reshape(1), 4).astype(np.float32)

    def add_tensor(name, shape, values=None):
        tensor = tflite.TensorT()
        tensor.name = name.encode()
        tensor.shape = shape
        tensor.type = tflite.TensorType.FLOAT32
        buffer = tflite.BufferT()
        if values is not None:
            buffer.data = np.ascontiguousarray(values, dtype='<f4').tobytes()
        model.buffers.append(buffer)
        tensor.buffer = len(model.buffers) - 1
        graph.tensors.append(tensor)
        return len(graph.tensors) - 1

    def opcode(code):
        for i, c in enumerate(model.operatorCodes):
            if builtin(c) == code:
                return i
        entry = tflite.OperatorCodeT()
        entry.builtinCode = code
        entry.deprecatedBuiltinCode = min(code, 127)
        entry.version = 1
        model.operatorCodes.append(entry)
        return len(model.operatorCodes) - 1

    taps_index = add_tensor('segmentation_head/taps', [4, 1, 1, weights_shape[3]], taps)
    tap_bias_index = add_tensor('segmentation_head/tap_bias', [4], tap_bias)
    per_tap = add_tensor('segmentation_head/per_tap', [1, in_shape[1], in_shape[2], 4])

    conv = tflite.OperatorT()
    conv.opcodeIndex = opcode(tflite.BuiltinOperator.CONV_2D)
    conv.inputs = [source, taps_index, tap_bias_index]
    conv.outputs = [per_tap]
    conv.builtinOptionsType = tflite.BuiltinOptions.Conv2DOptions
    conv.builtinOptions = tflite.Conv2DOptionsT()
    conv.builtinOptions.padding = tflite.Padding.VALID
    conv.builtinOptions.strideW = conv.builtinOptions.strideH = 1
    conv.builtinOptions.dilationWFactor = conv.builtinOptions.dilationHFactor = 1
    conv.builtinOptions.fusedActivationFunction = tflite.ActivationFunctionType.NONE

    to_space = tflite.OperatorT()
    to_space.opcodeIndex = opcode(tflite.BuiltinOperator.DEPTH_TO_SPACE)
    to_space.inputs = [per_tap]
    to_space.outputs = [target]
    to_space.builtinOptionsType = tflite.BuiltinOptions.DepthToSpaceOptions
    to_space.builtinOptions = tflite.DepthToSpaceOptionsT()
    to_space.builtinOptions.blockSize = 2

    # The head and the DEQUANTIZE operations that fed it only, replaced where the head was.
    dropped = {heads[0]} | {m for m in (weights_maker, bias_maker) if m is not None and not any(
        ops[m].outputs[0] in op.inputs for j, op in enumerate(ops) if j != heads[0])}
    rewritten = []
    for i, op in enumerate(ops):
        if i == heads[0]:
            rewritten += [conv, to_space]
        elif i not in dropped:
            rewritten.append(op)
    graph.operators = rewritten
    # Operator codes no operation uses any more (the custom one) go, the rest renumbered.
    used = sorted({op.opcodeIndex for op in rewritten})
    renumbered = {old: new for new, old in enumerate(used)}
    model.operatorCodes = [model.operatorCodes[i] for i in used]
    for op in rewritten:
        op.opcodeIndex = renumbered[op.opcodeIndex]
    print(f'{os.path.basename(input_path)}: Convolution2DTransposeBias {in_shape} -> {out_shape} as CONV_2D 1x1 to 4 channels and DEPTH_TO_SPACE 2 (padding {padding})')

    builder = flatbuffers.Builder(len(model_bytes) + 65536)
    builder.Finish(model.Pack(builder), b'TFL3')
    temporary = output_path + '.partial'
    with open(temporary, 'wb') as f:
        f.write(builder.Output())
    os.replace(temporary, output_path)
    return 0


if __name__ == '__main__':
    sys.exit(main())
