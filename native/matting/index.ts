/**
 * framefleet's matting addon: person segmentation and face and person detection on RGBA frames,
 * from models shipped in registry packages (see README.md). The TypeScript in `./lib` checks
 * arguments and turns native failures into `MattingError`s with stable codes; the addon does the
 * work off the event loop. Importers use this module only.
 *
 *   mattingAvailable()     whether the addon, libmediapipe.so and the models are usable here, and why not   lib/loading.ts
 *   openFaceDetector()     face boxes (BlazeFace short or full range)                                      lib/detectors.ts
 *   openPersonDetector()   whole-body person boxes (SSDLite pedestrian detector, 8-bit, MediaPipe)        lib/detectors.ts
 *   openMatter()           soft, temporally stable alpha mattes of the people in a shot's frames           lib/matter.ts
 *   nativeHeapInUseBytes() what the C allocator has handed out and not had back, for leak checks          lib/loading.ts
 */
export { MattingError, MattingErrorCodes, type MattingErrorCode } from './lib/errors.ts';
export { addonPath, libraryPath, mattingAvailable, models, modelsDir, nativeHeapInUseBytes } from './lib/loading.ts';
export { FACE_RANGES, openFaceDetector, openPersonDetector, type Box, type Detector, type FaceRange } from './lib/detectors.ts';
export { framesInFlight, matteEach, openMatter, type Matter, type MatterStats } from './lib/matter.ts';
