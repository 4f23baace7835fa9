/**
 * A delivered render's trace and cost report through the API, with a render node drawing in this
 * process: the cost report's stages, bytes and estimate at the operator's prices; the trace as
 * OTLP JSON (well-formed ids, every span under its parent, stable between reads) and as a picture;
 * the same trace sent once to an OTLP collector (a local one here); lists filtered by cost; and
 * the trace refused to another org (404) and to a key without `renders:read` (403).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { otlpTraceExporter } from '../../control-plane/features/renders/trace-export.ts';
import { attr, spansOf } from '../support/otlp.ts';
import { until } from '../support/wait.ts';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; collector: Server; received: { contentType: string; body: any }[] }
const test = suite<Ctx>('api: render traces and cost reports');

const prices = { cpuHourUsd: 36, gpuHourUsd: 0, gbMovedUsd: 1000 };

test.before(async (ctx) => {
  ctx.received = [];
  ctx.collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') ctx.received.push({ contentType: req.headers['content-type'] ?? '', body: JSON.parse(Buffer.concat(chunks).toString()) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ctx.collector.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(ctx.collector.address() as AddressInfo).port}`;
  ctx.h = await createHarness({ renderScenes: true, renderCosts: { prices, exportTrace: otlpTraceExporter(endpoint) } });
});

test.after(async (ctx) => {
  await ctx.h?.close();
  await new Promise((resolve) => ctx.collector?.close(resolve));
});

const composition = {
  output: { width: 320, height: 180, fps: 30, background: '#0f172a' },
  tracks: [{ clips: [
    { kind: 'text', text: 'One', start: 0, duration: 1, style: { fontSize: 40, color: '#ffffff' } },
    { kind: 'text', text: 'Two', start: 1, duration: 1, style: { fontSize: 40, color: '#ffffff' } },
  ] }],
};


test('a delivered render: its cost report, its trace as OTLP JSON and SVG, sent once to the collector', async (ctx) => {
  const { h } = ctx;
  const { key, orgId } = await h.newOrg('traced', { credits: 1000 });
  const project = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'traced', composition } });
  assert.is(project.statusCode, 201, project.body);
  const queued = await h.call(key, { method: 'POST', url: `/v1/projects/${project.json().id}/renders` });
  assert.is(queued.statusCode, 202, queued.body);
  assert.is(queued.json().costReport, null, 'no cost report before delivery');
  const id = queued.json().id;
  const done = await until('the render to end', 120_000, async () => {
    const r = (await h.call(key, { method: 'GET', url: `/v1/renders/${id}` })).json();
    return ['complete', 'error', 'cancelled'].includes(r.status) && r;
  }, 100);
  assert.is(done.status, 'complete', JSON.stringify(done));

  const report = done.costReport;
  const scenes = done.progress.scenesTotal;
  assert.equal(report.stages.map((s: any) => s.stage).sort(), ['draw_encode', 'fetch', 'join', 'mix', 'upload']);
  assert.ok(report.stages.every((s: any) => s.cpuSeconds >= 0 && s.wallSeconds >= 0));
  assert.ok(report.stages.find((s: any) => s.stage === 'draw_encode').cpuSeconds > 0, 'drawing costs CPU');
  assert.is(report.attempts, scenes + 1, 'one attempt per scene and the assembly');
  assert.is(report.scenesRedone, 0);
  assert.is(report.creditsCharged, (await h.services.renders.get(orgId, id)).quotedCredits);
  assert.ok(report.bytesUploaded > 0 && report.cacheHits + report.cacheMisses > 0);
  assert.ok(Math.abs(report.estimatedUsd.cpu - (report.cpuSeconds / 3600) * prices.cpuHourUsd) < 1e-5, 'CPU priced at the operator\'s CPU-hour');
  assert.ok(Math.abs(report.estimatedUsd.transfer - ((report.bytesFetched + report.bytesUploaded) / 1e9) * prices.gbMovedUsd) < 1e-5);
  assert.ok(Math.abs(report.estimatedUsd.total - (report.estimatedUsd.cpu + report.estimatedUsd.gpu + report.estimatedUsd.transfer)) < 1e-5);
  assert.ok(report.wallSeconds > 0 && report.wallSeconds < 120);

  const traced = await h.call(key, { method: 'GET', url: `/v1/renders/${id}/trace` });
  assert.is(traced.statusCode, 200, traced.body);
  assert.match(traced.headers['content-type'] as string, /^application\/json/);
  const trace = traced.json();
  const spans = spansOf(trace);
  const root = spans.find((s) => s.name === 'render');
  assert.ok(root && !root.parentSpanId);
  assert.ok(spans.every((s) => /^[0-9a-f]{32}$/.test(s.traceId) && s.traceId === root.traceId), 'one trace');
  assert.ok(spans.every((s) => /^[0-9a-f]{16}$/.test(s.spanId)));
  assert.is(new Set(spans.map((s) => s.spanId)).size, spans.length, 'span ids are unique');
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  assert.ok(spans.every((s) => s === root || byId.has(s.parentSpanId)), 'every span has its parent in the trace');
  assert.ok(spans.every((s) => BigInt(s.startTimeUnixNano) <= BigInt(s.endTimeUnixNano)));
  const attempts = spans.filter((s) => s.parentSpanId === root.spanId && !s.name.startsWith('queue'));
  assert.is(attempts.length, scenes + 1);
  assert.equal(attempts.filter((s) => s.name.startsWith('scene')).map((s) => s.name).sort(), Array.from({ length: scenes }, (_, i) => `scene ${i}`).sort());
  assert.ok(attempts.every((s) => attr(s, 'framefleet.outcome') === 'recorded'));
  const assembly = attempts.find((s) => s.name === 'assemble')!;
  const assemblyStages = new Set(spans.filter((s) => s.parentSpanId === assembly.spanId).map((s) => s.name));
  assert.ok(['fetch', 'mix', 'join', 'upload', 'upload received'].every((n) => assemblyStages.has(n)), `the assembly's stages, the output streamed through the control plane: ${[...assemblyStages]}`);
  const cpuInSpans = spans.filter((s) => byId.get(s.parentSpanId)?.parentSpanId === root.spanId && s.name !== 'upload received').reduce((n, s) => n + Number(attr(s, 'framefleet.cpu_seconds')), 0);
  assert.ok(Math.abs(cpuInSpans - report.cpuSeconds) < 1e-3, `the stage spans' CPU-seconds (${cpuInSpans}) add up to the report's (${report.cpuSeconds})`);
  assert.equal((await h.call(key, { method: 'GET', url: `/v1/renders/${id}/trace` })).json(), trace, 'the same trace every read');

  const svg = await h.call(key, { method: 'GET', url: `/v1/renders/${id}/trace?format=svg` });
  assert.is(svg.statusCode, 200);
  assert.is(svg.headers['content-type'], 'image/svg+xml');
  assert.match(svg.body, /^<svg /);
  assert.match(svg.body, /slot 1/);

  await until('the collector to receive the trace', 10_000, () => ctx.received.length > 0 || undefined);
  assert.is(ctx.received.length, 1, 'sent once');
  assert.match(ctx.received[0]!.contentType, /^application\/json/);
  assert.equal(ctx.received[0]!.body, trace, 'the collector received the trace the API shows');

  // A node's failed attempt reported late (retried elsewhere): the trace shows it failed, the cost report counts it.
  const startedAtMs = Date.parse(done.createdAt) + 10;
  await h.farm.reports.jobFailed({
    nodeId: 'node_elsewhere', jobId: `${id}.scene.0`, renderId: id, orgId, code: 'render_failed', message: 'the encoder stopped', retryable: true, final: false,
    cost: {
      stages: [{ stage: 'fetch', startedAtMs, endedAtMs: startedAtMs + 20, cpuSeconds: 0.01 }, { stage: 'draw_encode', startedAtMs: startedAtMs + 20, endedAtMs: startedAtMs + 90, cpuSeconds: 0.05 }],
      bytesFetched: 0, bytesUploaded: 0, cacheHits: 1, cacheMisses: 0, startedAtMs, enqueuedAtMs: startedAtMs - 5, slot: 1, redelivered: false, gpu: false,
    },
  });
  const failed = spansOf((await h.call(key, { method: 'GET', url: `/v1/renders/${id}/trace` })).json()).find((s) => attr(s, 'framefleet.outcome') === 'failed');
  assert.ok(failed, 'the failed attempt is in the trace');
  assert.is(failed.name, 'scene 0');
  assert.is(attr(failed, 'framefleet.error_code'), 'render_failed');
  assert.is(failed.status.code, 2);
  const after = (await h.call(key, { method: 'GET', url: `/v1/renders/${id}` })).json().costReport;
  assert.is(after.attempts, report.attempts + 1);
  assert.is(after.scenesRedone, 1);
  assert.ok(Math.abs(after.cpuSeconds - (report.cpuSeconds + 0.06)) < 1e-6, 'its CPU-seconds join the report');
});

test('lists filter and order by estimated cost; a trace is 404 to another org and 403 without renders:read', async ({ h }) => {
  const { key, orgId } = await h.newOrg('listing', { credits: 1000 });
  const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'costed', composition } })).json();
  const delivered = async () => {
    const queued = (await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/renders` })).json().id;
    return until('the render to end', 120_000, async () => {
      const r = (await h.call(key, { method: 'GET', url: `/v1/renders/${queued}` })).json();
      return r.status === 'complete' && r;
    }, 100);
  };
  const done = await delivered();
  const id = done.id;
  const cost = done.costReport.estimatedUsd.total;
  assert.ok(cost > 0);
  const listed = async (query: string) => (await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/renders?${query}` })).json().data.map((r: any) => r.id);
  assert.equal(await listed(`minCostUsd=${(cost / 2).toFixed(9)}`), [id]);
  assert.equal(await listed(`maxCostUsd=${(cost / 2).toFixed(9)}`), []);
  assert.equal(await listed(`minCostUsd=0&maxCostUsd=${(cost * 2).toFixed(9)}`), [id]);
  const bad = await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/renders?minCostUsd=-1` });
  assert.is(bad.statusCode, 400, bad.body);

  // Ordered by cost: delivered renders only, dearest (or cheapest) first, paged without skips.
  const second = await delivered();
  const cancelled = (await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/renders` })).json().id;
  assert.is((await h.call(key, { method: 'POST', url: `/v1/renders/${cancelled}/cancel` })).statusCode, 200);
  const costOf = new Map([[id, cost], [second.id, second.costReport.estimatedUsd.total]]);
  const expected = [...costOf].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? 1 : -1)).map(([r]) => r);
  assert.equal(await listed('sort=cost_desc'), expected);
  assert.equal(await listed('sort=cost_asc'), [...expected].reverse());
  assert.equal((await h.call(key, { method: 'GET', url: '/v1/renders?sort=cost_desc' })).json().data.map((r: any) => r.id), expected, 'across the org too');
  const first = (await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/renders?sort=cost_desc&limit=1` })).json();
  assert.equal(first.data.map((r: any) => r.id), [expected[0]]);
  const next = (await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/renders?sort=cost_desc&limit=1&cursor=${first.pagination.nextCursor}` })).json();
  assert.equal(next.data.map((r: any) => r.id), [expected[1]]);
  const foreignCursor = await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/renders?limit=1&cursor=${first.pagination.nextCursor}` });
  assert.is(foreignCursor.statusCode, 400, 'a cost-order cursor is refused by the newest-first order');
  assert.ok((await listed('')).includes(cancelled), 'newest first lists every render');

  const other = await h.newOrg('elsewhere', { credits: 10 });
  assert.is((await h.call(other.key, { method: 'GET', url: `/v1/renders/${id}/trace` })).statusCode, 404);
  assert.is((await h.call(other.key, { method: 'GET', url: `/v1/renders/${id}/trace?format=svg` })).statusCode, 404);
  const writer = await h.newKey(orgId, { renders: ['write'] });
  assert.is((await h.call(writer.key, { method: 'GET', url: `/v1/renders/${id}/trace` })).statusCode, 403);
  assert.is((await h.call(key, { method: 'GET', url: `/v1/renders/${id}/trace?format=png` })).statusCode, 400);
});

test.run();
