/**
 * The selector's answer as one timeline picture (SVG): a lane per angle with the signals it was
 * judged by (its microphone's level over the others', faces, motion), then the moments coloured
 * by the angle that scored best there, the cut schedule, the audio bed, and the switches the pacing rules
 * held back, each marked where it would have been with the rule that blocked it.
 */
import type { AngleSignals } from '../../../shared/multicam/signals.ts';
import { escapeXml } from '../../../shared/telemetry/timeline.ts';
import type { SelectorResponse } from './engine.ts';

const palette = ['#38bdf8', '#f97316', '#a3e635', '#e879f9', '#facc15', '#f87171'];
const laneHeight = 64;
const left = 150;
const right = 24;
const width = 1400;

export interface TimelineAngle { candidateId: string; role: string | null; offsetSec: number; signals: AngleSignals }

export function selectorTimelineSvg(response: SelectorResponse, angles: TimelineAngle[]): string {
  const color = new Map(angles.map((a, i) => [a.candidateId, palette[i % palette.length]!]));
  const start = Math.min(...response.moments.map((m) => m.startSec), 0);
  const end = Math.max(...response.moments.map((m) => m.endSec), start + 1);
  const x = (t: number) => left + ((t - start) / (end - start)) * (width - left - right);
  const parts: string[] = [];
  let y = 40;
  parts.push(`<text x="16" y="24" class="title">Multicam selector · group ${escapeXml(response.groupId)} · ${response.recommendation.cutSchedule.length} shots, ${response.recommendation.suppressedSwitches.length} switches held back</text>`);

  // Signals per angle: the microphone's level above the others' (filled), faces (bars), motion (line).
  for (const a of angles) {
    const c = color.get(a.candidateId)!;
    parts.push(`<text x="16" y="${y + 22}" class="lane">${escapeXml(short(a.candidateId))}</text><text x="16" y="${y + 40}" class="small">${escapeXml(a.role ?? 'angle')} · offset ${a.offsetSec.toFixed(2)} s</text>`);
    parts.push(`<rect x="${left}" y="${y}" width="${width - left - right}" height="${laneHeight - 8}" class="lanebg"/>`);
    const others = angles.filter((o) => o !== a);
    const s = a.signals;
    const points: string[] = [];
    for (let i = 0; i < s.levelDb.length; i++) {
      const t = s.window.startSec + i / s.audioRate + a.offsetSec;
      const mine = s.levelDb[i]!;
      const theirs = others.map((o) => levelAt(o, t)).filter((v): v is number => v !== null);
      const lead = theirs.length ? mine - theirs.reduce((p, v) => p + v, 0) / theirs.length : 0;
      const h = mine < -50 ? 0 : Math.max(0, Math.min(1, lead / 20));
      points.push(`${x(t).toFixed(1)},${(y + laneHeight - 8 - h * (laneHeight - 12)).toFixed(1)}`);
    }
    if (points.length) parts.push(`<polyline points="${x(s.window.startSec + a.offsetSec).toFixed(1)},${y + laneHeight - 8} ${points.join(' ')} ${x(s.window.startSec + a.offsetSec + s.levelDb.length / s.audioRate).toFixed(1)},${y + laneHeight - 8}" fill="${c}" fill-opacity="0.45" stroke="${c}" stroke-width="1"/>`);
    s.face.forEach((f, i) => {
      if (f.area <= 0) return;
      const t = s.window.startSec + i / s.videoRate + a.offsetSec;
      parts.push(`<rect x="${x(t).toFixed(1)}" y="${y + 2}" width="${Math.max(1, x(t + 1 / s.videoRate) - x(t)).toFixed(1)}" height="6" fill="#fde047"/>`);
    });
    const motion = s.motion.map((m, i) => `${x(s.window.startSec + i / s.videoRate + a.offsetSec).toFixed(1)},${(y + laneHeight - 10 - Math.min(1, m / 20) * 24).toFixed(1)}`);
    if (motion.length > 1) parts.push(`<polyline points="${motion.join(' ')}" fill="none" stroke="#e2e8f0" stroke-width="1" stroke-dasharray="3 2"/>`);
    y += laneHeight;
  }

  const band = (label: string, spans: { startSec: number; endSec: number; candidateId: string }[], title: (i: number) => string) => {
    parts.push(`<text x="16" y="${y + 24}" class="lane">${label}</text>`);
    spans.forEach((m, i) => {
      parts.push(`<rect x="${x(m.startSec).toFixed(1)}" y="${y + 6}" width="${Math.max(1, x(m.endSec) - x(m.startSec)).toFixed(1)}" height="28" fill="${color.get(m.candidateId) ?? '#64748b'}" stroke="#0f172a"><title>${escapeXml(title(i))}</title></rect>`);
    });
    y += 44;
  };
  // What the score wanted at each moment (its best candidate), against what the schedule shows below it.
  band('best score', response.moments.map((m) => ({ startSec: m.startSec, endSec: m.endSec, candidateId: bestOf(m) })), (i) => {
    const m = response.moments[i]!;
    return `${m.startSec}–${m.endSec} s: best ${bestOf(m)}, shown ${m.chosen}${m.pacingNote ? ` (${m.pacingNote})` : ''}`;
  });
  band('cut schedule', response.recommendation.cutSchedule, (i) => {
    const c = response.recommendation.cutSchedule[i]!;
    return `${c.startSec}–${c.endSec} s: ${c.candidateId}, source ${c.sourceInSec}–${c.sourceOutSec} s. ${c.reasons.join(' ')}`;
  });
  band('audio bed', response.recommendation.audioBed, (i) => `${response.recommendation.audioBed[i]!.candidateId}: ${response.recommendation.audioBed[i]!.reasons.join(' ')}`);

  // Held-back switches: where each would have cut, in the colour of the angle it wanted, and until when the rule held it.
  parts.push(`<text x="16" y="${y + 24}" class="lane">held back</text>`);
  for (const s of response.recommendation.suppressedSwitches) {
    const c = color.get(s.wouldHaveBeenCandidateId) ?? '#f87171';
    parts.push(`<line x1="${x(s.atSec).toFixed(1)}" y1="${y + 4}" x2="${x(s.atSec).toFixed(1)}" y2="${y + 36}" stroke="${c}" stroke-width="3"><title>${escapeXml(`${s.atSec} s: ${s.wouldHaveBeenCandidateId} blocked by ${s.blockedBy} until ${s.releaseAtSec} s`)}</title></line>`);
    parts.push(`<line x1="${x(s.atSec).toFixed(1)}" y1="${y + 20}" x2="${x(s.releaseAtSec).toFixed(1)}" y2="${y + 20}" stroke="${c}" stroke-dasharray="4 3"/>`);
    parts.push(`<text x="${(x(s.atSec) + 4).toFixed(1)}" y="${y + 14}" class="small">${escapeXml(s.blockedBy)}</text>`);
  }
  y += 44;

  // The time axis.
  const step = niceStep(end - start);
  for (let t = Math.ceil(start / step) * step; t <= end + 1e-9; t += step) {
    parts.push(`<line x1="${x(t).toFixed(1)}" y1="36" x2="${x(t).toFixed(1)}" y2="${y}" class="grid"/><text x="${x(t).toFixed(1)}" y="${y + 16}" class="small" text-anchor="middle">${round(t)} s</text>`);
  }
  y += 24;
  const legend = angles.map((a, i) => `<rect x="${left + i * 220}" y="${y}" width="14" height="14" fill="${color.get(a.candidateId)}"/><text x="${left + i * 220 + 20}" y="${y + 12}" class="small">${escapeXml(short(a.candidateId))} (${escapeXml(a.role ?? 'angle')})</text>`).join('');
  parts.push(legend, `<text x="${left}" y="${y + 34}" class="small">filled: the angle's microphone above the others (0–20 dB) · yellow: a face · dashed: motion</text>`);
  y += 46;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y}" viewBox="0 0 ${width} ${y}">`
    + '<style>text{font-family:Inter,sans-serif;fill:#e2e8f0}.title{font-size:16px;font-weight:700}.lane{font-size:13px;font-weight:600}.small{font-size:11px;fill:#94a3b8}.lanebg{fill:#1e293b}.grid{stroke:#334155;stroke-width:1}</style>'
    + `<rect width="100%" height="100%" fill="#0f172a"/>${parts.join('')}</svg>`;
}

/** A moment's highest-scoring candidate (ties to the lower id, as the engine breaks them). */
function bestOf(m: SelectorResponse['moments'][number]): string {
  return [...m.candidates].sort((a, b) => b.score - a.score || a.candidateId.localeCompare(b.candidateId))[0]?.candidateId ?? m.chosen;
}

function levelAt(a: TimelineAngle, groupSec: number): number | null {
  const i = Math.floor((groupSec - a.offsetSec - a.signals.window.startSec) * a.signals.audioRate);
  return i >= 0 && i < a.signals.levelDb.length ? a.signals.levelDb[i]! : null;
}

function niceStep(span: number): number {
  for (const s of [1, 2, 5, 10, 15, 30, 60, 120, 300, 600]) if (span / s <= 16) return s;
  return 1200;
}

const short = (id: string) => (id.length > 16 ? `${id.slice(0, 8)}…${id.slice(-6)}` : id);
const round = (n: number) => Math.round(n * 100) / 100;
