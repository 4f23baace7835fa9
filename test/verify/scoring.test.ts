import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findPhraseInOcr, normalizeOcrText, scoreBuiltins, textSizeFloor, verdictOf, type ScoringInput } from '../../control-plane/features/verify/scoring.ts';
import { evidenceTimes } from '../../control-plane/features/verify/evidence-times.ts';
import { deltaE2000, hexToLab } from '../../shared/color/delta-e.ts';
import { builtinCriticIds } from '../../control-plane/features/critics/builtin.ts';
import type { Brief } from '../../control-plane/features/briefs/briefs.ts';
import type { CriticResult } from '../../control-plane/features/verify/results.ts';
import type { Clip, Composition } from '../../shared/composition/schema.ts';
import type { DrawnText, EvidenceMeasurement, PixelBox, SoundMeasurement, Stretch, VerifyMeasurements } from '../../shared/verify/measurements.ts';
import { measurementVersion } from '../../shared/verify/measurements.ts';
import { frameOf } from '../../shared/composition/timing.ts';

// ---------------------------------------------------------------------------------------------
// Fixtures, built by hand

const available = new Set(['inter', 'montserrat', 'poppins']);
const fontAvailable = (family: string) => available.has(family.toLowerCase());

function comp(tracks: Composition['tracks'], output: Partial<Composition['output']> = {}): Composition {
  return { version: 1, output: { width: 1080, height: 1920, fps: 30, ...output }, tracks };
}

function brief(extra: Partial<Brief> = {}, mustInclude: Partial<Brief['mustInclude']> = {}): Brief {
  return {
    goal: 'sell', audience: 'everyone', platform: 'tiktok', durationSec: 15,
    mustInclude: { texts: [], logoMediaId: null, callToAction: null, ...mustInclude },
    tone: null, mood: [], brandKitId: null, ...extra,
  };
}

function drawn(clipRef: string, text: string, over: Partial<DrawnText> = {}): DrawnText {
  return { clipRef, kind: 'text', text, box: { x: 200, y: 600, width: 600, height: 100 }, heightPx: 64, contrastRatio: 12, textLuminance: 1, backgroundLuminance: 0.05, ...over };
}

function still(index: number, atSec: number, over: Partial<EvidenceMeasurement> = {}): EvidenceMeasurement {
  return { index, atSec, frame: frameOf(atSec, 30), texts: [], ocr: null, logo: null, dominantColors: [{ hex: '#101010', share: 1 }], ...over };
}

const goodSound: SoundMeasurement = { audible: true, integratedLufs: -14.2, truePeakDbtp: -1.5, loudnessRangeLu: 5 };

function measured(evidence: EvidenceMeasurement[], over: Partial<VerifyMeasurements> = {}, frame = { width: 1080, height: 1920, fps: 30, durationSec: 15 }): VerifyMeasurements {
  return {
    version: measurementVersion,
    frame: { ...frame, frameCount: Math.round(frame.durationSec * frame.fps) },
    evidence, sound: goodSound, sampling: { fps: 2, frames: frame.durationSec * 2 }, stretches: [], ...over,
  };
}

const plainComp = comp([{ clips: [{ kind: 'video', src: 'media:v', start: 0, duration: 15 } as Clip] }]);
const plainComp16x9 = comp(plainComp.tracks, { width: 1920, height: 1080 });

function input(over: Partial<ScoringInput> = {}): ScoringInput {
  return { composition: plainComp, measurements: measured([still(0, 7.5)]), brief: null, brandPalette: null, fontAvailable, ...over };
}

function score(id: string, over: Partial<ScoringInput> = {}): CriticResult {
  const [r] = scoreBuiltins({ ...input(over), only: [id] });
  assert.ok(r, `a result for ${id}`);
  return r!;
}

// ---------------------------------------------------------------------------------------------
// THE SCENARIO: a TikTok brief and a composition that misses it, then its fixed version

interface TextSpec { id: string; text: string; start: number; duration: number; box: PixelBox; contrast: number; heightPx: number; ocr: string; color: string; plate: string; font?: string }

const tiktokBrief = brief({ platform: 'tiktok', durationSec: 15 }, { texts: ['Summer Sale'], callToAction: 'Shop now', logoMediaId: 'med_logo' });

function scenarioComposition(videoCuts: number[], texts: TextSpec[], captions: Clip | null): Composition {
  const end = videoCuts[videoCuts.length - 1]!;
  const videos = videoCuts.slice(0, -1).map((start, i) => ({ kind: 'video', id: `shot${i + 1}`, src: `media:shot${i + 1}`, start, duration: videoCuts[i + 1]! - start }) as Clip);
  const textClips = texts.map((t) => ({
    kind: 'text', id: t.id, text: t.text, start: t.start, duration: t.duration,
    style: { fontFamily: t.font ?? 'Inter', fontSize: t.heightPx, color: t.color, background: { color: t.plate, paddingX: 24, paddingY: 12 } },
    transform: { x: t.box.x + t.box.width / 2, y: t.box.y + t.box.height / 2, width: t.box.width, height: t.box.height },
  }) as Clip);
  return comp([
    { name: 'footage', clips: videos },
    { name: 'titles', clips: textClips },
    ...(captions ? [{ name: 'captions', clips: [captions] }] : []),
    { name: 'music', clips: [{ kind: 'audio', bedId: 'sunny-bed', start: 0, duration: end } as Clip] },
  ]);
}

/** What a node would measure on each evidence still of `composition`: the texts on screen then. */
function scenarioMeasurements(composition: Composition, texts: TextSpec[], o: { logo: (i: number, atSec: number) => number; sound: SoundMeasurement; colors: { hex: string; share: number }[]; captionText?: (atSec: number) => string | null }): VerifyMeasurements {
  const times = evidenceTimes(composition);
  const duration = composition.tracks.flatMap((t) => t.clips).reduce((m, c) => Math.max(m, c.start + c.duration), 0);
  const evidence = times.map((atSec, index) => {
    const shown = texts.filter((t) => atSec >= t.start && atSec < t.start + t.duration);
    const drawnTexts = shown.map((t) => drawn(t.id, t.text, { box: t.box, contrastRatio: t.contrast, heightPx: t.heightPx }));
    const caption = o.captionText?.(atSec) ?? null;
    if (caption) drawnTexts.push(drawn('captions', caption, { kind: 'captions', box: { x: 140, y: 1300, width: 800, height: 70 }, heightPx: 60, contrastRatio: 15 }));
    const ocrText = [...shown.map((t) => t.ocr), ...(caption ? [caption] : [])].join(' ');
    return still(index, atSec, {
      texts: drawnTexts,
      ocr: { text: ocrText, words: ocrText.split(/\s+/).filter(Boolean).map((w) => ({ text: w, confidence: 90, box: { x: 0, y: 0, width: 10, height: 10 } })) },
      logo: { score: o.logo(index, atSec), box: { x: 900, y: 200, width: 100, height: 100 }, scale: 1 },
      dominantColors: o.colors,
    });
  });
  return measured(evidence, { sound: o.sound, stretches: [{ kind: 'black', startSec: duration - 0.4, endSec: duration }] }, { width: 1080, height: 1920, fps: 30, durationSec: duration });
}

const captionsClip = (start: number): Clip => ({
  kind: 'captions', id: 'captions', start, duration: 6, profile: { fontFamily: 'Montserrat', emphasisFontFamily: 'brand:fonts.heading' },
  words: [['Fresh', 0, 0.4], ['looks', 0.4, 0.8], ['for', 0.8, 1.1], ['every', 1.1, 1.5], ['day.', 1.5, 2], ['Made', 3, 3.4], ['for', 3.4, 3.7], ['summer.', 3.7, 4.4]]
    .map(([text, s, e]) => ({ text: text as string, start: s as number, end: e as number })),
} as Clip);
const captionAt = (start: number) => (atSec: number) => {
  const t = atSec - start;
  if (t >= 0 && t < 2.6) return 'Fresh looks for every day.';
  if (t >= 3 && t < 5) return 'Made for summer.';
  return null;
};

// The bad one: 25 s, the title crosses the top of TikTok's title-safe area (8 % = 153.6 px), the
// subtitle is #777 on a #6b6b6b plate, the music is at −30 LUFS and the logo is nowhere.
const badTexts: TextSpec[] = [
  { id: 'title', text: 'Summer Sale', start: 1, duration: 4, box: { x: 140, y: 76.8, width: 800, height: 153.6 }, contrast: 15.3, heightPx: 110, ocr: 'SUMMER SALE', color: '#ffffff', plate: '#111111' },
  { id: 'subtitle', text: 'Our new range', start: 7, duration: 4, box: { x: 140, y: 700, width: 800, height: 90 }, contrast: 1.2, heightPx: 64, ocr: 'Our new rang', color: '#777777', plate: '#6b6b6b' },
  { id: 'cta', text: 'Shop now', start: 19, duration: 5, box: { x: 240, y: 1000, width: 600, height: 110 }, contrast: 12.6, heightPx: 80, ocr: 'Sh0p now!', color: '#ffffff', plate: '#1b1b1b' },
];
const badComposition = scenarioComposition([0, 6, 12, 18, 25], badTexts, captionsClip(12));
const badMeasurements = scenarioMeasurements(badComposition, badTexts, {
  logo: (i) => [0.12, 0.28, 0.3, 0.05][i % 4]!, sound: { audible: true, integratedLufs: -30, truePeakDbtp: -12, loudnessRangeLu: 4 },
  colors: [{ hex: '#6b6b6b', share: 0.6 }, { hex: '#777777', share: 0.4 }], captionText: captionAt(12),
});

// The fixed one: 15 s, white on dark plates, every title inside the safe area, −14.2 LUFS, logo at 0.9.
const fixedTexts: TextSpec[] = [
  { id: 'title', text: 'Summer Sale', start: 1, duration: 4, box: { x: 140, y: 260, width: 800, height: 153.6 }, contrast: 15.3, heightPx: 110, ocr: 'SUMMER SALE', color: '#ffffff', plate: '#111111' },
  { id: 'subtitle', text: 'Our new range', start: 6, duration: 3, box: { x: 140, y: 700, width: 800, height: 90 }, contrast: 14.1, heightPx: 64, ocr: 'Our new range', color: '#ffffff', plate: '#1a1a1a' },
  { id: 'cta', text: 'Shop now', start: 10, duration: 4.5, box: { x: 240, y: 1000, width: 600, height: 110 }, contrast: 12.6, heightPx: 80, ocr: 'Shop now', color: '#ffffff', plate: '#1b1b1b' },
];
const fixedComposition = scenarioComposition([0, 5, 10, 15], fixedTexts, null);
const fixedMeasurements = scenarioMeasurements(fixedComposition, fixedTexts, {
  logo: (i) => (i === 3 ? 0.9 : 0.2), sound: goodSound,
  colors: [{ hex: '#ff5a1f', share: 0.5 }, { hex: '#111111', share: 0.3 }, { hex: '#ffffff', share: 0.2 }],
});
const palette = ['#ff5a1f', '#101010', '#fafafa', '#2b6cb0'];

const byId = (results: CriticResult[]) => Object.fromEntries(results.map((r) => [r.criticId, r]));
const stillAt = (m: VerifyMeasurements, atSec: number) => m.evidence.find((e) => Math.abs(e.atSec - atSec) < 1e-9)!;

const scenario = suite('the scenario: a TikTok brief');

scenario('the bad composition fails exactly contrast, title-safe, loudness, brief format and logo, each pointing at its moment', () => {
  const results = scoreBuiltins({ composition: badComposition, measurements: badMeasurements, brief: tiktokBrief, brandPalette: null, fontAvailable });
  assert.equal(results.map((r) => r.criticId), builtinCriticIds);
  const failed = results.filter((r) => r.status === 'fail' || r.status === 'error').map((r) => r.criticId);
  assert.equal(failed, ['text-contrast', 'title-safe', 'loudness', 'brief-format', 'logo-present']);
  for (const r of results) if (!failed.includes(r.criticId)) assert.ok(r.status === 'pass' || r.status === 'skipped', `${r.criticId} is ${r.status}`);
  for (const r of results) assert.is(r.pass, r.status === 'pass' ? true : r.status === 'skipped' ? null : false);
  assert.is(verdictOf(results), 'fail');
  const r = byId(results);

  // Contrast: the subtitle, at the first still that shows it (its onset, 7.5 s).
  assert.is(r['text-contrast']!.score, 1.2);
  assert.is(r['text-contrast']!.findings.length, 1);
  const contrast = r['text-contrast']!.findings[0]!;
  assert.equal([contrast.atSec, contrast.evidenceIndex, contrast.value], [7.5, stillAt(badMeasurements, 7.5).index, 1.2]);
  assert.is(contrast.message, 'Text "Our new range" has contrast 1.2:1 against its background at 7.5 s (needs 4.5:1)');

  // Title-safe: the title, half outside across the top edge, at its onset 1.5 s.
  assert.is(r['title-safe']!.score, 0.5);
  assert.is(r['title-safe']!.findings.length, 1);
  const safe = r['title-safe']!.findings[0]!;
  assert.equal([safe.atSec, safe.evidenceIndex, safe.value], [1.5, stillAt(badMeasurements, 1.5).index, 0.5]);
  assert.match(safe.message, /"Summer Sale" has 50 % of its box inside TikTok's title-safe area at 1\.5 s \(it crosses the top edge\)/);

  // Loudness: 16 LU under TikTok's −14 LUFS.
  assert.is(r.loudness!.score, 16);
  assert.is(r.loudness!.floor, 1);
  assert.equal(r.loudness!.findings.map((f) => [f.atSec, f.value]), [[null, 16]]);
  assert.match(r.loudness!.findings[0]!.message, /−30 LUFS, 16 LU below TikTok's target of −14 LUFS/);

  // Brief format: 10 s too long, from 15 s on, shown by the first still past 15 s.
  assert.is(r['brief-format']!.score, 10);
  const format = r['brief-format']!.findings;
  assert.is(format.length, 1);
  const firstPast15 = badMeasurements.evidence.find((e) => e.atSec >= 15)!;
  assert.equal([format[0]!.atSec, format[0]!.evidenceIndex, format[0]!.value], [15, firstPast15.index, 10]);
  assert.match(format[0]!.message, /lasts 25 s, 10 s longer than the brief's 15 s/);

  // Logo: the best match, 0.3, is cited on its still.
  assert.is(r['logo-present']!.score, 0.3);
  const bestLogo = badMeasurements.evidence.reduce((b, e) => (e.logo!.score > b.logo!.score ? e : b));
  assert.equal(r['logo-present']!.findings.map((f) => [f.atSec, f.evidenceIndex, f.value]), [[bestLogo.atSec, bestLogo.index, 0.3]]);

  // The rest: passes, and brand colours skipped for want of a kit.
  assert.is(r['brand-colors']!.status, 'skipped');
  assert.is(r['brand-colors']!.reason, 'the brief has no brand kit');
  assert.is(r['must-include-text']!.score, 1);
  assert.equal(r['must-include-text']!.findings.map((f) => f.message), ['"Summer Sale" read on screen at 1.5 s', '"Shop now" read on screen at 19.5 s']);
  assert.is(r.pacing!.floor, 8);
  assert.is(r.pacing!.score, 6);
  assert.is(r['text-size']!.floor, 32.4);
  assert.is(r['fonts-reproducible']!.score, 1);
  assert.is(r['black-frozen']!.score, 0.4);
  assert.ok(r['caption-speed']!.score! <= 20 && r['caption-speed']!.score! > 0);
});

scenario('its fixed version passes every critic', () => {
  const results = scoreBuiltins({ composition: fixedComposition, measurements: fixedMeasurements, brief: tiktokBrief, brandPalette: palette, fontAvailable });
  for (const r of results) assert.is(r.status, 'pass', `${r.criticId}: ${r.status} ${r.reason ?? ''} ${r.findings.map((f) => f.message).join('; ')}`);
  assert.is(verdictOf(results), 'pass');
  const r = byId(results);
  assert.is(r['brief-format']!.score, 0);
  assert.is(r.loudness!.score, 0.2);
  assert.is(r['logo-present']!.score, 0.9);
  assert.equal(r['logo-present']!.findings.map((f) => [f.atSec, f.evidenceIndex]), [[fixedMeasurements.evidence[3]!.atSec, 3]]);
  assert.is(r['title-safe']!.score, 1);
  assert.ok(r['brand-colors']!.score! < 1);
});

// ---------------------------------------------------------------------------------------------
// Each critic's edges

const critics = suite('each built-in critic');

critics('results come in builtin.ts order, only the ones asked for; a skipped critic has no score and no pass', () => {
  const results = scoreBuiltins({ ...input(), only: ['logo-present', 'loudness', 'no-such-critic'] });
  assert.equal(results.map((r) => r.criticId), ['loudness', 'logo-present']);
  assert.equal([results[1]!.status, results[1]!.pass, results[1]!.score], ['skipped', null, null]);
  assert.is(results[1]!.reason, 'the project has no brief');
  assert.is(scoreBuiltins(input()).length, 12);
});

critics('text-contrast: the lowest ratio; one finding per clip at its worst still; no text is skipped', () => {
  assert.is(score('text-contrast').status, 'skipped');
  const m = measured([
    still(0, 1, { texts: [drawn('a', 'Alpha', { contrastRatio: 3.1 }), drawn('b', 'Beta', { contrastRatio: 4.5 })] }),
    still(1, 2, { texts: [drawn('a', 'Alpha', { contrastRatio: 2.04 }), drawn('c', 'Caption words', { kind: 'captions', contrastRatio: 4.46 })] }),
  ]);
  const r = score('text-contrast', { measurements: m });
  assert.equal([r.status, r.score, r.floor], ['fail', 2.04, 4.5]);
  assert.equal(r.findings.map((f) => [f.atSec, f.evidenceIndex, f.value]), [[2, 1, 2.04], [2, 1, 4.46]]);
  assert.match(r.findings[1]!.message, /^Caption "Caption words" has contrast 4\.46:1/);
  const ok = score('text-contrast', { measurements: measured([still(0, 1, { texts: [drawn('b', 'Beta', { contrastRatio: 4.5 })] })]) });
  assert.equal([ok.status, ok.findings], ['pass', []]);
});

critics('title-safe: 5 % per edge without a brief, the platform insets with one; names the edges crossed', () => {
  // 1920×1080 without a brief: safe from x 96 to 1824, y 54 to 1026.
  const inside = drawn('in', 'Inside', { box: { x: 96, y: 54, width: 500, height: 100 } });
  const corner = drawn('corner', 'Corner', { box: { x: 46, y: 976, width: 100, height: 100 } });
  const m = measured([still(0, 3, { texts: [inside, corner] })], {}, { width: 1920, height: 1080, fps: 30, durationSec: 15 });
  const r = score('title-safe', { composition: plainComp16x9, measurements: m });
  assert.equal([r.status, r.score], ['fail', 0.25]);
  assert.equal(r.findings.map((f) => [f.atSec, f.evidenceIndex, f.value]), [[3, 0, 0.25]]);
  assert.match(r.findings[0]!.message, /25 % of its box inside the title-safe area \(5 % per edge\) at 3 s \(it crosses the bottom and left edges\)/);
  // Half a pixel over is anti-aliasing; one pixel over is a crossing (rounded down, never up to 1).
  const nudge = (dx: number) => score('title-safe', { composition: plainComp16x9, measurements: measured([still(0, 3, { texts: [drawn('x', 'X', { box: { x: 96 - dx, y: 500, width: 400, height: 100 } })] })]) });
  assert.is(nudge(0.4).score, 1);
  assert.is(nudge(1).score, 0.99);
  // A box clipped to nothing (fully off frame) is 0 inside.
  assert.is(score('title-safe', { measurements: measured([still(0, 3, { texts: [drawn('gone', 'Gone', { box: { x: 0, y: 0, width: 0, height: 0 } })] })]) }).score, 0);
  // TikTok: the right 12 % hold the buttons.
  const right = drawn('r', 'Right', { box: { x: 700, y: 800, width: 300, height: 100 } });
  const t = score('title-safe', { brief: brief(), measurements: measured([still(0, 3, { texts: [right] })]) });
  assert.is(t.score, 0.83); // (950.4 + 0.5 − 700) / 300, rounded down
  assert.match(t.findings[0]!.message, /TikTok's title-safe area .*right edge/);
  assert.is(score('title-safe').status, 'skipped');
});

critics('text-size: 3 % of the shorter side, to 0.1 px; the smallest height', () => {
  assert.is(textSizeFloor(1080, 1920), 32.4);
  assert.is(textSizeFloor(1920, 1080), 32.4);
  assert.is(textSizeFloor(1270, 720), 21.6);
  assert.is(textSizeFloor(854, 482), 14.5);
  const m = measured([still(0, 1, { texts: [drawn('a', 'Big', { heightPx: 80 }), drawn('b', 'tiny print', { heightPx: 24.26 })] }), still(1, 2, { texts: [drawn('b', 'tiny print', { heightPx: 30 })] })]);
  const r = score('text-size', { measurements: m });
  assert.equal([r.status, r.score, r.floor], ['fail', 24.26, 32.4]);
  assert.equal(r.findings.map((f) => [f.atSec, f.evidenceIndex, f.value]), [[1, 0, 24.26]]);
  assert.match(r.findings[0]!.message, /"tiny print" is drawn 24\.3 px high at 1 s \(needs 32\.4 px/);
  const skipped = score('text-size');
  assert.equal([skipped.status, skipped.floor], ['skipped', 32.4]);
});

critics('caption-speed: every character over the time on screen, text clips and caption pages; the fastest', () => {
  const text = (t: string, start: number, duration: number) => ({ kind: 'text', id: t, text: t, start, duration }) as Clip;
  // 20 characters (spaces counted) in 1 s: exactly the ceiling passes; 12 in 0.5 s fails.
  const c = comp([{ clips: [{ kind: 'video', src: 'media:v', start: 0, duration: 10 } as Clip] }, { clips: [text('Twenty  characters!!', 1, 1), text('Flash words!', 4, 0.5)] }]);
  const m = measured([still(0, 1.5), still(1, 4.2)]);
  const r = score('caption-speed', { composition: c, measurements: m });
  assert.equal([r.status, r.score, r.floor], ['fail', 24, 20]);
  assert.equal(r.findings.map((f) => [f.atSec, f.evidenceIndex, f.value]), [[4, 1, 24]]);
  assert.match(r.findings[0]!.message, /"Flash words!" shows 12 characters for 0\.5 s from 4 s: 24 characters a second \(at most 20\)/);
  // Caption pages: 6 words read in 0.9 s.
  const fast: Clip = {
    kind: 'captions', start: 2, duration: 5,
    words: ['Talking', 'really', 'fast', 'about', 'many', 'things'].map((w, i) => ({ text: w, start: i * 0.05, end: i * 0.05 + 0.05 })),
  } as Clip;
  const rc = score('caption-speed', { composition: comp([{ clips: [fast] }]), measurements: measured([still(0, 2.3)]) });
  // "Talking really fast about many things" = 37 characters over 0.3 + 0.6 s
  assert.equal([rc.status, rc.score], ['fail', 41.11]);
  assert.equal(rc.findings.map((f) => [f.atSec, f.evidenceIndex]), [[2, 0]]);
  assert.match(rc.findings[0]!.message, /^Caption page/);
  assert.is(score('caption-speed').status, 'skipped');
});

critics('loudness: the distance to the platform target in LU, the true peak under its ceiling, silence fails', () => {
  const sound = (integratedLufs: number | null, truePeakDbtp: number | null, audible = true): Partial<ScoringInput> => ({ measurements: measured([still(0, 1)], { sound: { audible, integratedLufs, truePeakDbtp, loudnessRangeLu: null } }) });
  assert.equal([score('loudness', sound(-14.96, -2)).status, score('loudness', sound(-14.96, -2)).score], ['pass', 1]);
  assert.equal([score('loudness', sound(-12.8, -2)).status, score('loudness', sound(-12.8, -2)).score], ['fail', 1.2]);
  const broadcast = score('loudness', { ...sound(-23.4, -3), brief: brief({ platform: 'broadcast' }) });
  assert.equal([broadcast.status, broadcast.score], ['pass', 0.4]);
  const peak = score('loudness', sound(-14, -0.2));
  assert.equal([peak.status, peak.score], ['fail', 0]);
  assert.equal(peak.findings.map((f) => f.value), [0.8]);
  assert.match(peak.findings[0]!.message, /True peak is −0\.2 dBTP, 0\.8 dB over the ceiling of −1 dBTP/);
  assert.is(score('loudness', sound(-14, -1)).status, 'pass');
  const silent = score('loudness', sound(null, null, false));
  assert.equal([silent.status, silent.pass, silent.score, silent.reason], ['fail', false, null, null]);
  assert.match(silent.findings[0]!.message, /no audible sound/);
});

critics('black-frozen: black past 1 s fails; frozen counts only beyond 5 s (so fails past 6 s); findings at each start', () => {
  const run = (stretches: Stretch[]) => score('black-frozen', { measurements: measured([still(0, 2), still(1, 9)], { stretches }) });
  assert.equal([run([]).status, run([]).score], ['pass', 0]);
  assert.equal([run([{ kind: 'black', startSec: 0, endSec: 1 }]).status, run([{ kind: 'black', startSec: 0, endSec: 1 }]).score], ['pass', 1]);
  assert.equal([run([{ kind: 'frozen', startSec: 3, endSec: 8.8 }]).status, run([{ kind: 'frozen', startSec: 3, endSec: 8.8 }]).score], ['pass', 0.8]);
  const r = run([{ kind: 'black', startSec: 1.5, endSec: 3 }, { kind: 'frozen', startSec: 8, endSec: 15 }, { kind: 'frozen', startSec: 0, endSec: 5 }]);
  assert.equal([r.status, r.score], ['fail', 2]);
  assert.equal(r.findings.map((f) => [f.atSec, f.evidenceIndex, f.value]), [[1.5, 0, 1.5], [8, 1, 2]]);
  assert.match(r.findings[0]!.message, /black for 1\.5 s from 1\.5 s/);
  assert.match(r.findings[1]!.message, /does not move for 7 s from 8 s \(at most 6 s\)/);
});

critics('pacing: 8 s on vertical short-form platforms or a portrait frame, 20 s otherwise; one finding per long shot', () => {
  const shots = (cuts: number[], output: Partial<Composition['output']> = {}) => comp([{ clips: cuts.slice(0, -1).map((s, i) => ({ kind: 'video', src: 'media:v', start: s, duration: cuts[i + 1]! - s }) as Clip) }], output);
  const c = shots([0, 9, 12, 21]);
  const r = score('pacing', { composition: c, brief: brief({ platform: 'instagram-reels' }) });
  assert.equal([r.status, r.score, r.floor], ['fail', 9, 8]);
  assert.equal(r.findings.map((f) => [f.atSec, f.value]), [[0, 9], [12, 9]]);
  assert.match(r.findings[0]!.message, /from 0 s to 9 s lasts 9 s without a cut \(at most 8 s on Instagram Reels\)/);
  assert.equal([score('pacing', { composition: c, brief: brief({ platform: 'youtube' }) }).status, score('pacing', { composition: c, brief: brief({ platform: 'youtube' }) }).floor], ['pass', 20]);
  assert.is(score('pacing', { composition: c }).floor, 8); // portrait, no brief
  const wide = shots([0, 9, 12, 21], { width: 1920, height: 1080 });
  assert.equal([score('pacing', { composition: wide }).floor, score('pacing', { composition: wide }).status], [20, 'pass']);
  assert.equal(score('pacing', { composition: shots([0, 8, 16]) }).status, 'pass');
});

critics('brand-colors: skipped without a brief or a kit; the share-weighted mean ΔE2000 to the nearest kit colour', () => {
  assert.is(score('brand-colors', { brandPalette: ['#ff0000'] }).reason, 'the project has no brief');
  assert.is(score('brand-colors', { brief: brief() }).reason, 'the brief has no brand kit');
  const m = measured([still(0, 1, { dominantColors: [{ hex: '#ff0000', share: 0.5 }, { hex: '#0000ff', share: 0.5 }] }), still(1, 2, { dominantColors: [{ hex: '#ff0000', share: 1 }] })]);
  const same = score('brand-colors', { brief: brief(), brandPalette: ['#FF0000', '#00f'], measurements: m });
  assert.equal([same.status, same.score], ['pass', 0]);
  const off = score('brand-colors', { brief: brief(), brandPalette: ['#ff0000'], measurements: m });
  const redBlue = deltaE2000(hexToLab('#ff0000'), hexToLab('#0000ff'));
  assert.is(off.score, Math.round(((0.5 * redBlue) / 2) * 100) / 100);
  assert.is(off.status, 'fail');
  assert.equal(off.findings.map((f) => [f.atSec, f.evidenceIndex]), [[1, 0]]);
  assert.match(off.findings[0]!.message, /The still at 1 s is on average ΔE/);
  const none = score('brand-colors', { brief: brief(), brandPalette: ['#ff0000'], measurements: measured([still(0, 1, { dominantColors: [] })]) });
  assert.equal([none.status, none.pass], ['error', false]);
});

critics('fonts-reproducible: the share of named families available; brand references skipped; none named passes', () => {
  assert.equal([score('fonts-reproducible').status, score('fonts-reproducible').score], ['pass', 1]);
  const c = comp([
    { clips: [{ kind: 'text', text: 'Hi', start: 0, duration: 2, style: { fontFamily: 'Inter' } } as Clip, { kind: 'text', text: 'Fancy', start: 3, duration: 2, style: { fontFamily: 'Comic Neue' } } as Clip] },
    { clips: [{ kind: 'text', text: 'Brand', start: 0, duration: 2, style: { fontFamily: 'brand:fonts.heading' } } as Clip, { kind: 'text', text: 'Again', start: 5, duration: 2, style: { fontFamily: 'comic neue' } } as Clip] },
    { clips: [{ kind: 'captions', start: 6, duration: 4, profile: { fontFamily: 'inter', emphasisFontFamily: 'Lobster' } } as Clip] },
    { hidden: true, clips: [{ kind: 'text', text: 'Hidden', start: 0, duration: 2, style: { fontFamily: 'Papyrus' } } as Clip] },
  ]);
  const r = score('fonts-reproducible', { composition: c, measurements: measured([still(0, 3.5), still(1, 7)]) });
  assert.equal([r.status, r.score], ['fail', 0.33]);
  assert.equal(r.findings.map((f) => [f.atSec, f.evidenceIndex]), [[3, 0], [6, 1]]);
  assert.match(r.findings[0]!.message, /Font family "Comic Neue" \(text "Fancy", from 3 s\) is not available/);
  assert.match(r.findings[1]!.message, /"Lobster" \(captions \(emphasis\)/);
});

critics('brief-format: seconds off the brief; a wrong aspect or a duration outside the platform fails outright', () => {
  assert.is(score('brief-format').status, 'skipped');
  const at = (durationSec: number, output: Partial<Composition['output']> = {}) => comp([{ clips: [{ kind: 'video', src: 'media:v', start: 0, duration: durationSec } as Clip] }], output);
  assert.equal([score('brief-format', { brief: brief(), composition: at(15.9) }).status, score('brief-format', { brief: brief(), composition: at(15.9) }).score], ['pass', 0.9]);
  const short = score('brief-format', { brief: brief(), composition: at(12) });
  assert.equal([short.status, short.score], ['fail', 3]);
  assert.equal(short.findings.map((f) => [f.atSec, f.evidenceIndex]), [[null, null]]);
  assert.match(short.findings[0]!.message, /3 s shorter than the brief's 15 s/);
  const wide = score('brief-format', { brief: brief(), composition: at(15, { width: 1920, height: 1080 }) });
  assert.equal([wide.status, wide.score], ['fail', 0]);
  assert.match(wide.findings[0]!.message, /1920×1080, not TikTok's 9:16 aspect/);
  assert.is(score('brief-format', { brief: brief(), composition: at(15, { width: 1080, height: 1918 }) }).status, 'pass'); // within 1 %
  const tooShort = score('brief-format', { brief: brief({ durationSec: 3 }), composition: at(2.5) });
  assert.equal([tooShort.status, tooShort.score], ['fail', 0.5]);
  assert.match(tooShort.findings[0]!.message, /TikTok takes 3 to 600 s/);
});

critics('must-include-text: the share of phrases read on some still; OCR that never ran is an error', () => {
  const b = brief({}, { texts: ['Summer Sale', '50% off'], callToAction: 'Shop now' });
  assert.is(score('must-include-text', { brief: brief() }).reason, 'the brief names no must-include text or call to action');
  const noOcr = score('must-include-text', { brief: b, measurements: measured([still(0, 1), still(1, 2)]) });
  assert.equal([noOcr.status, noOcr.pass, noOcr.reason], ['error', false, 'OCR did not run']);
  const ocr = (text: string) => ({ text, words: [] });
  const m = measured([still(0, 1, { ocr: ocr('') }), still(1, 3.5, { ocr: ocr('SUMMER  SALE — 50 % OFF') }), still(2, 6, { ocr: null })]);
  const r = score('must-include-text', { brief: b, measurements: m });
  assert.equal([r.status, r.score], ['fail', 0.67]);
  assert.equal(r.findings.map((f) => [f.atSec, f.evidenceIndex, f.value]), [[3.5, 1, 1], [3.5, 1, 1], [null, null, 0]]);
  assert.equal(r.findings.map((f) => f.message), ['"Summer Sale" read on screen at 3.5 s', '"50% off" read on screen at 3.5 s', '"Shop now" was not read on any of 2 stills']);
});

critics('findPhraseInOcr: case, punctuation and spacing normalised; about one error per 6 characters', () => {
  const o = (text: string) => ({ text, words: [] });
  assert.is(normalizeOcrText('  Shop—NOW!! Café '), 'shop now cafe');
  assert.equal(findPhraseInOcr(o('Big SUMMER-SALE today'), 'Summer Sale'), { found: true, matched: 'summer sale', errors: 0 });
  assert.ok(findPhraseInOcr(o('SUMMERSALE'), 'Summer Sale').found, 'joined words');
  assert.ok(findPhraseInOcr(o('Sh0p now'), 'Shop now').found, 'one error in 7 characters');
  assert.not.ok(findPhraseInOcr(o('Sh0p n0w'), 'Shop now').found, 'two errors in 7 characters');
  assert.ok(findPhraseInOcr(o('5umrner Sale'), 'Summer Sale').found === false, 'three errors in 10 characters');
  assert.ok(findPhraseInOcr(o('Sumner Sale'), 'Summer Sale').found, 'one error in 10 characters');
  assert.not.ok(findPhraseInOcr(o('Sole'), 'Sale').found, 'short phrases are read exactly');
  assert.not.ok(findPhraseInOcr(o('Summer is here, Sale soon'), 'Summer Sale').found, 'words apart are not the phrase');
  assert.not.ok(findPhraseInOcr(null, 'Sale').found);
  assert.ok(findPhraseInOcr({ text: '', words: [{ text: 'SALE', confidence: 80, box: { x: 0, y: 0, width: 1, height: 1 } }] }, 'sale').found, 'falls back on the words');
});

critics('logo-present: the best match on any still; none at all fails; no logo in the brief is skipped', () => {
  assert.is(score('logo-present', { brief: brief() }).reason, 'the brief names no logo');
  const b = brief({}, { logoMediaId: 'med_1' });
  const logo = (s: number) => ({ score: s, box: { x: 0, y: 0, width: 10, height: 10 }, scale: 1 });
  const r = score('logo-present', { brief: b, measurements: measured([still(0, 1, { logo: logo(0.5) }), still(1, 4, { logo: logo(0.7) }), still(2, 6)]) });
  assert.equal([r.status, r.score], ['pass', 0.7]);
  assert.equal(r.findings.map((f) => [f.atSec, f.evidenceIndex, f.value]), [[4, 1, 0.7]]);
  const none = score('logo-present', { brief: b, measurements: measured([still(0, 1), still(1, 2)]) });
  assert.equal([none.status, none.score, none.pass], ['fail', null, false]);
  assert.equal(none.findings.map((f) => [f.atSec, f.evidenceIndex]), [[null, null]]);
  assert.is(none.findings[0]!.message, 'The logo was not found on any still (2 searched)');
});

critics('verdictOf: fail when any critic failed or errored; skipped ones do not count', () => {
  const base = score('logo-present');
  assert.is(verdictOf([base, { ...base, status: 'pass', pass: true }]), 'pass');
  assert.is(verdictOf([base, { ...base, status: 'error', pass: false }]), 'fail');
  assert.is(verdictOf([{ ...base, status: 'fail', pass: false }]), 'fail');
  assert.is(verdictOf([]), 'pass');
});

scenario.run();
critics.run();
