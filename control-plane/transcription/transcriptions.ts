/**
 * Transcribing a media item: a job receipt at once, then in the background the sound is extracted
 * (mono Ogg/Opus at 24 kb/s: about two hours fit the 25 MB most providers accept), sent to the
 * configured provider, and the words land on the media item in the same update that records the
 * `media.transcribed` event. The item's `transcript.status` is the durable marker: a control
 * plane that restarts picks up transcriptions still `running`.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { AppError } from '../../shared/errors.ts';
import { BackgroundRuns, forEachInAllOrgs } from '../background.ts';
import { newId } from '../../shared/ids.ts';
import type { BlobStore } from '../blobs/index.ts';
import type { Jobs, StoredJob } from '../domain/jobs.ts';
import type { MediaLibrary, StoredMedia, TranscriptState } from '../domain/media.ts';
import { eventInUpdate } from '../webhooks/outbox.ts';
import { type Transcriber, TranscriptionError, type TranscriptWord } from './provider.ts';

export type { TranscriptState };

const run = promisify(execFile);
const maxAudioBytes = 25 * 1024 * 1024;


export class Transcriptions {
  private readonly runs = new BackgroundRuns();

  constructor(
    private readonly deps: { media: MediaLibrary; jobs: Jobs; blobs: BlobStore; transcriber: Transcriber | null },
    private readonly options: { attempts?: number; retryDelayMs?: number; log?: (message: string, fields?: Record<string, unknown>) => void } = {},
  ) {}

  /** Starts (or joins) the transcription of a media item; answers with its job. */
  async start(orgId: string, mediaId: string): Promise<StoredJob> {
    const item = await this.deps.media.get(orgId, mediaId);
    if (!this.deps.transcriber) throw new AppError(503, 'transcription_unavailable', 'this deployment has no transcription provider (set FRAMEFLEET_TRANSCRIBE_URL)');
    if (item.status !== 'ready') throw new AppError(409, 'media_not_ready', `media ${mediaId} is ${item.status}; transcribe it once it is ready`, { status: item.status });
    if (!item.hasAudio) throw new AppError(422, 'media_no_transcript', `media ${mediaId} has no sound to transcribe`);
    const current = item.transcript;
    if (current && current.status !== 'failed') return this.deps.jobs.get(orgId, current.jobId);
    const job = await this.deps.jobs.start(orgId, { kind: 'transcribe', jobKey: `transcribe:${mediaId}:${newId('try')}`, readPermission: 'media:read' });
    const state: TranscriptState = { status: 'running', jobId: job.id, language: null, words: [], error: null };
    const r = await this.deps.media.items.forOrg(orgId).update(mediaId, { set: { transcript: state } }, { ifVersion: item.version });
    // Two calls at once: the one that lost joins the winner's job.
    if (r.status === 'conflict' && r.current.transcript) return this.deps.jobs.get(orgId, r.current.transcript.jobId);
    if (r.status !== 'updated') throw new AppError(404, 'not_found', `media ${mediaId} not found`);
    this.launch(r.doc);
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

  /** Resumes transcriptions a stopped control plane left running. */
  recover(): Promise<number> {
    return forEachInAllOrgs(this.deps.media.items, { 'transcript.status': 'running' }, (item) => this.launch(item));
  }

  /** Resolves when every transcription this process started has ended (tests, shutdown). */
  idle(): Promise<void> {
    return this.runs.idle();
  }

  private launch(item: StoredMedia): void {
    if (this.deps.transcriber) this.runs.start(item.id, () => this.transcribe(item));
  }

  private async transcribe(item: StoredMedia): Promise<void> {
    const jobId = item.transcript!.jobId;
    const attempts = this.options.attempts ?? 3;
    let outcome: { words: TranscriptWord[]; language: string | null } | { error: string };
    for (let attempt = 1; ; attempt++) {
      try {
        const audio = await this.extractAudio(item);
        outcome = await this.deps.transcriber!.transcribe(audio, { filename: `${item.id}.ogg` });
        break;
      } catch (err) {
        const retryable = err instanceof TranscriptionError ? err.retryable : false;
        if (!retryable || attempt >= attempts) { outcome = { error: (err as Error).message }; break; }
        await new Promise((r) => setTimeout(r, (this.options.retryDelayMs ?? 5000) * attempt));
      }
    }
    const scope = this.deps.media.items.forOrg(item.orgId);
    if ('error' in outcome) {
      await scope.update(item.id, { set: { 'transcript.status': 'failed', 'transcript.error': outcome.error } }, { where: { 'transcript.jobId': jobId } });
      await this.deps.jobs.finish(item.orgId, jobId, { status: 'failed', error: { code: 'transcription_failed', message: outcome.error } });
      this.options.log?.('transcription failed', { mediaId: item.id, error: outcome.error });
      return;
    }
    const event = eventInUpdate('media.transcribed', { mediaId: item.id, language: outcome.language, wordCount: outcome.words.length });
    await scope.update(item.id, {
      set: { 'transcript.status': 'ready', 'transcript.language': outcome.language, 'transcript.words': outcome.words, ...event },
    }, { where: { 'transcript.jobId': jobId } });
    await this.deps.jobs.finish(item.orgId, jobId, { status: 'succeeded', result: { mediaId: item.id, language: outcome.language, wordCount: outcome.words.length } });
  }

  private async extractAudio(item: StoredMedia): Promise<Buffer> {
    const { stdout } = await this.deps.blobs.withLocalFile(item.contentHash!, (path) => run('ffmpeg', ['-v', 'error', '-i', path, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'libopus', '-b:a', '24k', '-f', 'ogg', 'pipe:1'],
      { encoding: 'buffer', maxBuffer: maxAudioBytes + 1, timeout: 10 * 60_000 })).catch((err: Error) => {
      throw new TranscriptionError(/maxBuffer/i.test(err.message) ? 'the sound is too long to transcribe in one piece (over 25 MB of audio)' : `cannot read the sound: ${err.message}`, false);
    });
    return stdout;
  }
}
