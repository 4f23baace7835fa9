/**
 * For tests that drive a real RenderNode with jobs they control: the node's job kinds with their
 * real scheduling traits (render-node/jobs/index.ts), each running as the test says instead.
 */
import { type JobContext, type JobKindName, type JobKinds, jobKinds, type JobRun, type NodeJobKind } from '../../render-node/jobs/index.ts';

/**
 * The `kinds` and `context` of a RenderNode whose jobs run as `runs` says; a kind it leaves out
 * does nothing. The runs never read the context, so it is an empty stand-in.
 */
export function jobsRunning(runs: Partial<Record<JobKindName, (run: JobRun) => Promise<void>>>): { kinds: JobKinds; context: JobContext } {
  const kinds: Record<JobKindName, NodeJobKind> = { ...jobKinds };
  for (const name of Object.keys(jobKinds) as JobKindName[]) kinds[name] = { ...jobKinds[name], run: runs[name] ?? (async () => {}) };
  return { kinds, context: {} as JobContext };
}
