/**
 * readText with tesseract on a 1080×1920 still drawn with Skia: "Summer Sale 40% off" in a large
 * bold face is read and found (with its box), a phrase that is not there is not; findPhrase's
 * tolerance (case, punctuation, one misread per ~6 characters, split words) on hand-made words;
 * a missing tesseract and one past its timeout are clear errors.
 */
import { createCanvas } from '@napi-rs/canvas';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findPhrase, parseTsv, readText } from '../../render-node/verify/ocr.ts';
import type { OcrWord } from '../../shared/verify/measurements.ts';
import { registerBundledFonts } from '../../shared/fonts/register.ts';

const test = suite('verify: OCR (tesseract) and phrase finding');
registerBundledFonts();
const dir = mkdtempSync(join(tmpdir(), 'ff-ocr-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

const word = (text: string, x: number, y = 100): OcrWord => ({ text, confidence: 90, box: { x, y, width: 50, height: 20 } });

test('a large bold "Summer Sale 40% off" on a 1080×1920 still is read and found where it was drawn', async () => {
  const canvas = createCanvas(1080, 1920);
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, 1080, 1920);
  gradient.addColorStop(0, '#1d4ed8');
  gradient.addColorStop(1, '#7c3aed');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 1080, 1920);
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 120px Inter';
  ctx.textAlign = 'center';
  ctx.fillText('Summer Sale', 540, 800);
  ctx.fillText('40% off', 540, 950);
  ctx.font = '48px Inter';
  ctx.fillText('Only this weekend', 540, 1500);
  const path = join(dir, 'still.png');
  writeFileSync(path, canvas.toBuffer('image/png'));

  const ocr = await readText(path, { timeoutMs: 30_000 });
  assert.match(ocr.text, /Summer Sale/);
  const found = findPhrase(ocr, 'Summer Sale 40% off');
  assert.ok(found.found, `read: ${ocr.text}`);
  assert.match(found.matched!, /^Summer Sale 40% off$/i);
  // The box spans both lines, around x 540 and y 700–960 (in the still's own pixels).
  const box = found.box!;
  assert.ok(box.x > 100 && box.x + box.width < 980 && box.y > 650 && box.y < 760 && box.y + box.height > 940 && box.y + box.height < 1010, JSON.stringify(box));
  assert.ok(findPhrase(ocr, 'only this WEEKEND!').found);
  assert.is(findPhrase(ocr, 'Winter Clearance 70% off').found, false);
  assert.is(findPhrase(ocr, 'Free shipping').found, false);
  for (const w of ocr.words) assert.ok(w.confidence >= 40 && w.text.trim() !== '');
});

test('findPhrase: case, punctuation and accents ignored, one misread per ~6 characters, split or joined words', () => {
  const ocr = { words: [word('BIG', 0), word('Summer', 60), word('5ale', 120), word('40%', 180), word('off!', 240), word('Café', 300), word('to', 360, 200), word('day', 400, 200)] };
  const m = findPhrase(ocr, 'summer sale 40 % off');
  assert.equal(m, { found: true, matched: 'Summer 5ale 40% off!', box: { x: 60, y: 100, width: 230, height: 20 } });
  assert.ok(findPhrase(ocr, 'cafe').found);
  assert.ok(findPhrase(ocr, 'today').found, 'a word read in two pieces');
  assert.is(findPhrase(ocr, 'Sale').found, false, 'four characters allow no misread: 5ale is not Sale');
  assert.is(findPhrase(ocr, 'Summer Sold 40% off').found, false, 'three misreads in 15 characters, where two are forgiven');
  assert.is(findPhrase(ocr, 'Winter Sale').found, false);
  assert.equal(findPhrase(ocr, ' !! '), { found: false, matched: null, box: null });
  assert.equal(findPhrase({ words: [] }, 'anything'), { found: false, matched: null, box: null });
});

test('parseTsv keeps words with a letter or digit at the confidence floor, boxes scaled', () => {
  const tsv = [
    'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
    '1\t1\t0\t0\t0\t0\t0\t0\t540\t960\t-1\t',
    '5\t1\t1\t1\t1\t1\t10\t20\t30\t40\t95.5\tHello',
    '5\t1\t1\t1\t1\t2\t50\t20\t30\t40\t12.0\tjunk',
    '5\t1\t1\t1\t1\t3\t90\t20\t5\t40\t96.0\t:',
    '5\t1\t1\t1\t1\t4\t100\t20\t30\t40\t88\t40%',
  ].join('\n');
  assert.equal(parseTsv(tsv, 2), [
    { text: 'Hello', confidence: 95.5, box: { x: 20, y: 40, width: 60, height: 80 } },
    { text: '40%', confidence: 88, box: { x: 200, y: 40, width: 60, height: 80 } },
  ]);
});

test('tesseract running past the timeout is stopped and said so', async () => {
  const path = join(dir, 'still.png');
  try {
    await readText(path, { timeoutMs: 1 });
    assert.unreachable('should reject');
  } catch (err) {
    assert.match((err as Error).message, /tesseract took longer than 1 ms/);
  }
});

test('without tesseract on the PATH, readText says so and how to install it', async () => {
  const path = join(dir, 'tiny.png');
  writeFileSync(path, createCanvas(20, 20).toBuffer('image/png'));
  const saved = process.env.PATH;
  process.env.PATH = '/nonexistent';
  try {
    await readText(path);
    assert.unreachable('should reject');
  } catch (err) {
    assert.match((err as Error).message, /tesseract is not installed.*tesseract-ocr/);
  } finally {
    process.env.PATH = saved;
  }
});

test.run();
