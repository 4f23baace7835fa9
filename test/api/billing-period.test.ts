/**
 * Billing periods: monthly from the org's billing anchor (clamped to short months). Usage in
 * `GET /v1/me` is the current period's, and `nextResetAt` is when the next period begins.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { billingPeriod } from '../../control-plane/features/accounts/plans.ts';
import { createHarness, type Harness } from './harness.ts';

const test = suite<{ h: Harness }>('api: billing periods');
test.before(async (ctx) => { ctx.h = await createHarness(); });
test.after(async (ctx) => ctx.h?.close());

test('periods renew monthly on the anchor day, on the last day of shorter months', () => {
  const anchor = new Date('2026-01-31T10:00:00Z');
  const at = (iso: string) => { const p = billingPeriod(anchor, new Date(iso)); return [p.start.toISOString(), p.end.toISOString()]; };
  assert.equal(at('2026-01-31T10:00:00Z'), ['2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z']);
  assert.equal(at('2026-02-28T09:59:59Z'), ['2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z']);
  assert.equal(at('2026-03-15T00:00:00Z'), ['2026-02-28T10:00:00.000Z', '2026-03-31T10:00:00.000Z']);
  assert.equal(at('2026-04-30T10:00:00Z'), ['2026-04-30T10:00:00.000Z', '2026-05-31T10:00:00.000Z']);
  assert.equal(at('2027-01-31T10:00:00Z'), ['2027-01-31T10:00:00.000Z', '2027-02-28T10:00:00.000Z'], 'a year on, a yearly plan still meters monthly');
  assert.is.not(billingPeriod(anchor, new Date('2026-03-01T00:00:00Z')).key, billingPeriod(anchor, new Date('2026-04-01T00:00:00Z')).key);
});

test("usage is the current period's; it starts again at the next period, and nextResetAt says when", async ({ h }) => {
  const { orgId, key } = await h.newOrg('period-org', { credits: 100 });
  const anchor = new Date(Date.now() - 40 * 86_400_000);
  await h.services.accounts.orgs.update(orgId, { set: { billingAnchor: anchor.toISOString() } });
  await h.services.accounts.hold(orgId, 'exports', 5, 'render:period-test');
  assert.is(await h.services.accounts.charge(orgId, 'render:period-test', 'rnd_x', 'a render', 0.1), 'charged');

  const entitlements = async () => (await h.call(key, { method: 'GET', url: '/v1/me' })).json().entitlements;
  let e = await entitlements();
  assert.is(e.exports.usage, 0.1, 'output minutes used this period');
  assert.is(e.exports.nextResetAt, billingPeriod(anchor, new Date()).end.getTime());
  assert.ok(e.exports.nextResetAt > Date.now() && e.exports.nextResetAt <= Date.now() + 31 * 86_400_000);
  assert.is(e.compose_capture.usage, 0);
  assert.equal([e.storage.nextResetAt, e.brand_kits.nextResetAt, e.brand_kits.usage], [null, null, null], 'storage is a level and grants are not metered: neither resets');

  // A new period began after the charge (the plan renewed now): its usage starts from nothing.
  await new Promise((r) => setTimeout(r, 5));
  const renewed = new Date(Date.now() - 1);
  await h.services.accounts.orgs.update(orgId, { set: { billingAnchor: renewed.toISOString() } });
  e = await entitlements();
  assert.is(e.exports.usage, 0);
  assert.is(e.exports.nextResetAt, billingPeriod(renewed, new Date()).end.getTime());
  assert.is((await h.services.accounts.getOrg(orgId))!.wallet.usage.exports, 0.1, 'the lifetime count keeps it');
});

test.run();
