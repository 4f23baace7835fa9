/**
 * Font search through the Google Fonts Developer API adapter, against a local fake of that API:
 * families with name, category, variants and a stylesheet URL; the catalog is read once and
 * kept; no match and an unavailable upstream both answer an empty `results`; a deployment
 * without the API key answers 503 naming the setting.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FontSearch } from '../../control-plane/features/fonts/font-search.ts';
import { GoogleFontsCatalog, googleFontsStylesheetUrl } from '../../control-plane/features/fonts/google-fonts.ts';
import { startFakeGoogleFonts, type FakeGoogleFonts } from '../support/google-fonts-api.ts';
import { createHarness, type Harness } from './harness.ts';

const apiKey = 'AIzaTestKey-0123456789';
const test = suite('font search');
let fake: FakeGoogleFonts;
let h: Harness;
let key: string;

test.before(async () => {
  fake = await startFakeGoogleFonts(apiKey);
  h = await createHarness({ fontCatalog: new GoogleFontsCatalog({ apiKey, baseUrl: fake.baseUrl }) });
  ({ key } = await h.newOrg('fonts', { permissions: { projects: ['read'] } }));
});
test.after(async () => {
  await h.close();
  await fake.close();
});

const search = (body: object) => h.call(key, { method: 'POST', url: '/v1/fonts/search', payload: body });

test('a keyword finds families with name, category, variants and stylesheet URL; the exact name first', async () => {
  const res = await search({ query: 'playfair display' });
  assert.is(res.statusCode, 200, res.body);
  const { results } = res.json();
  assert.equal(results.map((r: { name: string }) => r.name), ['Playfair Display', 'Playfair Display SC']);
  assert.equal(results[0], {
    name: 'Playfair Display', category: 'serif', variants: ['regular', '500', '600', '700', '800', '900', 'italic', '700italic'],
    stylesheetUrl: 'https://fonts.googleapis.com/css2?family=Playfair+Display:ital,wght@0,400;0,500;0,600;0,700;0,800;0,900;1,400;1,700&display=swap',
    renderable: true,
  });
  assert.is(results[1].renderable, false, 'the SC cut is not a face the renderer has');
  assert.equal(fake.requests.map((r) => [r.path, r.key, r.sort]), [['/webfonts/v1/webfonts', apiKey, 'popularity']]);
});

test('the catalog is kept server-side: further searches, filters and limits make no upstream call', async () => {
  const sans = (await search({ query: 'sans-serif' })).json().results.map((r: { name: string }) => r.name);
  assert.equal(sans, ['Inter', 'Montserrat'], 'a category word matches, in popularity order');
  const filtered = (await search({ query: 'a', category: 'handwriting' })).json().results.map((r: { name: string }) => r.name);
  assert.equal(filtered, ['Caveat']);
  const limited = (await search({ query: 'n', limit: 2 })).json().results;
  assert.is(limited.length, 2);
  assert.is(fake.requests.length, 1);
});

test('no match is an empty results array', async () => {
  const res = await search({ query: 'no such family anywhere' });
  assert.is(res.statusCode, 200);
  assert.equal(res.json().results, []);
});

test('an unavailable upstream answers empty results, and the catalog is read again once it is back', async () => {
  const fonts = new FontSearch(new GoogleFontsCatalog({ apiKey, baseUrl: fake.baseUrl }), { retryAfterFailureMs: 0 });
  fake.failNext(1);
  assert.equal(await fonts.search('Inter', { limit: 5 }), []);
  assert.equal((await fonts.search('Inter', { limit: 5 })).map((r) => r.name), ['Inter']);
  const wrongKey = new FontSearch(new GoogleFontsCatalog({ apiKey: 'wrong-key', baseUrl: fake.baseUrl }));
  assert.equal(await wrongKey.search('Inter', { limit: 5 }), [], 'a refused key reads as an unavailable upstream');
  const unreachable = new FontSearch(new GoogleFontsCatalog({ apiKey, baseUrl: 'http://127.0.0.1:9/webfonts/v1', timeoutMs: 2000 }));
  assert.equal(await unreachable.search('Inter', { limit: 5 }), []);
});

test('stylesheet URLs follow the css2 form: weights alone, or ital,wght pairs; a lone regular face names the family only', () => {
  assert.is(googleFontsStylesheetUrl('Inter', ['regular', '700', '300']), 'https://fonts.googleapis.com/css2?family=Inter:wght@300;400;700&display=swap');
  assert.is(googleFontsStylesheetUrl('Lobster', ['regular']), 'https://fonts.googleapis.com/css2?family=Lobster&display=swap');
  assert.is(googleFontsStylesheetUrl('Caveat Brush', ['italic', 'regular']), 'https://fonts.googleapis.com/css2?family=Caveat+Brush:ital,wght@0,400;1,400&display=swap');
});

test('bad input is a 400; without the API key setting the search answers 503 naming it', async () => {
  for (const body of [{}, { query: '' }, { query: '   ' }, { query: 'Inter', category: 'gothic' }, { query: 'Inter', limit: 0 }, { query: 'Inter', extra: true }]) {
    const res = await search(body);
    assert.is(res.statusCode, 400, JSON.stringify(body));
    assert.is(res.json().error.code, 'validation_failed');
  }
  const bare = await createHarness();
  try {
    const org = await bare.newOrg('no-catalog');
    const res = await bare.call(org.key, { method: 'POST', url: '/v1/fonts/search', payload: { query: 'Inter' } });
    assert.is(res.statusCode, 503);
    assert.is(res.json().error.code, 'font_search_unavailable');
    assert.match(res.json().error.message, /FRAMEFLEET_GOOGLE_FONTS_API_KEY/);
  } finally {
    await bare.close();
  }
});

test.run();
