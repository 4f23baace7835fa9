/**
 * The brand's spacing and sizing tokens reach the built-ins bound to them, and a kit that sets
 * none leaves every built-in's props (and so its goldens) as they were.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { builtinCatalog } from '../../catalog/index.ts';
import { resolveProps } from '../../catalog/sdk.ts';
import { brandTokens, defaultBrandKit } from '../../shared/composition/brand.ts';

const catalog = builtinCatalog();
const sized = brandTokens({ ...defaultBrandKit, sizing: { fontSizeHeading: 140, fontSizeBody: 52, fontSizeLabel: 20, borderRadius: 6 }, spacing: { base: 30, lg: 60, sm: 10 } });

test('sizing and spacing tokens reach the components bound to them', () => {
  const props = (id: string) => resolveProps(catalog.get(id)!, undefined, sized);
  assert.is(props('kinetic-title').fontSize, 140);
  assert.is(props('highlight-headline').fontSize, 140);
  assert.equal([props('typewriter').fontSize, props('typewriter').cornerRadius], [52, 6]);
  assert.is(props('four-grid').gap, 30);
  assert.is(resolveProps(catalog.get('four-grid')!, { gap: 0 }, sized).gap, 0, 'a prop the clip sets wins over the kit');
  assert.is(resolveProps(catalog.get('kinetic-title')!, { fontSize: 'brand:sizing.fontSizeLabel' }, sized).fontSize, 20, 'a clip may name a sizing token');
});

test('a kit without spacing or sizing leaves every built-in at its defaults', () => {
  const plain = brandTokens(defaultBrandKit);
  const bound = catalog.list().filter((c) => c.brandBindings.some((b) => b.brandToken.startsWith('sizing.') || b.brandToken.startsWith('spacing.')));
  assert.ok(bound.length >= 4, bound.map((c) => c.id).join(', '));
  for (const c of bound) {
    const props = resolveProps(c, undefined, plain);
    for (const b of c.brandBindings.filter((x) => x.brandToken.startsWith('sizing.') || x.brandToken.startsWith('spacing.'))) {
      assert.is(props[b.param], (c.propDefaults as Record<string, unknown>)[b.param], `${c.id}.${b.param}`);
    }
  }
});

test.run();
