/**
 * Speech-to-text providers behind one interface. The adapter shipped speaks the OpenAI-compatible
 * transcription API (`POST {base}/audio/transcriptions`, multipart, `verbose_json` with word
 * timestamps), which OpenAI, Groq, and self-hosted Whisper servers (faster-whisper-server,
 * LocalAI, whisper.cpp's server) all answer.
 */
import type { TranscriptWord } from '../media/origins.ts';

export interface Transcript {
  language: string | null;
  text: string;
  words: TranscriptWord[];
}

export interface Transcriber {
  readonly name: string;
  /** Transcribes an audio file (Ogg/Opus bytes). Throws TranscriptionError. */
  transcribe(audio: Buffer, options: { filename: string; signal?: AbortSignal }): Promise<Transcript>;
}

export class TranscriptionError extends Error {
  constructor(message: string, readonly retryable: boolean) {
    super(message);
  }
}

interface VerboseJson {
  text?: string;
  language?: string;
  words?: { word?: string; start?: number; end?: number }[];
}

export class OpenAiCompatibleTranscriber implements Transcriber {
  readonly name = 'openai-compatible';

  constructor(private readonly options: { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number }) {}

  async transcribe(audio: Buffer, { filename, signal }: { filename: string; signal?: AbortSignal }): Promise<Transcript> {
    const form = new FormData();
    form.append('file', new Blob([audio], { type: 'audio/ogg' }), filename);
    form.append('model', this.options.model);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'word');
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 10 * 60_000);
    let res: Response;
    try {
      res = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/audio/transcriptions`, {
        method: 'POST', body: form, signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        headers: this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {},
      });
    } catch (err) {
      throw new TranscriptionError(`the transcription provider could not be reached: ${(err as Error).message}`, true);
    }
    const text = await res.text();
    if (!res.ok) {
      // Rate limits and server errors pass; a refused request (bad audio, bad key) will not.
      throw new TranscriptionError(`the transcription provider answered ${res.status}: ${text.slice(0, 300)}`, res.status === 429 || res.status >= 500);
    }
    let body: VerboseJson;
    try {
      body = JSON.parse(text) as VerboseJson;
    } catch {
      throw new TranscriptionError('the transcription provider answered with something other than JSON', true);
    }
    const words = (body.words ?? [])
      .filter((w) => typeof w.word === 'string' && w.word.trim() && Number.isFinite(w.start) && Number.isFinite(w.end))
      .map((w) => ({ text: w.word!.trim(), start: Math.max(0, w.start!), end: Math.max(w.start!, w.end!) }));
    return { language: body.language ?? null, text: body.text ?? words.map((w) => w.text).join(' '), words };
  }
}
