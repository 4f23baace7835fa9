/**
 * The signals of a multicam angle (render-node/facts/signals.ts) on a generated 6 s 640×360 clip:
 * 3 s of messi5.jpg (opencv-doc) zooming and panning with a 440 Hz tone at −20 dBFS peak in both
 * channels (−23 dB RMS), then 3 s of flat grey (128) in silence. Measured with the native matting
 * addon's face detector, once directly and once as a `fact` job on a node whose farm is faked.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as nativeMatting from '../../native/matting/index.ts';
import { CpuLedger, JobCostMeter } from '../../render-node/job-cost.ts';
import { JobContext } from '../../render-node/jobs/context.ts';
import { fact } from '../../render-node/jobs/fact.ts';
import type { MattingAddon } from '../../render-node/facts/matting.ts';
import { onsetEnvelope } from '../../shared/multicam/sync.ts';
import { computeSignals, levelSeries, round4 } from '../../render-node/facts/signals.ts';
import { JobFailure } from '../../shared/failures.ts';
import type { AngleSignals } from '../../shared/multicam/signals.ts';
import { faceThenGreyClip } from '../support/angle-clip.ts';

interface Ctx { dir: string; clip: string; mute: string; first: AngleSignals; json: string; ms: number }

const test = suite<Ctx>('facts: signals of an angle');

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-signals-'));
  ctx.clip = join(ctx.dir, 'angle.mp4');
  ctx.mute = join(ctx.dir, 'mute.mp4');
  faceThenGreyClip(ctx.clip);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=1', '-pix_fmt', 'yuv420p', ctx.mute]);
  const started = performance.now();
  ctx.first = await computeSignals(ctx.clip, { startSec: 0, endSec: 0 }, { matting: nativeMatting });
  ctx.ms = performance.now() - started;
  ctx.json = JSON.stringify(ctx.first);
});
test.after((ctx) => { rmSync(ctx.dir, { recursive: true, force: true }); });

const half = <T>(series: T[], which: 0 | 1) => series.slice(which * series.length / 2, (which + 1) * series.length / 2);

test('the series: their rates, lengths and versions, for the whole 6 s file', ({ first, ms }) => {
  assert.equal([first.window, first.durationSec, first.audioRate, first.onsetRate, first.videoRate], [{ startSec: 0, endSec: 6 }, 6, 10, 100, 5]);
  assert.equal([first.levelDb.length, first.onset.length, first.face.length, first.motion.length, first.sharpness.length, first.exposure.length], [60, 600, 30, 30, 30, 30]);
  assert.equal(first.versions, { voice: 'voice/1', onset: 'onset/1', face: 'face/1', motion: 'motion/1', sharpness: 'sharpness/1', exposure: 'exposure/1' });
  console.log(`  signals of a 6 s 640x360 clip: ${Math.round(ms)} ms`);
});

test('face: found in the first half (the player), none on the grey', ({ first }) => {
  const found = half(first.face, 0).filter((f) => f.area > 0);
  assert.ok(found.length >= 12, `a face in ${found.length} of 15 samples of the first half`);
  for (const f of found) {
    assert.ok(f.area > 0.002 && f.area < 0.05 && f.score >= 0.5, JSON.stringify(f));
    assert.ok(f.x > 0.3 && f.x < 0.5 && f.y > 0.2 && f.y < 0.45, `the face is left of centre, in the upper half: ${JSON.stringify(f)}`);
  }
  assert.equal(half(first.face, 1), Array(15).fill({ area: 0, x: 0, y: 0, score: 0 }));
});

test('sound: the tone at −23 dB RMS (both channels averaged), silence at the −120 floor; onsets at the tone', ({ first }) => {
  // The first and last frames of the tone meet the AAC encoder's edges.
  for (const db of first.levelDb.slice(1, 29)) assert.ok(Math.abs(db - -23.01) < 0.2, `tone level ${db}`);
  for (const db of first.levelDb.slice(31)) assert.ok(db <= -100, `silence level ${db}`);
  assert.ok(first.levelDb.slice(31).every((db) => db === -120));
  // The envelope is the rise of log energy from one hop to the next, so the tone's start shows in the first hops.
  assert.ok(Math.max(...first.onset.slice(0, 5)) > 0.005, `the tone's start is an onset: ${first.onset.slice(0, 5)}`);
  assert.ok(first.onset.slice(310).every((o) => o === 0), 'no onset in the silence');
});

test('motion, sharpness, exposure: the moving picture against the flat grey', ({ first }) => {
  assert.is(first.motion[0], 0);
  for (const m of first.motion.slice(1, 15)) assert.ok(m > 1, `zooming picture motion ${m}`);
  for (const m of first.motion.slice(16)) assert.ok(m < 0.01, `still grey motion ${m}`);
  for (const s of half(first.sharpness, 0)) assert.ok(s > 50, `picture sharpness ${s}`);
  for (const s of half(first.sharpness, 1)) assert.ok(s < 0.1, `flat grey sharpness ${s}`);
  for (const e of half(first.exposure, 1)) assert.ok(Math.abs(e.mean - 128) < 1 && e.clipped === 0, `grey exposure ${JSON.stringify(e)}`);
  for (const e of half(first.exposure, 0)) assert.ok(e.mean > 60 && e.mean < 110, `picture exposure ${JSON.stringify(e)}`);
});

test('the same file twice gives the same JSON bytes; every number has at most 4 significant digits', async ({ clip, json, first }) => {
  const again = JSON.stringify(await computeSignals(clip, { startSec: 0, endSec: 0 }, { matting: nativeMatting }));
  assert.is(again, json);
  const numbers = [...first.levelDb, ...first.onset, ...first.motion, ...first.sharpness, ...first.face.flatMap((f) => [f.area, f.x, f.y, f.score]), ...first.exposure.flatMap((e) => [e.mean, e.clipped])];
  assert.ok(numbers.every((n) => n === round4(n)));
});

test('a window: 1 to 4 s of the file, sampled from its start', async ({ clip, first }) => {
  const part = await computeSignals(clip, { startSec: 1, endSec: 4 }, { matting: nativeMatting });
  assert.equal([part.window, part.levelDb.length, part.onset.length, part.face.length], [{ startSec: 1, endSec: 4 }, 30, 300, 15]);
  assert.equal(part.exposure.slice(0, 5), first.exposure.slice(5, 10), 'the same source frames as the whole file\'s samples at 1.0–1.8 s');
  assert.ok(part.levelDb.slice(21).every((db) => db === -120) && part.levelDb.slice(1, 19).every((db) => Math.abs(db - -23.01) < 0.2));
});

test('a file without sound: every level at −120 and every onset 0', async ({ mute }) => {
  const signals = await computeSignals(mute, { startSec: 0, endSec: 0 }, { matting: nativeMatting });
  assert.equal([signals.levelDb, signals.onset.length, signals.onset.every((o) => o === 0)], [Array(10).fill(-120), 100, true]);
  assert.ok(signals.motion.slice(1).every((m) => m > 0));
});

test('levels and onsets of plain samples: a full-scale square wave is 0 dBFS, zeros the floor; an onset where the energy rises', () => {
  const samples = new Float32Array(3200);
  for (let i = 1600; i < 3200; i++) samples[i] = i % 2 ? 1 : -1;
  assert.equal(levelSeries(samples, 16000, 10), [-120, 0]);
  const onset = onsetEnvelope(samples, 16000, 100);
  assert.is(onset.length, 20);
  assert.equal([onset[9], onset[11]], [0, 0]);
  assert.ok(onset[10]! > 1, `the square wave's start is the onset: ${onset[10]}`);
});

/** Runs the fact job for the clip on a node whose farm is faked; answers the result, its JSON and the progress reports. */
async function factJob(dir: string, clip: string, matting: MattingAddon, configure?: (context: JobContext) => void) {
  const completed: { result: Record<string, unknown>; json: string }[] = [];
  const reports: { framesDone: number; frameCount: number }[] = [];
  const farm = {
    progress: () => ({ report: (p: { framesDone: number; frameCount: number }) => reports.push({ framesDone: p.framesDone, frameCount: p.frameCount }), end: async () => ({ abandon: false }) }),
    complete: async (result: { fact: Record<string, unknown> }, upload: { path: string }) => {
      completed.push({ result: result.fact, json: readFileSync(upload.path, 'utf8') });
      return { accepted: true, duplicate: false };
    },
  };
  const lease = { get: async () => clip, release() {}, stats: { hits: 0, misses: 0, bytesFetched: 0 } };
  const context = new JobContext({ farm: farm as never, blobs: { lease: () => lease } as never, workDir: join(dir, 'work'), matting });
  configure?.(context);
  const envelope = {
    jobId: 'fact:fct_signals1', orgId: 'org_1',
    fact: { factId: 'fct_signals1', mediaId: 'med_1', media: { contentHash: 'a'.repeat(64), sizeBytes: 1, mediaType: 'video/mp4' }, kind: 'signals', detector: '', startSec: 0, endSec: 0 },
  };
  await fact.run({ envelope: envelope as never, nodeId: 'node-1', signal: new AbortController().signal, slot: undefined as never, wanted: undefined as never, background: undefined as never, cost: new JobCostMeter(new CpuLedger()) }, context);
  return { completed, reports };
}

test('as a fact job: the node delivers the same JSON with its summary, reporting progress per picture sample', async ({ dir, clip, json }) => {
  const { completed, reports } = await factJob(dir, clip, nativeMatting);
  assert.is(completed.length, 1);
  const { result, json: delivered } = completed[0]!;
  assert.is(delivered, json);
  assert.equal([result.mediaType, result.frames, result.width, result.height, result.startSec, result.endSec, result.presenceFraction], ['application/json', 30, 640, 360, 0, 6, 0]);
  assert.ok((result.framesWithSubjects as number) >= 12);
  assert.equal(reports, [{ framesDone: 15, frameCount: 30 }, { framesDone: 30, frameCount: 30 }]);
});

test('as a fact job on a node without the matting addon: fails as matting_unavailable (not for good: another node may have it), delivers nothing', async ({ dir, clip }) => {
  // The node's context loads the native addon as loadMattingAddon does: rejecting with the reason when it is not usable.
  const failure = await factJob(dir, clip, nativeMatting, (context) => {
    context.matting = async () => { throw new Error('libmediapipe.so is not installed'); };
  }).then(() => null, (err: unknown) => err as JobFailure);
  assert.ok(failure instanceof JobFailure, String(failure));
  assert.equal([failure.code, failure.permanent], ['matting_unavailable', false]);
  assert.match(failure.message, 'libmediapipe.so is not installed');
});

test.run();
