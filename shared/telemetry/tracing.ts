/**
 * OpenTelemetry tracing. The NodeSDK starts only when OTEL_EXPORTER_OTLP_ENDPOINT is configured
 * (OTLP over HTTP); otherwise tracing is off and costs nothing: the SDK and its exporter are not
 * even loaded. Trace context crosses process
 * boundaries inside job messages: `injectTraceContext` when publishing, `extractTraceContext`
 * when consuming, so a render is one trace from the API request to the assembled file.
 */
import { context, type Context, propagation, type Span, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Config } from '../config/index.ts';

export interface Tracing {
  readonly enabled: boolean;
  /** Flushes pending spans and stops the SDK. */
  shutdown(): Promise<void>;
}

export async function startTracing(config: Partial<Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>>, defaultServiceName: string): Promise<Tracing> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return { enabled: false, shutdown: async () => {} };
  const [{ OTLPTraceExporter }, { NodeSDK }] = await Promise.all([import('@opentelemetry/exporter-trace-otlp-http'), import('@opentelemetry/sdk-node')]);
  const sdk = new NodeSDK({
    serviceName: config.OTEL_SERVICE_NAME ?? defaultServiceName,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }),
    // Spans are made explicitly at the product's boundaries (request, publish, scene, assemble),
    // not by monkey-patching every library.
    instrumentations: [],
  });
  sdk.start();
  return { enabled: true, shutdown: () => sdk.shutdown() };
}

export const tracer = trace.getTracer('framefleet');

/** The current trace context as string headers (W3C `traceparent`/`tracestate`). */
export function injectTraceContext(ctx: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

export function extractTraceContext(carrier: Record<string, string> | undefined): Context {
  return propagation.extract(context.active(), carrier ?? {});
}

/** Runs `work` inside a span that ends with it and records its failure. */
export async function inSpan<T>(name: string, attributes: Record<string, string | number | boolean>, work: (span: Span) => Promise<T>, parent?: Context): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, parent ?? context.active(), async (span) => {
    try {
      return await work(span);
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}
