/**
 * Verification (spec: Score (verify) a composition): durable work that says whether a composition
 * is good, critic by critic, citing the stills that show each finding.
 *
 * A verification freezes its target (the active composition or a compose session's scratch, as a
 * still capture does), chooses its evidence times (shot midpoints, text onsets, caption changes,
 * or the caller's timestamps), quotes and holds its price, and queues one `verify` job on the
 * media queue. A render node draws the evidence stills with the renderer the renders use (each
 * uploaded and recorded once, by position), measures them and the whole timeline (sound, black
 * and frozen stretches), and reports the figures. The control plane then scores: the built-in
 * critics from the figures (scoring.ts), an org's critics by their rules and evaluators
 * (OrgCriticJudges), and finishes the job with the results and a verdict.
 *
 * Money: the evidence stills cost what the still endpoint charges (one `compose_capture`
 * operation), and each evaluator its declared price (`compose_verify` cents). Everything is held
 * before the job is queued (402 and nothing queued when the wallet or the ceiling cannot cover
 * it); each hold is charged once when its part is delivered, and released when it is not (a
 * failed job, an evaluator that timed out). A failure is never charged.
 *
 *   measuring ──▶ scoring ──▶ succeeded
 *        └──────────┴──────▶ failed          (the job moves with it; `verify.completed` either way)
 */
import { buffer } from 'node:stream/consumers';
import { AppError } from '../../../shared/errors.ts';
import { sanitizeMessage } from '../../../shared/failures.ts';
import { newId } from '../../../shared/ids.ts';
import { bundledFonts } from '../../../shared/fonts/index.ts';
import { compositionFrameCount, frameOf } from '../../../shared/composition/timing.ts';
import type { BrandKit, Composition } from '../../../shared/composition/schema.ts';
import { parseColor } from '../../../shared/composition/color.ts';
import { rgbToHex } from '../../../shared/color/delta-e.ts';
import { measurementVersion, type VerifyMeasurements } from '../../../shared/verify/measurements.ts';
import { eventInUpdate, outboxIndex, type OutboxFields } from '../../events/outbox.ts';
import { forEachInAllOrgs } from '../../store/background-runs.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../../store/index.ts';
import type { JobKindDoc, Jobs, StoredJob } from '../../job-records/jobs.ts';
import type { Accounts } from '../accounts/accounts.ts';
import type { Brief } from '../briefs/briefs.ts';
import type { Briefs } from '../briefs/briefs.ts';
import type { BrandKits } from '../brand/brand-kits.ts';
import type { MediaLibrary, RenderAsset } from '../media/media.ts';
import { freezeComposition, type SnapshotDeps } from '../projects/composition-snapshot.ts';
import type { StillCaptures, StillImage, StillTarget } from '../stills/stills.ts';
import { stillSize } from '../stills/stills.ts';
import { evidenceTimes } from './evidence-times.ts';
import type { CriticResult } from './results.ts';
import { scoreBuiltins, verdictOf } from './scoring.ts';

/** The job kind a verification's receipt carries. */
export const verifyJobKind = 'verify';
export const verifyJobKindDoc: JobKindDoc = { kind: verifyJobKind, does: 'scores a composition with its critics, citing evidence stills' };

export const verifyLimits = { maxTimestamps: 20, defaultEvidence: 12, minHeight: 144, maxHeight: 2160, defaultMaxHeight: 1080, sampleFps: 4 };

/** An org critic as a verification runs it: what it costs, and how it is judged (the critics feature). */
export interface OrgCriticRef {
  id: string;
  label: string;
  /** The evaluator's declared price per call (cents of provider cost), or null without an evaluator. */
  evaluatorCostCents: number | null;
}

/** What an org critic is judged from: the built-in scores, the brief, the stills. */
export interface JudgeInput {
  verificationId: string;
  projectId: string | null;
  brief: Brief | null;
  stills: { index: number; atSec: number; url: string; width: number; height: number }[];
  builtins: CriticResult[];
}

/** The critics feature, as verification uses it. */
export interface OrgCriticJudges {
  /** The critics to run: built-in ids and org critics (all, or those named; 422 names an unknown id). */
  select(orgId: string, ids?: string[]): Promise<{ builtinIds: string[]; org: OrgCriticRef[] }>;
  /** Scores one org critic (rules, then its evaluator when it has one); never throws for an evaluator's failure. */
  judge(orgId: string, criticId: string, input: JudgeInput): Promise<CriticResult & { evaluatorDelivered: boolean }>;
}

/** Puts a verification's job on the queue (the farm's dispatcher). */
export interface VerifyPublisher {
  publishVerify(verification: StoredVerification): Promise<void>;
}

export type VerificationStatus = 'measuring' | 'scoring' | 'succeeded' | 'failed';

export interface VerificationRecord extends OutboxFields {
  jobId: string;
  projectId: string | null;
  sessionId: string | null;
  compositionVersion: number | null;
  compositionHash: string;
  compositionBytes: number;
  assets: RenderAsset[];
  /** The evidence moments, in order, with the composition frame each shows. */
  evidence: { atSec: number; frame: number }[];
  width: number;
  height: number;
  /** What the node is asked to read beyond texts and colours. */
  ocr: boolean;
  logoRef: string | null;
  sampleFps: number;
  /** The brief as it was when asked (critics read it), and the brand kit's colours. */
  brief: Brief | null;
  brandPalette: string[] | null;
  builtinIds: string[];
  orgCritics: OrgCriticRef[];
  /** Wallet holds by part: `stills`, and `critic:<id>` for each evaluator. */
  holds: string[];
  priced: boolean;
  status: VerificationStatus;
  images: Record<string, StillImage>;
  measurements: VerifyMeasurements | null;
  results: CriticResult[] | null;
  verdict: 'pass' | 'fail' | null;
  published: boolean;
  error: { code: string; message: string } | null;
}

export type StoredVerification = VerificationRecord & OrgDocMeta;

/** What a succeeded `verify` job's stored result holds (views.ts signs the still links at each read). */
export interface VerifyJobResult {
  verificationId: string;
  projectId: string | null;
  sessionId: string | null;
  compositionVersion: number | null;
  verdict: 'pass' | 'fail';
  critics: CriticResult[];
  evidence: StillImage[];
  measurementVersion: string;
  sound: VerifyMeasurements['sound'];
}

export interface VerifyOptions {
  /** Evidence seconds chosen by the caller (default: shot midpoints, text onsets, caption changes). */
  timestamps?: number[];
  /** Critic ids to run (default: every built-in and every org critic). */
  critics?: string[];
  /** Largest height of the evidence stills (default 1080; the figures are in the composition's pixels whatever this is). */
  maxHeight?: number;
}

const holdKeyOf = (verificationId: string, part: string) => `verify:${verificationId}:${part}`;

/** The evaluator's declared cents, as credits (rounded up: a hold never covers less than the quote). */
function evaluatorCredits(accounts: Accounts, cents: number): number {
  return Math.ceil(cents * accounts.prices.creditCost('compose_verify'));
}

export class Verifications {
  readonly verifications: OrgCollection<VerificationRecord>;

  constructor(
    store: DocumentStore,
    private readonly deps: SnapshotDeps & {
      accounts: Accounts; jobs: Jobs; briefs: Briefs; brandKits: BrandKits; media: MediaLibrary;
      judges: OrgCriticJudges; publisher: VerifyPublisher;
      /** Resolves what to verify as still captures do: the active composition, or a session's scratch. */
      targets: Pick<StillCaptures, 'targetOf'>;
      /** Signs a still's download link for an evaluator. */
      stillUrl: (blobKey: string) => Promise<string>;
      log?: (message: string, fields?: Record<string, unknown>) => void;
    },
  ) {
    this.verifications = store.orgCollection<VerificationRecord>({ name: 'verifications', idPrefix: 'vrf', indexes: [['status'], outboxIndex] });
  }

  /** A project's active composition, or with `sessionId` that compose session's scratch (404 when either is unknown). */
  targetOf(orgId: string, projectId: string, sessionId?: string): Promise<StillTarget> {
    return this.deps.targets.targetOf(orgId, projectId, sessionId);
  }

  /** Freezes the target, chooses the evidence, holds the price and queues the verify job. */
  async verify(orgId: string, target: StillTarget, options: VerifyOptions): Promise<{ verificationId: string; job: StoredJob }> {
    const maxHeight = options.maxHeight ?? verifyLimits.defaultMaxHeight;
    const frozen = await freezeComposition(this.deps, orgId, target.document, (composition) => {
      const times = evidenceTimes(composition, { ...(options.timestamps ? { timestamps: options.timestamps } : {}), max: verifyLimits.defaultEvidence });
      return { evidence: evidenceShots(composition, times), size: stillSize(composition, maxHeight) };
    });
    const selected = await this.deps.judges.select(orgId, options.critics);
    const storedBrief = target.projectId ? await this.deps.briefs.find(orgId, target.projectId) : null;
    const brief = storedBrief ? briefOf(storedBrief) : null;
    const brandPalette = brief?.brandKitId ? kitPalette((await this.deps.brandKits.get(orgId, brief.brandKitId)).kit) : null;
    const logoRef = brief?.mustInclude.logoMediaId && selected.builtinIds.includes('logo-present') ? `media:${brief.mustInclude.logoMediaId}` : null;
    const logoAsset = logoRef ? await this.logoAsset(orgId, brief!.mustInclude.logoMediaId!) : null;
    const ocr = Boolean(brief && (brief.mustInclude.texts.length || brief.mustInclude.callToAction)) && selected.builtinIds.includes('must-include-text');

    const verificationId = newId('vrf');
    // Quote before spend: every part's price is held now, or nothing is.
    const holds: string[] = [];
    try {
      const stills = holdKeyOf(verificationId, 'stills');
      await this.deps.accounts.hold(orgId, 'compose_capture', this.deps.accounts.prices.creditCost('compose_capture'), stills);
      holds.push(stills);
      for (const critic of selected.org) {
        if (critic.evaluatorCostCents === null) continue;
        const key = holdKeyOf(verificationId, `critic:${critic.id}`);
        await this.deps.accounts.hold(orgId, 'compose_verify', evaluatorCredits(this.deps.accounts, critic.evaluatorCostCents), key);
        holds.push(key);
      }
    } catch (err) {
      for (const key of holds) await this.deps.accounts.release(orgId, key);
      throw err;
    }

    let verification: StoredVerification;
    let job: StoredJob;
    try {
      job = await this.deps.jobs.start(orgId, { kind: verifyJobKind, jobKey: `verify:${verificationId}`, readPermission: 'projects:read' });
      verification = await this.verifications.forOrg(orgId).insert({
        jobId: job.id, projectId: target.projectId, sessionId: target.sessionId ?? null, compositionVersion: target.version ?? null,
        compositionHash: frozen.snapshot.key, compositionBytes: frozen.snapshot.sizeBytes,
        assets: logoAsset && !frozen.assets.some((a) => a.ref === logoAsset.ref) ? [...frozen.assets, logoAsset] : frozen.assets,
        evidence: frozen.plan.evidence, ...frozen.plan.size, ocr, logoRef, sampleFps: verifyLimits.sampleFps,
        brief, brandPalette, builtinIds: selected.builtinIds, orgCritics: selected.org, holds, priced: true,
        status: 'measuring', images: {}, measurements: null, results: null, verdict: null, published: false, error: null,
      }, { id: verificationId });
    } catch (err) {
      for (const key of holds) await this.deps.accounts.release(orgId, key);
      throw err;
    }
    try {
      await this.publish(verification);
    } catch (err) {
      await this.failed(orgId, verificationId, { code: 'verify_not_queued', message: 'the verify job could not be queued' }).catch(() => {});
      throw err;
    }
    return { verificationId, job };
  }

  /** The logo media as an asset the node fetches (422 when it is not usable). */
  private async logoAsset(orgId: string, mediaId: string): Promise<RenderAsset> {
    const item = await this.deps.media.items.forOrg(orgId).get(mediaId);
    if (!item || item.status !== 'ready' || !item.contentHash) {
      throw new AppError(422, 'brief_logo_unavailable', `the brief's logo media ${mediaId} is not a ready media item`, { fields: [{ path: 'brief.mustInclude.logoMediaId', problem: 'not a ready media item of this org' }] });
    }
    return { ref: `media:${mediaId}`, contentHash: item.contentHash, sizeBytes: item.sizeBytes, mediaType: item.mimeType ?? 'application/octet-stream' };
  }

  async get(orgId: string, verificationId: string): Promise<StoredVerification> {
    const v = await this.verifications.forOrg(orgId).get(verificationId);
    if (!v) throw new AppError(404, 'not_found', `verification ${verificationId} not found`);
    return v;
  }

  /** The verification, or null (the farm asks without a request behind it). */
  async find(orgId: string, verificationId: string): Promise<StoredVerification | null> {
    return this.verifications.forOrg(orgId).get(verificationId);
  }

  private async publish(v: StoredVerification): Promise<void> {
    await this.deps.publisher.publishVerify(v);
    if (!v.published) await this.verifications.forOrg(v.orgId).update(v.id, { set: { published: true } });
  }

  /** A node delivered evidence still `index`: recorded once (the first report counts). False when already recorded or no longer measuring. */
  async imageRecorded(orgId: string, verificationId: string, index: number, image: Omit<StillImage, 'atSec'>): Promise<boolean> {
    const scope = this.verifications.forOrg(orgId);
    const v = await scope.get(verificationId);
    if (!v) return false;
    const shot = v.evidence[index];
    if (!shot || shot.frame !== image.frame) throw new AppError(400, 'still_mismatch', `verification ${verificationId} did not ask for frame ${image.frame} at position ${index}`);
    if (v.status !== 'measuring') return false;
    const r = await scope.update(verificationId, { set: { [`images.${index}`]: { ...image, atSec: shot.atSec } } }, {
      where: { status: 'measuring', [`images.${index}`]: { $exists: false } },
    });
    return r.status === 'updated';
  }

  /**
   * The node's figures: recorded once, once every still is in; then scoring starts (in the
   * background: evaluators may take seconds, and the node need not wait for them). False when
   * already recorded.
   */
  async measured(orgId: string, verificationId: string, measurements: VerifyMeasurements): Promise<boolean> {
    const scope = this.verifications.forOrg(orgId);
    const v = await scope.get(verificationId);
    if (!v || v.status !== 'measuring') return false;
    if (measurements.version !== measurementVersion) throw new AppError(400, 'measurement_version', `the node measured with ${measurements.version}, this control plane reads ${measurementVersion}`);
    const missing = v.evidence.map((_, i) => i).filter((i) => !v.images[String(i)]);
    if (missing.length) throw new AppError(400, 'evidence_missing', `verification ${verificationId} has no still at positions ${missing.join(', ')}`);
    const r = await scope.update(verificationId, { set: { status: 'scoring', measurements } }, { where: { status: 'measuring' } });
    if (r.status !== 'updated') return false;
    this.scoreInBackground(r.doc);
    return true;
  }

  private scoreInBackground(v: StoredVerification): void {
    this.score(v).catch((err) => {
      this.deps.log?.('scoring a verification failed; it is scored again at the next start', { verificationId: v.id, error: (err as Error).message });
    });
  }

  /** Scores every critic, charges what was delivered, releases the rest, finishes the job. Repeatable. */
  private async score(v: StoredVerification): Promise<void> {
    const measurements = v.measurements!;
    const composition = await this.compositionOf(v);
    const builtins = scoreBuiltins({
      composition, measurements, brief: v.brief, brandPalette: v.brandPalette,
      fontAvailable: (family: string) => bundledFonts().hasFamily(family), only: v.builtinIds,
    });
    const evidence = v.evidence.map((_, i) => v.images[String(i)]!);
    const stills = await Promise.all(evidence.map(async (s, index) => ({ index, atSec: s.atSec, url: await this.deps.stillUrl(s.blobKey), width: s.width, height: s.height })));
    const org: CriticResult[] = [];
    for (const critic of v.orgCritics) {
      const judged = await this.deps.judges.judge(v.orgId, critic.id, { verificationId: v.id, projectId: v.projectId, brief: v.brief, stills, builtins });
      const { evaluatorDelivered, ...result } = judged;
      const key = holdKeyOf(v.id, `critic:${critic.id}`);
      if (critic.evaluatorCostCents !== null) {
        // Charged once when the evaluator answered; an evaluator that timed out or failed costs nothing.
        if (evaluatorDelivered) await this.deps.accounts.charge(v.orgId, key, v.id, `evaluator of critic ${critic.label}`, critic.evaluatorCostCents);
        else await this.deps.accounts.release(v.orgId, key);
      }
      org.push(result);
    }
    const critics = [...builtins, ...org];
    const verdict = verdictOf(critics);
    await this.deps.accounts.charge(v.orgId, holdKeyOf(v.id, 'stills'), v.id, `verification evidence, ${evidence.length} still${evidence.length === 1 ? '' : 's'}`, 1);
    const result: VerifyJobResult = {
      verificationId: v.id, projectId: v.projectId, sessionId: v.sessionId, compositionVersion: v.compositionVersion,
      verdict, critics, evidence, measurementVersion: measurements.version, sound: measurements.sound,
    };
    await this.deps.jobs.finish(v.orgId, v.jobId, { status: 'succeeded', result: { ...result } });
    await this.verifications.forOrg(v.orgId).update(v.id, {
      set: { status: 'succeeded', results: critics, verdict, ...eventInUpdate('verify.completed', completedEvent(v, 'succeeded', verdict, critics, null), v.projectId) },
    }, { where: { status: 'scoring' } });
  }

  /** The verification as one picture (sheet.ts); 409 until it is scored. */
  async sheet(orgId: string, verificationId: string): Promise<Buffer> {
    const v = await this.get(orgId, verificationId);
    if (v.status !== 'succeeded' || !v.results || !v.measurements) {
      throw new AppError(409, 'verification_not_finished', `verification ${verificationId} is ${v.status}; its sheet is drawn once it is scored`, { status: v.status });
    }
    // Loaded here: drawing a sheet loads Skia, which nothing else in the control plane needs.
    const { verificationSheet } = await import('./sheet.ts');
    return verificationSheet({
      verificationId: v.id, verdict: v.verdict ?? 'fail', critics: v.results, evidence: v.evidence.map((_, i) => v.images[String(i)]!),
      frame: v.measurements.frame, still: (key) => this.bytes(key),
    });
  }

  private async bytes(key: string): Promise<Buffer> {
    return buffer(await this.deps.blobs.read(key));
  }

  /** The frozen composition, read back from its snapshot. */
  private async compositionOf(v: StoredVerification): Promise<Composition> {
    return JSON.parse((await this.bytes(v.compositionHash)).toString('utf8')) as Composition;
  }

  /** The verify job will not be tried again: every hold goes back and the job fails with the reason. */
  async failed(orgId: string, verificationId: string, failure: { code: string; message: string }): Promise<void> {
    const v = await this.verifications.forOrg(orgId).get(verificationId);
    if (!v || (v.status !== 'measuring' && v.status !== 'scoring')) return;
    const error = { code: failure.code, message: sanitizeMessage(failure.message) };
    for (const key of v.holds) await this.deps.accounts.release(orgId, key);
    await this.deps.jobs.finish(orgId, v.jobId, { status: 'failed', error });
    await this.verifications.forOrg(orgId).update(verificationId, {
      set: { status: 'failed', error, ...eventInUpdate('verify.completed', completedEvent(v, 'failed', null, null, error), v.projectId) },
    }, { where: { status: v.status } });
  }

  /**
   * After a control-plane restart: queues again the verifications still measuring (with a durable
   * broker only those never noted as published), and scores those that were scoring.
   */
  async recover(options: { republish: boolean }): Promise<number> {
    const measuring: StoredVerification[] = [];
    const scoring: StoredVerification[] = [];
    await forEachInAllOrgs(this.verifications, { status: { $in: ['measuring', 'scoring'] } }, (v) => {
      if (v.status === 'scoring') scoring.push(v);
      else if (!v.published || options.republish) measuring.push(v);
    });
    for (const v of measuring) await this.publish(v);
    for (const v of scoring) this.scoreInBackground(v);
    return measuring.length + scoring.length;
  }
}

/** The evidence moments as composition frames (the nearest frame, as stills pick them). */
function evidenceShots(composition: Composition, times: number[]): { atSec: number; frame: number }[] {
  const frames = compositionFrameCount(composition);
  return times.map((atSec) => ({ atSec, frame: Math.min(frameOf(atSec, composition.output.fps), frames - 1) }));
}

/** A kit's colours (its five roles and its extra colours) as `#rrggbb`, for the brand-colour critic. */
function kitPalette(kit: BrandKit): string[] {
  const colours = [...Object.values(kit.colors), ...(kit.extraColors ?? []).map((c) => c.hex)];
  return [...new Set(colours.flatMap((css) => {
    const c = parseColor(css);
    return c ? [rgbToHex(c)] : [];
  }))];
}

/** The brief's fields alone (not its store metadata). */
function briefOf(b: Brief): Brief {
  return { goal: b.goal, audience: b.audience, platform: b.platform, durationSec: b.durationSec, mustInclude: b.mustInclude, tone: b.tone, mood: b.mood, brandKitId: b.brandKitId };
}

function completedEvent(v: StoredVerification, status: 'succeeded' | 'failed', verdict: 'pass' | 'fail' | null, critics: CriticResult[] | null, error: { code: string; message: string } | null) {
  return {
    verificationId: v.id, jobId: v.jobId, status, verdict,
    failed: critics ? critics.filter((c) => c.status === 'fail' || c.status === 'error').map((c) => c.criticId) : [],
    errorCode: error?.code ?? null, error: error?.message ?? null,
  };
}

