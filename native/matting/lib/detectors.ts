/** Face detection (BlazeFace through MediaPipe Tasks) and whole-body person detection (an SSDLite pedestrian detector, converted to TFLite and quantized to 8 bits, through MediaPipe Tasks). */
import { MattingError, MattingErrorCodes, nativeCall } from './errors.ts';
import { addon, models, libraryPath, type NativeDetector } from './loading.ts';
import { checkChoice, checkFrame, checkOptions, checkScore, checkSize } from './validators.ts';

/** A detection, in pixels of the input frame; `score` in 0..1. */
export interface Box { x: number; y: number; width: number; height: number; score: number }

export interface Detector {
  /** The boxes found in one RGBA frame (width*height*4 bytes), best first. */
  detect(rgba: Uint8Array, width: number, height: number): Promise<Box[]>;
  /** Releases the model; detect() rejects with ERR_MATTING_CLOSED afterwards. */
  close(): Promise<void>;
}

export const FACE_RANGES = ['short', 'full'] as const;
export type FaceRange = (typeof FACE_RANGES)[number];

class NativeDetectorHandle implements Detector {
  #native: NativeDetector;
  #closed = false;
  constructor(native: NativeDetector) {
    this.#native = native;
  }

  async detect(rgba: Uint8Array, width: number, height: number): Promise<Box[]> {
    checkSize(width, 'width', 1);
    checkSize(height, 'height', 1);
    const frame = checkFrame(rgba, width, height);
    if (this.#closed) throw new MattingError(MattingErrorCodes.CLOSED, 'detect() after close()');
    const boxes = await nativeCall(() => this.#native.detect(frame, width, height));
    return boxes.sort((a, b) => b.score - a.score);
  }

  async close(): Promise<void> {
    this.#closed = true;
    await nativeCall(() => this.#native.close());
  }
}

/**
 * Face detection with BlazeFace: `range: 'full'` (default) finds faces from about 20 pixels across
 * anywhere in the frame (the model for faces up to 5 m from the camera), `'short'` only large,
 * close faces (within about 2 m) but is about three times faster. `minScore` defaults to 0.5.
 */
export async function openFaceDetector(options?: { range?: FaceRange; minScore?: number }): Promise<Detector> {
  const o = checkOptions(options, 'options');
  const range = checkChoice(o.range, 'options.range', FACE_RANGES, 'full');
  const minScore = checkScore(o.minScore, 'options.minScore', 0.5);
  const native = new (addon().FaceDetector)();
  await nativeCall(() => native.open({ library: libraryPath, model: range === 'full' ? models.faceFullRange : models.faceShortRange, minScore }));
  return new NativeDetectorHandle(native);
}

/**
 * Whole-body person detection: standing and walking people, from about 40 pixels tall in a 576-row
 * wide shot (the model sees 300x300: the frame, or overlapping 4:3 tiles of a frame wider than 4:3
 * or taller than 3:4). `score` is the model's confidence;
 * `minScore` defaults to 0.5.
 */
export async function openPersonDetector(options?: { minScore?: number }): Promise<Detector> {
  const o = checkOptions(options, 'options');
  const minScore = checkScore(o.minScore, 'options.minScore', 0.5);
  const native = new (addon().PersonDetector)();
  await nativeCall(() => native.open({ library: libraryPath, model: models.personDetection, minScore }));
  return new NativeDetectorHandle(native);
}
