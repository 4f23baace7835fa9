/**
 * Tag group `clips`: publishable moments of long-form media (`POST /v1/media/{id}/clips/suggest`)
 * and a ready-to-render composition built from one (`POST /v1/media/{id}/clips/compose`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { aspectRatios, type ClipSuggestions } from './clips.ts';
import { creditsToUsd } from '../accounts/plans.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, Nullable, withContract } from '../../http/schemas.ts';
import { TokenUsage, WindowBody } from './analysis-routes.ts';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });
const AspectRatio = Type.Union(aspectRatios.map((r) => Type.Literal(r)));

const Suggestion = Type.Object({
  startSec: Type.Number({ description: 'seconds from the media start, just before the first word' }),
  endSec: Type.Number({ description: 'seconds from the media start, just after the last word' }),
  title: Type.String(),
  score: Type.Number({ description: '0 to 1, the higher the more publishable; suggestions come best first' }),
  reasons: Type.Object({
    hook: Type.Number({ description: 'how strongly the moment grabs attention, from the language model (0 to 1)' }),
    energy: Nullable(Type.Number({ description: 'the window\'s measured loudness against the whole media (0.5 = as loud); null when not measured' })),
    shotChangeAtStart: Nullable(Type.Boolean({ description: 'a measured shot change within 1.5 s of the start; null when not measured' })),
  }),
});

export const clipRoutes: FastifyPluginAsyncTypebox<{ clips: ClipSuggestions }> = async (app, { clips }) => {
  app.post('/v1/media/:id/clips/suggest', {
    config: { auth: 'media:write' },
    schema: {
      tags: ['clips'], operationId: 'suggestClips', summary: 'Find publishable moments in long-form media (clip suggestions)',
      description: 'Reads the transcript (topic starts and hooks, from the language model, every time verified against the transcript\'s line starts) and what a render node measured '
        + 'of the media after it became ready (loudness per second, shot changes); answers the best non-overlapping moments, each cut at word boundaries to minSec..maxSec, with a title and a score. '
        + 'Media whose moments are not measured (yet) answers signals unmeasured and scores by the transcript alone. Needs a transcript (422 media_no_transcript; '
        + 'POST /v1/media/{id}/transcribe first). Metered by token spend as transcript analysis is (ai_tokens); 503 analysis_unavailable without a language model.',
      params: IdParams,
      body: Type.Object({
        count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5, description: 'most suggestions to answer' })),
        minSec: Type.Optional(Type.Number({ minimum: 3, maximum: 600, default: 15, description: 'shortest clip, seconds' })),
        maxSec: Type.Optional(Type.Number({ minimum: 5, maximum: 900, default: 60, description: 'longest clip, seconds' })),
        window: Type.Optional(WindowBody),
      }, { additionalProperties: false }),
      response: {
        200: Type.Object({
          mediaId: Type.String(), suggestions: Type.Array(Suggestion),
          signals: Type.Union([Type.Literal('measured'), Type.Literal('unmeasured')], { description: 'whether loudness and shot changes were measured for this media' }),
          window: Nullable(WindowBody), usage: TokenUsage, ...ContractFields,
        }),
        400: ErrorEnvelope, 402: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, 502: ErrorEnvelope, 503: ErrorEnvelope, ...authErrors,
      },
    },
  }, async (request) => {
    const { count = 5, minSec = 15, maxSec = 60, window } = request.body;
    const r = await clips.suggest(principalOf(request).orgId, request.params.id, { count, minSec, maxSec, window: window ?? null });
    return withContract({
      mediaId: r.mediaId, suggestions: r.suggestions, signals: r.signals, window: r.window,
      usage: { promptTokens: r.usage.promptTokens, completionTokens: r.usage.completionTokens, chargedUsd: creditsToUsd(r.usage.credits) },
    });
  });

  app.post('/v1/media/:id/clips/compose', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['clips'], operationId: 'composeClip', summary: 'Build a composition from a clip suggestion',
      description: 'Creates one project per aspect ratio asked (default: the source\'s nearest of 9:16, 1:1, 16:9), each with a ready-to-render composition: the clip trimmed '
        + 'from the video (fit to cover the frame), captions of the transcript\'s words in the window (unless captions is false; 422 media_no_transcript without a transcript), '
        + 'and a kinetic-title component with the title for the first 3 seconds. Render each with POST /v1/projects/{id}/renders. Nothing is charged here.',
      params: IdParams,
      body: Type.Object({
        startSec: Type.Number({ minimum: 0, description: 'a suggestion\'s startSec' }),
        endSec: Type.Number({ exclusiveMinimum: 0, description: 'a suggestion\'s endSec' }),
        title: Type.String({ minLength: 1, maxLength: 200 }),
        aspectRatios: Type.Optional(Type.Array(AspectRatio, { minItems: 1, maxItems: 3 })),
        captions: Type.Optional(Type.Boolean({ default: true })),
        shortSide: Type.Optional(Type.Integer({ minimum: 144, maximum: 2160, default: 1080, description: 'the output\'s shorter side in pixels' })),
      }, { additionalProperties: false }),
      response: {
        201: Type.Object({
          mediaId: Type.String(), startSec: Type.Number(), endSec: Type.Number(),
          compositions: Type.Array(Type.Object({
            aspectRatio: AspectRatio, projectId: Type.String(), compositionId: Type.String(), etag: Type.String(), width: Type.Integer(), height: Type.Integer(), durationSec: Type.Number(),
          })),
          ...ContractFields,
        }),
        400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors,
      },
    },
  }, async (request, reply) => {
    const { orgId, keyId } = principalOf(request);
    return reply.status(201).send(withContract(await clips.compose(orgId, request.params.id, request.body, keyId)));
  });
};
