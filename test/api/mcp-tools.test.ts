/**
 * The MCP tools of org components, brand extraction, media generation, footage search and font
 * search, and of checkpoints, called with the SDK's own client over Streamable HTTP against the real app: a built-in's
 * source read, ejected and updated with a composition's placements moved to the new version; a
 * brand extraction of a local https site waited on with wait_job; and the provider-backed tools
 * answering their 503 tool error naming the setting, as the test deployment configures none.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startBrandSite, type BrandSite } from '../support/brand-site.ts';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; site: BrandSite; key: string; client: Client }
const test = suite<Ctx>('api: MCP tools of components, brands, generation and search');
test.before(async (ctx) => {
  ctx.site = await startBrandSite();
  ctx.h = await createHarness({ listen: true, brandExtraction: { ca: ctx.site.ca } });
  ctx.key = (await ctx.h.newOrg('mcp-tools-org', { credits: 100 })).key;
  ctx.client = new Client({ name: 'tools-agent', version: '1.0.0' });
  await ctx.client.connect(new StreamableHTTPClientTransport(new URL(`${ctx.h.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${ctx.key}` } } }));
});
test.after(async (ctx) => {
  await ctx.client?.close();
  await ctx.h?.services.brandExtractions.idle();
  await ctx.h?.close();
  await ctx.site?.close();
});

type ToolAnswer = { isError?: boolean; structuredContent?: any; content: { type: string; text?: string }[] };
const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolAnswer;

test('the tools are listed with their input schemas and hints', async ({ client }) => {
  const tools = new Map((await client.listTools()).tools.map((t) => [t.name, t]));
  for (const name of ['generate_media', 'search_footage', 'extract_brand', 'search_fonts', 'component_source', 'eject_component', 'update_component', 'list_checkpoints', 'restore_checkpoint']) {
    assert.ok(tools.has(name), `tool ${name} is listed`);
  }
  assert.is(tools.get('search_footage')!.annotations?.readOnlyHint, true);
  assert.is(tools.get('component_source')!.annotations?.readOnlyHint, true);
  assert.is(tools.get('generate_media')!.annotations?.readOnlyHint, false);
  assert.is(tools.get('update_component')!.annotations?.destructiveHint, false, 'an update adds a version; the previous ones stay');
  const update = tools.get('update_component')!.inputSchema as { required?: string[]; properties: Record<string, unknown> };
  assert.equal(update.required, ['componentId']);
  for (const field of ['tsxSource', 'name', 'propDefaults', 'projectId', 'compositionId']) assert.ok(field in update.properties, `update_component takes ${field}`);
});

test('component_source, eject_component and update_component: a built-in copied, changed, and a composition moved to the new version', async ({ h, key, client }) => {
  const builtin = await call(client, 'component_source', { componentId: 'lower-third' });
  assert.not.ok(builtin.isError, builtin.content[0]?.text);
  assert.equal([builtin.structuredContent.id, builtin.structuredContent.origin, builtin.structuredContent.version], ['lower-third', 'repo-owned', '1.0.0']);
  assert.match(builtin.structuredContent.tsxSource, /defineComponent/);

  const copy = await call(client, 'eject_component', { componentId: 'lower-third', id: 'agent-lower-third' });
  assert.not.ok(copy.isError, copy.content[0]?.text);
  assert.equal([copy.structuredContent.id, copy.structuredContent.version, copy.structuredContent.ejectedFrom], ['agent-lower-third', '1', 'lower-third@1.0.0']);
  const numbered = await call(client, 'eject_component', { componentId: 'lower-third' });
  assert.is(numbered.structuredContent.id, 'lower-third-custom', 'no id: the default one');
  const taken = await call(client, 'eject_component', { componentId: 'lower-third', id: 'agent-lower-third' });
  assert.ok(taken.isError);
  assert.is(taken.content[0]?.text?.startsWith('HTTP 409'), true, taken.content[0]?.text);

  const project = await h.call(key, {
    method: 'POST', url: '/v1/projects',
    payload: { name: 'uses the copy', composition: { output: { width: 320, height: 180, fps: 30 }, tracks: [{ clips: [{ kind: 'component', componentId: 'agent-lower-third', start: 0, duration: 1 }] }] } },
  });
  assert.is(project.statusCode, 201, project.body);
  const updated = await call(client, 'update_component', { componentId: 'agent-lower-third', name: 'Agent lower third', description: 'the agent\'s own', projectId: project.json().id });
  assert.not.ok(updated.isError, updated.content[0]?.text);
  assert.equal([updated.structuredContent.component.version, updated.structuredContent.component.name], ['2', 'Agent lower third']);
  assert.is(updated.structuredContent.repinned.placementsMoved, 1);
  const composition = (await h.call(key, { method: 'GET', url: `/v1/projects/${project.json().id}/composition` })).json();
  assert.is(composition.composition.tracks[0].clips[0].version, '2', 'the placement moved to the new version');
  assert.is(composition.etag, updated.structuredContent.repinned.etag);

  const reset = await call(client, 'update_component', { componentId: 'agent-lower-third', name: null });
  assert.equal([reset.structuredContent.component.version, reset.structuredContent.component.name], ['3', builtin.structuredContent.name], 'null puts back the source\'s value');
  const firstVersion = await call(client, 'component_source', { componentId: 'agent-lower-third', version: '1' });
  assert.equal([firstVersion.structuredContent.version, firstVersion.structuredContent.ejectedFrom], ['1', 'lower-third@1.0.0']);

  const builtinUpdate = await call(client, 'update_component', { componentId: 'lower-third', name: 'Mine' });
  assert.ok(builtinUpdate.isError);
  assert.is(builtinUpdate.structuredContent.error.code, 'component_not_editable');
  const orphan = await call(client, 'update_component', { componentId: 'agent-lower-third', compositionId: 'cmp_x' });
  assert.is(orphan.structuredContent.error.code, 'validation_failed', 'the route\'s own rule: compositionId needs projectId');
  assert.equal(orphan.structuredContent.error.details.fields, [{ path: 'body.projectId', problem: 'is required with compositionId' }]);
  const unknownField = await call(client, 'update_component', { componentId: 'agent-lower-third', colour: 'red' });
  assert.is(unknownField.structuredContent.error.code, 'validation_failed');
  assert.match(unknownField.content[0]!.text!, /arguments/);
});

test('list_checkpoints and restore_checkpoint: a project\'s history listed, its first composition restored under its etag', async ({ h, key, client }) => {
  const doc = (fps: number) => ({ output: { width: 320, height: 180, fps }, tracks: [{ clips: [] }] });
  const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'history', composition: doc(30) } })).json();
  const saved = await h.call(key, { method: 'PUT', url: `/v1/projects/${project.id}/composition`, headers: { 'if-match': project.composition.etag }, payload: { composition: doc(24) } });
  assert.is(saved.statusCode, 200, saved.body);
  const listed = await call(client, 'list_checkpoints', { projectId: project.id });
  assert.not.ok(listed.isError, listed.content[0]?.text);
  assert.equal(listed.structuredContent.data.map((c: { source: string }) => c.source), ['api', 'create']);
  const first = listed.structuredContent.data[1].id as string;
  const stale = await call(client, 'restore_checkpoint', { projectId: project.id, checkpointId: first, etag: project.composition.etag });
  assert.is(stale.structuredContent.error.code, 'precondition_failed');
  const restored = await call(client, 'restore_checkpoint', { projectId: project.id, checkpointId: first, etag: saved.json().etag });
  assert.not.ok(restored.isError, restored.content[0]?.text);
  assert.is(restored.structuredContent.composition.composition.output.fps, 30);
  assert.is(restored.structuredContent.checkpoint.restoredFrom, first);
});

test('extract_brand answers a job receipt that wait_job follows to the site\'s tokens', async ({ site, client }) => {
  const receipt = await call(client, 'extract_brand', { url: `${site.url}/` });
  assert.not.ok(receipt.isError, receipt.content[0]?.text);
  assert.equal([receipt.structuredContent.kind, receipt.structuredContent.status], ['brand_kit_extract', 'running']);
  const job = await call(client, 'wait_job', { jobId: receipt.structuredContent.jobId, waitSeconds: 40 });
  assert.not.ok(job.isError, job.content[0]?.text);
  assert.equal([job.structuredContent.kind, job.structuredContent.status], ['brand_kit_extract', 'succeeded']);
  assert.is(job.structuredContent.result.title, 'Acme Rockets — launch day, every day');
  assert.is(job.structuredContent.result.colors[0].value, '#ff3366');
  const refused = await call(client, 'extract_brand', { url: '' });
  assert.is(refused.structuredContent.error.code, 'validation_failed');
});

test('search_fonts, search_footage and generate_media answer the 503 naming the setting this deployment lacks', async ({ client }) => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['search_fonts', { query: 'inter', category: 'sans-serif', limit: 5 }, 'font_search_unavailable', 'FRAMEFLEET_GOOGLE_FONTS_API_KEY'],
    ['search_footage', { query: 'a red car at night', limit: 3 }, 'footage_search_unavailable', 'FRAMEFLEET_EMBEDDINGS_URL'],
    ['generate_media', { generator: 'text-to-image', prompt: 'a lighthouse at dawn', aspectRatio: '1:1' }, 'generation_unavailable', ''],
  ];
  for (const [name, args, code, setting] of cases) {
    const answer = await call(client, name, args);
    assert.ok(answer.isError, `${name} is a tool error`);
    assert.match(answer.content[0]!.text!, new RegExp(`^HTTP 503 ${code}:`), answer.content[0]?.text);
    assert.is(answer.structuredContent.error.code, code);
    if (setting) assert.is(answer.structuredContent.error.details.setting, setting);
    else assert.match(answer.structuredContent.error.details.setting, /^FRAMEFLEET_/);
  }
  const tooMany = await call(client, 'search_footage', { query: 'cars', limit: 26 });
  assert.is(tooMany.structuredContent.error.code, 'validation_failed', 'checked against the tool\'s schema before any call');
  const blank = await call(client, 'search_fonts', { query: '   ' });
  assert.is(blank.structuredContent.error.code, 'validation_failed');
});

test.run();
