/**
 * The operator API's own OpenAPI 3.1 document (`GET /operator/v1/openapi.json`), made from the
 * operator routes' schemas as they are registered, like the public one: the public document
 * leaves these routes out (it is what org clients are generated from), and an operator's tooling
 * reads this one.
 */
import type { RouteOptions } from 'fastify';
import { apiContract } from '../../../shared/contract.ts';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

interface RouteSchema {
  operationId?: string; summary?: string; description?: string; tags?: string[];
  params?: JsonSchema; querystring?: JsonSchema; headers?: JsonSchema; body?: JsonSchema; response?: Record<string, JsonSchema>;
  /** The route reads a missing body as an empty one (as in the public document). */
  'x-body-optional'?: boolean;
}

/** A schema as plain JSON (TypeBox's symbols and undefined members dropped). */
const plain = (schema: unknown): JsonSchema => JSON.parse(JSON.stringify(schema)) as JsonSchema;

function parameters(where: 'path' | 'query' | 'header', schema: JsonSchema | undefined) {
  const object = schema && plain(schema);
  return Object.entries(object?.properties ?? {}).map(([name, property]) => ({
    name, in: where, required: where === 'path' || (object?.required ?? []).includes(name), schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

function operation(schema: RouteSchema) {
  const body = schema.body && plain(schema.body);
  return {
    operationId: schema.operationId, summary: schema.summary, ...(schema.description ? { description: schema.description } : {}), tags: schema.tags,
    security: [{ operatorToken: [] }],
    parameters: [...parameters('path', schema.params), ...parameters('query', schema.querystring), ...parameters('header', schema.headers)],
    ...(body ? { requestBody: { required: !schema['x-body-optional'], content: { 'application/json': { schema: body } } } } : {}),
    responses: Object.fromEntries(Object.entries(schema.response ?? {}).map(([status, response]) => [status, {
      description: status.startsWith('2') ? 'Success' : 'Error (the error envelope)', content: { 'application/json': { schema: plain(response) } },
    }])),
  };
}

/** Collects routes as they are registered (`onRoute`), then answers the document they make. */
export class OperatorDocument {
  private readonly routes: { method: string; url: string; schema: RouteSchema }[] = [];

  readonly collect = (route: RouteOptions) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') this.routes.push({ method: method.toLowerCase(), url: route.url, schema: (route.schema ?? {}) as RouteSchema });
  };

  document(version: string) {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of this.routes) {
      if (!route.schema.operationId) continue;
      (paths[route.url.replace(/:(\w+)/g, '{$1}')] ??= {})[route.method] = operation(route.schema);
    }
    return {
      openapi: '3.1.0',
      info: { title: 'framefleet operator API', version, description: `The operator's controls over the orgs of a deployment. Contract ${apiContract.contract} ${apiContract.contractVersion}.` },
      components: { securitySchemes: { operatorToken: { type: 'http', scheme: 'bearer', description: 'the operator token (its SHA-256 in FRAMEFLEET_OPERATOR_TOKEN_SHA256)' } } },
      paths,
    };
  }
}
