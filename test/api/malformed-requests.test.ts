/**
 * Hundreds of malformed requests generated from the OpenAPI document itself (so new routes are
 * covered as they appear): wrong types, missing fields, huge strings, bad JSON, unknown fields,
 * odd path and query values. No answer may be a 5xx, and every error must be in the envelope.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHarness, type Harness } from './harness.ts';
import { JinaEmbedder } from '../../control-plane/features/footage-search/provider.ts';
import { startFakeJina, type FakeJina } from '../support/jina-embeddings-api.ts';

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; additionalProperties?: boolean | Schema; items?: Schema; anyOf?: Schema[] };
interface Operation { parameters?: { name: string; in: string; schema?: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; 'x-protocol'?: string }

/** Values of every JSON type but the ones a schema accepts. */
function wrongValues(schema: Schema | undefined): unknown[] {
  const types = new Set([schema?.type, ...(schema?.anyOf ?? []).map((s) => s.type)].flat().filter(Boolean) as string[]);
  const all: [string, unknown][] = [['string', 'x'], ['number', 12.5], ['integer', -3], ['boolean', true], ['null', null], ['array', [1, 'a']], ['object', { nested: { deep: [] } }]];
  return all.filter(([t]) => !types.has(t) && !(t === 'integer' && types.has('number'))).map(([, v]) => v);
}

function validish(schema: Schema | undefined, depth = 0): unknown {
  const type = [schema?.type ?? schema?.anyOf?.[0]?.type].flat()[0];
  if (type === 'object' && depth < 3) return Object.fromEntries((schema?.required ?? []).map((k) => [k, validish(schema?.properties?.[k], depth + 1)]));
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return 'name';
}

const hugeString = 'é'.repeat(300_000);

const brokenCompositions: unknown[] = [
  'a string', [], { output: 'x', tracks: {} },
  { output: { width: 1e12, height: -1, fps: 0 }, tracks: [] },
  { output: { width: 640, height: 360, fps: 30 }, tracks: [{ clips: [{ kind: 'nope', start: -1, duration: 'long' }] }] },
  { output: { width: 640, height: 360, fps: 30 }, tracks: [{ clips: [{ kind: 'text', start: 0, duration: 1, text: 'x', transform: { scale: 'big' }, animate: { opacity: [{ time: 'x', value: null }] } }] }] },
  { output: { width: 640, height: 360, fps: 30 }, tracks: [{ clips: [{ kind: 'component', start: 0, duration: 1, componentId: 'does-not-exist', props: { a: [[[[]]]] } }] }] },
  { output: { width: 640, height: 360, fps: 30 }, tracks: [{ clips: [{ kind: 'captions', start: 0, duration: 1, words: [{ text: 1, start: 'a' }] }] }] },
  { output: { width: 640, height: 360, fps: 30 }, brandKit: { kit: { colors: 5 } }, tracks: [{ clips: [] }] },
  JSON.parse('{"output":{"width":640,"height":360,"fps":30},"tracks":[{"clips":[]}],"__proto__":{"x":1}}'),
];
// `__proto__` and `constructor`: names a plain object finds something under when it is used as a lookup table.
const oddSegments = ['%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000), '%F0%9F%92%A9', "'; drop table projects; --", '%E0%A4%A', '__proto__', 'constructor'];

const test = suite<{ h: Harness; key: string; projectId: string; jina: FakeJina }>('api: malformed requests never yield a 5xx');
test.before(async (ctx) => {
  // Routes of a configured provider: a deployment without one answers a deliberate 503 to valid requests.
  ctx.jina = await startFakeJina();
  ctx.h = await createHarness({ footageSearch: { embedder: new JinaEmbedder({ baseUrl: ctx.jina.url, apiKey: 'jina_test', model: 'jina-clip-v2' }) } });
  const org = await ctx.h.newOrg('fuzz-org', { credits: 100 });
  ctx.key = org.key;
  const project = await ctx.h.call(org.key, { method: 'POST', url: '/v1/projects', payload: { name: 'fuzz' } });
  ctx.projectId = project.json().id;
});
test.after(async (ctx) => { await ctx.h?.close(); await ctx.jina?.close(); });

test('generated from /openapi.json', async ({ h, key, projectId }) => {
  const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  // Endpoints of another protocol (OAuth, MCP) answer errors in its format, not the envelope: for them only "no 5xx" holds.
  const requests: { method: string; url: string; headers: Record<string, string>; payload?: string; protocol?: string }[] = [];
  const json = { 'content-type': 'application/json', authorization: `Bearer ${key}` };

  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const fill = (p: string) => p.replace(/\{(\w+)\}/g, (_, name) => (name === 'id' ? projectId : `x_${name}`));
      const url = fill(path);
      const base = { method: method.toUpperCase(), headers: json, protocol: op['x-protocol'] };
      // Path parameters that are odd, huge or hostile.
      if (path.includes('{')) for (const seg of oddSegments) requests.push({ ...base, url: path.replace(/\{\w+\}/, seg).replace(/\{(\w+)\}/g, 'x') });
      // Query parameters of the wrong type or absurd size.
      for (const p of (op.parameters ?? []).filter((p) => p.in === 'query')) {
        for (const v of ['-1', '1e309', 'NaN', '[]', '{"a":1}', 'x'.repeat(10_000), '%ZZ']) requests.push({ ...base, url: `${url}?${p.name}=${v}` });
      }
      // Header values that are garbage where the route reads them.
      for (const h of (op.parameters ?? []).filter((p) => p.in === 'header')) {
        for (const v of ['"', 'W/"x"', `"${'9'.repeat(400)}"`, '*', '"cmp_x.v-1"', '"cmp_x.v99999999999999999999"']) {
          requests.push({ ...base, url, headers: { ...json, [h.name]: v }, payload: method === 'get' ? undefined : JSON.stringify({ composition: {} }) });
        }
      }
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      if (!bodySchema) continue;
      // Bodies that are not JSON, not objects, or not there.
      for (const payload of ['{"a":', 'null', '[]', '"text"', '42', '', '{"__proto__":{"polluted":true}}', '\u0000', '{"a":1}'.repeat(3)]) requests.push({ ...base, url, payload });
      requests.push({ ...base, url, headers: { ...json, 'content-type': 'text/plain' }, payload: 'plain text' });
      requests.push({ ...base, url, headers: { ...json, 'content-type': 'application/json; charset=utf-16' }, payload: '{}' });
      const valid = validish(bodySchema) as Record<string, unknown>;
      // Each property with each wrong type; each required property missing; huge strings; unknown fields.
      for (const [prop, propSchema] of Object.entries(bodySchema.properties ?? {})) {
        for (const wrong of wrongValues(propSchema)) requests.push({ ...base, url, payload: JSON.stringify({ ...valid, [prop]: wrong }) });
        requests.push({ ...base, url, payload: JSON.stringify({ ...valid, [prop]: hugeString }) });
      }
      for (const req of bodySchema.required ?? []) {
        const { [req]: _, ...rest } = valid;
        requests.push({ ...base, url, payload: JSON.stringify(rest) });
      }
      requests.push({ ...base, url, payload: JSON.stringify({ ...valid, unknownField: 1, orgId: 'org_other' }) });
      requests.push({ ...base, url, payload: `{"name":"${'a'.repeat(3 * 1024 * 1024)}"}` });
      // Composition documents broken deep inside.
      if (bodySchema.properties?.composition) {
        for (const broken of brokenCompositions) requests.push({ ...base, url, payload: JSON.stringify({ ...valid, composition: broken }) });
      }
    }
  }

  const statuses = new Map<number, number>();
  for (const r of requests) {
    const res = await h.app.inject({ method: r.method as 'GET', url: r.url, headers: r.headers, payload: r.payload });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const where = `${r.method} ${r.url.slice(0, 120)} ${String(r.payload ?? '').slice(0, 80)}`;
    assert.ok(res.statusCode < 500, `${where} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    if (res.statusCode >= 400 && !r.protocol) {
      const body = res.json();
      assert.type(body?.error?.code, 'string', `${where}: ${res.body.slice(0, 200)}`);
      assert.is(body.error.contract, 'video-composition-api', where);
      assert.type(body.error.details, 'object', where);
    }
  }
  assert.ok(requests.length >= 300, `only ${requests.length} requests generated`);
  assert.is(({} as Record<string, unknown>).polluted, undefined, 'no prototype pollution');
  console.log(`  ${requests.length} malformed requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
});

test.run();
