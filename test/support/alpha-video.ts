/**
 * Reading VP9-with-alpha WebM the way players do, and measuring it against the RGBA it was made
 * from: ffprobe's view of the stream (codec, AlphaMode tag), the frames decoded by libvpx (FFmpeg's
 * own VP9 decoder drops the alpha), and PSNR of colour and of alpha.
 *
 * Colour is compared premultiplied (each channel times its alpha): 4:2:0 video keeps one chroma
 * sample per 2x2 block, so the straight colour of a faint anti-aliased edge pixel cannot survive
 * any 4:2:0 codec, while what it contributes to a composite (colour × alpha) does.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';

const run = promisify(execFile);

export interface AlphaVideoProbe {
  codec: string;
  width: number;
  height: number;
  /** The stream's `alpha_mode` tag (Matroska AlphaMode), '1' when the track carries alpha. */
  alphaMode: string | null;
  /** The pixel format libvpx decodes it to: yuva420p when the alpha is there (FFmpeg's own decoder says yuv420p either way). */
  decodedPixelFormat: string | null;
}

/** ffprobe's view of a WebM file's video stream, and the pixel format libvpx decodes it to. */
export async function probeAlphaVideo(path: string): Promise<AlphaVideoProbe> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', path]);
  const [s] = (JSON.parse(stdout) as { streams: { codec_name: string; width: number; height: number; tags?: Record<string, string> }[] }).streams;
  if (!s) throw new Error(`ffprobe found no stream in ${path}`);
  const tag = Object.entries(s.tags ?? {}).find(([k]) => k.toLowerCase() === 'alpha_mode');
  // ffprobe cannot pick a decoder; ffmpeg describes the input stream as the decoder it was told to use opens it.
  const { stderr } = await run('ffmpeg', ['-hide_banner', '-nostdin', '-c:v', 'libvpx-vp9', '-i', path, '-frames:v', '1', '-f', 'null', '-']);
  const decoded = /Stream #0:0: Video: vp9[^,]*, (\w+)/.exec(stderr);
  return { codec: s.codec_name, width: s.width, height: s.height, alphaMode: tag?.[1] ?? null, decodedPixelFormat: decoded?.[1] ?? null };
}

/** Every frame of a VP9 WebM as straight RGBA (width × height × 4 bytes each), decoded by libvpx with its alpha. */
export async function decodeAlphaVideo(path: string, width: number, height: number): Promise<Uint8Array[]> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-nostdin', '-c:v', 'libvpx-vp9', '-i', path, '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], {
    encoding: 'buffer', maxBuffer: 2 ** 31 - 1,
  });
  const size = width * height * 4;
  if (stdout.length % size !== 0) throw new Error(`${path} decoded to ${stdout.length} bytes, not whole ${width}x${height} frames`);
  return Array.from({ length: stdout.length / size }, (_, i) => new Uint8Array(stdout.buffer, stdout.byteOffset + i * size, size));
}

function psnrOf(squaredError: number, samples: number): number {
  return squaredError === 0 ? Infinity : 10 * Math.log10((255 * 255 * samples) / squaredError);
}

/** PSNR in dB of one frame against its reference (both straight RGBA): colour premultiplied by alpha, and alpha. */
export function alphaFramePsnr(reference: Uint8Array, decoded: Uint8Array): { colour: number; alpha: number } {
  if (reference.length !== decoded.length) throw new RangeError('alphaFramePsnr: sizes differ');
  let colour = 0, alpha = 0;
  for (let p = 0; p < reference.length; p += 4) {
    const ra = reference[p + 3]!, da = decoded[p + 3]!;
    alpha += (ra - da) ** 2;
    for (let c = 0; c < 3; c++) colour += ((reference[p + c]! * ra - decoded[p + c]! * da) / 255) ** 2;
  }
  const pixels = reference.length / 4;
  return { colour: psnrOf(colour, pixels * 3), alpha: psnrOf(alpha, pixels) };
}

/**
 * A straight-RGBA frame composited over a grey checkerboard, as a PNG: how a transparent clip
 * looks to a person (frames can be laid side by side: `frames` are placed in a row).
 */
export async function checkerboardPng(frames: Uint8Array[], width: number, height: number, cell = 16): Promise<Buffer> {
  const canvas = createCanvas(width * frames.length, height);
  const ctx = canvas.getContext('2d');
  const composite = ctx.createImageData(width, height);
  frames.forEach((rgba, i) => {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = (y * width + x) * 4;
        const board = ((Math.floor(x / cell) + Math.floor(y / cell)) % 2) ? 204 : 153;
        const a = rgba[p + 3]! / 255;
        for (let c = 0; c < 3; c++) composite.data[p + c] = Math.round(rgba[p + c]! * a + board * (1 - a));
        composite.data[p + 3] = 255;
      }
    }
    ctx.putImageData(composite, i * width, 0);
  });
  return canvas.encode('png');
}
