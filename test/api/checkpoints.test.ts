/**
 * Project checkpoints over the API, on SQLite and on the MongoDB-compatible server
 * (FRAMEFLEET_MONGO_URL): every save records one, a restore is a save under If-Match (428, 412,
 * one composition.updated) that records its own, a diff is a JSON Patch that turns one
 * composition into the other, identical saves share one body, other orgs read 404 and read-only
 * keys get 403 on writes, the plan's retention prunes old checkpoints but keeps the one a restore
 * replaced, deleting the project deletes its history, and session commits and template applies
 * record their sources.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applyPatch, type Operation } from 'rfc6902';
import { PriceList } from '../../control-plane/features/accounts/plans.ts';
import { defaultPriceList } from '../../control-plane/features/accounts/price-list.ts';
import type { StoredComposition } from '../../control-plane/features/projects/projects.ts';
import { type DocumentStore, SqliteStore } from '../../control-plane/store/index.ts';
import { MongoStore } from '../../control-plane/store/mongo.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { createHarness, type Harness } from './harness.ts';

interface Org { orgId: string; key: string; keyId: string }
interface Ctx { store: DocumentStore; h: Harness; org: Org; other: Org; readOnly: string; tiny: Org }

interface CheckpointBody {
  id: string; etag: string; contentHash: string; source: string; savedBy: string | null; restoredFrom: string | null;
  label: string | null; keptByRestore: boolean; composition?: Record<string, unknown>;
}

const composition = (title: string) => ({
  output: { width: 160, height: 90, fps: 30, background: '#111827' },
  tracks: [{ clips: [{ kind: 'text', start: 0, duration: 2, text: title, style: { fontSize: 24, color: '#ffffff' } }] }],
});

/** The shipped plans, with the pro plan keeping two checkpoints and none past their first day (age 0). */
function tinyRetentionPrices(): PriceList {
  const shipped = defaultPriceList();
  return new PriceList(shipped.features, { ...shipped.plans, pro: { ...shipped.plans.pro, checkpoints: { keep: 2, maxAgeDays: 0 } } });
}

function checkpointSuite(name: string, openStore: () => DocumentStore) {
  const test = suite<Ctx>(`api: checkpoints (${name})`);
  test.before(async (ctx) => {
    ctx.store = openStore();
    ctx.h = await createHarness({ store: ctx.store, prices: tinyRetentionPrices() });
    ctx.org = await ctx.h.newOrg('checkpoints-org');
    ctx.other = await ctx.h.newOrg('checkpoints-other');
    ctx.readOnly = (await ctx.h.newKey(ctx.org.orgId, { projects: ['read'] })).key;
    ctx.tiny = await ctx.h.newOrg('checkpoints-tiny');
    await ctx.h.services.accounts.setPlan(ctx.tiny.orgId, 'pro');
  });
  test.after(async (ctx) => {
    if (ctx.store instanceof MongoStore) await ctx.store.dropDatabase().catch(() => {});
    await ctx.h?.close();
  });

  async function newProject(h: Harness, key: string, title: string) {
    const res = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'history', composition: composition(title) } });
    assert.is(res.statusCode, 201, res.body);
    return res.json() as { id: string; composition: { id: string; etag: string } };
  }

  /** Replaces the active composition over `etag`; answers the new ETag. */
  async function save(h: Harness, key: string, projectId: string, etag: string, title: string): Promise<string> {
    const res = await h.call(key, { method: 'PUT', url: `/v1/projects/${projectId}/composition`, headers: { 'if-match': etag }, payload: { composition: composition(title) } });
    assert.is(res.statusCode, 200, res.body);
    return res.json().etag as string;
  }

  async function list(h: Harness, key: string, projectId: string): Promise<CheckpointBody[]> {
    const res = await h.call(key, { method: 'GET', url: `/v1/projects/${projectId}/checkpoints?limit=100` });
    assert.is(res.statusCode, 200, res.body);
    assert.is(res.json().pagination.hasMore, false);
    return res.json().data as CheckpointBody[];
  }

  const restore = (h: Harness, key: string, projectId: string, checkpointId: string, etag?: string) =>
    h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/checkpoints/${checkpointId}/restore`, ...(etag ? { headers: { 'if-match': etag } } : {}) });

  async function updatesOf(h: Harness, orgId: string, compositionId: string) {
    const stored = await h.services.projects.compositions.forOrg(orgId).get(compositionId) as StoredComposition;
    return Object.values(stored.outbox ?? {}).filter((e) => e.event === 'composition.updated').length;
  }

  const bodiesOf = (h: Harness, orgId: string, projectId: string) => h.services.projects.history.bodies.forOrg(orgId).count({ projectId });

  test('three saves, then a restore of the first: its composition is active again, a fourth checkpoint, one composition.updated', async ({ h, org }) => {
    const project = await newProject(h, org.key, 'first');
    const second = await save(h, org.key, project.id, project.composition.etag, 'second');
    const third = await save(h, org.key, project.id, second, 'third');
    const saved = await list(h, org.key, project.id);
    assert.equal(saved.map((c) => c.etag), [third, second, project.composition.etag], 'newest first, one per save');
    assert.equal(saved.map((c) => c.source), ['api', 'api', 'create']);
    assert.ok(saved.every((c) => c.savedBy === org.keyId), 'the saving key is recorded');

    const first = saved[2]!;
    const eventsBefore = await updatesOf(h, org.orgId, project.composition.id);
    const res = await restore(h, org.key, project.id, first.id, third);
    assert.is(res.statusCode, 200, res.body);
    const restored = res.json() as { composition: { etag: string; composition: unknown }; checkpoint: CheckpointBody };
    assert.equal(restored.composition.composition, composition('first'));
    assert.is(res.headers.etag, restored.composition.etag);
    assert.is(restored.checkpoint.etag, restored.composition.etag);
    assert.is(restored.checkpoint.source, 'restore');
    assert.is(restored.checkpoint.restoredFrom, first.id);
    assert.is(restored.checkpoint.contentHash, first.contentHash, 'the same content as the first save');
    assert.is(await updatesOf(h, org.orgId, project.composition.id), eventsBefore + 1, 'exactly one composition.updated for the restore');

    const after = await list(h, org.key, project.id);
    assert.is(after.length, 4);
    assert.is(after[0]!.id, restored.checkpoint.id);
    const active = await h.call(org.key, { method: 'GET', url: `/v1/projects/${project.id}/composition` });
    assert.equal(active.json().composition, composition('first'));
    assert.is(active.headers.etag, restored.composition.etag);

    const read = await h.call(org.key, { method: 'GET', url: `/v1/projects/${project.id}/checkpoints/${saved[1]!.id}` });
    assert.is(read.statusCode, 200, read.body);
    assert.equal(read.json().composition, composition('second'));
  });

  test('a restore without If-Match is 428, with a stale one 412 naming the current ETag; nothing is saved', async ({ h, org }) => {
    const project = await newProject(h, org.key, 'one');
    const current = await save(h, org.key, project.id, project.composition.etag, 'two');
    const [, first] = await list(h, org.key, project.id);
    let res = await restore(h, org.key, project.id, first!.id);
    assert.is(res.statusCode, 428, res.body);
    assert.is(res.json().error.code, 'precondition_required');
    res = await restore(h, org.key, project.id, first!.id, project.composition.etag);
    assert.is(res.statusCode, 412, res.body);
    assert.is(res.json().error.code, 'precondition_failed');
    assert.is(res.json().error.details.currentEtag, current);
    assert.is((await list(h, org.key, project.id)).length, 2, 'no checkpoint for a refused restore');
  });

  test('the diff from the first to the third checkpoint, applied to the first, gives the third', async ({ h, org }) => {
    const project = await newProject(h, org.key, 'alpha');
    const second = await save(h, org.key, project.id, project.composition.etag, 'beta');
    await save(h, org.key, project.id, second, 'gamma');
    const [third, , first] = await list(h, org.key, project.id);
    const res = await h.call(org.key, { method: 'GET', url: `/v1/projects/${project.id}/checkpoints/${first!.id}/diff?to=${third!.id}` });
    assert.is(res.statusCode, 200, res.body);
    const { patch, from, to } = res.json() as { patch: Operation[]; from: string; to: string };
    assert.equal([from, to], [first!.id, third!.id]);
    assert.ok(patch.length > 0);
    const document = structuredClone(composition('alpha'));
    assert.ok(applyPatch(document, patch).every((error) => error === null), 'every operation applies');
    assert.equal(document, composition('gamma'));
    const unknown = await h.call(org.key, { method: 'GET', url: `/v1/projects/${project.id}/checkpoints/${first!.id}/diff?to=ckp_missing` });
    assert.is(unknown.statusCode, 404, unknown.body);
    const missingTo = await h.call(org.key, { method: 'GET', url: `/v1/projects/${project.id}/checkpoints/${first!.id}/diff` });
    assert.is(missingTo.statusCode, 400, missingTo.body);
  });

  test("identical saves store the composition's body once; deleting the project deletes its history", async ({ h, org }) => {
    const project = await newProject(h, org.key, 'same');
    let etag = project.composition.etag;
    etag = await save(h, org.key, project.id, etag, 'same');
    etag = await save(h, org.key, project.id, etag, 'same');
    assert.is((await list(h, org.key, project.id)).length, 3, 'each save is a checkpoint');
    assert.is(await bodiesOf(h, org.orgId, project.id), 1, 'one body for three identical saves');
    const stale = await h.call(org.key, { method: 'PUT', url: `/v1/projects/${project.id}/composition`, headers: { 'if-match': project.composition.etag }, payload: { composition: composition('never saved') } });
    assert.is(stale.statusCode, 412, stale.body);
    assert.is(await bodiesOf(h, org.orgId, project.id), 1, 'no body is left for a save that did not happen');
    await save(h, org.key, project.id, etag, 'different');
    assert.is(await bodiesOf(h, org.orgId, project.id), 2);

    const res = await h.call(org.key, { method: 'DELETE', url: `/v1/projects/${project.id}` });
    assert.is(res.statusCode, 200, res.body);
    assert.is(await bodiesOf(h, org.orgId, project.id), 0);
    assert.is(await h.services.projects.history.checkpoints.forOrg(org.orgId).count({ projectId: project.id }), 0);
  });

  test('labels: set and cleared; another org reads 404 everywhere; a read-only key gets 403 on restore and label', async ({ h, org, other, readOnly }) => {
    const project = await newProject(h, org.key, 'mine');
    const [checkpoint] = await list(h, org.key, project.id);
    const base = `/v1/projects/${project.id}/checkpoints`;
    let res = await h.call(org.key, { method: 'PATCH', url: `${base}/${checkpoint!.id}`, payload: { label: 'approved cut' } });
    assert.is(res.statusCode, 200, res.body);
    assert.is(res.json().label, 'approved cut');
    assert.is((await list(h, org.key, project.id))[0]!.label, 'approved cut');
    res = await h.call(org.key, { method: 'PATCH', url: `${base}/${checkpoint!.id}`, payload: { label: null } });
    assert.is(res.json().label, null);
    res = await h.call(org.key, { method: 'PATCH', url: `${base}/${checkpoint!.id}`, payload: { label: 42 } });
    assert.is(res.statusCode, 400, res.body);

    const calls = [
      { method: 'GET', url: base },
      { method: 'GET', url: `${base}/${checkpoint!.id}` },
      { method: 'GET', url: `${base}/${checkpoint!.id}/diff?to=${checkpoint!.id}` },
      { method: 'POST', url: `${base}/${checkpoint!.id}/restore`, headers: { 'if-match': project.composition.etag } },
      { method: 'PATCH', url: `${base}/${checkpoint!.id}`, payload: { label: 'theirs' } },
    ] as const;
    for (const call of calls) {
      res = await h.call(other.key, call);
      assert.is(res.statusCode, 404, `${call.method} ${call.url}: ${res.body}`);
      assert.is(res.json().error.code, 'not_found');
    }
    // Another project's checkpoint id under this project is unknown too.
    const elsewhere = await newProject(h, org.key, 'elsewhere');
    res = await h.call(org.key, { method: 'GET', url: `/v1/projects/${elsewhere.id}/checkpoints/${checkpoint!.id}` });
    assert.is(res.statusCode, 404, res.body);

    assert.is((await h.call(readOnly, calls[0])).statusCode, 200, 'a read-only key lists');
    for (const call of calls.slice(3)) {
      res = await h.call(readOnly, call);
      assert.is(res.statusCode, 403, `${call.method} ${call.url}: ${res.body}`);
    }
    assert.is((await list(h, org.key, project.id)).length, 1, 'nothing was restored');
  });

  test("retention: past the plan's two, old checkpoints go, but labeled ones and the one a restore replaced stay", async ({ h, tiny }) => {
    const project = await newProject(h, tiny.key, 's1');
    let etag = await save(h, tiny.key, project.id, project.composition.etag, 's2');
    etag = await save(h, tiny.key, project.id, etag, 's3');
    etag = await save(h, tiny.key, project.id, etag, 's4');
    const kept = await list(h, tiny.key, project.id);
    assert.equal(kept.map((c) => c.etag), [etag, kept[1]!.etag]);
    assert.is(kept.length, 2, 'the newest two stay, the older ones are pruned');

    const [s4, s3] = kept;
    const res = await restore(h, tiny.key, project.id, s3!.id, etag);
    assert.is(res.statusCode, 200, res.body);
    const restoredEtag = res.json().composition.etag as string;
    etag = await save(h, tiny.key, project.id, restoredEtag, 's6');
    etag = await save(h, tiny.key, project.id, etag, 's7');
    const labeled = (await list(h, tiny.key, project.id))[0]!;
    const labelRes = await h.call(tiny.key, { method: 'PATCH', url: `/v1/projects/${project.id}/checkpoints/${labeled.id}`, payload: { label: 's7' } });
    assert.is(labelRes.statusCode, 200, labelRes.body);
    etag = await save(h, tiny.key, project.id, etag, 's8');
    etag = await save(h, tiny.key, project.id, etag, 's9');
    etag = await save(h, tiny.key, project.id, etag, 's10');

    const after = await list(h, tiny.key, project.id);
    const ids = after.map((c) => c.id);
    assert.is(ids[0], after.find((c) => c.etag === etag)!.id);
    assert.ok(ids.includes(s4!.id), 'the checkpoint the restore replaced stays');
    assert.ok(after.find((c) => c.id === s4!.id)!.keptByRestore);
    assert.ok(ids.includes(labeled.id), 'the labeled checkpoint stays');
    assert.not.ok(after.some((c) => c.source === 'restore'), 'the restore checkpoint itself was old and unlabeled: pruned');
    assert.is(after.length, 4, 'the newest two, the labeled one and the one the restore replaced');

    // The kept one still restores, and no body is kept for a pruned checkpoint.
    const back = await h.call(tiny.key, { method: 'GET', url: `/v1/projects/${project.id}/checkpoints/${s4!.id}` });
    assert.equal(back.json().composition, composition('s4'));
    assert.is(await bodiesOf(h, tiny.orgId, project.id), new Set(after.map((c) => c.contentHash)).size);
  });

  test('a compose-session commit and a template apply record their sources and the saving key', async ({ h, org }) => {
    const project = await newProject(h, org.key, 'session');
    let res = await h.call(org.key, { method: 'POST', url: `/v1/projects/${project.id}/compose-session` });
    assert.is(res.statusCode, 201, res.body);
    const session = res.json() as { sessionId: string; etag: string };
    const base = `/v1/projects/${project.id}/compose-session/${session.sessionId}`;
    res = await h.call(org.key, { method: 'PUT', url: `${base}/composition`, headers: { 'if-match': session.etag }, payload: { composition: composition('scratch') } });
    assert.is(res.statusCode, 200, res.body);
    res = await h.call(org.key, { method: 'POST', url: `${base}/commit` });
    assert.is(res.statusCode, 200, res.body);
    const [committed] = await list(h, org.key, project.id);
    assert.is(committed!.source, 'session_commit');
    assert.is(committed!.savedBy, org.keyId);

    const template = await h.services.templates.publish(org.orgId, { slug: 'history', name: 'history', timeline: composition('from template'), parameters: [] });
    res = await h.call(org.key, { method: 'POST', url: `/v1/templates/${template.id}/apply`, payload: { projectId: project.id } });
    assert.is(res.statusCode, 200, res.body);
    const [applied] = await list(h, org.key, project.id);
    assert.equal([applied!.source, applied!.savedBy, applied!.etag], ['template_apply', org.keyId, res.json().etag]);
  });

  return test;
}

checkpointSuite('sqlite', () => new SqliteStore(':memory:')).run();
checkpointSuite('mongo', () => new MongoStore(loadConfig().FRAMEFLEET_MONGO_URL, { dbName: `framefleet_checkpoints_${process.pid}_${Date.now().toString(36)}` })).run();
