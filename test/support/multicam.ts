/**
 * Multicam test media made from Debian packages: a two-speaker conversation spoken by espeak-ng
 * (one voice per speaker, turns padded or trimmed to planned lengths), heard by three angles
 * (MP4: H.264 640×360 30 fps + AAC 48 kHz stereo), each with its own microphone mix and a quiet
 * pink-noise floor (fixed seeds), and pictures from opencv-doc's example data:
 *
 *   speakerA  A at 0 dB, B at −14 dB   messi5.jpg, a close shot of the face slowly zooming in
 *   speakerB  B at 0 dB, A at −14 dB   messi5.jpg mirrored, a looser shot slowly zooming out
 *                                      (the folder holds no second picture of a person)
 *   wide      both at −6 dB            vtest.avi (people walking), looped; it starts
 *                                      `wideStartSec` (1.37 s) into the conversation
 *
 * Deterministic (espeak-ng and ffmpeg with fixed seeds) and cached in the caller's folder: a
 * second call with the same folder reuses the files.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const opencvData = '/usr/share/doc/opencv-doc/examples/data';
export const wideStartSec = 1.37;
const sampleRate = 48000;
const leadSec = 0.5;
const gapSec = 0.2;
const tailSec = 0.5;
/** Peak amplitude of the pink noise (about −50 dBFS). */
const noiseAmplitude = 0.00316;
const cacheVersion = 'multicam-media/3-heard';

export type SpeakerName = 'A' | 'B';
/** A turn: who speaks, from the first to the last sound of their speech, on the conversation's timeline. */
export interface Turn { speaker: SpeakerName; startSec: number; endSec: number }
export interface MulticamAngle { name: 'speakerA' | 'speakerB' | 'wide'; path: string; startsAtSec: number; role: 'speaker' | 'wide' }
export interface MulticamMedia { angles: MulticamAngle[]; turns: Turn[]; durationSec: number }

const voices: Record<SpeakerName, string> = { A: 'en+m3', B: 'en+f4' };

/** The planned turns: who speaks, for how long (seconds), and what. */
export const plannedTurns: { speaker: SpeakerName; lengthSec: number; text: string }[] = [
  { speaker: 'A', lengthSec: 4.0, text: 'So we shot the whole interview with three cameras in the old library.' },
  { speaker: 'B', lengthSec: 1.2, text: 'Three of them?' },
  { speaker: 'A', lengthSec: 0.8, text: 'Yes.' },
  { speaker: 'B', lengthSec: 5.0, text: 'Then the editor has to line them up by hand, and pick a camera for every sentence.' },
  { speaker: 'A', lengthSec: 3.5, text: 'Not anymore. The service listens to the sound.' },
  { speaker: 'B', lengthSec: 2.5, text: 'That would save me a whole day.' },
];

/** Speech that none of the angles hear, for an angle that shares no sound with them. */
export const unrelatedText = 'Weather report for the coast: light rain in the morning, sunny spells after noon, and a strong westerly wind by evening.';

async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-v', 'error', '-y', ...args], { maxBuffer: 64 * 1024 * 1024 });
}

/** A file's sound as mono float samples at `sampleRate` (ffmpeg mixes the channels). */
export async function decodeMono(path: string, rate = 16000): Promise<Float32Array> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', path, '-vn', '-ac', '1', '-ar', String(rate), '-f', 'f32le', '-'],
    { encoding: 'buffer', maxBuffer: 1024 * 1024 * 1024 });
  const bytes = Buffer.from(stdout);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4).slice();
}

/** espeak-ng's speech of `text` in `voice`, padded with silence or trimmed to exactly `lengthSec`, at 48 kHz mono. */
async function speak(dir: string, name: string, voice: string, text: string, lengthSec?: number): Promise<Float32Array> {
  const raw = join(dir, `${name}.espeak.wav`);
  await run('espeak-ng', ['-v', voice, '-s', '170', '-w', raw, text]);
  const fitted = join(dir, `${name}.wav`);
  const fit = lengthSec === undefined ? 'anull' : `apad=whole_dur=${lengthSec},atrim=0:${lengthSec}`;
  await ffmpeg(['-i', raw, '-af', `aresample=${sampleRate},${fit}`, '-ac', '1', '-ar', String(sampleRate), fitted]);
  return decodeMono(fitted, sampleRate);
}

function writeRaw(path: string, samples: Float32Array): void {
  writeFileSync(path, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
}

const dbToGain = (db: number) => 10 ** (db / 20);

/** Encodes `sound` (mono, 48 kHz) plus pink noise of `seed` over `picture` (ffmpeg input arguments and a filter making 640×360 30 fps) to an MP4. */
async function encodeAngle(path: string, soundRaw: string, durationSec: number, seed: number, pictureInput: string[], pictureFilter: string): Promise<void> {
  const filter = [
    `[0:v]${pictureFilter},fps=30,format=yuv420p,trim=duration=${durationSec}[v]`,
    `anoisesrc=color=pink:seed=${seed}:amplitude=${noiseAmplitude}:sample_rate=${sampleRate}:duration=${durationSec}[n]`,
    `[1:a][n]amix=inputs=2:normalize=0:duration=first,atrim=duration=${durationSec},aformat=channel_layouts=stereo[a]`,
  ].join(';');
  await ffmpeg([
    ...pictureInput,
    '-f', 'f32le', '-ar', String(sampleRate), '-ac', '1', '-i', soundRaw,
    '-filter_complex', filter, '-map', '[v]', '-map', '[a]',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '28', '-g', '30', '-threads', '2',
    '-c:a', 'aac', '-b:a', '96k', '-ar', String(sampleRate), '-ac', '2',
    '-t', String(durationSec), '-movflags', '+faststart', '-fflags', '+bitexact', '-map_metadata', '-1', path,
  ]);
}

/** A slow zoom from `fromZoom` to `toZoom` over `frames`, centred on (centreX, centreY) as shares of the picture, out at 640×360 30 fps. */
function zoomFilter(fromZoom: number, toZoom: number, centreX: number, centreY: number, frames: number): string {
  const z = `${fromZoom}+${toZoom - fromZoom}*on/${frames}`;
  return `scale=1280:-2,zoompan=z='${z}':x='max(0,min(iw-iw/zoom,iw*${centreX}-iw/zoom/2))':y='max(0,min(ih-ih/zoom,ih*${centreY}-ih/zoom/2))':d=1:s=640x360:fps=30`;
}

/** The conversation's turns on its timeline and the two speakers' own tracks (48 kHz mono). */
async function conversation(dir: string): Promise<{ turns: Turn[]; tracks: Record<SpeakerName, Float32Array>; durationSec: number }> {
  const durationSec = Math.round((leadSec + plannedTurns.reduce((s, t) => s + t.lengthSec, 0) + gapSec * (plannedTurns.length - 1) + tailSec) * 1000) / 1000;
  const total = Math.round(durationSec * sampleRate);
  const tracks: Record<SpeakerName, Float32Array> = { A: new Float32Array(total), B: new Float32Array(total) };
  const turns: Turn[] = [];
  const spoken = await Promise.all(plannedTurns.map((planned, i) => speak(dir, `turn-${i}`, voices[planned.speaker], planned.text, planned.lengthSec)));
  let at = leadSec;
  for (const [i, planned] of plannedTurns.entries()) {
    const speech = spoken[i]!;
    const from = Math.round(at * sampleRate);
    tracks[planned.speaker].set(speech.subarray(0, Math.min(speech.length, total - from)), from);
    // A turn is the speech heard, not its slot: from the first to the last sample over −40 dBFS.
    const heard = (i: number) => Math.abs(speech[i]!) > 0.01;
    let first = 0, last = speech.length - 1;
    while (first < last && !heard(first)) first++;
    while (last > first && !heard(last)) last--;
    const startSec = Math.round((at + first / sampleRate) * 1000) / 1000;
    const endSec = Math.round((at + (last + 1) / sampleRate) * 1000) / 1000;
    turns.push({ speaker: planned.speaker, startSec, endSec });
    at = Math.round((at + planned.lengthSec) * 1000) / 1000 + gapSec;
  }
  return { turns, tracks, durationSec };
}

function mix(tracks: Record<SpeakerName, Float32Array>, gainA: number, gainB: number, fromSec = 0): Float32Array {
  const from = Math.round(fromSec * sampleRate);
  const out = new Float32Array(tracks.A.length - from);
  for (let i = 0; i < out.length; i++) out[i] = gainA * tracks.A[from + i]! + gainB * tracks.B[from + i]!;
  return out;
}

/** The three angles of the conversation, made once into `dir` (reused when already there). */
export async function makeMulticamMedia(dir: string): Promise<MulticamMedia> {
  mkdirSync(dir, { recursive: true });
  const manifestPath = join(dir, 'multicam.json');
  if (existsSync(manifestPath)) {
    const cached = JSON.parse(readFileSync(manifestPath, 'utf8')) as MulticamMedia & { version: string };
    if (cached.version === cacheVersion && cached.angles.every((a) => existsSync(join(dir, `${a.name}.mp4`)))) {
      return { angles: cached.angles.map((a) => ({ ...a, path: join(dir, `${a.name}.mp4`) })), turns: cached.turns, durationSec: cached.durationSec };
    }
  }
  const work = join(dir, 'work');
  mkdirSync(work, { recursive: true });
  const { turns, tracks, durationSec } = await conversation(work);
  const frames = Math.round(durationSec * 30);
  const messi = ['-framerate', '30', '-loop', '1', '-i', join(opencvData, 'messi5.jpg')];
  const plans: { angle: MulticamAngle; sound: Float32Array; seed: number; input: string[]; filter: string; length: number }[] = [
    {
      angle: { name: 'speakerA', path: join(dir, 'speakerA.mp4'), startsAtSec: 0, role: 'speaker' },
      sound: mix(tracks, 1, dbToGain(-14)), seed: 7, input: messi, filter: zoomFilter(1.8, 2.2, 0.44, 0.3, frames), length: durationSec,
    },
    {
      angle: { name: 'speakerB', path: join(dir, 'speakerB.mp4'), startsAtSec: 0, role: 'speaker' },
      sound: mix(tracks, dbToGain(-14), 1), seed: 8, input: messi, filter: `hflip,${zoomFilter(1.6, 1.3, 0.56, 0.35, frames)}`, length: durationSec,
    },
    {
      angle: { name: 'wide', path: join(dir, 'wide.mp4'), startsAtSec: wideStartSec, role: 'wide' },
      sound: mix(tracks, dbToGain(-6), dbToGain(-6), wideStartSec), seed: 9,
      input: ['-stream_loop', '-1', '-i', join(opencvData, 'vtest.avi')], filter: 'scale=640:360,setsar=1',
      length: Math.round((durationSec - wideStartSec) * 1000) / 1000,
    },
  ];
  await Promise.all(plans.map(async (plan) => {
    const raw = join(work, `${plan.angle.name}.f32`);
    writeRaw(raw, plan.sound);
    await encodeAngle(plan.angle.path, raw, plan.length, plan.seed, plan.input, plan.filter);
  }));
  const media: MulticamMedia = { angles: plans.map((p) => p.angle), turns, durationSec };
  writeFileSync(manifestPath, JSON.stringify({ version: cacheVersion, ...media }, null, 2));
  return media;
}

/**
 * An angle that shares no sound with the conversation: other speech (a third voice) over the
 * same room noise, on testsrc2, `durationSec` long. Cached in `dir` like the others.
 */
export async function makeUnrelatedAngle(dir: string, durationSec = 19): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'unrelated.mp4');
  if (existsSync(path)) return path;
  const work = join(dir, 'work');
  mkdirSync(work, { recursive: true });
  const speech = await speak(work, 'unrelated', 'en+m1', unrelatedText);
  const sound = new Float32Array(Math.round(durationSec * sampleRate));
  sound.set(speech.subarray(0, Math.max(0, Math.min(speech.length, sound.length - sampleRate))), sampleRate);
  const raw = join(work, 'unrelated.f32');
  writeRaw(raw, sound);
  const tmp = join(work, 'unrelated.mp4');
  await encodeAngle(tmp, raw, durationSec, 11, ['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=30:duration=${durationSec}`], 'null');
  writeFileSync(path, readFileSync(tmp));
  return path;
}
