/**
 * What a job kind is to the render node (node.ts): how a job of the kind runs, and the traits the
 * node schedules it by. Each kind's module (jobs/<kind>.ts) exports one `NodeJobKind`; index.ts
 * lists them by their name in the queue's JobEnvelope.
 */
import type { JobEnvelope__Output } from '../../proto/index.ts';
import type { BackgroundSpawn } from '../background.ts';
import type { JobSlot } from '../render-slot.ts';
import type { JobContext } from './context.ts';
import type { JobCostMeter } from '../job-cost.ts';

/** A job kind's name: the field of JobEnvelope's `job` oneof that carries it. */
export type JobKindName = NonNullable<JobEnvelope__Output['job']>;

export interface JobRun {
  envelope: JobEnvelope__Output;
  nodeId: string;
  /** Aborted when the control plane says the render no longer needs this job. */
  signal: AbortSignal;
  /**
   * The job's render slot. A kind whose `slot` is 'own' takes it (`acquire`) once its inputs are
   * ready and gives it back (`release`) as soon as its encoder is closed, before uploading and
   * reporting; with 'hold' the node took it before the job started; with 'none' it stays untaken.
   */
  slot: JobSlot;
  /**
   * Settles once the control plane has said whether the job is still wanted (a stale job's
   * `signal` is aborted first). Jobs start only then unless their kind `startsBeforeWanted`: such
   * a job works meanwhile and waits for it before it delivers, so a stale one never delivers.
   */
  wanted: Promise<void>;
  /** Starts a process of background work (a media analysis's decoder), stopped while this node renders (background.ts). */
  background: BackgroundSpawn;
  /** The attempt's cost: its stages, bytes and cache use, reported with its result (job-cost.ts). */
  cost: JobCostMeter;
}

/**
 * How a job uses the node's render slots when it comes on the scene queue (a job of the media
 * queue runs beside them and never takes one, whatever its kind says):
 * - 'own': the job takes its slot itself (`run.slot.acquire()`) once its inputs are ready, and
 *   gives it back once its frames are encoded;
 * - 'hold': the node takes a slot for the job before it starts, and gives it back when it ends;
 * - 'none': the job runs without one.
 */
export type SlotPolicy = 'own' | 'hold' | 'none';

export interface NodeJobKind {
  /**
   * Does the job: fetches its inputs, works, uploads and reports the result; resolves once the
   * control plane recorded it. A failure is thrown (a JobFailure says its code and whether
   * retrying can help; a transient one postpones the job).
   */
  run(run: JobRun, ctx: JobContext): Promise<void>;
  /** Its use of the render slots on the scene queue. */
  readonly slot: SlotPolicy;
  /**
   * Starts at once, before the control plane has said whether the job is still wanted, and waits
   * for `run.wanted` itself before it delivers. Otherwise the node starts it only once answered.
   */
  readonly startsBeforeWanted: boolean;
  /**
   * A draining node aborts it at once, started or not, and hands it back to the queue. (Every
   * scene-queue job that has not started drawing is handed back too; the rest run on until the
   * drain's deadline.)
   */
  readonly abortedOnDrain: boolean;
}
