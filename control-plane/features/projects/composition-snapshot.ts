/**
 * Freezing a composition for the farm: what renders and still captures draw is fixed when they
 * are asked for. The brand kit is copied into the document (later kit edits do not move it), every
 * component placement is pinned to a version (saved compositions already are; a document bound
 * from a template may not be), the caller's plan is made from that bound document (its 422s come
 * before anything is stored), the media are pinned by content hash (deleting an item later changes
 * nothing), so are the subject mattes of clips placed behind a subject (subject-mattes.ts), the
 * sounds of the pack it plays (sound-pack.ts) and the versions of the org's own components it
 * draws (`component:<id>@<version>`, component-versions.ts), and the snapshot is stored once, by
 * content hash, before any job names it.
 */
import type { Composition } from '../../../shared/composition/schema.ts';
import type { BlobStore, StoredBlob } from '../../blobs/index.ts';
import type { BrandKits } from '../brand/brand-kits.ts';
import type { ComponentVersions } from '../component-versions/component-versions.ts';
import type { MediaLibrary, RenderAsset } from '../media/media.ts';
import { canonicalJson } from './projects.ts';
import type { SoundPack } from '../media/sound-pack.ts';
import type { SubjectMattes } from '../media/subject-mattes.ts';

export interface FrozenComposition<Plan> {
  /** The document with its brand kit bound in and its subject mattes named: what the snapshot holds. */
  composition: Composition;
  plan: Plan;
  assets: RenderAsset[];
  snapshot: StoredBlob;
}

export interface SnapshotDeps {
  brandKits: BrandKits;
  media: MediaLibrary;
  blobs: BlobStore;
  mattes: SubjectMattes;
  sounds: SoundPack;
  components: ComponentVersions;
}

export async function freezeComposition<Plan>(
  deps: SnapshotDeps, orgId: string, document: Record<string, unknown>, plan: (composition: Composition) => Plan,
): Promise<FrozenComposition<Plan>> {
  const kitBound = await deps.brandKits.bind(orgId, document as unknown as Composition);
  const { document: bound, lookup } = await deps.components.prepare(orgId, kitBound);
  const planned = plan(bound);
  const media = await deps.media.assetsFor(orgId, bound, lookup);
  const { composition, assets: mattes } = await deps.mattes.pin(orgId, bound);
  const sounds = await deps.sounds.assetsFor(composition, lookup);
  const components = await deps.components.assetsFor(orgId, composition);
  const snapshot = await deps.blobs.put(Buffer.from(canonicalJson(composition)));
  return { composition, plan: planned, assets: [...media, ...mattes, ...sounds, ...components], snapshot };
}
