/**
 * A render's trace: its spans built from what the nodes reported of each attempt (attempts.ts),
 * with no per-frame work: the render, each job's wait on the queue, each attempt on its node and
 * slot (lost, failed and duplicate ones too), and the stages of each attempt. As OTLP JSON (the
 * OpenTelemetry protocol's JSON encoding of ExportTraceServiceRequest), so any OTLP tool reads it,
 * and as a timeline picture with one row per node slot.
 *
 * Span ids derive from what a span is (the render, the attempt, the stage), so the same render
 * gives the same trace every time it is read; the trace id is the render's own W3C trace (the
 * request that queued it) when it has one.
 */
import { createHash } from 'node:crypto';
import type { StoredAttempt } from './attempts.ts';
import type { StoredRender } from './renders.ts';
import { escapeXml as escape } from '../../../shared/telemetry/timeline.ts';

type AttributeValue = { stringValue: string } | { intValue: string } | { doubleValue: number } | { boolValue: boolean };
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** SPAN_KIND_INTERNAL. */
  kind: 1;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: AttributeValue }[];
  status: { code: 0 | 1 | 2; message?: string };
}

export interface RenderTrace {
  resourceSpans: {
    resource: { attributes: OtlpSpan['attributes'] };
    scopeSpans: { scope: { name: string; version?: string }; spans: OtlpSpan[] }[];
  }[];
}

const hex = (s: string, length: number) => createHash('sha256').update(s).digest('hex').slice(0, length);
const nanos = (ms: number) => `${BigInt(Math.round(ms)) * 1_000_000n}`;

function attribute(key: string, value: string | number | boolean): OtlpSpan['attributes'][number] {
  if (typeof value === 'string') return { key, value: { stringValue: value } };
  if (typeof value === 'boolean') return { key, value: { boolValue: value } };
  return Number.isInteger(value) ? { key, value: { intValue: String(value) } } : { key, value: { doubleValue: value } };
}

/** The render's W3C trace id (`traceparent`), or one derived from its id. */
function traceIdOf(render: StoredRender): string {
  const parent = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/.exec(render.traceContext?.traceparent ?? '');
  return parent?.[1] ?? hex(`trace:${render.id}`, 32);
}

/** What an attempt is called in a trace and its picture: `scene 3`, `assemble`. */
export function attemptName(a: StoredAttempt): string {
  return a.kind === 'scene' ? `scene ${a.sceneIndex}` : a.kind;
}

/**
 * When the render ended: its delivery (a late attempt added to its cost report updates it later),
 * its last update once it failed or was cancelled, or now while it runs.
 */
function renderEndMs(render: StoredRender, attempts: StoredAttempt[], nowMs: number): number {
  const ended = render.costReport ? Date.parse(render.createdAt) + render.costReport.wallSeconds * 1000
    : ['complete', 'error', 'cancelled'].includes(render.status) ? Date.parse(render.updatedAt) : nowMs;
  return Math.max(ended, ...attempts.map((a) => a.endedAtMs));
}

export function renderTrace(render: StoredRender, attempts: StoredAttempt[], nowMs = Date.now()): RenderTrace {
  const traceId = traceIdOf(render);
  const rootId = hex(`span:${render.id}`, 16);
  const startMs = Date.parse(render.createdAt);
  const spans: OtlpSpan[] = [{
    traceId, spanId: rootId, name: 'render', kind: 1, startTimeUnixNano: nanos(startMs), endTimeUnixNano: nanos(renderEndMs(render, attempts, nowMs)),
    attributes: [
      attribute('framefleet.render_id', render.id), attribute('framefleet.status', render.status), attribute('framefleet.scenes', render.plan.length),
      attribute('framefleet.frames', render.format.frameCount),
    ],
    status: render.status === 'error' ? { code: 2, message: render.error ?? 'failed' } : { code: render.status === 'complete' ? 1 : 0 },
  }];
  for (const a of attempts) {
    const id = hex(`span:${render.id}:${a.attemptKey}`, 16);
    const common = [attribute('framefleet.job_id', a.jobId), attribute('framefleet.node_id', a.nodeId), attribute('framefleet.slot', a.slot)];
    if (a.enqueuedAtMs > 0 && a.startedAtMs > a.enqueuedAtMs) {
      spans.push({
        traceId, spanId: hex(`queue:${render.id}:${a.attemptKey}`, 16), parentSpanId: rootId, name: `queue ${attemptName(a)}`, kind: 1,
        startTimeUnixNano: nanos(a.enqueuedAtMs), endTimeUnixNano: nanos(a.startedAtMs), attributes: [attribute('framefleet.job_id', a.jobId)], status: { code: 0 },
      });
    }
    spans.push({
      traceId, spanId: id, parentSpanId: rootId, name: attemptName(a), kind: 1, startTimeUnixNano: nanos(a.startedAtMs), endTimeUnixNano: nanos(a.endedAtMs),
      attributes: [
        ...common, attribute('framefleet.outcome', a.outcome), attribute('framefleet.redelivered', a.redelivered),
        attribute('framefleet.cpu_seconds', a.stages.reduce((n, s) => n + s.cpuSeconds, 0)),
        attribute('framefleet.bytes_fetched', a.bytesFetched), attribute('framefleet.bytes_uploaded', a.bytesUploaded),
        attribute('framefleet.cache_hits', a.cacheHits), attribute('framefleet.cache_misses', a.cacheMisses),
        ...(a.code ? [attribute('framefleet.error_code', a.code)] : []),
      ],
      status: a.outcome === 'lost' || a.outcome === 'failed' ? { code: 2, message: a.outcome === 'lost' ? `node ${a.nodeId} was lost` : (a.code ?? 'failed') } : { code: 0 },
    });
    for (const s of a.stages) {
      spans.push({
        traceId, spanId: hex(`stage:${render.id}:${a.attemptKey}:${s.stage}:${s.startedAtMs}`, 16), parentSpanId: id, name: s.stage, kind: 1,
        startTimeUnixNano: nanos(s.startedAtMs), endTimeUnixNano: nanos(s.endedAtMs), attributes: [...common, attribute('framefleet.cpu_seconds', s.cpuSeconds)], status: { code: 0 },
      });
    }
    if (a.received) {
      spans.push({
        traceId, spanId: hex(`received:${render.id}:${a.attemptKey}`, 16), parentSpanId: id, name: 'upload received', kind: 1,
        startTimeUnixNano: nanos(a.received.startedAtMs), endTimeUnixNano: nanos(a.received.endedAtMs), attributes: [...common, attribute('framefleet.side', 'control-plane')], status: { code: 0 },
      });
    }
  }
  return {
    resourceSpans: [{
      resource: { attributes: [attribute('service.name', 'framefleet-farm'), attribute('framefleet.org_id', render.orgId)] },
      scopeSpans: [{ scope: { name: 'framefleet.render-trace', version: '1' }, spans }],
    }],
  };
}

const stageColours: Record<string, string> = {
  fetch: '#f59e0b', draw_encode: '#2563eb', upload: '#10b981', mix: '#ec4899', join: '#8b5cf6', 'upload received': '#6ee7b7',
};

/**
 * The trace as a timeline: one row per node slot (an assembly, which takes no slot, on its node's
 * `assembly` row), each attempt's stages as coloured bars, the queue wait before it as a thin grey
 * line, a lost or failed attempt outlined in red with its name, and the render's length as the axis.
 */
export function renderTraceSvg(render: StoredRender, attempts: StoredAttempt[], nowMs = Date.now()): string {
  const t0 = Date.parse(render.createdAt);
  const span = Math.max(1e-3, (renderEndMs(render, attempts, nowMs) - t0) / 1000);
  const row = (a: StoredAttempt) => `${a.nodeId.slice(-10)} · ${a.slot > 0 ? `slot ${a.slot}` : a.kind === 'scene' ? 'held, no slot' : a.kind}`;
  const rows = [...new Set(attempts.map(row))].sort();
  const width = 1000, left = 190, top = 48, rowH = 30, plotW = width - left - 20;
  const legendY = top + Math.max(1, rows.length) * rowH + 34;
  const height = legendY + 30;
  const x = (ms: number) => left + (Math.min(Math.max((ms - t0) / 1000, 0), span) / span) * plotW;
  const bars: string[] = [];
  for (const a of attempts) {
    const y = top + rows.indexOf(row(a)) * rowH;
    const label = `${attemptName(a)} on ${a.nodeId}${a.slot ? ` slot ${a.slot}` : ''}: ${a.outcome}`;
    if (a.enqueuedAtMs > 0 && a.startedAtMs > a.enqueuedAtMs) {
      bars.push(`<line x1="${x(a.enqueuedAtMs).toFixed(1)}" x2="${x(a.startedAtMs).toFixed(1)}" y1="${y + 26}" y2="${y + 26}" stroke="#94a3b8" stroke-width="2"><title>${escape(`${attemptName(a)} queued ${((a.startedAtMs - a.enqueuedAtMs) / 1000).toFixed(2)} s`)}</title></line>`);
    }
    for (const s of [...a.stages, ...(a.received ? [{ stage: 'upload received', startedAtMs: a.received.startedAtMs, endedAtMs: a.received.endedAtMs, cpuSeconds: 0 }] : [])]) {
      bars.push(`<rect x="${x(s.startedAtMs).toFixed(1)}" y="${y + 4}" width="${Math.max(1, x(s.endedAtMs) - x(s.startedAtMs)).toFixed(1)}" height="18" fill="${stageColours[s.stage] ?? '#64748b'}"><title>${escape(`${label} · ${s.stage} ${((s.endedAtMs - s.startedAtMs) / 1000).toFixed(2)} s, ${s.cpuSeconds.toFixed(2)} CPU-s`)}</title></rect>`);
    }
    const failed = a.outcome === 'lost' || a.outcome === 'failed';
    const x0 = x(a.startedAtMs), x1 = Math.max(x0 + 1, x(a.endedAtMs));
    bars.push(`<rect x="${x0.toFixed(1)}" y="${y + 3}" width="${(x1 - x0).toFixed(1)}" height="20" fill="${failed ? '#fecaca' : 'none'}" fill-opacity="${failed ? 0.6 : 0}" stroke="${failed ? '#dc2626' : '#0f172a'}" stroke-width="${failed ? 1.5 : 0.6}"${failed ? ' stroke-dasharray="4 2"' : ''}><title>${escape(label)}</title></rect>`);
    if (x1 - x0 > 34) bars.push(`<text x="${(x0 + 3).toFixed(1)}" y="${y + 17}" font-size="10" fill="${failed ? '#991b1b' : '#fff'}">${escape(a.kind === 'scene' ? `${a.sceneIndex}${failed ? ` ${a.outcome}` : ''}` : a.kind)}</text>`);
  }
  const labels = rows.map((r, i) => `<text x="${left - 8}" y="${top + i * rowH + 17}" text-anchor="end" font-size="11">${escape(r)}</text>`);
  const axisY = top + Math.max(1, rows.length) * rowH + 16;
  const axis = [0, 0.25, 0.5, 0.75, 1].map((f) => `<text x="${(left + f * plotW).toFixed(1)}" y="${axisY}" text-anchor="middle" font-size="11">${(f * span).toFixed(1)} s</text>`);
  const legendItems = [...Object.entries(stageColours), ['lost or failed attempt', '#dc2626'], ['queue wait', '#94a3b8']] as const;
  let legendX = 20;
  const legend = legendItems.map(([name, colour]) => {
    const item = `<rect x="${legendX}" y="${legendY}" width="12" height="10" fill="${colour}"/><text x="${legendX + 16}" y="${legendY + 9}" font-size="10">${escape(name)}</text>`;
    legendX += 28 + name.length * 5.6;
    return item;
  });
  const lost = attempts.filter((a) => a.outcome === 'lost').length;
  const title = `Render ${render.id} (${render.status}): ${attempts.length} attempts on ${new Set(attempts.map((a) => a.nodeId)).size} nodes${lost ? `, ${lost} lost` : ''}, ${span.toFixed(1)} s`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${left}" y="24" font-size="14">${escape(title)}</text>
<rect x="${left}" y="${top}" width="${plotW}" height="${Math.max(1, rows.length) * rowH}" fill="#f1f5f9"/>
${bars.join('\n')}
${labels.join('\n')}
${axis.join('\n')}
${legend.join('\n')}
</svg>
`;
}
