/** Prometheus scrape endpoint for the process's registry. */
import type { FastifyPluginAsync } from 'fastify';
import type { Registry } from 'prom-client';
import { nonJsonResponse } from './schemas.ts';

export const metricsRoutes: FastifyPluginAsync<{ registry: Registry }> = async (app, { registry }) => {
  app.get('/metrics', { schema: { tags: ['health'], operationId: 'getMetrics', summary: 'Prometheus metrics (text exposition format)', response: { 200: nonJsonResponse('text/plain', 'Prometheus text exposition format 0.0.4') } } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
};
