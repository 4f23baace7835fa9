/**
 * `framefleet components [list]`: the component catalog listing.
 *
 * Drawing a component (`components preview`, `components sheet`) needs the renderer, so those
 * subcommands live on the render node's side (`render-node/components-cli.ts`), which groups them
 * with this listing.
 */
import { defineCommand } from '../shared/cli/args.ts';
import { printJson } from '../shared/cli/output.ts';
import { builtinCatalog, catalogListing, filterCatalog, type CatalogFilter } from './index.ts';
import { categories, kinds, tiers, useCases } from './sdk.ts';

export const listCommand = defineCommand({
  summary: 'list the component catalog, filtered (the default: `framefleet components --json` is this)',
  options: {
    json: { type: 'boolean', help: 'print the listing as one JSON object' },
    category: { type: 'choice', choices: categories, help: 'only this category' },
    kind: { type: 'choice', choices: kinds, help: 'only this kind' },
    tier: { type: 'choice', choices: tiers, help: 'only this tier' },
    'use-case': { type: 'choice', choices: useCases, help: 'only components suited to this use' },
    mood: { type: 'string', placeholder: 'MOOD', help: 'only components of this mood' },
    q: { type: 'string', short: 'q', placeholder: 'TEXT', help: 'search names, descriptions and tags' },
  },
  async run({ values }) {
    const filter: CatalogFilter = {};
    if (values.category) filter.category = values.category;
    if (values.kind) filter.kind = values.kind;
    if (values.tier) filter.tier = values.tier;
    if (values['use-case']) filter.useCase = values['use-case'];
    if (values.mood) filter.mood = values.mood;
    if (values.q) filter.q = values.q;
    const list = filterCatalog(builtinCatalog().list(), filter);
    if (values.json) {
      printJson(catalogListing(list));
      return 0;
    }
    const w = Math.max(...list.map((c) => c.id.length), 2);
    for (const c of list) console.log(`${c.id.padEnd(w)}  ${c.category.padEnd(11)} ${c.kind.padEnd(10)} ${c.tier.padEnd(11)} ${c.name}`);
    console.log(`${list.length} component${list.length === 1 ? '' : 's'}`);
    return 0;
  },
});
