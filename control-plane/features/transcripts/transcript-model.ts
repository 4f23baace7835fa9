/**
 * Asking a language model about a media item's transcript, the part transcript analysis and clip
 * suggestions share: the transcript cut into timestamped lines, the limits (spec: about 100,000
 * characters; a window with no speech), the quote held before the call and the tokens actually
 * spent charged once on success (`ai_tokens`, cents of provider cost), and the check that every
 * timestamp the model names is a line start of the window — a model that invents one fails the
 * call and nothing is charged.
 */
import { AppError } from '../../../shared/errors.ts';
import { newId } from '../../../shared/ids.ts';
import type { Accounts } from '../accounts/accounts.ts';
import type { MediaLibrary, StoredMedia } from '../media/media.ts';
import type { PriceList } from '../accounts/plans.ts';
import type { TranscriptWord } from '../media/origins.ts';
import { type ChatModel, ChatError, promptTokenBound, usageCents } from './chat.ts';

/** Transcript characters one call may send (about two hours of speech). */
export const maxTranscriptChars = 100_000;
/** A line starts at a sentence after a pause (a new paragraph) once this long has passed since the last line start... */
const lineParagraphSec = 5;
/** A pause between words this long ends a paragraph. */
const paragraphPauseSec = 0.5;
/** ...at any sentence once this long has... */
const lineSentenceSec = 10;
/** ...and at any word once this long has. */
const lineMaxSec = 15;

export interface TimeWindow { startSec: number; endSec: number }

/** A line of the transcript: `start` is the marker the model sees and must quote back (seconds, one decimal). */
export interface TranscriptLine { start: number; end: number; text: string; words: TranscriptWord[] }

/** Times as the model reads and writes them: seconds with one decimal. */
export function marker(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}

/** The words cut into lines at paragraph or sentence starts, about 5 to 15 seconds apart. */
export function transcriptLines(words: readonly TranscriptWord[]): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  let current: TranscriptLine | null = null;
  let previous: TranscriptWord | null = null;
  for (const word of words) {
    const elapsed = current ? word.start - current.words[0]!.start : 0;
    const sentenceStart = !previous || /[.!?]["')\]]*$/.test(previous.text);
    const paragraphStart = sentenceStart && previous !== null && word.start - previous.end >= paragraphPauseSec;
    if (!current || elapsed >= lineMaxSec || (elapsed >= lineSentenceSec && sentenceStart) || (elapsed >= lineParagraphSec && paragraphStart)) {
      current = { start: marker(word.start), end: word.end, text: '', words: [] };
      lines.push(current);
    }
    current.words.push(word);
    current.end = Math.max(current.end, word.end);
    current.text = current.text ? `${current.text} ${word.text}` : word.text;
    previous = word;
  }
  return lines;
}

/** The lines as the prompt carries them: `[12.3] text`, one a line. */
export function linesPrompt(lines: readonly TranscriptLine[]): string {
  return lines.map((l) => `[${l.start.toFixed(1)}] ${l.text}`).join('\n');
}

export interface TranscriptSlice { item: StoredMedia; lines: TranscriptLine[]; window: TimeWindow | null; text: string }

export interface VerifiedAnswer<T> { value: T; usage: { promptTokens: number; completionTokens: number; cents: number; credits: number } }

export class TranscriptModel {
  constructor(private readonly deps: { media: MediaLibrary; accounts: Accounts; chat: ChatModel | null }) {}

  /** Answers 503 naming the setting when this deployment has no language model. */
  requireModel(): ChatModel {
    if (!this.deps.chat) throw new AppError(503, 'analysis_unavailable', 'this deployment has no language model provider (set FRAMEFLEET_CHAT_URL)', { setting: 'FRAMEFLEET_CHAT_URL' });
    return this.deps.chat;
  }

  /**
   * The lines of a media item's transcript inside `window` (a line belongs to it when it starts
   * inside), with the spec's refusals: no speech on file or in the window, or too much of it
   * (after 404 for another org's item, and 503 without a language model).
   */
  async slice(orgId: string, mediaId: string, window: TimeWindow | null): Promise<TranscriptSlice> {
    if (window && !(window.endSec > window.startSec)) throw new AppError(400, 'validation_failed', 'window.endSec must be greater than window.startSec', { field: 'window' });
    const item = await this.deps.media.get(orgId, mediaId);
    this.requireModel();
    const t = item.transcript;
    if (t?.status === 'running') throw new AppError(409, 'transcript_not_ready', `the transcription of media ${mediaId} is still running (job ${t.jobId})`, { jobId: t.jobId });
    if (!t || t.status !== 'ready') {
      throw new AppError(422, 'media_no_transcript', `media ${mediaId} has no transcript on file${item.hasAudio ? `; transcribe it first with POST /v1/media/${mediaId}/transcribe` : ' (it has no sound)'}`);
    }
    const all = transcriptLines(t.words);
    if (all.length === 0) throw new AppError(422, 'media_no_transcript', `no speech was found in media ${mediaId}`);
    const lines = window ? all.filter((l) => l.start >= window.startSec && l.start < window.endSec) : all;
    if (lines.length === 0) {
      throw new AppError(422, 'media_no_transcript', `no speech starts between ${window!.startSec} s and ${window!.endSec} s of media ${mediaId}`, { window });
    }
    const text = linesPrompt(lines);
    if (text.length > maxTranscriptChars) {
      throw new AppError(422, 'transcript_too_long', `the transcript${window ? ' window' : ''} is ${text.length} characters, over the ${maxTranscriptChars} one call takes; narrow it with window`, {
        characters: text.length, limit: maxTranscriptChars,
      });
    }
    return { item, lines, window, text };
  }

  /**
   * Asks the model, verifying its answer with `read` (which throws UnverifiedAnswer for a
   * timestamp that is not a line start). The quote (prompt bound plus the answer's token cap) is
   * held first (402 when the wallet cannot cover it); only a verified answer is charged, at the
   * tokens it spent.
   */
  async ask<T>(orgId: string, purpose: { reference: string; description: string }, prompt: { system: string; user: string; maxTokens: number }, read: (json: Record<string, unknown>) => T): Promise<VerifiedAnswer<T>> {
    const chat = this.requireModel();
    const quote = credits(this.deps.accounts.prices, usageCents({ promptTokens: promptTokenBound(prompt.system + prompt.user), completionTokens: prompt.maxTokens }, chat.prices));
    const holdKey = `ai_tokens:${newId('ask')}`;
    await this.deps.accounts.hold(orgId, 'ai_tokens', quote, holdKey);
    try {
      const answer = await completeWithRetry(chat, prompt);
      const value = read(answer.json);
      const cents = usageCents(answer.usage, chat.prices);
      const charged = Math.min(quote, credits(this.deps.accounts.prices, cents));
      await this.deps.accounts.charge(orgId, holdKey, purpose.reference, purpose.description, cents, { credits: charged });
      return { value, usage: { ...answer.usage, cents, credits: charged } };
    } catch (err) {
      await this.deps.accounts.release(orgId, holdKey);
      if (err instanceof UnverifiedAnswer) {
        throw new AppError(502, 'analysis_unverified', `the language model's answer failed verification against the transcript: ${err.message}; nothing was charged`, err.details);
      }
      if (err instanceof ChatError) throw new AppError(502, 'analysis_failed', `${err.message}; nothing was charged`, { retryable: err.retryable });
      throw err;
    }
  }
}

/** Provider attempts of one call: a rate limit or an outage is tried again after a short pause. */
const attempts = 3;
const retryPauseMs = 400;

async function completeWithRetry(chat: ChatModel, prompt: { system: string; user: string; maxTokens: number }) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await chat.complete(prompt);
    } catch (err) {
      if (!(err instanceof ChatError && err.retryable) || attempt >= attempts) throw err;
      await new Promise((r) => setTimeout(r, retryPauseMs * attempt));
    }
  }
}

/** Credits drawn for `cents` of provider cost: the feature's rate, rounded up to whole credits, at least one. */
function credits(prices: PriceList, cents: number): number {
  return Math.max(1, Math.ceil(cents * prices.creditCost('ai_tokens')));
}

/** An answer that does not hold against the transcript. */
export class UnverifiedAnswer extends Error {
  constructor(message: string, readonly details: Record<string, unknown> = {}) {
    super(message);
  }
}

/** The line starting at `seconds` (as the model wrote it), or UnverifiedAnswer naming the value. */
export function lineAt(lines: readonly TranscriptLine[], seconds: unknown, field: string): TranscriptLine {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) throw new UnverifiedAnswer(`${field} is not a number of seconds`, { field, value: seconds ?? null });
  const line = lines.find((l) => Math.abs(l.start - seconds) < 0.05);
  if (!line) {
    throw new UnverifiedAnswer(`${field} ${seconds} s is not a line start of the transcript`, { field, value: seconds, lineStarts: lines.slice(0, 50).map((l) => l.start) });
  }
  return line;
}

/** A non-empty string field of the model's answer, or UnverifiedAnswer. */
export function textField(value: unknown, field: string, maxLength = 2000): string {
  if (typeof value !== 'string' || !value.trim()) throw new UnverifiedAnswer(`${field} is missing`, { field });
  return value.trim().slice(0, maxLength);
}
