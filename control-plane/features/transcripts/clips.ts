/**
 * Clip suggestions (tag `clips`): publishable moments of long-form media. The language model reads
 * the transcript and names moments that stand alone — a topic start or a hook to the end of the
 * thought — at line starts the service verifies (as transcript analysis does; same metering).
 * Each moment is then cut at word boundaries to the asked length and scored with what the probe
 * measured from the media itself (MomentSignals): how loud the window is against the whole, and
 * whether a shot change opens it. Suggestions are synchronous (one model call; the signals were
 * measured when the media was probed).
 *
 * Building a composition from a suggestion makes one project per asked aspect ratio, ready to
 * render: the trimmed clip (fit to cover), captions of the transcript window, and a title.
 */
import { AppError } from '../../../shared/errors.ts';
import type { Composition } from '../../../shared/composition/schema.ts';
import type { MomentSignals } from '../../../shared/media-facts.ts';
import type { MediaLibrary, StoredMedia } from '../media/media.ts';
import { compositionEtag, type Projects } from '../projects/projects.ts';
import { type TimeWindow, type TranscriptLine, type TranscriptModel, lineAt, textField, UnverifiedAnswer } from './transcript-model.ts';

export interface ClipSuggestion {
  startSec: number;
  endSec: number;
  title: string;
  /** 0 to 1: the higher, the more publishable. */
  score: number;
  /** What the score is made of: the model's hook strength, the measured loudness, a shot change at the start. */
  reasons: { hook: number; energy: number | null; shotChangeAtStart: boolean | null };
}

export interface ClipRequest { count: number; minSec: number; maxSec: number; window: TimeWindow | null }

export const aspectRatios = ['9:16', '1:1', '16:9'] as const;
export type AspectRatio = (typeof aspectRatios)[number];

const system = 'You read a transcript of a long video. Each line starts with its time in seconds from the start of the video, in square brackets. '
  + 'Find moments that would stand alone as short social clips: each starts where a topic starts or with a hook (a question, a bold claim, a surprising fact) and ends where the thought ends. '
  + 'Give times exactly as the bracketed numbers of lines, never other times: start is the line the moment starts at; end is the line just after the moment '
  + '(or the moment\'s own last line when it runs to the end). hook rates how strongly the moment grabs attention, from 0 to 1. '
  + 'Answer {"moments": [{"start": number, "end": number, "title": string, "hook": number}]} with one JSON object.';

/** Padding around the words of a clip, so the first syllable and the last are not clipped. */
const leadSec = 0.25;
const tailSec = 0.4;

export class ClipSuggestions {
  constructor(private readonly deps: { model: TranscriptModel; media: MediaLibrary; projects: Projects }) {}

  async suggest(orgId: string, mediaId: string, request: ClipRequest) {
    if (request.maxSec < request.minSec) throw new AppError(400, 'validation_failed', 'maxSec must be at least minSec', { field: 'maxSec' });
    const slice = await this.deps.model.slice(orgId, mediaId, request.window);
    if (slice.item.kind === 'image') throw new AppError(422, 'media_no_transcript', `media ${mediaId} is a picture`);
    const answer = await this.deps.model.ask(orgId, { reference: mediaId, description: `clip suggestions of media ${mediaId}` },
      { system, user: slice.text, maxTokens: 2000 }, (json) => readMoments(json, slice.lines));
    const signals = slice.item.signals ?? null;
    const durationSec = slice.item.durationSec ?? Infinity;
    const scored = answer.value.map((m) => {
      const window = fitWindow(slice.lines, m.first, m.last, request, durationSec);
      return { ...window, title: m.title, ...score(m.hook, window, signals) };
    }).sort((a, b) => b.score - a.score);
    // The best of moments that overlap by more than half the shorter one.
    const chosen: ClipSuggestion[] = [];
    for (const s of scored) {
      const overlapping = chosen.some((c) => Math.min(c.endSec, s.endSec) - Math.max(c.startSec, s.startSec) > 0.5 * Math.min(c.endSec - c.startSec, s.endSec - s.startSec));
      if (!overlapping) chosen.push(s);
      if (chosen.length === request.count) break;
    }
    return { mediaId, suggestions: chosen, signals: signals ? 'measured' as const : 'unmeasured' as const, window: slice.window, usage: answer.usage };
  }

  /**
   * Projects ready to render from a suggestion's window, one per aspect ratio (default: the
   * source's nearest). `shortSide` is the output's shorter side in pixels.
   */
  async compose(orgId: string, mediaId: string, input: { startSec: number; endSec: number; title: string; aspectRatios?: AspectRatio[]; captions?: boolean; shortSide?: number }, savedBy: string | null) {
    const item = await this.deps.media.get(orgId, mediaId);
    if (item.status !== 'ready') throw new AppError(409, 'media_not_ready', `media ${mediaId} is ${item.status}`, { status: item.status });
    if (item.kind !== 'video') throw new AppError(422, 'validation_failed', `media ${mediaId} is ${item.kind ?? 'not a video'}; a clip is cut from a video`, { field: 'mediaId' });
    const durationSec = item.durationSec ?? 0;
    if (!(input.endSec > input.startSec) || input.startSec >= durationSec) {
      throw new AppError(400, 'validation_failed', `the clip must satisfy startSec < endSec and start inside the media (${durationSec} s)`, { fields: [{ path: 'body.endSec' }] });
    }
    const endSec = Math.min(input.endSec, durationSec);
    const words = input.captions === false ? [] : captionWords(item, input.startSec, endSec);
    const ratios = [...new Set(input.aspectRatios?.length ? input.aspectRatios : [nearestRatio(item)])];
    const compositions = [];
    for (const ratio of ratios) {
      const document = clipComposition(item, { startSec: input.startSec, endSec, title: input.title, ratio, words, shortSide: input.shortSide ?? 1080 });
      const { project, composition } = await this.deps.projects.create(orgId, { name: `${input.title} (${ratio})`, description: `clip ${input.startSec}–${endSec} s of media ${mediaId}`, composition: document }, savedBy);
      compositions.push({ aspectRatio: ratio, projectId: project.id, compositionId: composition.id, etag: compositionEtag(composition), width: document.output.width, height: document.output.height, durationSec: document.output.durationSec! });
    }
    return { mediaId, startSec: input.startSec, endSec, compositions };
  }
}

interface Moment { first: number; last: number; title: string; hook: number }

/** The model's moments as line ranges: `last` is the index of the moment's last line. */
function readMoments(json: Record<string, unknown>, lines: TranscriptLine[]): Moment[] {
  const list = json.moments;
  if (!Array.isArray(list) || list.length === 0) throw new UnverifiedAnswer('moments is missing or empty', { field: 'moments' });
  return list.map((entry, i) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    const first = lines.indexOf(lineAt(lines, e.start, `moments[${i}].start`));
    const endLine = lines.indexOf(lineAt(lines, e.end, `moments[${i}].end`));
    if (endLine < first) throw new UnverifiedAnswer(`moments[${i}] ends (${String(e.end)} s) before it starts (${String(e.start)} s)`, { field: `moments[${i}].end` });
    const hook = e.hook;
    if (typeof hook !== 'number' || !(hook >= 0 && hook <= 1)) throw new UnverifiedAnswer(`moments[${i}].hook is not a number from 0 to 1`, { field: `moments[${i}].hook` });
    return { first, last: endLine > first ? endLine - 1 : first, title: textField(e.title, `moments[${i}].title`, 200), hook };
  });
}

/**
 * The moment's window at word boundaries: lines added after it while it is shorter than
 * `minSec`, cut after the last word that ends within `maxSec`, padded a little each side.
 */
function fitWindow(lines: TranscriptLine[], first: number, last: number, request: ClipRequest, durationSec: number): { startSec: number; endSec: number } {
  const words = lines[first]!.words;
  const start = words[0]!.start;
  let end = last;
  while (lines[end]!.end - start < request.minSec && end + 1 < lines.length) end += 1;
  const spoken = lines.slice(first, end + 1).flatMap((l) => l.words);
  const fitting = spoken.filter((w) => w.end - start <= request.maxSec - leadSec - tailSec);
  const lastWord = (fitting.length ? fitting : spoken.slice(0, 1)).at(-1)!;
  return { startSec: round(Math.max(0, start - leadSec)), endSec: round(Math.min(durationSec, lastWord.end + tailSec)) };
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

/** The hook, with the measured loudness of the window against the whole and a shot change that opens it. */
function score(hook: number, window: { startSec: number; endSec: number }, signals: MomentSignals | null): Pick<ClipSuggestion, 'score' | 'reasons'> {
  if (!signals) return { score: round2(hook), reasons: { hook, energy: null, shotChangeAtStart: null } };
  const audible = signals.loudnessDb.filter((db) => db > -90);
  const first = Math.floor(window.startSec / signals.stepSec);
  const inside = signals.loudnessDb.slice(first, Math.max(first + 1, Math.ceil(window.endSec / signals.stepSec))).filter((db) => db > -90);
  let energy: number | null = null;
  if (audible.length && inside.length) {
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const overall = mean(audible);
    const spread = Math.sqrt(mean(audible.map((db) => (db - overall) ** 2))) + 1;
    // A window as loud as the whole scores 0.5; a standard deviation louder, about 0.73.
    energy = round2(1 / (1 + Math.exp(-(mean(inside) - overall) / spread)));
  }
  const shotChangeAtStart = signals.shotChanges.some((t) => Math.abs(t - window.startSec) <= 1.5);
  const total = energy === null ? 0.8 * hook + (shotChangeAtStart ? 0.2 : 0) : 0.55 * hook + 0.3 * energy + (shotChangeAtStart ? 0.15 : 0);
  return { score: round2(total), reasons: { hook, energy, shotChangeAtStart } };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

function nearestRatio(item: StoredMedia): AspectRatio {
  const aspect = (item.width ?? 16) / (item.height ?? 9);
  return aspectRatios.reduce((best, r) => (Math.abs(Math.log(ratioValue(r) / aspect)) < Math.abs(Math.log(ratioValue(best) / aspect)) ? r : best));
}

function ratioValue(r: AspectRatio): number {
  const [w, h] = r.split(':').map(Number);
  return w! / h!;
}

/** The transcript's words inside the window (captions keep transcript times; the clip's trim maps them). */
function captionWords(item: StoredMedia, startSec: number, endSec: number) {
  const t = item.transcript;
  if (!t || t.status !== 'ready') {
    throw new AppError(422, 'media_no_transcript', `media ${item.id} has no transcript for captions; transcribe it first, or ask for captions: false`);
  }
  return t.words.filter((w) => w.start >= startSec && w.end <= endSec + 0.05);
}

/** Even dimensions with `shortSide` on the shorter side. */
function outputSize(ratio: AspectRatio, shortSide: number): { width: number; height: number } {
  const even = (x: number) => Math.max(2, Math.round(x / 2) * 2);
  const v = ratioValue(ratio);
  return v >= 1 ? { width: even(shortSide * v), height: even(shortSide) } : { width: even(shortSide), height: even(shortSide / v) };
}

function clipComposition(item: StoredMedia, clip: { startSec: number; endSec: number; title: string; ratio: AspectRatio; words: { text: string; start: number; end: number }[]; shortSide: number }): Composition {
  const duration = round(clip.endSec - clip.startSec);
  const { width, height } = outputSize(clip.ratio, clip.shortSide);
  const tracks: Composition['tracks'] = [
    { id: 'footage', clips: [{ kind: 'video', id: 'clip', src: `media:${item.id}`, start: 0, duration, trim: { start: clip.startSec, end: clip.endSec }, fit: 'cover' }] },
  ];
  if (clip.words.length) {
    tracks.push({ id: 'captions', clips: [{
      kind: 'captions', id: 'captions', start: 0, duration, words: clip.words.map((w) => ({ text: w.text, start: w.start, end: w.end })), trim: { start: clip.startSec },
      profile: { position: 'bottom', plate: 'solid', entrance: 'word-pop' }, maxWordsPerPage: clip.ratio === '9:16' ? 4 : 7, maxLines: 2, maxWidth: 0.86,
    }] });
  }
  tracks.push({ id: 'title', clips: [{ kind: 'component', id: 'title', componentId: 'kinetic-title', start: 0, duration: Math.min(3, duration), props: { text: clip.title.slice(0, 200), subtitle: '' } }] });
  return { version: 1, output: { width, height, fps: 30, background: '#000000', durationSec: duration }, tracks } as Composition;
}
