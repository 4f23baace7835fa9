/**
 * A render node: registers with the control plane, holds its lease with heartbeats, and consumes
 * scene and assemble jobs with manual acknowledgement. It holds a few more jobs than it has render
 * slots (prefetch = slots + prefetchExtra), so its scenes run back to back: the next job arrives,
 * fetches its composition and assets and opens its renderer while the current one still encodes,
 * and takes the render slot the moment the current one closes its encoder; the finished segment is
 * uploaded and reported outside the slot (render-slot.ts). A job is acknowledged only after its
 * result was uploaded and recorded; a node that dies leaves all its jobs (waiting ones too)
 * unacknowledged for the queue to hand to another node. SIGTERM drains: no new jobs, jobs that
 * have not started drawing are released at once, the others finish (or are released after the
 * drain deadline).
 *
 * Only the work failing counts against a job's deliveries. When the control plane (or its store
 * or broker) cannot be reached, results are reported again until they get through (see
 * transient.ts), and a job that still cannot go on is postponed, uncounted. A node whose lease
 * lapsed (it hung, or lost the control plane for longer than the lease) registers again at its
 * next heartbeat; its jobs may meanwhile have gone to other nodes, and whichever result is
 * recorded first is the one that counts.
 */
import { hostname } from 'node:os';
import { context } from '@opentelemetry/api';
import { decodeJob, type JobEnvelope__Output } from '../proto/index.ts';
import type { Consumer, Job, JobQueue } from '../shared/queue/index.ts';
import { extractTraceContext, inSpan } from '../shared/telemetry/tracing.ts';
import type { FarmClient } from './farm-client.ts';
import type { JobOutcome, NodeMetrics } from './metrics.ts';
import { JobFailure, sanitizeMessage } from '../shared/failures.ts';
import { type JobContext, jobKindOf, type JobKinds, jobKinds, type JobRun, type NodeJobKind } from './jobs/index.ts';
import { isTransient, retryTransient } from './transient.ts';
import { JobSlot, RenderSlots } from './render-slot.ts';
import { BackgroundProcesses } from './background.ts';
import { CpuLedger, JobCostMeter } from './job-cost.ts';

/**
 * Scene-queue jobs a node holds beyond its render slots: one whose segment is still uploading and
 * being recorded (it stays unacknowledged until then) and one prepared to take the slot next.
 * Each job held and not started is also one no other node can take: at the end of a render a node
 * may still hold scenes while another has nothing left (see `embeddedPrefetchExtra`).
 */
export const defaultPrefetchExtra = 2;

/**
 * The same for a worker of the embedded farm, whose queue is in its parent process: a segment is
 * recorded in milliseconds and the next job delivered at once, so one prepared job keeps the slot
 * busy, and a second would only be a scene the other workers wait for at the end of a render
 * (`bench short`: two workers finished 0.6 to 1 s apart holding two, 0.2 s apart holding one).
 */
export const embeddedPrefetchExtra = 1;
/** Media jobs a node takes at once (they run outside its render slots). */
const mediaPrefetch = 2;
/** How long a job waits when it was postponed because the control plane could not be reached. */
const defaultOutagePostponeMs = 5000;
/** How long a failure report is retried before the node gives up on telling the control plane. */
const failureReportPatienceMs = 2 * 60_000;

export interface EncoderCapability { codec: string; backend: string; available: boolean; reason: string }

/** What the node itself asks of the control plane (the job kinds report their results, through `JobContext.farm`). */
export type NodeFarm = Pick<FarmClient, 'register' | 'heartbeat' | 'failJob' | 'deregister'>;

export interface RenderNodeOptions {
  farm: NodeFarm;
  queue: JobQueue;
  /** The queue of scene, assemble and fact jobs; null for a node that takes media jobs only. */
  queueName: string | null;
  /** The queue of media jobs (probes, analyses, sound extraction, stills…), taken two at a time beside the scenes; null for none. */
  mediaQueueName: string | null;
  /** What the node's jobs run with: its farm client, blob cache, work dir… (jobs/context.ts). */
  context: JobContext;
  /** The job kinds, by envelope name (default `jobKinds`, jobs/index.ts): how each runs and is scheduled. */
  kinds?: JobKinds;
  slots: number;
  /** Jobs received beyond the render slots, uploading or preparing while the slots work (default defaultPrefetchExtra). */
  prefetchExtra?: number;
  maxDeliveries: number;
  encoders: EncoderCapability[];
  gpuModel?: string;
  version: string;
  drainTimeoutMs?: number;
  /** How long a job waits when it was postponed because the control plane could not be reached (default 5 s). */
  outagePostponeMs?: number;
  metrics?: NodeMetrics;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

export class RenderNode {
  nodeId = '';
  private consumers: Consumer[] = [];
  private heartbeatTimer: NodeJS.Timeout | null = null;
  /** Every job this node holds, waiting ones included: heartbeats report them all. */
  private readonly inFlight = new Map<string, { controller: AbortController; job: Job; envelope: JobEnvelope__Output; slot: JobSlot; slotted: boolean; kind: NodeJobKind; receivedAtMs: number }>();
  /** The process's CPU time, shared out to the stages of the jobs running (job-cost.ts). */
  private readonly cpu = new CpuLedger();
  /** The check the jobs received since the last one share (`checkJobsSoon`); null when none is due. */
  private jobCheck: Promise<string[]> | null = null;
  readonly slots: RenderSlots;
  /** Background processes of the node's media jobs, stopped while its render slots draw. */
  readonly background: BackgroundProcesses;
  private framesEncoded = 0;
  private lastBeat = Date.now();
  private draining = false;
  private registering: Promise<number> | null = null;
  private readonly log: NonNullable<RenderNodeOptions['log']>;

  constructor(private readonly options: RenderNodeOptions) {
    this.log = options.log ?? (() => {});
    this.slots = new RenderSlots(options.slots);
    this.background = new BackgroundProcesses(this.slots);
  }

  /** How many scene-queue jobs the node holds at once: its slots plus the bounded extra. */
  get prefetch(): number {
    const extra = this.options.prefetchExtra ?? defaultPrefetchExtra;
    if (!Number.isInteger(extra) || extra < 0) throw new TypeError(`prefetchExtra must be a non-negative integer (got ${extra})`);
    return this.options.slots + extra;
  }

  /** Frames encoded since the last heartbeat, for the encode-fps series. */
  countFrames(n: number): void {
    this.framesEncoded += n;
  }

  /** Registers (again), through control-plane outages; heartbeats that find the node unknown meanwhile wait for the same registration. */
  private register(): Promise<number> {
    this.registering ??= retryTransient('registering with the control plane', () => this.options.farm.register({
      nodeId: this.nodeId,
      capabilities: { encoders: this.options.encoders, gpuModel: this.options.gpuModel ?? '', slots: this.options.slots, version: this.options.version, hostname: hostname() },
    }), { log: this.log }).then((reg) => {
      this.nodeId = reg.nodeId;
      return reg.heartbeatIntervalMs;
    }).finally(() => { this.registering = null; });
    return this.registering;
  }

  /** Registers, then takes jobs once `ready` settles (the renderer's warm-up: registering need not wait for it). */
  async start(ready: Promise<unknown> = Promise.resolve()): Promise<void> {
    const interval = await this.register();
    this.options.metrics?.slots.set(this.options.slots);
    this.heartbeatTimer = setInterval(() => void this.beat().catch((err: Error) => this.log('heartbeat failed', { error: err.message })), interval);
    this.heartbeatTimer.unref();
    await ready;
    if (this.options.queueName) this.consumers.push(await this.options.queue.consume(this.options.queueName, (job) => this.handle(job, true), { prefetch: this.prefetch }));
    // Two media jobs at once: an upload's probe (short, and someone waits on it) need not queue
    // behind a long analysis or fact on the same node.
    if (this.options.mediaQueueName) this.consumers.push(await this.options.queue.consume(this.options.mediaQueueName, (job) => this.handle(job, false), { prefetch: mediaPrefetch }));
    this.log('render node ready', { nodeId: this.nodeId, slots: this.options.slots, prefetch: this.prefetch });
  }

  /**
   * A heartbeat on the event loop's next turn, shared by every job received until then: a node's
   * prefetch is delivered in a burst (three jobs for one slot), and a farm's start is every node's
   * burst at once, so one check per burst instead of one per job spares the control plane.
   */
  private checkJobsSoon(): Promise<string[]> {
    this.jobCheck ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      // Jobs received from here on wait for the next check: this one lists those held now.
      this.jobCheck = null;
      return this.beat();
    });
    return this.jobCheck;
  }

  /** Renews the lease; abandons jobs the control plane no longer needs; re-registers when unknown. */
  async beat(): Promise<string[]> {
    const now = Date.now();
    const fps = this.framesEncoded / Math.max(0.001, (now - this.lastBeat) / 1000);
    this.framesEncoded = 0;
    this.lastBeat = now;
    const inFlight = [...this.inFlight.values()].map(({ envelope: { jobId, renderId, orgId }, receivedAtMs, slot }) => ({ jobId, renderId, orgId, startedAtMs: receivedAtMs, slot: slot.number }));
    let answer = await this.options.farm.heartbeat({ nodeId: this.nodeId, inFlight, encodeFps: fps });
    if (!answer.known) {
      this.log('control plane no longer knows this node (its lease lapsed); registering again', { nodeId: this.nodeId });
      await this.register();
      // Asked again at once: jobs done elsewhere while this node was away are dropped now.
      answer = await this.options.farm.heartbeat({ nodeId: this.nodeId, inFlight, encodeFps: fps });
      if (!answer.known) return [];
    }
    for (const jobId of answer.abandonJobIds) this.inFlight.get(jobId)?.controller.abort();
    if (answer.drain && !this.draining) void this.drain();
    return answer.abandonJobIds;
  }

  /** `slotted`: a job of the scene queue, drawn or encoded within the node's render slots. */
  private async handle(job: Job, slotted: boolean): Promise<void> {
    const envelope = decodeJob(job.body);
    const kind = String(envelope.job);
    const outcome = (o: JobOutcome) => this.options.metrics?.jobs.inc({ kind, outcome: o });
    const receivedAtMs = Date.now();
    const controller = new AbortController();
    // Stale work (render cancelled or finished) is acknowledged and dropped. The control plane is
    // asked at once (a heartbeat that names the job with those that came with it, which aborts it
    // when stale). A job whose kind `startsBeforeWanted` works while the answer is out and delivers
    // only once it is in; other jobs start only then. When the control plane cannot answer right
    // now (restarting), the job goes ahead: its result waits for the control plane, and an
    // unreachable control plane must not use up the job's deliveries.
    const jobKind = jobKindOf(this.options.kinds ?? jobKinds, envelope);
    let stale = false;
    let clear!: () => void;
    const wanted = new Promise<void>((resolve) => { clear = resolve; });
    // The control plane hears at once which slot a job draws in: a node lost mid-scene has its
    // attempt drawn on that slot's row of the render's trace. (The check also catches a job gone stale while it waited.)
    const slot = new JobSlot(this.slots, controller.signal, () => { void this.checkJobsSoon().catch(() => {}); });
    this.inFlight.set(envelope.jobId, { controller, job, envelope, slot, slotted, kind: jobKind, receivedAtMs });
    const cost = new JobCostMeter(this.cpu, { startedAtMs: receivedAtMs, enqueuedAtMs: Number(envelope.enqueuedAtMs) || 0, redelivered: job.deliveryCount > 1, slot: () => slot.number });
    void this.checkJobsSoon().then((abandoned) => { stale = abandoned.includes(envelope.jobId); }, (err: Error) => {
      this.log('could not check the job with the control plane; rendering it', { jobId: envelope.jobId, error: err.message });
    }).finally(clear);
    this.options.metrics?.jobsInFlight.set(this.inFlight.size);
    const endTimer = this.options.metrics?.jobSeconds.startTimer({ kind });
    this.log('job started', { jobId: envelope.jobId, kind: envelope.job, delivery: job.deliveryCount });
    const parent = extractTraceContext(envelope.traceContext);
    try {
      await context.with(parent, () => inSpan(`node.${envelope.job}`, { 'framefleet.job_id': envelope.jobId, 'framefleet.render_id': envelope.renderId, 'framefleet.delivery': job.deliveryCount }, async () => {
        const run: JobRun = { envelope, nodeId: this.nodeId, signal: controller.signal, slot, wanted, background: this.background.spawn, cost };
        // On the scene queue a job's kind says how it uses a render slot (jobs/kind.ts): it takes
        // its own when its inputs are ready, or the node holds one for it throughout, or it takes
        // none. A job cancelled (or drained) while it waits never starts.
        if (!jobKind.startsBeforeWanted) await wanted;
        if (slotted && jobKind.slot === 'hold') await slot.acquire();
        controller.signal.throwIfAborted();
        await jobKind.run(run, this.options.context);
      }));
      endTimer?.();
      outcome('done');
      // When the job received, waited for, held and gave back its slot, and when its result was
      // recorded: the farm benchmark draws these as the node's timeline.
      this.log('job phases', {
        nodeId: this.nodeId, jobId: envelope.jobId, kind, ...(envelope.scene ? { sceneIndex: envelope.scene.sceneIndex } : {}),
        receivedAtMs, waitingAtMs: slot.at.waiting ?? null, drawingAtMs: slot.at.holding ?? null, encodedAtMs: slot.at.released ?? null, recordedAtMs: Date.now(),
      });
    } catch (err) {
      if (stale) {
        this.log('dropping stale job', { jobId: envelope.jobId });
        outcome('stale');
        return;
      }
      if (controller.signal.aborted && !this.draining) {
        this.log('job abandoned: its render no longer needs it', { jobId: envelope.jobId });
        outcome('abandoned');
        return;
      }
      if (this.draining && controller.signal.aborted) {
        job.release();
        outcome('released');
        return;
      }
      if (isTransient(err)) {
        // Not the work's failure: the control plane could not be reached (even after retrying).
        // The job comes back later without using up a delivery.
        this.log('job postponed: the control plane could not be reached', { jobId: envelope.jobId, error: err instanceof Error ? err.message : String(err) });
        outcome('postponed');
        job.postpone(this.options.outagePostponeMs ?? defaultOutagePostponeMs);
        return;
      }
      outcome('failed');
      // A typed failure knows its code and whether retrying can help; anything else is retried.
      const failure = err instanceof JobFailure ? err : null;
      const code = failure?.code ?? 'render_failed';
      const permanent = failure?.permanent ?? false;
      const final = permanent || job.deliveryCount >= this.options.maxDeliveries;
      // The render's user reads the sanitized message; the log keeps what caused it, stack and all.
      const message = failure ? failure.message : sanitizeMessage(err instanceof Error ? err.message : String(err));
      const cause = failure ? failure.cause : err;
      this.log('job failed', { jobId: envelope.jobId, code, error: message, delivery: job.deliveryCount, final, ...(cause instanceof Error ? { cause: cause.stack } : {}) });
      const reported = await retryTransient(`reporting the failure of ${envelope.jobId}`, () => this.options.farm.failJob({
        nodeId: this.nodeId, jobId: envelope.jobId, renderId: envelope.renderId, orgId: envelope.orgId,
        code, message, retryable: !permanent, final, cost: cost.report(),
      }), { log: this.log, giveUpAfterMs: failureReportPatienceMs }).then(() => true, (e: Error) => {
        this.log('could not report the failure', { jobId: envelope.jobId, error: e.message });
        return false;
      });
      // A permanent failure is settled once the render knows of it; until then the job comes back
      // to say it again. Anything else goes back to the queue, counted, after its retry delay.
      if (permanent && !reported) job.postpone(this.options.outagePostponeMs ?? defaultOutagePostponeMs);
      if (!permanent) throw err;
    } finally {
      slot.release();
      this.inFlight.delete(envelope.jobId);
      this.options.metrics?.jobsInFlight.set(this.inFlight.size);
    }
  }

  /**
   * Takes no new jobs, hands the scene queue's jobs that have not started drawing back to the queue
   * at once (so too those that take no slot, such as assemblies, which may wait long for their
   * render's last scenes), and the jobs whose kind is `abortedOnDrain`; lets the others finish
   * until the deadline, then releases the rest.
   */
  async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    for (const { controller, slot, slotted, kind } of this.inFlight.values()) if ((slotted && slot.notStarted) || kind.abortedOnDrain) controller.abort();
    const deadline = setTimeout(() => {
      for (const { controller } of this.inFlight.values()) controller.abort();
    }, this.options.drainTimeoutMs ?? 60_000);
    try {
      await Promise.all(this.consumers.map((c) => c.close()));
    } finally {
      clearTimeout(deadline);
    }
  }

  async stop(): Promise<void> {
    await this.drain();
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    await this.options.farm.deregister(this.nodeId).catch(() => {});
  }
}
