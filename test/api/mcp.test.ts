/**
 * The MCP endpoint with the SDK's own client over Streamable HTTP: the client meets a 401,
 * discovers the authorization server from the protected-resource metadata it names, registers,
 * and is authorized (the consent is driven over HTTP here; test/api/oauth.test.ts drives it in a
 * browser). Then it creates a composition, renders it through the embedded farm with `render`
 * and `wait_job`, and downloads the MP4, which ffprobe reads.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { type OAuthClientProvider, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { accessTokenFor, consentOverHttp } from '../support/oauth.ts';
import { createHarness, type Harness } from './harness.ts';

const test = suite<{ h: Harness }>('api: the MCP endpoint');
test.before(async (ctx) => { ctx.h = await createHarness({ listen: true, renderScenes: true }); });
test.after(async (ctx) => ctx.h?.close());

/** An agent's OAuth state, kept in memory; the authorization URL it would open is recorded. */
class AgentAuth implements OAuthClientProvider {
  readonly redirectUrl = 'http://127.0.0.1:1/mcp-callback';
  readonly clientMetadata: OAuthClientMetadata = {
    client_name: 'MCP test agent', redirect_uris: [this.redirectUrl], token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'],
  };
  client: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  authorizationUrl: URL | null = null;
  clientInformation() { return this.client; }
  saveClientInformation(info: OAuthClientInformationMixed) { this.client = info; }
  tokens() { return this.saved; }
  saveTokens(tokens: OAuthTokens) { this.saved = tokens; }
  redirectToAuthorization(url: URL) { this.authorizationUrl = url; }
  saveCodeVerifier(verifier: string) { this.verifier = verifier; }
  codeVerifier() { return this.verifier; }
}

type ToolAnswer = { isError?: boolean; structuredContent?: any; content: { type: string; text?: string }[] };

test('the SDK client discovers OAuth from the 401, renders with render and wait_job, and downloads the MP4', async ({ h }) => {
  const { key, orgId } = await h.newOrg('mcp-org', { credits: 1000 });
  const endpoint = new URL(`${h.url}/mcp`);

  const bare = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' });
  assert.is(bare.status, 401);
  assert.is(bare.headers.get('www-authenticate'), `Bearer resource_metadata="${h.url}/.well-known/oauth-protected-resource/mcp"`);

  const auth = new AgentAuth();
  const refused = await new Client({ name: 'test-agent', version: '1.0.0' }).connect(new StreamableHTTPClientTransport(endpoint, { authProvider: auth })).then(() => null, (err: Error) => err);
  assert.instance(refused, UnauthorizedError);
  assert.ok(auth.authorizationUrl, 'the client was sent to authorize');
  const authorization = auth.authorizationUrl!;
  assert.is(authorization.origin + authorization.pathname, `${h.url}/api/auth/mcp/authorize`, 'found from the resource metadata and the server metadata');
  assert.is(authorization.searchParams.get('resource'), endpoint.href, 'the token is asked for this endpoint (RFC 8707)');
  assert.is(authorization.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(auth.client?.client_id, 'the client registered itself');

  const back = await consentOverHttp(h.app, authorization, key);
  const transport = new StreamableHTTPClientTransport(endpoint, { authProvider: auth });
  await transport.finishAuth(back.searchParams.get('code')!);
  assert.ok(auth.saved?.access_token && auth.saved.refresh_token);

  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(endpoint, { authProvider: auth }));
  const tools = (await client.listTools()).tools.map((t) => t.name);
  for (const name of ['create_composition', 'get_composition', 'render', 'preview', 'still', 'component_preview', 'wait_job', 'import_resource', 'search', 'list_templates', 'apply_template']) {
    assert.ok(tools.includes(name), `tool ${name} is listed`);
  }
  const skills = (await client.listResources()).resources;
  const basics = skills.find((r) => r.name === 'api-basics');
  assert.ok(basics, 'skills are resources');
  const read = await client.readResource({ uri: basics!.uri });
  assert.match(String((read.contents[0] as { text: string }).text), /Authorization: Bearer/);

  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolAnswer;
  const created = await call('create_composition', {
    name: 'mcp render',
    composition: {
      output: { width: 320, height: 180, fps: 24, background: '#101820' },
      tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1, shape: 'rectangle', fill: '#f2aa4c' }] }, { clips: [{ kind: 'text', start: 0, duration: 1, text: 'MCP' }] }],
    },
  });
  assert.not.ok(created.isError, created.content[0]?.text);
  const projectId = created.structuredContent.id as string;
  const composition = await call('get_composition', { projectId });
  assert.is(composition.structuredContent.composition.output.width, 320);

  const render = await call('render', { projectId, idempotencyKey: 'mcp-1' });
  assert.not.ok(render.isError, render.content[0]?.text);
  assert.is(render.structuredContent.status, 'queued');
  let job = (await call('wait_job', { jobId: render.structuredContent.id, waitSeconds: 60 })).structuredContent;
  for (let i = 0; job.status === 'running' && i < 4; i++) job = (await call('wait_job', { jobId: job.jobId, waitSeconds: 60 })).structuredContent;
  assert.is(job.status, 'succeeded', JSON.stringify(job));
  assert.is(job.kind, 'render');

  // The output link is what the agent downloads (a signed link, no credential needed).
  const mp4 = await fetch(job.result.outputUrl);
  assert.is(mp4.status, 200);
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-mcp-'));
  try {
    writeFileSync(join(dir, 'out.mp4'), Buffer.from(await mp4.arrayBuffer()));
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', join(dir, 'out.mp4')]).toString());
    const video = probe.streams.find((s: { codec_type: string }) => s.codec_type === 'video');
    assert.equal([video.width, video.height], [320, 180]);
    assert.ok(Math.abs(Number(probe.format.duration) - 1) < 0.1, probe.format.duration);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The render belongs to the token's org, charged like any other.
  const stored = await h.services.renders.get(orgId, render.structuredContent.id);
  assert.is(stored.status, 'complete');
  await client.close();
});

test('tool calls meet the routes\' rules: bad arguments, missing permissions and other orgs are tool errors', async ({ h }) => {
  const a = await h.newOrg('mcp-rules-a', { credits: 100 });
  const b = await h.newOrg('mcp-rules-b', { credits: 100 });
  const project = (await h.call(a.key, { method: 'POST', url: '/v1/projects', payload: { name: 'owned by a' } })).json();
  const readOnly = await accessTokenFor(h.app, h.url, b.key, { scope: 'projects:read', resource: `${h.url}/mcp` });
  const client = new Client({ name: 'rules-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${h.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${readOnly.access_token}` } } }));
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolAnswer;

  const invalid = await call('wait_job', { jobId: 'x', waitSeconds: 600 });
  assert.ok(invalid.isError);
  assert.is(invalid.structuredContent.error.code, 'validation_failed');
  const forbidden = await call('render', { projectId: project.id });
  assert.ok(forbidden.isError);
  assert.is(forbidden.structuredContent.error.code, 'forbidden');
  assert.is(forbidden.structuredContent.error.details.required, 'renders:write');
  const foreign = await call('get_composition', { projectId: project.id });
  assert.ok(foreign.isError);
  assert.is(foreign.structuredContent.error.code, 'not_found', 'another org\'s project is not found, as on /v1');
  const search = await call('search', { query: 'title', in: ['components'], limit: 3 });
  assert.not.ok(search.isError, search.content[0]?.text);
  assert.ok(search.structuredContent.components.length > 0 && search.structuredContent.components.length <= 3);
  await client.close();

  // API keys work on the endpoint too; GET is not offered (stateless).
  const keyed = new Client({ name: 'key-agent', version: '1.0.0' });
  await keyed.connect(new StreamableHTTPClientTransport(new URL(`${h.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${a.key}` } } }));
  const mine = (await keyed.callTool({ name: 'get_composition', arguments: { projectId: project.id } })) as ToolAnswer;
  assert.not.ok(mine.isError, mine.content[0]?.text);
  const badParams = (await keyed.callTool({ name: 'component_preview', arguments: { projectId: project.id, componentId: 'lower-third', params: { side: 'middle' } } })) as ToolAnswer;
  assert.ok(badParams.isError);
  assert.is(badParams.structuredContent.error.code, 'component_params_invalid');
  assert.equal(badParams.structuredContent.error.details.fields.map((f: { path: string }) => f.path), ['body.params.side']);
  await keyed.close();
  assert.is((await fetch(`${h.url}/mcp`)).status, 405);
});

test.run();
