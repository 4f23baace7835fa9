/**
 * A radix-2 FFT of windowed real frames, for the spectral measures of the sound analysis. One
 * instance per frame size holds its window, twiddles and scratch, so a long file is analysed
 * without allocating per frame.
 */
export class RealFft {
  readonly window: Float64Array;
  private readonly re: Float64Array;
  private readonly im: Float64Array;
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  private readonly reversed: Uint32Array;
  /** |X_k| for k = 0 .. size/2 of the last transform. */
  readonly magnitudes: Float64Array;

  constructor(readonly size: number) {
    if (size < 2 || (size & (size - 1)) !== 0) throw new Error(`FFT size ${size} is not a power of two`);
    this.window = new Float64Array(size);
    // Periodic Hann window: its leakage is symmetric around a tone's bin, so a tone's centroid stays on it.
    for (let i = 0; i < size; i++) this.window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size);
    this.re = new Float64Array(size);
    this.im = new Float64Array(size);
    this.cos = new Float64Array(size / 2);
    this.sin = new Float64Array(size / 2);
    for (let i = 0; i < size / 2; i++) {
      this.cos[i] = Math.cos((2 * Math.PI * i) / size);
      this.sin[i] = -Math.sin((2 * Math.PI * i) / size);
    }
    const bits = Math.log2(size);
    this.reversed = new Uint32Array(size);
    for (let i = 0; i < size; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.reversed[i] = r;
    }
    this.magnitudes = new Float64Array(size / 2 + 1);
  }

  /** Windows `frame` (length `size`, read from `offset`), transforms it and fills `magnitudes`. */
  transform(frame: ArrayLike<number>, offset = 0): Float64Array {
    const n = this.size, re = this.re, im = this.im;
    for (let i = 0; i < n; i++) {
      const j = this.reversed[i]!;
      re[j] = (frame[offset + i] ?? 0) * this.window[i]!;
      im[j] = 0;
    }
    for (let len = 2; len <= n; len <<= 1) {
      const half = len >> 1, step = n / len;
      for (let start = 0; start < n; start += len) {
        for (let k = 0; k < half; k++) {
          const wr = this.cos[k * step]!, wi = this.sin[k * step]!;
          const a = start + k, b = a + half;
          const tr = re[b]! * wr - im[b]! * wi;
          const ti = re[b]! * wi + im[b]! * wr;
          re[b] = re[a]! - tr;
          im[b] = im[a]! - ti;
          re[a] = re[a]! + tr;
          im[a] = im[a]! + ti;
        }
      }
    }
    for (let k = 0; k <= n / 2; k++) this.magnitudes[k] = Math.sqrt(re[k]! * re[k]! + im[k]! * im[k]!);
    return this.magnitudes;
  }
}
