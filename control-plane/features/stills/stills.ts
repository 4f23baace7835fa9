/**
 * Still-frame captures (spec: Queue still-frame evidence): images of chosen moments of a
 * composition, drawn by the render nodes with the renderer the renders use, so a still shows
 * exactly what the render will.
 *
 * A capture freezes its target (composition-snapshot.ts: brand kit bound, media pinned, snapshot
 * stored once) and refuses any timestamp at or past the composition's end with 422
 * `timestamp_out_of_bounds` before anything is held or created. A priced capture then holds one
 * `compose_capture` unit (402 when the wallet cannot cover it) — one request is one operation,
 * however many timestamps it names — and answers with a job receipt (kind `preview_frame`). One
 * still job on the farm draws every image; each image is recorded once, by its position, however
 * often a node reports it. When the last one is in, the hold is charged once and the job
 * succeeds with one result entry per timestamp; a failure releases the hold (a failure is never
 * charged) and fails the job with the node's sanitized message.
 *
 *   running ──▶ succeeded | failed        (the capture and its job move together)
 */
import { AppError } from '../../../shared/errors.ts';
import { sanitizeMessage } from '../../../shared/failures.ts';
import { newId } from '../../../shared/ids.ts';
import { compositionFrameCount, frameOf } from '../../../shared/composition/timing.ts';
import type { Composition } from '../../../shared/composition/schema.ts';
import { forEachInAllOrgs } from '../../store/background-runs.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../../store/index.ts';
import type { Accounts } from '../accounts/accounts.ts';
import { freezeComposition, type SnapshotDeps } from '../projects/composition-snapshot.ts';
import type { Jobs, StoredJob, JobKindDoc } from '../../job-records/jobs.ts';
import type { RenderAsset } from '../media/media.ts';
import type { Projects } from '../projects/projects.ts';

export const stillFormats = ['png', 'jpeg'] as const;
export type StillFormat = (typeof stillFormats)[number];

export const stillLimits = { maxTimestamps: 20, minHeight: 16, maxHeight: 4320, defaultJpegQuality: 90 };

/** The job kind a still capture's receipt carries. */
export const stillJobKind = 'preview_frame';
/** The kind with what it does, for the Job view's documentation. */
export const stillJobKindDoc: JobKindDoc = { kind: stillJobKind, does: 'still frames of a composition' };

/** What to draw: a composition document, and what it was taken from (for the result). */
export interface StillTarget {
  /** A valid composition document (a stored one, a session's scratch, a bound template). */
  document: Record<string, unknown>;
  projectId: string | null;
  sessionId?: string | null;
  /** Version of the composition or scratch the document is. */
  version?: number | null;
}

export interface CaptureOptions {
  /** Seconds on the composition's timeline, each before its end; 1 to 20 of them. */
  timestamps: number[];
  format?: StillFormat;
  /** JPEG quality, 1 to 100 (default 90). */
  quality?: number;
  /** Largest height of the images, aspect kept (default: the composition's own size). */
  maxHeight?: number;
  /**
   * Whether the request is priced: one `compose_capture` operation. False for stills the service
   * takes for itself as part of other priced work (a template render's poster).
   */
  charge: boolean;
  /** The render this still is the poster of: once delivered it is recorded on that render. */
  posterFor?: string;
  /** The media item whose sampled frames these are: once delivered (or failed) the footage index is told. */
  indexFor?: string;
}

/** Where the sampled frames of a media item go once delivered (the footage index). */
export interface FrameSampleRecorder {
  framesCaptured(orgId: string, mediaId: string, captureId: string, stills: StillImage[]): Promise<unknown>;
  framesFailed(orgId: string, mediaId: string, captureId: string, error: { code: string; message: string }): Promise<unknown>;
}

/** Where a poster still is recorded once delivered (the renders). */
export interface PosterRecorder {
  recordPoster(orgId: string, renderId: string, poster: { blobKey: string; sizeBytes: number }): Promise<unknown>;
}

/** A compose session's scratch composition (the sessions domain provides it). */
export interface ScratchCompositions {
  /** The scratch; throws a 404 AppError when the session is unknown, foreign or closed. */
  scratchComposition(orgId: string, projectId: string, sessionId: string): Promise<{ document: Record<string, unknown>; contentHash: string; version: number }>;
}

/** Puts a capture's still job on the queue (the farm's dispatcher). */
export interface StillPublisher {
  publishStill(capture: StoredStillCapture): Promise<void>;
}

/** One delivered image: the public result lists one per requested timestamp, in request order. */
export interface StillImage {
  atSec: number;
  frame: number;
  blobKey: string;
  width: number;
  height: number;
  sizeBytes: number;
  mediaType: string;
}

export type StillCaptureStatus = 'running' | 'succeeded' | 'failed';

export interface StillCaptureRecord {
  /** The job receipt the caller polls. */
  jobId: string;
  projectId: string | null;
  sessionId: string | null;
  compositionVersion: number | null;
  /** The frozen snapshot and the media it draws, as the still job carries them. */
  compositionHash: string;
  compositionBytes: number;
  assets: RenderAsset[];
  /** The requested moments, in request order, with the composition frame each shows. */
  shots: { atSec: number; frame: number }[];
  format: StillFormat;
  quality: number;
  width: number;
  height: number;
  /** Whether a `compose_capture` unit is held (and charged on delivery). */
  priced: boolean;
  /** The render whose poster this is (recorded on it when delivered), or null. */
  posterFor?: string | null;
  /** The media item whose frames these are for the footage index, or null. */
  indexFor?: string | null;
  status: StillCaptureStatus;
  /** Set by the blob janitor once its project was deleted and its images were let go. */
  blobsReleased?: boolean;
  /** Delivered images by their position in `shots`. */
  images: Record<string, StillImage>;
  /** Set once the still job is on the queue: a restarted control plane publishes captures without it. */
  published: boolean;
  error: { code: string; message: string } | null;
}

export type StoredStillCapture = StillCaptureRecord & OrgDocMeta;

/** What a succeeded `preview_frame` job's stored result holds (see views/stills.ts for the public one). */
export interface StillJobResult {
  projectId: string | null;
  sessionId: string | null;
  compositionVersion: number | null;
  stills: StillImage[];
}

function holdKey(captureId: string): string {
  return `still:${captureId}`;
}

/**
 * The frame each timestamp shows (the nearest, as `framefleet frame --at` picks it; the last frame
 * covers the end of the timeline). 422 `timestamp_out_of_bounds` names every timestamp at or past
 * the end.
 */
export function stillShots(composition: Composition, timestamps: number[]): { atSec: number; frame: number }[] {
  const fps = composition.output.fps;
  const frameCount = compositionFrameCount(composition);
  const durationSec = frameCount / fps;
  const bad = timestamps.flatMap((atSec, i) => (atSec >= 0 && atSec < durationSec ? [] : [{ atSec, i }]));
  if (bad.length) {
    throw new AppError(422, 'timestamp_out_of_bounds', `${bad.length === 1 ? 'a timestamp is' : 'timestamps are'} outside the composition, which ends at ${durationSec} s`, {
      fields: bad.map(({ atSec, i }) => ({ path: `body.timestamps[${i}]`, problem: `${atSec} s is ${atSec < 0 ? 'before the start' : 'at or past the end'} of the composition (${durationSec} s)` })),
      timestamps: bad.map((b) => b.atSec),
      durationSec,
    });
  }
  return timestamps.map((atSec) => ({ atSec, frame: Math.min(frameOf(atSec, fps), frameCount - 1) }));
}

/** The images' size: the composition's, or scaled down to `maxHeight` with its aspect kept. */
export function stillSize(composition: Composition, maxHeight?: number): { width: number; height: number } {
  const { width, height } = composition.output;
  const scale = maxHeight === undefined ? 1 : Math.min(1, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function checkOptions(options: CaptureOptions): void {
  const problems: { path: string; problem: string }[] = [];
  const n = options.timestamps.length;
  if (n < 1 || n > stillLimits.maxTimestamps) problems.push({ path: 'body.timestamps', problem: `must hold 1 to ${stillLimits.maxTimestamps} timestamps` });
  if (options.timestamps.some((t) => !Number.isFinite(t))) problems.push({ path: 'body.timestamps', problem: 'must be numbers of seconds' });
  if (options.format !== undefined && !stillFormats.includes(options.format)) problems.push({ path: 'body.format', problem: `must be one of ${stillFormats.join(', ')}` });
  if (options.quality !== undefined && !(Number.isInteger(options.quality) && options.quality >= 1 && options.quality <= 100)) problems.push({ path: 'body.quality', problem: 'must be an integer from 1 to 100' });
  const h = options.maxHeight;
  if (h !== undefined && !(Number.isInteger(h) && h >= stillLimits.minHeight && h <= stillLimits.maxHeight)) problems.push({ path: 'body.maxHeight', problem: `must be an integer from ${stillLimits.minHeight} to ${stillLimits.maxHeight}` });
  if (problems.length) throw new AppError(400, 'validation_failed', 'the still capture request is invalid', { fields: problems });
}

export class StillCaptures {
  readonly captures: OrgCollection<StillCaptureRecord>;

  constructor(
    store: DocumentStore,
    private readonly deps: SnapshotDeps & {
      accounts: Accounts; jobs: Jobs; projects: Projects; publisher: StillPublisher;
      /** Compose sessions, for stills of a session's scratch; without them a session id is unknown (404). */
      scratch?: ScratchCompositions | null;
      /** The renders, for poster stills. */
      posters?: PosterRecorder;
      /** The footage index, for the frames it samples. */
      frameSamples?: FrameSampleRecorder;
    },
  ) {
    this.captures = store.orgCollection<StillCaptureRecord>({ name: 'still_captures', idPrefix: 'stl', indexes: [['status']] });
  }

  /** A project's active composition, or with `sessionId` that compose session's scratch. */
  async targetOf(orgId: string, projectId: string, sessionId?: string): Promise<StillTarget> {
    if (sessionId === undefined) {
      const stored = await this.deps.projects.activeComposition(orgId, projectId);
      return { document: stored.document, projectId, sessionId: null, version: stored.version };
    }
    await this.deps.projects.get(orgId, projectId);
    if (!this.deps.scratch) throw new AppError(404, 'not_found', `compose session ${sessionId} not found`);
    const scratch = await this.deps.scratch.scratchComposition(orgId, projectId, sessionId);
    return { document: scratch.document, projectId, sessionId, version: scratch.version };
  }

  /** Freezes the target, holds the price (when charged), starts the job and queues the still job. */
  async capture(orgId: string, target: StillTarget, options: CaptureOptions): Promise<{ captureId: string; job: StoredJob }> {
    checkOptions(options);
    const format = options.format ?? 'png';
    const frozen = await freezeComposition(this.deps, orgId, target.document, (composition) => ({
      shots: stillShots(composition, options.timestamps), size: stillSize(composition, options.maxHeight),
    }));
    const captureId = newId('stl');
    if (options.charge) await this.deps.accounts.hold(orgId, 'compose_capture', this.deps.accounts.prices.creditCost('compose_capture'), holdKey(captureId));
    let capture: StoredStillCapture;
    let job: StoredJob;
    try {
      job = await this.deps.jobs.start(orgId, { kind: stillJobKind, jobKey: `still:${captureId}`, readPermission: 'projects:read' });
      capture = await this.captures.forOrg(orgId).insert({
        jobId: job.id, projectId: target.projectId, sessionId: target.sessionId ?? null, compositionVersion: target.version ?? null,
        compositionHash: frozen.snapshot.key, compositionBytes: frozen.snapshot.sizeBytes, assets: frozen.assets,
        shots: frozen.plan.shots, format, quality: options.quality ?? stillLimits.defaultJpegQuality, ...frozen.plan.size,
        priced: options.charge, posterFor: options.posterFor ?? null, indexFor: options.indexFor ?? null, status: 'running', images: {}, published: false, error: null,
      }, { id: captureId });
    } catch (err) {
      if (options.charge) await this.deps.accounts.release(orgId, holdKey(captureId));
      throw err;
    }
    try {
      await this.publish(capture);
    } catch (err) {
      // Nothing will draw it: the caller learns now (503), and the job and the hold do not linger.
      await this.failed(orgId, captureId, { code: 'still_not_queued', message: 'the still job could not be queued' }).catch(() => {});
      throw err;
    }
    return { captureId, job };
  }

  async get(orgId: string, captureId: string): Promise<StoredStillCapture> {
    const capture = await this.captures.forOrg(orgId).get(captureId);
    if (!capture) throw new AppError(404, 'not_found', `still capture ${captureId} not found`);
    return capture;
  }

  /** The capture, or null (the farm's reports and the lease sweeper ask without a request behind them). */
  async find(orgId: string, captureId: string): Promise<StoredStillCapture | null> {
    return this.captures.forOrg(orgId).get(captureId);
  }

  private async publish(capture: StoredStillCapture): Promise<void> {
    await this.deps.publisher.publishStill(capture);
    if (!capture.published) await this.captures.forOrg(capture.orgId).update(capture.id, { set: { published: true } });
  }

  /**
   * A node delivered the image at `index`: recorded once (the first report counts), and the last
   * one completes the capture. False when it was already recorded or the capture has ended.
   */
  async imageRecorded(orgId: string, captureId: string, index: number, image: Omit<StillImage, 'atSec'>): Promise<boolean> {
    const scope = this.captures.forOrg(orgId);
    const capture = await scope.get(captureId);
    if (!capture) return false;
    const shot = capture.shots[index];
    if (!shot || shot.frame !== image.frame) {
      throw new AppError(400, 'still_mismatch', `still capture ${captureId} did not ask for frame ${image.frame} at position ${index}`);
    }
    if (capture.status !== 'running') return false;
    const r = await scope.update(captureId, { set: { [`images.${index}`]: { ...image, atSec: shot.atSec } } }, {
      where: { status: 'running', [`images.${index}`]: { $exists: false } },
    });
    const current = r.status === 'updated' ? r.doc : r.status === 'conflict' ? r.current : null;
    // A repeated report of the last image completes a capture whose completion was interrupted.
    if (current?.status === 'running' && current.shots.every((_, i) => current.images[String(i)])) await this.succeed(current);
    return r.status === 'updated';
  }

  /** Charges once, finishes the job with the images, then marks the capture done (each step repeatable). */
  private async succeed(capture: StoredStillCapture): Promise<void> {
    const stills = capture.shots.map((_, i) => capture.images[String(i)]!);
    if (capture.priced) {
      await this.deps.accounts.charge(capture.orgId, holdKey(capture.id), capture.id, `still capture of ${stills.length} frame${stills.length === 1 ? '' : 's'}`, 1);
    }
    if (capture.posterFor) await this.deps.posters?.recordPoster(capture.orgId, capture.posterFor, { blobKey: stills[0]!.blobKey, sizeBytes: stills[0]!.sizeBytes });
    if (capture.indexFor) await this.deps.frameSamples?.framesCaptured(capture.orgId, capture.indexFor, capture.id, stills);
    const result: StillJobResult = { projectId: capture.projectId, sessionId: capture.sessionId, compositionVersion: capture.compositionVersion, stills };
    await this.deps.jobs.finish(capture.orgId, capture.jobId, { status: 'succeeded', result: { ...result } });
    await this.captures.forOrg(capture.orgId).update(capture.id, { set: { status: 'succeeded' } }, { where: { status: 'running' } });
  }

  /** The still job will not be tried again: the hold goes back and the job fails with the reason. */
  async failed(orgId: string, captureId: string, failure: { code: string; message: string }): Promise<void> {
    const capture = await this.captures.forOrg(orgId).get(captureId);
    if (!capture || capture.status !== 'running') return;
    const error = { code: failure.code, message: sanitizeMessage(failure.message) };
    if (capture.priced) await this.deps.accounts.release(orgId, holdKey(captureId));
    await this.deps.jobs.finish(orgId, capture.jobId, { status: 'failed', error });
    if (capture.indexFor) await this.deps.frameSamples?.framesFailed(orgId, capture.indexFor, captureId, error);
    await this.captures.forOrg(orgId).update(captureId, { set: { status: 'failed', error } }, { where: { status: 'running' } });
  }

  /**
   * After a control-plane restart: queues again the captures still running — with a durable
   * broker (`republish: false`) only those never noted as published; with the in-process queue,
   * whose jobs died with the process, all of them.
   */
  async recover(options: { republish: boolean }): Promise<number> {
    const pending: StoredStillCapture[] = [];
    await forEachInAllOrgs(this.captures, { status: 'running' }, (capture) => {
      if (!capture.published || options.republish) pending.push(capture);
    });
    for (const capture of pending) await this.publish(capture);
    return pending.length;
  }
}
