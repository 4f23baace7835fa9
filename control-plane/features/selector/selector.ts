/**
 * The multicam selector (spec: Multicam selector): for a group of synced angles, which angle to
 * show moment by moment and why, a cut schedule with its audio bed, and the switches the pacing
 * rules held back.
 *
 * It reads facts, never guesses: each angle's signals (a `signals` media fact, measured once per
 * media item by a render node and reused by every request: its own microphone's level, its onset
 * envelope, faces, motion, sharpness, exposure), and where an angle has a transcript, its words'
 * turns (transcript-turns.ts). Offsets the group leaves out are measured by
 * GCC-PHAT over the angles' onset envelopes (shared/multicam/sync.ts); angles whose sound shares
 * nothing with the first are a 422, not a guess. The choice itself is engine.ts: a pure function
 * of the signals, the offsets and a policy, so the same inputs give the same bytes and a
 * re-resolve under another policy needs no farm work.
 *
 * While signals are still being measured the candidates answer 202 with the jobs and a
 * Retry-After, never a partial answer. Signals are free: they are requested by a read, bounded
 * by the org's stored media (already paid for as storage), and computed once per item.
 *
 * `apply` writes a recommendation into the project's composition as cut video clips (muted) over
 * one audio track of the chosen microphones, each joined to the next by a 20 ms crossfade, so
 * the sound is mixed once and runs on through every change of angle.
 */
import { AppError } from '../../../shared/errors.ts';
import type { Composition } from '../../../shared/composition/schema.ts';
import type { AngleSignals } from '../../../shared/multicam/signals.ts';
import { alignAngles, minSyncConfidence } from '../../../shared/multicam/sync.ts';
import type { MediaLibrary } from '../media/media.ts';
import type { Projects, StoredComposition } from '../projects/projects.ts';
import type { ComposeSessions, StoredComposeSession } from '../compose-sessions/compose-sessions.ts';
import { type MulticamGroups, type StoredGroup } from './groups.ts';
import { selectorTimelineSvg } from './timeline-svg.ts';
import { transcriptTurns, transcriptTurnsVersion } from './transcript-turns.ts';
import { selectCuts, validatePolicy, type SelectorAngle, type SelectorPolicyInput, type SelectorResponse } from './engine.ts';

/** The signals of a media item (the facts feature): measured when missing, read when ready. */
export interface SignalSource {
  /** Requests the item's signals once (a failed measurement is requested again); ready ones come with their figures. */
  ensureSignals(orgId: string, mediaId: string): Promise<{ status: 'ready'; signals: AngleSignals } | { status: 'pending' | 'failed'; jobId: string }>;
  /** The item's signals if they are ready; null otherwise (starts nothing). */
  readySignals(orgId: string, mediaId: string): Promise<AngleSignals | null>;
}

export interface AngleSync { mediaId: string; offsetSec: number; confidence: number; measured: boolean }

export type CandidatesAnswer = { ready: true; response: SelectorResponse; sync: AngleSync[] } | { ready: false; jobIds: string[]; retryAfterSec: number };

/** Seconds of crossfade between two microphones at an audio change. */
export const audioJoinSec = 0.02;

export class Selector {
  constructor(private readonly deps: {
    groups: MulticamGroups; signals: SignalSource; projects: Projects; media: MediaLibrary;
    /** Compose sessions, for applying a recommendation to a session's scratch instead of the composition. */
    sessions: Pick<ComposeSessions, 'writeScratch'>;
  }) {}

  /** The candidates under the default policy (or `policy`), measuring what is missing first. */
  async candidates(orgId: string, projectId: string, groupId: string, policy?: SelectorPolicyInput): Promise<CandidatesAnswer> {
    const group = await this.deps.groups.get(orgId, projectId, groupId);
    const answers = await Promise.all(group.angles.map((a) => this.deps.signals.ensureSignals(orgId, a.mediaId)));
    const waiting = answers.flatMap((a) => (a.status === 'ready' ? [] : [a.jobId]));
    if (waiting.length) return { ready: false, jobIds: waiting, retryAfterSec: 2 };
    return this.resolveWith(orgId, group, answers.map((a) => (a as { signals: AngleSignals }).signals), policy);
  }

  /** Re-resolves under a supplied policy from the stored signals alone: 409 when they are not all measured yet. */
  async resolve(orgId: string, projectId: string, groupId: string, policy: SelectorPolicyInput): Promise<{ response: SelectorResponse; sync: AngleSync[] }> {
    const group = await this.deps.groups.get(orgId, projectId, groupId);
    const answer = await this.resolveWith(orgId, group, await this.storedSignals(orgId, group), policy);
    return { response: answer.response, sync: answer.sync };
  }

  /** The default answer as a timeline picture (timeline-svg.ts), from the stored signals (409 while any is missing). */
  async timelineSvg(orgId: string, projectId: string, groupId: string): Promise<string> {
    const group = await this.deps.groups.get(orgId, projectId, groupId);
    const signals = await this.storedSignals(orgId, group);
    const { response, sync } = await this.resolveWith(orgId, group, signals);
    return selectorTimelineSvg(response, group.angles.map((a, i) => ({ candidateId: a.mediaId, role: a.role, offsetSec: sync[i]!.offsetSec, signals: signals[i]! })));
  }

  /** Every angle's stored signals; 409 naming those not measured yet (nothing is started). */
  private async storedSignals(orgId: string, group: StoredGroup): Promise<AngleSignals[]> {
    const signals = await Promise.all(group.angles.map((a) => this.deps.signals.readySignals(orgId, a.mediaId)));
    const missing = group.angles.filter((_, i) => !signals[i]).map((a) => a.mediaId);
    if (missing.length) {
      throw new AppError(409, 'signals_not_ready', `the signals of ${missing.join(', ')} are not measured yet: GET the candidates first, which measures them`, { mediaIds: missing });
    }
    return signals as AngleSignals[];
  }

  /**
   * The group's offsets as far as they are known, for the group's view: `pending` until every
   * angle's signals are measured (starts nothing), `no_common_sound` with the reason when an
   * angle shares no sound with the first.
   */
  async syncState(orgId: string, group: StoredGroup): Promise<{ status: 'measured'; angles: AngleSync[] } | { status: 'pending' } | { status: 'no_common_sound'; problem: string }> {
    const signals = await Promise.all(group.angles.map((a) => this.deps.signals.readySignals(orgId, a.mediaId)));
    if (signals.some((s) => !s)) return { status: 'pending' };
    try {
      return { status: 'measured', angles: this.sync(group, signals as AngleSignals[]) };
    } catch (err) {
      if (err instanceof AppError && err.code === 'angles_share_no_sound') return { status: 'no_common_sound', problem: err.message };
      throw err;
    }
  }

  /** The group's offsets: given, or measured from the sound (422 when an angle shares none with the first). */
  sync(group: StoredGroup, signals: AngleSignals[]): AngleSync[] {
    const measured = alignAngles(signals.map((s) => s.onset), signals[0]!.onsetRate);
    const base = group.angles[0]!.offsetSec ?? 0;
    const sync = group.angles.map((a, i): AngleSync => (a.offsetSec !== null
      ? { mediaId: a.mediaId, offsetSec: a.offsetSec, confidence: 1, measured: false }
      : { mediaId: a.mediaId, offsetSec: round(base + measured[i]!.offsetSec), confidence: round(measured[i]!.confidence), measured: true }));
    const lost = sync.flatMap((s, i) => (s.measured && i > 0 && s.confidence < minSyncConfidence ? [i] : []));
    if (lost.length) {
      throw new AppError(422, 'angles_share_no_sound', `the sound of ${lost.map((i) => group.angles[i]!.mediaId).join(', ')} shares nothing with ${group.angles[0]!.mediaId}: its offset cannot be measured; give offsetSec for it in the group`, {
        fields: lost.map((i) => ({ path: `group.angles[${i}].offsetSec`, problem: `no common sound with angle 0 (sync confidence ${sync[i]!.confidence}, needs ${minSyncConfidence})` })),
      });
    }
    return sync;
  }

  private async resolveWith(orgId: string, group: StoredGroup, signals: AngleSignals[], policy?: SelectorPolicyInput): Promise<{ ready: true; response: SelectorResponse; sync: AngleSync[] }> {
    if (policy) {
      const problems = validatePolicy(policy);
      if (problems.length) {
        throw new AppError(422, 'validation_failed', `the policy is invalid: ${problems.join('; ')}`, {
          fields: problems.map((p) => ({ path: p.slice(0, p.indexOf(':')), problem: p.slice(p.indexOf(':') + 1).trim() })),
        });
      }
    }
    const sync = this.sync(group, signals);
    const angles: SelectorAngle[] = group.angles.map((a, i) => ({ candidateId: a.mediaId, role: a.role, offsetSec: sync[i]!.offsetSec, signals: signals[i]! }));
    const active = await this.deps.projects.activeComposition(orgId, group.projectId);
    // Where an angle's sound has a transcript, its words mark the turns (transcript-turns.ts).
    const words = await Promise.all(group.angles.map(async (a) => {
      const item = await this.deps.media.get(orgId, a.mediaId);
      return item.transcript?.status === 'ready' ? item.transcript.words : null;
    }));
    const turns = transcriptTurns(angles.map((a, i) => ({ candidateId: a.candidateId, offsetSec: a.offsetSec, signals: a.signals, words: words[i]! })));
    const response = selectCuts({
      projectId: group.projectId, groupId: group.groupId, angles, ...(policy ? { policy } : {}), ...(turns.length ? { turns } : {}),
      composition: { cuts: compositionCuts(active.document as unknown as Composition, group) },
      signalVersions: { ...signals[0]!.versions, ...(turns.length ? { transcript: transcriptTurnsVersion } : {}) },
    });
    return { ready: true, response, sync };
  }

  /**
   * Writes the recommendation under If-Match into the project's composition (one save, one
   * `composition.updated`), or with `sessionId` into that compose session's scratch: 409 while
   * signals are missing, as `resolve`.
   */
  async apply(orgId: string, projectId: string, groupId: string, ifMatch: string | undefined, options: { policy?: SelectorPolicyInput; sessionId?: string } = {}): Promise<
    { target: 'composition'; composition: StoredComposition } | { target: 'session'; session: StoredComposeSession }
  > {
    const { response, sync } = await this.resolve(orgId, projectId, groupId, options.policy ?? {});
    const first = await this.deps.media.get(orgId, sync[0]!.mediaId);
    const frame = { width: even(first.width ?? 1280), height: even(first.height ?? 720) };
    const document = multicamComposition(response, new Map(sync.map((s) => [s.mediaId, s.offsetSec])), frame, 30);
    if (options.sessionId !== undefined) return { target: 'session', session: await this.deps.sessions.writeScratch(orgId, projectId, options.sessionId, ifMatch, document) };
    return { target: 'composition', composition: await this.deps.projects.replaceComposition(orgId, projectId, ifMatch, document, { source: 'selector_apply', savedBy: null }) };
  }
}

/** Where the composition already shows the group's angles: its video clips of their media, on the group's timeline. */
export function compositionCuts(composition: Composition, group: StoredGroup): { startSec: number; endSec: number; candidateId: string }[] {
  const ids = new Set(group.angles.map((a) => a.mediaId));
  return composition.tracks.flatMap((t) => t.clips).flatMap((c) => {
    if (c.kind !== 'video' || typeof c.src !== 'string' || !c.src.startsWith('media:')) return [];
    const id = c.src.slice('media:'.length);
    return ids.has(id) ? [{ startSec: c.start, endSec: c.start + c.duration, candidateId: id }] : [];
  });
}

/**
 * A recommendation as a composition: the group's timeline from its first moment, one muted video
 * clip per shot and one audio clip per span of the bed, every edge on the frame grid. Each audio
 * clip reaches 10 ms past its edges inside the timeline and fades over those 20 ms, so two
 * microphones cross over without a gap or a step.
 */
export function multicamComposition(response: SelectorResponse, offsets: ReadonlyMap<string, number>, frame: { width: number; height: number }, fps: number): Record<string, unknown> {
  const { cutSchedule, audioBed } = response.recommendation;
  const t0 = cutSchedule[0]?.startSec ?? 0;
  const end = snap(Math.max(...cutSchedule.map((c) => c.endSec), t0 + 1 / fps) - t0, fps);
  const half = audioJoinSec / 2;
  const video = cutSchedule.map((c, i) => {
    const start = snap(c.startSec - t0, fps);
    const stop = i === cutSchedule.length - 1 ? end : snap(cutSchedule[i + 1]!.startSec - t0, fps);
    return { kind: 'video', id: `shot-${i + 1}`, start, duration: round(stop - start), src: `media:${c.candidateId}`, trim: { start: round(Math.max(0, t0 + start - (offsets.get(c.candidateId) ?? 0))) }, muted: true, fit: 'cover' };
  }).filter((c) => c.duration > 0);
  const sound = audioBed.map((b, i) => {
    const start = snap(b.startSec - t0, fps);
    const stop = i === audioBed.length - 1 ? end : snap(audioBed[i + 1]!.startSec - t0, fps);
    const lead = i === 0 ? 0 : half;
    const tail = i === audioBed.length - 1 ? 0 : half;
    const inSec = t0 + start - lead - (offsets.get(b.candidateId) ?? 0);
    return {
      kind: 'audio', id: `sound-${i + 1}`, start: round(start - lead), duration: round(stop - start + lead + tail), src: `media:${b.candidateId}`,
      trim: { start: round(Math.max(0, inSec)) }, fadeIn: lead * 2, fadeOut: tail * 2,
    };
  }).filter((c) => c.duration > 0);
  return {
    output: { width: frame.width, height: frame.height, fps, background: '#000000', durationSec: end },
    tracks: [{ name: 'multicam picture', clips: video }, { name: 'multicam sound', clips: sound }],
  };
}

const snap = (sec: number, fps: number) => Math.round(sec * fps) / fps;
const round = (n: number) => Math.round(n * 1000) / 1000;
const even = (n: number) => Math.max(16, Math.round(n / 2) * 2);
