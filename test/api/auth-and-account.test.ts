import { Validator } from '@seriousme/openapi-schema-validator';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHarness, type Harness } from './harness.ts';

const test = suite<{ h: Harness }>('api: auth, keys, account, discovery');
test.before(async (ctx) => { ctx.h = await createHarness(); });
test.after(async (ctx) => ctx.h?.close());

function assertEnvelope(body: any, code: string) {
  assert.is(body?.error?.code, code, JSON.stringify(body));
  assert.type(body.error.message, 'string');
  assert.is(body.error.contract, 'video-composition-api');
  assert.is(body.error.contractVersion, '1.0.0');
  assert.type(body.error.details, 'object');
}

test('every /v1 route refuses a missing, malformed, unknown, expired or revoked key', async ({ h }) => {
  const { orgId, key } = await h.newOrg('auth-org');
  const expired = await h.newKey(orgId, { projects: ['read'] }, { expiresIn: 60, now: new Date(Date.now() - 3600_000) });
  const revoked = await h.newKey(orgId, { projects: ['read'] });
  await h.services.apiKeys.revoke(orgId, revoked.keyId);
  const unknown = `svc_live_${'A'.repeat(32)}`;
  const credentials: [string, Record<string, string>][] = [
    ['missing', {}],
    ['not bearer', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
    ['malformed key', { authorization: 'Bearer svc_live_short' }],
    ['bearer without token', { authorization: 'Bearer ' }],
    ['unknown key', { authorization: `Bearer ${unknown}` }],
    ['expired key', { authorization: `Bearer ${expired.key}` }],
    ['revoked key', { authorization: `Bearer ${revoked.key}` }],
  ];
  const v1 = h.app.routeTable.filter((r) => r.url.startsWith('/v1'));
  assert.ok(v1.length >= 5, 'the app registers /v1 routes');
  for (const route of v1) {
    for (const [label, headers] of credentials) {
      const res = await h.app.inject({ method: route.method as 'GET', url: route.url.replace(/:(\w+)/g, 'x_$1'), headers, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      assert.is(res.statusCode, 401, `${label}: ${route.method} ${route.url} answered ${res.statusCode}`);
      assertEnvelope(res.json(), 'unauthorized');
      assert.match(String(res.headers['www-authenticate']), /^Bearer/);
    }
  }
  const ok = await h.call(key, { method: 'GET', url: '/v1/me' });
  assert.is(ok.statusCode, 200);
});

test('an under-permitted key gets 403 naming the permission; the org comes from the key only', async ({ h }) => {
  const { orgId } = await h.newOrg('perm-org');
  const narrow = await h.newKey(orgId, { projects: ['read'] });
  const plans = await h.call(narrow.key, { method: 'GET', url: '/v1/billing/plans' });
  assert.is(plans.statusCode, 403);
  assertEnvelope(plans.json(), 'forbidden');
  assert.is(plans.json().error.details.required, 'billing:read');
  const other = await h.newOrg('someone-else');
  const me = await h.call(narrow.key, { method: 'GET', url: `/v1/me?orgId=${other.orgId}` });
  assert.is(me.json().orgId, orgId, 'an orgId in the query selects nothing');
});

test('GET /v1/me carries every Account field and complete entitlement entries', async ({ h }) => {
  const { orgId, key } = await h.newOrg('me-org', { credits: 1234 });
  const res = await h.call(key, { method: 'GET', url: '/v1/me' });
  assert.is(res.statusCode, 200);
  const me = res.json();
  for (const f of ['orgId', 'displayName', 'plan', 'generationLimit', 'entitlements', 'costCeilings', 'billingConfigured', 'surfaces', 'contract', 'contractVersion']) assert.ok(f in me, `missing ${f}`);
  assert.is(me.orgId, orgId);
  assert.equal(me.plan, { id: 'free', name: 'Free' });
  assert.is(me.generationLimit.unit, 'cents_of_provider_cost');
  assert.is(me.surfaces.project, null);
  assert.equal(me.wallet, { balanceCredits: 1234, availableCredits: 1234 });
  const entryFields = ['featureId', 'name', 'type', 'unit', 'included', 'unlimited', 'balance', 'includedUsage', 'usage', 'nextResetAt', 'fundedBy', 'creditCost', 'listUsdPerUnit'];
  for (const [id, entry] of Object.entries<any>(me.entitlements)) {
    for (const f of entryFields) assert.ok(f in entry, `${id} lacks ${f}`);
    assert.is(entry.featureId, id);
  }
  assert.is(me.entitlements.exports.creditCost, 50);
  assert.is(me.entitlements.exports.listUsdPerUnit, 0.5);
  assert.is(me.entitlements.exports.fundedBy, 'credits');
  assert.is(me.entitlements.exports.balance, 1234 / 50, 'balance restates the wallet in output-minutes');
  assert.is(me.entitlements.compose_capture.creditCost, 2);
  assert.is(me.entitlements.compose_capture.listUsdPerUnit, 0.02);
  assert.is(me.entitlements.generate.listUsdPerUnit, 0.015);
  assert.is(me.entitlements.brand_kits.type, 'boolean');
  assert.is(me.entitlements.brand_kits.listUsdPerUnit, 0);
});

test('API keys: the secret is shown once, stored hashed, never listed; no escalation; revoke works', async ({ h }) => {
  const { orgId, key } = await h.newOrg('keys-org');
  const created = await h.call(key, { method: 'POST', url: '/v1/api-keys', payload: { name: 'ci', permissions: { renders: ['read', 'write'] }, expiresIn: 3600 } });
  assert.is(created.statusCode, 201);
  const body = created.json();
  assert.match(body.key, /^svc_live_[0-9A-Za-z]{32}$/);
  assert.is(body.prefix, 'svc_live_');
  assert.is(body.start, body.key.slice(0, 13));
  assert.ok(Date.parse(body.expiresAt) > Date.now());
  const stored = await h.services.apiKeys.get(orgId, body.id);
  assert.ok(stored && stored.secretHash.length === 64 && !JSON.stringify(stored).includes(body.key), 'only a hash is stored');
  const list = await h.call(key, { method: 'GET', url: '/v1/api-keys?limit=500' });
  assert.is(list.statusCode, 200);
  assert.ok(list.json().data.length >= 2);
  assert.not.match(list.body, body.key);
  assert.not.match(list.body, /secretHash/);
  assert.is(list.json().pagination.prevCursor, null);

  const narrow = body.key as string;
  const escalate = await h.call(narrow, { method: 'POST', url: '/v1/api-keys', payload: { name: 'x', permissions: { billing: ['write'] } } });
  assert.is(escalate.statusCode, 403);
  assert.equal(escalate.json().error.details.missing, ['billing:write']);
  const revokeWider = await h.call(narrow, { method: 'DELETE', url: `/v1/api-keys/${list.json().data.find((k: any) => k.id !== body.id).id}` });
  assert.is(revokeWider.statusCode, 403);

  const revoked = await h.call(key, { method: 'DELETE', url: `/v1/api-keys/${body.id}` });
  assert.is(revoked.statusCode, 200);
  assert.type(revoked.json().revokedAt, 'string');
  const after = await h.call(narrow, { method: 'GET', url: '/v1/me' });
  assert.is(after.statusCode, 401);
});

test('key creation lists every bad field; another org\'s key answers 404', async ({ h }) => {
  const a = await h.newOrg('org-a');
  const b = await h.newOrg('org-b');
  const bad = await h.call(a.key, { method: 'POST', url: '/v1/api-keys', payload: { name: '', permissions: { nope: ['read'], projects: ['fly'] }, expiresIn: 0, orgId: b.orgId } });
  assert.is(bad.statusCode, 400);
  assertEnvelope(bad.json(), 'validation_failed');
  const paths = bad.json().error.details.fields.map((f: any) => f.path).sort();
  for (const p of ['body.name', 'body.permissions.nope', 'body.permissions.projects.0', 'body.expiresIn', 'body.orgId']) assert.ok(paths.includes(p), `${p} not in ${paths}`);
  const cross = await h.call(a.key, { method: 'DELETE', url: `/v1/api-keys/${b.keyId}` });
  assert.is(cross.statusCode, 404);
  assertEnvelope(cross.json(), 'not_found');
  const stillWorks = await h.call(b.key, { method: 'GET', url: '/v1/me' });
  assert.is(stillWorks.statusCode, 200);
});

test('/openapi.json is valid OpenAPI 3.1, cacheable 5 minutes, unauthenticated, and lists every route', async ({ h }) => {
  const res = await h.app.inject({ method: 'GET', url: '/openapi.json' });
  assert.is(res.statusCode, 200);
  assert.is(res.headers['cache-control'], 'public, max-age=300');
  const doc = res.json();
  assert.is(doc.openapi, '3.1.0');
  const validator = new Validator();
  const result = await validator.validate(doc);
  assert.ok(result.valid, JSON.stringify(result.errors, null, 1)?.slice(0, 2000));
  assert.is(validator.version, '3.1');
  // The operator API alone stays out: the document is what org clients are generated from.
  assert.equal(h.app.routeTable.filter((r) => !r.documented && !r.url.startsWith('/operator/v1/')), [], 'only operator routes are left out of the document');
  for (const route of h.app.routeTable.filter((r) => r.documented)) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    assert.ok(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.url} missing from the OpenAPI document`);
  }
  // Generated clients name their methods after operationIds: each operation has one, unique and
  // camelCase, and a summary for the method's doc comment.
  const operationIds = new Map<string, string>();
  for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, { operationId?: string; summary?: string }>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      const where = `${method.toUpperCase()} ${path}`;
      assert.match(operation.operationId ?? '', /^[a-z][A-Za-z0-9]*$/, `${where} has a camelCase operationId`);
      assert.not.ok(operationIds.has(operation.operationId!), `${where} reuses the operationId of ${operationIds.get(operation.operationId!)}`);
      operationIds.set(operation.operationId!, where);
      assert.ok(operation.summary?.trim(), `${where} has a summary`);
    }
  }
  // Reused schemas are named once: a client gets one Render type and one ErrorEnvelope, not one per operation and status.
  const renderList = doc.paths['/v1/projects/{id}/renders'].get.responses;
  assert.equal(renderList['200'].content['application/json'].schema.properties.data.items, { $ref: '#/components/schemas/Render' });
  assert.equal(renderList['404'].content['application/json'].schema, { $ref: '#/components/schemas/ErrorEnvelope' });
  assert.is(doc.components.schemas.Render.title, 'Render');
  assert.not.match(JSON.stringify(doc.paths), /"title":"(Render|Media|ErrorEnvelope)"/, 'no titled copy is left inline');
  assert.equal(doc.paths['/v1/me'].get.security, [{ bearerAuth: [] }, { oauth2: [] }]);
  assert.equal(doc.paths['/v1/billing/plans'].get.security, [{ bearerAuth: [] }, { oauth2: ['billing:read'] }], 'an OAuth token needs the scope');
  assert.is(doc.components.securitySchemes.oauth2.flows.authorizationCode.tokenUrl, '/api/auth/mcp/token');
  assert.is(doc.paths['/v1/billing/plans'].get['x-required-permission'], 'billing:read');
});

test('/skills lists markdown skills without authentication', async ({ h }) => {
  const list = await h.app.inject({ method: 'GET', url: '/skills' });
  assert.is(list.statusCode, 200);
  const skill = list.json().skills.find((s: any) => s.name === 'api-basics');
  assert.ok(skill, 'api-basics is listed');
  const md = await h.app.inject({ method: 'GET', url: skill.url });
  assert.is(md.statusCode, 200);
  assert.match(String(md.headers['content-type']), /text\/markdown/);
  assert.match(md.body, /Authorization: Bearer/);
  assert.is((await h.app.inject({ method: 'GET', url: '/skills/none' })).statusCode, 404);
});

test('billing plans list each paid tier monthly and yearly', async ({ h }) => {
  const { key } = await h.newOrg('plans-org');
  const res = await h.call(key, { method: 'GET', url: '/v1/billing/plans' });
  assert.is(res.statusCode, 200);
  const { plans, billingConfigured } = res.json();
  assert.is(billingConfigured, false, 'this harness has no payments settings (test/api/checkout.test.ts has them)');
  assert.equal([...new Set(plans.map((p: any) => p.tier))].sort(), ['business', 'pro', 'studio']);
  assert.ok(plans.every((p: any) => typeof p.priceUsd === 'number' && ['month', 'year'].includes(p.interval)));
});

test.run();
