/**
 * The spec's error envelope for every failure the HTTP layer sees: route errors, schema
 * validation (every bad field listed), malformed bodies, unknown routes. Client mistakes map to
 * 4xx with a stable code; only a genuine fault answers 5xx.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { apiContract } from '../../shared/contract.ts';
import { AppError } from '../../shared/errors.ts';
import { QueueUnavailableError } from '../../shared/queue/index.ts';
import { StoreError } from '../store/types.ts';

/** JSON schema of the error envelope, for route response schemas and the OpenAPI document. */
export const errorEnvelopeSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        contract: { type: 'string' },
        contractVersion: { type: 'string' },
        details: { type: 'object', additionalProperties: true },
      },
      required: ['code', 'message', 'contract', 'contractVersion', 'details'],
    },
  },
  required: ['error'],
} as const;

export function errorBody(code: string, message: string, details: Record<string, unknown> = {}) {
  return { error: { code, message, ...apiContract, details } };
}

export function sendError(reply: FastifyReply, status: number, code: string, message: string, details: Record<string, unknown> = {}) {
  return reply.status(status).send(errorBody(code, message, details));
}

/** What a client is told to wait before retrying while a dependency is down: outages are expected to be short. */
const outageRetryAfterSeconds = 2;

/** 503 for a dependency that is down for now, with `Retry-After` so clients back off and come again. */
function sendUnavailable(reply: FastifyReply, code: string, message: string) {
  reply.header('retry-after', String(outageRetryAfterSeconds));
  return sendError(reply, 503, code, message, { retryAfterSeconds: outageRetryAfterSeconds });
}

const fastifyCodes: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body_too_large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid_request' },
};

/** Every method a route may be registered with, in the order `Allow` lists them. */
const routableMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The methods the resource at `url` offers. Where a static path and a parameter route both match
 * (`POST /v1/media/imports` and `GET /v1/media/{id}`), the resource is the static one: only the
 * matches with the fewest parameters count.
 */
function methodsAt(app: FastifyInstance, url: string): string[] {
  const matches = routableMethods.flatMap((method) => {
    const route = app.findRoute({ method, url });
    return route ? [{ method, params: Object.keys(route.params).length }] : [];
  });
  const fewest = Math.min(...matches.map((m) => m.params));
  return matches.filter((m) => m.params === fewest).map((m) => m.method);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, 'not_found', `no route ${request.method} ${request.url.split('?')[0]}`));

  // A path that exists under other methods answers 405 with `Allow` (RFC 9110), not 404. Checked
  // when the request arrives, before any body is parsed: a body method's parser would refuse
  // the request first otherwise.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const allowed = methodsAt(app, request.url);
    if (allowed.length === 0) return;
    reply.header('allow', allowed.join(', '));
    return sendError(reply, 405, 'method_not_allowed', `${request.method} is not offered at ${request.url.split('?')[0]}; use ${allowed.join(', ')}`, { allowed });
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return sendError(reply, err.status, err.code, err.message, err.details);
    if (err instanceof StoreError) {
      if (err.code === 'invalid_cursor') return sendError(reply, 400, 'invalid_cursor', err.message);
      if (err.code === 'duplicate') return sendError(reply, 409, 'conflict', err.message, err.details);
      if (err.code === 'unavailable') return sendUnavailable(reply, 'store_unavailable', 'the store is not reachable; retry shortly');
    }
    if (err instanceof QueueUnavailableError) return sendUnavailable(reply, 'queue_unavailable', 'the job queue is not reachable; retry shortly');
    if (err.validation) {
      const fields = err.validation.map((v) => ({
        path: `${err.validationContext ?? 'body'}${v.instancePath.replace(/\//g, '.')}${
          v.keyword === 'required' ? `.${(v.params as { missingProperty?: string }).missingProperty}` :
          v.keyword === 'additionalProperties' ? `.${(v.params as { additionalProperty?: string }).additionalProperty}` : ''}`,
        problem: v.message ?? v.keyword,
      }));
      return sendError(reply, 400, 'validation_failed', `the request has ${fields.length} invalid field${fields.length === 1 ? '' : 's'}`, { fields });
    }
    const known = err.code ? fastifyCodes[err.code] : undefined;
    if (known) return sendError(reply, known.status, known.code, err.message);
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return sendError(reply, err.statusCode, 'invalid_request', err.message);
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, 500, 'internal', 'the service failed to handle this request');
  });
}
