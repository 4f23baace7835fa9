/**
 * Brand extraction from a website, against a local test site served over https (its self-signed
 * certificate trusted for this test only): the job of kind brand_kit_extract ends with the
 * site's colours (custom properties and theme-color counted by use), fonts (font-family stacks,
 * @font-face, the web-font link), title, description and logo. A 404, a PDF, a private address
 * and a page slower than the 20-second budget each end succeeded with empty arrays.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startBrandSite, type BrandSite } from '../support/brand-site.ts';
import { createHarness, type Harness } from './harness.ts';

const test = suite('brand extraction');
let h: Harness;
let site: BrandSite;
let key: string;
let orgId: string;

test.before(async () => {
  site = await startBrandSite();
  h = await createHarness({ brandExtraction: { ca: site.ca } });
  ({ key, orgId } = await h.newOrg('brand-extraction'));
});
test.after(async () => {
  await h.services.brandExtractions.idle();
  await h.close();
  await site.close();
});

interface Tokens {
  url: string; finalUrl: string | null; title: string | null; description: string | null; skipped: string | null; inspectedAt: string;
  colors: { value: string; uses: number; customProperties: string[]; themeColor: boolean }[];
  fonts: { family: string; uses: number; sources: string[] }[];
  logos: { url: string; source: string }[];
  stylesheets: { read: number; failed: number };
}

async function extract(url: string, as = key): Promise<{ tokens: Tokens; job: { jobId: string; kind: string; status: string } ; ms: number }> {
  const started = Date.now();
  const res = await h.call(as, { method: 'POST', url: '/v1/brand-kits/extract', payload: { url } });
  assert.is(res.statusCode, 202, res.body);
  const receipt = res.json();
  assert.is(receipt.kind, 'brand_kit_extract');
  assert.is(receipt.status, 'running');
  const read = await h.call(as, { method: 'GET', url: `/v1/jobs/${receipt.jobId}?wait=40` });
  assert.is(read.statusCode, 200, read.body);
  const job = read.json();
  assert.is(job.status, 'succeeded', read.body);
  return { tokens: job.result as Tokens, job, ms: Date.now() - started };
}

function assertEmpty(tokens: Tokens, why: RegExp) {
  assert.equal([tokens.colors, tokens.fonts, tokens.logos], [[], [], []]);
  assert.is(tokens.title, null);
  assert.is(tokens.description, null);
  assert.match(tokens.skipped ?? '', why);
}

test('the site over https: colours by use (custom properties and theme-color), fonts, title, description and logo', async () => {
  const { tokens } = await extract(`${site.url}/`);
  assert.is(tokens.skipped, null);
  assert.is(tokens.title, 'Acme Rockets — launch day, every day');
  assert.is(tokens.description, 'Acme Rockets builds reusable rockets for small satellites.');
  // --brand-primary: its definition, three var() uses, and the theme-color meta naming it.
  assert.equal(tokens.colors[0], { value: '#ff3366', uses: 5, customProperties: ['--brand-primary'], themeColor: true });
  const byValue = new Map(tokens.colors.map((c) => [c.value, c]));
  assert.equal(byValue.get('#112233'), { value: '#112233', uses: 3, customProperties: ['--brand-ink'], themeColor: false });
  assert.is(byValue.get('#ffbf00')?.uses, 3, 'hsl(45, 100%, 50%) in --brand-accent, used twice');
  assert.ok(byValue.has('#0b1f3a'), 'the inline <style> colour');
  assert.ok(byValue.has('#ffffffe6'), 'the style attribute colour, translucent');
  assert.ok(!byValue.has('#abcdef'), 'nothing from another page');
  assert.ok(tokens.colors.findIndex((c) => c.value === '#112233') < tokens.colors.findIndex((c) => c.value === '#ffffff'), 'ranked by use');
  const fonts = new Map(tokens.fonts.map((f) => [f.family, f]));
  assert.equal(fonts.get('Playfair Display')?.sources, ['font-family', 'webfont-link'], 'from the web-font link and a stack behind a custom property');
  assert.equal(fonts.get('Inter')?.sources, ['font-family', 'webfont-link']);
  assert.is(fonts.get('Inter')?.uses, 1, 'leads the font shorthand stack');
  assert.equal(fonts.get('Acme Grotesk')?.sources, ['font-face', 'font-family'], 'from @font-face in the @imported sheet');
  assert.ok(!tokens.fonts.some((f) => /^(serif|sans-serif|monospace|ui-monospace)$/.test(f.family)), 'generic families are not fonts');
  assert.equal(tokens.logos.slice(0, 2), [{ url: `${site.url}/img/acme-logo.svg`, source: 'img', alt: 'Acme Rockets' }, { url: `${site.url}/favicon.png`, source: 'icon' }]);
  assert.equal(tokens.stylesheets, { read: 2, failed: 0 });
  assert.ok(!site.requests.some((p) => p.includes('fonts')), 'the web-font link is read from its URL, not fetched');
});

test('a URL is inspected once in five minutes: a second extraction reuses the result', async () => {
  const before = site.requests.filter((p) => p === '/').length;
  const again = await extract(`${site.url}/#pricing`);
  assert.is(site.requests.filter((p) => p === '/').length, before, 'the page was not fetched again');
  assert.is(again.tokens.title, 'Acme Rockets — launch day, every day');
  const { key: otherKey } = await h.newOrg('another-org');
  const other = await extract(`${site.url}/`, otherKey);
  assert.is(other.tokens.inspectedAt, again.tokens.inspectedAt);
});

test('a 404 page, a PDF, a private address and plain http end succeeded with empty arrays', async () => {
  const [missing, pdf, privateAddress] = await Promise.all([
    extract(`${site.url}/missing`), extract(`${site.url}/brochure.pdf`), extract('https://192.168.10.20/'),
  ]);
  assertEmpty(missing.tokens, /answered 404/);
  assertEmpty(pdf.tokens, /application\/pdf, not an HTML page/);
  assertEmpty(privateAddress.tokens, /private, loopback, link-local or reserved/);
  const loopbackName = await extract('https://localhost/');
  assertEmpty(loopbackName.tokens, /loopback/);
  const plainHttp = await extract('http://example.com/');
  assertEmpty(plainHttp.tokens, /must use https/);
});

test('a page answering after 25 s ends succeeded with empty arrays within the 20-second budget', async () => {
  const { tokens, ms } = await extract(`${site.url}/slow`);
  assertEmpty(tokens, /did not answer within 20 s/);
  assert.ok(ms >= 19_000 && ms < 22_000, `took ${ms} ms`);
});

test('an inspection a stopped control plane left under way is done again when the next one starts', async () => {
  // What a control plane leaves when it stops mid-inspection: the running job and its pending URL.
  const job = await h.services.jobs.start(orgId, { kind: 'brand_kit_extract', jobKey: 'brand-extract:left-behind', readPermission: 'projects:read' });
  const pending = h.services.store.orgCollection<{ url: string }>({ name: 'brand_extractions', idPrefix: 'bxr' }).forOrg(orgId);
  await pending.insert({ url: `${site.url}/` }, { id: job.id });
  assert.ok(await h.services.brandExtractions.recover() >= 1);
  const read = await h.call(key, { method: 'GET', url: `/v1/jobs/${job.id}?wait=30` });
  assert.is(read.json().status, 'succeeded', read.body);
  assert.is(read.json().result.title, 'Acme Rockets — launch day, every day');
  await h.services.brandExtractions.idle();
  assert.is(await pending.get(job.id), null, 'nothing is left pending');
});

test('a URL that is not an absolute http(s) URL is a 400 naming body.url; extraction needs projects:write', async () => {
  for (const url of ['not a url', 'ftp://example.com/', '/relative']) {
    const res = await h.call(key, { method: 'POST', url: '/v1/brand-kits/extract', payload: { url } });
    assert.is(res.statusCode, 400, res.body);
    assert.is(res.json().error.code, 'validation_failed');
    assert.match(JSON.stringify(res.json().error), /body\.url/);
  }
  const missing = await h.call(key, { method: 'POST', url: '/v1/brand-kits/extract', payload: {} });
  assert.is(missing.statusCode, 400);
  const org = await h.newOrg('read-only', { permissions: { projects: ['read'] } });
  const refused = await h.call(org.key, { method: 'POST', url: '/v1/brand-kits/extract', payload: { url: `${site.url}/` } });
  assert.is(refused.statusCode, 403);
});

test.run();
