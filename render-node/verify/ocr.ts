/**
 * What text a viewer can read on an evidence still, for briefs with must-include texts ("Summer
 * Sale 40% off" is on screen, legibly): the `tesseract` command line (Tesseract 5, the English
 * model) reads the still, and `findPhrase` looks for a phrase in what it read, forgiving the
 * small misreads OCR makes.
 *
 * Page segmentation mode 11 (sparse text) is used: titles, captions and badges sit apart over
 * pictures rather than in paragraphs, and on rendered 1080×1920 stills mode 11 read every title
 * mode 3 (automatic layout) read, plus titles over textured pictures that mode 3 returned nothing
 * for; mode 12 (sparse with orientation detection) read the same as 11, slower. Stills larger
 * than `maxSide` (960 px on the longer side) are scaled down first: video titles are large, and
 * at full size tesseract spent ten seconds reading noise out of a textured picture and missed the
 * title on it; of 960, 1100, 1280 and 1600 px, 960 read the most titles and a 36 px subtitle on a
 * 1920×1080 still. Words come back in the image's own pixels.
 */
import { execFile } from 'node:child_process';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { OcrWord, PixelBox } from '../../shared/verify/measurements.ts';

export interface OcrResult { words: OcrWord[]; text: string }

export interface ReadTextOptions {
  /** Kill tesseract and reject after this long (default 20 s). */
  timeoutMs?: number;
  /** Words below this confidence (0–100) are dropped (default 40). */
  minConfidence?: number;
  /** The image is scaled down to at most this many pixels on its longer side before reading (default 960). */
  maxSide?: number;
}

const install = 'install it with apt-get install tesseract-ocr tesseract-ocr-eng (ops/setup.sh does)';

/** The words tesseract reads on an image file (PNG, JPEG, …), in reading order, and all of them as one line. */
export async function readText(imagePath: string, options: ReadTextOptions = {}): Promise<OcrResult> {
  const { timeoutMs = 20_000, minConfidence = 40, maxSide = 960 } = options;
  const image = await loadImage(imagePath);
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale)), height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, width, height);
  const png = canvas.toBuffer('image/png');

  const tsv = await new Promise<string>((resolve, reject) => {
    const child = execFile('tesseract', ['stdin', 'stdout', '--psm', '11', '-l', 'eng', 'tsv'],
      { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024, encoding: 'utf8' },
      (err, stdout, stderr) => {
        if (!err) return resolve(stdout);
        const e = err as NodeJS.ErrnoException & { killed?: boolean };
        if (e.code === 'ENOENT') reject(new Error(`tesseract is not installed (no tesseract on PATH): ${install}`));
        else if (e.killed) reject(new Error(`tesseract took longer than ${timeoutMs} ms reading ${imagePath}`));
        else reject(new Error(`tesseract failed reading ${imagePath}: ${String(stderr).trim() || e.message}`));
      });
    child.stdin?.on('error', () => { /* the exit callback reports why */ });
    child.stdin?.end(png);
  });
  const words = parseTsv(tsv, 1 / scale, minConfidence);
  return { words, text: words.map((w) => w.text).join(' ') };
}

/**
 * Tesseract's TSV (level, page, block, paragraph, line, word, left, top, width, height, conf,
 * text): the word rows with some letter or digit at `minConfidence` or more, boxes times `scale`.
 */
export function parseTsv(tsv: string, scale = 1, minConfidence = 40): OcrWord[] {
  const words: OcrWord[] = [];
  for (const line of tsv.split('\n').slice(1)) {
    const cols = line.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    const text = cols.slice(11).join('\t').trim();
    const confidence = Number(cols[10]);
    if (!text || !/[\p{L}\p{N}]/u.test(text) || !(confidence >= minConfidence)) continue;
    const [left, top, width, height] = cols.slice(6, 10).map((v) => Number(v) * scale) as [number, number, number, number];
    words.push({ text, confidence, box: { x: Math.round(left), y: Math.round(top), width: Math.round(width), height: Math.round(height) } });
  }
  return words;
}

/** Lower case, accents off, only letters and digits. */
export const normalizeWord = (word: string): string => word.normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Levenshtein distance. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** One misread character is forgiven per this many characters of the phrase (letters and digits). */
const charactersPerError = 6;

export interface PhraseMatch { found: boolean; matched: string | null; box: PixelBox | null }

/**
 * Whether `phrase` is among the words read, ignoring case, accents and punctuation, and forgiving
 * one wrong, missing or extra character per 6 of the phrase (edit distance between the phrase and
 * a run of consecutive read words, spaces ignored, so a word OCR split or joined still counts).
 * The best run is reported with the words as read and the box around them.
 */
export function findPhrase(ocr: { words: OcrWord[] }, phrase: string): PhraseMatch {
  const none: PhraseMatch = { found: false, matched: null, box: null };
  const wanted = phrase.split(/\s+/).map(normalizeWord).filter(Boolean);
  const target = wanted.join('');
  if (!target) return none;
  const allowed = Math.floor(target.length / charactersPerError);
  const read = ocr.words.map((w) => ({ word: w, norm: normalizeWord(w.text) })).filter((w) => w.norm);
  let best: { distance: number; from: number; to: number } | null = null;
  for (let from = 0; from < read.length; from++) {
    let joined = '';
    for (let to = from; to < read.length && joined.length <= target.length + allowed; to++) {
      joined += read[to]!.norm;
      if (Math.abs(joined.length - target.length) > allowed) continue;
      const distance = editDistance(joined, target);
      if (distance <= allowed && (!best || distance < best.distance)) best = { distance, from, to };
    }
  }
  if (!best) return none;
  const run = read.slice(best.from, best.to + 1).map((r) => r.word);
  const x0 = Math.min(...run.map((w) => w.box.x)), y0 = Math.min(...run.map((w) => w.box.y));
  const x1 = Math.max(...run.map((w) => w.box.x + w.box.width)), y1 = Math.max(...run.map((w) => w.box.y + w.box.height));
  return { found: true, matched: run.map((w) => w.text).join(' '), box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } };
}
