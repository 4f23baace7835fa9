/**
 * findLogo: a logo drawn with Skia (a coloured circle with a letter, transparent around it) pasted
 * at three places and sizes into a busy 1080×1920 frame is found (score ≥ 0.8, box within 10 % of
 * where it was pasted); the same frame without it scores under 0.5, a blue copy of the red logo
 * under 0.8; a flat logo matches nothing; the search costs well under a second.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findLogo } from '../../render-node/verify/logo-match.ts';
import { registerBundledFonts } from '../../shared/fonts/register.ts';
import { rng } from '../../shared/random.ts';

const test = suite('verify: logo matching (masked normalised cross-correlation)');
registerBundledFonts();

const width = 1080, height = 1920;

function drawLogo(ctx: SKRSContext2D, x: number, y: number, size: number, disc = '#e11d48') {
  ctx.save();
  ctx.fillStyle = disc;
  ctx.beginPath();
  ctx.arc(x + size / 2, y + size / 2, size / 2, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${Math.round(size * 0.62)}px Inter`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('F', x + size / 2, y + size * 0.53);
  ctx.restore();
}

function logoImage(size: number) {
  const canvas = createCanvas(size, size);
  drawLogo(canvas.getContext('2d'), 0, 0, size);
  return { rgba: canvas.getContext('2d').getImageData(0, 0, size, size).data, width: size, height: size };
}

/** A busy frame: seeded rectangles, circles and words in many colours, with the logo pasted where asked. */
function busyFrame(paste: { x: number; y: number; size: number } | null) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const random = rng(42);
  ctx.fillStyle = '#334155';
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 400; i++) {
    ctx.fillStyle = `hsl(${Math.floor(random() * 360)}, ${40 + Math.floor(random() * 50)}%, ${25 + Math.floor(random() * 50)}%)`;
    const kind = random();
    if (kind < 0.5) ctx.fillRect(random() * width, random() * height, 20 + random() * 220, 20 + random() * 220);
    else if (kind < 0.8) { ctx.beginPath(); ctx.arc(random() * width, random() * height, 10 + random() * 90, 0, Math.PI * 2); ctx.fill(); }
    else { ctx.font = `bold ${20 + Math.floor(random() * 80)}px Inter`; ctx.fillText(['SALE', 'New', 'Fresh', 'Go', 'Shop'][Math.floor(random() * 5)]!, random() * width, random() * height); }
  }
  if (paste) drawLogo(ctx, paste.x, paste.y, paste.size);
  return { rgba: ctx.getImageData(0, 0, width, height).data, width, height };
}

const logo = logoImage(256);
const timings: number[] = [];

function timed<T>(f: () => T): T {
  const t0 = performance.now();
  const result = f();
  timings.push(performance.now() - t0);
  return result;
}

for (const paste of [{ x: 60, y: 80, size: 64 }, { x: 610, y: 1300, size: 170 }, { x: 300, y: 700, size: 400 }]) {
  test(`a ${paste.size} px logo at (${paste.x}, ${paste.y}) in a busy frame is found there`, () => {
    const frame = busyFrame(paste);
    const match = timed(() => findLogo(frame, logo));
    assert.ok(match, 'a match');
    assert.ok(match.score >= 0.8, `score ${match.score}`);
    const tolerance = paste.size * 0.1;
    assert.ok(Math.abs(match.box.x - paste.x) <= tolerance && Math.abs(match.box.y - paste.y) <= tolerance, JSON.stringify(match));
    assert.ok(Math.abs(match.box.width - paste.size) <= tolerance && Math.abs(match.box.height - paste.size) <= tolerance, JSON.stringify(match));
    assert.ok(Math.abs(match.scale - paste.size / 256) <= 0.1 * (paste.size / 256));
  });
}

test('the same frame without the logo scores under 0.5; the search is deterministic', () => {
  const frame = busyFrame(null);
  const match = timed(() => findLogo(frame, logo));
  assert.ok(match && match.score < 0.5, `score ${match?.score}`);
  assert.equal(findLogo(frame, logo), match);
});

test('the same shape in another colour is found in place but scores lower than the logo', () => {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#334155';
  ctx.fillRect(0, 0, width, height);
  drawLogo(ctx, 300, 700, 200, '#2563eb');
  const frame = { rgba: ctx.getImageData(0, 0, width, height).data, width, height };
  const match = timed(() => findLogo(frame, logo));
  assert.ok(match && Math.abs(match.box.x - 300) <= 20 && Math.abs(match.box.y - 700) <= 20, JSON.stringify(match));
  assert.ok(match.score < 0.8, `score ${match.score}`);
});

test('a logo with nothing to match (transparent, or one flat grey) gives null', () => {
  const frame = busyFrame(null);
  assert.is(findLogo(frame, { rgba: new Uint8ClampedArray(32 * 32 * 4), width: 32, height: 32 }), null);
  assert.is(findLogo(frame, { rgba: new Uint8ClampedArray(32 * 32 * 4).fill(200), width: 32, height: 32 }), null);
});

test('what it cost on a 1080×1920 frame is logged (not asserted: the machine is shared)', () => {
  assert.ok(timings.length > 0);
  console.log(`  findLogo on 1080×1920: ${timings.map((t) => `${Math.round(t)} ms`).join(', ')}`);
});

test.run();
