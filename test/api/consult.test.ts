/**
 * Consult: per-role proposals from the catalog with reasons quoting the manifests, templates, a
 * draft composition that passes the check and renders at the platform's frame; deterministic;
 * a question answered by the chat model when one is configured, 503 when not.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { builtinCatalog } from '../../catalog/index.ts';
import type { ChatModel, ChatRequest } from '../../control-plane/features/transcripts/chat.ts';
import { createHarness, type Harness } from './harness.ts';
import { until } from '../support/wait.ts';

const launch = {
  goal: 'Launch our new product: the Pennywise budgeting app', audience: 'young professionals', platform: 'youtube', durationSec: 30,
  mustInclude: { texts: ['Meet Pennywise', 'Budget in seconds'], callToAction: 'Download today' }, tone: 'bold', mood: ['energetic', 'premium'],
};
const hiring = {
  goal: 'Hiring: senior engineers to join our team', audience: 'experienced engineers', platform: 'linkedin', durationSec: 20,
  mustInclude: { texts: ['We are hiring', 'Remote friendly'], callToAction: 'Apply on our careers page' }, tone: 'warm and professional', mood: ['professional', 'friendly', 'clean'],
};

interface Reason { field: string; value: string; points: number; why: string }
interface Proposal { id: string; score: number; reasons: Reason[] }
const componentRoles = ['opener', 'lowerThird', 'callToAction', 'background', 'transition'] as const;

/** The manifest value a reason quotes, read from the catalog: a reason must quote what the manifest says. */
function manifestHas(componentId: string, r: Reason): boolean {
  const c = builtinCatalog().get(componentId) as unknown as Record<string, unknown> | undefined;
  if (!c) return false;
  const field = r.field === 'format.aspectRatio' ? (c.format as { aspectRatio?: string } | undefined)?.aspectRatio : c[r.field];
  return Array.isArray(field) ? field.includes(r.value) : field === r.value;
}

const test = suite<{ h: Harness; dir: string }>('api: consult');
test.before(async (ctx) => { ctx.h = await createHarness({ renderScenes: true }); ctx.dir = mkdtempSync(join(tmpdir(), 'consult-')); });
test.after(async (ctx) => { await ctx.h?.close(); rmSync(ctx.dir, { recursive: true, force: true }); });

test('a product launch on YouTube and a hiring post on LinkedIn get different components, each with reasons quoting its manifest', async ({ h }) => {
  const { key } = await h.newOrg('consult-two');
  const a = await h.call(key, { method: 'POST', url: '/v1/consult', payload: { brief: launch } });
  const b = await h.call(key, { method: 'POST', url: '/v1/consult', payload: { brief: hiring } });
  assert.is(a.statusCode, 200, a.body);
  assert.is(b.statusCode, 200, b.body);
  const [ca, cb] = [a.json().components as Record<string, Proposal[]>, b.json().components as Record<string, Proposal[]>];
  for (const components of [ca, cb]) {
    for (const role of [...componentRoles, 'sound']) {
      assert.ok(components[role]!.length > 0, `${role} has proposals`);
      const scores = components[role]!.map((p) => p.score);
      assert.equal(scores, [...scores].sort((x, y) => y - x), `${role}: best first`);
    }
    for (const role of componentRoles) {
      for (const p of components[role]!) {
        assert.is(p.score, p.reasons.reduce((s, r) => s + r.points, 0), `${p.id}: the score is the sum of its reasons`);
        assert.ok(p.reasons.some((r) => r.points !== 0), `${role} ${p.id} has a reason that scored`);
        const quoted = p.reasons.filter((r) => ['mood', 'tags', 'intent', 'useWhen', 'useCase', 'format.aspectRatio', 'category', 'kind'].includes(r.field));
        for (const r of quoted) assert.ok(manifestHas(p.id, r), `${p.id}: ${r.field} "${r.value}" is in its manifest`);
        for (const r of p.reasons.filter((x) => x.field === 'pairsWith' || x.field === 'avoidWith')) {
          const other = builtinCatalog().get(r.value);
          assert.ok(other && (manifestHas(p.id, r) || (other[r.field as 'pairsWith' | 'avoidWith']).includes(p.id)), `${p.id}: ${r.field} ${r.value} is in one of the two manifests`);
        }
      }
      // The first of each role is there for what its manifest says about the brief, not only for its neighbours.
      assert.ok(components[role]![0]!.reasons.some((r) => ['mood', 'tags', 'intent', 'useWhen'].includes(r.field) && r.points > 0), `the first ${role} matches the brief`);
    }
  }
  // The launch's energy and the hiring post's professional calm lead to different picks.
  const firsts = (c: Record<string, Proposal[]>) => componentRoles.map((r) => c[r]![0]!.id);
  const differing = componentRoles.filter((_, i) => firsts(ca)[i] !== firsts(cb)[i]);
  assert.ok(differing.length >= 4, `different first picks: ${firsts(ca).join(',')} vs ${firsts(cb).join(',')}`);
  const moodOf = (p: Proposal) => p.reasons.filter((r) => r.field === 'mood').map((r) => r.value);
  assert.ok(moodOf(ca.background![0]!).some((m) => launch.mood.includes(m) || m === launch.tone), 'the launch background matches its mood');
  assert.ok(moodOf(cb.lowerThird![0]!).includes('professional'), 'the hiring lower third is professional');
  assert.is(ca.sound![0]!.id === cb.sound![0]!.id, false, 'different music beds');
  // The platform fixes the skeleton's frame.
  assert.equal([a.json().skeleton.output, b.json().skeleton.output], [{ width: 1920, height: 1080, fps: 30, durationSec: 30 }, { width: 1080, height: 1080, fps: 30, durationSec: 20 }]);
  assert.equal([a.json().platform.loudness.integratedLufs, b.json().platform.id], [-14, 'linkedin']);
});

test('the same request twice gives the same bytes', async ({ h }) => {
  const { key } = await h.newOrg('consult-same');
  const first = await h.call(key, { method: 'POST', url: '/v1/consult', payload: { brief: launch } });
  const second = await h.call(key, { method: 'POST', url: '/v1/consult', payload: { brief: launch } });
  assert.is(first.statusCode, 200);
  assert.is(second.body, first.body);
  const other = await h.call(key, { method: 'POST', url: '/v1/consult', payload: { brief: { ...launch, durationSec: 31 } } });
  assert.is.not(other.body, first.body, 'a different brief, a different answer');
});

test('the skeleton carries the must-include texts and call to action, passes the composition check, and renders at the platform size', async ({ h, dir }) => {
  const { key } = await h.newOrg('consult-render', { credits: 100 });
  const brief = { ...hiring, durationSec: 3 };
  const r = await h.call(key, { method: 'POST', url: '/v1/consult', payload: { brief } });
  assert.is(r.statusCode, 200, r.body);
  const skeleton = r.json().skeleton;
  const text = JSON.stringify(skeleton);
  for (const line of [...brief.mustInclude.texts, brief.mustInclude.callToAction]) assert.ok(text.includes(line), `the skeleton shows "${line}"`);
  const placed = (skeleton.tracks as { clips: { componentId?: string; bedId?: string }[] }[]).flatMap((t) => t.clips.map((c) => c.componentId ?? c.bedId));
  const components = r.json().components as Record<string, Proposal[]>;
  for (const role of ['opener', 'lowerThird', 'callToAction', 'background', 'sound']) assert.ok(placed.includes(components[role]![0]!.id), `the first ${role} is placed`);

  const project = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'from consult', composition: skeleton } });
  assert.is(project.statusCode, 201, project.body);
  const queued = await h.call(key, { method: 'POST', url: `/v1/projects/${project.json().id}/renders` });
  assert.is(queued.statusCode, 202, queued.body);
  const done = await until('the render to end', 240_000, async () => {
    const s = (await h.call(key, { method: 'GET', url: `/v1/renders/${queued.json().id}` })).json();
    return ['complete', 'error', 'cancelled'].includes(s.status) && s;
  }, 200);
  assert.is(done.status, 'complete', JSON.stringify(done));
  const mp4 = await h.app.inject({ method: 'GET', url: done.outputUrl.slice(h.url.length) });
  const out = join(dir, 'skeleton.mp4');
  writeFileSync(out, mp4.rawPayload);
  const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,width,height:format=duration', '-of', 'json', out]).toString());
  const video = probe.streams.find((s: { codec_type: string }) => s.codec_type === 'video');
  assert.equal([video.width, video.height], [1080, 1080]);
  assert.ok(probe.streams.some((s: { codec_type: string }) => s.codec_type === 'audio'), 'the music bed is mixed in');
  assert.ok(Math.abs(Number(probe.format.duration) - 3) < 0.1, `3 s long: ${probe.format.duration}`);
});

test("a project's brief is consulted by projectId; another org's project is 404; exactly one of brief and projectId; bad briefs 4xx; no projects:read is 403", async ({ h }) => {
  const a = await h.newOrg('consult-a');
  const b = await h.newOrg('consult-b');
  const id = (await h.call(a.key, { method: 'POST', url: '/v1/projects', payload: { name: 'p' } })).json().id;
  const none = await h.call(a.key, { method: 'POST', url: '/v1/consult', payload: { projectId: id } });
  assert.equal([none.statusCode, none.json().error.details.fields[0].path], [422, 'body.projectId'], 'no brief yet');
  await h.call(a.key, { method: 'PUT', url: `/v1/projects/${id}/brief`, payload: hiring });
  const byProject = await h.call(a.key, { method: 'POST', url: '/v1/consult', payload: { projectId: id } });
  const inline = await h.call(a.key, { method: 'POST', url: '/v1/consult', payload: { brief: hiring } });
  assert.is(byProject.statusCode, 200, byProject.body);
  assert.is(byProject.body, inline.body, 'the stored brief consults as the same brief inline');
  // A stored brief whose kit was deleted since is checked again: 422 naming the brief's field.
  const kit = await h.services.brandKits.upsert(a.orgId, { kitId: 'gone', name: 'gone', colors: { primary: '#000', secondary: '#111', accent: '#222', background: '#333', text: '#fff' }, headingFont: { fontFamily: 'Inter', fontWeight: 700 }, bodyFont: { fontFamily: 'Inter', fontWeight: 400 } });
  const kitted = await h.call(a.key, { method: 'POST', url: '/v1/projects', payload: { name: 'kitted' } });
  assert.is((await h.call(a.key, { method: 'PUT', url: `/v1/projects/${kitted.json().id}/brief`, payload: { ...hiring, brandKitId: kit.id } })).statusCode, 201);
  await h.services.brandKits.remove(a.orgId, kit.id);
  const stale = await h.call(a.key, { method: 'POST', url: '/v1/consult', payload: { projectId: kitted.json().id } });
  assert.equal([stale.statusCode, stale.json().error.details.fields[0].path], [422, 'brief.brandKitId']);
  const foreign = await h.call(b.key, { method: 'POST', url: '/v1/consult', payload: { projectId: id } });
  assert.equal([foreign.statusCode, foreign.json().error.code], [404, 'not_found']);
  assert.is((await h.call(a.key, { method: 'POST', url: '/v1/consult', payload: { projectId: id, brief: hiring } })).statusCode, 422);
  assert.is((await h.call(a.key, { method: 'POST', url: '/v1/consult', payload: {} })).statusCode, 422);
  const long = await h.call(a.key, { method: 'POST', url: '/v1/consult', payload: { brief: { ...hiring, durationSec: 601 } } });
  assert.equal([long.statusCode, long.json().error.details.fields[0].path], [422, 'body.brief.durationSec']);
  assert.is((await h.call(a.key, { method: 'POST', url: '/v1/consult', payload: { brief: { ...hiring, platform: 'vine' } } })).statusCode, 400);
  const mediaOnly = await h.newKey(a.orgId, { media: ['read'] });
  const forbidden = await h.call(mediaOnly.key, { method: 'POST', url: '/v1/consult', payload: { brief: hiring } });
  assert.equal([forbidden.statusCode, forbidden.json().error.code], [403, 'forbidden']);
});

test("the org's published templates are ranked: one at the platform's aspect above one that is not", async ({ h }) => {
  const { key } = await h.newOrg('consult-templates');
  const publish = (slug: string, width: number, height: number, componentId: string) => h.call(key, { method: 'POST', url: '/v1/templates', payload: {
    slug, name: slug.replace(/-/g, ' '), parameters: [],
    timeline: { output: { width, height, fps: 30 }, tracks: [{ clips: [{ kind: 'component', componentId, start: 0, duration: 2 }] }] },
  } });
  for (const [slug, w, hgt, c] of [['square-team-intro', 1080, 1080, 'lower-third'], ['wide-hype', 1920, 1080, 'kinetic-title']] as const) {
    const r = await publish(slug, w, hgt, c);
    assert.ok(r.statusCode < 300, r.body);
  }
  const r = await h.call(key, { method: 'POST', url: '/v1/consult', payload: { brief: hiring } });
  const templates = r.json().templates as (Proposal & { slug: string })[];
  assert.equal(templates.map((t) => t.slug), ['square-team-intro', 'wide-hype']);
  assert.ok(templates[0]!.reasons.some((t) => t.field === 'timeline.output' && t.value === '1080x1080' && t.points > 0));
  assert.ok(templates[0]!.reasons.some((t) => t.field === 'timeline' && t.value === 'lower-third'), 'it places the proposed lower third');
  assert.ok(templates[1]!.reasons.some((t) => t.field === 'timeline.output' && t.points < 0));
});

test("the brief's logo sits top right inside the title-safe area, its brand kit is bound, and a long video still passes the check", async ({ h }) => {
  const { key, orgId } = await h.newOrg('consult-logo');
  const blob = await h.services.blobs.put(Buffer.from('a logo'));
  const logo = await h.services.media.items.forOrg(orgId).insert({
    name: 'logo.png', status: 'ready', source: 'upload', sourceUrl: null, sizeBytes: 6, contentHash: blob.key, thumbnailKey: null, error: null,
    kind: 'image', mimeType: 'image/png', durationSec: null, width: 200, height: 200, hasAudio: false,
  });
  const kit = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: {
    kitId: 'acme', name: 'Acme', colors: { primary: '#ff0055', secondary: '#00aaff', accent: '#ffd400', background: '#101010', text: '#fafafa' },
    headingFont: { fontFamily: 'Montserrat', fontWeight: 700 }, bodyFont: { fontFamily: 'Inter', fontWeight: 400 },
  } });
  assert.is(kit.statusCode, 200, kit.body);
  const brief = { ...launch, platform: 'tiktok', durationSec: 600, mustInclude: { ...launch.mustInclude, logoMediaId: logo.id }, brandKitId: kit.json().id };
  const r = await h.call(key, { method: 'POST', url: '/v1/consult', payload: { brief } });
  assert.is(r.statusCode, 200, r.body);
  const skeleton = r.json().skeleton;
  assert.equal(skeleton.brandKit, { kitId: 'acme' });
  const image = (skeleton.tracks as { clips: { kind: string; src?: string; transform?: { x: number; y: number; width: number; height: number } }[] }[])
    .flatMap((t) => t.clips).find((c) => c.kind === 'image')!;
  assert.is(image.src, `media:${logo.id}`);
  const { x, y, width, height } = image.transform!;
  const safe = r.json().platform.titleSafe;
  assert.ok(x + width / 2 <= 1080 * (1 - safe.right) && x - width / 2 >= 1080 / 2, `right half, inside the safe right edge: ${x}`);
  assert.ok(y - height / 2 >= 1920 * safe.top && y + height / 2 <= 1920 / 2, `top half, inside the safe top edge: ${y}`);
  assert.is(skeleton.output.durationSec, 600);
  const project = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'long', composition: skeleton } });
  assert.is(project.statusCode, 201, project.body);
});

test('a question without a language model is 503 naming the setting; without a question nothing needs one', async ({ h }) => {
  const { key } = await h.newOrg('consult-no-model', { credits: 10 });
  const r = await h.call(key, { method: 'POST', url: '/v1/consult', payload: { brief: launch, question: 'Which opener suits a cold open?' } });
  assert.equal([r.statusCode, r.json().error.code, r.json().error.details.setting], [503, 'analysis_unavailable', 'FRAMEFLEET_CHAT_URL']);
  const plain = await h.call(key, { method: 'POST', url: '/v1/consult', payload: { brief: launch } });
  assert.equal([plain.statusCode, plain.json().answer], [200, null]);
});

test.run();

/** A chat model on this machine: answers from what it was asked, and records the request. */
class LocalChat implements ChatModel {
  readonly name = 'local';
  readonly prices = { inputCentsPerMillion: 100, outputCentsPerMillion: 100 };
  readonly requests: ChatRequest[] = [];
  async complete(request: ChatRequest) {
    this.requests.push(request);
    const asked = JSON.parse(request.user) as { question: string; proposals: Record<string, { id: string }[]> };
    return { json: { answer: `For "${asked.question}" open with ${asked.proposals.opener![0]!.id}.` }, usage: { promptTokens: 100, completionTokens: 20 } };
  }
}

const withModel = suite<{ h: Harness; chat: LocalChat }>('api: consult with a language model');
withModel.before(async (ctx) => { ctx.chat = new LocalChat(); ctx.h = await createHarness({ chat: ctx.chat }); });
withModel.after(async (ctx) => ctx.h?.close());

withModel('a question is answered by the model, which is given the brief and the proposals; the deterministic part is unchanged', async ({ h, chat }) => {
  const { key } = await h.newOrg('consult-model', { credits: 10 });
  const plain = (await h.call(key, { method: 'POST', url: '/v1/consult', payload: { brief: launch } })).json();
  assert.is(chat.requests.length, 0, 'no question, no model call');
  const r = await h.call(key, { method: 'POST', url: '/v1/consult', payload: { brief: launch, question: 'Which opener suits a cold open?' } });
  assert.is(r.statusCode, 200, r.body);
  assert.is(chat.requests.length, 1);
  assert.ok(chat.requests[0]!.user.includes('Pennywise'), 'the model reads the brief');
  const body = r.json();
  assert.is(body.answer.text, `For "Which opener suits a cold open?" open with ${plain.components.opener[0].id}.`);
  assert.ok(body.answer.credits >= 1);
  assert.equal({ ...body, answer: null }, plain);
});

withModel.run();
