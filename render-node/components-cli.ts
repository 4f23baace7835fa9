/**
 * `framefleet components`, render node side: `components preview` draws one frame of a catalog
 * component with the node's renderer; anything else is the catalog listing of
 * `shared/components/cli.ts`. The renderer loads only when a preview is asked for.
 *
 *   framefleet components preview ID [--at FRACTION] [--width W] [--height H] [--props JSON] -o FILE.png
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { builtinCatalog } from '../shared/components/catalog.ts';
import { listUsage, main as listComponents } from '../shared/components/cli.ts';

const previewUsage = 'usage: framefleet components preview ID [--at FRACTION] [--width W] [--height H] [--props JSON] -o FILE.png';
const usage = `${listUsage}\n${previewUsage.replace('usage:', '      ')}`;

/** Largest preview side, the largest output a composition may ask for (8K UHD). */
const maxSide = 7680;

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
  const at = Number(values.at);
  if (!Number.isFinite(at) || at < 0 || at > 1) return '--at must be a fraction of the duration between 0 and 1';
  const width = Number(values.width), height = Number(values.height);
  for (const [name, side] of [['width', width], ['height', height]] as const) {
    if (!Number.isInteger(side) || side < 1 || side > maxSide) return `--${name} must be a whole number of pixels from 1 to ${maxSide}`;
  }
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

export async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'preview') return preview(argv.slice(1));
  return listComponents(argv, usage);
}
