/**
 * Derived facts of a media item (spec: Media and facts, States, Limits): subject tracks, behind-
 * subject mattes, face/person detections and the signals a multicam selector reads of an angle,
 * computed by the render nodes (with their matting addon) as `fact` jobs on the farm and kept as
 * blobs (a matte: a lossless grey video aligned frame for frame with the source window; tracks,
 * detections and signals: JSON, see render-node/facts/).
 *
 * Buying one is quote before spend: the quote (per source minute, plans.ts) is held when the fact
 * is requested (402 when the wallet cannot cover it), charged when the result lands, exactly once
 * however often a node reports it, and released when the job fails for good — a job that never
 * lands is never billed. A matte whose `presenceFraction` is below 0.6 (no reliable silhouette) is
 * delivered free: its hold is released and it carries no charge. A request for a fact that already
 * exists (pending or ready) for the same media, kind, detector and window returns it with
 * `alreadyExisted: true` and holds nothing; a failed fact can be bought again.
 *
 * Signals are free (`ensureSignals`): no quote, no hold, no charge. They are requested by a read
 * of the multicam selector rather than bought, the work they can cause is bounded by the org's
 * stored media (one fact per video, whose storage the org already pays for), and each is computed
 * once and reused by every later read.
 *
 *   pending ──▶ ready | failed        (the fact and its job, kind `fact`, move together)
 */
import { buffer } from 'node:stream/consumers';
import { AppError } from '../../../shared/errors.ts';
import type { AngleSignals } from '../../../shared/multicam/signals.ts';
import type { BlobStore } from '../../blobs/index.ts';
import { sanitizeMessage } from '../../../shared/failures.ts';
import { newId } from '../../../shared/ids.ts';
import { forEachInAllOrgs } from '../../store/background-runs.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../../store/index.ts';
import type { Accounts } from '../accounts/accounts.ts';
import type { Jobs, StoredJob, JobKindDoc } from '../../job-records/jobs.ts';
import type { MediaLibrary, StoredMedia } from '../media/media.ts';
import type { MatteFact } from '../media/subject-mattes.ts';
import { creditsToUsd } from '../accounts/plans.ts';

export const factKinds = ['matte', 'subjectTrack', 'detection', 'signals'] as const;
export type FactKind = (typeof factKinds)[number];
/** What callers buy through `POST /v1/media/{id}/facts` (detections go through detect-subjects; signals are requested by the multicam selector, `ensureSignals`). */
export const purchasableFactKinds = ['subjectTrack', 'matte'] as const;
export const detectors = ['face', 'person'] as const;
export type Detector = (typeof detectors)[number];
export const factStatuses = ['pending', 'ready', 'failed'] as const;
export type FactStatus = (typeof factStatuses)[number];

/** The job kind a fact's receipt carries (`GET /v1/jobs/{jobId}`). */
export const factJobKind = 'fact';
/** The kind with what it does, for the Job view's documentation. */
export const factJobKindDoc: JobKindDoc = { kind: factJobKind, does: 'a media fact: a subject track, a matte or a subject detection (bought), or the signals of a multicam angle (free)' };

/** A matte whose presenceFraction is below this is delivered free (spec: Limits, matte viability). */
export const mattePresenceThreshold = 0.6;

/** Seconds into the source file, [startSec, endSec). */
export interface FactWindow { startSec: number; endSec: number }

/** What a subject track follows when bought through the facts route: people. */
export const subjectTrackDetector: Detector = 'person';

export interface MatteSummary { presenceFraction: number; frames: number; width: number; height: number; fps: number }
/** A signals fact: the picture samples measured, the source's size and frame rate, and the samples with a face. */
export interface SignalsSummary { frames: number; width: number; height: number; fps: number; framesWithFaces: number }
export interface TrackSummary { detector: Detector; frames: number; width: number; height: number; fps: number; tracks: number; framesWithSubjects: number; maxSubjects: number }

export interface FactRecord {
  mediaId: string;
  kind: FactKind;
  detector: Detector | null;
  /** The source window; null for the whole source. */
  window: FactWindow | null;
  /**
   * What makes two requests the same fact (media, kind, detector, window). Unique among the org's
   * facts: a failed fact's key is moved aside so that the fact can be bought again.
   */
  factKey: string;
  status: FactStatus;
  blobKey: string | null;
  sizeBytes: number | null;
  mediaType: string | null;
  summary: Record<string, unknown> | null;
  /**
   * The feature the quote is drawn from (null: a free kind, signals, which holds nothing and
   * quotes 0), the credits held for it, and what was charged on delivery (null: nothing, e.g. a
   * free matte or signals).
   */
  featureId: 'subject_tracks' | 'mattes' | null;
  quotedCredits: number;
  charge: { credits: number; usd: number } | null;
  jobId: string;
  error: { code: string; message: string } | null;
  /** The media's bytes the job reads, pinned when the fact was requested. */
  contentHash: string;
  mediaBytes: number;
  /** How far the node is (frames of the window), while pending. */
  progress: { framesDone: number; frameCount: number } | null;
  /** Set by the blob janitor once the media item was deleted and the fact's blob with it. */
  blobsReleased?: boolean;
  /** Set once the fact job is on the queue: a restarted control plane publishes facts without it. */
  published: boolean;
}

export type StoredFact = FactRecord & OrgDocMeta;

/** What a node delivers for a fact job (the farm's fact kind, farm/kinds/fact.ts, turns the upload into this). */
export interface DeliveredFact {
  blobKey: string;
  sizeBytes: number;
  mediaType: string;
  frames: number;
  width: number;
  height: number;
  fps: number;
  presenceFraction: number;
  tracks: number;
  framesWithSubjects: number;
  maxSubjects: number;
}

/** A fact not present yet, with the server's quote and how to buy it. */
export interface FactOffer {
  kind: FactKind;
  detector: Detector | null;
  window: FactWindow | null;
  quotedCredits: number;
  quotedUsd: number;
  buy: { method: 'POST'; path: string; body: Record<string, unknown> | null };
}

/** What a succeeded `fact` job's stored result holds (views/facts.ts signs the blob for the public one). */
export interface FactJobResult {
  factId: string;
  mediaId: string;
  kind: FactKind;
  detector: Detector | null;
  window: FactWindow | null;
  blobKey: string;
  sizeBytes: number;
  mediaType: string;
  summary: Record<string, unknown> | null;
  charge: { credits: number; usd: number } | null;
}

/** Puts a fact's job on the queue (the farm's dispatcher). */
export interface FactPublisher {
  publishFact(fact: StoredFact): Promise<void>;
}

export interface FactRequest {
  kind: FactKind;
  /** Face or person, for subject tracks and detections (tracks default to people). */
  detector?: Detector;
  window?: FactWindow | null;
}

function holdKey(factId: string): string {
  return `fact:${factId}`;
}

/** Seconds kept to the millisecond, so equal windows give equal keys. */
function roundSec(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

function factKeyOf(mediaId: string, kind: FactKind, detector: Detector | null, window: FactWindow | null): string {
  return `${mediaId}|${kind}|${detector ?? '-'}|${window ? `${window.startSec}-${window.endSec}` : 'all'}`;
}

function featureOf(kind: FactKind): FactRecord['featureId'] {
  return kind === 'signals' ? null : kind === 'matte' ? 'mattes' : 'subject_tracks';
}

/** What `ensureSignals` answers: the signals once ready, otherwise the fact and the job computing it (or that failed). */
export type SignalsState =
  | { status: 'ready'; fact: StoredFact; signals: AngleSignals }
  | { status: 'pending' | 'failed'; fact: StoredFact; jobId: string };

function notApplicable(message: string, path: string, problem: string): AppError {
  return new AppError(422, 'fact_not_applicable', message, { fields: [{ path, problem }] });
}

/** A window slightly past the end is allowed: containers round their durations. */
const durationToleranceSec = 0.001;

export class MediaFacts {
  readonly facts: OrgCollection<FactRecord>;

  constructor(store: DocumentStore, private readonly deps: { accounts: Accounts; jobs: Jobs; media: MediaLibrary; publisher: FactPublisher; blobs: BlobStore }) {
    this.facts = store.orgCollection<FactRecord>({ name: 'media_facts', idPrefix: 'fct', unique: [['factKey']], indexes: [['mediaId'], ['status']] });
  }

  /**
   * Checks a request against the media item and quotes it: the window (required for a matte, inside
   * the source; a picture has none), the detector, the credits. 422 naming the field otherwise.
   */
  plan(item: StoredMedia, request: FactRequest, windowPath = 'body.intent'): { kind: FactKind; detector: Detector | null; window: FactWindow | null; durationSec: number; featureId: FactRecord['featureId']; credits: number } {
    const { kind } = request;
    if (item.status !== 'ready' || !item.contentHash) {
      throw new AppError(422, 'media_not_ready', `media ${item.id} is ${item.status}; derived facts can be bought once it is ready`, { fields: [{ path: 'params.id', problem: `the media is ${item.status}` }] });
    }
    if (item.kind === 'audio') throw notApplicable('derived facts are of pictures: this media item is sound only', 'params.id', 'the media has no picture');
    if (kind === 'matte' && item.kind !== 'video') throw notApplicable('a matte is cut from a video clip: this media item is a picture', 'params.id', 'the media is not a video');
    if (kind === 'signals' && item.kind !== 'video') throw notApplicable('signals are measured on a video with its sound: this media item is a picture', 'params.id', 'the media is not a video');
    const detector = kind === 'matte' || kind === 'signals' ? null : request.detector ?? subjectTrackDetector;
    let window: FactWindow | null = null;
    if (request.window) {
      if (item.kind !== 'video') throw notApplicable('a picture has no timeline: omit the window', windowPath, 'a picture has no source window');
      window = { startSec: roundSec(request.window.startSec), endSec: roundSec(request.window.endSec) };
      const duration = item.durationSec ?? 0;
      const problems: { path: string; problem: string }[] = [];
      if (!(window.startSec >= 0)) problems.push({ path: `${windowPath}.startSec`, problem: 'must be 0 or more seconds' });
      if (!(window.endSec > window.startSec)) problems.push({ path: `${windowPath}.endSec`, problem: 'must be after startSec' });
      if (!(window.endSec <= duration + durationToleranceSec)) problems.push({ path: `${windowPath}.endSec`, problem: `must not pass the end of the media (${duration} s)` });
      if (problems.length) throw new AppError(422, 'fact_window_invalid', `the window must lie inside the media (0 to ${duration} s) and end after it starts`, { fields: problems, durationSec: duration });
    } else if (kind === 'matte') {
      throw new AppError(422, 'fact_window_required', 'a matte needs the clip\'s source window (intent.startSec, intent.endSec): its cost scales with the duration', {
        fields: [{ path: windowPath, problem: 'required for a matte' }],
      });
    }
    const durationSec = window ? window.endSec - window.startSec : item.durationSec ?? 0;
    const featureId = featureOf(kind);
    return { kind, detector, window, durationSec, featureId, credits: featureId ? this.deps.accounts.prices.sourceMinuteCredits(featureId, durationSec) : 0 };
  }

  /**
   * Buys a fact: the existing one for the same media, kind, detector and window (pending or ready)
   * with `alreadyExisted`, nothing held; otherwise holds the quote (402 when the wallet cannot cover
   * it), records the fact and queues its job.
   */
  async request(orgId: string, mediaId: string, request: FactRequest, windowPath?: string): Promise<{ fact: StoredFact; alreadyExisted: boolean }> {
    const item = await this.deps.media.get(orgId, mediaId);
    const planned = this.plan(item, request, windowPath);
    const factKey = factKeyOf(item.id, planned.kind, planned.detector, planned.window);
    const scope = this.facts.forOrg(orgId);
    const existing = await scope.findOne({ factKey });
    if (existing) return { fact: existing, alreadyExisted: true };

    const factId = newId('fct');
    // A free kind holds nothing (its release and settlement find no hold and change nothing).
    if (planned.featureId) await this.deps.accounts.hold(orgId, planned.featureId, planned.credits, holdKey(factId));
    let job: StoredJob | null = null;
    let fact: StoredFact;
    try {
      job = await this.deps.jobs.start(orgId, { kind: factJobKind, jobKey: `fact:${factId}`, readPermission: 'media:read' });
      fact = await scope.insert({
        mediaId: item.id, kind: planned.kind, detector: planned.detector, window: planned.window, factKey, status: 'pending',
        blobKey: null, sizeBytes: null, mediaType: null, summary: null, featureId: planned.featureId, quotedCredits: planned.credits, charge: null,
        jobId: job.id, error: null, contentHash: item.contentHash!, mediaBytes: item.sizeBytes, progress: null, published: false,
      }, { id: factId });
    } catch (err) {
      await this.deps.accounts.release(orgId, holdKey(factId));
      if (job) await this.deps.jobs.finish(orgId, job.id, { status: 'cancelled' });
      // The same fact was bought at the same moment by another request: that one is the fact.
      const winner = (err as { code?: string }).code === 'duplicate' ? await scope.findOne({ factKey }) : null;
      if (winner) return { fact: winner, alreadyExisted: true };
      throw err;
    }
    try {
      await this.publish(fact);
    } catch (err) {
      // Nothing will compute it: the caller learns now (503), and the job and the hold do not linger.
      await this.failed(orgId, factId, { code: 'fact_not_queued', message: 'the fact job could not be queued' }).catch(() => {});
      throw err;
    }
    return { fact, alreadyExisted: false };
  }

  /**
   * The signals of a video media item over its whole file, for the multicam selector: requested
   * once (free, see the module's comment) — an existing pending or ready fact is returned, a failed
   * one is requested again — and, once ready, read back from its blob.
   */
  async ensureSignals(orgId: string, mediaId: string): Promise<SignalsState> {
    const { fact } = await this.request(orgId, mediaId, { kind: 'signals', window: null }, 'params.id');
    if (fact.status !== 'ready') return { status: fact.status, fact, jobId: fact.jobId };
    const signals = JSON.parse((await buffer(await this.deps.blobs.read(fact.blobKey!))).toString('utf8')) as AngleSignals;
    return { status: 'ready', fact, signals };
  }

  /** The item's signals when they are measured and ready; null otherwise (starts nothing: a re-resolve must cause no farm work). */
  async readySignals(orgId: string, mediaId: string): Promise<AngleSignals | null> {
    const item = await this.deps.media.get(orgId, mediaId);
    const fact = await this.facts.forOrg(orgId).findOne({ factKey: factKeyOf(item.id, 'signals', null, null) });
    if (fact?.status !== 'ready') return null;
    return JSON.parse((await buffer(await this.deps.blobs.read(fact.blobKey!))).toString('utf8')) as AngleSignals;
  }

  async get(orgId: string, factId: string): Promise<StoredFact> {
    const fact = await this.facts.forOrg(orgId).get(factId);
    if (!fact) throw new AppError(404, 'not_found', `fact ${factId} not found`);
    return fact;
  }

  /** The fact, or null (the farm's reports and the lease sweeper ask without a request behind them). */
  async find(orgId: string, factId: string): Promise<StoredFact | null> {
    return this.facts.forOrg(orgId).get(factId);
  }

  /**
   * The media item's facts (newest first) and the offers of what is not present yet: a subject
   * track of the window (or of the whole source), a matte only when a window is given, and face
   * and person detections of the whole source.
   */
  async list(orgId: string, mediaId: string, window: FactWindow | null): Promise<{ facts: StoredFact[]; offers: FactOffer[] }> {
    const item = await this.deps.media.get(orgId, mediaId);
    const { items: facts } = await this.facts.forOrg(orgId).list({ where: { mediaId: item.id }, limit: 200 });
    const present = new Set(facts.filter((f) => f.status !== 'failed').map((f) => f.factKey));
    const offers: FactOffer[] = [];
    if (item.status !== 'ready' || item.kind === 'audio') return { facts, offers };
    const path = `/v1/media/${item.id}`;
    const candidates: { request: FactRequest; buy: FactOffer['buy'] }[] = [
      { request: { kind: 'subjectTrack', window }, buy: { method: 'POST', path: `${path}/facts`, body: { kind: 'subjectTrack', ...(window ? { intent: window } : {}) } } },
      ...(window && item.kind === 'video' ? [{ request: { kind: 'matte' as const, window }, buy: { method: 'POST' as const, path: `${path}/facts`, body: { kind: 'matte', intent: window } } }] : []),
      ...detectors.map((detector) => ({ request: { kind: 'detection' as const, detector }, buy: { method: 'POST' as const, path: `${path}/detect-subjects?detector=${detector}`, body: null } })),
    ];
    for (const { request, buy } of candidates) {
      let planned;
      try {
        planned = this.plan(item, request, 'querystring');
      } catch (err) {
        if (err instanceof AppError && err.status === 422) continue;
        throw err;
      }
      if (present.has(factKeyOf(item.id, planned.kind, planned.detector, planned.window))) continue;
      offers.push({ kind: planned.kind, detector: planned.detector, window: planned.window, quotedCredits: planned.credits, quotedUsd: creditsToUsd(planned.credits), buy });
    }
    return { facts, offers };
  }

  /** The ready matte of `mediaId` whose window covers [startSec, endSec) (source seconds), or null. */
  async readyMatteCovering(orgId: string, mediaId: string, startSec: number, endSec: number): Promise<MatteFact | null> {
    // Windows are kept to the millisecond (roundSec): half of one is tolerance enough.
    const tolerance = 0.0005;
    const fact = await this.facts.forOrg(orgId).findOne({
      mediaId, kind: 'matte', status: 'ready', 'window.startSec': { $lte: startSec + tolerance }, 'window.endSec': { $gte: endSec - tolerance },
    });
    // A ready fact has its delivered blob.
    return fact ? { id: fact.id, blobKey: fact.blobKey!, sizeBytes: fact.sizeBytes!, mediaType: fact.mediaType!, window: fact.window!, summary: fact.summary } : null;
  }

  private async publish(fact: StoredFact): Promise<void> {
    await this.deps.publisher.publishFact(fact);
    if (!fact.published) await this.facts.forOrg(fact.orgId).update(fact.id, { set: { published: true } });
  }

  /** A node's progress through the window; false when the fact no longer waits for it (the node stops). */
  async progress(orgId: string, factId: string, framesDone: number, frameCount: number): Promise<boolean> {
    const r = await this.facts.forOrg(orgId).update(factId, { set: { progress: { framesDone, frameCount } } }, { where: { status: 'pending' } });
    return r.status === 'updated';
  }

  /**
   * A node delivered the fact: recorded once (the first result counts), then charged — or, for a
   * matte without a reliable silhouette, released and delivered free — and its job succeeds. A
   * repeated report finishes a delivery whose charge or job was interrupted, and changes nothing
   * else. False when the result was already recorded or the fact has failed.
   */
  async delivered(orgId: string, factId: string, result: DeliveredFact): Promise<boolean> {
    const scope = this.facts.forOrg(orgId);
    const fact = await scope.get(factId);
    if (!fact || fact.status === 'failed') return false;
    let recorded = false;
    let current = fact;
    if (fact.status === 'pending') {
      const summary = fact.kind === 'matte'
        ? { presenceFraction: result.presenceFraction, frames: result.frames, width: result.width, height: result.height, fps: result.fps } satisfies MatteSummary
        : fact.kind === 'signals'
        ? { frames: result.frames, width: result.width, height: result.height, fps: result.fps, framesWithFaces: result.framesWithSubjects } satisfies SignalsSummary
        : { detector: fact.detector!, frames: result.frames, width: result.width, height: result.height, fps: result.fps, tracks: result.tracks, framesWithSubjects: result.framesWithSubjects, maxSubjects: result.maxSubjects } satisfies TrackSummary;
      const free = fact.featureId === null || (fact.kind === 'matte' && result.presenceFraction < mattePresenceThreshold);
      const charge = free ? null : { credits: fact.quotedCredits, usd: creditsToUsd(fact.quotedCredits) };
      const r = await scope.update(factId, {
        set: { status: 'ready', blobKey: result.blobKey, sizeBytes: result.sizeBytes, mediaType: result.mediaType, summary: { ...summary }, charge, progress: null },
      }, { where: { status: 'pending' } });
      if (r.status === 'not_found') return false;
      recorded = r.status === 'updated';
      current = r.status === 'updated' ? r.doc : r.current;
    }
    if (current.status === 'ready') await this.settle(current);
    return recorded;
  }

  /** Charges a delivered fact once (or releases a free one's hold) and finishes its job; each step repeatable. */
  private async settle(fact: StoredFact): Promise<void> {
    if (fact.charge) {
      const what = fact.kind === 'matte' ? 'matte' : fact.kind === 'subjectTrack' ? 'subject track' : fact.kind === 'signals' ? 'signals' : `${fact.detector} detection`;
      const window = fact.window ? ` of ${fact.window.startSec}-${fact.window.endSec} s` : '';
      await this.deps.accounts.charge(fact.orgId, holdKey(fact.id), fact.id, `${what} of media ${fact.mediaId}${window}`, this.minutesOf(fact));
    } else {
      await this.deps.accounts.release(fact.orgId, holdKey(fact.id));
    }
    const result: FactJobResult = {
      factId: fact.id, mediaId: fact.mediaId, kind: fact.kind, detector: fact.detector, window: fact.window,
      blobKey: fact.blobKey!, sizeBytes: fact.sizeBytes!, mediaType: fact.mediaType!, summary: fact.summary, charge: fact.charge,
    };
    await this.deps.jobs.finish(fact.orgId, fact.jobId, { status: 'succeeded', result: { ...result } });
  }

  /** Source minutes a fact analysed (the feature's usage unit). */
  private minutesOf(fact: StoredFact): number {
    const summary = fact.summary as { frames?: number; fps?: number } | null;
    const seconds = fact.window ? fact.window.endSec - fact.window.startSec : summary?.frames && summary.fps ? summary.frames / summary.fps : 0;
    return seconds / 60;
  }

  /** The fact job will not be tried again: the fact fails (and can be bought again), the hold goes back, the job fails. */
  async failed(orgId: string, factId: string, failure: { code: string; message: string }): Promise<void> {
    const scope = this.facts.forOrg(orgId);
    let fact = await scope.get(factId);
    if (fact?.status === 'pending') {
      const error = { code: failure.code, message: sanitizeMessage(failure.message) };
      const r = await scope.update(factId, { set: { status: 'failed', error, progress: null, factKey: `${fact.factKey}|failed|${fact.id}` } }, { where: { status: 'pending' } });
      fact = r.status === 'updated' ? r.doc : r.status === 'conflict' ? r.current : null;
    }
    // Repeated for a fact already failed: a failure whose release or job update was interrupted is finished.
    if (fact?.status !== 'failed') return;
    await this.deps.accounts.release(orgId, holdKey(factId));
    await this.deps.jobs.finish(orgId, fact.jobId, { status: 'failed', error: fact.error! });
  }

  /**
   * After a control-plane restart: queues again the facts still pending — with a durable broker
   * (`republish: false`) only those never noted as published; with the in-process queue, whose
   * jobs died with the process, all of them.
   */
  async recover(options: { republish: boolean }): Promise<number> {
    const pending: StoredFact[] = [];
    await forEachInAllOrgs(this.facts, { status: 'pending' }, (fact) => {
      if (!fact.published || options.republish) pending.push(fact);
    });
    for (const fact of pending) await this.publish(fact);
    return pending.length;
  }
}
