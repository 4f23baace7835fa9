/**
 * Transcribing a media item: a job receipt at once; a render node extracts the sound (an
 * extract-audio job on the media queue: mono Ogg/Opus at 24 kb/s, about two hours in the 25 MB
 * most providers accept) and uploads it; then the sound is sent to the configured provider in the
 * background, and the words land on the media item in the same update that records the
 * `media.transcribed` event. The item's `transcript.status` is the durable marker: a control
 * plane that restarts picks up transcriptions still `running` (sending the sound, or asking for it
 * again).
 */
import { buffer } from 'node:stream/consumers';
import { AppError } from '../../../shared/errors.ts';
import { BackgroundRuns, forEachInAllOrgs } from '../../store/background-runs.ts';
import { newId } from '../../../shared/ids.ts';
import type { BlobStore } from '../../blobs/index.ts';
import type { Jobs, StoredJob, JobKindDoc } from '../../job-records/jobs.ts';
import type { MediaJobPublisher, MediaLibrary, StoredMedia, TranscriptState } from '../media/media.ts';
import { eventInUpdate } from '../../events/outbox.ts';
import { type Transcriber, TranscriptionError } from './provider.ts';
import { type TranscriptWord } from '../media/origins.ts';

export type { TranscriptState };

/** The job kind a transcription's receipt carries (`GET /v1/jobs/{jobId}`). */
export const transcribeJobKind = 'transcribe';
/** The kind with what it does, for the Job view's documentation. */
export const transcribeJobKindDoc: JobKindDoc = { kind: transcribeJobKind, does: 'a media transcription' };

export class Transcriptions {
  private readonly runs = new BackgroundRuns();

  constructor(
    private readonly deps: { media: MediaLibrary; jobs: Jobs; blobs: BlobStore; publisher: MediaJobPublisher; transcriber: Transcriber | null },
    private readonly options: { attempts?: number; retryDelayMs?: number; log?: (message: string, fields?: Record<string, unknown>) => void } = {},
  ) {}

  /** Starts (or joins) the transcription of a media item; answers with its job. */
  async start(orgId: string, mediaId: string): Promise<StoredJob> {
    const item = await this.deps.media.get(orgId, mediaId);
    if (!this.deps.transcriber) throw new AppError(503, 'transcription_unavailable', 'this deployment has no transcription provider (set FRAMEFLEET_TRANSCRIBE_URL)', { setting: 'FRAMEFLEET_TRANSCRIBE_URL' });
    if (item.status !== 'ready') throw new AppError(409, 'media_not_ready', `media ${mediaId} is ${item.status}; transcribe it once it is ready`, { status: item.status });
    if (!item.hasAudio) throw new AppError(422, 'media_no_transcript', `media ${mediaId} has no sound to transcribe`);
    const current = item.transcript;
    if (current && current.status !== 'failed') return this.deps.jobs.get(orgId, current.jobId);
    const attemptId = newId('try');
    const job = await this.deps.jobs.start(orgId, { kind: transcribeJobKind, jobKey: `transcribe:${mediaId}:${attemptId}`, readPermission: 'media:read' });
    const state: TranscriptState = { status: 'running', jobId: job.id, attemptId, audioKey: null, language: null, words: [], error: null };
    const r = await this.deps.media.items.forOrg(orgId).update(mediaId, { set: { transcript: state } }, { ifVersion: item.version });
    // Two calls at once: the one that lost joins the winner's job.
    if (r.status === 'conflict' && r.current.transcript) return this.deps.jobs.get(orgId, r.current.transcript.jobId);
    if (r.status !== 'updated') throw new AppError(404, 'not_found', `media ${mediaId} not found`);
    await this.requestAudio(r.doc);
    return job;
  }

  /** The words of a media item, once transcribed. */
  async transcript(orgId: string, mediaId: string): Promise<{ item: StoredMedia; transcript: TranscriptState }> {
    const item = await this.deps.media.get(orgId, mediaId);
    const t = item.transcript;
    if (!t) throw new AppError(404, 'not_found', `media ${mediaId} has not been transcribed; start with POST /v1/media/${mediaId}/transcribe`);
    if (t.status === 'ready' && t.words.length === 0) throw new AppError(422, 'media_no_transcript', `no speech was found in media ${mediaId}`);
    return { item, transcript: t };
  }

  /**
   * A render node extracted the sound for an attempt: it is sent to the provider in the background.
   * False when the attempt is no longer running (a repeated or late report changes nothing).
   */
  async audioExtracted(orgId: string, mediaId: string, attemptId: string, audioKey: string): Promise<boolean> {
    const r = await this.deps.media.items.forOrg(orgId).update(mediaId, { set: { 'transcript.audioKey': audioKey } },
      { where: { 'transcript.attemptId': attemptId, 'transcript.status': 'running' } });
    if (r.status !== 'updated') return false;
    this.launch(r.doc);
    return true;
  }

  /** The sound of an attempt could not be extracted: the transcription fails with the reason. */
  async extractionFailed(orgId: string, mediaId: string, attemptId: string, message: string): Promise<void> {
    const item = await this.deps.media.items.forOrg(orgId).get(mediaId);
    if (item?.transcript?.attemptId === attemptId && item.transcript.status === 'running') await this.fail(item, message);
  }

  /** Resumes transcriptions a stopped control plane left running: sends the sound, or asks for it again. */
  async recover(): Promise<number> {
    const asked: Promise<void>[] = [];
    const count = await forEachInAllOrgs(this.deps.media.items, { 'transcript.status': 'running' }, (item) => {
      if (item.transcript?.audioKey) this.launch(item);
      else asked.push(this.requestAudio(item));
    });
    await Promise.all(asked);
    return count;
  }

  private requestAudio(item: StoredMedia): Promise<void> {
    return this.deps.publisher.publishAudioExtraction({ id: item.id, orgId: item.orgId, contentHash: item.contentHash!, sizeBytes: item.sizeBytes }, item.transcript!.attemptId);
  }

  /** Resolves when every transcription this process started has ended (tests, shutdown). */
  idle(): Promise<void> {
    return this.runs.idle();
  }

  private launch(item: StoredMedia): void {
    if (this.deps.transcriber) this.runs.start(item.id, () => this.transcribe(item));
  }

  private async fail(item: StoredMedia, message: string): Promise<void> {
    const jobId = item.transcript!.jobId;
    await this.deps.media.items.forOrg(item.orgId).update(item.id, { set: { 'transcript.status': 'failed', 'transcript.error': message } }, { where: { 'transcript.jobId': jobId } });
    await this.deps.jobs.finish(item.orgId, jobId, { status: 'failed', error: { code: 'transcription_failed', message } });
    this.options.log?.('transcription failed', { mediaId: item.id, error: message });
  }

  private async transcribe(item: StoredMedia): Promise<void> {
    const jobId = item.transcript!.jobId;
    const attempts = this.options.attempts ?? 3;
    let outcome: { words: TranscriptWord[]; language: string | null } | { error: string };
    for (let attempt = 1; ; attempt++) {
      try {
        const audio = await buffer(await this.deps.blobs.read(item.transcript!.audioKey!));
        outcome = await this.deps.transcriber!.transcribe(audio, { filename: `${item.id}.ogg` });
        break;
      } catch (err) {
        const retryable = err instanceof TranscriptionError ? err.retryable : false;
        if (!retryable || attempt >= attempts) { outcome = { error: (err as Error).message }; break; }
        await new Promise((r) => setTimeout(r, (this.options.retryDelayMs ?? 5000) * attempt));
      }
    }
    const scope = this.deps.media.items.forOrg(item.orgId);
    if ('error' in outcome) return this.fail(item, outcome.error);
    const event = eventInUpdate('media.transcribed', { mediaId: item.id, language: outcome.language, wordCount: outcome.words.length });
    await scope.update(item.id, {
      set: { 'transcript.status': 'ready', 'transcript.language': outcome.language, 'transcript.words': outcome.words, ...event },
    }, { where: { 'transcript.jobId': jobId } });
    await this.deps.jobs.finish(item.orgId, jobId, { status: 'succeeded', result: { mediaId: item.id, language: outcome.language, wordCount: outcome.words.length } });
  }
}
