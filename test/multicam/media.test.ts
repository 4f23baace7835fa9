/**
 * The multicam test media (test/support/multicam.ts): three MP4 angles that ffprobe reads as
 * H.264 640×360 30 fps with AAC 48 kHz stereo, as long as the conversation (the wide angle
 * 1.37 s shorter, as it starts late), the turns' ground truth, a cache that a second call reuses;
 * and alignAngles on their onset envelopes places them at 0, 0 and +1.37 s within one frame,
 * while an angle of unrelated speech is under minSyncConfidence.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { alignAngles, minSyncConfidence, onsetEnvelope } from '../../shared/multicam/sync.ts';
import { decodeMono, makeMulticamMedia, makeUnrelatedAngle, plannedTurns, wideStartSec, type MulticamMedia } from '../support/multicam.ts';

const run = promisify(execFile);
const test = suite('multicam: test media');
const dir = mkdtempSync(join(tmpdir(), 'framefleet-mc-media-'));
let media: MulticamMedia;
let makeMs = 0;

test.before(async () => {
  const started = performance.now();
  media = await makeMulticamMedia(dir);
  makeMs = performance.now() - started;
  console.log(`  made in ${makeMs.toFixed(0)} ms`);
});
test.after(() => rmSync(dir, { recursive: true, force: true }));

interface Probe { streams: { codec_type: string; codec_name: string; width?: number; height?: number; r_frame_rate?: string; sample_rate?: string; channels?: number }[]; format: { duration: string } }
async function probe(path: string): Promise<Probe> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path]);
  return JSON.parse(stdout) as Probe;
}

test('three angles: H.264 640×360 30 fps and AAC 48 kHz stereo, as long as the conversation', async () => {
  assert.equal(media.angles.map((a) => [a.name, a.role, a.startsAtSec]), [['speakerA', 'speaker', 0], ['speakerB', 'speaker', 0], ['wide', 'wide', wideStartSec]]);
  for (const angle of media.angles) {
    const facts = await probe(angle.path);
    const video = facts.streams.find((s) => s.codec_type === 'video')!;
    const audio = facts.streams.find((s) => s.codec_type === 'audio')!;
    assert.is(video.codec_name, 'h264', angle.name);
    assert.equal([video.width, video.height, video.r_frame_rate], [640, 360, '30/1'], angle.name);
    assert.equal([audio.codec_name, audio.sample_rate, audio.channels], ['aac', '48000', 2], angle.name);
    const expected = media.durationSec - angle.startsAtSec;
    assert.ok(Math.abs(Number(facts.format.duration) - expected) < 0.1, `${angle.name}: ${facts.format.duration} s, expected ${expected}`);
  }
});

test('the turns alternate A and B, each the speech heard inside its planned slot, inside the conversation', () => {
  assert.equal(media.turns.map((t) => t.speaker), plannedTurns.map((t) => t.speaker));
  media.turns.forEach((turn, i) => {
    const heard = turn.endSec - turn.startSec;
    assert.ok(heard <= plannedTurns[i]!.lengthSec + 1e-6 && heard >= plannedTurns[i]!.lengthSec * 0.4, JSON.stringify(turn));
    if (i > 0) assert.ok(turn.startSec >= media.turns[i - 1]!.endSec, JSON.stringify(turn));
  });
  assert.ok(media.turns.at(-1)!.endSec <= media.durationSec);
});

test('a second call reuses the files', async () => {
  const before = media.angles.map((a) => statSync(a.path).mtimeMs);
  const again = await makeMulticamMedia(dir);
  assert.equal(again, media);
  assert.equal(media.angles.map((a) => statSync(a.path).mtimeMs), before);
});

test('alignAngles places the angles at 0, 0 and +1.37 s within one frame; unrelated speech is under the threshold', async () => {
  const unrelated = await makeUnrelatedAngle(dir, media.durationSec);
  const started = performance.now();
  const envelopes = await Promise.all([...media.angles.map((a) => a.path), unrelated].map(async (path) => onsetEnvelope(await decodeMono(path), 16000)));
  const decodedMs = performance.now() - started;
  const aligned = alignAngles(envelopes.slice(0, 3), 100);
  const againstUnrelated = alignAngles([envelopes[0]!, envelopes[3]!], 100)[1]!;
  console.log(`  offsets ${JSON.stringify(aligned)}; unrelated ${JSON.stringify(againstUnrelated)} (decode + envelopes ${decodedMs.toFixed(0)} ms)`);
  media.angles.forEach((angle, i) => {
    assert.ok(Math.abs(aligned[i]!.offsetSec - angle.startsAtSec) <= 1 / 30, `${angle.name}: ${JSON.stringify(aligned[i])}`);
    assert.ok(aligned[i]!.confidence >= minSyncConfidence, `${angle.name}: ${JSON.stringify(aligned[i])}`);
  });
  // the wide angle against speaker B, and speaker B as the reference
  const fromB = alignAngles([envelopes[1]!, envelopes[2]!, envelopes[0]!], 100);
  assert.ok(Math.abs(fromB[1]!.offsetSec - wideStartSec) <= 1 / 30 && Math.abs(fromB[2]!.offsetSec) <= 1 / 30, JSON.stringify(fromB));
  assert.ok(againstUnrelated.confidence < minSyncConfidence, JSON.stringify(againstUnrelated));
});

test.run();
