import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCanvas } from '@napi-rs/canvas';
import { FrameRenderer } from '../../render-node/renderer/renderer.ts';
import { captionStateAt, layoutCaptions, resolveCaptionProfile } from '../../render-node/renderer/captions.ts';
import { brandTokens } from '../../shared/composition/brand.ts';
import { checkComposition } from '../../catalog/check/check.ts';
import type { CaptionProfile, Composition } from '../../shared/composition/schema.ts';
import { registerBundledFonts } from '../../shared/fonts/register.ts';
import { frameOf } from '../../shared/composition/timing.ts';

const captions = suite('captions');
const fonts = registerBundledFonts();

const words = [
  { text: 'Frames', start: 0.0, end: 0.4 },
  { text: 'render', start: 0.4, end: 0.8 },
  { text: 'anywhere,', start: 0.8, end: 1.3, emphasis: true },
  { text: 'byte', start: 1.3, end: 1.6 },
  { text: 'for', start: 1.6, end: 1.8 },
  { text: 'byte.', start: 1.8, end: 2.3 },
  { text: 'Next', start: 4.0, end: 4.3 },
  { text: 'page.', start: 4.3, end: 4.8 },
];

const W = 640, H = 360;
const red = '#ff0000';

function comp(profile: CaptionProfile, trimStart = 0): Composition {
  const c = {
    output: { width: W, height: H, fps: 30, background: '#000000' },
    tracks: [{ clips: [{ kind: 'captions', start: 0, duration: 6, words, trim: { start: trimStart }, profile }] }],
  };
  const r = checkComposition(c);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.composition;
}

function layout(profile: CaptionProfile) {
  const ctx = createCanvas(W, H).getContext('2d');
  return layoutCaptions(ctx, words, resolveCaptionProfile(profile, brandTokens(undefined), fonts), fonts, W, H, {});
}

captions('words are paged by pauses, sentence ends and size, and each page holds until the next', () => {
  const l = layout({ entrance: 'none' });
  assert.equal(l.pages.map((p) => p.words.map((w) => w.text).join(' ')), ['Frames render anywhere, byte for byte.', 'Next page.']);
  assert.is(l.pages[0]!.start, 0);
  assert.ok(Math.abs(l.pages[0]!.end - 2.9) < 1e-9, 'held 0.6 s after the last word, before the pause');
  const small = layoutCaptions(createCanvas(W, H).getContext('2d'), words, resolveCaptionProfile({}, brandTokens(undefined), fonts), fonts, W, H, { maxWordsPerPage: 2 });
  assert.equal(small.pages.map((p) => p.words.length), [2, 2, 2, 2]);
  assert.is(small.pages[0]!.end, small.pages[1]!.start);
});

captions('the spoken word at a time is the one whose interval contains it', () => {
  const l = layout({});
  const at = (t: number) => captionStateAt(l, t).activeWord?.text;
  assert.is(at(0.1), 'Frames');
  assert.is(at(0.4), 'render');
  assert.is(at(0.79), 'render');
  assert.is(at(1.0), 'anywhere,');
  assert.is(at(2.5), undefined);
  assert.ok(captionStateAt(l, 2.5).page, 'the page is still shown between words');
  assert.is(captionStateAt(l, 3.5).page, undefined);
  assert.is(at(4.5), 'page.');
});

/** Columns holding pure highlight-coloured pixels in a rendered frame. */
function redColumns(rgba: Uint8Array): { min: number; max: number; count: number } {
  let min = Infinity, max = -Infinity, count = 0;
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const i = (y * W + x) * 4;
    if (rgba[i]! > 200 && rgba[i + 1]! < 60 && rgba[i + 2]! < 60) { count++; min = Math.min(min, x); max = Math.max(max, x); }
  }
  return { min, max, count };
}

captions('the rendered frame highlights exactly the spoken word', async () => {
  const profile: CaptionProfile = { fontFamily: 'Inter', fontSize: 60, color: '#ffffff', highlightColor: red, emphasisColor: '#00ff00', plate: 'none', entrance: 'none' };
  const l = layout(profile);
  const r = new FrameRenderer(comp(profile), { baseDir: '.' });
  try {
    for (const [t, index] of [[0.5, 1], [1.45, 3], [2.0, 5]] as const) {
      const rgba = await r.renderFrame(frameOf(t, 30));
      const page = captionStateAt(l, t).page!;
      const word = page.words.find((w) => w.index === index)!;
      const x0 = W / 2 - page.lineWidths[word.line]! / 2 + word.x;
      const cols = redColumns(rgba);
      assert.ok(cols.count > 50, `highlight drawn at ${t} s`);
      assert.ok(cols.min >= x0 - 2 && cols.max <= x0 + word.width + 2, `at ${t} s the highlight spans ${cols.min}..${cols.max}, word '${word.text}' spans ${x0.toFixed(1)}..${(x0 + word.width).toFixed(1)}`);
    }
    assert.is(redColumns(await r.renderFrame(frameOf(2.5, 30))).count, 0, 'no word is highlighted in a pause');
  } finally {
    await r.close();
  }
});

captions('a trimmed transcript shows the words of its source time', async () => {
  const profile: CaptionProfile = { fontFamily: 'Inter', fontSize: 60, highlightColor: red, plate: 'none', entrance: 'none' };
  const r = new FrameRenderer(comp(profile, 4), { baseDir: '.' });
  try {
    const l = layout(profile);
    const page = l.pages[1]!;
    const word = page.words[1]!;
    const x0 = W / 2 - page.lineWidths[0]! / 2 + word.x;
    const cols = redColumns(await r.renderFrame(frameOf(0.5, 30)));
    assert.ok(cols.count > 50 && cols.min >= x0 - 2 && cols.max <= x0 + word.width + 2, `'page.' is spoken at clip time 0.5 s: ${JSON.stringify(cols)}`);
  } finally {
    await r.close();
  }
});

captions('entrances change how a page arrives: word-pop hides words not yet spoken', async () => {
  const pop = new FrameRenderer(comp({ fontFamily: 'Inter', color: '#ffffff', plate: 'none', entrance: 'word-pop', highlightColor: red }), { baseDir: '.' });
  const none = new FrameRenderer(comp({ fontFamily: 'Inter', color: '#ffffff', plate: 'none', entrance: 'none', highlightColor: red }), { baseDir: '.' });
  const white = (rgba: Uint8Array) => { let n = 0; for (let i = 0; i < rgba.length; i += 4) if (rgba[i]! > 240 && rgba[i + 1]! > 240 && rgba[i + 2]! > 240) n++; return n; };
  try {
    const t = frameOf(0.5, 30);
    assert.ok(white(await pop.renderFrame(t)) < white(await none.renderFrame(t)) / 2);
  } finally {
    await pop.close();
    await none.close();
  }
});

captions('plates, positions and caption profiles from the brand kit all draw', async () => {
  const hashes = new Set<string>();
  for (const profile of [{ plate: 'glass' }, { plate: 'solid', backgroundColor: '#223344' }, { plate: 'none' }, { position: 'top' }, { position: 'center', textTransform: 'uppercase' }, { entrance: 'stagger-up', emphasisPlate: true }] as CaptionProfile[]) {
    const r = new FrameRenderer(comp(profile), { baseDir: '.' });
    try {
      hashes.add(Buffer.from(await r.renderFrame(frameOf(1.0, 30))).toString('base64'));
    } finally {
      await r.close();
    }
  }
  assert.is(hashes.size, 6);
});

captions.run();
