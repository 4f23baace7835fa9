/**
 * The operator API (`/operator/v1`) against a live control plane, on the SQLite store and on the
 * MongoDB-compatible server (FRAMEFLEET_MONGO_URL, started by `framefleet services start`): credits
 * granted and taken back on the org's ledger and in the audit log, limits enforced where the spend
 * happens, suspension (403 `org_suspended`, queued renders cancelled and charged nothing) and
 * resumption, keys revoked, usage exported as JSON and CSV; an org's key never passes.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newOperatorToken, operatorIdOf, verifyOperatorToken } from '../../control-plane/features/operator/operator-token.ts';
import { OpenAiCompatibleImages } from '../../control-plane/features/ai-media/providers.ts';
import { bytesPerGb } from '../../control-plane/features/accounts/storage.ts';
import { type DocumentStore, SqliteStore } from '../../control-plane/store/index.ts';
import { MongoStore } from '../../control-plane/store/mongo.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { type FakeImagesApi, startFakeImagesApi } from '../support/generation-providers.ts';
import { wavSecond } from '../support/media.ts';
import { createHarness, type Harness } from './harness.ts';

const operatorToken = newOperatorToken();
const other = newOperatorToken();
const operator = { authorization: `Bearer ${operatorToken.token}` };

function assertEnvelope(body: any, code: string) {
  assert.is(body.error?.code, code, JSON.stringify(body));
  assert.type(body.error.message, 'string');
  assert.is(body.error.contract, 'video-composition-api');
  assert.type(body.error.details, 'object');
}

/** 6 s of 640x360: one shape. */
const composition = {
  output: { width: 640, height: 360, fps: 30, background: '#101820' },
  tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 6, shape: 'rectangle', fill: '#f2aa4c' }] }],
};

interface Ctx { h: Harness; images: FakeImagesApi; store: DocumentStore }

function operatorSuite(name: string, openStore: () => DocumentStore) {
  const test = suite<Ctx>(`api: operator API (${name})`);
  test.before(async (ctx) => {
    ctx.images = await startFakeImagesApi();
    ctx.store = openStore();
    ctx.h = await createHarness({
      store: ctx.store, operatorTokenHashes: [operatorToken.sha256, other.sha256],
      generation: { images: new OpenAiCompatibleImages({ baseUrl: ctx.images.url, apiKey: 'sk-test', model: 'gpt-image-1' }), video: null, pollIntervalMs: 30 },
    });
  });
  test.after(async (ctx) => {
    await ctx.h?.services.generations.close();
    if (ctx.store instanceof MongoStore) await ctx.store.dropDatabase();
    await ctx.h?.close();
    await ctx.images?.close();
  });

  const op = (h: Harness, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    h.app.inject({ method, url: `/operator/v1${url}`, headers: { ...operator, ...headers }, ...(payload ? { payload } : {}) });

  test('an operator grants 5,000 credits with a reason: /v1/me shows the wallet, the ledger and the audit log show the grant', async ({ h }) => {
    const { orgId, key } = await h.newOrg(`grant-${name}`, { credits: 0 });
    const res = await op(h, 'POST', `/orgs/${orgId}/credits/grants`, { credits: 5000, reason: 'support ticket 42: launch credit' }, { 'idempotency-key': 'ticket-42' });
    assert.is(res.statusCode, 200, res.body);
    assert.equal(res.json().org.wallet, { balanceCredits: 5000, availableCredits: 5000, heldCredits: 0 });
    assert.is(res.json().repeated, false);
    // A retry of the same request moves nothing again.
    const retry = await op(h, 'POST', `/orgs/${orgId}/credits/grants`, { credits: 5000, reason: 'support ticket 42: launch credit' }, { 'idempotency-key': 'ticket-42' });
    assert.is(retry.json().repeated, true);
    const me = (await h.call(key, { method: 'GET', url: '/v1/me' })).json();
    assert.equal(me.wallet, { balanceCredits: 5000, availableCredits: 5000 });
    const ledger = (await h.call(key, { method: 'GET', url: '/v1/billing/ledger' })).json();
    assert.equal(ledger.data.map((e: any) => [e.kind, e.credits, e.featureId]), [['grant', 5000, null]]);
    assert.match(ledger.data[0].description, /support ticket 42: launch credit/);
    const audit = (await op(h, 'GET', `/audit?orgId=${orgId}`)).json();
    assert.is(audit.data.length, 1);
    const entry = audit.data[0];
    assert.equal([entry.operatorId, entry.action, entry.orgId, entry.credits, entry.reason], [operatorToken.operatorId, 'org.credits.grant', orgId, 5000, 'support ticket 42: launch credit']);
    assert.equal([entry.before.balanceCredits, entry.after.balanceCredits], [0, 5000]);
    assert.ok(Date.parse(entry.createdAt) > Date.now() - 60_000);
    // The second token of a rotation works too, and is told apart in the log.
    const second = await h.app.inject({ method: 'POST', url: `/operator/v1/orgs/${orgId}/credits/grants`, headers: { authorization: `Bearer ${other.token}` }, payload: { credits: 1, reason: 'rotation check' } });
    assert.is(second.statusCode, 200, second.body);
    assert.is((await op(h, 'GET', `/audit?orgId=${orgId}&limit=1`)).json().data[0].operatorId, other.operatorId);
  });

  test("an org's key, a wrong token or none cannot call the operator API (401, never the data)", async ({ h }) => {
    const { orgId, key } = await h.newOrg(`outsider-${name}`, { credits: 100 });
    for (const [label, headers] of [
      ['org key', { authorization: `Bearer ${key}` }], ['no token', {}], ['wrong token', { authorization: `Bearer ${newOperatorToken().token}` }],
      ['not bearer', { authorization: `Basic ${Buffer.from(`x:${operatorToken.token}`).toString('base64')}` }],
    ] as const) {
      for (const [method, url] of [['GET', '/operator/v1/orgs'], ['GET', `/operator/v1/orgs/${orgId}`], ['POST', `/operator/v1/orgs/${orgId}/credits/grants`], ['GET', '/operator/v1/audit']] as const) {
        const res = await h.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: { credits: 1000, reason: 'x' } } : {}) });
        assert.is(res.statusCode, 401, `${label}: ${method} ${url} answered ${res.statusCode}`);
        assertEnvelope(res.json(), 'unauthorized');
        assert.not.ok(res.body.includes(orgId), `${label}: the answer names no org`);
      }
    }
    assert.is((await h.services.accounts.getOrg(orgId))!.wallet.balanceCredits, 100, 'nothing was granted');
  });

  test("a suspended org's queued render is cancelled and charged nothing, its requests get 403 org_suspended; resume restores access", async ({ h }) => {
    const { orgId, key } = await h.newOrg(`suspend-${name}`, { credits: 1000 });
    const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition } })).json();
    const queued = await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/renders` });
    assert.is(queued.statusCode, 202, queued.body);
    const renderId = queued.json().id;
    const held = (await h.services.accounts.getOrg(orgId))!.wallet;
    assert.ok(held.availableCredits < 1000, 'the render holds its quote');

    const res = await op(h, 'POST', `/orgs/${orgId}/suspend`, { reason: 'payment dispute' });
    assert.is(res.statusCode, 200, res.body);
    assert.equal(res.json().cancelledRenders, [renderId]);
    assert.ok(res.json().org.suspendedAt);
    const render = await h.services.renders.get(orgId, renderId);
    assert.is(render.status, 'cancelled');
    const wallet = (await h.services.accounts.getOrg(orgId))!.wallet;
    assert.equal([wallet.balanceCredits, wallet.availableCredits], [1000, 1000], 'charged nothing, the hold released');
    assert.equal((await h.services.accounts.listLedger(orgId, 10)).items.map((e) => e.kind), ['grant']);

    for (const [method, url] of [['GET', '/v1/me'], ['GET', `/v1/projects/${project.id}`], ['POST', `/v1/projects/${project.id}/renders`]] as const) {
      const refused = await h.call(key, { method, url });
      assert.is(refused.statusCode, 403, `${method} ${url}: ${refused.body}`);
      assertEnvelope(refused.json(), 'org_suspended');
    }
    // Work started without a request (a retry, a worker) spends nothing either.
    try {
      await h.services.accounts.hold(orgId, 'exports', 10, 'test:suspended');
      assert.unreachable('a suspended org holds nothing');
    } catch (err) {
      assert.is((err as { code?: string }).code, 'org_suspended');
    }
    assert.equal((await op(h, 'GET', '/orgs?status=suspended')).json().data.map((o: any) => o.id).includes(orgId), true);

    const resumed = await op(h, 'POST', `/orgs/${orgId}/resume`, { reason: 'dispute settled' });
    assert.is((await op(h, 'POST', `/orgs/${orgId}/resume`)).statusCode, 200, 'without a body too');
    assert.is(resumed.statusCode, 200, resumed.body);
    assert.is(resumed.json().suspendedAt, null);
    assert.is((await h.call(key, { method: 'GET', url: '/v1/me' })).statusCode, 200);
    const actions = (await op(h, 'GET', `/audit?orgId=${orgId}`)).json().data.map((e: any) => [e.action, e.reason]);
    assert.equal(actions, [['org.resume', null], ['org.resume', 'dispute settled'], ['org.suspend', 'payment dispute']]);
  });

  test('a render whose org is suspended while it is being queued ends cancelled, charged nothing', async ({ h }) => {
    const { orgId, key } = await h.newOrg(`suspend-race-${name}`, { credits: 1000 });
    const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition } })).json();
    // The suspension lands after the render's hold and before the render is stored (its sweep finds nothing yet).
    const accounts = h.services.accounts;
    const hold = accounts.hold;
    accounts.hold = async (...args) => {
      await hold.apply(accounts, args);
      await op(h, 'POST', `/orgs/${orgId}/suspend`, { reason: 'in the middle' });
    };
    let res;
    try {
      res = await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/renders` });
    } finally {
      accounts.hold = hold;
    }
    assert.is(res.statusCode, 403, res.body);
    assertEnvelope(res.json(), 'org_suspended');
    const renders = (await h.services.renders.list(orgId, {}, 10)).items;
    assert.equal(renders.map((r) => [r.status, r.errorCode]), [['cancelled', 'org_suspended']]);
    const wallet = (await accounts.getOrg(orgId))!.wallet;
    assert.equal([wallet.balanceCredits, wallet.availableCredits], [1000, 1000]);
  });

  test('taking credits back never touches what holds need: more than available is refused 409, nothing moves', async ({ h }) => {
    const { orgId, key } = await h.newOrg(`takeback-${name}`, { credits: 1000 });
    await h.services.accounts.hold(orgId, 'exports', 600, 'test:held-work');
    const refused = await op(h, 'POST', `/orgs/${orgId}/credits/take-backs`, { credits: 500, reason: 'refund reversed' });
    assert.is(refused.statusCode, 409, refused.body);
    assertEnvelope(refused.json(), 'insufficient_credits');
    assert.equal([refused.json().error.details.availableCredits, refused.json().error.details.balanceCredits], [400, 1000]);
    const taken = await op(h, 'POST', `/orgs/${orgId}/credits/take-backs`, { credits: 400, reason: 'refund reversed' });
    assert.is(taken.statusCode, 200, taken.body);
    assert.equal(taken.json().org.wallet, { balanceCredits: 600, availableCredits: 0, heldCredits: 600 });
    const ledger = (await h.call(key, { method: 'GET', url: '/v1/billing/ledger' })).json().data;
    assert.equal([ledger[0].kind, ledger[0].credits, ledger[0].featureId], ['charge', -400, null]);
    assert.match(ledger[0].description, /refund reversed/);
    assert.is((await op(h, 'GET', `/audit?orgId=${orgId}`)).json().data[0].credits, -400);
  });

  test('limits over the plan are enforced where the spend happens: storage, the generation cap, the per-generation ceiling', async ({ h }) => {
    const { orgId, key } = await h.newOrg(`limits-${name}`, { credits: 1000 });
    const generate = () => h.call(key, { method: 'POST', url: '/v1/media/generate', payload: { generator: 'text-to-image', prompt: 'a lighthouse at dusk' } });
    // gpt-image-1 at 16:9 is estimated at 6.3 cents of provider cost, $0.10 to the org.
    let res = await op(h, 'PUT', `/orgs/${orgId}/limits`, { generateMediaUsdPerCall: 0.05, reason: 'trial account' });
    assert.is(res.statusCode, 200, res.body);
    assert.is(res.json().limits.generateMediaUsdPerCall, 0.05);
    assert.is((await h.call(key, { method: 'GET', url: '/v1/me' })).json().costCeilings.generateMediaUsdPerCall, 0.05);
    let refused = await generate();
    assert.is(refused.statusCode, 402, refused.body);
    assert.equal([refused.json().error.code, refused.json().error.details.ceilingUsd], ['generation_budget_exceeded', 0.05]);

    res = await op(h, 'PUT', `/orgs/${orgId}/limits`, { generateMediaUsdPerCall: null, generationCapCents: 5 });
    assert.equal(res.json().limits, { storageGb: null, generationCapCents: 5, generateMediaUsdPerCall: null, monthlySpendCredits: null });
    refused = await generate();
    assert.is(refused.statusCode, 402, refused.body);
    assert.equal([refused.json().error.code, refused.json().error.details.generationLimit.cap], ['generation_budget_exceeded', 5]);
    assert.is((await h.call(key, { method: 'GET', url: '/v1/me' })).json().generationLimit.cap, 5);

    res = await op(h, 'PUT', `/orgs/${orgId}/limits`, { generationCapCents: null, storageGb: 100 / bytesPerGb });
    assert.is(res.statusCode, 200, res.body);
    const upload = await h.call(key, { method: 'POST', url: '/v1/media?name=tone.wav', headers: { 'content-type': 'audio/wav' }, payload: wavSecond() });
    assert.is(upload.statusCode, 413, upload.body);
    assert.is(upload.json().error.code, 'storage_limit_exceeded');
    assert.is(upload.json().error.details.limitBytes, 100);
    assert.equal((await h.services.accounts.getOrg(orgId))!.storageBytes, 0, 'nothing is kept');
  });

  test('a monthly spend ceiling bounds the credits held and charged in the billing period: a render past it is refused 402', async ({ h }) => {
    const { orgId, key } = await h.newOrg(`ceiling-${name}`, { credits: 1000 });
    const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition } })).json();
    const render = () => h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/renders` });
    // A 6 s render at 640x360 is quoted 5 credits (the 1080p rate of 50 a minute).
    const res = await op(h, 'PUT', `/orgs/${orgId}/limits`, { monthlySpendCredits: 12, reason: 'new account' });
    assert.is(res.statusCode, 200, res.body);
    assert.is(res.json().limits.monthlySpendCredits, 12);
    const first = await render();
    assert.is(first.statusCode, 202, first.body);
    assert.is((await render()).statusCode, 202, '10 of 12');
    const refused = await render();
    assert.is(refused.statusCode, 402, refused.body);
    assertEnvelope(refused.json(), 'spend_ceiling_reached');
    assert.equal([refused.json().error.details.spendCeiling.credits, refused.json().error.details.spendCeiling.spent, refused.json().error.details.spendCeiling.remaining], [12, 10, 2]);
    // A cancelled render gives its credits back to the period, so another fits again.
    assert.is((await h.call(key, { method: 'POST', url: `/v1/renders/${first.json().id}/cancel` })).statusCode, 200);
    assert.is((await render()).statusCode, 202);
    // Lifting the ceiling lifts the bound.
    await op(h, 'PUT', `/orgs/${orgId}/limits`, { monthlySpendCredits: null });
    assert.is((await render()).statusCode, 202);
    assert.is((await h.services.accounts.getOrg(orgId))!.wallet.availableCredits, 1000 - 15, "three renders held");
  });

  test('create an org with its first key, find it by name, id or key start, set its plan, revoke the key', async ({ h }) => {
    const created = await op(h, 'POST', '/orgs', { name: `acme-${name}`, displayName: 'Acme Ltd', credits: 250, reason: 'new customer' });
    assert.is(created.statusCode, 201, created.body);
    const { org, key } = created.json();
    assert.match(key.key, /^svc_live_/);
    assert.equal([org.planId, org.wallet.balanceCredits, org.displayName], ['free', 250, 'Acme Ltd']);
    const me = await h.call(key.key, { method: 'GET', url: '/v1/me' });
    assert.is(me.statusCode, 200);
    assert.is(me.json().orgId, org.id);
    assert.is((await op(h, 'POST', '/orgs', { name: `acme-${name}` })).statusCode, 409, 'names are unique');

    for (const q of [org.id, `acme-${name}`, key.start, key.key]) {
      const found = await op(h, 'GET', `/orgs?q=${encodeURIComponent(q)}`);
      assert.equal(found.json().data.map((o: any) => o.id), [org.id], `found by ${q.slice(0, 13)}`);
    }
    assert.equal((await op(h, 'GET', '/orgs?q=nobody-by-this-name')).json().data, []);
    const page = (await op(h, 'GET', '/orgs?limit=1')).json();
    assert.is(page.data.length, 1);
    assert.is(page.pagination.hasMore, true);
    const next = (await op(h, 'GET', `/orgs?limit=1&cursor=${encodeURIComponent(page.pagination.nextCursor)}`)).json();
    assert.is.not(next.data[0].id, page.data[0].id);

    const planned = await op(h, 'PUT', `/orgs/${org.id}/plan`, { planId: 'pro', reason: 'upgraded by invoice' });
    assert.is(planned.statusCode, 200, planned.body);
    assert.equal((await h.call(key.key, { method: 'GET', url: '/v1/me' })).json().plan, { id: 'pro', name: 'Pro' });

    const keys = (await op(h, 'GET', `/orgs/${org.id}/keys`)).json().data;
    assert.equal(keys.map((k: any) => k.id), [key.id]);
    assert.not.ok(JSON.stringify(keys).includes(key.key), 'never the secret');
    const revoked = await op(h, 'POST', `/orgs/${org.id}/keys/${key.id}/revoke`, { reason: 'leaked' });
    assert.is(revoked.statusCode, 200, revoked.body);
    assert.ok(revoked.json().revokedAt);
    assert.is((await h.call(key.key, { method: 'GET', url: '/v1/me' })).statusCode, 401);
    const actions = (await op(h, 'GET', `/audit?orgId=${org.id}`)).json().data.map((e: any) => e.action);
    assert.equal(actions, ['key.revoke', 'org.plan', 'org.create']);
  });

  test("usage per org and month as JSON and as CSV (format=csv or Accept: text/csv)", async ({ h }) => {
    const { orgId } = await h.newOrg(`usage-${name}`, { credits: 1000 });
    await h.services.accounts.hold(orgId, 'exports', 100, 'test:r1');
    await h.services.accounts.charge(orgId, 'test:r1', 'rnd_r1', 'render rnd_r1', 2);
    await op(h, 'POST', `/orgs/${orgId}/credits/take-backs`, { credits: 50, reason: 'goodwill reversed' });
    const month = new Date().toISOString().slice(0, 7);
    const json = await op(h, 'GET', `/orgs/${orgId}/usage?month=${month}`);
    assert.is(json.statusCode, 200, json.body);
    const usage = json.json();
    assert.equal(usage.features, [{ featureId: 'exports', units: 2, credits: 100, usd: 1 }]);
    assert.equal([usage.chargedCredits, usage.grantedCredits, usage.takenBackCredits, usage.month], [100, 1000, 50, month]);
    assert.is(usage.contract, 'video-composition-api');
    for (const [url, headers] of [[`/orgs/${orgId}/usage?month=${month}&format=csv`, {}], [`/orgs/${orgId}/usage?month=${month}`, { accept: 'text/csv' }]] as const) {
      const csv = await op(h, 'GET', url, undefined, headers);
      assert.is(csv.statusCode, 200, csv.body);
      assert.match(String(csv.headers['content-type']), /^text\/csv/);
      const lines = csv.body.trim().split('\r\n');
      assert.is(lines[0], 'org_id,org_name,month,feature_id,units,credits,usd');
      assert.is(lines[1], `${orgId},usage-${name},${month},exports,2,100,1`);
      assert.ok(lines.includes(`${orgId},usage-${name},${month},credits_taken_back,,50,0.5`), csv.body);
    }
    const empty = (await op(h, 'GET', `/orgs/${orgId}/usage?month=2020-01`)).json();
    assert.equal([empty.features, empty.chargedCredits, empty.grantedCredits], [[], 0, 0]);
    // Every org's month, a page of orgs at a time: this org is the newest, so first.
    const all = await op(h, 'GET', `/usage?month=${month}&limit=1`);
    assert.is(all.statusCode, 200, all.body);
    assert.equal([all.json().data.length, all.json().data[0].orgId, all.json().data[0].chargedCredits, all.json().pagination.hasMore], [1, orgId, 100, true]);
    const allCsv = await op(h, 'GET', `/usage?month=${month}&limit=1&format=csv`);
    assert.is(allCsv.body.split('\r\n')[1], `${orgId},usage-${name},${month},exports,2,100,1`);
    const next = await op(h, 'GET', `/usage?month=${month}&limit=1&format=csv&cursor=${encodeURIComponent(String(allCsv.headers['x-next-cursor']))}`);
    assert.is(next.statusCode, 200, next.body);
    assert.not.match(next.body, orgId, 'the next page holds the next org');
  });

  test('bad input gets a 4xx in the envelope, never a 500', async ({ h }) => {
    const { orgId } = await h.newOrg(`bad-${name}`, { credits: 10 });
    const cases: [string, 'GET' | 'POST' | 'PUT', string, object | undefined, number, string][] = [
      ['grant without a reason', 'POST', `/orgs/${orgId}/credits/grants`, { credits: 10 }, 400, 'validation_failed'],
      ['grant of no credits', 'POST', `/orgs/${orgId}/credits/grants`, { credits: 0, reason: 'x' }, 400, 'validation_failed'],
      ['grant of a fraction', 'POST', `/orgs/${orgId}/credits/grants`, { credits: 1.5, reason: 'x' }, 400, 'validation_failed'],
      ['grant to no org', 'POST', '/orgs/org_nope/credits/grants', { credits: 10, reason: 'x' }, 404, 'not_found'],
      ['take-back without a body', 'POST', `/orgs/${orgId}/credits/take-backs`, undefined, 400, 'validation_failed'],
      ['unknown plan', 'PUT', `/orgs/${orgId}/plan`, { planId: 'platinum' }, 400, 'validation_failed'],
      ['negative storage', 'PUT', `/orgs/${orgId}/limits`, { storageGb: -1 }, 400, 'validation_failed'],
      ['no limit given', 'PUT', `/orgs/${orgId}/limits`, {}, 400, 'validation_failed'],
      ['only a reason given', 'PUT', `/orgs/${orgId}/limits`, { reason: 'x' }, 400, 'validation_failed'],
      ['suspend without a reason', 'POST', `/orgs/${orgId}/suspend`, {}, 400, 'validation_failed'],
      ['bad month', 'GET', `/orgs/${orgId}/usage?month=2026-13`, undefined, 400, 'validation_failed'],
      ['bad format', 'GET', `/orgs/${orgId}/usage?format=xml`, undefined, 400, 'validation_failed'],
      ['bad month of every org', 'GET', '/usage?month=26-01', undefined, 400, 'validation_failed'],
      ['bad cursor', 'GET', '/orgs?cursor=nonsense', undefined, 400, 'invalid_cursor'],
      ['unknown key', 'POST', `/orgs/${orgId}/keys/key_nope/revoke`, {}, 404, 'not_found'],
      ['org without a name', 'POST', '/orgs', { name: ' ' }, 400, 'validation_failed'],
    ];
    for (const [label, method, url, payload, status, code] of cases) {
      const res = await op(h, method, url, payload);
      assert.is(res.statusCode, status, `${label}: ${res.body}`);
      assertEnvelope(res.json(), code);
    }
    assert.is((await h.services.accounts.getOrg(orgId))!.wallet.balanceCredits, 10);
    // Grants and take-backs are keyed apart: the same Idempotency-Key on one of each moves both.
    const headers = { 'idempotency-key': 'same-key' };
    assert.is((await op(h, 'POST', `/orgs/${orgId}/credits/grants`, { credits: 5, reason: 'x' }, headers)).json().repeated, false);
    assert.is((await op(h, 'POST', `/orgs/${orgId}/credits/take-backs`, { credits: 5, reason: 'y' }, headers)).json().repeated, false);
    assert.equal((await h.services.accounts.listLedger(orgId, 10)).items.map((e) => e.credits), [-5, 5, 10]);
  });

  return test;
}

const sqlite = operatorSuite('sqlite', () => new SqliteStore(':memory:'));
const mongo = operatorSuite('mongo', () => new MongoStore(loadConfig().FRAMEFLEET_MONGO_URL, { dbName: `framefleet_operator_${process.pid}_${Date.now().toString(36)}` }));

const setup = suite('api: operator API setup');

setup('without the operator token setting the operator API answers 503 naming it', async () => {
  const h = await createHarness();
  try {
    const res = await h.app.inject({ method: 'GET', url: '/operator/v1/orgs', headers: operator });
    assert.is(res.statusCode, 503, res.body);
    assertEnvelope(res.json(), 'operator_api_not_configured');
    assert.is(res.json().error.details.setting, 'FRAMEFLEET_OPERATOR_TOKEN_SHA256');
  } finally {
    await h.close();
  }
});

setup('operator tokens are checked against their hashes; the public OpenAPI document leaves the operator API out', async () => {
  assert.is(verifyOperatorToken(operatorToken.token, [other.sha256, operatorToken.sha256]), operatorIdOf(operatorToken.sha256));
  assert.is(verifyOperatorToken(operatorToken.token, [other.sha256]), null);
  assert.is(verifyOperatorToken(operatorToken.sha256, [operatorToken.sha256]), null, 'the hash is not the token');
  const h = await createHarness({ operatorTokenHashes: [operatorToken.sha256] });
  try {
    const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    assert.equal(Object.keys(doc.paths).filter((p) => p.startsWith('/operator')), []);
    // Their own document, behind the operator token: every operator route, each with its operationId and summary.
    assert.is((await h.app.inject({ method: 'GET', url: '/operator/v1/openapi.json' })).statusCode, 401);
    const own = (await h.app.inject({ method: 'GET', url: '/operator/v1/openapi.json', headers: operator })).json();
    const validator = new Validator();
    const result = await validator.validate(own);
    assert.ok(result.valid, JSON.stringify(result.errors, null, 1)?.slice(0, 2000));
    const operations = Object.entries(own.paths as Record<string, Record<string, { operationId: string; summary: string; responses: object }>>)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, o]) => ({ where: `${method.toUpperCase()} ${path}`, ...o })));
    const routes = h.app.routeTable.filter((r) => r.url.startsWith('/operator/v1/') && !r.url.endsWith('/openapi.json'));
    assert.is(operations.length, routes.length, 'every operator route is in its document');
    for (const o of operations) {
      assert.match(o.operationId, /^operator[A-Z][A-Za-z]+$/, o.where);
      assert.ok(o.summary?.trim(), `${o.where} has a summary`);
      assert.ok(Object.keys(o.responses).some((s) => s.startsWith('2')) && '401' in o.responses && '400' in o.responses, `${o.where} documents its answers`);
    }
    assert.is(own.paths['/operator/v1/orgs/{id}/resume'].post.requestBody.required, false);
  } finally {
    await h.close();
  }
});

sqlite.run();
mongo.run();
setup.run();
