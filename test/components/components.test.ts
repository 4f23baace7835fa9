import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { Type } from '@sinclair/typebox';
import { createCanvas, Image, type Canvas } from '@napi-rs/canvas';
import { builtinCatalog, catalogEntry, catalogListing, filterCatalog } from '../../catalog/index.ts';
import { categories, defineComponent, kinds, resolveProps } from '../../catalog/sdk.ts';
import { brandTokenNames, brandTokens } from '../../shared/composition/brand.ts';
import { frameAtFraction, renderComponentFrame } from '../../render-node/renderer/preview.ts';
import { command as componentsCommand } from '../../render-node/components-cli.ts';
import { runCommand } from '../../shared/cli/args.ts';
import { contentOf, loadPng, pixels } from './pixels.ts';

const componentsCli = (argv: string[]) => runCommand(componentsCommand, argv, ['framefleet', 'components']);

const components = suite('built-in components');
const goldenDir = fileURLToPath(new URL('./golden/', import.meta.url));
const update = process.env.FRAMEFLEET_UPDATE_GOLDENS === '1';
const list = builtinCatalog().list();
const fractions = [0, 0.5, 1] as const;
const W = 320, H = 180, GW = 80, GH = 45;

components('the catalog covers all seven categories and all three kinds', () => {
  assert.ok(list.length >= 20, `${list.length} components`);
  for (const c of categories) assert.ok(list.some((x) => x.category === c), `category ${c}`);
  for (const k of kinds) assert.ok(list.some((x) => x.kind === k), `kind ${k}`);
  assert.is(new Set(list.map((c) => c.id)).size, list.length);
});

components('catalog entries carry the spec fields and valid defaults', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const c of list) {
    const e = catalogEntry(c);
    for (const f of ['id', 'name', 'description', 'category', 'kind', 'source', 'origin', 'version', 'propSchema', 'propDefaults', 'tokens', 'examples', 'durationInFrames', 'format', 'intent', 'useWhen', 'pairsWith', 'avoidWith', 'tags', 'mood', 'tier', 'useCase', 'fixedCopy', 'brandBindings', 'placement', 'warnings', 'manifest'] as const) {
      assert.ok(e[f] !== undefined, `${c.id}.${f}`);
    }
    assert.is(e.manifest.version, 2);
    assert.ok(Number.isInteger(e.durationInFrames) && e.durationInFrames >= 1);
    const validate = ajv.compile(c.propSchema);
    assert.ok(validate(c.propDefaults), `${c.id} defaults: ${JSON.stringify(validate.errors)}`);
    for (const ex of c.examples) assert.ok(validate(resolveProps(c, ex.props, brandTokens(undefined))), `${c.id} example ${ex.title}: ${JSON.stringify(validate.errors)}`);
    for (const b of c.brandBindings) assert.ok(brandTokenNames.includes(b.brandToken), `${c.id} binds unknown token ${b.brandToken}`);
    for (const id of [...c.pairsWith, ...c.avoidWith]) assert.ok(builtinCatalog().get(id), `${c.id} refers to unknown component ${id}`);
    assert.ok(c.tags.length > 0 && c.mood.length > 0 && c.useCase.length > 0);
  }
});

components('brand tokens bind into props unless the clip sets them', () => {
  const title = builtinCatalog().get('kinetic-title')!;
  const kit = brandTokens({ colors: { primary: '#111111', secondary: '#222222', accent: '#abcdef', background: '#000000', text: '#fefefe' }, headingFont: { fontFamily: 'Poppins', fontWeight: 700 }, bodyFont: { fontFamily: 'Inter', fontWeight: 400 } });
  const p = resolveProps(title, { color: '#ff0000', fontWeight: 'brand:fonts.body.weight' }, kit);
  assert.is(p.accentColor, '#abcdef');
  assert.is(p.fontFamily, 'Poppins');
  assert.is(p.color, '#ff0000');
  assert.is(p.fontWeight, 400);
  assert.is(p.text, title.propDefaults.text);
});

components('defineComponent refuses malformed definitions', () => {
  const base = { name: 'x', description: 'x', category: 'text' as const, kind: 'component' as const, version: '1.0.0', propSchema: Type.Object({ a: Type.String() }), propDefaults: { a: '' }, durationInFrames: 10, tier: 'niche' as const, useCase: ['emphasis' as const], mood: ['x'], tags: ['x'], intent: 'x', useWhen: 'x', draw() {} };
  assert.throws(() => defineComponent({ ...base, id: 'Bad_Id' }), /kebab-case/);
  assert.throws(() => defineComponent({ ...base, id: 'ok-id', durationInFrames: 0 }), /durationInFrames/);
  assert.throws(() => defineComponent({ ...base, id: 'ok-id', kind: 'transition' }), /transition/);
  assert.throws(() => defineComponent({ ...base, id: 'ok-id', brandBindings: [{ param: 'nope', brandToken: 'colors.primary' }] }), /unknown prop/);
});

components('list filters match the endpoint: all filters apply, recommended first', () => {
  const t = filterCatalog(list, { category: 'transitions' });
  assert.ok(t.length >= 3 && t.every((c) => c.kind === 'transition'));
  assert.is(t[0]!.tier, 'recommended');
  const q = filterCatalog(list, { q: 'testimonial' }).map((c) => c.id);
  for (const id of ['quote-card', 'testimonial']) assert.ok(q.includes(id), `q=testimonial finds ${id}: ${q.join(', ')}`);
  assert.not.ok(q.includes('kinetic-title'));
  assert.is(filterCatalog(list, { kind: 'scene', useCase: 'intro' })[0]!.id, 'intro-reveal');
  assert.is(filterCatalog(list, {}).length, list.length);
});

components('`components --json` prints the catalog listing', async () => {
  const lines: string[] = [];
  const log = console.log;
  console.log = (s: string) => { lines.push(s); };
  try {
    assert.is(await componentsCli(['--json', '--kind', 'scene']), 0);
  } finally {
    console.log = log;
  }
  const body = JSON.parse(lines.join('\n')) as ReturnType<typeof catalogListing>;
  assert.ok(body.data.length >= 2 && body.data.every((e) => e.kind === 'scene'));
  assert.ok(body.brandTokens.includes('colors.primary'));
});

/** Runs the `components` command with console output captured. */
async function runComponentsCli(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [], err: string[] = [];
  const log = console.log, error = console.error;
  console.log = (s: string) => { out.push(s); };
  console.error = (s: string) => { err.push(s); };
  try {
    return { code: await componentsCli(argv), out: out.join('\n'), err: err.join('\n') };
  } finally {
    console.log = log;
    console.error = error;
  }
}

components('`components preview` draws one frame of a component to a PNG', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-preview-'));
  try {
    const file = join(dir, 'lower-third.png');
    const run = await runComponentsCli(['preview', 'lower-third', '--at', '0.5', '--width', '320', '--height', '180', '-o', file]);
    assert.is(run.code, 0, run.err);
    const image = new Image();
    image.src = readFileSync(file);
    assert.is(image.width, 320);
    assert.is(image.height, 180);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

components('`components preview` refuses bad arguments with the usage, and unknown ids', async () => {
  const cases: [string[], RegExp][] = [
    [['preview', 'lower-third'], /--output FILE\.png is required/],
    [['preview', 'lower-third', '--at', '2', '-o', 'x.png'], /--at must be a number from 0 to 1/],
    [['preview', 'lower-third', '--width', '0', '-o', 'x.png'], /--width must be an integer from 1 to 7680/],
    [['preview', 'lower-third', '--props', '[1]', '-o', 'x.png'], /--props must be a JSON object/],
    [['preview', 'lower-third', '--nope', '-o', 'x.png'], /unknown option '--nope'/],
  ];
  for (const [argv, message] of cases) {
    const run = await runComponentsCli(argv);
    assert.is(run.code, 2, argv.join(' '));
    assert.match(run.err, message);
    assert.match(run.err, /usage: framefleet components preview ID/);
  }
  const unknown = await runComponentsCli(['preview', 'no-such-component', '-o', 'x.png']);
  assert.is(unknown.code, 1);
  assert.match(unknown.err, /no component 'no-such-component'/);
});

components('`components --help` lists the listing (the default), preview and sheet; each has its own help', async () => {
  const run = await runComponentsCli(['--help']);
  assert.is(run.code, 0);
  assert.match(run.out, /framefleet components \[list options\]/);
  for (const sub of ['list', 'preview', 'sheet']) assert.match(run.out, new RegExp(`^  ${sub} `, 'm'));
  const preview = await runComponentsCli(['preview', '--help']);
  assert.is(preview.code, 0);
  assert.match(preview.out, /usage: framefleet components preview ID --output FILE\.png \[options\]/);
});

function thumbnail(c: Canvas): Canvas {
  const t = createCanvas(GW, GH);
  const ctx = t.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(c, 0, 0, GW, GH);
  return t;
}

for (const c of list) {
  components(`${c.id} draws visible, varied content at 0 %, 50 % and 100 % and matches its golden`, () => {
    const seen = new Set<string>();
    for (const f of fractions) {
      const frame = frameAtFraction(c, f);
      const bare = renderComponentFrame(c, frame, { width: W, height: H });
      const { coverage, spread } = contentOf(bare);
      assert.ok(coverage > 0.005, `${c.id} at ${f * 100}%: only ${(coverage * 100).toFixed(2)}% of pixels drawn`);
      assert.ok(spread > 4, `${c.id} at ${f * 100}%: uniform picture (spread ${spread.toFixed(2)})`);
      const shown = thumbnail(renderComponentFrame(c, frame, { width: W, height: H, backdrop: true }));
      const file = `${goldenDir}${c.id}@${c.version}-${Math.round(f * 100)}.png`;
      if (update) {
        mkdirSync(goldenDir, { recursive: true });
        writeFileSync(file, shown.encodeSync('png'));
      }
      assert.ok(existsSync(file), `no golden ${file}; run FRAMEFLEET_UPDATE_GOLDENS=1 npm test -- components to record it`);
      const want = pixels(loadPng(file)), got = pixels(shown);
      assert.is(got.length, want.length);
      let total = 0, worst = 0;
      for (let i = 0; i < got.length; i++) {
        const d = Math.abs(got[i]! - want[i]!);
        total += d;
        if (d > worst) worst = d;
      }
      const mean = total / got.length;
      assert.ok(mean <= 2.5 && worst <= 64, `${c.id} at ${f * 100}% differs from its golden (mean ${mean.toFixed(2)}, worst ${worst})`);
      seen.add(Buffer.from(got).toString('base64'));
    }
    assert.ok(seen.size >= 2, `${c.id} does not move: its 0 %, 50 % and 100 % frames are identical`);
  });
}

components.run();
