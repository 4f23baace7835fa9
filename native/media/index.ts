/**
 * framefleet's media addon: a thin layer over the native code in `./src` (libavcodec, libavformat,
 * libswscale, libswresample). The TypeScript in `./lib` checks arguments, chooses encoders and their
 * settings, and turns native failures into `EncoderError`s with stable codes; the addon does the heavy
 * work off the event loop. Importers use this module only.
 *
 *   probeEncoders()        which of nvenc / vaapi / software really open for H.264 and HEVC, and why not   lib/probe.ts
 *   openVideoEncoder()     RGBA frames in, one closed-GOP MP4 segment out (starts with an IDR frame)       lib/encoder.ts
 *   openGrayVideoEncoder() 8-bit planes in (a matte's alpha), lossless FFV1 gray in Matroska out            lib/encoder.ts
 *   openAlphaVideoEncoder() straight-alpha RGBA in, VP9 with alpha (yuva420p) in WebM out                  lib/encoder.ts
 *   mixAndEncodeAudio()    float PCM tracks mixed and encoded to AAC-LC 48 kHz stereo (nothing when silent) lib/audio.ts
 *   assembleSegments()     segments joined by stream copy, plus audio, into a faststart MP4              lib/assemble.ts
 *   openSegmentJoiner()    the same join, fed one segment at a time as they arrive                      lib/assemble.ts
 *   openVideoDecoder()     frames of a source video by index, as RGBA scaled and placed for drawing      lib/decoder.ts
 *   cutOut()               a video frame's subject cut out by its matte, and the box it covers             lib/cut-out.ts
 */
export { BACKENDS, CODECS, PRESETS, SCALERS, type Backend, type BackendChoice, type Codec, type Preset, type Scaler } from './lib/constants.ts';
export { EncoderError, ErrorCodes, type EncoderErrorCode } from './lib/errors.ts';
export {
  addonPath,
  isAddonBuilt,
  libraryVersions,
  releaseFrame,
  retainLargeAllocations,
  type CutOutBox,
  type DecoderStats,
  type EncoderStats,
  type LibraryVersions,
} from './lib/loading.ts';
export { parseFps, type Rational, type Rect } from './lib/validators.ts';
export { x264AsmFlags } from './lib/encoder-settings.ts';
export { probeEncoders, type EncoderCapability, type ProbeOptions, type ProbeReport } from './lib/probe.ts';
export {
  VideoEncoder, openAlphaVideoEncoder, openGrayVideoEncoder, openVideoEncoder,
  type AlphaVideoEncoderOptions, type EncodedCodec, type GrayVideoEncoderOptions, type SegmentInfo, type VideoEncoderOptions,
} from './lib/encoder.ts';
export { AUDIO_SAMPLE_RATE, mixAndEncodeAudio, type AudioMixOptions, type AudioMixResult, type AudioTrack } from './lib/audio.ts';
export { assembleSegments, openSegmentJoiner, SegmentJoiner, type AssembleOptions, type AssembleResult, type SegmentJoinerOptions } from './lib/assemble.ts';
export { inspectMediaFile, type MediaFileFacts, type MediaStreamFacts, type PacketTimes } from './lib/inspect.ts';
export { VideoDecoder, openVideoDecoder, type FramePlacement, type VideoFileInfo } from './lib/decoder.ts';
export { cutOut, type PixelBox } from './lib/cut-out.ts';
