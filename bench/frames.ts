/**
 * Synthetic RGBA test frames with varied content: a drifting colour plasma, a scrolling noise
 * texture (real motion for the encoder's motion search), moving blocks, and the frame number drawn
 * as a row of black and white squares. The same index always gives the same pixels.
 */

export interface PatternOptions {
  width: number;
  height: number;
  /** Amplitude of the scrolling noise texture, 0 to 64. Default 20. */
  noise?: number;
}

const TILE = 256;

function noiseTile(): Uint8Array {
  // Fixed-seed xorshift, smoothed once so the texture has structure an encoder can track.
  let s = 0x9e3779b9;
  const raw = new Uint8Array(TILE * TILE);
  for (let i = 0; i < raw.length; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    raw[i] = s & 255;
  }
  const out = new Uint8Array(TILE * TILE);
  for (let y = 0; y < TILE; y++) {
    for (let x = 0; x < TILE; x++) {
      const at = (dx: number, dy: number) => raw[((y + dy) & (TILE - 1)) * TILE + ((x + dx) & (TILE - 1))]!;
      out[y * TILE + x] = (at(0, 0) * 2 + at(1, 0) + at(0, 1) + at(-1, 0) + at(0, -1)) / 6;
    }
  }
  return out;
}

let tile: Uint8Array | undefined;

/** Fills `out` (or a new Buffer) with frame `index` of the pattern. */
export function renderFrame(index: number, opts: PatternOptions, out?: Buffer): Buffer {
  const { width: w, height: h } = opts;
  const noise = opts.noise ?? 20;
  const buf = out ?? Buffer.allocUnsafe(w * h * 4);
  if (buf.byteLength !== w * h * 4) throw new RangeError(`buffer must hold ${w * h * 4} bytes`);
  const px = new Uint32Array(buf.buffer, buf.byteOffset, w * h);
  tile ??= noiseTile();
  const t = index;

  // Per-row and per-column plasma terms, so the per-pixel work is a few additions.
  const colR = new Float32Array(w), colG = new Float32Array(w), rowR = new Float32Array(h), rowB = new Float32Array(h);
  for (let x = 0; x < w; x++) {
    colR[x] = 60 * Math.sin((x + 3 * t) / (w / 9));
    colG[x] = 50 * Math.cos((x - 2 * t) / (w / 5));
  }
  for (let y = 0; y < h; y++) {
    rowR[y] = 40 * Math.cos((y + 2 * t) / (h / 7));
    rowB[y] = 60 * Math.sin((y - t) / (h / 4));
  }
  const ox = (t * 3) & (TILE - 1), oy = (t * 2) & (TILE - 1);
  const amp = noise / 128;
  for (let y = 0; y < h; y++) {
    const trow = ((y + oy) & (TILE - 1)) * TILE;
    const rr = rowR[y]!, rb = rowB[y]!;
    const base = y * w;
    const gy = (y * 160) / h;
    for (let x = 0; x < w; x++) {
      const n = (tile[trow + ((x + ox) & (TILE - 1))]! - 128) * amp;
      let r = 128 + colR[x]! + rr + n;
      let g = 48 + gy + colG[x]! * 0.5 + n;
      let b = 128 + rb - colR[x]! * 0.5 + n;
      r = r < 0 ? 0 : r > 255 ? 255 : r;
      g = g < 0 ? 0 : g > 255 ? 255 : g;
      b = b < 0 ? 0 : b > 255 ? 255 : b;
      px[base + x] = (r | 0) | ((g | 0) << 8) | ((b | 0) << 16) | 0xff000000;
    }
  }

  // Moving blocks.
  const size = Math.max(4, Math.round(Math.min(w, h) / 6));
  const blocks: Array<[number, number, number]> = [
    [(t * 7) % (w + size) - size, h / 4, 0xff2040e0],
    [w - ((t * 5) % (w + size)), h / 2, 0xff30d060],
    [(t * 4) % (w + size) - size, (3 * h) / 4 - size / 2, 0xffe0e0f0],
  ];
  for (const [bx, by, colour] of blocks) {
    const x0 = Math.max(0, Math.floor(bx)), x1 = Math.min(w, Math.floor(bx) + size);
    const y0 = Math.max(0, Math.floor(by)), y1 = Math.min(h, Math.floor(by) + size);
    for (let y = y0; y < y1; y++) px.fill(colour, y * w + x0, y * w + x1);
  }

  // Frame number, 16 bits, most significant first.
  const cell = Math.max(2, Math.floor(Math.min(w / 20, h / 12)) & ~1);
  for (let bit = 0; bit < 16; bit++) {
    const on = (index >> (15 - bit)) & 1;
    const x0 = cell + bit * cell;
    if (x0 + cell > w) break;
    for (let y = cell; y < Math.min(h, 2 * cell); y++) px.fill(on ? 0xffffffff : 0xff000000, y * w + x0, y * w + x0 + cell);
  }
  return buf;
}
