/**
 * ffprobe's view of a delivered MP4, in the shape of the render node's own output check: tests
 * judge outputs with the real ffprobe, independently of the in-process check they exercise.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { topLevelBoxes, type OutputFacts } from '../../render-node/output-check.ts';

const run = promisify(execFile);

export async function ffprobeOutput(path: string): Promise<OutputFacts> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-count_packets', '-show_streams', '-of', 'json', path], { maxBuffer: 16 * 1024 * 1024 });
  const streams = (JSON.parse(stdout) as { streams: { codec_type: string; codec_name: string; pix_fmt?: string; width?: number; height?: number; nb_read_packets?: string; duration?: string }[] }).streams;
  const video = streams.find((s) => s.codec_type === 'video');
  const audio = streams.find((s) => s.codec_type === 'audio');
  return {
    videoCodec: video?.codec_name ?? null,
    pixelFormat: video?.pix_fmt ?? null,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    frames: Number(video?.nb_read_packets ?? 0),
    videoDuration: Number(video?.duration ?? 0),
    audioCodec: audio?.codec_name ?? null,
    audioDuration: audio?.duration === undefined ? null : Number(audio.duration),
    boxes: topLevelBoxes(path),
  };
}
