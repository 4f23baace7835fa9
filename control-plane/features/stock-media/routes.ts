/**
 * Tag group `resources`: licensed stock media. `POST /v1/resources/search` finds candidates
 * (free, rate-limited per org); `POST /v1/resources/import` (import_resource) brings one into the
 * org's media by its `candidateId`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { BlobStore } from '../../blobs/index.ts';
import { MediaView, presentMedia, StockAttributionView, StockLicenseView } from '../media/views.ts';
import { principalOf } from '../../http/auth.ts';
import { sendError } from '../../http/errors.ts';
import { authErrors, ContractFields, ErrorEnvelope, literals, Nullable, withContract } from '../../http/schemas.ts';
import { stockKinds } from './provider.ts';
import { stockProviderIds } from '../media/origins.ts';
import { DurationBounds } from './schemas.ts';
import { candidateLifetimeMs, maxQueriesPerSearch, type StockResources } from './stock.ts';


const Candidate = Type.Object({
  candidateId: Type.String({ description: 'opaque; import it with POST /v1/resources/import within 7 days' }),
  provider: literals(stockProviderIds),
  kind: literals(stockKinds),
  providerId: Type.String(),
  title: Type.String(),
  previewUrl: Nullable(Type.String({ description: "a picture (a short sound for sfx) on the provider's servers" })),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  durationSec: Nullable(Type.Number()),
  license: StockLicenseView,
  attribution: StockAttributionView,
  expiresAt: Type.String({ description: 'after this the candidate cannot be imported; search again' }),
});

const Query = Type.String({ minLength: 1, maxLength: 200 });

const SearchBody = Type.Object({
  query: Type.Optional(Query),
  queries: Type.Optional(Type.Array(Query, { minItems: 1, maxItems: maxQueriesPerSearch, description: `a batch of at most ${maxQueriesPerSearch} searches; results[] answers them in order` })),
  kind: Type.Optional(literals(stockKinds)),
  provider: Type.Optional(literals(stockProviderIds)),
  durationSec: Type.Optional(DurationBounds),
  minWidth: Type.Optional(Type.Integer({ minimum: 1, maximum: 16384, description: 'smallest frame width (video only)' })),
  minHeight: Type.Optional(Type.Integer({ minimum: 1, maximum: 16384, description: 'smallest frame height (video only)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, description: 'candidates per query (default 10)' })),
}, { additionalProperties: false });

const SearchAnswer = Type.Object({
  kind: literals(stockKinds),
  provider: literals(stockProviderIds),
  results: Type.Array(Type.Object({
    query: Type.String(),
    candidates: Type.Array(Candidate),
    error: Type.Optional(Type.String({ description: 'why this query has no candidates: the provider failed it (the other queries still answer)' })),
  })),
  ...ContractFields,
});

export interface ResourceRouteOptions { stock: StockResources; blobs: BlobStore }

export const resourceRoutes: FastifyPluginAsyncTypebox<ResourceRouteOptions> = async (app, { stock, blobs }) => {
  app.post('/v1/resources/search', {
    config: { auth: 'media:read' },
    schema: {
      tags: ['resources'], operationId: 'searchResources', summary: 'Search licensed stock media (free; rate-limited per org)',
      description: 'Send `query` for one search or `queries` (at most 10) for a batch: `results[]` answers each in order, and a query the provider fails carries an `error` while the others still answer. '
        + '`kind` video (default) and photo search Pexels or Pixabay (the deployment default, or `provider`); sfx searches Freesound, CC0 sounds only; gif searches GIPHY. '
        + `Each candidate's \`candidateId\` can be imported for ${candidateLifetimeMs / 86_400_000} days; after that the search must be repeated. `
        + "Every query counts against the org's per-minute budget: past it the call answers 429 with Retry-After and runs nothing. A kind whose provider is not configured answers 503 naming the setting.",
      body: SearchBody,
      response: { 200: SearchAnswer, 400: ErrorEnvelope, 402: ErrorEnvelope, 422: ErrorEnvelope, 429: ErrorEnvelope, 503: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const answer = await stock.search(principalOf(request).orgId, request.body);
    if ('retryAfterSeconds' in answer) {
      reply.header('retry-after', String(answer.retryAfterSeconds));
      return sendError(reply, 429, 'rate_limited', `the org's stock search budget of ${answer.limitPerMinute} queries a minute is spent; retry in ${answer.retryAfterSeconds} s`, answer);
    }
    return withContract({ kind: request.body.kind ?? 'video', ...answer });
  });

  app.post('/v1/resources/import', {
    config: { auth: 'media:write' },
    schema: {
      tags: ['resources'], operationId: 'importResource', summary: 'Import a stock candidate into the org\'s media (import_resource; asynchronous: the item answers importing)',
      description: "Downloads the candidate's file through the same guarded path as POST /v1/media/imports. Free, but its bytes count toward the org's storage (413 storage_limit_exceeded with none left). "
        + 'The media item keeps its licence and attribution under `stock`. An unknown candidateId is 404; one older than 7 days is 410 candidate_expired (search again). Importing the same candidate again answers the item already made.',
      body: Type.Object({
        candidateId: Type.String({ minLength: 1, maxLength: 128 }),
        name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "display name (default: the candidate's title)" })),
      }, { additionalProperties: false }),
      response: { 202: Type.Object({ ...MediaView.properties, ...ContractFields }), 400: ErrorEnvelope, 402: ErrorEnvelope, 404: ErrorEnvelope, 410: ErrorEnvelope, 413: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const item = await stock.import(principalOf(request).orgId, request.body.candidateId, request.body.name);
    return reply.status(202).send(withContract(await presentMedia(item, blobs)));
  });
};
