/** inspectMediaFile: libavformat's facts in process agree with ffprobe's on what the farm writes and reads. */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assembleSegments, inspectMediaFile, mixAndEncodeAudio } from '../../native/media/index.ts';
import { encodePattern, tempDir, rejects } from './helpers.ts';

const run = promisify(execFile);
const test = suite('native inspect');
const tmp = tempDir('inspect');
test.after(() => tmp.remove());

interface FfprobeStream { codec_type: string; codec_name: string; pix_fmt?: string; width?: number; height?: number; duration?: string; nb_read_packets?: string; disposition?: { attached_pic?: number } }

async function ffprobeCounted(path: string) {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-count_packets', '-show_streams', '-show_format', '-of', 'json', path]);
  return JSON.parse(stdout) as { format: { format_name: string; duration?: string }; streams: FfprobeStream[] };
}

const close = (a: number | null, b: string | undefined) => (b === undefined || b === 'N/A' ? a === null : a !== null && Math.abs(a - Number(b)) < 1e-3);

async function assertAgrees(path: string) {
  const [ours, theirs] = await Promise.all([inspectMediaFile(path, { countPackets: true }), ffprobeCounted(path)]);
  assert.is(ours.format, theirs.format.format_name, `${path}: format`);
  assert.ok(close(ours.duration, theirs.format.duration), `${path}: duration ${ours.duration} against ${theirs.format.duration}`);
  assert.is(ours.streams.length, theirs.streams.length, `${path}: streams`);
  ours.streams.forEach((s, i) => {
    const t = theirs.streams[i]!;
    assert.equal([s.type, s.codec, s.packets, s.attachedPicture], [t.codec_type, t.codec_name, Number(t.nb_read_packets), t.disposition?.attached_pic === 1], `${path}: stream ${i}`);
    if (s.type === 'video') assert.equal([s.pixelFormat, s.width, s.height], [t.pix_fmt, t.width, t.height], `${path}: stream ${i} picture`);
    assert.ok(close(s.duration, t.duration), `${path}: stream ${i} duration ${s.duration} against ${t.duration}`);
  });
  return ours;
}

test('an assembled MP4 with sound: codecs, pixel format, size, durations and packets as ffprobe counts them', async () => {
  const segments = [tmp.file('a.mp4'), tmp.file('b.mp4')];
  const settings = { width: 320, height: 180, fps: 30, backend: 'software', preset: 'ultrafast', quality: 23, threads: 1 } as const;
  await encodePattern(segments[0]!, 0, 45, settings);
  await encodePattern(segments[1]!, 45, 75, settings);
  const tone = Float32Array.from({ length: 48_000 * 3 }, (_, i) => 0.2 * Math.sin((2 * Math.PI * 440 * i) / 48_000));
  const audio = await mixAndEncodeAudio({ output: tmp.file('mix.m4a'), frames: 75, fps: 30, tracks: [{ samples: tone, channels: 1, sampleRate: 48_000 }] });
  const output = tmp.file('out.mp4');
  await assembleSegments({ segments, output, audio: audio.output });
  const facts = await assertAgrees(output);
  assert.equal(facts.streams.map((s) => [s.type, s.codec, s.packets]), [['video', 'h264', 75], ['audio', 'aac', facts.streams[1]!.packets]]);
  assert.ok(Math.abs(facts.streams[0]!.duration! - 2.5) < 1e-6);
  assert.ok(facts.streams.every((st) => st.packetTimes === null), 'packet times only when asked');

  // With packetTimes, each packet's pts, duration and key flag as ffprobe shows them, in file order.
  const timed = await inspectMediaFile(output, { packetTimes: true });
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'packet=stream_index,pts,duration,flags', '-of', 'csv=p=0', output]);
  // (ffprobe writes an empty line for a packet's side data section.)
  const packets = stdout.split('\n').filter((line) => line !== '').map((line) => line.split(','));
  timed.streams.forEach((st, i) => {
    const theirs = packets.filter((p) => Number(p[0]) === i);
    const t = st.packetTimes!;
    assert.is(st.packets, theirs.length);
    assert.equal([...t.pts], theirs.map((p) => Number(p[1])), `stream ${i} pts`);
    assert.equal([...t.durations], theirs.map((p) => Number(p[2])), `stream ${i} durations`);
    assert.equal([...t.keys], theirs.map((p) => (p[3]!.startsWith('K') ? 1 : 0)), `stream ${i} key flags`);
  });
  const [v, a] = timed.streams.map((st) => st.packetTimes!);
  assert.equal([v!.timeBase.den > 0, v!.startTime, v!.sampleRate, v!.frameSize], [true, 0, 0, 0]);
  // The AAC encoder's priming packet sits before the stream's start, which the edit list puts at 0.
  assert.equal([a!.timeBase, a!.startTime, a!.sampleRate, a!.frameSize, a!.pts[0]], [{ num: 1, den: 48_000 }, 0, 48_000, 1024, -1024]);
});

test('a WebM, a PNG and a WAV read as ffprobe reads them; packets only when asked', async () => {
  const webm = tmp.file('clip.webm');
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=25:duration=1', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=1', '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-c:a', 'libopus', '-shortest', webm]);
  const png = tmp.file('still.png');
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=64x48', '-frames:v', '1', png]);
  const wav = tmp.file('tone.wav');
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.5', wav]);
  for (const path of [webm, png, wav]) await assertAgrees(path);
  const uncounted = await inspectMediaFile(webm);
  assert.ok(uncounted.streams.length === 2 && uncounted.streams.every((s) => s.packets === null));
});

test('a file that is not media fails with ERR_DECODER_OPEN; bad arguments are TypeErrors', async () => {
  const text = tmp.file('notes.txt');
  writeFileSync(text, 'not a video at all\n'.repeat(20));
  await rejects(inspectMediaFile(text), (err) => assert.is(err.code, 'ERR_DECODER_OPEN'));
  await rejects(inspectMediaFile(tmp.file('missing.mp4')), (err) => assert.is(err.code, 'ERR_DECODER_OPEN'));
  await rejects(inspectMediaFile('' as string), (err) => assert.instance(err, TypeError));
  await rejects(inspectMediaFile(text, { countPackets: 'yes' as unknown as boolean }), (err) => assert.instance(err, TypeError));
  await rejects(inspectMediaFile(text, { packetTimes: 1 as unknown as boolean }), (err) => assert.instance(err, TypeError));
});

test.run();
