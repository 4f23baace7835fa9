/**
 * The MCP tools of critics, called with the SDK's client over Streamable HTTP: the listing (built-in
 * critics and the org's), and creating a critic (its rules' critic ids checked by the route).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; key: string; client: Client }
const test = suite<Ctx>('api: MCP tools of critics');
test.before(async (ctx) => {
  ctx.h = await createHarness({ listen: true });
  ctx.key = (await ctx.h.newOrg('mcp-critics')).key;
  ctx.client = new Client({ name: 'critic-agent', version: '1.0.0' });
  await ctx.client.connect(new StreamableHTTPClientTransport(new URL(`${ctx.h.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${ctx.key}` } } }));
});
test.after(async (ctx) => { await ctx.client?.close(); await ctx.h?.close(); });

type ToolAnswer = { isError?: boolean; structuredContent?: any; content: { type: string; text?: string }[] };
const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolAnswer;

test('list_critics and create_critic', async ({ client }) => {
  const tools = new Map((await client.listTools()).tools.map((t) => [t.name, t]));
  assert.equal([tools.get('list_critics')?.annotations?.readOnlyHint, tools.get('create_critic')?.annotations?.readOnlyHint], [true, false]);
  const listed = await call(client, 'list_critics', {});
  assert.not.ok(listed.isError, listed.content[0]?.text);
  assert.is(listed.structuredContent.data.length, 12);
  const rules = { match: 'all', conditions: [{ critic: 'caption-speed', op: '<=', value: 15 }] };
  const created = await call(client, 'create_critic', { label: 'Slow captions', rubric: 'RUBRIC-SENTINEL', rules });
  assert.not.ok(created.isError, created.content[0]?.text);
  assert.equal([created.structuredContent.tier, created.structuredContent.hasRules, created.structuredContent.signingSecret], ['org', true, null]);
  const unknown = await call(client, 'create_critic', { label: 'x', rules: { match: 'all', conditions: [{ critic: 'vibes', op: '>=', value: 1 }] } });
  assert.ok(unknown.isError);
  assert.match(unknown.content[0]!.text!, /422|validation_failed/);
  const again = await call(client, 'list_critics', {});
  assert.equal(again.structuredContent.data.length, 13);
  assert.not.ok(JSON.stringify(again).includes('RUBRIC-SENTINEL'));
});

test.run();
