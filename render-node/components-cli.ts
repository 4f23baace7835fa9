/**
 * `framefleet components`, render node side: `components preview` draws one frame of a catalog
 * component with the node's renderer, `components sheet` draws the contact sheet of the catalog
 * (every component at one point of its duration, labelled, in a grid); `components list` (the
 * default) is the catalog listing of `catalog/cli.ts`. The renderer loads only when a drawing is
 * asked for.
 */
import { writeFile } from 'node:fs/promises';
import { builtinCatalog, filterCatalog } from '../catalog/index.ts';
import { listCommand } from '../catalog/cli.ts';
import { categories } from '../catalog/sdk.ts';
import { defineCommand, defineGroup, UsageError } from '../shared/cli/args.ts';
import { printJson } from '../shared/cli/output.ts';

/** Largest preview side, the largest output a composition may ask for (8K UHD). */
const maxSide = 7680;
/** Contact sheet widths: narrow enough for one readable column, wide enough for the whole catalog. */
const minSheetWidth = 480, maxSheetWidth = 7680, defaultSheetWidth = 2400;

const atOption = { type: 'number', min: 0, max: 1, default: 0.5, placeholder: 'FRACTION', help: 'the point of the duration to draw, as a fraction of it' } as const;
const outputOption = { type: 'string', short: 'o', required: true, placeholder: 'FILE.png', help: 'the PNG to write' } as const;

function propsArg(raw: string): Record<string, unknown> {
  let props: unknown;
  try {
    props = JSON.parse(raw);
  } catch {
    throw new UsageError('--props must be a JSON object');
  }
  if (typeof props !== 'object' || props === null || Array.isArray(props)) throw new UsageError('--props must be a JSON object');
  return props as Record<string, unknown>;
}

const preview = defineCommand({
  summary: 'draw one frame of a catalog component to a PNG',
  args: [{ name: 'ID', help: 'the component id (framefleet components lists them)' }],
  options: {
    output: outputOption,
    at: atOption,
    width: { type: 'integer', min: 1, max: maxSide, default: 1920, help: 'width in pixels' },
    height: { type: 'integer', min: 1, max: maxSide, default: 1080, help: 'height in pixels' },
    props: { type: 'string', placeholder: 'JSON', parse: propsArg, help: "the component's props, a JSON object (default: its own defaults)" },
    json: { type: 'boolean', help: 'print {"output", "id", "frame", "width", "height"} as one JSON object' },
  },
  async run({ values, args: [id] }) {
    const component = builtinCatalog().get(id!);
    if (!component) { console.error(`framefleet components preview: no component '${id}'`); return 1; }
    const { renderComponentFrame, frameAtFraction } = await import('./renderer/preview.ts');
    const frame = frameAtFraction(component, values.at);
    try {
      const canvas = renderComponentFrame(component, frame, {
        width: values.width, height: values.height, backdrop: true, ...(values.props ? { props: values.props } : {}),
      });
      await writeFile(values.output, await canvas.encode('png'));
    } catch (err) {
      console.error(`framefleet components preview: ${(err as Error).message}`);
      return 1;
    }
    if (values.json) printJson({ output: values.output, id: component.id, frame, width: values.width, height: values.height });
    else console.log(`wrote ${values.output}`);
    return 0;
  },
});

const sheet = defineCommand({
  summary: 'draw the contact sheet of the catalog: every component, labelled, in a grid',
  options: {
    output: outputOption,
    at: atOption,
    category: { type: 'choice', choices: categories, help: 'only this category' },
    width: { type: 'integer', min: minSheetWidth, max: maxSheetWidth, default: defaultSheetWidth, help: 'width of the sheet in pixels' },
    json: { type: 'boolean', help: 'print {"output", "components", "columns", "rows", "width", "height", "failures"} as one JSON object' },
  },
  async run({ values }) {
    const components = filterCatalog(builtinCatalog().list(), values.category ? { category: values.category } : {});
    const { renderContactSheet } = await import('./renderer/contact-sheet.ts');
    const drawn = renderContactSheet(components, {
      at: values.at, width: values.width, ...(values.category ? { subtitle: `category ${values.category}` } : {}),
    });
    try {
      await writeFile(values.output, await drawn.canvas.encode('png'));
    } catch (err) {
      console.error(`framefleet components sheet: ${(err as Error).message}`);
      return 1;
    }
    const { columns, rows, width, height } = drawn.layout;
    if (values.json) printJson({ output: values.output, components: components.length, columns, rows, width, height, failures: drawn.failures });
    else console.log(`wrote ${values.output}: ${components.length} components, ${columns}×${rows} grid, ${width}×${height} px`);
    // The sheet is still written, with the failed cells marked, so a person sees what broke in context.
    for (const f of drawn.failures) console.error(`framefleet components sheet: ${f.id} failed to draw: ${f.message}`);
    return drawn.failures.length > 0 ? 1 : 0;
  },
});

export const command = defineGroup({
  summary: 'list the component catalog (--json), or preview one component, or draw a contact sheet',
  commands: { list: listCommand, preview, sheet },
  defaultCommand: 'list',
});
