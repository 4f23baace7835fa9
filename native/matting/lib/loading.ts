/**
 * The matting addon: the shape of what the `.node` file exports, where it, libmediapipe.so and the
 * models are found, loading them once per process, and `mattingAvailable()`.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MattingError, MattingErrorCodes, asMattingError } from './errors.ts';

export interface NativeBox { x: number; y: number; width: number; height: number; score: number }

export interface NativeDetector {
  open(options: Record<string, unknown>): Promise<void>;
  detect(rgba: Uint8Array, width: number, height: number): Promise<NativeBox[]>;
  close(): Promise<void>;
}

/** Milliseconds a matter spent per stage, summed over the frames so far; `detections`: frames the person detector ran on. */
export interface MatterStats { frames: number; detections: number; detectFacesMs: number; detectPeopleMs: number; segmentMs: number; refineMs: number }

export interface NativeMatter {
  open(options: { library: string; segmentation: string; segmentationLandscape: string; faceDetection: string; personDetection: string; width: number; height: number; threads: number }): Promise<void>;
  /** Starts the work of a frame that does not depend on the frames before it; `rgba` stays unchanged until its next() settles. */
  ahead(rgba: Uint8Array): void;
  next(rgba: Uint8Array, alpha: Uint8Array): Promise<void>;
  stats(): MatterStats;
  close(): Promise<void>;
}

interface NativeAddon {
  FaceDetector: new () => NativeDetector;
  PersonDetector: new () => NativeDetector;
  Matter: new () => NativeMatter;
  loadLibrary(path: string): void;
  heapInUseBytes(): number;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where `npm run build:native` puts the addon; FRAMEFLEET_MATTING_ADDON points at another build. */
export const addonPath = process.env.FRAMEFLEET_MATTING_ADDON || fileURLToPath(new URL('../build/Release/framefleet_matting.node', import.meta.url));
/** libmediapipe.so as native/matting/setup/install.sh installs it; FRAMEFLEET_MEDIAPIPE_LIBRARY points at another copy. */
export const libraryPath = process.env.FRAMEFLEET_MEDIAPIPE_LIBRARY || join(repoRoot, '.framefleet', 'lib', 'mediapipe', 'libmediapipe.so');
/** The model files with their metadata, as install.sh writes them; FRAMEFLEET_MATTING_MODELS points at another folder. */
export const modelsDir = process.env.FRAMEFLEET_MATTING_MODELS || join(repoRoot, '.framefleet', 'models', 'matting');

export const models = {
  segmentation: join(modelsDir, 'selfie_segmentation.tflite'),
  segmentationLandscape: join(modelsDir, 'selfie_segmentation_landscape.tflite'),
  faceShortRange: join(modelsDir, 'face_detection_short_range.tflite'),
  faceFullRange: join(modelsDir, 'face_detection_full_range.tflite'),
  personDetection: join(modelsDir, 'pedestrian_ssdlite.tflite'),
} as const;

const setupHint = 'run ops/setup.sh (native/matting/setup/install.sh)';
let loaded: NativeAddon | undefined;
let availability: { available: boolean; reason?: string } | undefined;

/** The loaded addon; fails with ERR_MATTING_NOT_BUILT when it is missing or does not load. */
function loadAddon(): NativeAddon {
  if (loaded) return loaded;
  if (!existsSync(addonPath)) {
    throw new MattingError(MattingErrorCodes.NOT_BUILT, `the native matting addon is not built (${addonPath} is missing); run \`npm run build:native\``);
  }
  try {
    loaded = createRequire(import.meta.url)(addonPath) as NativeAddon;
  } catch (cause) {
    throw new MattingError(
      MattingErrorCodes.NOT_BUILT,
      `the native matting addon at ${addonPath} cannot be loaded (${(cause as Error).message}); run ops/setup.sh, then \`npm run build:native\``,
      { cause },
    );
  }
  return loaded;
}

function check(): { available: boolean; reason?: string } {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return { available: false, reason: `matting needs Linux x64 (the MediaPipe library installed by setup is built for it); this is ${process.platform} ${process.arch}` };
  }
  let native: NativeAddon;
  try {
    native = loadAddon();
  } catch (err) {
    return { available: false, reason: (err as Error).message };
  }
  if (!existsSync(libraryPath)) return { available: false, reason: `the MediaPipe library ${libraryPath} is not installed; ${setupHint}` };
  const missing = Object.values(models).filter((path) => !existsSync(path));
  if (missing.length > 0) return { available: false, reason: `matting model files are missing (${missing.join(', ')}); ${setupHint}` };
  try {
    native.loadLibrary(libraryPath);
  } catch (err) {
    return { available: false, reason: `${(asMattingError(err) as Error).message}; ${setupHint}` };
  }
  return { available: true };
}

/**
 * Whether the addon, libmediapipe.so and the models are usable in this process (checked once: the
 * library is loaded for good on success), and why not otherwise.
 */
export function mattingAvailable(): { available: boolean; reason?: string } {
  availability ??= check();
  return { ...availability };
}

/** The addon, once `mattingAvailable()` holds; a MattingError saying what is missing otherwise. */
export function addon(): NativeAddon {
  const status = mattingAvailable();
  if (!status.available) {
    if (!existsSync(addonPath) || !loaded) throw new MattingError(MattingErrorCodes.NOT_BUILT, status.reason!);
    throw new MattingError(MattingErrorCodes.UNAVAILABLE, status.reason!);
  }
  return loaded!;
}

/**
 * Bytes the C allocator has handed out to this process and not had back (every arena, and its
 * mmapped blocks): what native code holds now, without the freed memory the allocator keeps for
 * reuse that the resident set still counts. For leak checks of the addon's open/close cycles.
 */
export function nativeHeapInUseBytes(): number {
  return addon().heapInUseBytes();
}
