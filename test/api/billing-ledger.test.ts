/** The wallet's ledger and usage by day (GET /v1/billing/ledger, GET /v1/usage/daily). */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHarness, type Harness } from './harness.ts';

const test = suite<{ h: Harness }>('api: credit ledger and daily usage');
test.before(async (ctx) => { ctx.h = await createHarness(); });
test.after(async (ctx) => ctx.h?.close());

/** Charges `minutes` of exports as a delivered render would: hold, then charge. */
async function chargeExports(h: Harness, orgId: string, reference: string, minutes: number) {
  await h.services.accounts.hold(orgId, 'exports', minutes * 50, `test:${reference}`);
  assert.is(await h.services.accounts.charge(orgId, `test:${reference}`, reference, `render ${reference}`, minutes), 'charged');
}

test('the ledger lists grants and charges newest first, paged, in the page envelope; another org sees none of them', async ({ h }) => {
  const { orgId, key } = await h.newOrg('ledger-org', { credits: 1000 });
  const other = await h.newOrg('ledger-other', { credits: 5 });
  await chargeExports(h, orgId, 'rnd_a', 2);
  await chargeExports(h, orgId, 'rnd_b', 1);
  const first = await h.call(key, { method: 'GET', url: '/v1/billing/ledger?limit=2' });
  assert.is(first.statusCode, 200, first.body);
  const body = first.json();
  assert.equal(body.data.map((e: any) => [e.kind, e.credits, e.reference, e.units]), [['charge', -50, 'rnd_b', 1], ['charge', -100, 'rnd_a', 2]]);
  assert.is(body.pagination.hasMore, true);
  assert.is(body.contract, 'video-composition-api');
  const rest = await h.call(key, { method: 'GET', url: `/v1/billing/ledger?cursor=${encodeURIComponent(body.pagination.nextCursor)}` });
  assert.equal(rest.json().data.map((e: any) => [e.kind, e.credits, e.featureId, e.units]), [['grant', 1000, null, null]]);
  assert.equal((await h.call(other.key, { method: 'GET', url: '/v1/billing/ledger' })).json().data.map((e: any) => e.credits), [5]);
  const narrow = await h.newKey(orgId, { renders: ['read'] });
  assert.is((await h.call(narrow.key, { method: 'GET', url: '/v1/billing/ledger' })).statusCode, 403, 'billing:read is needed');
  const bad = await h.call(key, { method: 'GET', url: '/v1/billing/ledger?cursor=nonsense' });
  assert.is(bad.statusCode, 400);
  assert.is(bad.json().error.code, 'invalid_cursor');
});

test('daily usage lists every day of the period so far with the units charged on it', async ({ h }) => {
  const { orgId, key } = await h.newOrg('daily-org', { credits: 1000 });
  await chargeExports(h, orgId, 'rnd_c', 3);
  await chargeExports(h, orgId, 'rnd_d', 1);
  const res = await h.call(key, { method: 'GET', url: '/v1/usage/daily' });
  assert.is(res.statusCode, 200, res.body);
  const { days, periodStart, periodEnd, complete } = res.json();
  const today = new Date().toISOString().slice(0, 10);
  assert.is(days.at(-1).date, today);
  assert.is(days[0].date, periodStart.slice(0, 10));
  assert.ok(Date.parse(periodEnd) > Date.now());
  assert.equal(days.at(-1).usage, { exports: 4 });
  assert.ok(days.slice(0, -1).every((d: any) => Object.keys(d.usage).length === 0), 'the org began today: no usage before');
  assert.is(complete, true);
  assert.is((await h.call((await h.newKey(orgId, { media: ['read'] })).key, { method: 'GET', url: '/v1/usage/daily' })).statusCode, 403);
});

test.run();
