/**
 * The sound analysis against signals whose values are known: a sine of a set level and
 * frequency, a click, rising noise sweeps, steady tones, click tracks of a set tempo, silence;
 * and against ffmpeg's volumedetect, which defines the same two levels.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AudioAnalyzer, analyzeAudio, likelyRole, silenceFloorDb } from '../../shared/sounds/analysis.ts';
import { rng } from '../../shared/random.ts';
import { encodeWav } from '../../shared/sounds/wav.ts';

const test = suite('sounds: analysis');
const rate = 48_000;

function sine(seconds: number, hz: number, amplitude: number): Float32Array {
  const x = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < x.length; i++) x[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / rate);
  return x;
}

/** A track of short kick-like hits at a tempo, with a quiet pad under it. */
function clickTrack(bpm: number, seconds: number, pattern: (beat: number) => number = () => 1): Float32Array {
  const x = new Float32Array(Math.round(seconds * rate));
  for (let beat = 0; (beat * 60) / bpm < seconds; beat++) {
    const start = Math.round(((beat * 60) / bpm) * rate), gain = pattern(beat);
    for (let i = 0; i < 0.1 * rate && start + i < x.length; i++) {
      x[start + i] = x[start + i]! + gain * 0.6 * Math.sin(2 * Math.PI * (55 + 90 * Math.exp(-i / 600)) * (i / rate)) * Math.exp(-i / 1800);
    }
  }
  for (let i = 0; i < x.length; i++) x[i] = x[i]! + 0.05 * Math.sin((2 * Math.PI * 220 * i) / rate);
  return x;
}

test('a 1 kHz sine at −12 dBFS measures −12 dB mean, its peak 3.01 dB above, and a 1 kHz centroid', () => {
  // −12 dBFS RMS: the peak of the sine is √2 times the RMS level.
  const a = analyzeAudio([sine(2, 1000, Math.SQRT2 * 10 ** (-12 / 20))], rate);
  assert.ok(Math.abs(a.evidence.meanVolumeDb + 12) <= 0.5, `mean ${a.evidence.meanVolumeDb}`);
  assert.ok(Math.abs(a.evidence.maxVolumeDb + 8.99) <= 0.05, `max ${a.evidence.maxVolumeDb}`);
  assert.ok(Math.abs(a.evidence.spectralCentroidHz - 1000) <= 50, `centroid ${a.evidence.spectralCentroidHz}`);
  assert.is(a.durationSec, 2);
  assert.is(a.evidence.envelopeClass, 'ambient', 'a steady tone holds its level and colour');
});

test('the centroid follows the frequency of a tone and the mean follows its level', () => {
  for (const [hz, db] of [[250, -6], [4000, -20], [9000, -30]] as const) {
    const a = analyzeAudio([sine(1, hz, Math.SQRT2 * 10 ** (db / 20))], rate);
    assert.ok(Math.abs(a.evidence.spectralCentroidHz - hz) <= hz * 0.05, `${hz} Hz measured ${a.evidence.spectralCentroidHz}`);
    assert.ok(Math.abs(a.evidence.meanVolumeDb - db) <= 0.5, `${db} dB measured ${a.evidence.meanVolumeDb}`);
  }
});

test('mean and max are the mean_volume and max_volume of ffmpeg volumedetect', () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-analysis-'));
  try {
    const random = rng(3);
    const x = clickTrack(100, 3);
    for (let i = 0; i < x.length; i++) x[i] = x[i]! + 0.05 * (random() * 2 - 1);
    const file = join(dir, 'mix.wav');
    writeFileSync(file, encodeWav([x], rate));
    // volumedetect reports on stderr.
    const report = spawnSync('ffmpeg', ['-v', 'info', '-nostdin', '-i', file, '-af', 'volumedetect', '-f', 'null', '-'], { encoding: 'utf8' }).stderr;
    const field = (name: string) => Number(new RegExp(`${name}: (-?[\\d.]+) dB`).exec(report)?.[1]);
    // The analysis reads the same 16-bit samples ffmpeg does.
    const quantized = new Float32Array(x.length);
    for (let i = 0; i < x.length; i++) quantized[i] = Math.round(Math.max(-1, Math.min(1, x[i]!)) * 32767) / 32767;
    const a = analyzeAudio([quantized], rate);
    assert.ok(Math.abs(a.evidence.meanVolumeDb - field('mean_volume')) <= 0.1, `mean ${a.evidence.meanVolumeDb} vs ffmpeg ${field('mean_volume')}`);
    assert.ok(Math.abs(a.evidence.maxVolumeDb - field('max_volume')) <= 0.1, `max ${a.evidence.maxVolumeDb} vs ffmpeg ${field('max_volume')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a click is a transient with an attack under 10 ms', () => {
  const x = new Float32Array(rate / 2);
  for (let i = 0; i < 96; i++) x[4800 + i] = 0.8 * Math.exp(-i / 12) * (i % 2 ? -1 : 1);
  const a = analyzeAudio([x], rate);
  assert.is(a.evidence.envelopeClass, 'transient');
  assert.ok(a.evidence.attackMs < 10, `attack ${a.evidence.attackMs}`);
  assert.ok(a.evidence.maxVolumeDb > -2.5 && a.evidence.maxVolumeDb < -1.5, `max ${a.evidence.maxVolumeDb}`);
});

test('a decaying hit with a long tail is a transient; a steady loop of hits is not', () => {
  const hit = new Float32Array(3 * rate);
  for (let i = 0; i < hit.length; i++) hit[i] = 0.9 * Math.sin(2 * Math.PI * (45 + 70 * Math.exp(-i / 2400)) * (i / rate)) * Math.exp(-i / (0.35 * rate));
  const one = analyzeAudio([hit], rate);
  assert.is(one.evidence.envelopeClass, 'transient', JSON.stringify(one));
  assert.ok(one.evidence.attackMs < 30, `attack ${one.evidence.attackMs}`);
  assert.is(analyzeAudio([clickTrack(120, 8)], rate).evidence.envelopeClass, 'ambient');
});

test('a 2-second rising noise sweep is a sweep, whether its colour or only its level rises', () => {
  const random = rng(11);
  const opening = new Float32Array(2 * rate);
  let low = 0;
  for (let i = 0; i < opening.length; i++) {
    const t = i / opening.length;
    // A one-pole low-pass opening from about 150 Hz to 15 kHz, over noise getting louder.
    const k = 1 - Math.exp((-2 * Math.PI * 150 * 100 ** t) / rate);
    low += k * (random() * 2 - 1 - low);
    opening[i] = low * (0.1 + 0.8 * t);
  }
  const a = analyzeAudio([opening], rate);
  assert.is(a.evidence.envelopeClass, 'sweep', JSON.stringify(a));
  assert.ok(a.evidence.attackMs > 500, `attack ${a.evidence.attackMs}`);

  const louder = new Float32Array(2 * rate);
  for (let i = 0; i < louder.length; i++) louder[i] = (random() * 2 - 1) * 0.5 * (i / louder.length) ** 2;
  assert.is(analyzeAudio([louder], rate).evidence.envelopeClass, 'sweep');

  const steady = new Float32Array(2 * rate);
  for (let i = 0; i < steady.length; i++) steady[i] = (random() * 2 - 1) * 0.3;
  assert.is(analyzeAudio([steady], rate).evidence.envelopeClass, 'ambient', 'steady noise does not sweep');
});

test('the tempo of click tracks is measured within 2 %, backbeats and busy eighths included', () => {
  for (const bpm of [72, 96, 117, 128, 150]) {
    const a = analyzeAudio([clickTrack(bpm, 12)], rate, { tempo: true });
    assert.ok(a.bpm !== null && Math.abs(a.bpm - bpm) <= bpm * 0.02, `${bpm} BPM measured ${a.bpm}`);
    assert.ok(a.beatStrength > 0.3, `beat strength ${a.beatStrength}`);
  }
  // Accents every other beat, and an extra soft hit on every off-beat: still the beat's tempo.
  const accented = analyzeAudio([clickTrack(90, 12, (b) => (b % 2 ? 0.5 : 1))], rate, { tempo: true });
  assert.ok(accented.bpm !== null && Math.abs(accented.bpm - 90) <= 1.8, `accented 90 measured ${accented.bpm}`);
  const random = rng(5);
  const noise = new Float32Array(12 * rate);
  for (let i = 0; i < noise.length; i++) noise[i] = (random() * 2 - 1) * 0.2;
  assert.is(analyzeAudio([noise], rate, { tempo: true }).bpm, null, 'noise has no beat');
  assert.is(analyzeAudio([clickTrack(120, 12)], rate).bpm, null, 'tempo is measured only when asked');
});

test('chunked input measures exactly what the whole signal measures', () => {
  const x = clickTrack(110, 6);
  const whole = analyzeAudio([x], rate, { tempo: true });
  const analyzer = new AudioAnalyzer(rate, { tempo: true });
  for (let at = 0; at < x.length; at += 1777) analyzer.push(x.subarray(at, Math.min(x.length, at + 1777)));
  assert.equal(analyzer.finish(), whole);
});

test('silence measures the floor and stereo is measured as its mono mix', () => {
  const silent = analyzeAudio([new Float32Array(rate)], rate);
  assert.is(silent.evidence.meanVolumeDb, silenceFloorDb);
  assert.is(silent.evidence.maxVolumeDb, silenceFloorDb);
  assert.is(silent.evidence.envelopeClass, 'ambient');
  const left = sine(1, 500, 0.5);
  assert.equal(analyzeAudio([left, left], rate), analyzeAudio([left], rate));
});

test('the likely role of a sound follows from its analysis', () => {
  const pad = sine(20, 330, 0.3);
  assert.is(likelyRole(analyzeAudio([pad], rate, { tempo: true })), 'ambience');
  assert.is(likelyRole(analyzeAudio([clickTrack(100, 20)], rate, { tempo: true })), 'music');
  assert.is(likelyRole(analyzeAudio([sine(2, 800, 0.3)], rate)), 'sfx');
  // Irregular syllables of voiced tone, in phrases with pauses between them, like speech.
  const random = rng(7);
  const speech = new Float32Array(20 * rate);
  for (let t = 0; t < 19;) {
    const phraseEnd = t + 1 + random() * 2;
    while (t < phraseEnd && t < 19) {
      const syllable = 0.12 + random() * 0.18, pitch = 120 + random() * 100;
      const start = Math.round(t * rate), length = Math.round(syllable * rate);
      for (let i = 0; i < length; i++) speech[start + i] = 0.3 * Math.sin((2 * Math.PI * pitch * i) / rate) * Math.sin((Math.PI * i) / length);
      t += syllable + random() * 0.05;
    }
    t += 0.3 + random() * 0.5;
  }
  const voice = analyzeAudio([speech], rate, { tempo: true });
  assert.is(likelyRole(voice), 'vo', JSON.stringify(voice));
});

test.run();
