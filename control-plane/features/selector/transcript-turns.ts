/**
 * Speaker turns from transcripts, for the selector's `transcript` signal: where an angle's sound
 * has been transcribed, its words (times from that angle's file) are grouped into turns at
 * pauses, moved onto the group's timeline by the angle's offset, and each turn is given to the
 * angle whose own microphone is loudest over it against the others' (the transcripts carry no
 * speaker labels, and every microphone hears every speaker: the word times say when someone
 * speaks, the microphones say who). Turns of several transcripts of one group are merged: the
 * first transcript that covers a moment keeps it.
 */
import type { AngleSignals } from '../../../shared/multicam/signals.ts';
import type { TranscriptTurn } from './engine.ts';

/** The `transcript` entry of `signalVersions` when turns were read: bumped when the method changes. */
export const transcriptTurnsVersion = 'transcript-turns/1';

/** A pause this long between words ends a turn. */
export const turnPauseSec = 0.6;

export interface TranscribedAngle {
  candidateId: string;
  offsetSec: number;
  signals: AngleSignals;
  /** Its transcript's words (seconds from its file's start), or null without a ready transcript. */
  words: { start: number; end: number }[] | null;
}

export function transcriptTurns(angles: TranscribedAngle[]): TranscriptTurn[] {
  const turns: TranscriptTurn[] = [];
  for (const angle of angles) {
    if (!angle.words?.length) continue;
    for (const span of spansOf(angle.words)) {
      const startSec = round(span.start + angle.offsetSec);
      const endSec = round(span.end + angle.offsetSec);
      if (turns.some((t) => t.startSec < endSec && startSec < t.endSec)) continue;
      const speaker = loudestOver(angles, startSec, endSec);
      if (speaker) turns.push({ speaker, startSec, endSec, candidateId: speaker });
    }
  }
  return turns.sort((a, b) => a.startSec - b.startSec || a.speaker.localeCompare(b.speaker));
}

/** Words joined into spans wherever the pause between them is shorter than `turnPauseSec`. */
function spansOf(words: { start: number; end: number }[]): { start: number; end: number }[] {
  const sorted = [...words].sort((a, b) => a.start - b.start);
  const spans: { start: number; end: number }[] = [];
  for (const w of sorted) {
    const last = spans.at(-1);
    if (last && w.start - last.end < turnPauseSec) last.end = Math.max(last.end, w.end);
    else spans.push({ start: w.start, end: w.end });
  }
  return spans;
}

/** The angle whose microphone is loudest over [startSec, endSec) relative to the others (mean dB); null when none records it all. */
function loudestOver(angles: TranscribedAngle[], startSec: number, endSec: number): string | null {
  const levels = angles.map((a) => meanLevel(a, startSec, endSec));
  let best: string | null = null;
  let bestLead = -Infinity;
  levels.forEach((level, i) => {
    if (level === null) return;
    const others = levels.filter((l, j) => j !== i && l !== null) as number[];
    const lead = others.length ? level - others.reduce((s, l) => s + l, 0) / others.length : 0;
    if (lead > bestLead || (lead === bestLead && best !== null && angles[i]!.candidateId < best)) { bestLead = lead; best = angles[i]!.candidateId; }
  });
  return best;
}

function meanLevel(angle: TranscribedAngle, startSec: number, endSec: number): number | null {
  const s = angle.signals;
  const from = Math.floor((startSec - angle.offsetSec - s.window.startSec) * s.audioRate);
  const to = Math.ceil((endSec - angle.offsetSec - s.window.startSec) * s.audioRate);
  if (from < 0 || to > s.levelDb.length || to <= from) return null;
  let sum = 0;
  for (let i = from; i < to; i++) sum += s.levelDb[i]!;
  return sum / (to - from);
}

const round = (n: number) => Math.round(n * 1000) / 1000;
