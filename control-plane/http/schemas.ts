/** Schemas shared by the route modules: the contract fields, the Page envelope, paging. */
import { type TSchema, Type } from '@sinclair/typebox';
import { apiContract } from '../../shared/contract.ts';
import { errorEnvelopeSchema } from './errors.ts';

export const ContractFields = {
  contract: Type.String({ description: 'API contract that produced the body' }),
  contractVersion: Type.String(),
};

/** A field that may be null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ErrorEnvelope = Type.Unsafe<unknown>({ ...errorEnvelopeSchema, $id: undefined, title: 'ErrorEnvelope' });

/** Standard error responses every authenticated route may give. */
export const authErrors = { 401: ErrorEnvelope, 403: ErrorEnvelope };

/**
 * A route's preValidation for an optional object body: a request without a body (or one of JSON
 * whitespace only, which the JSON parser reads as none) is validated as `{}`. A body of JSON
 * `null` is a body, and its schema refuses it.
 */
export async function absentBodyAsEmpty(request: { body: unknown }): Promise<void> {
  if (request.body === undefined) request.body = {};
}

export function Page<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    pagination: Type.Object({
      hasMore: Type.Boolean(),
      nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'opaque; pass as `cursor` for the next page' }),
      prevCursor: Type.Null({ description: 'always null: cursors are forward-only' }),
    }),
    ...ContractFields,
  });
}

/** `limit` and `cursor` query parameters; `limit` is a string so that any value clamps instead of failing. */
export const PageQuery = {
  limit: Type.Optional(Type.String({ description: 'page size 1..100 (default 20); out-of-range or unparseable values clamp' })),
  cursor: Type.Optional(Type.String({ maxLength: 512, description: 'opaque cursor from the previous page' })),
};

export function clampPageSize(raw: string | undefined, bounds = { min: 1, max: 100, fallback: 20 }): number {
  const n = raw === undefined ? Number.NaN : Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return bounds.fallback;
  return Math.min(Math.max(n, bounds.min), bounds.max);
}

export function pageBody<T>(page: { items: T[]; hasMore: boolean; nextCursor: string | null }) {
  return { data: page.items, pagination: { hasMore: page.hasMore, nextCursor: page.nextCursor, prevCursor: null }, ...apiContract };
}

export function withContract<T extends object>(body: T): T & typeof apiContract {
  return { ...body, ...apiContract };
}

/** A union of string literals: one of `values`. */
export const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

/**
 * A response that is not JSON (a page, an image, Prometheus text), documented with its real media
 * type: Fastify sends it as it is and the OpenAPI document names that type, not application/json.
 */
export function nonJsonResponse(mediaType: string, description: string, schema: object = { type: 'string' }) {
  return { description, content: { [mediaType]: { schema } } };
}

/** A static file's answer, in any of the media types the route serves. */
export function assetResponse(description: string, mediaTypes: string[]) {
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string' } }])) };
}

/**
 * A pattern for a string query parameter that holds a whole number from `min` to `max` (or, with
 * `fraction`, a decimal in that range), so that the document states the range the route checks.
 */
export function numberRangePattern(min: number, max: number, options: { fraction?: boolean } = {}): string {
  const below = Array.from({ length: max - min }, (_, i) => String(min + i)).join('|');
  const fraction = options.fraction ? '(\\.[0-9]+)?' : '';
  const top = options.fraction ? `${max}(\\.0+)?` : String(max);
  return `^((${below})${fraction}|${top})$`;
}
