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
import { checkComposition } from '../../catalog/check/check.ts';
import { defineCommand, UsageError } from '../../shared/cli/args.ts';
import { printJson } from '../../shared/cli/output.ts';
import { compositionFrameCount, frameOf } from '../../shared/composition/timing.ts';

export const command = defineCommand({
  summary: 'draw one frame of a composition to a PNG',
  description: "Draws one frame of a composition file to a PNG, at a time (--at) or a frame number (--frame). Relative media paths resolve against the composition file's folder; an invalid composition is refused with every bad field listed.",
  args: [{ name: 'COMPOSITION.json', help: 'the composition to draw' }],
  options: {
    at: { type: 'number', min: 0, placeholder: 'SECONDS', help: 'the time of the frame' },
    frame: { type: 'integer', min: 0, help: 'the frame number (instead of --at)' },
    output: { type: 'string', short: 'o', default: 'frame.png', placeholder: 'FILE', help: 'the PNG to write' },
    json: { type: 'boolean', help: 'print {"output", "frame", "frameCount", "width", "height"} as one JSON object' },
  },
  async run({ values, args: [file] }) {
    if ((values.at === undefined) === (values.frame === undefined)) throw new UsageError('give one of --at SECONDS or --frame N');
    let input: unknown;
    try {
      input = JSON.parse(await readFile(file!, 'utf8'));
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
    const n = values.frame ?? frameOf(values.at!, comp.output.fps);
    if (n >= total) {
      console.error(`framefleet frame: ${values.frame !== undefined ? `frame ${values.frame}` : `${values.at} s`} is outside the composition (frames 0..${total - 1}, ${(total / comp.output.fps).toFixed(3)} s)`);
      return 1;
    }
    const { FrameRenderer } = await import('./renderer.ts');
    const renderer = new FrameRenderer(comp, { baseDir: dirname(resolve(file!)) });
    try {
      const png = await renderer.renderPng(n);
      await writeFile(values.output, png);
      if (values.json) printJson({ output: values.output, frame: n, frameCount: total, width: comp.output.width, height: comp.output.height });
      else console.log(`wrote ${values.output} (frame ${n} of ${total}, ${comp.output.width}x${comp.output.height})`);
      return 0;
    } catch (err) {
      console.error(`framefleet frame: ${(err as Error).message}`);
      return 1;
    } finally {
      await renderer.close();
    }
  },
});
