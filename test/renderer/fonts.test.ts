import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCanvas } from '@napi-rs/canvas';
import { bundledFonts, FontSet, type FontFace } from '../../shared/fonts/index.ts';
import { registerBundledFonts } from '../../shared/fonts/register.ts';
import { setFont } from '../../catalog/draw.ts';

const fonts = suite('bundled fonts');

fonts('the manifest has the GET /v1/fonts shape', () => {
  const m = bundledFonts().manifest();
  assert.match(m.manifestVersion, /^fm-[0-9a-f]{16}$/);
  assert.ok(m.families.length >= 6);
  for (const f of m.families) {
    assert.ok(f.family.length > 0);
    assert.ok(f.weights.length >= 1 && f.weights.every((w) => w.min <= w.max && w.min >= 100 && w.max <= 900));
    assert.ok(f.styles.includes('normal'));
    assert.ok(f.captionDefaults.base >= f.weights[0]!.min && f.captionDefaults.emphasis >= f.captionDefaults.base);
    assert.is(f.origin, 'bundled');
  }
  const inter = m.families.find((f) => f.family === 'Inter')!;
  assert.equal(inter.weights, [{ min: 100, max: 900 }]);
  assert.equal(inter.styles, ['normal', 'italic']);
  const bebas = m.families.find((f) => f.family === 'Bebas Neue')!;
  assert.equal(bebas.weights, [{ min: 400, max: 400 }]);
  assert.equal(bebas.captionDefaults, { base: 400, emphasis: 400 });
});

fonts('manifestVersion moves only when the admitted set moves', () => {
  const faces = bundledFonts().faces as FontFace[];
  const same = new FontSet([...faces].reverse()).manifest().manifestVersion;
  assert.is(same, bundledFonts().manifest().manifestVersion);
  const fewer = new FontSet(faces.filter((f) => !(f.family === 'Inter' && f.weight === 100))).manifest().manifestVersion;
  assert.is.not(fewer, same);
});

fonts('resolution: exact face, nearest admitted weight within 100, otherwise not reproducible', () => {
  const set = bundledFonts();
  const exact = set.resolve('inter', 700, 'normal');
  assert.ok(exact.ok && exact.exact && exact.face.family === 'Inter' && exact.face.weight === 700);
  const near = set.resolve('Playfair Display', 350, 'italic');
  assert.ok(near.ok && !near.exact && near.face.weight === 400 && near.face.style === 'italic');
  const tie = set.resolve('Inter', 450);
  assert.ok(tie.ok && tie.face.weight === 500);
  for (const [family, weight, style] of [['Helvetica', 400, 'normal'], ['sans-serif', 400, 'normal'], ['Bebas Neue', 700, 'normal'], ['Bebas Neue', 400, 'italic'], ['Playfair Display', 200, 'normal']] as const) {
    const r = set.resolve(family, weight, style);
    assert.not.ok(r.ok, `${family} ${weight} ${style}`);
  }
});

fonts('every bundled face is registered and draws its own glyphs', () => {
  registerBundledFonts();
  const c = createCanvas(400, 80);
  const ctx = c.getContext('2d');
  const widths = new Set<number>();
  for (const family of bundledFonts().families()) {
    setFont(ctx, family, 400, 40);
    widths.add(Math.round(ctx.measureText('Framefleet renders').width * 10));
  }
  assert.is(widths.size, bundledFonts().families().length, 'each family measures differently, so none fell back to another face');
  assert.throws(() => setFont(ctx, 'Times New Roman', 400, 40), /not in the admitted font set/);
});

fonts.run();
