/**
 * Tag groups `components` and `fonts`: the component catalog (the built-ins and the org's own
 * components at their newest versions; filterable, optionally paged) with the sound palettes (the
 * pack's sound effects and beds, and the org's own audio), and the admitted font manifest. All are
 * the same data the renderer draws and mixes with. The org's component writes are in components.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { builtinCatalog, builtinOwnership, type CatalogFilter, catalogListing, filterCatalog } from '../../../catalog/index.ts';
import { categories, kinds, tiers, useCases } from '../../../catalog/sdk.ts';
import { bundledFonts } from '../../../shared/fonts/index.ts';
import { AppError } from '../../../shared/errors.ts';
import { audioRoles, envelopeClasses } from '../../../shared/sounds/analysis.ts';
import { sfxFamilies, sfxIntensities } from '../../../shared/sounds/families.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, clampPageSize, ContractFields, ErrorEnvelope, withContract } from '../../http/schemas.ts';
import type { MediaLibrary } from '../media/media.ts';
import type { OrgComponents } from './org-components.ts';
import { orgAudioEntry, type SoundPack } from '../media/sound-pack.ts';

const literalUnion = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)));
const Entry = Type.Object({ id: Type.String(), name: Type.String(), category: Type.String(), kind: Type.String(), version: Type.String() }, { additionalProperties: true });
const envelopeClass = literalUnion(envelopeClasses);
const Evidence = Type.Object({
  envelopeClass, attackMs: Type.Number(), spectralCentroidHz: Type.Number(), meanVolumeDb: Type.Number({ description: 'mean power in dBFS (ffmpeg volumedetect mean_volume)' }), maxVolumeDb: Type.Number({ description: 'sample peak in dBFS' }),
}, { description: 'measured from the file by the sound analysis (shared/sounds/analysis.ts)' });
const SfxEntry = Type.Object({
  soundId: Type.String(), family: literalUnion(sfxFamilies), envelopeClass, intensity: literalUnion(sfxIntensities),
  durationSec: Type.Number(), description: Type.String(), attribution: Type.String(),
}, { description: 'a sound effect of the pack: name it as an audio clip\'s soundId, or in a brand kit\'s audio.uiSoundSet' });
const AudioPaletteEntry = Type.Object({
  ref: Type.String({ description: 'a pack soundId or bedId, or media:<id> of the org\'s own audio' }),
  role: literalUnion(audioRoles), envelopeClass, description: Type.String(), durationSec: Type.Number(), evidence: Evidence,
  source: literalUnion(['pack', 'org', 'generated']), license: Type.String(), provenance: Type.String(),
  bpm: Type.Optional(Type.Number({ description: 'measured tempo (music)' })), mood: Type.Optional(Type.Array(Type.String())),
});

/** The org's audio items a listing shows at most (newest first). */
const orgAudioLimit = 100;

function offsetCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

function readOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const o = (JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { o?: unknown }).o;
    if (typeof o === 'number' && Number.isInteger(o) && o >= 0) return o;
  } catch { /* refused below */ }
  throw new AppError(400, 'invalid_cursor', 'cursor is not one this service issued');
}

export const catalogRoutes: FastifyPluginAsyncTypebox<{ sounds: SoundPack; media: MediaLibrary; components: OrgComponents }> = async (app, { sounds, media, components }) => {
  const catalog = builtinCatalog();
  const fonts = bundledFonts();

  app.get('/v1/components', {
    config: { auth: 'projects:read' },
    schema: {
      tags: ['components'], operationId: 'listComponents', summary: "List the component catalog (the built-ins, then the org's own components at their newest versions); with any filter set, recommended tier first",
      querystring: Type.Object({
        category: Type.Optional(literalUnion(categories)), kind: Type.Optional(literalUnion(kinds)), tier: Type.Optional(literalUnion(tiers)),
        useCase: Type.Optional(literalUnion(useCases)), mood: Type.Optional(Type.String({ maxLength: 100 })),
        q: Type.Optional(Type.String({ maxLength: 200 })), intent: Type.Optional(Type.String({ maxLength: 200, description: 'alias of q' })),
        limit: Type.Optional(Type.String({ maxLength: 20, description: 'page size 1..100 (other values clamp); omit to get the whole filtered catalog in one page' })),
        cursor: Type.Optional(Type.String({ maxLength: 200 })),
      }, { additionalProperties: false }),
      response: {
        200: Type.Object({
          data: Type.Array(Entry),
          pagination: Type.Object({ hasMore: Type.Boolean(), nextCursor: Type.Union([Type.String(), Type.Null()]), prevCursor: Type.Null() }),
          brandTokens: Type.Array(Type.String()), sfx: Type.Array(SfxEntry), audio: Type.Array(AudioPaletteEntry),
          ...ContractFields,
        }),
        400: ErrorEnvelope, 503: ErrorEnvelope, ...authErrors,
      },
    },
  }, async (request) => {
    const { limit, cursor, intent, q, ...filters } = request.query;
    const { orgId } = principalOf(request);
    const installed = await components.installed(orgId);
    const ownership = new Map(installed.map((c) => [c.manifest.id, c.ownership]));
    // The schema admits only catalog values for the enumerated filters.
    const matched = filterCatalog([...catalog.list(), ...installed.map((c) => c.manifest)], { ...filters, q: q ?? intent } as CatalogFilter);
    const offset = readOffset(cursor);
    const page = limit === undefined ? matched.slice(offset) : matched.slice(offset, offset + clampPageSize(limit));
    const hasMore = offset + page.length < matched.length;
    const { data, brandTokens } = catalogListing(page, (c) => ownership.get(c.id) ?? builtinOwnership);
    const pack = await sounds.listing();
    const { items } = await media.items.forOrg(orgId).list({ where: { kind: 'audio', status: 'ready' }, limit: orgAudioLimit });
    const own = items.map(orgAudioEntry).filter((e) => e !== null);
    return withContract({
      data, brandTokens, sfx: pack.sfx, audio: [...pack.audio, ...own],
      pagination: { hasMore, nextCursor: hasMore ? offsetCursor(offset + page.length) : null, prevCursor: null },
    });
  });

  app.get('/v1/components/:id', {
    config: { auth: 'projects:read' },
    schema: {
      tags: ['components'], operationId: 'getComponent', summary: "Read one catalog entry: a built-in, or the org's component (any version with ?version=)",
      params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) }),
      querystring: Type.Object({ version: Type.Optional(Type.String({ maxLength: 50 })) }),
      response: { 200: Type.Object({ ...Entry.properties, ...ContractFields }, { additionalProperties: true }), 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => withContract(await components.entry(principalOf(request).orgId, request.params.id, request.query.version)));

  app.get('/v1/fonts', {
    config: { auth: 'any-key' },
    schema: {
      tags: ['fonts'], operationId: 'listFonts', summary: 'The admitted font manifest',
      response: {
        200: Type.Object({
          manifestVersion: Type.String({ description: 'moves only when the admitted set moves' }),
          families: Type.Array(Type.Object({
            family: Type.String(), weights: Type.Array(Type.Object({ min: Type.Number(), max: Type.Number() })),
            styles: Type.Array(Type.String()), captionDefaults: Type.Object({ base: Type.Number(), emphasis: Type.Number() }), origin: Type.String(),
          })),
          ...ContractFields,
        }),
        ...authErrors,
      },
    },
  }, async () => withContract(fonts.manifest()));
};
