/**
 * The render node's job kinds, by their name in the queue's JobEnvelope (its `job` oneof): what
 * node.ts runs each job with and schedules it by (kind.ts says what a kind is; context.ts is what
 * the kinds share on a node).
 *
 * Adding a job kind (node side):
 * 1. Once the kind is in JobEnvelope's `job` oneof and its result in JobResult's (proto/, then
 *    `npm run proto:gen`), the type checker names it missing from `jobKinds` below.
 * 2. Write jobs/<kind>.ts (file named as the kind, in kebab case) exporting one `NodeJobKind`: its
 *    `run` does the job with the helpers of context.ts (`withBlobs`, `throughOutages`…) and reports
 *    it with `ctx.farm.complete({ <kind>: result }, file?)`; its docs say what it does.
 * 3. Set its traits: `slot` ('hold' unless it takes its slot itself or needs none),
 *    `startsBeforeWanted` and `abortedOnDrain` (false unless it has a reason, documented there).
 * 4. List it in `jobKinds`. node.ts, start.ts and the node's metrics (label `kind`) need no change.
 * 5. Test its `run` against a faked farm and blob cache, as test/farm/scene-overlap.test.ts does.
 */
import type { JobEnvelope__Output } from '../../proto/index.ts';
import { JobFailure } from '../../shared/failures.ts';
import type { JobKindName, NodeJobKind } from './kind.ts';
import { analyze } from './analyze.ts';
import { assemble } from './assemble.ts';
import { componentPreview } from './component-preview.ts';
import { extractAudio } from './extract-audio.ts';
import { fact } from './fact.ts';
import { probe } from './probe.ts';
import { scene } from './scene.ts';
import { still } from './still.ts';
import { verify } from './verify.ts';

export type { JobKindName, JobRun, NodeJobKind, SlotPolicy } from './kind.ts';
export { JobContext, type JobContextOptions } from './context.ts';

/** Every kind of the envelope's `job` oneof, each with its module's `NodeJobKind`. */
export type JobKinds = { readonly [K in JobKindName]: NodeJobKind };

export const jobKinds: JobKinds = { scene, assemble, probe, analyze, extractAudio, still, fact, componentPreview, verify };

/**
 * What a node does with a job of a kind it does not know (none set, or one this node's code
 * predates): as with any scene-queue kind but scenes and assemblies, it waits for the wanted check
 * and a slot, then fails as `job_unknown`.
 */
const unknownKind: NodeJobKind = {
  run: async ({ envelope }) => { throw new JobFailure('job_unknown', `unknown job kind ${String(envelope.job)}`); },
  slot: 'hold',
  startsBeforeWanted: false,
  abortedOnDrain: false,
};

/** The kind of a job among `kinds`; one it does not name gets a stand-in that fails it as `job_unknown`. */
export function jobKindOf(kinds: JobKinds, envelope: JobEnvelope__Output): NodeJobKind {
  const name = envelope.job;
  return name !== undefined && Object.hasOwn(kinds, name) ? kinds[name] : unknownKind;
}
