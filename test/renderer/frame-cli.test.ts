import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Image } from '@napi-rs/canvas';
import { command as frameCommand } from '../../render-node/renderer/cli.ts';
import { runCommand } from '../../shared/cli/args.ts';
import { makeFixtures, type Fixtures } from './fixtures.ts';

const frameCli = (argv: string[]) => runCommand(frameCommand, argv, ['framefleet', 'frame']);

const cli = suite('framefleet frame');
let fx: Fixtures;
cli.before(() => { fx = makeFixtures(); });
cli.after(() => fx.cleanup());

async function capture(fn: () => Promise<number>): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [], err: string[] = [];
  const log = console.log, error = console.error;
  console.log = (...a: unknown[]) => { out.push(a.join(' ')); };
  console.error = (...a: unknown[]) => { err.push(a.join(' ')); };
  try {
    return { code: await fn(), out: out.join('\n'), err: err.join('\n') };
  } finally {
    console.log = log;
    console.error = error;
  }
}

cli('draws the frame at a time to a PNG, resolving media beside the composition file', async () => {
  const file = join(fx.dir, 'comp.json');
  writeFileSync(file, JSON.stringify({
    output: { width: 256, height: 144, fps: 25 },
    tracks: [
      { clips: [{ kind: 'video', start: 0, duration: 2, src: 'motion.mp4' }] },
      { clips: [{ kind: 'image', start: 0.5, duration: 1, src: 'still.png', transform: { width: 64, height: 40, x: 40, y: 30 } }] },
      { clips: [{ kind: 'component', start: 0, duration: 2, componentId: 'kinetic-title', props: { text: 'Hi' } }] },
    ],
  }));
  const png = join(fx.dir, 'out.png');
  const r = await capture(() => frameCli([file, '--at', '1.2', '-o', png]));
  assert.is(r.code, 0, r.err);
  assert.match(r.out, /frame 30 of 50/);
  const img = new Image();
  img.src = readFileSync(png);
  assert.equal([img.width, img.height], [256, 144]);
});

cli('an invalid composition is refused with every bad path, and nothing is drawn', async () => {
  const file = join(fx.dir, 'bad.json');
  writeFileSync(file, JSON.stringify({ output: { width: 100, height: 100, fps: 30 }, tracks: [{ clips: [{ kind: 'text', start: 0, duration: 1, text: 'x', style: { fontFamily: 'Nope Sans' } }, { kind: 'image', start: 2, duration: -1 }] }] }));
  const r = await capture(() => frameCli([file, '--at', '0', '-o', join(fx.dir, 'never.png')]));
  assert.is(r.code, 1);
  assert.match(r.err, /tracks\[0\]\.clips\[0\]\.style\.fontFamily: .*font_not_reproducible/);
  assert.match(r.err, /tracks\[0\]\.clips\[1\]\.duration/);
  assert.match(r.err, /tracks\[0\]\.clips\[1\]\.src: is required/);
});

cli('a time past the end, or missing arguments, is a usage error', async () => {
  const file = join(fx.dir, 'short.json');
  writeFileSync(file, JSON.stringify({ output: { width: 64, height: 64, fps: 30 }, tracks: [{ clips: [{ kind: 'text', start: 0, duration: 1, text: 'x' }] }] }));
  assert.is((await capture(() => frameCli([file, '--at', '1']))).code, 1);
  assert.is((await capture(() => frameCli([file]))).code, 2);
});

cli.run();
