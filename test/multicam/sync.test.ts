/**
 * Synchronising angles by their sound (shared/multicam/sync.ts): the real FFT matches a direct
 * DFT; GCC-PHAT finds impulses' integer and fractional lags with the documented sign; the onset
 * envelope is rectified flux at the asked rate with 4 significant digits; espeak-ng speech heard
 * by angles that started at different times is aligned within one frame at 30 fps (1.37 s later,
 * 0.8 s earlier); different speech, and noise against speech, measure under minSyncConfidence.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { alignAngles, gccPhat, inverseRealFft, minSyncConfidence, onsetEnvelope, realFft } from '../../shared/multicam/sync.ts';
import { rng } from '../../shared/random.ts';
import { decodeMono } from '../support/multicam.ts';

const test = suite('multicam: sync by sound');
const frame = 1 / 30;
const rate = 16000;
const dir = mkdtempSync(join(tmpdir(), 'framefleet-mc-sync-'));

test.after(() => rmSync(dir, { recursive: true, force: true }));

async function spoken(name: string, voice: string, text: string): Promise<Float32Array> {
  const path = join(dir, `${name}.wav`);
  execFileSync('espeak-ng', ['-v', voice, '-s', '170', '-g', '8', '-w', path, text]);
  return decodeMono(path, rate);
}

/** `seconds` of a room: `sound` placed at `atSec` (cut when atSec < 0), over quiet white noise from `seed`. */
function room(sound: Float32Array, atSec: number, seconds: number, seed: number, gain = 1): Float32Array {
  const out = new Float32Array(Math.round(seconds * rate));
  const random = rng(seed);
  for (let i = 0; i < out.length; i++) out[i] = (random() - 0.5) * 0.006;
  const shift = Math.round(atSec * rate);
  for (let i = 0; i < sound.length; i++) {
    const j = i + shift;
    if (j >= 0 && j < out.length) out[j] = out[j]! + gain * sound[i]!;
  }
  return out;
}

const conversation = [
  'So we shot the whole interview with three cameras in the old library.',
  'Three of them? Then the editor lines them up by hand.',
  'Not anymore. The service listens to the sound and does it for us.',
];

test('the real FFT and its inverse match a direct DFT', () => {
  const n = 64;
  const random = rng(3);
  const x = Array.from({ length: 45 }, () => random() - 0.5);
  const X = realFft(x, n);
  for (let k = 0; k <= n / 2; k++) {
    let re = 0, im = 0;
    for (let t = 0; t < x.length; t++) {
      re += x[t]! * Math.cos((2 * Math.PI * k * t) / n);
      im -= x[t]! * Math.sin((2 * Math.PI * k * t) / n);
    }
    assert.ok(Math.abs(re - X.re[k]!) < 1e-9 && Math.abs(im - X.im[k]!) < 1e-9, `bin ${k}`);
  }
  const back = inverseRealFft(X.re, X.im, n);
  for (let t = 0; t < n; t++) assert.ok(Math.abs(back[t]! - (x[t] ?? 0)) < 1e-12, `sample ${t}`);
});

test('impulses: positive lag means b lags a; alignAngles turns it into a negative offset', () => {
  const a = new Array(1200).fill(0);
  const b = new Array(1200).fill(0);
  for (const at of [90, 231, 377, 402, 610, 888, 1010]) { a[at] = 1; b[at + 37] = 1; }
  const r = gccPhat(a, b, 300);
  assert.ok(Math.abs(r.lag - 37) < 0.01, String(r.lag));
  assert.ok(r.peak > 0.9, String(r.peak));
  assert.ok(r.confidence > minSyncConfidence, String(r.confidence));
  // b heard each impulse 0.37 s after a: b started recording 0.37 s earlier.
  const [first, second] = alignAngles([a, b], 100);
  assert.equal(first, { offsetSec: 0, confidence: 1 });
  assert.ok(Math.abs(second!.offsetSec + 0.37) < 0.001, String(second!.offsetSec));
  assert.is(gccPhat(b, a, 300).lag.toFixed(2), '-37.00');
});

test('smooth pulses half a sample apart: the parabola finds the fractional lag', () => {
  const pulse = (centre: number) => Array.from({ length: 800 }, (_, i) =>
    [100.0, 260.0, 333.0, 500.0, 640.0].reduce((s, c) => s + Math.exp(-(((i - c - centre) / 2) ** 2)), 0));
  const r = gccPhat(pulse(0), pulse(12.5), 100);
  assert.ok(Math.abs(r.lag - 12.5) < 0.25, String(r.lag));
});

test('silence gives no measurement', () => {
  const r = gccPhat(new Array(500).fill(0), new Array(500).fill(0), 50);
  assert.equal(r, { lag: 0, peak: 0, prominence: 0, confidence: 0 });
  assert.ok(alignAngles([new Array(500).fill(0), new Array(500).fill(0)], 100)[1]!.confidence < minSyncConfidence);
});

test('onset envelope: rate, rectified flux at a step up, 4 significant digits, deterministic', () => {
  const samples = new Float32Array(rate * 2);
  for (let i = rate; i < samples.length; i++) samples[i] = 0.3 * Math.sin(i * 0.1);
  const envelope = onsetEnvelope(samples, rate);
  assert.is(envelope.length, 200);
  assert.ok(envelope.every((v) => v >= 0));
  assert.is(envelope.indexOf(Math.max(...envelope)), 100);
  assert.ok(envelope.every((v) => v === 0 || Number(v.toPrecision(4)) === v));
  // the step down at the end of a sound is not an onset
  const reversed = onsetEnvelope(samples.slice().reverse(), rate);
  assert.ok(Math.max(...reversed) < 0.01 * Math.max(...envelope), `${Math.max(...reversed)} against ${Math.max(...envelope)}`);
  assert.equal(onsetEnvelope(samples, rate), envelope);
  assert.is(onsetEnvelope(samples, rate, 50).length, 100);
});

test('espeak-ng speech: angles that started 1.37 s later and 0.8 s earlier are placed within one frame', async () => {
  const parts = await Promise.all(conversation.map((text, i) => spoken(`turn-${i}`, i % 2 ? 'en+f4' : 'en+m3', text)));
  const speech = new Float32Array(parts.reduce((n, p) => n + p.length + rate / 2, 0));
  let at = 0;
  for (const part of parts) { speech.set(part, at); at += part.length + rate / 2; }
  const seconds = speech.length / rate + 2;
  const reference = room(speech, 1, seconds, 1);
  const later = room(speech, 1 - 1.37, seconds - 1.37, 2, 0.2); // starts 1.37 s into the reference's timeline, hears it at −14 dB
  const earlier = room(speech, 1 + 0.8, seconds + 0.8, 3, 0.5);
  const started = performance.now();
  const envelopes = [reference, later, earlier].map((s) => onsetEnvelope(s, rate));
  const aligned = alignAngles(envelopes, 100);
  const ms = performance.now() - started;
  console.log(`  speech ${seconds.toFixed(1)} s: ${JSON.stringify(aligned)} (${ms.toFixed(0)} ms)`);
  assert.ok(Math.abs(aligned[1]!.offsetSec - 1.37) <= frame, JSON.stringify(aligned));
  assert.ok(Math.abs(aligned[2]!.offsetSec + 0.8) <= frame, JSON.stringify(aligned));
  assert.ok(aligned[1]!.confidence >= minSyncConfidence && aligned[2]!.confidence >= minSyncConfidence, JSON.stringify(aligned));
});

test('unrelated sounds share no sound: different speech, and noise against speech, are under minSyncConfidence', async () => {
  const first = await spoken('first', 'en+m3', conversation.join(' '));
  const other = await spoken('other', 'en+f2', 'Weather report for the coast: light rain in the morning, sunny spells after noon, and a strong westerly wind by evening, with cooler nights to follow.');
  const seconds = Math.max(first.length, other.length) / rate + 2;
  const a = onsetEnvelope(room(first, 1, seconds, 4), rate);
  const b = onsetEnvelope(room(other, 0.5, seconds, 5), rate);
  const noise = new Float32Array(Math.round(seconds * rate));
  const random = rng(6);
  for (let i = 0; i < noise.length; i++) noise[i] = (random() - 0.5) * 0.2 * (1 + Math.sin(i / 4000));
  const c = onsetEnvelope(noise, rate);
  const speechVsSpeech = alignAngles([a, b], 100)[1]!;
  const noiseVsSpeech = alignAngles([a, c], 100)[1]!;
  console.log(`  unrelated speech ${JSON.stringify(speechVsSpeech)}, noise ${JSON.stringify(noiseVsSpeech)}`);
  assert.ok(speechVsSpeech.confidence < minSyncConfidence, JSON.stringify(speechVsSpeech));
  assert.ok(noiseVsSpeech.confidence < minSyncConfidence, JSON.stringify(noiseVsSpeech));
});

test('an hour of envelopes at 100 per second aligns (its time is logged, not asserted: the machine is shared)', () => {
  const random = rng(9);
  const a = Array.from({ length: 360_000 }, () => (random() < 0.05 ? random() : 0));
  const b = a.slice(1234);
  const started = performance.now();
  const [, aligned] = alignAngles([a, b], 100);
  const ms = performance.now() - started;
  console.log(`  one hour: ${JSON.stringify(aligned)} in ${ms.toFixed(0)} ms`);
  assert.ok(Math.abs(aligned!.offsetSec - 12.34) < 0.001, JSON.stringify(aligned));
});

test.run();
