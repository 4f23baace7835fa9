/**
 * `POST /v1/media/generate` (tag group `media`): AI-generated media. The answer is the item
 * (`generating`) and the estimate; the item becomes ready (or failed) in the background, with
 * the `media.completed` webhook.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { GenerateInput, Generations } from './generations.ts';
import { aspectRatios, generatorKinds } from '../media/generation-state.ts';
import { principalOf } from '../../http/auth.ts';
import { paymentOf } from '../pay-per-call/x402-http.ts';
import { authErrors, ContractFields, ErrorEnvelope, withContract } from '../../http/schemas.ts';

export interface GenerationRouteOptions { generations: Generations }

export const generationRoutes: FastifyPluginAsyncTypebox<GenerationRouteOptions> = async (app, { generations }) => {
  app.post('/v1/media/generate', {
    config: { auth: 'media:write', price: (request) => generations.quote(request.body as GenerateInput).estimateCredits },
    schema: {
      tags: ['media'], operationId: 'generateMedia', summary: 'Generate a media item with AI (asynchronous: poll GET /v1/media/{id}, or the media.completed webhook)',
      description: 'Quoted from the provider\'s price table before anything is spent: an estimate over costCeilings.generateMediaUsdPerCall, or beyond a free org\'s remaining '
        + 'generationLimit, is refused with 402 generation_budget_exceeded; one the wallet cannot hold with 402 billing_required. The actual provider cost is charged once, '
        + 'when the item is ready (feature generate, cents of provider cost); a failed generation charges nothing. `auto` picks: imageMediaId → image-to-video; a prompt asking for '
        + 'animation (animated, cartoon, anime, 2D, motion graphics) → text-to-animation; durationSec or a prompt asking for motion (video, clip, footage, timelapse, moving…) → text-to-video; '
        + 'otherwise text-to-image. 503 generation_unavailable names the provider setting a deployment lacks (before any payment is asked for). '
        + 'Without a key, the call is paid per call (x402 v2): 402 with the payment envelope quoting the estimate; paid, the payment is charged whole and settled once, when the item is ready, '
        + 'never for a failed generation (no ceiling or allowance applies: the payer signed for this quote). The payer reads the item back with GET /v1/media/{id} and a SIGN-IN-WITH-X proof.',
      body: Type.Object({
        generator: Type.Union([...generatorKinds, 'auto' as const].map((g) => Type.Literal(g))),
        prompt: Type.String({ minLength: 1, maxLength: 4000 }),
        aspectRatio: Type.Optional(Type.Union(aspectRatios.map((a) => Type.Literal(a)), { description: 'default 16:9' })),
        durationSec: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, description: 'video generators: 5 or 10 (text-to-animation: 6)' })),
        imageMediaId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'image-to-video: a ready image of the org to start from' })),
        name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
      }, { additionalProperties: false }),
      response: {
        202: Type.Object({ id: Type.String(), status: Type.Literal('generating'), estimateUsd: Type.Number(), generator: Type.String(), model: Type.String(), ...ContractFields }),
        400: ErrorEnvelope, 402: ErrorEnvelope, 413: ErrorEnvelope, 422: ErrorEnvelope, 503: ErrorEnvelope, ...authErrors,
      },
    },
  }, async (request, reply) => {
    const { item, estimateUsd } = await generations.start(principalOf(request).orgId, request.body, paymentOf(request));
    return reply.status(202).send(withContract({ id: item.id, status: 'generating' as const, estimateUsd, generator: item.generation!.request.generator, model: item.generation!.model }));
  });
};
