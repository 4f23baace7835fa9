/**
 * Canvases the renderer draws with besides the frame itself, kept between frames: full-size
 * layers for compositing a clip or a transition off the picture, and scratch canvases that grow
 * to what they are asked for. Allocating a canvas per frame would cost a 1080p buffer each time.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

/** The canvas's context, set up for drawing; `alpha` counts only when the context is first made. */
export function drawingContext(c: Canvas, alpha = true): SKRSContext2D {
  const ctx = c.getContext('2d', { alpha });
  ctx.lang = 'en';
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  return ctx;
}

export interface Layer { canvas: Canvas; ctx: SKRSContext2D; release: () => void }

export class CanvasPool {
  private readonly layers: Canvas[] = [];
  private depth = 0;
  private readonly scratchCanvases: Canvas[] = [];

  constructor(readonly width: number, readonly height: number) {}

  /** A cleared full-size canvas above those in use; released innermost first. */
  layer(): Layer {
    const i = this.depth++;
    let canvas = this.layers[i];
    if (!canvas) { canvas = createCanvas(this.width, this.height); this.layers[i] = canvas; }
    const ctx = drawingContext(canvas);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-over';
    ctx.clearRect(0, 0, this.width, this.height);
    return { canvas, ctx, release: () => { this.depth--; } };
  }

  /** Runs `draw` with a way to take layers, and releases every layer it took when it returns. */
  withLayers<T>(draw: (layer: () => Pick<Layer, 'canvas' | 'ctx'>) => T): T {
    const depth = this.depth;
    try {
      return draw(() => this.layer());
    } finally {
      this.depth = depth;
    }
  }

  /** Scratch canvas number `slot`, at least width × height (kept between frames, grown when needed). */
  scratch = (slot: number, width: number, height: number): Canvas => {
    const c = this.scratchCanvases[slot];
    if (c && c.width >= width && c.height >= height) return c;
    return (this.scratchCanvases[slot] = createCanvas(Math.max(width, c?.width ?? 0), Math.max(height, c?.height ?? 0)));
  };
}
