/**
 * Semantic search of the org's footage (tag group `media`): a sentence in, the moments of the
 * org's videos and images that look like it out, best first, with `indexing` while some footage
 * is not in the visual index yet (footage-search/footage-index.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../../shared/errors.ts';
import { type FootageIndex, footageSearchLimits } from './footage-index.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, numberRangePattern, withContract } from '../../http/schemas.ts';

const Moment = Type.Object({
  mediaId: Type.String(),
  startSec: Type.Number({ description: 'seconds from the start of the media' }),
  endSec: Type.Number({ description: 'end of the moment; equal to startSec for an image' }),
  score: Type.Number({ description: 'cosine similarity of the query and the moment\'s best frame (higher is nearer)' }),
});

export const footageSearchRoutes: FastifyPluginAsyncTypebox<{ footage: FootageIndex }> = async (app, { footage }) => {
  app.get('/v1/media/search', {
    config: { auth: 'media:read' },
    schema: {
      tags: ['media'], operationId: 'searchMedia', summary: "Search the org's footage by what it shows",
      description: 'Each result is a time-ranged moment of a video or image. `indexing` is true while some of the org\'s footage is not in the visual index yet (it may be true alongside results).',
      querystring: Type.Object({
        q: Type.String({ minLength: 1, maxLength: footageSearchLimits.maxQueryChars, pattern: '\\S', description: 'what the footage shows, in words (not only spaces)' }),
        limit: Type.Optional(Type.String({ pattern: numberRangePattern(1, footageSearchLimits.maxLimit), description: `moments to answer, 1 to ${footageSearchLimits.maxLimit} (default ${footageSearchLimits.defaultLimit})` })),
      }),
      response: { 200: Type.Object({ results: Type.Array(Moment), indexing: Type.Boolean(), ...ContractFields }), 400: ErrorEnvelope, 502: ErrorEnvelope, 503: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const q = request.query.q.trim();
    const limit = request.query.limit === undefined ? footageSearchLimits.defaultLimit : Number(request.query.limit);
    const fields = [
      ...(q ? [] : [{ path: 'querystring.q', problem: 'must hold words to search for' }]),
      ...(limit >= 1 && limit <= footageSearchLimits.maxLimit ? [] : [{ path: 'querystring.limit', problem: `must be an integer from 1 to ${footageSearchLimits.maxLimit}` }]),
    ];
    if (fields.length) throw new AppError(400, 'validation_failed', `the request has ${fields.length} invalid field${fields.length === 1 ? '' : 's'}`, { fields });
    return withContract(await footage.search(principalOf(request).orgId, q, limit));
  });
};
