/**
 * Sends delivered renders' traces to the operator's OpenTelemetry collector: OTLP over HTTP with
 * the JSON encoding (`POST {endpoint}/v1/traces`, `application/json`), the same document
 * `GET /v1/renders/{id}/trace` answers. A collector that is down or refuses loses the export, not
 * the render: the failure is logged and the trace stays readable from the API.
 */
import type { StoredAttempt } from './attempts.ts';
import type { StoredRender } from './renders.ts';
import { renderTrace } from './trace.ts';

/** How long one export may take. */
const exportTimeoutMs = 10_000;

export function otlpTraceExporter(endpoint: string, log: (message: string, fields?: Record<string, unknown>) => void = () => {}) {
  const url = `${endpoint.replace(/\/$/, '')}/v1/traces`;
  return async (render: StoredRender, attempts: StoredAttempt[], nowMs: number): Promise<void> => {
    try {
      const response = await fetch(url, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(renderTrace(render, attempts, nowMs)), signal: AbortSignal.timeout(exportTimeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the collector answered ${response.status}`);
    } catch (err) {
      log('could not export a render trace', { url, error: (err as Error).message });
    }
  };
}
