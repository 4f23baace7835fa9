/**
 * The MCP endpoint, `/mcp`: Model Context Protocol over Streamable HTTP (the official SDK's
 * transport), stateless: every POST carries its own bearer and gets its own server instance, so
 * any replica answers any request and nothing is held between them.
 *
 * It is a protected resource of the OAuth server: without a valid token it answers 401 with
 * `WWW-Authenticate: Bearer resource_metadata=".../.well-known/oauth-protected-resource/mcp"`,
 * from which a client finds the authorization server (RFC 9728). API keys work too.
 *
 * Tools (mcp/tools.ts) run as `/v1` calls made in-process (`app.inject`) with the caller's own
 * Authorization header, rather than calling the domain services directly: each tool then gets
 * exactly the route's permission check, schema validation, org 404s, pricing, idempotency and
 * response view, with no second copy of any of them to drift. The cost is a request object per
 * call, no network. Skills are resources, at their public `/skills/{name}` URLs.
 *
 * The SDK's low-level `Server` is used (not `McpServer`) because the tools' inputs are JSON
 * Schema from TypeBox, the API's schema language, which `McpServer` would want as zod.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Ajv, type ValidateFunction } from 'ajv';
import { AppError } from '../../../shared/errors.ts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { productVersion } from '../../../shared/version.ts';
import { principalOf } from '../../http/auth.ts';
import { errorBody } from '../../http/errors.ts';
import { authErrors, ErrorEnvelope } from '../../http/schemas.ts';
import { type ApiCall, type ApiAnswer, inputSchemaOf, type ToolDefinition } from './tools.ts';
import { loadSkills } from './skills.ts';

/** `a, b and c`. */
const listed = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join(''));

/** What the server tells a client at the start: where to begin, and which tools start work that wait_job follows. */
const instructionsFor = (toolsStartingJobs: readonly ToolDefinition[]) => [
  'framefleet renders video compositions to MP4 on a render farm.',
  'Start with get_account (plan, wallet, prices), then create_composition or apply_template.',
  `${listed(toolsStartingJobs.map((t) => t.name))} answer at once with an id: pass it to wait_job until the job succeeds; a render's result.outputUrl is the MP4.`,
  'The skill resources explain the composition document, templates, jobs and errors.',
].join(' ');

/** A tool's answer as MCP content: the API's JSON, structured and as text; API errors are tool errors. */
function toolResult(answer: ApiAnswer): CallToolResult {
  const body = answer.body !== null && typeof answer.body === 'object' && !Array.isArray(answer.body) ? answer.body as Record<string, unknown> : { value: answer.body };
  const isError = answer.status >= 400;
  const error = isError ? (body.error as { code?: string; message?: string } | undefined) : undefined;
  const text = isError ? `HTTP ${answer.status} ${error?.code ?? ''}: ${error?.message ?? ''}\n${JSON.stringify(body)}` : JSON.stringify(body);
  return { content: [{ type: 'text', text }], structuredContent: body, ...(isError ? { isError: true } : {}) };
}

function validationResult(tool: string, validate: ValidateFunction): CallToolResult {
  const fields = (validate.errors ?? []).map((e) => ({ path: `arguments${e.instancePath.replace(/\//g, '.')}`, problem: e.message ?? e.keyword }));
  return toolResult({ status: 400, body: errorBody('validation_failed', `the arguments of ${tool} have ${fields.length} invalid field${fields.length === 1 ? '' : 's'}`, { fields }) });
}

/** The MCP SDK, loaded on the first MCP request: it is large, and most starts never serve one. */
async function loadSdk() {
  const [server, transport, types] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'), import('@modelcontextprotocol/sdk/server/streamableHttp.js'), import('@modelcontextprotocol/sdk/types.js'),
  ]);
  return { ...server, ...transport, ...types };
}

/** The MCP transport's own answers are JSON-RPC messages, not the API's envelope. */
const jsonRpcMessage = { anyOf: [{ type: 'object', additionalProperties: true }, { type: 'array', items: { type: 'object', additionalProperties: true } }] };
const jsonRpcError = {
  type: 'object',
  properties: { jsonrpc: { type: 'string' }, error: { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' } }, required: ['code', 'message'] }, id: {} },
  required: ['jsonrpc', 'error'],
};

export const mcpRoutes: FastifyPluginAsync<{ publicUrl: () => string; tools: readonly ToolDefinition[] }> = async (app, { publicUrl, tools: toolList }) => {
  const skills = loadSkills();
  const ajv = new Ajv({ allErrors: true, strict: false });
  const tools = new Map<string, ToolDefinition>(toolList.map((definition) => [definition.name, definition]));
  const instructions = instructionsFor(toolList.filter((t) => t.startsJob));
  // Compiled on a tool's first call: compiling every tool's schema would slow every server start.
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (definition: ToolDefinition) => {
    let validate = validators.get(definition.name);
    if (!validate) validators.set(definition.name, validate = ajv.compile(inputSchemaOf(definition)));
    return validate;
  };
  const skillUrl = (name: string) => `${publicUrl().replace(/\/+$/, '')}/skills/${name}`;

  /** Runs a `/v1` call in-process as the caller. */
  const callAs = (authorization: string, api: FastifyInstance) => async (call: ApiCall): Promise<ApiAnswer> => {
    const headers: Record<string, string> = { authorization, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) };
    for (const [name, value] of Object.entries(call.headers ?? {})) if (value !== undefined) headers[name] = value;
    const res = await api.inject({
      method: call.method, url: call.url, headers,
      ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
    });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch { /* not JSON: kept as text */ }
    return { status: res.statusCode, body };
  };

  async function mcpServer(authorization: string): Promise<Server> {
    const { Server, CallToolRequestSchema, ErrorCode, ListResourcesRequestSchema, ListToolsRequestSchema, McpError, ReadResourceRequestSchema } = await loadSdk();
    const server = new Server({ name: 'framefleet', title: 'framefleet video rendering', version: productVersion }, { capabilities: { tools: {}, resources: {} }, instructions });
    const call = callAs(authorization, app);
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: toolList.map((t) => ({
        name: t.name, title: t.title, description: t.description, inputSchema: inputSchemaOf(t),
        annotations: { title: t.title, readOnlyHint: t.readOnly, destructiveHint: t.replaces, openWorldHint: false },
      })),
    }));
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const tool = tools.get(request.params.name);
      if (!tool) return toolResult({ status: 404, body: errorBody('not_found', `no tool named ${request.params.name}; tools/list names them`) });
      const args = request.params.arguments ?? {};
      const validate = validatorOf(tool);
      if (!validate(args)) return validationResult(tool.name, validate);
      return toolResult(await tool.run(args as never, call));
    });
    server.setRequestHandler(ListResourcesRequestSchema, async () => ({
      resources: skills.map((s) => ({ uri: skillUrl(s.name), name: s.name, title: s.name, description: s.description, mimeType: 'text/markdown' })),
    }));
    server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
      const skill = skills.find((s) => skillUrl(s.name) === request.params.uri);
      if (!skill) throw new McpError(ErrorCode.InvalidParams, `no resource ${request.params.uri}; resources/list names them`);
      return { contents: [{ uri: request.params.uri, mimeType: 'text/markdown', text: skill.markdown }] };
    });
    return server;
  }

  app.post('/mcp', {
    config: { auth: 'any-key' },
    schema: {
      tags: ['mcp'], 'x-protocol': 'mcp', security: [{ bearerAuth: [] }, { oauth2: [] }],
      operationId: 'mcpCall',
      summary: 'MCP endpoint (Streamable HTTP, JSON-RPC): the API\'s operations as tools, skills as resources',
      description: 'Send an OAuth access token issued for this resource (or an API key) as Authorization: Bearer. Without one the 401 names the protected-resource metadata (RFC 9728) that leads to the authorization server.',
      response: {
        ...authErrors,
        200: { ...jsonRpcMessage, description: 'The JSON-RPC response (or a batch of them)' },
        202: { type: 'null', description: 'A notification or a response was received; nothing to answer' },
        400: { anyOf: [ErrorEnvelope, jsonRpcError], description: 'The body is not JSON (the API\'s envelope) or not a JSON-RPC message (a JSON-RPC error)' },
        // Streamable HTTP: a client must accept both JSON and an event stream.
        406: { ...jsonRpcError, description: 'The Accept header does not name both application/json and text/event-stream' },
      },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const authorization = request.headers.authorization;
    // Tools call /v1 with the caller's own credential: there must be one to pass on.
    if (!authorization) throw new AppError(401, 'unauthorized', 'send an OAuth access token or an API key as "Authorization: Bearer <token>"');
    const server = await mcpServer(authorization);
    const { StreamableHTTPServerTransport } = await loadSdk();
    // enableJsonResponse: each answer is one JSON body; a long wait_job simply holds it.
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.once('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    const raw = Object.assign(request.raw, {
      auth: { token: authorization.slice('Bearer '.length), clientId: principal.keyId, scopes: [], extra: { orgId: principal.orgId } },
    });
    await transport.handleRequest(raw, reply.raw, request.body);
  });
};
