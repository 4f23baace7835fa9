/**
 * Brand kits: an org's colours, fonts, caption profile, motion, logo, intro/outro, watermark and sound,
 * upserted by the caller's `kitId`. A composition binds one with `brandKit.kitId`; when a render
 * starts the kit's tokens are copied into the snapshot (`brandKit.kit`), so a render always
 * draws the kit as it was when it was queued, on any node.
 *
 * A kit is checked exactly as a composition's inline kit is (same fonts, colours and caption
 * rules, via the composition check) and may name only the org's media, as `media:<id>`.
 */
import { AppError } from '../../shared/errors.ts';
import { checkComposition } from '../../shared/composition-check/check.ts';
import { compositionError } from '../../shared/composition/validate.ts';
import type { BrandKit, Composition } from '../../shared/composition/schema.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../store/index.ts';
import type { Accounts } from './accounts.ts';
import type { MediaLibrary } from './media.ts';
import { StoreError } from '../store/index.ts';

/** The request: the render tokens (the composition's `BrandKit` fields) plus the kit's own metadata. */
export type BrandKitRequest = BrandKit & {
  kitId: string;
  name: string;
  description?: string;
  voiceGuidelines?: string;
  syncCaptions?: boolean;
  exemplarKeys?: string[];
};

export interface BrandKitRecord {
  kitId: string;
  /** The tokens a render draws with (`brandKit.kit` of the snapshot). */
  kit: BrandKit;
  description: string | null;
  voiceGuidelines: string | null;
  syncCaptions: boolean;
  exemplarKeys: string[];
}
export type StoredBrandKit = BrandKitRecord & OrgDocMeta;

const metaFields = ['kitId', 'description', 'voiceGuidelines', 'syncCaptions', 'exemplarKeys'] as const;

export class BrandKits {
  private readonly kits: OrgCollection<BrandKitRecord>;

  constructor(store: DocumentStore, private readonly accounts: Accounts, private readonly media: MediaLibrary) {
    this.kits = store.orgCollection<BrandKitRecord>({ name: 'brand_kits', idPrefix: 'bkt', unique: [['kitId']] });
  }

  /** Creates the kit, or replaces the one with the same `kitId`; 402 when the plan lacks brand kits. */
  async upsert(orgId: string, request: BrandKitRequest): Promise<StoredBrandKit> {
    await this.accounts.requireFeature(orgId, 'brand_kits');
    const kit = Object.fromEntries(Object.entries(request).filter(([k]) => !(metaFields as readonly string[]).includes(k))) as BrandKit;
    await this.check(orgId, kit);
    if (request.exemplarKeys?.length) {
      throw new AppError(422, 'validation_failed', 'exemplarKeys must come from an exemplar upload reservation, and none holds these keys', { fields: [{ path: 'body.exemplarKeys', problem: 'unknown keys' }] });
    }
    const record: BrandKitRecord = {
      kitId: request.kitId, kit, description: request.description ?? null, voiceGuidelines: request.voiceGuidelines ?? null,
      syncCaptions: request.syncCaptions ?? true, exemplarKeys: [],
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

  async get(orgId: string, id: string): Promise<StoredBrandKit> {
    const kit = await this.kits.forOrg(orgId).get(id);
    if (!kit) throw new AppError(404, 'not_found', `brand kit ${id} not found`);
    return kit;
  }

  list(orgId: string, limit: number, cursor?: string) {
    return this.kits.forOrg(orgId).list({ limit, cursor });
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
    } catch (err) {
      if (err instanceof AppError && Array.isArray(err.details.fields)) err.details.fields = (err.details.fields as { path: string }[]).map(toBody);
      throw err;
    }
  }
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
    motion: kit.motion ?? null, logo: kit.logo ?? null, intro: kit.intro ?? null, outro: kit.outro ?? null, watermark: kit.watermark ?? null, audio: kit.audio ?? null,
    exemplarKeys: k.exemplarKeys, createdAt: k.createdAt, updatedAt: k.updatedAt,
  };
}
