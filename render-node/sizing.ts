/**
 * How a machine's cores are shared among the scenes it renders at once: each scene's encoder
 * gets an equal share, so that running more scenes side by side (embedded workers, a node's
 * slots) divides the cores instead of oversubscribing them. libx264 left to choose starts 1.5
 * threads per core in every encoder, which with two scenes on two cores is six threads fighting
 * for two cores on top of the drawing.
 *
 * x264's bytes depend on its thread count, so nodes whose outputs are joined must get the same
 * count: a farm gives every node the same cores and slots (or the same `--encoder-threads`).
 */
import { availableParallelism } from 'node:os';

/** x264 threads for each of `concurrentScenes` scenes encoding at once on `cores` cores. */
export function encoderThreadsPerScene(cores: number, concurrentScenes: number): number {
  if (!Number.isInteger(cores) || cores < 1) throw new RangeError('cores must be a positive integer');
  if (!Number.isInteger(concurrentScenes) || concurrentScenes < 1) throw new RangeError('concurrentScenes must be a positive integer');
  return Math.max(1, Math.floor(cores / concurrentScenes));
}

/** The cores this process may use. */
export function machineCores(): number {
  return availableParallelism();
}
