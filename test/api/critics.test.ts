/**
 * Critics: the built-in ones listed read-only beside an org's own; org critics created, read,
 * changed and deleted, their rubric, rules, evaluator URL and secret never shown (the secret once);
 * evaluator URLs on this network refused; the evaluator client signing its calls and never
 * throwing for the evaluator's misbehaviour; rules judged over the built-in scores.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { builtinCriticIds } from '../../control-plane/features/critics/builtin.ts';
import { applyRules, type OrgCriticForVerify } from '../../control-plane/features/critics/critics.ts';
import type { EvaluateRequest } from '../../control-plane/features/critics/evaluator.ts';
import { createHarness, type Harness } from './harness.ts';

interface Received { headers: http.IncomingHttpHeaders; body: string }
interface Fake { url: string; received: Received[]; answer: (res: http.ServerResponse, body: string) => void; close(): Promise<void> }

/** An evaluator on 127.0.0.1 (the harness lets that host through over http); `answer` says what it replies. */
async function fakeEvaluator(): Promise<Fake> {
  const fake: Fake = {
    url: '', received: [],
    answer: (res) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify({ score: 0.8 })); },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      fake.received.push({ headers: req.headers, body });
      fake.answer(res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/judge`;
  return fake;
}

const test = suite<{ h: Harness; fake: Fake }>('api: critics');
test.before(async (ctx) => {
  ctx.h = await createHarness();
  ctx.fake = await fakeEvaluator();
});
test.after(async (ctx) => {
  await ctx.fake?.close();
  await ctx.h?.close();
});

const rubric = 'RUBRIC-SENTINEL: the product must be shown in the first three seconds';
const rules = { match: 'all', conditions: [{ critic: 'text-contrast', op: '>=', value: 7 }, { critic: 'loudness', op: '<=', value: 0.5 }] };

async function media(h: Harness, orgId: string) {
  return h.services.media.items.forOrg(orgId).insert({
    name: 'ref.png', status: 'ready', source: 'upload', sourceUrl: null, sizeBytes: 10, contentHash: 'x', thumbnailKey: null, error: null,
    kind: 'image', mimeType: 'image/png', durationSec: null, width: null, height: null, hasAudio: false,
  });
}

const stills: EvaluateRequest['stills'] = [{ index: 0, atSec: 1.5, url: 'https://example.com/s0.jpg', width: 1280, height: 720 }, { index: 1, atSec: 4, url: 'https://example.com/s1.jpg', width: 1280, height: 720 }];
const request = (): EvaluateRequest => ({ verificationId: 'ver_1', projectId: 'prj_1', brief: null, stills, measurements: { 'text-contrast': 5.2, loudness: null } });

test('the list has the 12 built-in critics, read-only, then the org\'s own', async ({ h, fake }) => {
  const { key } = await h.newOrg('critics-list');
  const r = await h.call(key, { method: 'GET', url: '/v1/critics' });
  assert.is(r.statusCode, 200, r.body);
  const data = r.json().data as { id: string; tier: string; phase: string; floor: number | null; referenceMediaIds: string[]; hasEvaluator: boolean; createdAt: string | null }[];
  assert.is(data.length, 12);
  assert.equal(data.map((c) => c.id), builtinCriticIds);
  assert.ok(data.every((c) => c.tier === 'builtin' && c.hasEvaluator === false && c.createdAt === null && c.referenceMediaIds.length === 0));
  assert.equal(r.json().pagination, { hasMore: false, nextCursor: null, prevCursor: null });
  assert.is((await h.call(key, { method: 'GET', url: '/v1/critics/text-contrast' })).json().floor, 4.5);

  const created = await h.call(key, { method: 'POST', url: '/v1/critics', payload: { label: 'Hero shot', rubric, evaluatorUrl: fake.url, evaluatorCostCents: 3 } });
  assert.is(created.statusCode, 201, created.body);
  const list = (await h.call(key, { method: 'GET', url: '/v1/critics' })).json().data as { id: string; tier: string }[];
  assert.equal([list.length, list[12]!.id, list[12]!.tier], [13, created.json().id, 'org']);
});

test('create, read, patch and delete an org critic; the signing secret is shown once; write-only fields never come back', async ({ h, fake }) => {
  const { key, orgId } = await h.newOrg('critics-crud');
  const ref = await media(h, orgId);
  const bodies: string[] = [];
  const call = async (options: Parameters<Harness['call']>[1]) => {
    const r = await h.call(key, options);
    bodies.push(r.body);
    return r;
  };

  const rulesOnly = await call({ method: 'POST', url: '/v1/critics', payload: { label: 'Readable and quiet', rubric, rules } });
  assert.is(rulesOnly.statusCode, 201, rulesOnly.body);
  assert.equal([rulesOnly.json().tier, rulesOnly.json().floor, rulesOnly.json().phase, rulesOnly.json().hasRules, rulesOnly.json().hasEvaluator, rulesOnly.json().signingSecret],
    ['org', 1, 'frames', true, false, null]);

  const created = await call({ method: 'POST', url: '/v1/critics', payload: { label: 'Hero shot', rubric, evaluatorUrl: fake.url, evaluatorCostCents: 4, referenceMediaIds: [ref.id], phase: 'frames' } });
  assert.is(created.statusCode, 201, created.body);
  const c = created.json();
  assert.match(c.signingSecret, /^whsec_[A-Za-z0-9+/=]+$/);
  assert.equal([c.floor, c.hasEvaluator, c.evaluatorCostCents, c.evaluatorTimeoutMs, c.referenceMediaIds], [0.5, true, 4, 10_000, [ref.id]]);
  const secret = c.signingSecret as string;

  // The URL is kept to call it; the secret only sealed.
  const stored = await h.services.critics.critics.forOrg(orgId).get(c.id);
  assert.ok(stored && !JSON.stringify(stored).includes(secret), 'the secret is stored sealed');

  const read = await call({ method: 'GET', url: `/v1/critics/${c.id}` });
  assert.equal([read.statusCode, read.json().label, read.json().signingSecret], [200, 'Hero shot', undefined]);
  await call({ method: 'GET', url: '/v1/critics' });

  const patched = await call({ method: 'PATCH', url: `/v1/critics/${c.id}`, payload: { label: 'Hero shot, early', floor: 0.7, rubric: `${rubric} (v2)`, evaluatorUrl: `${fake.url}?v=2`, rules } });
  assert.is(patched.statusCode, 200, patched.body);
  assert.equal([patched.json().label, patched.json().floor, patched.json().hasRules, patched.json().signingSecret], ['Hero shot, early', 0.7, true, null], 'a moved evaluator keeps its secret');
  const verify = await h.services.critics.forVerify(orgId, [c.id]);
  assert.equal([verify.org[0]!.evaluator!.url, verify.org[0]!.evaluator!.secret, verify.org[0]!.rubric], [`${fake.url}?v=2`, secret, `${rubric} (v2)`]);

  // Removing the evaluator and adding one back issues a new secret, shown once.
  const dropped = await call({ method: 'PATCH', url: `/v1/critics/${c.id}`, payload: { evaluatorUrl: null } });
  assert.equal([dropped.statusCode, dropped.json().hasEvaluator, dropped.json().floor], [200, false, 0.7]);
  const neither = await call({ method: 'PATCH', url: `/v1/critics/${c.id}`, payload: { rules: null } });
  assert.equal([neither.statusCode, neither.json().error.code], [422, 'validation_failed'], 'a critic keeps rules or an evaluator');
  const readded = await call({ method: 'PATCH', url: `/v1/critics/${c.id}`, payload: { evaluatorUrl: fake.url, evaluatorCostCents: 2 } });
  assert.is(readded.statusCode, 200, readded.body);
  assert.match(readded.json().signingSecret, /^whsec_/);
  assert.is.not(readded.json().signingSecret, secret);
  bodies.push((await h.call(key, { method: 'GET', url: '/v1/critics' })).body);

  for (const body of bodies) {
    assert.not.ok(body.includes('RUBRIC-SENTINEL'), `the rubric leaked: ${body}`);
    assert.not.ok(body.includes('127.0.0.1'), `the evaluator URL leaked: ${body}`);
    assert.not.ok(/"(rules|conditions|rubric|evaluatorUrl|url|secret|sealedSecret)":/.test(body), `a write-only field leaked: ${body}`);
  }
  const secretsShown = bodies.filter((b) => b.includes('whsec_'));
  assert.is(secretsShown.length, 2, 'each secret appears in the one answer that issued it');

  const deleted = await h.call(key, { method: 'DELETE', url: `/v1/critics/${c.id}` });
  assert.equal([deleted.statusCode, deleted.body], [204, '']);
  assert.is((await h.call(key, { method: 'GET', url: `/v1/critics/${c.id}` })).statusCode, 404);
  assert.is((await h.call(key, { method: 'DELETE', url: `/v1/critics/${c.id}` })).statusCode, 404);
});

test('evaluator URLs on this network, localhost or over http are refused with 422 evaluator_url_refused; nothing is stored', async ({ h }) => {
  const { key, orgId } = await h.newOrg('critics-ssrf');
  for (const url of ['https://10.0.0.5/x', 'https://169.254.169.254/', 'http://example.com/', 'https://localhost/x', 'https://127.0.0.2/x', 'https://[::1]/x', 'https://192.168.1.1/', 'not a url']) {
    const r = await h.call(key, { method: 'POST', url: '/v1/critics', payload: { label: 'x', evaluatorUrl: url, evaluatorCostCents: 1 } });
    assert.equal([url, r.statusCode, r.json().error.code, r.json().error.details.fields[0].path], [url, 422, 'evaluator_url_refused', 'body.evaluatorUrl']);
  }
  const ok = await h.call(key, { method: 'POST', url: '/v1/critics', payload: { label: 'x', rules } });
  const moved = await h.call(key, { method: 'PATCH', url: `/v1/critics/${ok.json().id}`, payload: { evaluatorUrl: 'https://169.254.169.254/latest', evaluatorCostCents: 1 } });
  assert.equal([moved.statusCode, moved.json().error.code], [422, 'evaluator_url_refused'], 'a changed URL is checked again');
  assert.is(await h.services.critics.critics.forOrg(orgId).count(), 1);
});

test('bad critics are 4xx naming the field', async ({ h, fake }) => {
  const { key } = await h.newOrg('critics-bad');
  const other = await h.newOrg('critics-bad-other');
  const post = (payload: Record<string, unknown>) => h.call(key, { method: 'POST', url: '/v1/critics', payload });
  const fieldOf = (r: { json(): { error: { details: { fields: { path: string }[] } } } }) => r.json().error.details.fields[0]!.path;

  const unknown = await post({ label: 'x', rules: { match: 'all', conditions: [{ critic: 'text-contrast', op: '>', value: 3 }, { critic: 'vibes', op: '>=', value: 1 }] } });
  assert.equal([unknown.statusCode, fieldOf(unknown)], [422, 'body.rules.conditions[1].critic']);
  const nothing = await post({ label: 'x', rubric });
  assert.equal([nothing.statusCode, nothing.json().error.code], [422, 'validation_failed'], 'rules or an evaluator');
  const noCost = await post({ label: 'x', evaluatorUrl: fake.url });
  assert.equal([noCost.statusCode, fieldOf(noCost)], [422, 'body.evaluatorCostCents']);
  const foreign = await media(h, other.orgId);
  const foreignRef = await post({ label: 'x', rules, referenceMediaIds: [foreign.id] });
  assert.equal([foreignRef.statusCode, fieldOf(foreignRef)], [422, 'body.referenceMediaIds[0]']);
  assert.is((await post({ label: 'x', evaluatorUrl: fake.url, evaluatorCostCents: 501 })).statusCode, 400);
  assert.is((await post({ label: 'x', evaluatorUrl: fake.url, evaluatorCostCents: 1, evaluatorTimeoutMs: 500 })).statusCode, 400);
  assert.is((await post({ label: 'x', rules: { match: 'all', conditions: [] } })).statusCode, 400);
  assert.is((await post({ label: 'x', rules, rubric: 'x'.repeat(8001) })).statusCode, 400);
  assert.is((await post({ label: 'x', rules, referenceMediaIds: Array.from({ length: 11 }, (_, i) => `med_${i}`) })).statusCode, 400);
  assert.is((await post({ label: 'x', rules, colour: 'red' })).statusCode, 400);
  assert.is((await post({ rules })).statusCode, 400);
});

test("built-in critics are read-only (409); another org's critic is 404; a read-only key is 403 on writes", async ({ h }) => {
  const a = await h.newOrg('critics-a');
  const b = await h.newOrg('critics-b');
  const id = (await h.call(a.key, { method: 'POST', url: '/v1/critics', payload: { label: 'mine', rubric, rules } })).json().id as string;

  for (const method of ['PATCH', 'DELETE'] as const) {
    const r = await h.call(a.key, { method, url: '/v1/critics/loudness', ...(method === 'PATCH' ? { payload: { label: 'louder' } } : {}) });
    assert.equal([method, r.statusCode, r.json().error.code], [method, 409, 'critic_read_only']);
  }
  for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
    const r = await h.call(b.key, { method, url: `/v1/critics/${id}`, ...(method === 'PATCH' ? { payload: { label: 'theirs' } } : {}) });
    assert.equal([method, r.statusCode, r.json().error.code], [method, 404, 'not_found']);
    assert.not.ok(r.body.includes('RUBRIC-SENTINEL'));
  }
  assert.not.ok((await h.call(b.key, { method: 'GET', url: '/v1/critics' })).json().data.some((c: { id: string }) => c.id === id));

  const reader = await h.newKey(a.orgId, { projects: ['read'] });
  assert.is((await h.call(reader.key, { method: 'GET', url: '/v1/critics' })).statusCode, 200);
  assert.is((await h.call(reader.key, { method: 'GET', url: `/v1/critics/${id}` })).statusCode, 200);
  for (const [method, url] of [['POST', '/v1/critics'], ['PATCH', `/v1/critics/${id}`], ['DELETE', `/v1/critics/${id}`]] as const) {
    const r = await h.call(reader.key, { method, url, ...(method === 'DELETE' ? {} : { payload: { label: 'x', rules } }) });
    assert.equal([method, r.statusCode, r.json().error.code], [method, 403, 'forbidden']);
  }
  const mediaOnly = await h.newKey(a.orgId, { media: ['read'] });
  assert.is((await h.call(mediaOnly.key, { method: 'GET', url: '/v1/critics' })).statusCode, 403);
  assert.is((await h.call(a.key, { method: 'GET', url: `/v1/critics/${id}` })).json().label, 'mine', 'still there');
});

test('forVerify: every critic, or the ones named (422 naming an unknown one), org critics opened', async ({ h, fake }) => {
  const { key, orgId } = await h.newOrg('critics-verify');
  const other = await h.newOrg('critics-verify-other');
  const created = (await h.call(key, { method: 'POST', url: '/v1/critics', payload: { label: 'judge', rubric, evaluatorUrl: fake.url, evaluatorCostCents: 7, evaluatorTimeoutMs: 2500 } })).json();
  const theirs = (await h.call(other.key, { method: 'POST', url: '/v1/critics', payload: { label: 'theirs', rules } })).json().id as string;
  const all = await h.services.critics.forVerify(orgId);
  assert.equal([all.builtins.length, all.org.length], [12, 1]);
  assert.equal(all.org[0], {
    id: created.id, label: 'judge', tier: 'org', phase: 'frames', floor: 0.5, rubric, rules: null, referenceMediaIds: [],
    evaluator: { url: fake.url, costCents: 7, timeoutMs: 2500, secret: created.signingSecret },
  } satisfies OrgCriticForVerify);
  const some = await h.services.critics.forVerify(orgId, ['loudness', created.id, 'loudness']);
  assert.equal([some.builtins.map((c) => c.id), some.org.map((c) => c.id)], [['loudness'], [created.id]]);
  for (const bad of ['vibes', theirs]) {
    try {
      await h.services.critics.forVerify(orgId, ['text-contrast', bad]);
      assert.unreachable('should refuse');
    } catch (err) {
      assert.equal([(err as { status: number }).status, (err as { details: { fields: { path: string }[] } }).details.fields[0]!.path], [422, 'body.critics[1]']);
    }
  }
});

test('the evaluator is sent the stills and measurements, signed with the critic\'s secret, and its answer is read', async ({ h, fake }) => {
  const { key, orgId } = await h.newOrg('critics-evaluate');
  const created = (await h.call(key, { method: 'POST', url: '/v1/critics', payload: { label: 'judge', rubric, evaluatorUrl: fake.url, evaluatorCostCents: 1, floor: 0.6 } })).json();
  const [critic] = (await h.services.critics.forVerify(orgId, [created.id])).org;
  fake.received.length = 0;
  fake.answer = (res) => res.end(JSON.stringify({ score: 0.4, findings: [{ atSec: 1.5, message: 'no product\u0007 in\nshot' }, { message: 'y'.repeat(900) }] }));
  const outcome = await h.services.critics.evaluate(critic!, request());
  assert.equal(outcome, { ok: true, score: 0.4, pass: false, findings: [{ atSec: 1.5, message: 'no product in shot' }, { atSec: null, message: `${'y'.repeat(499)}…` }] });
  assert.is(fake.received.length, 1);
  const { headers, body } = fake.received[0]!;
  // The receiver verifies as webhook receivers do; a wrong secret fails.
  const verified = new StandardWebhook(created.signingSecret).verify(body, headers as Record<string, string>) as Record<string, unknown>;
  assert.equal([verified.type, verified.criticId, verified.label, verified.rubric, verified.verificationId, verified.projectId, verified.brief], ['critic.evaluate', created.id, 'judge', rubric, 'ver_1', 'prj_1', null]);
  assert.equal(verified.stills, stills);
  assert.equal(verified.measurements, { 'text-contrast': 5.2, loudness: null });
  assert.throws(() => new StandardWebhook(`whsec_${Buffer.from('another secret of 24 b!!').toString('base64')}`).verify(body, headers as Record<string, string>));

  fake.answer = (res) => res.end(JSON.stringify({ score: 0.9, pass: false }));
  assert.equal(await h.services.critics.evaluate(critic!, request()), { ok: true, score: 0.9, pass: false, findings: [] }, "the evaluator's own pass wins");
  fake.answer = (res) => res.end(JSON.stringify({ score: 0.6 }));
  assert.equal(await h.services.critics.evaluate(critic!, request()), { ok: true, score: 0.6, pass: true, findings: [] }, 'without pass, the floor decides');
});

test('an evaluator that misbehaves gives an outcome, never a throw: timeout, bad answers, http errors, redirects, refused addresses', async ({ h, fake }) => {
  const { key, orgId } = await h.newOrg('critics-misbehave');
  const created = (await h.call(key, { method: 'POST', url: '/v1/critics', payload: { label: 'judge', evaluatorUrl: fake.url, evaluatorCostCents: 1, evaluatorTimeoutMs: 1000 } })).json();
  const [critic] = (await h.services.critics.forVerify(orgId, [created.id])).org;
  const outcome = async (answer: Fake['answer']) => {
    fake.answer = answer;
    return h.services.critics.evaluate(critic!, request());
  };

  const timers: NodeJS.Timeout[] = [];
  const started = Date.now();
  const slow = await outcome((res) => { timers.push(setTimeout(() => { if (!res.destroyed) res.end('{"score":1}'); }, 5000)); });
  const took = Date.now() - started;
  timers.forEach(clearTimeout);
  assert.equal([slow.ok, !slow.ok && slow.reason], [false, 'timeout']);
  assert.ok(took < 2000, `answered in ${took} ms`);

  const stalls = await outcome((res) => { res.writeHead(200); res.write('{"score":'); timers.push(setTimeout(() => { if (!res.destroyed) res.end('1}'); }, 5000)); });
  timers.forEach(clearTimeout);
  assert.equal([stalls.ok, !stalls.ok && stalls.reason], [false, 'timeout'], 'a body that stalls is a timeout too');

  const notJson = await outcome((res) => res.end('<html>ok</html>'));
  assert.equal([notJson.ok, !notJson.ok && notJson.reason], [false, 'bad_response']);
  for (const bad of [{}, { score: 'high' }, { score: 2 }, { score: 0.5, pass: 'yes' }, { score: 0.5, findings: [{}] }, { score: 0.5, findings: Array.from({ length: 51 }, () => ({ message: 'x' })) }, [0.5]]) {
    const r = await outcome((res) => res.end(JSON.stringify(bad)));
    assert.equal([JSON.stringify(bad).slice(0, 40), r.ok, !r.ok && r.reason], [JSON.stringify(bad).slice(0, 40), false, 'bad_response']);
  }
  const failing = await outcome((res) => { res.statusCode = 503; res.end('{"score":1}'); });
  assert.equal([failing.ok, !failing.ok && failing.reason], [false, 'http_error']);
  const redirect = await outcome((res) => { res.statusCode = 302; res.setHeader('location', 'http://169.254.169.254/'); res.end(); });
  assert.equal([redirect.ok, !redirect.ok && redirect.reason], [false, 'http_error'], 'a redirect is not followed');

  const refused = await h.services.critics.evaluate({ ...critic!, evaluator: { ...critic!.evaluator!, url: 'https://10.1.2.3/judge' } }, request());
  assert.equal([refused.ok, !refused.ok && refused.reason], [false, 'refused']);
  const gone = await h.services.critics.evaluate({ ...critic!, evaluator: { ...critic!.evaluator!, url: 'http://127.0.0.1:1/judge' } }, request());
  assert.equal([gone.ok, !gone.ok && gone.reason], [false, 'http_error']);
});

test('applyRules: the share of conditions holding; a skipped score does not hold and says so; all vs any', () => {
  const all = applyRules({ match: 'all', conditions: [{ critic: 'text-contrast', op: '>=', value: 4.5 }, { critic: 'loudness', op: '<', value: 1 }] }, { 'text-contrast': 7.1, loudness: 0.4 });
  assert.equal([all.pass, all.score, all.findings.map((f) => f.holds)], [true, 1, [true, true]]);

  const half = applyRules({ match: 'all', conditions: [{ critic: 'text-contrast', op: '>', value: 4.5 }, { critic: 'pacing', op: '<=', value: 8 }] }, { 'text-contrast': 4.5, pacing: 6 });
  assert.equal([half.pass, half.score, half.findings.map((f) => f.holds)], [false, 0.5, [false, true]], '> is strict');
  assert.is(applyRules({ match: 'all', conditions: half.findings }, { 'text-contrast': 4.5, pacing: 6 }, 0.5).pass, true, 'a floor under 1 lets a share pass');

  const skipped = applyRules({ match: 'all', conditions: [{ critic: 'logo-present', op: '>=', value: 0.7 }, { critic: 'brand-colors', op: '<=', value: 12 }] }, { 'logo-present': null });
  assert.equal([skipped.pass, skipped.score, skipped.findings.map((f) => [f.holds, f.score])], [false, 0, [[false, null], [false, null]]]);
  assert.match(skipped.findings[0]!.message, /no score/);

  const any = applyRules({ match: 'any', conditions: [{ critic: 'loudness', op: '<=', value: 1 }, { critic: 'black-frozen', op: '<', value: 1 }] }, { loudness: 3, 'black-frozen': 0 });
  assert.equal([any.pass, any.score], [true, 0.5]);
  const none = applyRules({ match: 'any', conditions: [{ critic: 'loudness', op: '<=', value: 1 }] }, { loudness: 3 });
  assert.equal([none.pass, none.score], [false, 0]);
});

test('the routes are in the OpenAPI document under the critics tag, every status documented', async ({ h }) => {
  const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>> };
  assert.equal(Object.keys(doc.paths['/v1/critics']!).sort(), ['get', 'post']);
  assert.equal(Object.keys(doc.paths['/v1/critics/{id}']!).sort(), ['delete', 'get', 'patch']);
  const documented = (path: string, method: string, statuses: string[]) => {
    const has = Object.keys(doc.paths[path]![method]!.responses);
    assert.ok(statuses.every((s) => has.includes(s)), `${method} ${path}: ${has.join(', ')}`);
  };
  documented('/v1/critics', 'get', ['200', '401', '403']);
  documented('/v1/critics', 'post', ['201', '400', '401', '403', '409', '422']);
  documented('/v1/critics/{id}', 'get', ['200', '401', '403', '404']);
  documented('/v1/critics/{id}', 'patch', ['200', '400', '401', '403', '404', '409', '422']);
  documented('/v1/critics/{id}', 'delete', ['204', '401', '403', '404', '409']);
  assert.ok(Object.values(doc.paths['/v1/critics/{id}']!).every((op) => op.tags.includes('critics')));
});

test.run();
