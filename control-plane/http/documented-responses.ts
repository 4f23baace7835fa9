/**
 * The statuses a route can answer without its handler saying so, added to each route's response
 * schema (and so to the OpenAPI document) by the class of route it is: the error handler, the
 * router, the body parser, the auth plugin, the rate limiter and the store answer them before or
 * around any handler. A route's own entry for a status wins; statuses only its handler gives
 * (409, 422, 402...) stay declared in the route.
 *
 * Path parameters get a length bound here too, so that the router's limit (which counts the
 * percent-encoded characters) never refuses a value the document allows.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorEnvelope } from './schemas.ts';

/** Longest path parameter a route accepts unless its schema says otherwise. */
const defaultPathParamMaxLength = 256;
/** Longest path parameter any route's schema may allow (object names under /files); a longer bound fails at start. */
const longestPathParam = 512;
/** One character percent-encodes to at most 12 (4 UTF-8 bytes, `%XX` each): the router's limit in raw characters. */
export const routerMaxParamLength = longestPathParam * 12;

const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

/** Protocol endpoints (OAuth) answer in their protocol's shapes, not this API's envelope: they document themselves. */
const speaksOwnProtocol = (route: RouteOptions) => (route.schema as Record<string, unknown> | undefined)?.['x-protocol'] === 'oauth2';

const pathParamNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

interface ObjectSchema { type?: string; properties?: Record<string, { maxLength?: number } & Record<string, unknown>>; required?: string[] }

/** `params` with every path parameter bounded in length (a route without a params schema gets one). */
function boundedParams(url: string, params: ObjectSchema | undefined, names: string[]): ObjectSchema {
  const properties = { ...params?.properties };
  for (const name of names) {
    const declared = properties[name] ?? { type: 'string' };
    if ((declared.maxLength ?? 0) > longestPathParam) throw new Error(`route ${url} lets :${name} be ${declared.maxLength} characters, over the router's ${longestPathParam}`);
    properties[name] = declared.maxLength === undefined ? { ...declared, maxLength: defaultPathParamMaxLength } : declared;
  }
  return { ...(params ?? { type: 'object', required: names }), properties };
}

/** The statuses a route of this class can answer, each with the reason shown in the document. */
function inheritedStatuses(route: RouteOptions, options: { rateLimited: boolean }): Record<number, string> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const methods = [route.method].flat();
  const hasPathParams = pathParamNames(route.url).length > 0;
  const hasBody = methods.some((m) => bodyMethods.has(m));
  const authenticated = Boolean(route.config?.auth);
  const statuses: Record<number, string> = {};
  if (hasPathParams || hasBody || schema.querystring || schema.headers) statuses[400] = 'The request is malformed: a field fails its schema (each one listed in `details.fields`), the JSON does not parse, or a path segment is badly encoded';
  if (authenticated) {
    statuses[401] = 'No credential, or one that is not valid';
    statuses[403] = 'The credential lacks the permission this operation needs';
  }
  if (hasPathParams) statuses[404] = 'Nothing with that id in the caller\'s org';
  if (hasBody) {
    statuses[413] = 'The body is larger than the service accepts';
    statuses[415] = 'The body\'s Content-Type is not one this operation reads';
  }
  if (options.rateLimited && route.url.startsWith('/v1')) statuses[429] = 'More requests a minute than the org may send; `Retry-After` says when to come again';
  if (authenticated) statuses[503] = 'The service cannot answer for now: the store or the job queue is not reachable (`Retry-After` says when to come again), or this deployment has not configured the provider the operation needs (`details.setting` names the setting)';
  return statuses;
}

/** Adds, on every route registered after it, the error statuses its class of route can answer. */
export function documentInheritedResponses(app: FastifyInstance, options: { rateLimited: boolean }): void {
  app.addHook('onRoute', (route) => {
    if (speaksOwnProtocol(route)) return;
    const schema = { ...(route.schema ?? {}) } as Record<string, unknown>;
    const names = pathParamNames(route.url);
    if (names.length > 0) schema.params = boundedParams(route.url, schema.params as ObjectSchema | undefined, names);
    const response = { ...(schema.response as Record<string, unknown> | undefined) };
    for (const [status, description] of Object.entries(inheritedStatuses(route, options))) {
      // The description goes where @fastify/swagger reads a response's own (the envelope schema stays
      // the one named ErrorEnvelope in the document).
      if (!(status in response)) response[status] = { ...ErrorEnvelope, 'x-response-description': description };
    }
    // No statuses of its own and none inherited: @fastify/swagger's default 200 documents it.
    if (Object.keys(response).length > 0) schema.response = response;
    route.schema = schema as typeof route.schema;
  });
}
