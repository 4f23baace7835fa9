/**
 * A deterministic stand-in for the matting addon (render-node/facts/matting.ts), for tests of the
 * fact job's path through the farm and the API: its "subjects" are the strongly red pixels of a
 * frame (R ≥ 150, G and B ≤ 100), so generated clips (`subjectClip`, `backgroundClip`) have
 * subjects exactly where the test put them. The matter answers alpha 255 on those pixels and 0
 * elsewhere; both detectors answer the bounding box of each connected region of them. The real
 * addon finds real people instead (test media with people: vtest.avi of opencv-doc).
 */
import { execFileSync } from 'node:child_process';
import type { Box, Detector, Matter, MattingAddon } from '../../render-node/facts/matting.ts';

function isMarker(rgba: Uint8Array, i: number): boolean {
  return rgba[i * 4]! >= 150 && rgba[i * 4 + 1]! <= 100 && rgba[i * 4 + 2]! <= 100;
}

/** Bounding boxes of the 4-connected regions of marker pixels (of at least `minPixels`), in scan order. */
export function markerBoxes(rgba: Uint8Array, width: number, height: number, minPixels = 16): Box[] {
  const seen = new Uint8Array(width * height);
  const boxes: Box[] = [];
  const stack: number[] = [];
  for (let start = 0; start < width * height; start++) {
    if (seen[start] || !isMarker(rgba, start)) continue;
    let [x0, y0, x1, y1, count] = [width, height, -1, -1, 0];
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % width;
      const y = (p - x) / width;
      count++;
      x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
      for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as const) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const q = ny * width + nx;
        if (!seen[q] && isMarker(rgba, q)) { seen[q] = 1; stack.push(q); }
      }
    }
    if (count >= minPixels) boxes.push({ x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1, score: 0.9 });
  }
  return boxes;
}

export interface MarkerMattingOptions {
  /** Pause per frame (matting or detection), to keep a job running long enough to interrupt it. */
  frameDelayMs?: number;
}

/** The stand-in addon; `calls` counts the frames it was given. */
export function markerMatting(options: MarkerMattingOptions = {}): MattingAddon & { calls: { frames: number } } {
  const calls = { frames: 0 };
  const pause = async () => {
    calls.frames++;
    if (options.frameDelayMs) await new Promise((r) => setTimeout(r, options.frameDelayMs));
  };
  const detector = async (): Promise<Detector> => ({
    async detect(rgba, width, height) {
      if (rgba.length !== width * height * 4) throw new TypeError(`a ${width}x${height} frame needs ${width * height * 4} bytes`);
      await pause();
      return markerBoxes(rgba, width, height);
    },
    async close() {},
  });
  return {
    calls,
    openFaceDetector: detector,
    openPersonDetector: detector,
    async openMatter({ width, height }): Promise<Matter> {
      return {
        async next(rgba) {
          if (rgba.length !== width * height * 4) throw new TypeError(`a ${width}x${height} frame needs ${width * height * 4} bytes`);
          await pause();
          const alpha = new Uint8Array(width * height);
          for (let i = 0; i < alpha.length; i++) alpha[i] = isMarker(rgba, i) ? 255 : 0;
          return alpha;
        },
        async close() {},
      };
    },
    mattingAvailable: () => ({ available: true }),
  };
}

/**
 * An H.264 clip of `seconds` at 25 fps, 320×180, of two red "subjects" walking towards each other
 * over a blue background (they cover about 12 % and 7 % of the picture).
 */
export function subjectClip(path: string, seconds = 4): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x3060a0:size=320x180:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', 'color=c=red:size=60x120:rate=25', '-f', 'lavfi', '-i', 'color=c=red:size=40x100:rate=25',
    '-filter_complex', "[0][1]overlay=x='20+t*40':y=30:shortest=1[a];[a][2]overlay=x='260-t*50':y=50:shortest=1,format=yuv420p", '-c:v', 'libx264', path]);
}

/** The same background with no subject: a moving test pattern of blues and greens. */
export function backgroundClip(path: string, seconds = 2): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x3060a0:size=320x180:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', 'color=c=0x20c060:size=80x40:rate=25', '-filter_complex', "[0][1]overlay=x='t*60':y=70:shortest=1,format=yuv420p", '-c:v', 'libx264', path]);
}
