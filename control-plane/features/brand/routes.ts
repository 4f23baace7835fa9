/**
 * Tag group `brand-kits`. `POST /v1/brand-kits` creates or replaces (by `kitId`) the org's kit;
 * compositions bind it with `brandKit.kitId` and renders copy its tokens when they start.
 * Exemplar frames go up first: `POST /v1/brand-kits/exemplar-uploads` reserves names with
 * presigned PUTs, the kit then names them in `exemplarKeys`, and
 * `POST /v1/brand-kits/{id}/exemplar-frames` gives short-lived links to look at them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BrandAudio, BrandDensity, BrandKit, BrandSizing, BrandSpacing } from '../../../shared/composition/schema.ts';
import type { BrandExemplars } from './brand-exemplars.ts';
import { maxExemplarsPerBatch } from './brand-exemplars.ts';
import { type BrandKitRequest, type BrandKits, brandKitView, defaultExemplarFrameLimit, Inspiration, Motif } from './brand-kits.ts';
import { objectMaxBytes } from '../../blobs/index.ts';
import { principalOf } from '../../http/auth.ts';
import { sendError } from '../../http/errors.ts';
import { absentBodyAsEmpty, authErrors, clampPageSize, ContractFields, ErrorEnvelope, Page, PageQuery, pageBody, withContract } from '../../http/schemas.ts';

const BrandKitBody = Type.Object({
  ...BrandKit.properties,
  kitId: Type.String({ minLength: 1, maxLength: 200, description: 'your identifier of the kit: posting the same kitId again replaces it' }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  voiceGuidelines: Type.Optional(Type.String({ maxLength: 5000 })),
  syncCaptions: Type.Optional(Type.Boolean()),
  exemplarKeys: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: maxExemplarsPerBatch, description: 'keys of exemplar frames this org reserved (POST /v1/brand-kits/exemplar-uploads) and uploaded' })),
  contactSheetKey: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'the contactSheetUpload key of such a reservation, once uploaded' })),
  motifs: Type.Optional(Type.Array(Motif, { maxItems: 50 })),
  styleRubric: Type.Optional(Type.String({ maxLength: 5000, description: 'how the brand\'s videos should look and feel, in words' })),
  inspiration: Type.Optional(Inspiration),
}, { additionalProperties: false });

const BrandKitView = Type.Object({
  id: Type.String(), kitId: Type.String(), name: Type.String(), description: Type.Union([Type.String(), Type.Null()]),
  tagline: Type.Union([Type.String(), Type.Null()]), secondaryTagline: Type.Union([Type.String(), Type.Null()]),
  colors: Type.Record(Type.String(), Type.String()),
  extraColors: Type.Array(Type.Object({ name: Type.String(), value: Type.String(), usage: Type.Optional(Type.String()) })),
  fonts: Type.Object({ heading: Type.Object({ family: Type.String(), weight: Type.Number() }), body: Type.Object({ family: Type.String(), weight: Type.Number() }) }),
  voiceGuidelines: Type.Union([Type.String(), Type.Null()]),
  captions: Type.Object({ sync: Type.Boolean(), profile: Type.Unknown() }),
  motion: Type.Unknown(), logo: Type.Unknown(), intro: Type.Unknown(), outro: Type.Unknown(), watermark: Type.Unknown(),
  spacing: Type.Union([BrandSpacing, Type.Null()]), sizing: Type.Union([BrandSizing, Type.Null()]), audio: Type.Union([BrandAudio, Type.Null()]),
  exemplarKeys: Type.Array(Type.String()), contactSheetKey: Type.Union([Type.String(), Type.Null()]), motifs: Type.Array(Motif),
  styleRubric: Type.Union([Type.String(), Type.Null()]), density: Type.Union([BrandDensity, Type.Null()]), inspiration: Type.Union([Inspiration, Type.Null()]),
  createdAt: Type.String(), updatedAt: Type.String(),
}, { title: 'StoredBrandKit' });

const Link = Type.Object({ key: Type.String(), url: Type.String() });
const UploadLink = Type.Object({
  key: Type.String(), url: Type.String({ description: 'presigned PUT that accepts exactly sizeBytes bytes (the size is signed; any other body is refused)' }),
  sizeBytes: Type.Integer({ description: 'the size this slot was reserved for' }),
});
const UploadSize = (description: string) => Type.Integer({ minimum: 1, maximum: objectMaxBytes, description });
const ExemplarReservation = Type.Object({
  batchId: Type.String(), uploads: Type.Array(UploadLink), contactSheetUpload: UploadLink, expiresAt: Type.String({ description: 'the upload URLs work until then' }), ...ContractFields,
});
const ExemplarFrames = Type.Object({
  kitId: Type.String(), motifId: Type.Union([Type.String(), Type.Null()]), frames: Type.Array(Link), expiresAt: Type.String({ description: 'the frame URLs work until then' }), ...ContractFields,
});

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });
const One = Type.Object({ ...BrandKitView.properties, ...ContractFields });

export const brandKitRoutes: FastifyPluginAsyncTypebox<{ brandKits: BrandKits; exemplars: BrandExemplars }> = async (app, { brandKits, exemplars }) => {
  app.post('/v1/brand-kits/exemplar-uploads', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['brand-kits'], operationId: 'reserveExemplarUploads', summary: "Reserve exemplar upload slots: presigned PUTs into the org's brand-inspiration/ prefix; PUT each picture (at most 720 px, JPEG recommended), then name the keys in a kit's exemplarKeys",
      description: 'The upload links live one hour. Once they have expired, a slot no kit names (never uploaded, uploaded but never named, or named and later dropped, or its kit deleted) is released: the picture is deleted, its stated size goes back to storage, and a kit naming it is refused (422). Name the keys in a kit before the links expire.',
      body: Type.Object({
        count: Type.Integer({ minimum: 1, maximum: maxExemplarsPerBatch }),
        sizeBytes: Type.Array(UploadSize('the exact size of one picture, in bytes'), {
          minItems: 1, maxItems: maxExemplarsPerBatch,
          description: 'the exact byte size of each picture, one per slot (as many as count): each upload URL accepts exactly its size, and the sizes count toward the plan\'s storage',
        }),
        contactSheetSizeBytes: UploadSize('the exact byte size of the contact sheet; counts toward the plan\'s storage like the pictures'),
      }, { additionalProperties: false }),
      response: { 200: ExemplarReservation, 400: ErrorEnvelope, 413: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const { count, sizeBytes, contactSheetSizeBytes } = request.body;
    // One size per slot: a rule across two fields that the JSON schema cannot state, so a 422 as such rules are.
    if (sizeBytes.length !== count) {
      return sendError(reply, 422, 'validation_failed', `sizeBytes holds ${sizeBytes.length} sizes and count is ${count}; give one size per slot`, {
        fields: [{ path: 'body.sizeBytes', problem: `must hold exactly count (${count}) sizes` }],
      });
    }
    return withContract(await exemplars.reserve(principalOf(request).orgId, { frames: sizeBytes, contactSheet: contactSheetSizeBytes }));
  });

  app.post('/v1/brand-kits/:id/exemplar-frames', {
    config: { auth: 'projects:read' },
    // No body (or an empty one) asks for every frame, up to the default limit.
    preValidation: absentBodyAsEmpty,
    schema: {
      tags: ['brand-kits'], operationId: 'presignExemplarFrames', summary: "Presign a kit's exemplar frames: short-lived GET URLs, optionally only those a motif names as its evidence",
      params: IdParams,
      body: Type.Object({
        motifId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'only the frames this motif names as its evidence' })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxExemplarsPerBatch, default: defaultExemplarFrameLimit })),
      }, { additionalProperties: false, description: 'optional: without a body, the first frames of the kit' }),
      response: { 200: ExemplarFrames, 400: ErrorEnvelope, 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => withContract(await brandKits.exemplarFrames(principalOf(request).orgId, request.params.id, request.body)));

  app.post('/v1/brand-kits', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['brand-kits'], operationId: 'putBrandKit', summary: 'Create or replace (by kitId) a brand kit; needs the brand_kits entitlement (free plan included, no credits)',
      body: BrandKitBody, response: { 200: One, 400: ErrorEnvelope, 402: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => withContract(brandKitView(await brandKits.upsert(principalOf(request).orgId, request.body as BrandKitRequest))));

  app.get('/v1/brand-kits', {
    config: { auth: 'projects:read' },
    schema: { tags: ['brand-kits'], operationId: 'listBrandKits', summary: "List the org's brand kits", querystring: Type.Object(PageQuery), response: { 200: Page(BrandKitView), 400: ErrorEnvelope, ...authErrors } },
  }, async (request) => {
    const page = await brandKits.list(principalOf(request).orgId, clampPageSize(request.query.limit), request.query.cursor);
    return pageBody({ ...page, items: page.items.map(brandKitView) });
  });

  app.get('/v1/brand-kits/:id', {
    config: { auth: 'projects:read' },
    schema: { tags: ['brand-kits'], operationId: 'getBrandKit', summary: 'Read a brand kit', params: IdParams, response: { 200: One, 404: ErrorEnvelope, ...authErrors } },
  }, async (request) => withContract(brandKitView(await brandKits.get(principalOf(request).orgId, request.params.id))));

  app.delete('/v1/brand-kits/:id', {
    config: { auth: 'projects:write' },
    schema: { tags: ['brand-kits'], operationId: 'deleteBrandKit', summary: 'Delete a brand kit (renders already queued keep their copy)', params: IdParams, response: { 200: One, 404: ErrorEnvelope, ...authErrors } },
  }, async (request) => withContract(brandKitView(await brandKits.remove(principalOf(request).orgId, request.params.id))));
};
