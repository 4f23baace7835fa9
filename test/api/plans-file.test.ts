/**
 * The plans file (control-plane/features/accounts/plans.yaml, or FRAMEFLEET_PLANS_FILE): checked
 * whole, every bad field named; the price list it gives is what the account, the plan catalogue
 * and every quote read.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultPlansFile, defaultPriceList, loadPriceList, parsePlansYaml, parsePriceList, PriceListError } from '../../control-plane/features/accounts/price-list.ts';
import { shippedPlans } from '../../ops/precompile.ts';
import { createHarness } from './harness.ts';

const test = suite('api: plans file');
const shipped = readFileSync(defaultPlansFile, 'utf8');

function problemsOf(text: string): string[] {
  try {
    parsePriceList(text, 'plans.yaml');
  } catch (err) {
    assert.instance(err, PriceListError);
    return (err as PriceListError).problems.map((p) => `${p.field}: ${p.problem}`);
  }
  return assert.unreachable('the file was accepted') as never;
}

test('the build keeps the shipped file parsed, with its text: a control plane uses it only for that same text', () => {
  const built = JSON.parse(JSON.stringify(shippedPlans())) as ReturnType<typeof shippedPlans>;
  assert.is(built.text, shipped);
  assert.equal(built.root, parsePlansYaml(shipped, defaultPlansFile));
});

test('the shipped file holds the plans and prices the API documents', () => {
  const prices = defaultPriceList();
  assert.equal([prices.features.exports.creditCost, prices.features.exports.listUsdPerUnit, prices.features.exports.type, prices.features.exports.unit], [50, 0.5, 'credit_system', 'minutes']);
  assert.equal([prices.features.compose_capture.creditCost, prices.features.storage.creditCost, prices.features.brand_kits.listUsdPerUnit], [2, null, 0]);
  assert.equal(Object.values(prices.plans).map((p) => [p.id, p.priceUsdMonthly, p.storageGb, p.generationCapCents, p.generateMediaUsdPerCall]), [
    ['free', 0, 5, 500, 1], ['pro', 29, 100, null, 5], ['business', 99, 500, null, 20], ['studio', 299, 2000, null, 50],
  ]);
  assert.is(prices.plans.pro.includes.length, 11);
  assert.equal(Object.values(prices.plans).map((p) => [p.checkpoints.keep, p.checkpoints.maxAgeDays]), [[50, 30], [200, 90], [500, 365], [1000, 730]]);
  assert.is(prices.renderCredits(60, 3840, 2160), 200, '4K costs four times 1080p');
  assert.equal(prices.planCatalog().map((p) => [p.id, p.priceUsd]), [['pro_monthly', 29], ['pro_yearly', 290], ['business_monthly', 99], ['business_yearly', 990], ['studio_monthly', 299], ['studio_yearly', 2990]]);
});

test('a bad file is refused naming every bad field', () => {
  assert.equal(problemsOf(shipped.replace('priceUsdMonthly: 29', 'priceUsdMonthly: -29')), ['plans.pro.priceUsdMonthly: must be a number >= 0']);
  assert.equal(problemsOf(shipped.replace('priceUsdMonthly: 99', "priceUsdMonthly: '99'").replace('creditCost: 50', 'creditCost: 0')), [
    'features.exports.creditCost: must be a number > 0 (the feature draws credits from the wallet)',
    'plans.business.priceUsdMonthly: must be a number >= 0',
  ]);
  const noStudio = shipped.split('\n').filter((l) => !l.trimStart().startsWith('studio:')).join('\n');
  assert.equal(problemsOf(noStudio), ['plans.studio: is required']);
  assert.equal(problemsOf(shipped.replace('storageGb: 100,', 'storageGb: 100, storageTb: 1,')), [
    'plans.pro.storageTb: is not a known field (known: name, priceUsdMonthly, includes, storageGb, generationCapCents, generateMediaUsdPerCall, checkpoints)',
  ]);
  assert.equal(problemsOf(shipped.replace('checkpoints: { keep: 50, maxAgeDays: 30 }', 'checkpoints: { keep: 0, maxAgeDays: -1 }')), [
    "plans.free.checkpoints.keep: must be a whole number >= 1 (the active composition's checkpoint always stays)",
    'plans.free.checkpoints.maxAgeDays: must be a number >= 0',
  ]);
  assert.equal(problemsOf(shipped.replace('checkpoints: { keep: 200, maxAgeDays: 90 }', 'checkpoints: 200')), ['plans.pro.checkpoints: must be a mapping']);
  assert.equal(problemsOf(shipped.replace('storage: { name: Storage, creditCost: null', 'storage: { name: Storage, creditCost: 3')), ['features.storage.creditCost: must be null (this feature does not draw credits)']);
  assert.match(problemsOf(shipped.replace('includes: &everything [exports,', 'includes: &everything [exprots,'))[0]!, /^plans\.free\.includes: must be a list of feature ids/);
  assert.match(problemsOf('plans: [unclosed')[0]!, /^line \d+: /);
  assert.equal(problemsOf('- just a list'), ['file: must be a mapping']);
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-plans-'));
  try {
    assert.throws(() => loadPriceList(join(dir, 'missing.yaml')), (err: unknown) => err instanceof PriceListError && /file: cannot be read \(ENOENT\)/.test(err.message));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("another plans file's prices are what the account, the catalogue and the quotes read", async () => {
  const prices = parsePriceList(shipped.replace('priceUsdMonthly: 29', 'priceUsdMonthly: 39').replace('exports: { name: Rendered output minutes (1080p), creditCost: 50', 'exports: { name: Rendered output minutes (1080p), creditCost: 80')
    .replace('storageGb: 5,', 'storageGb: 2,'), 'custom.yaml');
  const h = await createHarness({ prices });
  try {
    const { key } = await h.newOrg('custom-prices', { credits: 1000 });
    const me = (await h.call(key, { method: 'GET', url: '/v1/me' })).json();
    assert.equal([me.entitlements.exports.creditCost, me.entitlements.storage.includedUsage], [80, 2]);
    const catalog = (await h.call(key, { method: 'GET', url: '/v1/billing/plans' })).json().plans;
    assert.equal(catalog.filter((p: any) => p.tier === 'pro').map((p: any) => p.priceUsd), [39, 390]);
    assert.equal(h.services.renders.quote({ durationSec: 60, width: 1920, height: 1080 } as never), { featureId: 'exports', credits: 80, listUsd: 0.8 });
  } finally {
    await h.close();
  }
});

test.run();
