/**
 * Frames drawn at the composition's size, delivered smaller (previews, stills): one reused
 * canvas, Skia's high-quality resampling, deterministic like the drawing itself.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

export class FrameDownscaler {
  private readonly target: Canvas;
  private readonly ctx: SKRSContext2D;

  constructor(readonly width: number, readonly height: number) {
    this.target = createCanvas(width, height);
    this.ctx = this.target.getContext('2d');
    this.ctx.imageSmoothingEnabled = true;
    this.ctx.imageSmoothingQuality = 'high';
  }

  /** The frame on `source`, resampled to this size, on this downscaler's canvas (valid until the next call). */
  canvas(source: Canvas): Canvas {
    this.ctx.globalCompositeOperation = 'copy';
    this.ctx.drawImage(source, 0, 0, this.width, this.height);
    return this.target;
  }

  /** The frame on `source`, resampled to this size, as RGBA bytes (straight alpha). */
  rgba(source: Canvas): Uint8Array {
    this.canvas(source);
    const img = this.ctx.getImageData(0, 0, this.width, this.height);
    return new Uint8Array(img.data.buffer, img.data.byteOffset, img.data.byteLength);
  }
}
