/**
 * The matting addon as a render node uses it: person segmentation and face/person detection from
 * packaged models (native/matting). Fact jobs take it from the node's job context (jobs/context.ts),
 * so a node can be given another implementation of the same interface (tests use a deterministic
 * one); by default they use the native addon (whose library and models load on first use).
 *
 * Frames are RGBA, tightly packed (width * height * 4 bytes); boxes are in pixels of the frame.
 */
import * as native from '../../native/matting/index.ts';

export interface Box { x: number; y: number; width: number; height: number; score: number }

export interface Detector {
  detect(rgba: Uint8Array, width: number, height: number): Promise<Box[]>;
  close(): Promise<void>;
}

/** A shot's mattes with frames in flight, as the matter does best with (native/matting's `matteEach`, which needs only `next`). */
export const matteEach = native.matteEach;

/**
 * A soft, temporally stable matte of the people in consecutive frames of one shot: each answer is
 * an 8-bit alpha plane (width * height bytes, 255 = person) at the frame's resolution.
 */
export interface Matter {
  next(rgba: Uint8Array): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface MattingAddon {
  openFaceDetector(options?: { range?: 'short' | 'full'; minScore?: number }): Promise<Detector>;
  openPersonDetector(options?: { minScore?: number }): Promise<Detector>;
  /** `threads`: the cores the job's slot holds (default: every core this process may use). */
  openMatter(options: { width: number; height: number; threads?: number }): Promise<Matter>;
  /** Whether the addon and its models are usable here (false with the reason when not installed). */
  mattingAvailable(): { available: boolean; reason?: string };
}

/** The native addon, held to the interface nodes use. */
const nativeMatting: MattingAddon = native;

/**
 * The native matting addon. Rejects with the reason when it is not built or its models are
 * missing, so a fact job fails as `matting_unavailable` rather than half-done (and the next job
 * asks again: the addon may be installed meanwhile).
 */
export async function loadMattingAddon(): Promise<MattingAddon> {
  const { available, reason } = nativeMatting.mattingAvailable();
  if (!available) throw new Error(reason ?? 'the matting addon is not usable on this node');
  return nativeMatting;
}
