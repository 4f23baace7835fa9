/**
 * Open/close cycles through the public API, for leak checks:
 *
 *   node --import tsx native/media/leakcheck.ts [cycles=1000]
 *
 * Each cycle opens an H.264 encoder (and every 10th an HEVC one), writes two frames and closes it;
 * every 5th cycle aborts instead, every 10th also mixes audio (a track in memory and a looped,
 * resampled one read from a PCM file; and a mix whose file is missing) and assembles, all at once
 * and a segment at a time (finished, failed on a missing segment, and aborted). Prints the resident set
 * size after the warm-up and at the end as JSON. Run it under valgrind with native/media/leakcheck.sh.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleSegments, mixAndEncodeAudio, openSegmentJoiner, openVideoEncoder } from './index.ts';

export async function cycles(count: number, dir: string, onWarm?: () => void, warmAt = 50): Promise<void> {
  const size = { width: 64, height: 64 };
  const frame = Buffer.alloc(64 * 64 * 4, 0x80);
  const tone = new Float32Array(4800).map((_, i) => Math.sin(i / 10) * 0.2);
  const pcm = join(dir, 'tone.f32');
  writeFileSync(pcm, new Uint8Array(tone.buffer));
  for (let i = 0; i < count; i++) {
    if (i === Math.min(warmAt, count - 1)) onWarm?.();
    const output = join(dir, `c${i % 4}.mp4`);
    const enc = await openVideoEncoder({ output, ...size, fps: 25, codec: i % 10 === 9 ? 'hevc' : 'h264', backend: 'software', preset: 'ultrafast', threads: 1 });
    await enc.write(frame);
    if (i % 5 === 4) {
      void enc.write(frame).catch(() => {});
      await enc.abort();
      continue;
    }
    await enc.write(frame);
    await enc.close();
    if (i % 10 === 0) {
      const audio = await mixAndEncodeAudio({
        output: join(dir, 'a.m4a'), frames: 2, fps: 25,
        tracks: [{ samples: tone, channels: 1, sampleRate: 48_000 }, { file: pcm, channels: 1, sampleRate: 44_100, duration: 0.2, loop: true }],
      });
      await mixAndEncodeAudio({ output: join(dir, 'never.m4a'), frames: 2, fps: 25, tracks: [{ file: join(dir, 'missing.f32'), channels: 1, sampleRate: 48_000 }] }).catch(() => {});
      await assembleSegments({ segments: [output, output], audio: audio.output, output: join(dir, 'joined.mp4') }).catch(() => {});
      await assembleSegments({ segments: [join(dir, 'missing.mp4')], output: join(dir, 'never.mp4') }).catch(() => {});
      const joiner = openSegmentJoiner({ output: join(dir, 'progressive.mp4'), segmentCount: 2, audio: audio.output });
      await joiner.append(output);
      await joiner.append(output).catch(() => {});
      await joiner.finish().catch(() => {});
      const failing = openSegmentJoiner({ output: join(dir, 'failing.mp4'), segmentCount: 2 });
      await failing.append(join(dir, 'missing.mp4')).catch(() => {});
      await failing.finish().catch(() => {});
      const aborted = openSegmentJoiner({ output: join(dir, 'aborted.mp4'), segmentCount: 2 });
      await aborted.append(output);
      await aborted.abort();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 1000);
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-leak-'));
  let warm = 0;
  const t0 = performance.now();
  try {
    await cycles(count, dir, () => {
      warm = process.memoryUsage().rss;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  globalThis.gc?.();
  const end = process.memoryUsage().rss;
  console.log(JSON.stringify({ cycles: count, seconds: (performance.now() - t0) / 1000, rssWarmMiB: warm / 2 ** 20, rssEndMiB: end / 2 ** 20 }));
}
