/**
 * A `VideoDecoder` backed by an `ffmpeg` child process per source. The process decodes from a
 * seek point and streams raw RGBA frames on stdout; the source keeps it running and reads forward
 * while requests move forward (a short jump ahead is read through, not seeked), and starts a new
 * process at an accurate seek only when a request goes backwards or far ahead.
 *
 * Frame accuracy: the stream is assumed to have a constant frame rate with frame k presented at
 * k / fps from the stream start. A session opened for frame k seeks to (k − ½) / fps, and ffmpeg's
 * accurate seek (the default for an input seek) drops every frame presented before that time, so
 * the first frame out is exactly frame k. Colour conversion uses bit-exact swscale flags, so the
 * same frame gives the same bytes whether it was reached by seeking or by reading through.
 */
import { spawn, execFile, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import type { VideoDecoder, VideoFrame, VideoSource, VideoSourceInfo } from './video-source.ts';

const execFileP = promisify(execFile);

function parseRate(r: string | undefined): number | undefined {
  if (!r) return undefined;
  const [n, d] = r.split('/').map(Number);
  if (!n || !Number.isFinite(n)) return undefined;
  const v = d ? n / d : n;
  return Number.isFinite(v) && v > 0 ? v : undefined;
}

export async function probeVideo(path: string, ffprobe = 'ffprobe'): Promise<VideoSourceInfo> {
  let stdout: string;
  try {
    ({ stdout } = await execFileP(ffprobe, ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height,r_frame_rate,avg_frame_rate,nb_frames,duration:format=duration', '-of', 'json', path]));
  } catch (err) {
    throw new Error(`cannot read video ${path}: ${(err as { stderr?: string }).stderr?.trim() || (err as Error).message}`);
  }
  const j = JSON.parse(stdout) as { streams?: Record<string, string | number>[]; format?: { duration?: string } };
  const s = j.streams?.[0];
  if (!s) throw new Error(`${path} has no video stream`);
  const fps = parseRate(String(s.avg_frame_rate)) ?? parseRate(String(s.r_frame_rate));
  if (!fps) throw new Error(`${path}: unknown frame rate`);
  const durationSec = Number(s.duration ?? j.format?.duration);
  const nb = Number(s.nb_frames);
  const frameCount = Number.isInteger(nb) && nb > 0 ? nb : Math.max(1, Math.round(durationSec * fps));
  return { width: Number(s.width), height: Number(s.height), fps, frameCount, durationSec: Number.isFinite(durationSec) ? durationSec : frameCount / fps };
}

class Session {
  readonly proc: ChildProcessByStdio<null, Readable, Readable>;
  next: number;
  private ended = false;
  private stderr = '';
  private readonly chunks: Buffer[] = [];
  private buffered = 0;
  private wake: (() => void) | undefined;

  constructor(path: string, startIndex: number, private readonly info: VideoSourceInfo, ffmpeg: string) {
    this.next = startIndex;
    const seek = startIndex > 0 ? ['-ss', ((startIndex - 0.5) / info.fps).toFixed(6)] : [];
    this.proc = spawn(ffmpeg, [
      '-v', 'error', '-nostdin', ...seek, '-i', path,
      '-map', '0:v:0', '-an', '-sn', '-dn', '-fps_mode', 'passthrough',
      '-sws_flags', 'bicubic+accurate_rnd+full_chroma_int+bitexact', '-flags', '+bitexact',
      '-pix_fmt', 'rgba', '-f', 'rawvideo', 'pipe:1',
    ], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = this.proc.stdout;
    // Flowing mode with a bound: at most two frames wait in memory while the renderer draws.
    out.on('data', (c: Buffer) => {
      this.chunks.push(c);
      this.buffered += c.length;
      if (this.buffered >= 2 * this.frameSize) out.pause();
      this.notify();
    });
    const finish = () => { this.ended = true; this.notify(); };
    out.on('end', finish);
    out.on('close', finish);
    this.proc.stderr.on('data', (c: Buffer) => { if (this.stderr.length < 4000) this.stderr += c.toString(); });
    this.proc.on('error', (err) => { this.stderr += String(err); finish(); });
  }

  private notify() {
    const w = this.wake;
    this.wake = undefined;
    w?.();
  }

  private get frameSize() { return this.info.width * this.info.height * 4; }

  /** Next frame in decode order, or null at the end of the stream. */
  async read(): Promise<Buffer | null> {
    const size = this.frameSize;
    while (this.buffered < size) {
      if (this.ended) return null;
      await new Promise<void>((resolve) => { this.wake = resolve; });
    }
    const frame = Buffer.allocUnsafeSlow(size);
    let off = 0;
    while (off < size) {
      const c = this.chunks[0]!;
      const take = Math.min(c.length, size - off);
      c.copy(frame, off, 0, take);
      off += take;
      if (take === c.length) this.chunks.shift();
      else this.chunks[0] = c.subarray(take);
    }
    this.buffered -= size;
    if (this.buffered < 2 * size && this.proc.stdout.isPaused()) this.proc.stdout.resume();
    this.next++;
    return frame;
  }

  get errorText() { return this.stderr.trim(); }

  close() {
    this.proc.stdout.destroy();
    this.proc.stderr.destroy();
    if (this.proc.exitCode === null) this.proc.kill('SIGKILL');
  }
}

export class FfmpegVideoSource implements VideoSource {
  private session: Session | undefined;
  private last: VideoFrame | undefined;
  readonly stats = { seeks: 0, decoded: 0 };

  constructor(private readonly path: string, readonly info: VideoSourceInfo, private readonly ffmpeg = 'ffmpeg', private readonly readAheadLimit = Math.max(12, Math.round(info.fps * 2))) {}

  async frame(index: number): Promise<VideoFrame> {
    const k = Math.min(this.info.frameCount - 1, Math.max(0, Math.floor(index)));
    if (this.last?.index === k) return this.last;
    if (!this.session || k < this.session.next || k - this.session.next > this.readAheadLimit) {
      this.session?.close();
      this.session = new Session(this.path, k, this.info, this.ffmpeg);
      this.stats.seeks++;
    }
    const s = this.session;
    let buf: Buffer | null = null;
    while (s.next <= k) {
      buf = await s.read();
      if (!buf) break;
      this.stats.decoded++;
    }
    if (!buf) {
      // The stream ended before frame k (frame counts in headers can overstate): hold the last frame.
      if (this.last && this.last.index < k) return this.last;
      const why = s.errorText;
      throw new Error(`cannot decode frame ${k} of ${this.path}${why ? `: ${why}` : ''}`);
    }
    this.last = { index: k, width: this.info.width, height: this.info.height, data: new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength) };
    return this.last;
  }

  async close(): Promise<void> {
    this.session?.close();
    this.session = undefined;
    this.last = undefined;
  }
}

export class FfmpegVideoDecoder implements VideoDecoder {
  readonly name = 'ffmpeg-process';
  constructor(private readonly ffmpeg = 'ffmpeg', private readonly ffprobe = 'ffprobe') {}
  async open(path: string): Promise<VideoSource> {
    const info = await probeVideo(path, this.ffprobe);
    return new FfmpegVideoSource(path, info, this.ffmpeg);
  }
}
