/**
 * `framefleet components`: the component catalog listing.
 *
 *   framefleet components [--json] [--category C] [--kind K] [--tier T] [--use-case U] [--mood M] [-q TEXT]
 *
 * Drawing a component (`components preview`) needs the renderer, so that subcommand lives on the
 * render node's side (`render-node/components-cli.ts`), which hands listing back to this module.
 */
import { parseArgs } from 'node:util';
import { builtinCatalog, catalogListing, filterCatalog, type CatalogFilter } from './index.ts';
import { categories, kinds, tiers, useCases } from './sdk.ts';

export const listUsage = 'usage: framefleet components [--json] [--category C] [--kind K] [--tier T] [--use-case U] [--mood M] [-q TEXT]';

function pick<T extends string>(value: string | undefined, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`--${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

export async function main(argv: string[], usage = listUsage): Promise<number> {
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
