/**
 * How a node fills its cores: one scene per core, each scene's x264 on one thread.
 *
 * x264's bytes depend on its thread count (the same frames at 1, 2, 3 and 4 threads give four
 * different streams), so the count must not follow the node: a render's scenes are joined from
 * whichever nodes drew them, and the output must be the same bytes on one node or forty, on two
 * cores or sixteen. One thread is also x264's cheapest way to spend a core (no frame-thread
 * overhead), and the plan cuts every render longer than a few seconds into enough scenes
 * (control-plane/domain/render-plan.ts) that the parallelism comes from the scenes instead.
 */
import { availableParallelism } from 'node:os';

/** x264/x265 threads of every scene's encoder, on every node. */
export const sceneEncoderThreads = 1;

/** The cores this process may use. */
export function machineCores(): number {
  return availableParallelism();
}

/** Scenes a node draws and encodes at once unless told: one per core (`cores` at least 1). */
export function defaultSceneSlots(cores: number = machineCores()): number {
  if (!Number.isInteger(cores) || cores < 1) throw new RangeError('cores must be a positive integer');
  return cores;
}
