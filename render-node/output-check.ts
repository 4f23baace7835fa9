/**
 * The delivered-output check (spec: a render that fails it ends with `render_output_invalid`):
 * an MP4 whose index (`moov`) precedes the media (`mdat`), one H.264 or HEVC video stream in
 * yuv420p with exactly the expected frames, and AAC audio when the composition has sound and
 * none when it is silent. libavformat reads the file in process (what ffprobe would report, without
 * starting it on every render's critical path); the box order is read directly.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { inspectMediaFile, type PacketTimes } from '../native/media/index.ts';

/** Names of the file's top-level MP4 boxes, in order. */
export function topLevelBoxes(path: string): string[] {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const header = Buffer.alloc(16);
    const boxes: string[] = [];
    for (let offset = 0; offset + 8 <= size && boxes.length < 1000;) {
      readSync(fd, header, 0, 16, offset);
      let boxSize = header.readUInt32BE(0);
      if (boxSize === 1) boxSize = Number(header.readBigUInt64BE(8));
      else if (boxSize === 0) boxSize = size - offset;
      if (boxSize < 8) break;
      boxes.push(header.toString('latin1', 4, 8));
      offset += boxSize;
    }
    return boxes;
  } finally {
    closeSync(fd);
  }
}

export interface OutputFacts {
  videoCodec: string | null;
  pixelFormat: string | null;
  width: number;
  height: number;
  frames: number;
  videoDuration: number;
  audioCodec: string | null;
  audioDuration: number | null;
  boxes: string[];
}

/** The output's facts and its packets' timing (for the seam check, seam-check.ts), from one read of the file. */
export interface ProbedOutput extends OutputFacts {
  videoPackets: PacketTimes | null;
  audioPackets: PacketTimes | null;
}

export async function probeOutput(path: string): Promise<ProbedOutput> {
  const { streams } = await inspectMediaFile(path, { packetTimes: true });
  const video = streams.find((s) => s.type === 'video');
  const audio = streams.find((s) => s.type === 'audio');
  return {
    videoCodec: video?.codec ?? null,
    pixelFormat: video?.pixelFormat ?? null,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    frames: video?.packets ?? 0,
    videoDuration: video?.duration ?? 0,
    audioCodec: audio?.codec ?? null,
    audioDuration: audio ? audio.duration : null,
    boxes: topLevelBoxes(path),
    videoPackets: video?.packetTimes ?? null,
    audioPackets: audio?.packetTimes ?? null,
  };
}

/** Every way the output differs from what was ordered; empty when it passes. */
export function outputProblems(facts: OutputFacts, expected: { frames: number; width: number; height: number; fps: number; withAudio: boolean }): string[] {
  const problems: string[] = [];
  if (!facts.videoCodec || !['h264', 'hevc'].includes(facts.videoCodec)) problems.push(`video codec is ${facts.videoCodec ?? 'missing'}, not h264 or hevc`);
  if (facts.pixelFormat !== 'yuv420p') problems.push(`pixel format is ${facts.pixelFormat}, not yuv420p`);
  if (facts.width !== expected.width || facts.height !== expected.height) problems.push(`size is ${facts.width}x${facts.height}, not ${expected.width}x${expected.height}`);
  if (facts.frames !== expected.frames) problems.push(`${facts.frames} frames, not ${expected.frames}`);
  const moov = facts.boxes.indexOf('moov');
  const mdat = facts.boxes.indexOf('mdat');
  if (moov < 0 || mdat < 0 || moov > mdat) problems.push(`index is not at the front (boxes: ${facts.boxes.join(' ')})`);
  if (expected.withAudio) {
    if (facts.audioCodec !== 'aac') problems.push(`audio is ${facts.audioCodec ?? 'missing'}, not aac`);
    else if (facts.audioDuration !== null && Math.abs(facts.audioDuration - facts.videoDuration) > 1 / expected.fps + 1e-6) {
      problems.push(`audio lasts ${facts.audioDuration.toFixed(3)} s, video ${facts.videoDuration.toFixed(3)} s`);
    }
  } else if (facts.audioCodec) problems.push('a silent composition has an audio track');
  return problems;
}
