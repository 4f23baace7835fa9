/**
 * `framefleet frame`: draws one frame of a composition file to a PNG.
 *
 *   framefleet frame COMPOSITION.json --at SECONDS [-o frame.png]
 *   framefleet frame COMPOSITION.json --frame N [-o frame.png]
 *
 * Relative media paths resolve against the composition file's folder. An invalid composition is
 * refused with every bad field listed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkComposition } from '../../catalog/check/check.ts';
import { compositionFrameCount, frameOf } from '../../shared/composition/timing.ts';

const usage = 'usage: framefleet frame COMPOSITION.json (--at SECONDS | --frame N) [-o frame.png]';

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { at: { type: 'string' }, frame: { type: 'string' }, output: { type: 'string', short: 'o', default: 'frame.png' }, help: { type: 'boolean', short: 'h' } } });
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) { console.log(usage); return 0; }
  const file = positionals[0];
  if (!file || (values.at === undefined) === (values.frame === undefined)) { console.error(usage); return 2; }
  let input: unknown;
  try {
    input = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    console.error(`framefleet frame: cannot read ${file}: ${(err as Error).message}`);
    return 1;
  }
  const checked = checkComposition(input);
  if (!checked.ok) {
    console.error(`framefleet frame: ${file} is not a valid composition (${checked.errors.length} problem${checked.errors.length === 1 ? '' : 's'}):`);
    for (const e of checked.errors) console.error(`  ${e.path || '(root)'}: ${e.problem}${e.code !== 'invalid' ? ` [${e.code}]` : ''}`);
    return 1;
  }
  for (const w of checked.warnings) console.error(`warning: ${w}`);
  const comp = checked.composition;
  const total = compositionFrameCount(comp);
  const n = values.frame !== undefined ? Number(values.frame) : frameOf(Number(values.at), comp.output.fps);
  if (!Number.isInteger(n) || n < 0 || n >= total) {
    console.error(`framefleet frame: ${values.frame !== undefined ? `frame ${values.frame}` : `${values.at} s`} is outside the composition (frames 0..${total - 1}, ${(total / comp.output.fps).toFixed(3)} s)`);
    return 1;
  }
  const { FrameRenderer } = await import('./renderer.ts');
  const renderer = new FrameRenderer(comp, { baseDir: dirname(resolve(file)) });
  try {
    const png = await renderer.renderPng(n);
    await writeFile(values.output, png);
    console.log(`wrote ${values.output} (frame ${n} of ${total}, ${comp.output.width}x${comp.output.height})`);
    return 0;
  } catch (err) {
    console.error(`framefleet frame: ${(err as Error).message}`);
    return 1;
  } finally {
    await renderer.close();
  }
}
