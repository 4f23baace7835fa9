/**
 * A still of one catalog component on its own: one frame of it at a point of its duration,
 * drawn with its default props (or given ones) and brand tokens. Transitions are shown passing
 * between two sample pictures; overlays can be drawn on a neutral backdrop for people to look at,
 * and effects (which grade, grain or cover the picture beneath) over a sample landscape, so that
 * what they do to a picture shows.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { registerBundledFonts } from '../../shared/fonts/register.ts';
import { brandTokens, type BrandTokens } from '../../shared/composition/brand.ts';
import type { BrandKit } from '../../shared/composition/schema.ts';
import { frameInfo, resolveProps, type Component } from '../../catalog/sdk.ts';
import { setFont } from '../../catalog/draw.ts';

export interface PreviewOptions {
  width?: number;
  height?: number;
  fps?: number;
  props?: Record<string, unknown>;
  brandKit?: BrandKit;
  /** Draw overlays on a neutral backdrop (true) or on transparency (false, the default). */
  backdrop?: boolean;
}

function samplePicture(width: number, height: number, a: string, b: string, label: string): Canvas {
  const c = createCanvas(width, height);
  const ctx = c.getContext('2d');
  ctx.lang = 'en';
  const g = ctx.createLinearGradient(0, 0, width, height);
  g.addColorStop(0, a);
  g.addColorStop(1, b);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  setFont(ctx, 'Montserrat', 800, height * 0.4);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, width / 2, height / 2);
  return c;
}

function neutralBackdrop(ctx: SKRSContext2D, width: number, height: number) {
  const g = ctx.createLinearGradient(0, 0, 0, height);
  g.addColorStop(0, '#2a2f45');
  g.addColorStop(1, '#151826');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
}

/** A small landscape with the range of a real shot (bright sky and sun, mid-tone hills, dark foreground) for effects to act on. */
function sampleLandscape(ctx: SKRSContext2D, width: number, height: number) {
  const sky = ctx.createLinearGradient(0, 0, 0, height * 0.65);
  sky.addColorStop(0, '#3b6fb6');
  sky.addColorStop(1, '#f4c27a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#fff3d6';
  ctx.beginPath();
  ctx.arc(width * 0.68, height * 0.42, height * 0.09, 0, Math.PI * 2);
  ctx.fill();
  const hill = (top: number, color: string, phase: number) => {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(0, height);
    for (let i = 0; i <= 48; i++) ctx.lineTo((i / 48) * width, height * top + Math.sin((i / 48) * Math.PI * 3 + phase) * height * 0.05);
    ctx.lineTo(width, height);
    ctx.closePath();
    ctx.fill();
  };
  hill(0.58, '#6f7f9e', 0.4);
  hill(0.7, '#3d5a4a', 2.1);
  hill(0.84, '#1d2b22', 4.0);
}

/** The frame index at `fraction` (0..1) of a component's duration. */
export function frameAtFraction(c: Component, fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * (c.durationInFrames - 1));
}

export function renderComponentFrame(c: Component, frame: number, opts: PreviewOptions = {}): Canvas {
  registerBundledFonts();
  const width = opts.width ?? 1920, height = opts.height ?? 1080, fps = opts.fps ?? 30;
  const tokens: BrandTokens = brandTokens(opts.brandKit);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  if (opts.backdrop && c.category === 'effects') sampleLandscape(ctx, width, height);
  else if (opts.backdrop && c.kind === 'component' && c.category !== 'backgrounds') neutralBackdrop(ctx, width, height);
  const props = resolveProps(c, opts.props, tokens);
  const info = frameInfo(frame, c.durationInFrames, fps, width, height);
  const io = c.kind === 'transition'
    ? { image: () => null, from: samplePicture(width, height, tokens['colors.background'], tokens['colors.primary'], 'A'), to: samplePicture(width, height, tokens['colors.secondary'], tokens['colors.background'], 'B') }
    : { image: () => null };
  ctx.save();
  c.draw(ctx, info, props as never, tokens, io);
  ctx.restore();
  return canvas;
}
