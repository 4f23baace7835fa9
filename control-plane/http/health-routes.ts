/**
 * Health (unauthenticated): `/health` says the process is alive; `/health/ready` checks every
 * dependency (store, queue) with a deadline and answers 503 when one fails, so a load balancer
 * stops sending traffic to a replica that cannot serve it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiContract } from '../../shared/contract.ts';
import { errorBody, errorEnvelopeSchema } from './errors.ts';

export type ReadinessCheck = () => Promise<void>;

export interface HealthOptions {
  checks: Record<string, ReadinessCheck>;
  /** Deadline of each check. */
  timeoutMs?: number;
}

interface CheckResult { ok: boolean; latencyMs: number; error?: string }

async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs); }),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: (err as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

const checkSchema = {
  type: 'object',
  properties: { ok: { type: 'boolean' }, latencyMs: { type: 'number' }, error: { type: 'string' } },
  required: ['ok', 'latencyMs'],
} as const;

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  const timeoutMs = options.timeoutMs ?? 2000;

  app.get('/health', {
    schema: {
      tags: ['health'],
      operationId: 'getHealth', summary: 'Liveness',
      response: { 200: { type: 'object', properties: { status: { const: 'ok' }, contract: { type: 'string' }, contractVersion: { type: 'string' } }, required: ['status'] } },
    },
  }, async () => ({ status: 'ok' as const, ...apiContract }));

  app.get('/health/ready', {
    schema: {
      tags: ['health'],
      operationId: 'getReadiness', summary: 'Readiness: the store and the queue answer',
      response: {
        200: {
          type: 'object',
          properties: { status: { const: 'ready' }, checks: { type: 'object', additionalProperties: checkSchema }, contract: { type: 'string' }, contractVersion: { type: 'string' } },
          required: ['status', 'checks'],
        },
        503: errorEnvelopeSchema,
      },
    },
  }, async (_request, reply) => {
    const names = Object.keys(options.checks);
    const results = await Promise.all(names.map((n) => runCheck(options.checks[n]!, timeoutMs)));
    const checks = Object.fromEntries(names.map((n, i) => [n, results[i]!]));
    if (results.every((r) => r.ok)) return { status: 'ready' as const, checks, ...apiContract };
    const failing = names.filter((_, i) => !results[i]!.ok);
    return reply.status(503).send(errorBody('not_ready', `not ready: ${failing.join(', ')} failing`, { checks }));
  });
};
