/**
 * Tag group `brand-kits`. `POST /v1/brand-kits` creates or replaces (by `kitId`) the org's kit;
 * compositions bind it with `brandKit.kitId` and renders copy its tokens when they start.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BrandKit } from '../../shared/composition/schema.ts';
import { type BrandKitRequest, type BrandKits, brandKitView } from '../domain/brand-kits.ts';
import { principalOf } from '../http/auth.ts';
import { authErrors, clampPageSize, ContractFields, ErrorEnvelope, Page, PageQuery, pageBody, withContract } from '../http/schemas.ts';

const BrandKitBody = Type.Object({
  ...BrandKit.properties,
  kitId: Type.String({ minLength: 1, maxLength: 200, description: 'your identifier of the kit: posting the same kitId again replaces it' }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  voiceGuidelines: Type.Optional(Type.String({ maxLength: 5000 })),
  syncCaptions: Type.Optional(Type.Boolean()),
  exemplarKeys: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 50 })),
}, { additionalProperties: false });

const BrandKitView = Type.Object({
  id: Type.String(), kitId: Type.String(), name: Type.String(), description: Type.Union([Type.String(), Type.Null()]),
  tagline: Type.Union([Type.String(), Type.Null()]), secondaryTagline: Type.Union([Type.String(), Type.Null()]),
  colors: Type.Record(Type.String(), Type.String()),
  extraColors: Type.Array(Type.Object({ name: Type.String(), value: Type.String(), usage: Type.Optional(Type.String()) })),
  fonts: Type.Object({ heading: Type.Object({ family: Type.String(), weight: Type.Number() }), body: Type.Object({ family: Type.String(), weight: Type.Number() }) }),
  voiceGuidelines: Type.Union([Type.String(), Type.Null()]),
  captions: Type.Object({ sync: Type.Boolean(), profile: Type.Unknown() }),
  motion: Type.Unknown(), logo: Type.Unknown(), intro: Type.Unknown(), outro: Type.Unknown(), watermark: Type.Unknown(), audio: Type.Unknown(),
  exemplarKeys: Type.Array(Type.String()), createdAt: Type.String(), updatedAt: Type.String(),
});

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });
const One = Type.Object({ ...BrandKitView.properties, ...ContractFields });

export const brandKitRoutes: FastifyPluginAsyncTypebox<{ brandKits: BrandKits }> = async (app, { brandKits }) => {
  app.post('/v1/brand-kits', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['brand-kits'], summary: 'Create or replace (by kitId) a brand kit; needs the brand_kits entitlement (free plan included, no credits)',
      body: BrandKitBody, response: { 200: One, 400: ErrorEnvelope, 402: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => withContract(brandKitView(await brandKits.upsert(principalOf(request).orgId, request.body as BrandKitRequest))));

  app.get('/v1/brand-kits', {
    config: { auth: 'projects:read' },
    schema: { tags: ['brand-kits'], summary: "List the org's brand kits", querystring: Type.Object(PageQuery), response: { 200: Page(BrandKitView), 400: ErrorEnvelope, ...authErrors } },
  }, async (request) => {
    const page = await brandKits.list(principalOf(request).orgId, clampPageSize(request.query.limit), request.query.cursor);
    return pageBody({ ...page, items: page.items.map(brandKitView) });
  });

  app.get('/v1/brand-kits/:id', {
    config: { auth: 'projects:read' },
    schema: { tags: ['brand-kits'], summary: 'Read a brand kit', params: IdParams, response: { 200: One, 404: ErrorEnvelope, ...authErrors } },
  }, async (request) => withContract(brandKitView(await brandKits.get(principalOf(request).orgId, request.params.id))));

  app.delete('/v1/brand-kits/:id', {
    config: { auth: 'projects:write' },
    schema: { tags: ['brand-kits'], summary: 'Delete a brand kit (renders already queued keep their copy)', params: IdParams, response: { 200: One, 404: ErrorEnvelope, ...authErrors } },
  }, async (request) => withContract(brandKitView(await brandKits.remove(principalOf(request).orgId, request.params.id))));
};
