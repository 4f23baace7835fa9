/**
 * Brand kits: an org's colours, fonts, caption profile, motion, logo, intro/outro, watermark and sound,
 * upserted by the caller's `kitId`. A composition binds one with `brandKit.kitId`; when a render
 * starts the kit's tokens are copied into the snapshot (`brandKit.kit`), so a render always
 * draws the kit as it was when it was queued, on any node.
 *
 * A kit is checked exactly as a composition's inline kit is (same fonts, colours and caption
 * rules, via the composition check) and may name only the org's media, as `media:<id>`.
 *
 * Beside the render tokens a kit keeps what describes the brand for authoring: exemplar frames
 * (keys of the org's exemplar upload reservations, brand-exemplars.ts), the contact sheet,
 * motifs seen in those frames, a style rubric and where the kit's tokens were found
 * (`inspiration`). Renders never read those.
 */
import { type Static, Type } from '@sinclair/typebox';
import { AppError } from '../../../shared/errors.ts';
import { checkComposition } from '../../../catalog/check/check.ts';
import { mediaIdOf } from '../../../shared/composition/media-sources.ts';
import { compositionError } from '../../../shared/composition/validate.ts';
import type { BrandKit, Composition } from '../../../shared/composition/schema.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../../store/index.ts';
import type { Accounts } from '../accounts/accounts.ts';
import type { BrandExemplars } from './brand-exemplars.ts';
import { type MediaLibrary, mediaReferenceError } from '../media/media.ts';
import { StoreError } from '../../store/index.ts';

const strict = { additionalProperties: false } as const;
const ms = Type.Number({ minimum: 0, maximum: 600000 });
const fraction = Type.Number({ minimum: 0, maximum: 1 });

/** A recurring graphic of the brand, as seen in its exemplar frames (spec: Motif). */
export const Motif = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' }),
  observed: Type.Optional(Type.String({ maxLength: 2000, description: 'what the frames show, in words' })),
  body: Type.Optional(Type.Object({
    kind: Type.String({ minLength: 1, maxLength: 50, description: 'e.g. card, lower-third, badge' }),
    html: Type.Optional(Type.String({ maxLength: 20000 })),
    tokens: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Union([Type.String({ maxLength: 500 }), Type.Number()]))),
  }, strict)),
  motion: Type.Optional(Type.Object({
    preset: Type.Optional(Type.String({ maxLength: 50, description: 'e.g. fade-up' })),
    enterMs: Type.Optional(ms), exitMs: Type.Optional(ms), staggerMs: Type.Optional(ms),
    confidence: Type.Optional(Type.Union([Type.Literal('high'), Type.Literal('medium'), Type.Literal('low')])),
  }, strict)),
  role: Type.Optional(Type.String({ maxLength: 100, description: 'e.g. title-card' })),
  zone: Type.Optional(Type.Object({ x: fraction, y: fraction, w: fraction, h: fraction }, { ...strict, description: 'where in the frame, as fractions of its width and height' })),
  evidence: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 50, description: 'indexes into exemplarKeys of the frames that show the motif' })),
  diffScore: Type.Optional(fraction),
  coverage: Type.Optional(Type.Union([Type.Literal('reproduced'), Type.Literal('approximated'), Type.Literal('skipped')])),
  skipReason: Type.Optional(Type.String({ maxLength: 500 })),
}, strict);
export type Motif = Static<typeof Motif>;

export const Inspiration = Type.Object({
  sources: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 2048 }), { maxItems: 50, description: 'where the kit was taken from: site URLs, exemplar keys' })),
  extractedAt: Type.Optional(Type.Number({ minimum: 0, description: 'milliseconds since the epoch' })),
  extractionVersion: Type.Optional(Type.String({ maxLength: 50 })),
}, strict);
export type Inspiration = Static<typeof Inspiration>;

/** The request: the render tokens (the composition's `BrandKit` fields) plus the kit's own metadata. */
export type BrandKitRequest = BrandKit & {
  kitId: string;
  name: string;
  description?: string;
  voiceGuidelines?: string;
  syncCaptions?: boolean;
  exemplarKeys?: string[];
  contactSheetKey?: string;
  motifs?: Motif[];
  styleRubric?: string;
  inspiration?: Inspiration;
};

export interface BrandKitRecord {
  kitId: string;
  /** The tokens a render draws with (`brandKit.kit` of the snapshot). */
  kit: BrandKit;
  description: string | null;
  voiceGuidelines: string | null;
  syncCaptions: boolean;
  exemplarKeys: string[];
  /** Absent on kits stored before these fields existed. */
  contactSheetKey?: string | null;
  motifs?: Motif[];
  styleRubric?: string | null;
  inspiration?: Inspiration | null;
}
export type StoredBrandKit = BrandKitRecord & OrgDocMeta;

const metaFields = ['kitId', 'description', 'voiceGuidelines', 'syncCaptions', 'exemplarKeys', 'contactSheetKey', 'motifs', 'styleRubric', 'inspiration'] as const;

/** How many frame links the exemplar-frame presign gives when the caller names no limit. */
export const defaultExemplarFrameLimit = 6;

export class BrandKits {
  private readonly kits: OrgCollection<BrandKitRecord>;

  constructor(store: DocumentStore, private readonly accounts: Accounts, private readonly media: MediaLibrary, private readonly exemplars: BrandExemplars) {
    this.kits = store.orgCollection<BrandKitRecord>({ name: 'brand_kits', idPrefix: 'bkt', unique: [['kitId']] });
  }

  /** Creates the kit, or replaces the one with the same `kitId`; 402 when the plan lacks brand kits. */
  async upsert(orgId: string, request: BrandKitRequest): Promise<StoredBrandKit> {
    await this.accounts.requireFeature(orgId, 'brand_kits');
    const kit = Object.fromEntries(Object.entries(request).filter(([k]) => !(metaFields as readonly string[]).includes(k))) as BrandKit;
    await this.check(orgId, kit);
    const exemplarKeys = request.exemplarKeys ?? [];
    checkMotifs(request.motifs ?? [], exemplarKeys.length);
    await this.exemplars.assertUploaded(orgId, exemplarKeys, request.contactSheetKey);
    const record: BrandKitRecord = {
      kitId: request.kitId, kit, description: request.description ?? null, voiceGuidelines: request.voiceGuidelines ?? null,
      syncCaptions: request.syncCaptions ?? true, exemplarKeys, contactSheetKey: request.contactSheetKey ?? null,
      motifs: request.motifs ?? [], styleRubric: request.styleRubric ?? null, inspiration: request.inspiration ?? null,
    };
    const scope = this.kits.forOrg(orgId);
    for (let attempt = 0; ; attempt++) {
      const existing = await scope.findOne({ kitId: request.kitId });
      if (existing) {
        const r = await scope.update(existing.id, { set: { ...record } });
        if (r.status === 'updated') return r.doc;
      } else {
        try {
          return await scope.insert(record);
        } catch (err) {
          // Created by a concurrent upsert of the same kitId: replace that one instead.
          if (!(err instanceof StoreError && err.code === 'duplicate') || attempt > 2) throw err;
        }
      }
    }
  }

  /** Every exemplar frame and contact sheet a kit of the org names: what the blob janitor keeps. */
  async namedExemplarKeys(orgId: string): Promise<Set<string>> {
    const named = new Set<string>();
    let cursor: string | null = null;
    do {
      const page = await this.kits.forOrg(orgId).select(['exemplarKeys', 'contactSheetKey']).list({ limit: 200, cursor, order: 'oldest' });
      for (const kit of page.items) {
        for (const key of kit.exemplarKeys ?? []) named.add(key);
        if (kit.contactSheetKey) named.add(kit.contactSheetKey);
      }
      cursor = page.nextCursor;
    } while (cursor);
    return named;
  }

  async get(orgId: string, id: string): Promise<StoredBrandKit> {
    const kit = await this.kits.forOrg(orgId).get(id);
    if (!kit) throw new AppError(404, 'not_found', `brand kit ${id} not found`);
    return kit;
  }

  list(orgId: string, limit: number, cursor?: string) {
    return this.kits.forOrg(orgId).list({ limit, cursor });
  }

  /**
   * Short-lived GET links of the kit's exemplar frames, in the kit's order: those a motif names as
   * its `evidence` when `motifId` is given (404 for a motif the kit lacks), at most `limit`.
   */
  async exemplarFrames(orgId: string, id: string, options: { motifId?: string; limit?: number } = {}) {
    const kit = await this.get(orgId, id);
    let keys = kit.exemplarKeys;
    if (options.motifId !== undefined) {
      const motif = (kit.motifs ?? []).find((m) => m.id === options.motifId);
      if (!motif) throw new AppError(404, 'not_found', `brand kit ${id} has no motif '${options.motifId}'`);
      keys = [...new Set(motif.evidence ?? [])].sort((a, b) => a - b).map((i) => kit.exemplarKeys[i]).filter((k): k is string => k !== undefined);
    }
    const { links, expiresAt } = await this.exemplars.frameLinks(keys.slice(0, options.limit ?? defaultExemplarFrameLimit));
    return { kitId: kit.kitId, motifId: options.motifId ?? null, frames: links, expiresAt };
  }

  async remove(orgId: string, id: string): Promise<StoredBrandKit> {
    const r = await this.kits.forOrg(orgId).delete(id);
    if (r.status !== 'deleted') throw new AppError(404, 'not_found', `brand kit ${id} not found`);
    return r.doc;
  }

  /**
   * The composition a render draws: a `brandKit.kitId` binding without an inline `kit` gets the
   * stored kit's tokens copied in (an inline kit is the composition's own copy and is drawn as
   * it is). An unknown kitId is a 422 naming the field.
   */
  async bind(orgId: string, composition: Composition): Promise<Composition> {
    const kitId = composition.brandKit?.kitId;
    if (!kitId || composition.brandKit?.kit) return composition;
    const stored = await this.kits.forOrg(orgId).findOne({ kitId });
    if (!stored) throw new AppError(422, 'brand_kit_not_found', `no brand kit has kitId '${kitId}'; create it with POST /v1/brand-kits`, { fields: [{ path: 'brandKit.kitId', problem: 'no such kit' }] });
    return { ...composition, brandKit: { ...composition.brandKit, kit: stored.kit } };
  }

  private async check(orgId: string, kit: BrandKit): Promise<void> {
    // The composition check holds every rule a kit must meet; run it on a composition of just this kit.
    const probe = { output: { width: 16, height: 16, fps: 1 }, brandKit: { kit }, tracks: [{ clips: [] }] };
    const checked = checkComposition(probe);
    const toBody = <T extends { path: string }>(e: T) => ({ ...e, path: e.path.replace(/^brandKit\.kit\.?/, 'body.').replace(/\.$/, '') });
    if (!checked.ok) throw compositionError(checked.errors.map(toBody));
    try {
      await this.media.assertReferences(orgId, probe as Composition);
      // The ambience a kit prefers plays nowhere, so the media walk skips it; it must still be the org's.
      const ambience = kit.audio?.ambiencePreference?.ref;
      const ambienceId = ambience === undefined ? null : mediaIdOf(ambience);
      if (ambienceId !== null && !(await this.media.get(orgId, ambienceId).catch(() => null))) {
        throw mediaReferenceError([{ path: 'brandKit.kit.audio.ambiencePreference.ref', problem: `media ${ambienceId} not found` }]);
      }
    } catch (err) {
      if (err instanceof AppError && Array.isArray(err.details.fields)) err.details.fields = (err.details.fields as { path: string }[]).map(toBody);
      throw err;
    }
  }
}

/** Motif ids are unique in a kit and a motif's evidence names frames the kit has. */
function checkMotifs(motifs: readonly Motif[], frames: number): void {
  const fields: { path: string; problem: string }[] = [];
  const seen = new Map<string, number>();
  motifs.forEach((m, i) => {
    const first = seen.get(m.id);
    if (first !== undefined) fields.push({ path: `body.motifs[${i}].id`, problem: `'${m.id}' is already the id of body.motifs[${first}]` });
    else seen.set(m.id, i);
    (m.evidence ?? []).forEach((e, j) => {
      if (e >= frames) fields.push({ path: `body.motifs[${i}].evidence[${j}]`, problem: `${e} is not an index of exemplarKeys (the kit has ${frames} frame${frames === 1 ? '' : 's'})` });
    });
  });
  if (fields.length) throw new AppError(422, 'validation_failed', `${fields.length} motif field${fields.length === 1 ? '' : 's'} are invalid`, { fields });
}

/** The kit as the API answers it (spec: Brand kit response). */
export function brandKitView(k: StoredBrandKit) {
  const kit = k.kit;
  return {
    id: k.id, kitId: k.kitId, name: kit.name ?? k.kitId, description: k.description, tagline: kit.tagline ?? null, secondaryTagline: kit.secondaryTagline ?? null,
    colors: { ...kit.colors },
    extraColors: (kit.extraColors ?? []).map((c) => ({ name: c.label, value: c.hex, ...(c.usage ? { usage: c.usage } : {}) })),
    fonts: { heading: { family: kit.headingFont.fontFamily, weight: kit.headingFont.fontWeight }, body: { family: kit.bodyFont.fontFamily, weight: kit.bodyFont.fontWeight } },
    voiceGuidelines: k.voiceGuidelines,
    captions: { sync: k.syncCaptions, profile: kit.captionProfile ?? null },
    motion: kit.motion ?? null, logo: kit.logo ?? null, intro: kit.intro ?? null, outro: kit.outro ?? null, watermark: kit.watermark ?? null,
    spacing: kit.spacing ?? null, sizing: kit.sizing ?? null, audio: kit.audio ?? null,
    exemplarKeys: k.exemplarKeys, contactSheetKey: k.contactSheetKey ?? null, motifs: k.motifs ?? [], styleRubric: k.styleRubric ?? null,
    density: kit.density ?? null, inspiration: k.inspiration ?? null,
    createdAt: k.createdAt, updatedAt: k.updatedAt,
  };
}
