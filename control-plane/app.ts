/**
 * The control plane's HTTP application. Each tag group is a Fastify plugin registered here with
 * the dependencies it needs; nothing reaches for globals, so tests build the same app over a
 * temporary store and queue.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../shared/config/index.ts';
import { registerErrorHandling } from './http/errors.ts';
import { healthRoutes, type ReadinessCheck } from './routes/health.ts';
import { metricsRoutes } from './routes/metrics.ts';

export interface ControlPlaneDeps {
  config: Pick<Config, 'FRAMEFLEET_LOG_LEVEL'>;
  metrics: Registry;
  readiness: Record<string, ReadinessCheck>;
}

/** Largest JSON body accepted (compositions are the largest bodies). */
export const bodyLimitBytes = 2 * 1024 * 1024;

export async function buildControlPlaneApp(deps: ControlPlaneDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.config.FRAMEFLEET_LOG_LEVEL },
    bodyLimit: bodyLimitBytes,
    // Request ids let a client quote one in a support request; they also tag log lines.
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: false } },
  });
  registerErrorHandling(app);
  await app.register(healthRoutes, { checks: deps.readiness });
  await app.register(metricsRoutes, { registry: deps.metrics });
  return app;
}
