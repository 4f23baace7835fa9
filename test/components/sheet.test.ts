import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import type { Canvas } from '@napi-rs/canvas';
import { builtinCatalog, filterCatalog } from '../../catalog/index.ts';
import { defineComponent, type Component } from '../../catalog/sdk.ts';
import { cellOrigin, contactSheetLayout, renderContactSheet, type ContactSheetLayout } from '../../render-node/renderer/contact-sheet.ts';
import { command as componentsCommand } from '../../render-node/components-cli.ts';
import { runCommand } from '../../shared/cli/args.ts';
import { loadPng } from './pixels.ts';

const componentsCli = (argv: string[]) => runCommand(componentsCommand, argv, ['framefleet', 'components']);

const sheet = suite('components sheet');
const sheetBackground = [0x0b, 0x0d, 0x13] as const;

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

/** Share of a rectangle's pixels that stand out from their row's median colour: the preview
 *  backdrop is a vertical gradient, so an empty cell has every row uniform and scores 0. */
function standOut(c: Canvas, x: number, y: number, w: number, h: number): number {
  const d = c.getContext('2d').getImageData(x, y, w, h).data;
  let outliers = 0;
  for (let row = 0; row < h; row++) {
    const channels = [0, 1, 2].map((ch) => {
      const values: number[] = [];
      for (let col = 0; col < w; col++) values.push(d[(row * w + col) * 4 + ch]!);
      return values.sort((a, b) => a - b)[w >> 1]!;
    });
    for (let col = 0; col < w; col++) {
      const i = (row * w + col) * 4;
      const diff = Math.abs(d[i]! - channels[0]!) + Math.abs(d[i + 1]! - channels[1]!) + Math.abs(d[i + 2]! - channels[2]!);
      if (diff > 30) outliers++;
    }
  }
  return outliers / (w * h);
}

function pixelAt(c: Canvas, x: number, y: number): number[] {
  return [...c.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)];
}

function brightShare(c: Canvas, x: number, y: number, w: number, h: number): number {
  const d = c.getContext('2d').getImageData(x, y, w, h).data;
  let bright = 0;
  for (let i = 0; i < d.length; i += 4) if (0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]! > 150) bright++;
  return bright / (w * h);
}

function assertGridDrawn(png: Canvas, layout: ContactSheetLayout, components: readonly Component[]) {
  assert.is(png.width, layout.width);
  assert.is(png.height, layout.height);
  assert.is(layout.columns * layout.rows >= components.length && layout.columns * (layout.rows - 1) < components.length, true);
  components.forEach((c, i) => {
    const { x, y } = cellOrigin(layout, i);
    const drawn = standOut(png, x + 2, y + 2, layout.cellWidth - 4, layout.cellHeight - 4);
    assert.ok(drawn > 0.005, `${c.id}: cell ${i} is blank (${(drawn * 100).toFixed(2)} % of pixels stand out)`);
    const label = brightShare(png, x, y + layout.cellHeight, layout.cellWidth, layout.labelHeight);
    assert.ok(label > 0.01, `${c.id}: cell ${i} has no label (${(label * 100).toFixed(2)} % bright)`);
    // The gutter right of every cell but the last column is the sheet's own background.
    if ((i % layout.columns) < layout.columns - 1) {
      assert.equal(pixelAt(png, x + layout.cellWidth + Math.floor(layout.gap / 2), y + layout.cellHeight / 2), [...sheetBackground], `${c.id}: gutter`);
    }
  });
  // The title row carries text above the first row of cells.
  assert.ok(brightShare(png, 0, 0, layout.width, layout.titleHeight) > 0.01, 'title row');
}

sheet('`components sheet --category ui-blocks` writes a labelled grid of every ui block, none blank', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-sheet-'));
  try {
    const file = join(dir, 'sheet.png');
    const run = await runComponentsCli(['sheet', '--category', 'ui-blocks', '--at', '0.5', '--width', '1280', '-o', file]);
    assert.is(run.code, 0, run.err);
    const uiBlocks = filterCatalog(builtinCatalog().list(), { category: 'ui-blocks' });
    assert.ok(uiBlocks.length >= 5);
    const layout = contactSheetLayout(uiBlocks.length, 1280);
    assert.match(run.out, new RegExp(`${uiBlocks.length} components, ${layout.columns}×${layout.rows} grid, 1280×${layout.height} px`));
    assertGridDrawn(loadPng(file), layout, uiBlocks);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

sheet('the layout keeps cells 16:9 and fits more columns on a wider sheet', () => {
  const narrow = contactSheetLayout(94, 1280), wide = contactSheetLayout(94, 3840);
  for (const l of [narrow, wide]) {
    assert.ok(Math.abs(l.cellWidth / l.cellHeight - 16 / 9) < 0.02, `${l.cellWidth}×${l.cellHeight}`);
    assert.ok(l.margin * 2 + l.columns * l.cellWidth + (l.columns - 1) * l.gap <= l.width);
  }
  assert.ok(wide.columns > narrow.columns);
  assert.is(contactSheetLayout(2, 3840).columns, 2);
});

sheet('a component that fails to draw is marked in its cell and reported', () => {
  const broken = defineComponent({
    id: 'broken-block', name: 'Broken', description: 'throws', category: 'ui-blocks', kind: 'component', version: '1.0.0',
    propSchema: Type.Object({}), propDefaults: {}, durationInFrames: 10, tier: 'niche', useCase: ['emphasis'], mood: ['x'], tags: ['x'],
    intent: 'x', useWhen: 'x', draw() { throw new Error('no ink left'); },
  }) as unknown as Component;
  const good = builtinCatalog().get('stat-counter')!;
  const drawn = renderContactSheet([good, broken], { at: 0.5, width: 960 });
  assert.equal(drawn.failures, [{ id: 'broken-block', message: 'no ink left' }]);
  const { x, y } = cellOrigin(drawn.layout, 1);
  assert.equal(pixelAt(drawn.canvas, x + 4, y + drawn.layout.cellHeight - 4), [0x3a, 0x0d, 0x14]);
});

sheet('`components sheet` refuses bad arguments with its usage', async () => {
  const cases: [string[], RegExp][] = [
    [['sheet'], /--output FILE\.png is required/],
    [['sheet', '--category', 'widgets', '-o', 'x.png'], /--category must be one of text, effects/],
    [['sheet', '--at', '1.5', '-o', 'x.png'], /--at must be a number from 0 to 1/],
    [['sheet', '--width', '100', '-o', 'x.png'], /--width must be an integer from 480 to 7680/],
    [['sheet', 'extra', '-o', 'x.png'], /unexpected argument 'extra'/],
  ];
  for (const [argv, message] of cases) {
    const run = await runComponentsCli(argv);
    assert.is(run.code, 2, argv.join(' '));
    assert.match(run.err, message);
    assert.match(run.err, /usage: framefleet components sheet --output FILE\.png/);
  }
  const help = await runComponentsCli(['sheet', '--help']);
  assert.is(help.code, 0);
  assert.match(help.out, /usage: framefleet components sheet --output FILE\.png \[options\]/);
});

sheet.run();
