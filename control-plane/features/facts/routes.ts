/**
 * Tag group `media`, derived facts of a media item: buy a subject track or a behind-subject matte
 * (`POST /v1/media/{id}/facts`, or `POST /v1/media/{id}/mattes` with the window alone), trigger a
 * face or person detection (`POST /v1/media/{id}/detect-subjects`), and list what exists with
 * quotes for what does not (`GET /v1/media/{id}/facts`). Buying answers a fact receipt at once;
 * the fact is computed by the render nodes and charged on delivery only (see domain/facts.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../../shared/errors.ts';
import type { BlobStore } from '../../blobs/index.ts';
import { type Detector, detectors, factStatuses, type FactWindow, type MediaFacts, purchasableFactKinds, type StoredFact } from './facts.ts';
import { creditsToUsd } from '../accounts/plans.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, withContract } from '../../http/schemas.ts';
import { factView, FactView, OfferView, offerView } from './views.ts';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });

const FactReceipt = Type.Object({
  factId: Type.String({ description: 'the fact in GET /v1/media/{id}/facts' }),
  status: Type.Union(factStatuses.map((s) => Type.Literal(s)), { description: 'pending for a new fact; an existing one answers as it is' }),
  quotedUsd: Type.Number({ description: 'the server quote, held now and charged only when the fact is delivered (an existing fact: its original quote; this call holds nothing)' }),
  alreadyExisted: Type.Boolean({ description: 'true when the same fact (media, kind, detector, window) was already pending or ready: it is returned and nothing is charged' }),
  jobId: Type.String({ description: 'the fact as a job: GET /v1/jobs/{jobId} (kind fact) succeeds with a signed link to the result' }),
  ...ContractFields,
});

const receiptResponses = { 200: FactReceipt, 202: FactReceipt, 400: ErrorEnvelope, 402: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors };

const pricing = 'Priced per source minute analysed (quote before spend: held when bought, 402 when the wallet cannot cover it; charged once when the fact is delivered; released when it fails).';

function sendReceipt(reply: FastifyReply, { fact, alreadyExisted }: { fact: StoredFact; alreadyExisted: boolean }) {
  return reply.status(alreadyExisted ? 200 : 202).send(withContract({ factId: fact.id, status: fact.status, quotedUsd: creditsToUsd(fact.quotedCredits), alreadyExisted, jobId: fact.jobId }));
}

/** `startSec` and `endSec` of the listing's query: both numbers, or neither. */
function queryWindow(query: { startSec?: string; endSec?: string }): FactWindow | null {
  const { startSec, endSec } = query;
  if (startSec === undefined && endSec === undefined) return null;
  const parse = (raw: string | undefined) => (raw !== undefined && /^\s*\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : Number.NaN);
  const window = { startSec: parse(startSec), endSec: parse(endSec) };
  const problems = (['startSec', 'endSec'] as const).filter((k) => Number.isNaN(window[k]))
    .map((k) => ({ path: `querystring.${k}`, problem: 'must be a number of seconds, given together with the other end of the window' }));
  if (problems.length) throw new AppError(400, 'validation_failed', 'startSec and endSec go together, as seconds into the media', { fields: problems });
  return window;
}

export const factRoutes: FastifyPluginAsyncTypebox<{ facts: MediaFacts; blobs: BlobStore }> = async (app, { facts, blobs }) => {
  app.post('/v1/media/:id/facts', {
    config: { auth: 'media:write' },
    schema: {
      tags: ['media'], operationId: 'buyMediaFact', summary: 'Buy a derived fact of a media item: a subject track or a behind-subject matte (asynchronous: a fact receipt)',
      description: 'kind subjectTrack follows the people in the video (boxes per frame with stable track ids, JSON); kind matte cuts them out (a lossless grey video, alpha as luma, '
        + 'one frame per source frame of the window). intent is the clip\'s source window in seconds into the file: required for a matte (422 fact_window_required), optional for a '
        + 'subject track (the whole source otherwise); it must lie inside the media (422 fact_window_invalid). A fact that already exists for the same window (pending or ready) answers 200 '
        + `with alreadyExisted true and charges nothing; a new one answers 202. ${pricing} A matte whose summary.presenceFraction is below 0.6 is delivered free. `
        + 'Poll GET /v1/media/{id}/facts or GET /v1/jobs/{jobId}.',
      params: IdParams,
      body: Type.Object({
        kind: Type.Union(purchasableFactKinds.map((k) => Type.Literal(k))),
        intent: Type.Optional(Type.Object({
          startSec: Type.Number({ description: 'seconds into the file' }), endSec: Type.Number({ description: 'seconds into the file, after startSec' }),
        }, { additionalProperties: false, description: 'the clip\'s source window [startSec, endSec)' })),
      }, { additionalProperties: false }),
      response: receiptResponses,
    },
  }, async (request, reply) => {
    const { kind, intent } = request.body;
    return sendReceipt(reply, await facts.request(principalOf(request).orgId, request.params.id, { kind, window: intent ?? null }));
  });

  app.post('/v1/media/:id/mattes', {
    config: { auth: 'media:write' },
    schema: {
      tags: ['media'], operationId: 'buyMediaMatte', summary: 'Buy a behind-subject matte of a window of a video (asynchronous: a fact receipt; poll the facts listing)',
      description: 'The same as POST /v1/media/{id}/facts with kind matte and intent {startSec, endSec}: the people of the window cut out as a lossless grey video, one frame per '
        + `source frame, for placing clips behind the subject (behindSubject in compositions). ${pricing} A matte whose summary.presenceFraction is below 0.6 is delivered free; an existing `
        + 'matte of the same window answers 200 with alreadyExisted true and charges nothing.',
      params: IdParams,
      body: Type.Object({
        startSec: Type.Number({ description: 'source seconds: the clip\'s trim start' }), endSec: Type.Number({ description: 'source seconds: the clip\'s trim end' }),
      }, { additionalProperties: false }),
      response: receiptResponses,
    },
  }, async (request, reply) => {
    const { startSec, endSec } = request.body;
    return sendReceipt(reply, await facts.request(principalOf(request).orgId, request.params.id, { kind: 'matte', window: { startSec, endSec } }, 'body'));
  });

  app.post('/v1/media/:id/detect-subjects', {
    config: { auth: 'media:write' },
    schema: {
      tags: ['media'], operationId: 'detectSubjects', summary: 'Detect the faces (default) or people in a media item, every frame, linked into tracks (asynchronous: a fact receipt)',
      description: `detector selects what to find: face (the default when the parameter is absent) or person; any other value is refused with 422 detector_unknown, never defaulted. A picture is one frame. ${pricing} `
        + 'An existing detection of the same kind answers 200 with alreadyExisted true and charges nothing. The result (JSON) lists per frame the boxes with their track ids.',
      params: IdParams,
      querystring: Type.Object({ detector: Type.Optional(Type.String({ maxLength: 64, description: `${detectors.join(' or ')} (default face)` })) }, { additionalProperties: false }),
      response: receiptResponses,
    },
  }, async (request, reply) => {
    const raw = request.query.detector ?? 'face';
    if (!(detectors as readonly string[]).includes(raw)) {
      throw new AppError(422, 'detector_unknown', `there is no detector '${raw}': use ${detectors.join(' or ')}`, { fields: [{ path: 'querystring.detector', problem: `must be ${detectors.join(' or ')}` }] });
    }
    return sendReceipt(reply, await facts.request(principalOf(request).orgId, request.params.id, { kind: 'detection', detector: raw as Detector }));
  });

  app.get('/v1/media/:id/facts', {
    config: { auth: 'media:read' },
    schema: {
      tags: ['media'], operationId: 'listMediaFacts', summary: 'The derived facts of a media item, and offers with server quotes for those not present yet',
      description: 'facts: every fact bought for this item (newest first) with its status, a small summary, charge (absent when it cost nothing) and, once ready, a signed link to the result. '
        + 'offers: what can still be bought, each with its quote and the request that buys it; the matte offer needs the window (startSec and endSec, together).',
      params: IdParams,
      querystring: Type.Object({
        startSec: Type.Optional(Type.String({ maxLength: 32, description: 'source window start, seconds (with endSec)' })),
        endSec: Type.Optional(Type.String({ maxLength: 32, description: 'source window end, seconds (with startSec)' })),
      }, { additionalProperties: false }),
      response: { 200: Type.Object({ mediaId: Type.String(), facts: Type.Array(FactView), offers: Type.Array(OfferView), ...ContractFields }), 400: ErrorEnvelope, 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const { orgId } = principalOf(request);
    const listed = await facts.list(orgId, request.params.id, queryWindow(request.query));
    const now = Date.now();
    return withContract({ mediaId: request.params.id, facts: await Promise.all(listed.facts.map((f) => factView(f, blobs, now))), offers: listed.offers.map(offerView) });
  });
};
