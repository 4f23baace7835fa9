/**
 * Renders: the lifecycle of one composition becoming one MP4.
 *
 *   queued ──▶ rendering ──▶ assembling ──▶ complete
 *      └───────────┴──────────────┴──────▶ error | cancelled
 *
 * Every move is a conditional single-document update, so a move happens once however many
 * control-plane replicas or redelivered messages report it: a scene counts once, progress only
 * moves forward, and the price held when the render was queued is charged exactly once, on
 * delivery (released on error or cancel).
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/errors.ts';
import type { ErrorCategory } from '../../../shared/failures.ts';
import { newId } from '../../../shared/ids.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta, SystemScoped, Where } from '../../store/index.ts';
import { type Accounts, type HoldPayment, orgSuspended } from '../accounts/accounts.ts';
import type { RenderAsset } from '../media/media.ts';
import { eventInUpdate, outboxIndex, type OutboxFields } from '../../events/outbox.ts';
import { timelineSvg } from '../../../shared/telemetry/timeline.ts';
import { creditsToUsd, type FeatureId } from '../accounts/plans.ts';
import type { PlannedScene, RenderFormat, RenderPlan, RenderWindow } from './render-plan.ts';
import { RenderAttempts, type ReportedAttempt, type StoredAttempt } from './attempts.ts';
import { costReport, type CostReport, type InfrastructurePrices } from './cost-report.ts';
import { activeStatuses, type RenderStatus, terminalStatuses } from './statuses.ts';

export { activeStatuses, renderStatuses, type RenderStatus, terminalStatuses } from './statuses.ts';

export type { ErrorCategory };

export interface RenderOutput {
  /** Blob key of the MP4 in the blob store. */
  blobKey: string;
  sizeBytes: number;
  frameCount: number;
  durationSec: number;
}

/**
 * The seam check its assembly ran on the joined output (render-node/seam-check.ts): each join
 * between scenes timed and on a key frame, the frames counted, the sound's length. A failed check
 * fails the assembly (which is retried), so a recorded check has passed; `checked` is false when
 * the node that assembled it reported none.
 */
export interface RenderSeams {
  checked: boolean;
  ok: boolean;
  /** Joins between consecutive scenes (scenes − 1). */
  boundaries: number;
  frames: number;
  /** 0 for a silent output. */
  audioSec: number;
}

/** The record of an output no seam check looked at. */
export const seamsNotChecked: RenderSeams = { checked: false, ok: false, boundaries: 0, frames: 0, audioSec: 0 };

/** A still of the render at its poster time, in the blob store. */
export interface RenderPoster { blobKey: string; sizeBytes: number }

export interface SceneState {
  done: boolean;
  frameCount: number;
  segmentHash: string;
  /** Size of the segment, so the assembly is described without asking the blob store. */
  segmentBytes?: number;
  nodeId: string;
  /** Encoder that produced the segment, e.g. `software/h264`. */
  encoder?: string;
  /** When the node drew and encoded it (Unix ms): the render's timeline. */
  startedAtMs?: number;
  finishedAtMs?: number;
}

/** A full render, or a scoped preview: a window of the timeline at capped resolution. */
export type RenderKind = 'render' | 'preview';

export interface RenderRecord extends OutboxFields {
  kind: RenderKind;
  /** Null for a full render. */
  window: RenderWindow | null;
  /** The project whose composition is rendered; null for a template render (no project). */
  projectId: string | null;
  compositionId: string | null;
  compositionVersion: number | null;
  /** The template version a template render was bound from (absent or null otherwise). */
  templateId?: string | null;
  templateVersion?: number | null;
  /** Time (seconds) of the render's poster still, for renders that have one (template renders). */
  posterSec?: number | null;
  /** The poster JPEG, once captured (null until then). */
  poster?: RenderPoster | null;
  /** Content hash of the composition snapshot the render draws (immutable once queued). */
  compositionHash: string;
  /** Size of that snapshot, so jobs describe it without asking the blob store. */
  compositionBytes?: number;
  format: RenderFormat;
  /** The scenes the render is drawn in, planned when it was queued (see render-plan.ts). */
  plan: PlannedScene[];
  /** Set once every job of the render's phase was published: a restarted control plane publishes renders without it. */
  jobsPublished: boolean;
  /**
   * Set when the assembly went out with the scene jobs (behind them on the queue), so it reaches a
   * node while the last scenes are drawn; absent for a render queued before assemblies did, whose
   * assembly is published when its last scene is recorded.
   */
  assemblyQueued?: boolean;
  /** The media the render draws, by content hash, fixed when it is queued (deleting an item later changes nothing). */
  assets: RenderAsset[];
  status: RenderStatus;
  progress: { phase: string; percent: number; scenesCompleted: number; scenesTotal: number };
  scenes: Record<string, SceneState>;
  quotedCredits: number;
  listUsd: number;
  output: RenderOutput | null;
  outputExpiresAt: string | null;
  /** Its assembly's seam check, recorded with the output (absent until then). */
  seams?: RenderSeams | null;
  error: string | null;
  errorCode: string | null;
  errorDetails: Record<string, unknown> | null;
  category: ErrorCategory | null;
  retryable: boolean | null;
  warnings: string[];
  /** Public share token; the share link redirects to the output once complete. */
  shareToken: string;
  idempotencyKey: string | null;
  /** W3C trace context of the request that queued the render: every job of the render joins that trace. */
  traceContext: Record<string, string>;
  /** Set by the blob janitor once the render's segments (and, after expiry, its output) were let go. */
  segmentsReleased?: boolean;
  outputReleased?: boolean;
  /** Set by the blob janitor once its project was deleted and everything the render held was let go. */
  blobsReleased?: boolean;
  /** What the render cost, added up from its attempts when it was delivered (cost-report.ts); absent before. */
  costReport?: CostReport | null;
  /** Its estimated infrastructure cost in USD (`costReport.estimatedUsd.total`), on its own so lists order and filter by it. */
  costUsd?: number;
}

export type StoredRender = RenderRecord & OrgDocMeta;

/**
 * What a status poll, a render list and a share link read: the fields the public view shows,
 * never the scenes, the plan, the outbox or the assets, which grow with the render's length.
 */
export const renderSummaryFields = [
  'kind', 'window', 'projectId', 'compositionId', 'status', 'progress', 'output', 'outputExpiresAt', 'seams', 'shareToken',
  'error', 'errorCode', 'errorDetails', 'category', 'retryable', 'listUsd', 'warnings', 'format', 'templateId', 'templateVersion', 'posterSec', 'poster',
  'costReport',
] as const satisfies readonly (keyof RenderRecord)[];
export type RenderSummary = Pick<RenderRecord, (typeof renderSummaryFields)[number]> & OrgDocMeta;

interface ShareRecord { token: string; orgId: string; renderId: string }

/** Download links live 7 days (spec: Limits). */
export const outputLinkLifetimeMs = 7 * 24 * 3600 * 1000;

function holdKey(renderId: string) {
  return `render:${renderId}`;
}

/**
 * Where a render's time went: each scene's node and its drawing-and-encoding interval, in
 * seconds from when the render was queued, and the wall time so far (to completion once ended).
 */
export function renderTimeline(render: StoredRender, now = Date.now()) {
  const t0 = Date.parse(render.createdAt);
  const ended = terminalStatuses.includes(render.status) ? Date.parse(render.updatedAt) : now;
  const scenes = Object.entries(render.scenes)
    .filter(([, s]) => s.startedAtMs && s.finishedAtMs)
    .map(([index, s]) => ({ sceneIndex: Number(index), nodeId: s.nodeId, encoder: s.encoder ?? null, frames: s.frameCount, startSec: (s.startedAtMs! - t0) / 1000, endSec: (s.finishedAtMs! - t0) / 1000 }))
    .sort((a, b) => a.sceneIndex - b.sceneIndex);
  return { renderId: render.id, status: render.status, wallSeconds: (ended - t0) / 1000, scenesTotal: render.progress.scenesTotal, scenes };
}

export function renderTimelineSvg(t: ReturnType<typeof renderTimeline>): string {
  const nodes = new Set(t.scenes.map((s) => s.nodeId)).size;
  return timelineSvg(
    `Render ${t.renderId} (${t.status}): ${t.scenes.length}/${t.scenesTotal} scenes on ${nodes} node${nodes === 1 ? '' : 's'}, ${t.wallSeconds.toFixed(1)} s`,
    t.scenes.map((s) => ({ lane: s.nodeId, label: `scene ${s.sceneIndex} (${s.frames} frames)`, start: s.startSec, end: s.endSec })),
    t.wallSeconds,
  );
}

/** Units of the held feature a delivered render uses: output minutes, or one capture for a preview. */
function chargedUnits(render: StoredRender): number {
  return render.kind === 'preview' ? 1 : render.output!.durationSec / 60;
}

export interface QueueInput {
  projectId: string | null;
  compositionId: string | null;
  compositionVersion: number | null;
  templateId?: string;
  templateVersion?: number;
  posterSec?: number;
  compositionHash: string;
  compositionBytes: number;
  plan: RenderPlan;
  assets: RenderAsset[];
  kind?: RenderKind;
  warnings?: string[];
  idempotencyKey?: string;
  traceContext?: Record<string, string>;
  /** A pay-per-call payment that funds the hold instead of the wallet. */
  payment?: HoldPayment;
}

/** Default prices of the infrastructure estimate (FRAMEFLEET_COST_*). */
export const defaultInfrastructurePrices: InfrastructurePrices = { cpuHourUsd: 0.05, gpuHourUsd: 2.5, gbMovedUsd: 0.02 };

export interface RenderCostSettings {
  prices: InfrastructurePrices;
  /** Sends each delivered render's trace on (to an OTLP/HTTP collector: trace-export.ts), if anywhere. */
  exportTrace?: ((render: StoredRender, attempts: StoredAttempt[], nowMs: number) => Promise<void>) | null;
}

export class Renders {
  readonly renders: OrgCollection<RenderRecord>;
  /** Each attempt of each render's jobs: its trace and cost report are built from them. */
  readonly attempts: RenderAttempts;
  private readonly shares: SystemScoped<ShareRecord>;
  private readonly costs: RenderCostSettings;

  /** `onEnded` hears of each render this process moves to an end (complete, error, cancelled): it wakes waiting reads. */
  constructor(store: DocumentStore, private readonly accounts: Accounts, private readonly onEnded: (orgId: string, renderId: string) => void = () => {}, costs?: RenderCostSettings) {
    this.costs = costs ?? { prices: defaultInfrastructurePrices };
    this.attempts = new RenderAttempts(store);
    this.renders = store.orgCollection<RenderRecord>({
      name: 'renders', idPrefix: 'rnd', unique: [['shareToken']], summaryFields: renderSummaryFields,
      indexes: [['projectId', 'status'], ['templateId', 'status'], ['status'], ['idempotencyKey'], ['output.blobKey'], outboxIndex, ['projectId', 'costUsd'], ['costUsd']],
    });
    this.shares = store.systemCollection<ShareRecord>({ name: 'render_shares', idPrefix: 'shr', unique: [['token']] });
  }

  /**
   * What a render costs: output minutes of the `exports` feature, by size; a preview is one
   * still-frame capture operation (`compose_capture`), never exports credit.
   */
  quote(format: RenderRecord['format'], kind: RenderKind = 'render'): { featureId: FeatureId; credits: number; listUsd: number } {
    const credits = kind === 'preview' ? this.accounts.prices.creditCost('compose_capture') : this.accounts.prices.renderCredits(format.durationSec, format.width, format.height);
    return { featureId: kind === 'preview' ? 'compose_capture' : 'exports', credits, listUsd: creditsToUsd(credits) };
  }

  /** 402 `billing_required` when the org's wallet cannot hold this render's quote now (nothing is held). */
  async assertCanQueue(orgId: string, format: RenderRecord['format'], kind: RenderKind = 'render'): Promise<void> {
    const { featureId, credits } = this.quote(format, kind);
    await this.accounts.assertCanHold(orgId, featureId, credits);
  }

  /**
   * Holds the quote (402 leaves wallet and store untouched), then records the render as queued.
   * With an idempotency key, a retry returns the render the first call created.
   */
  async queue(orgId: string, input: QueueInput): Promise<StoredRender> {
    const scope = this.renders.forOrg(orgId);
    if (input.idempotencyKey) {
      const existing = await this.byIdempotencyKey(orgId, input.idempotencyKey);
      if (existing) return existing;
    }
    const kind = input.kind ?? 'render';
    const { featureId, credits, listUsd } = this.quote(input.plan.format, kind);
    const id = newId('rnd');
    await this.accounts.hold(orgId, featureId, credits, holdKey(id), input.payment ? { payment: input.payment } : {});
    const shareToken = randomBytes(18).toString('base64url');
    let render: StoredRender;
    try {
      render = await scope.insert({
        kind, window: input.plan.window, projectId: input.projectId, compositionId: input.compositionId, compositionVersion: input.compositionVersion,
        compositionHash: input.compositionHash, compositionBytes: input.compositionBytes, format: input.plan.format, plan: input.plan.scenes, jobsPublished: false, assets: input.assets, status: 'queued',
        progress: { phase: 'queued', percent: 0, scenesCompleted: 0, scenesTotal: input.plan.scenes.length }, scenes: {},
        quotedCredits: credits, listUsd, output: null, outputExpiresAt: null,
        error: null, errorCode: null, errorDetails: null, category: null, retryable: null,
        warnings: input.warnings ?? [], shareToken, idempotencyKey: input.idempotencyKey ?? null, traceContext: input.traceContext ?? {},
        templateId: input.templateId ?? null, templateVersion: input.templateVersion ?? null, posterSec: input.posterSec ?? null, poster: null,
      }, { id });
      await this.shares.insert({ token: shareToken, orgId, renderId: id });
    } catch (err) {
      await this.accounts.release(orgId, holdKey(id));
      throw err;
    }
    // An org suspended while this render was being queued: the suspension's sweep of its renders
    // may have run before the render existed, so the render ends here, its hold released.
    if ((await this.accounts.orgs.select(['suspendedAt']).get(orgId))?.suspendedAt) {
      await this.end(orgId, id, 'cancelled', { code: 'org_suspended', message: 'the org was suspended', category: 'cancelled', retryable: false });
      throw orgSuspended();
    }
    return render;
  }

  /** The render an earlier request with this idempotency key created, if any (keys are per org and live as long as the render). */
  async byIdempotencyKey(orgId: string, idempotencyKey: string): Promise<StoredRender | null> {
    return this.renders.forOrg(orgId).findOne({ idempotencyKey });
  }

  /** Records the render's poster still (a JPEG in the blob store); the share link's poster.jpg redirects to it from then on. */
  async recordPoster(orgId: string, renderId: string, poster: RenderPoster): Promise<StoredRender> {
    const r = await this.renders.forOrg(orgId).update(renderId, { set: { poster: { blobKey: poster.blobKey, sizeBytes: poster.sizeBytes } } });
    if (r.status !== 'updated') throw new AppError(404, 'not_found', `render ${renderId} not found`);
    return r.doc;
  }

  async get(orgId: string, renderId: string): Promise<StoredRender> {
    const render = await this.renders.forOrg(orgId).get(renderId);
    if (!render) throw new AppError(404, 'not_found', `render ${renderId} not found`);
    return render;
  }

  /** The render as a status poll sees it (see `renderSummaryFields`): one indexed read of a few fields. */
  async summary(orgId: string, renderId: string): Promise<RenderSummary> {
    const render = await this.renders.forOrg(orgId).select(renderSummaryFields).get(renderId);
    if (!render) throw new AppError(404, 'not_found', `render ${renderId} not found`);
    return render;
  }

  /**
   * A page of the org's renders, as summaries, newest first: of one project or template, or all;
   * of some statuses, or all; within a range of estimated cost (delivered renders only), or all.
   */
  async list(orgId: string, filter: { projectId?: string; templateId?: string; statuses?: RenderStatus[] | null; minCostUsd?: number | null; maxCostUsd?: number | null }, limit: number, cursor?: string, byCost: 'asc' | 'desc' | null = null) {
    const where: Where = {};
    if (filter.projectId) where.projectId = filter.projectId;
    if (filter.templateId) where.templateId = filter.templateId;
    if (filter.statuses) where.status = { $in: filter.statuses };
    if (filter.minCostUsd != null || filter.maxCostUsd != null) {
      where.costUsd = { ...(filter.minCostUsd != null ? { $gte: filter.minCostUsd } : {}), ...(filter.maxCostUsd != null ? { $lte: filter.maxCostUsd } : {}) };
    }
    return this.renders.forOrg(orgId).select(renderSummaryFields).list({ where, limit, cursor, ...(byCost ? { sort: { field: 'costUsd', direction: byCost } } : {}) });
  }

  /** A render, or null when the org has none by that id. */
  async find(orgId: string, renderId: string): Promise<StoredRender | null> {
    return this.renders.forOrg(orgId).get(renderId);
  }

  /**
   * Every job of the render's phase (its scenes, or once assembling its assembly) is on the queue
   * (recorded after publishing; idempotent). `assemblyQueued`: the assembly went out with the scenes.
   */
  async jobsPublished(orgId: string, renderId: string, options: { assemblyQueued?: boolean } = {}): Promise<void> {
    const where: Where = options.assemblyQueued ? { assemblyQueued: { $ne: true } } : { jobsPublished: false };
    await this.renders.forOrg(orgId).update(renderId, { set: { jobsPublished: true, ...(options.assemblyQueued ? { assemblyQueued: true } : {}) } }, { where });
  }

  /**
   * Records one scene's segment, once. Returns `duplicate` for a redelivered scene and `stale`
   * when the render is no longer active (the node drops the work).
   */
  async sceneCompleted(orgId: string, renderId: string, sceneIndex: number, scene: Omit<SceneState, 'done'>): Promise<{ outcome: 'recorded' | 'duplicate' | 'stale'; render: StoredRender }> {
    const scope = this.renders.forOrg(orgId);
    const current = await this.get(orgId, renderId);
    if (!activeStatuses.includes(current.status)) return { outcome: 'stale', render: current };
    const total = current.progress.scenesTotal;
    for (let attempt = 0; attempt < 20; attempt++) {
      const latest = attempt === 0 ? current : await this.get(orgId, renderId);
      if (!activeStatuses.includes(latest.status)) return { outcome: 'stale', render: latest };
      if (latest.scenes[String(sceneIndex)]?.done) return { outcome: 'duplicate', render: latest };
      // A scene outside the plan (or arriving once assembly started) cannot count.
      if (latest.status === 'assembling' || (total > 0 && (sceneIndex < 0 || sceneIndex >= total))) return { outcome: 'stale', render: latest };
      const completed = latest.progress.scenesCompleted + 1;
      const all = completed === total;
      const r = await scope.update(renderId, {
        set: {
          [`scenes.${sceneIndex}`]: { ...scene, done: true },
          status: all ? 'assembling' : 'rendering',
          'progress.phase': all ? 'assembling' : 'rendering',
          // The render's jobs are now its assembly: on the queue already when it went out with the scenes.
          ...(all ? { jobsPublished: latest.assemblyQueued === true } : {}),
          // Scenes are 95 % of the work; assembly the rest.
          'progress.percent': Math.max(latest.progress.percent, Math.floor((completed / Math.max(total, 1)) * 95)),
        },
        inc: { 'progress.scenesCompleted': 1 },
      }, { ifVersion: latest.version });
      if (r.status === 'updated') return { outcome: 'recorded', render: r.doc };
      if (r.status === 'not_found') throw new AppError(404, 'not_found', `render ${renderId} not found`);
    }
    throw new AppError(409, 'conflict', `render ${renderId} is changing too fast to record scene ${sceneIndex}`);
  }

  /**
   * The assembled MP4 was stored and checked (its seams too): the render completes and is charged,
   * once. Its cost report is added up from its attempts (its assembly's recorded first) in the
   * same update.
   */
  async completed(orgId: string, renderId: string, output: RenderOutput, seams: RenderSeams, now = new Date()): Promise<{ outcome: 'completed' | 'duplicate' | 'stale'; render: StoredRender }> {
    const current = await this.renders.forOrg(orgId).get(renderId);
    if (!current) throw new AppError(404, 'not_found', `render ${renderId} not found`);
    if (current.status !== 'assembling') return { outcome: current.status === 'complete' ? 'duplicate' : 'stale', render: current };
    const attempts = await this.attempts.of(orgId, renderId);
    const cost = costReport({ createdAt: current.createdAt, deliveredAtMs: now.getTime(), creditsCharged: current.quotedCredits, attempts, prices: this.costs.prices });
    const r = await this.renders.forOrg(orgId).update(renderId, {
      set: {
        costReport: cost, costUsd: cost.estimatedUsd.total,
        status: 'complete', output, seams, outputExpiresAt: new Date(now.getTime() + outputLinkLifetimeMs).toISOString(),
        'progress.phase': 'complete', 'progress.percent': 100,
        ...eventInUpdate('render.completed', { renderId }),
      },
    }, { where: { status: 'assembling' } });
    if (r.status === 'not_found') throw new AppError(404, 'not_found', `render ${renderId} not found`);
    if (r.status === 'conflict') return { outcome: r.current.status === 'complete' ? 'duplicate' : 'stale', render: r.current };
    await this.accounts.charge(orgId, holdKey(renderId), renderId, `${r.doc.kind ?? 'render'} ${renderId}: ${output.durationSec.toFixed(2)} s at ${r.doc.format.width}x${r.doc.format.height}`, chargedUnits(r.doc));
    this.onEnded(orgId, renderId);
    // The trace goes to the operator's collector, if there is one; a collector down loses nothing here.
    void this.costs.exportTrace?.(r.doc, attempts, now.getTime()).catch(() => {});
    return { outcome: 'completed', render: r.doc };
  }

  /**
   * Records an attempt of one of the render's jobs. One that comes in after the render was
   * delivered (a node found lost once its lease lapsed, a copy finished second) is added to its
   * cost report.
   */
  async recordAttempt(report: ReportedAttempt): Promise<void> {
    await this.attempts.record(report);
    const render = await this.renders.forOrg(report.orgId).select(['status', 'costReport']).get(report.renderId);
    if (render?.status !== 'complete' || !render.costReport) return;
    const attempts = await this.attempts.of(report.orgId, report.renderId);
    const cost = costReport({
      createdAt: render.createdAt, deliveredAtMs: Date.parse(render.createdAt) + render.costReport.wallSeconds * 1000, creditsCharged: render.costReport.creditsCharged,
      attempts, prices: this.costs.prices,
    });
    await this.renders.forOrg(report.orgId).update(report.renderId, { set: { costReport: cost, costUsd: cost.estimatedUsd.total } }, { where: { status: 'complete' } });
  }

  /** The render's trace (OTLP JSON) and what it is drawn from. */
  async trace(orgId: string, renderId: string): Promise<{ render: StoredRender; attempts: StoredAttempt[] }> {
    const render = await this.get(orgId, renderId);
    return { render, attempts: await this.attempts.of(orgId, renderId) };
  }

  /** Charges a completed render whose charge a crash interrupted (idempotent). */
  async settle(orgId: string, render: StoredRender): Promise<void> {
    if (render.status === 'complete' && render.output) {
      await this.accounts.charge(orgId, holdKey(render.id), render.id, `${render.kind ?? 'render'} ${render.id}`, chargedUnits(render));
    }
  }

  async failed(orgId: string, renderId: string, failure: { code: string; message: string; details?: Record<string, unknown>; category: ErrorCategory; retryable: boolean }) {
    return this.end(orgId, renderId, 'error', failure);
  }

  async cancel(orgId: string, renderId: string): Promise<StoredRender> {
    const render = await this.get(orgId, renderId);
    if (render.status === 'cancelled') return render;
    if (terminalStatuses.includes(render.status)) {
      throw new AppError(409, 'render_not_cancellable', `render ${renderId} is already ${render.status}`, { status: render.status });
    }
    const ended = await this.end(orgId, renderId, 'cancelled', { code: 'cancelled', message: 'the render was cancelled', category: 'cancelled', retryable: false });
    if (ended.status !== 'cancelled') throw new AppError(409, 'render_not_cancellable', `render ${renderId} is already ${ended.status}`, { status: ended.status });
    return ended;
  }

  private async end(orgId: string, renderId: string, status: 'error' | 'cancelled', failure: { code: string; message: string; details?: Record<string, unknown>; category: ErrorCategory; retryable: boolean }): Promise<StoredRender> {
    const r = await this.renders.forOrg(orgId).update(renderId, {
      set: {
        status, 'progress.phase': status,
        error: failure.message, errorCode: failure.code, errorDetails: failure.details ?? {}, category: failure.category, retryable: failure.retryable,
        // A render the farm could not finish is reported; a cancelled one was the caller's own doing.
        ...(status === 'error' ? eventInUpdate('render.completed', { renderId }) : {}),
      },
    }, { where: { status: { $in: activeStatuses } } });
    if (r.status === 'not_found') throw new AppError(404, 'not_found', `render ${renderId} not found`);
    if (r.status === 'conflict') return r.current;
    await this.accounts.release(orgId, holdKey(renderId));
    this.onEnded(orgId, renderId);
    return r.doc;
  }

  /** Folds a node's in-scene progress into the render's percent; progress only moves forward. */
  async sceneProgress(orgId: string, renderId: string, sceneIndex: number, framesDone: number, frameCount: number): Promise<StoredRender | null> {
    const render = await this.renders.forOrg(orgId).get(renderId);
    if (!render || !activeStatuses.includes(render.status) || render.scenes[String(sceneIndex)]?.done) return render;
    const total = Math.max(render.progress.scenesTotal, 1);
    const percent = Math.floor(((render.progress.scenesCompleted + Math.min(1, framesDone / Math.max(frameCount, 1))) / total) * 95);
    if (percent <= render.progress.percent) return render;
    const r = await this.renders.forOrg(orgId).update(renderId, {
      set: { 'progress.percent': percent, ...(render.status === 'queued' ? { status: 'rendering', 'progress.phase': 'rendering' } : {}) },
    }, { where: { 'progress.percent': { $lt: percent }, status: { $in: activeStatuses } } });
    return r.status === 'updated' ? r.doc : r.status === 'conflict' ? r.current : null;
  }

  /** Resolves a public share token to its render's summary (any org: the token is the credential). */
  async byShareToken(token: string): Promise<RenderSummary | null> {
    const share = await this.shares.findOne({ token });
    if (!share) return null;
    return this.renders.forOrg(share.orgId).select(renderSummaryFields).get(share.renderId);
  }

  /** Renders still in flight in any org: what a restarted control plane picks up. */
  async active(limit: number, cursor?: string | null) {
    return this.renders.scanAllOrgs({ where: { status: { $in: activeStatuses } }, limit, cursor, order: 'oldest' });
  }
}
