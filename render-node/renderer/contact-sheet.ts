/**
 * The contact sheet: every catalog component drawn at one point of its duration, in a labelled
 * grid under a title row, so a person can judge the whole catalog on one picture. Each cell is the
 * component's preview (`renderComponentFrame`, over the preview backdrop) drawn at twice the cell's
 * size and reduced, so text fitting and line widths behave as they do in a real frame.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Component, Tier } from '../../catalog/sdk.ts';
import { ellipsize, roundRect, setFont } from '../../catalog/draw.ts';
import { registerBundledFonts } from '../../shared/fonts/register.ts';
import { FrameDownscaler } from './downscale.ts';
import { frameAtFraction, renderComponentFrame } from './preview.ts';

/** Narrowest cell the sheet lays out before it drops a column. */
const minCellWidth = 320;
/** Cells are drawn this many times larger than shown, then reduced. */
const supersample = 2;

export interface ContactSheetLayout {
  width: number;
  height: number;
  columns: number;
  rows: number;
  /** Height of the title row at the top. */
  titleHeight: number;
  margin: number;
  gap: number;
  /** Size of a cell's picture (16:9) and of the label strip beneath it. */
  cellWidth: number;
  cellHeight: number;
  labelHeight: number;
}

/** The grid for `count` components on a sheet `width` pixels wide. */
export function contactSheetLayout(count: number, width: number): ContactSheetLayout {
  const margin = Math.round(width * 0.014), gap = Math.round(width * 0.01);
  const columns = Math.max(1, Math.min(Math.max(1, count), Math.floor((width - 2 * margin + gap) / (minCellWidth + gap))));
  const rows = Math.max(1, Math.ceil(count / columns));
  const cellWidth = Math.floor((width - 2 * margin - (columns - 1) * gap) / columns);
  const cellHeight = Math.round((cellWidth * 9) / 16);
  const labelHeight = Math.round(cellWidth * 0.17);
  const titleHeight = Math.round(Math.max(96, width * 0.045));
  const height = titleHeight + rows * (cellHeight + labelHeight) + (rows - 1) * gap + margin;
  return { width, height, columns, rows, titleHeight, margin, gap, cellWidth, cellHeight, labelHeight };
}

/** Top-left corner of cell `index` (its picture; the label strip sits right under it). */
export function cellOrigin(layout: ContactSheetLayout, index: number): { x: number; y: number } {
  const col = index % layout.columns, row = Math.floor(index / layout.columns);
  return {
    x: layout.margin + col * (layout.cellWidth + layout.gap),
    y: layout.titleHeight + row * (layout.cellHeight + layout.labelHeight + layout.gap),
  };
}

export interface ContactSheetOptions {
  /** Point of each component's duration to draw, 0..1. */
  at: number;
  /** Sheet width in pixels. */
  width: number;
  /** Shown in the title row, e.g. the category the list was filtered by. */
  subtitle?: string;
}

export interface ContactSheet {
  canvas: Canvas;
  layout: ContactSheetLayout;
  /** Components whose drawing threw: their cells show the message instead of a picture. */
  failures: { id: string; message: string }[];
}

const tierColors: Record<Tier, string> = { recommended: '#3ddc97', standard: '#7aa2ff', niche: '#ffb454' };

export function renderContactSheet(components: readonly Component[], opts: ContactSheetOptions): ContactSheet {
  registerBundledFonts();
  const layout = contactSheetLayout(components.length, opts.width);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  ctx.fillStyle = '#0b0d13';
  ctx.fillRect(0, 0, layout.width, layout.height);
  drawTitleRow(ctx, layout, components, opts);
  const downscale = new FrameDownscaler(layout.cellWidth, layout.cellHeight);
  const failures: ContactSheet['failures'] = [];
  components.forEach((c, i) => {
    const { x, y } = cellOrigin(layout, i);
    ctx.save();
    roundRect(ctx, x, y, layout.cellWidth, layout.cellHeight, layout.cellWidth * 0.018);
    ctx.clip();
    try {
      const frame = renderComponentFrame(c, frameAtFraction(c, opts.at), {
        width: layout.cellWidth * supersample, height: layout.cellHeight * supersample, backdrop: true,
      });
      ctx.drawImage(downscale.canvas(frame), x, y);
    } catch (err) {
      const message = (err as Error).message;
      failures.push({ id: c.id, message });
      drawFailedCell(ctx, layout, x, y, message);
    }
    ctx.restore();
    drawLabel(ctx, layout, c, x, y + layout.cellHeight);
  });
  return { canvas, layout, failures };
}

function drawTitleRow(ctx: SKRSContext2D, layout: ContactSheetLayout, components: readonly Component[], opts: ContactSheetOptions) {
  const { margin, titleHeight } = layout;
  const titleSize = titleHeight * 0.34;
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  setFont(ctx, 'Montserrat', 800, titleSize);
  ctx.fillStyle = '#ffffff';
  const title = 'framefleet component catalog';
  ctx.fillText(title, margin, titleHeight * 0.5);
  const kinds = new Map<string, number>();
  for (const c of components) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
  const counts = [...kinds].map(([k, n]) => `${n} ${k}${n === 1 ? '' : 's'}`).join(' · ');
  const facts = [
    kinds.size > 1 ? `${components.length} in all: ${counts}` : counts || 'no components',
    `each drawn at ${Math.round(opts.at * 100)} % of its duration`,
    ...(opts.subtitle ? [opts.subtitle] : []),
  ].join('   ·   ');
  setFont(ctx, 'Inter', 500, titleSize * 0.46);
  ctx.fillStyle = '#9aa3b8';
  ctx.fillText(facts, margin, titleHeight * 0.8);
  // Tier legend on the right, in the colours of the cells' tier chips.
  setFont(ctx, 'Inter', 600, titleSize * 0.42);
  ctx.textAlign = 'right';
  let right = layout.width - margin;
  for (const tier of ['niche', 'standard', 'recommended'] as const) {
    ctx.fillStyle = tierColors[tier];
    ctx.fillText(tier, right, titleHeight * 0.5);
    const w = ctx.measureText(tier).width;
    ctx.beginPath();
    ctx.arc(right - w - titleSize * 0.3, titleHeight * 0.5 - titleSize * 0.15, titleSize * 0.13, 0, Math.PI * 2);
    ctx.fill();
    right -= w + titleSize * 1.1;
  }
  ctx.textAlign = 'left';
}

function drawLabel(ctx: SKRSContext2D, layout: ContactSheetLayout, c: Component, x: number, top: number) {
  const { cellWidth: w, labelHeight: h } = layout;
  const idSize = h * 0.34, metaSize = h * 0.25;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  // Tier chip on the right of the first line; the id takes what is left.
  setFont(ctx, 'Inter', 700, metaSize);
  const chipPad = metaSize * 0.6;
  const chipW = ctx.measureText(c.tier).width + chipPad * 2, chipH = metaSize * 1.5;
  const chipX = x + w - chipW, chipY = top + h * 0.12;
  ctx.fillStyle = `${tierColors[c.tier]}26`;
  roundRect(ctx, chipX, chipY, chipW, chipH, chipH / 2);
  ctx.fill();
  ctx.fillStyle = tierColors[c.tier];
  ctx.fillText(c.tier, chipX + chipPad, chipY + chipH * 0.7);
  setFont(ctx, 'Inter', 700, idSize);
  ctx.fillStyle = '#f2f4f8';
  ctx.fillText(ellipsize(ctx, c.id, w - chipW - idSize * 0.5), x, top + h * 0.48);
  setFont(ctx, 'Inter', 500, metaSize);
  ctx.fillStyle = '#8b93a7';
  ctx.fillText(ellipsize(ctx, `${c.category} · ${c.kind} · ${c.durationInFrames} frames`, w), x, top + h * 0.86);
}

function drawFailedCell(ctx: SKRSContext2D, layout: ContactSheetLayout, x: number, y: number, message: string) {
  ctx.fillStyle = '#3a0d14';
  ctx.fillRect(x, y, layout.cellWidth, layout.cellHeight);
  const size = layout.cellWidth * 0.045;
  setFont(ctx, 'Inter', 600, size);
  ctx.fillStyle = '#ff8a9a';
  ctx.fillText('draw failed', x + size, y + size * 2);
  setFont(ctx, 'JetBrains Mono', 400, size * 0.8);
  ctx.fillText(ellipsize(ctx, message, layout.cellWidth - size * 2), x + size, y + size * 3.6);
}
