/**
 * How a node fills its cores: one scene per core, each scene's x264 on one thread, and where a
 * machine has more cores than render slots, drawing threads for the scenes.
 *
 * x264's bytes depend on its thread count (the same frames at 1, 2, 3 and 4 threads give four
 * different streams), so the count must not follow the node: a render's scenes are joined from
 * whichever nodes drew them, and the output must be the same bytes on one node or forty, on two
 * cores or sixteen. One thread is also x264's cheapest way to spend a core (no frame-thread
 * overhead), and the plan cuts every render longer than a few seconds into enough scenes
 * (control-plane/features/renders/render-plan.ts) that the parallelism comes from the scenes instead.
 */
import { availableParallelism } from 'node:os';

/** x264/x265 threads of every scene's encoder, on every node. */
export const sceneEncoderThreads = 1;

/** The cores this process may use. */
export function machineCores(): number {
  return availableParallelism();
}

/**
 * Whether a scene gives its render slot to the next one as soon as its frames are all in its
 * encoder, rather than once the encoder closed: true when the machine's render slots (all of its
 * nodes or embedded workers together) are fewer than its cores. At a scene's end x264 still
 * encodes the frames its lookahead holds (about a third of a second of one thread at 1080p) while
 * the scene draws nothing; with a core to spare the next scene draws meanwhile (`framefleet render
 * --workers 1` of the short composition on two cores: 10.3 -> 8.3 s). With every core already
 * drawing, the overlap only crowds them (two workers on two cores: 7.6 -> 8.0 s), so the slot
 * waits for the close (control-plane/features/renders/README.md, Sizing a node).
 */
export function overlapSceneEnds(machineSlots: number, cores: number = machineCores()): boolean {
  return machineSlots < cores;
}

/** Scenes a node draws and encodes at once unless told: one per core (`cores` at least 1). */
export function defaultSceneSlots(cores: number = machineCores()): number {
  if (!Number.isInteger(cores) || cores < 1) throw new RangeError('cores must be a positive integer');
  return cores;
}

/**
 * Drawing threads a scene takes besides its own thread (render-node/draw-threads.ts): the cores a
 * render slot has beyond its first, where the machine has more cores than slots (`framefleet
 * serve` starts at most four embedded workers, `--slots` may be set below the cores). With a slot
 * per core, none: the scenes already fill the cores. The threads only draw what they can without
 * decoding video, and they never change a frame's bytes, so the count may follow the machine.
 */
export function drawThreadsPerScene(machineSlots: number, setting: number | 'auto' = 'auto', cores: number = machineCores()): number {
  if (setting !== 'auto') return setting;
  if (!Number.isInteger(machineSlots) || machineSlots < 1) throw new RangeError('machineSlots must be a positive integer');
  return Math.max(0, Math.floor(cores / machineSlots) - 1);
}
