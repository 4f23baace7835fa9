/**
 * Tag group `consult`. `POST /v1/consult` takes a brief (inline, or a project's by `projectId`)
 * and answers templates and components per role from the catalog, each with the reasons that
 * scored it (the manifest fields that matched), and a draft composition at the platform's frame
 * and the brief's duration that passes the composition check. Free and deterministic: the same
 * request gives the same bytes. A `question` goes to the deployment's language model (metered as
 * `ai_tokens`; 503 without one).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Consult } from './consult.ts';
import { BriefBody, BriefFields, PlatformView } from '../briefs/views.ts';
import { CompositionDocument } from '../projects/views.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, Nullable, withContract } from '../../http/schemas.ts';

const Reason = Type.Object({
  field: Type.String({ description: 'the manifest field that matched: mood, tags, intent, useWhen, useCase, format.aspectRatio, tier, pairsWith, avoidWith (templates: timeline.output, name, description, timeline)' }),
  value: Type.String({ description: 'the value of that field, as the manifest writes it' }),
  points: Type.Number({ description: 'what it adds to the score (0: why the item is a candidate at all)' }),
  why: Type.String(),
}, { title: 'ConsultReason' });

const ComponentProposal = Type.Object({
  id: Type.String({ description: 'component id (sound: the bedId of a music bed of the sound pack)' }),
  version: Nullable(Type.String()), name: Type.String(), score: Type.Number(), reasons: Type.Array(Reason),
}, { title: 'ComponentProposal' });

const TemplateProposal = Type.Object({ id: Type.String(), slug: Type.String(), name: Type.String(), score: Type.Number(), reasons: Type.Array(Reason) }, { title: 'TemplateProposal' });

const Proposals = Type.Array(ComponentProposal);

const ConsultResult = Type.Object({
  brief: Type.Object(BriefFields, { description: 'the brief consulted, with every optional part filled in' }),
  platform: PlatformView,
  templates: Type.Array(TemplateProposal, { description: "the org's published templates, best first (at most 3)" }),
  components: Type.Object({
    opener: Proposals, lowerThird: Proposals, callToAction: Proposals, background: Proposals, transition: Proposals, sound: Proposals,
  }, { description: 'per role, best first (at most 3); the first of each is placed in the skeleton' }),
  skeleton: CompositionDocument,
  answer: Nullable(Type.Object({ text: Type.String(), credits: Type.Integer({ description: 'credits the question was charged' }) }, { description: 'the language model\'s answer to `question`; null without one' })),
  ...ContractFields,
}, { title: 'ConsultResult' });

export const consultRoutes: FastifyPluginAsyncTypebox<{ consult: Consult }> = async (app, { consult }) => {
  app.post('/v1/consult', {
    config: { auth: 'projects:read' },
    schema: {
      tags: ['consult'], operationId: 'consult',
      summary: 'Propose templates, components per role (opener, lower third, call to action, background, transition, sound) and a draft composition for a brief, with reasons',
      description: 'Give exactly one of `brief` and `projectId` (a project with a brief), else 422. Deterministic and free. '
        + 'A `question` is answered by the language model transcript analysis uses, charged as ai_tokens (402 when the wallet cannot cover it); 503 analysis_unavailable when the deployment has none (FRAMEFLEET_CHAT_URL).',
      body: Type.Object({
        brief: Type.Optional(BriefBody),
        projectId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'consult the brief of this project instead' })),
        question: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'a free-text question about the proposals, for the language model' })),
      }, { additionalProperties: false }),
      response: { 200: ConsultResult, 400: ErrorEnvelope, 402: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope, 502: ErrorEnvelope, 503: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => withContract(await consult.consult(principalOf(request).orgId, request.body)));
};
