/**
 * Tag group `media`: transcript analysis (`POST /v1/media/{id}/transcript/analyze`), a summary,
 * chapters or highlights of a media item's speech from the deployment's language model, every
 * timestamp verified against the transcript; metered by token spend (`ai_tokens`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { analysisTasks, type TranscriptAnalysis } from './transcript-analysis.ts';
import { maxTranscriptChars } from './transcript-model.ts';
import { creditsToUsd } from '../accounts/plans.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, Nullable, withContract } from '../../http/schemas.ts';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });

/** A slice of the media in seconds from its start (transcript analysis, clip suggestions). */
export const WindowBody = Type.Object({
  startSec: Type.Number({ minimum: 0, description: 'seconds from the media start' }),
  endSec: Type.Number({ exclusiveMinimum: 0, description: 'seconds from the media start, after startSec' }),
}, { additionalProperties: false });

export const Moment = Type.Object({
  startSec: Type.Number({ description: 'a transcript line start, seconds from the media start (lines are about 15 s apart: treat as approximate)' }),
  endSec: Type.Number(),
  title: Type.String(),
});

export const TokenUsage = Type.Object({
  promptTokens: Type.Integer(), completionTokens: Type.Integer(),
  chargedUsd: Type.Number({ description: 'what this call drew from the wallet (ai_tokens, charged once on success)' }),
});

export const transcriptAnalysisRoutes: FastifyPluginAsyncTypebox<{ analysis: TranscriptAnalysis }> = async (app, { analysis }) => {
  app.post('/v1/media/:id/transcript/analyze', {
    config: { auth: 'media:write' },
    schema: {
      tags: ['media'], operationId: 'analyzeTranscript', summary: 'Analyse a media item\'s transcript: summary, chapters or highlights',
      description: 'Timestamps are absolute seconds from the media start at transcript line starts (about 15 s apart, so a boundary can sit up to 15 s before the moment), '
        + 'verified against the transcript: an answer naming a time that is not a line start fails with 502 analysis_unverified and charges nothing. '
        + `Over ${maxTranscriptChars} characters of transcript the call is 422 transcript_too_long (narrow it with window); no speech on file or in the window is 422 media_no_transcript. `
        + 'Metered by token spend (ai_tokens, cents of provider cost): the bound is held first (402 when the wallet cannot cover it), the tokens spent are charged once on success. '
        + '503 analysis_unavailable when the deployment has no language model (FRAMEFLEET_CHAT_URL).',
      params: IdParams,
      body: Type.Object({
        task: Type.Union(analysisTasks.map((t) => Type.Literal(t))),
        window: Type.Optional(WindowBody),
      }, { additionalProperties: false }),
      response: {
        200: Type.Object({
          task: Type.Union(analysisTasks.map((t) => Type.Literal(t))),
          result: Type.String({ description: 'the summary; for chapters and highlights one moment a line, `[seconds] title`' }),
          moments: Type.Array(Moment, { description: 'chapters or highlights as data (empty for a summary)' }),
          window: Nullable(WindowBody),
          usage: TokenUsage,
          ...ContractFields,
        }),
        400: ErrorEnvelope, 402: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, 502: ErrorEnvelope, 503: ErrorEnvelope, ...authErrors,
      },
    },
  }, async (request) => {
    const { task, window } = request.body;
    const a = await analysis.analyze(principalOf(request).orgId, request.params.id, task, window ?? null);
    return withContract({
      task: a.task, result: a.result, moments: a.moments, window: a.window,
      usage: { promptTokens: a.usage.promptTokens, completionTokens: a.usage.completionTokens, chargedUsd: creditsToUsd(a.usage.credits) },
    });
  });
};
