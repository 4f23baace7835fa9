/**
 * A verification as one picture (`GET /v1/verifications/{id}/sheet.png`): the verdict and every
 * critic's score against its floor, then the evidence stills in order, each with the places its
 * findings are about outlined (red where a critic failed, green where one found what it looked
 * for) and the critics that failed there named under it. A person sees at a glance what a list
 * of findings takes a while to read.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { ellipsize } from '../../../catalog/draw.ts';
import { registerBundledFonts } from '../../../shared/fonts/register.ts';
import type { CriticResult } from './results.ts';
import type { StillImage } from '../stills/stills.ts';

export interface SheetInput {
  verificationId: string;
  verdict: 'pass' | 'fail';
  critics: CriticResult[];
  evidence: StillImage[];
  /** The composition's own size: finding boxes are in its pixels. */
  frame: { width: number; height: number };
  /** The bytes of an evidence still. */
  still: (blobKey: string) => Promise<Buffer>;
}

const cellHeight = 360;
const perRow = 6;
const gap = 16;
const pad = 24;
const red = '#ef4444';
const green = '#22c55e';

const statusMark: Record<CriticResult['status'], { mark: string; color: string }> = {
  pass: { mark: '✓', color: green }, fail: { mark: '✗', color: red }, error: { mark: '!', color: '#f59e0b' }, skipped: { mark: '–', color: '#94a3b8' },
};

export async function verificationSheet(input: SheetInput): Promise<Buffer> {
  registerBundledFonts();
  const aspect = input.frame.width / input.frame.height;
  const cellWidth = Math.round(cellHeight * aspect);
  const columns = Math.max(1, Math.min(perRow, input.evidence.length));
  const rows = Math.max(1, Math.ceil(input.evidence.length / columns));
  const width = Math.max(900, pad * 2 + columns * cellWidth + (columns - 1) * gap);
  const criticLines = Math.ceil(input.critics.length / 2);
  const headerHeight = 64 + criticLines * 26 + 16;
  const captionHeight = 52;
  const height = headerHeight + rows * (cellHeight + captionHeight + gap) + pad;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#0f172a';
  g.fillRect(0, 0, width, height);

  g.fillStyle = input.verdict === 'pass' ? green : red;
  g.font = 'bold 28px Inter';
  g.fillText(`${input.verdict === 'pass' ? 'PASS' : 'FAIL'}`, pad, 42);
  g.fillStyle = '#e2e8f0';
  g.font = '18px Inter';
  g.fillText(`verification ${input.verificationId} · ${input.evidence.length} evidence still${input.evidence.length === 1 ? '' : 's'}`, pad + 90, 40);
  const columnWidth = (width - pad * 2) / 2;
  input.critics.forEach((c, i) => {
    const x = pad + (i % 2) * columnWidth;
    const y = 78 + Math.floor(i / 2) * 26;
    const { mark, color } = statusMark[c.status];
    g.fillStyle = color;
    g.font = 'bold 18px Inter';
    g.fillText(mark, x, y);
    g.fillStyle = '#e2e8f0';
    g.font = '16px Inter';
    const figure = c.score === null ? c.status : `${c.score}${c.floor === null ? '' : ` ${c.direction === 'min' ? '≥' : '≤'} ${c.floor}`} ${c.unit}`;
    g.fillText(ellipsize(g, `${c.criticId}: ${figure}`, columnWidth - 30), x + 24, y);
  });

  const scale = cellHeight / input.frame.height;
  for (const [index, still] of input.evidence.entries()) {
    const x = pad + (index % columns) * (cellWidth + gap);
    const y = headerHeight + Math.floor(index / columns) * (cellHeight + captionHeight + gap);
    const image = await loadImage(await input.still(still.blobKey));
    g.drawImage(image, x, y, cellWidth, cellHeight);
    const failedHere = new Set<string>();
    for (const c of input.critics) {
      for (const f of c.findings) {
        if (f.evidenceIndex !== index) continue;
        const failing = f.fails;
        if (failing) failedHere.add(c.criticId);
        if (!f.box) continue;
        g.strokeStyle = failing ? red : green;
        g.lineWidth = 3;
        g.strokeRect(x + f.box.x * scale, y + f.box.y * scale, f.box.width * scale, f.box.height * scale);
        g.fillStyle = failing ? red : green;
        g.font = 'bold 12px Inter';
        g.fillText(c.criticId, x + Math.max(0, f.box.x * scale), y + Math.max(12, f.box.y * scale - 4));
      }
    }
    g.fillStyle = '#e2e8f0';
    g.font = 'bold 15px Inter';
    g.fillText(`${still.atSec.toFixed(2)} s`, x, y + cellHeight + 20);
    g.fillStyle = failedHere.size ? red : '#94a3b8';
    g.font = '13px Inter';
    g.fillText(ellipsize(g, failedHere.size ? [...failedHere].join(', ') : 'no failure here', cellWidth), x, y + cellHeight + 40);
  }
  return canvas.encode('png');
}
