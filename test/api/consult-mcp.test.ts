/**
 * The MCP tools of briefs and consult, called with the SDK's client over Streamable HTTP: a brief
 * set, replaced with its etag (a stale one is the route's 412), read back, and consulted by project.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; key: string; client: Client }
const test = suite<Ctx>('api: MCP tools of briefs and consult');
test.before(async (ctx) => {
  ctx.h = await createHarness({ listen: true });
  ctx.key = (await ctx.h.newOrg('mcp-briefs')).key;
  ctx.client = new Client({ name: 'brief-agent', version: '1.0.0' });
  await ctx.client.connect(new StreamableHTTPClientTransport(new URL(`${ctx.h.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${ctx.key}` } } }));
});
test.after(async (ctx) => { await ctx.client?.close(); await ctx.h?.close(); });

type ToolAnswer = { isError?: boolean; structuredContent?: any; content: { type: string; text?: string }[] };
const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolAnswer;

const brief = { goal: 'Hiring senior engineers', audience: 'engineers', platform: 'linkedin', durationSec: 15, mood: ['professional'], mustInclude: { texts: ['Join us'] } };

test('set_brief, get_brief and consult', async ({ h, key, client }) => {
  const tools = new Map((await client.listTools()).tools.map((t) => [t.name, t]));
  assert.equal([tools.get('get_brief')?.annotations?.readOnlyHint, tools.get('set_brief')?.annotations?.readOnlyHint, tools.has('consult')], [true, false, true]);
  const projectId = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'hiring' } })).json().id;
  const created = await call(client, 'set_brief', { projectId, brief });
  assert.not.ok(created.isError, created.content[0]?.text);
  const etag = created.structuredContent.etag;
  const replaced = await call(client, 'set_brief', { projectId, etag, brief: { ...brief, durationSec: 20 } });
  assert.not.ok(replaced.isError, replaced.content[0]?.text);
  const stale = await call(client, 'set_brief', { projectId, etag, brief });
  assert.ok(stale.isError);
  assert.match(stale.content[0]!.text!, /412|precondition_failed/);
  const read = await call(client, 'get_brief', { projectId });
  assert.equal([read.structuredContent.durationSec, read.structuredContent.etag], [20, replaced.structuredContent.etag]);
  const consulted = await call(client, 'consult', { projectId });
  assert.not.ok(consulted.isError, consulted.content[0]?.text);
  assert.equal(consulted.structuredContent.skeleton.output, { width: 1080, height: 1080, fps: 30, durationSec: 20 });
  assert.ok(consulted.structuredContent.components.lowerThird[0].reasons.length > 0);
});

test.run();
