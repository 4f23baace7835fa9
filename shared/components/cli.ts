/**
 * `framefleet components`: the component catalog.
 *
 *   framefleet components [--json] [--category C] [--kind K] [--tier T] [--use-case U] [--mood M] [-q TEXT]
 *   framefleet components preview ID [--at FRACTION] [--width W] [--height H] [--props JSON] -o FILE.png
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { builtinCatalog, catalogListing, filterCatalog, type CatalogFilter } from './catalog.ts';
import { categories, kinds, tiers, useCases } from './sdk.ts';

const usage = `usage: framefleet components [--json] [--category C] [--kind K] [--tier T] [--use-case U] [--mood M] [-q TEXT]
       framefleet components preview ID [--at FRACTION] [--width W] [--height H] [--props JSON] -o FILE.png`;

function pick<T extends string>(value: string | undefined, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`--${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

async function preview(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { at: { type: 'string', default: '0.5' }, width: { type: 'string', default: '1920' }, height: { type: 'string', default: '1080' }, props: { type: 'string' }, output: { type: 'string', short: 'o' } },
  });
  const id = positionals[0];
  if (!id || !values.output) { console.error(usage); return 2; }
  const c = builtinCatalog().get(id);
  if (!c) { console.error(`framefleet components: no component '${id}'`); return 1; }
  const { renderComponentFrame, frameAtFraction } = await import('../../render-node/renderer/preview.ts');
  const props = values.props ? (JSON.parse(values.props) as Record<string, unknown>) : undefined;
  const canvas = renderComponentFrame(c, frameAtFraction(c, Number(values.at)), { width: Number(values.width), height: Number(values.height), backdrop: true, ...(props ? { props } : {}) });
  await writeFile(values.output, await canvas.encode('png'));
  console.log(`wrote ${values.output}`);
  return 0;
}

export async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'preview') return preview(argv.slice(1));
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        json: { type: 'boolean', default: false },
        category: { type: 'string' }, kind: { type: 'string' }, tier: { type: 'string' },
        'use-case': { type: 'string' }, mood: { type: 'string' }, q: { type: 'string', short: 'q' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) { console.log(usage); return 0; }
  let filter: CatalogFilter;
  try {
    filter = {};
    const category = pick(values.category, categories, 'category');
    const kind = pick(values.kind, kinds, 'kind');
    const tier = pick(values.tier, tiers, 'tier');
    const useCase = pick(values['use-case'], useCases, 'use-case');
    if (category) filter.category = category;
    if (kind) filter.kind = kind;
    if (tier) filter.tier = tier;
    if (useCase) filter.useCase = useCase;
    if (values.mood) filter.mood = values.mood;
    if (values.q) filter.q = values.q;
  } catch (err) {
    console.error(`framefleet components: ${(err as Error).message}`);
    return 2;
  }
  const list = filterCatalog(builtinCatalog().list(), filter);
  if (values.json) {
    console.log(JSON.stringify(catalogListing(list), null, 2));
    return 0;
  }
  const w = Math.max(...list.map((c) => c.id.length), 2);
  for (const c of list) console.log(`${c.id.padEnd(w)}  ${c.category.padEnd(11)} ${c.kind.padEnd(10)} ${c.tier.padEnd(11)} ${c.name}`);
  console.log(`${list.length} component${list.length === 1 ? '' : 's'}`);
  return 0;
}
