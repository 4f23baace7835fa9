/**
 * measureLoudness against ffmpeg's ebur128 filter (peak=true) on the same samples: a sine at
 * −20 dBFS at 48 and 44.1 kHz, pink-ish noise at two levels and stepping between them (the
 * loudness range), a tone silent for half its length (the gates) and espeak-ng speech decoded with
 * decodeAudioToFloat. Integrated within 0.3 LU, true peak within 0.5 dB, range within 1 LU.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeAudioToFloat, measureLoudness } from '../../render-node/verify/loudness.ts';
import { rng } from '../../shared/random.ts';

const test = suite('verify: loudness (BS.1770-4, Tech 3342) against ffmpeg ebur128');
const dir = mkdtempSync(join(tmpdir(), 'ff-loudness-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

interface Ebur128 { integrated: number; range: number; peak: number }

/** ffmpeg's ebur128 summary for interleaved float samples piped in raw. */
function ebur128(samples: Float32Array, channels: number, sampleRate: number): Promise<Ebur128> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-nostdin', '-hide_banner', '-f', 'f32le', '-ar', String(sampleRate), '-ac', String(channels), '-i', 'pipe:0',
      '-af', 'ebur128=peak=true', '-f', 'null', '-'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
    child.on('error', reject);
    child.on('close', (code) => {
      const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
      const num = (re: RegExp) => Number(summary.match(re)?.[1]);
      const result = { integrated: num(/I:\s+(-?[\d.]+) LUFS/), range: num(/LRA:\s+(-?[\d.]+) LU/), peak: num(/Peak:\s+(-?[\d.inf]+) dBFS/) };
      if (code !== 0 || Number.isNaN(result.integrated)) reject(new Error(`ffmpeg ebur128 failed (${code}): ${stderr.slice(-800)}`));
      else resolve(result);
    });
    child.stdin.end(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  });
}

const dbfs = (db: number) => 10 ** (db / 20);

function sine(sampleRate: number, seconds: number, frequency: number, amplitude: number, channels = 2): Float32Array {
  const frames = Math.round(sampleRate * seconds);
  const out = new Float32Array(frames * channels);
  for (let i = 0; i < frames; i++) {
    const v = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
    for (let c = 0; c < channels; c++) out[i * channels + c] = v;
  }
  return out;
}

/** Pink-ish noise (Paul Kellet's economy filter over seeded white noise), its level by segment: [seconds, gain dB][]. */
function pinkNoise(sampleRate: number, segments: [number, number][], seed: number): Float32Array {
  const random = rng(seed);
  const frames = segments.reduce((n, [s]) => n + Math.round(s * sampleRate), 0);
  const out = new Float32Array(frames * 2);
  let b0 = 0, b1 = 0, b2 = 0, i = 0;
  for (const [seconds, gainDb] of segments) {
    const gain = dbfs(gainDb);
    for (let n = Math.round(seconds * sampleRate); n > 0; n--, i++) {
      for (let c = 0; c < 2; c++) {
        const white = random() * 2 - 1;
        if (c === 0) {
          b0 = 0.99765 * b0 + white * 0.0990460;
          b1 = 0.96300 * b1 + white * 0.2965164;
          b2 = 0.57000 * b2 + white * 1.0526913;
          out[i * 2] = gain * 0.25 * (b0 + b1 + b2 + white * 0.1848);
        } else out[i * 2 + 1] = gain * 0.25 * (white * 0.5 + out[i * 2]! * 0.5);
      }
    }
  }
  return out;
}

const measured: string[] = [];

async function agrees(name: string, samples: Float32Array, channels: number, sampleRate: number): Promise<void> {
  const ours = measureLoudness(samples, channels, sampleRate);
  const theirs = await ebur128(samples, channels, sampleRate);
  measured.push(`${name}: I ${ours.integratedLufs?.toFixed(2)} vs ${theirs.integrated} LUFS, TP ${ours.truePeakDbtp?.toFixed(2)} vs ${theirs.peak} dBTP, LRA ${ours.loudnessRangeLu?.toFixed(2)} vs ${theirs.range} LU`);
  assert.ok(ours.audible, `${name}: audible`);
  assert.ok(Math.abs(ours.integratedLufs! - theirs.integrated) <= 0.3, `${name}: integrated ${ours.integratedLufs} vs ffmpeg ${theirs.integrated}`);
  assert.ok(Math.abs(ours.truePeakDbtp! - theirs.peak) <= 0.5, `${name}: true peak ${ours.truePeakDbtp} vs ffmpeg ${theirs.peak}`);
  assert.ok(Math.abs(ours.loudnessRangeLu! - theirs.range) <= 1, `${name}: range ${ours.loudnessRangeLu} vs ffmpeg ${theirs.range}`);
}

test('a 1 kHz sine at −20 dBFS reads −23 LUFS in one channel, −20 LUFS in two (both channels count), −20 dBTP', async () => {
  const mono = measureLoudness(sine(48000, 6, 1000, dbfs(-20), 1), 1, 48000);
  assert.ok(Math.abs(mono.integratedLufs! + 23) < 0.1, `mono integrated ${mono.integratedLufs}`);
  const samples = sine(48000, 6, 1000, dbfs(-20));
  const ours = measureLoudness(samples, 2, 48000);
  assert.ok(Math.abs(ours.integratedLufs! + 20) < 0.1, `stereo integrated ${ours.integratedLufs}`);
  assert.ok(Math.abs(ours.truePeakDbtp! + 20) < 0.1, `true peak ${ours.truePeakDbtp}`);
  assert.ok(ours.loudnessRangeLu! < 0.1, `range ${ours.loudnessRangeLu}`);
  // EBU Tech 3341's first case: a stereo 1 kHz sine at −23 dBFS is −23 LUFS.
  assert.ok(Math.abs(measureLoudness(sine(48000, 6, 1000, dbfs(-23)), 2, 48000).integratedLufs! + 23) < 0.1);
  await agrees('sine 1 kHz −20 dBFS 48 kHz stereo', samples, 2, 48000);
});

test('the same sine at 44.1 kHz (K-weighting derived for the rate)', async () => {
  await agrees('sine 1 kHz −20 dBFS 44.1 kHz', sine(44100, 6, 1000, dbfs(-20)), 2, 44100);
});

test('pink-ish noise at two levels, and stepping between them (the loudness range)', async () => {
  await agrees('pink noise −12 dB', pinkNoise(48000, [[8, -12]], 1), 2, 48000);
  await agrees('pink noise −30 dB', pinkNoise(48000, [[8, -30]], 2), 2, 48000);
  await agrees('pink noise stepping −12/−24 dB', pinkNoise(48000, [[6, -12], [6, -24], [6, -12], [6, -18]], 3), 2, 48000);
});

test('a tone silent for half its length: the gates leave the silence out', async () => {
  const tone = sine(48000, 5, 440, dbfs(-18));
  const samples = new Float32Array(tone.length * 2);
  samples.set(tone, 0);
  const ours = measureLoudness(samples, 2, 48000);
  const toneAlone = measureLoudness(tone, 2, 48000);
  assert.ok(Math.abs(ours.integratedLufs! - toneAlone.integratedLufs!) < 0.2, `${ours.integratedLufs} vs ${toneAlone.integratedLufs}`);
  await agrees('tone then silence', samples, 2, 48000);
});

test('espeak-ng speech, decoded by decodeAudioToFloat', async () => {
  const wav = join(dir, 'speech.wav');
  await promisify(execFile)('espeak-ng', ['-w', wav, 'The quick brown fox jumps over the lazy dog. Framefleet renders every scene and checks the sound before it ships.']);
  const { samples, channels, sampleRate } = await decodeAudioToFloat(wav);
  assert.is(channels, 2);
  assert.is(sampleRate, 48000);
  assert.ok(samples.length > 48000 * 2 * 3, 'a few seconds of speech');
  await agrees('espeak-ng speech', samples, channels, sampleRate);
});

test('silence and near silence are not audible, with null figures', () => {
  const none = { audible: false, integratedLufs: null, truePeakDbtp: null, loudnessRangeLu: null };
  assert.equal(measureLoudness(new Float32Array(48000 * 2 * 2), 2, 48000), none);
  assert.equal(measureLoudness(sine(48000, 2, 1000, dbfs(-90)), 2, 48000), none);
  assert.equal(measureLoudness(new Float32Array(0), 2, 48000), none);
  assert.equal(measureLoudness(sine(48000, 0.3, 1000, dbfs(-20)), 2, 48000), none, 'shorter than one 400 ms block');
  const short = measureLoudness(sine(48000, 2, 1000, dbfs(-20)), 2, 48000);
  assert.ok(short.audible && Math.abs(short.integratedLufs! + 20) < 0.1);
  assert.is(short.loudnessRangeLu, null, 'shorter than one 3 s short-term window');
});

test('decodeAudioToFloat rejects a file ffmpeg cannot read, naming it', async () => {
  try {
    await decodeAudioToFloat(join(dir, 'missing.wav'));
    assert.unreachable('should reject');
  } catch (err) {
    assert.match((err as Error).message, /missing\.wav/);
  }
});

test.after(() => { console.log(measured.map((m) => `  ${m}`).join('\n')); });

test.run();
