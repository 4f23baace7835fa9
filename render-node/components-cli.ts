/**
 * `framefleet components`, render node side: `components preview` draws one frame of a catalog
 * component with the node's renderer, `components sheet` draws the contact sheet of the catalog
 * (every component at one point of its duration, labelled, in a grid); anything else is the
 * catalog listing of `catalog/cli.ts`. The renderer loads only when a drawing is asked for.
 *
 *   framefleet components preview ID [--at FRACTION] [--width W] [--height H] [--props JSON] -o FILE.png
 *   framefleet components sheet -o FILE.png [--at FRACTION] [--category C] [--width W]
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { builtinCatalog, filterCatalog } from '../catalog/index.ts';
import { listUsage, main as listComponents } from '../catalog/cli.ts';
import { categories, type Category } from '../catalog/sdk.ts';

const previewUsage = 'usage: framefleet components preview ID [--at FRACTION] [--width W] [--height H] [--props JSON] -o FILE.png';
const sheetUsage = 'usage: framefleet components sheet -o FILE.png [--at FRACTION] [--category C] [--width W]';
const usage = [listUsage, previewUsage, sheetUsage].map((u, i) => (i === 0 ? u : u.replace('usage:', '      '))).join('\n');

/** Largest preview side, the largest output a composition may ask for (8K UHD). */
const maxSide = 7680;
/** Contact sheet widths: narrow enough for one readable column, wide enough for the whole catalog. */
const minSheetWidth = 480, maxSheetWidth = 7680, defaultSheetWidth = 2400;

/** A fraction of the duration from its argument, or the reason it is refused. */
function fractionArg(value: string): number | string {
  const at = Number(value);
  return Number.isFinite(at) && at >= 0 && at <= 1 ? at : '--at must be a fraction of the duration between 0 and 1';
}

/** A whole number of pixels in [min, max] from its argument, or the reason it is refused. */
function pixelsArg(name: string, value: string, min: number, max: number): number | string {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : `--${name} must be a whole number of pixels from ${min} to ${max}`;
}

interface PreviewRequest { id: string; output: string; at: number; width: number; height: number; props?: Record<string, unknown> }

/** The preview's arguments, or the reason they are refused. */
function previewRequest(argv: string[]): PreviewRequest | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        at: { type: 'string', default: '0.5' }, width: { type: 'string', default: '1920' }, height: { type: 'string', default: '1080' },
        props: { type: 'string' }, output: { type: 'string', short: 'o' },
      },
    });
  } catch (err) {
    return (err as Error).message;
  }
  const { values, positionals } = parsed;
  const id = positionals[0];
  if (!id || positionals.length > 1) return 'give exactly one component ID';
  if (!values.output) return '-o FILE.png is required';
  const at = fractionArg(values.at);
  if (typeof at === 'string') return at;
  const width = pixelsArg('width', values.width, 1, maxSide);
  if (typeof width === 'string') return width;
  const height = pixelsArg('height', values.height, 1, maxSide);
  if (typeof height === 'string') return height;
  let props: unknown;
  if (values.props !== undefined) {
    try {
      props = JSON.parse(values.props);
    } catch {
      return '--props must be a JSON object';
    }
    if (typeof props !== 'object' || props === null || Array.isArray(props)) return '--props must be a JSON object';
  }
  return { id, output: values.output, at, width, height, ...(props ? { props: props as Record<string, unknown> } : {}) };
}

async function preview(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) { console.log(previewUsage); return 0; }
  const request = previewRequest(argv);
  if (typeof request === 'string') {
    console.error(`framefleet components preview: ${request}\n${previewUsage}`);
    return 2;
  }
  const component = builtinCatalog().get(request.id);
  if (!component) { console.error(`framefleet components: no component '${request.id}'`); return 1; }
  const { renderComponentFrame, frameAtFraction } = await import('./renderer/preview.ts');
  try {
    const canvas = renderComponentFrame(component, frameAtFraction(component, request.at), {
      width: request.width, height: request.height, backdrop: true, ...(request.props ? { props: request.props } : {}),
    });
    await writeFile(request.output, await canvas.encode('png'));
  } catch (err) {
    console.error(`framefleet components preview: ${(err as Error).message}`);
    return 1;
  }
  console.log(`wrote ${request.output}`);
  return 0;
}

interface SheetRequest { output: string; at: number; width: number; category?: Category }

/** The contact sheet's arguments, or the reason they are refused. */
function sheetRequest(argv: string[]): SheetRequest | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        at: { type: 'string', default: '0.5' }, width: { type: 'string', default: String(defaultSheetWidth) },
        category: { type: 'string' }, output: { type: 'string', short: 'o' },
      },
    });
  } catch (err) {
    return (err as Error).message;
  }
  const { values } = parsed;
  if (!values.output) return '-o FILE.png is required';
  const at = fractionArg(values.at);
  if (typeof at === 'string') return at;
  const width = pixelsArg('width', values.width, minSheetWidth, maxSheetWidth);
  if (typeof width === 'string') return width;
  const category = values.category;
  if (category !== undefined && !(categories as readonly string[]).includes(category)) return `--category must be one of ${categories.join(', ')}`;
  return { output: values.output, at, width, ...(category ? { category: category as Category } : {}) };
}

async function sheet(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) { console.log(sheetUsage); return 0; }
  const request = sheetRequest(argv);
  if (typeof request === 'string') {
    console.error(`framefleet components sheet: ${request}\n${sheetUsage}`);
    return 2;
  }
  const components = filterCatalog(builtinCatalog().list(), request.category ? { category: request.category } : {});
  const { renderContactSheet } = await import('./renderer/contact-sheet.ts');
  const drawn = renderContactSheet(components, {
    at: request.at, width: request.width, ...(request.category ? { subtitle: `category ${request.category}` } : {}),
  });
  try {
    await writeFile(request.output, await drawn.canvas.encode('png'));
  } catch (err) {
    console.error(`framefleet components sheet: ${(err as Error).message}`);
    return 1;
  }
  const { columns, rows, width, height } = drawn.layout;
  console.log(`wrote ${request.output}: ${components.length} components, ${columns}×${rows} grid, ${width}×${height} px`);
  // The sheet is still written, with the failed cells marked, so a person sees what broke in context.
  for (const f of drawn.failures) console.error(`framefleet components sheet: ${f.id} failed to draw: ${f.message}`);
  return drawn.failures.length > 0 ? 1 : 0;
}

export async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'preview') return preview(argv.slice(1));
  if (argv[0] === 'sheet') return sheet(argv.slice(1));
  return listComponents(argv, usage);
}
