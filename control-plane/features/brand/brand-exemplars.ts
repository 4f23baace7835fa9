/**
 * Exemplar frames of a brand: reference pictures (at most 720 px, JPEG recommended) a client
 * uploads itself, straight into the blob store through presigned PUTs, and then names in a kit's
 * `exemplarKeys` and `contactSheetKey`. A reservation fixes the names first, under the org's
 * `brand-inspiration/` prefix (`orgs/<orgId>/brand-inspiration/<batchId>/...`), so a kit can
 * only ever name frames its own org reserved and uploaded; anything else is a 422.
 *
 * Every upload link is bounded: the client states each picture's size when it reserves, the
 * sizes are reserved against the org's `storage` entitlement (as media bytes are; a reservation
 * that would pass the plan is the 413 `storage_limit_exceeded`, and nothing is signed), and each
 * link is signed for exactly its size, so the blob store itself refuses any other body.
 *
 * A name is used while a kit names it. Once the batch's links have expired, the blob janitor
 * releases each name no kit names (`releaseUnnamed`): one never uploaded, one uploaded but never
 * named, one a kit named and then dropped (or whose kit was deleted). The object is deleted, its
 * stated size goes back to storage, and the name is refused from then on.
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/errors.ts';
import type { BlobStat, BlobStore } from '../../blobs/index.ts';
import type { StorageMeter } from '../accounts/storage.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../../store/index.ts';

export interface ExemplarBatchRecord {
  keys: string[];
  contactSheetKey: string;
  /** Until when the upload links work (ISO time). */
  expiresAt: string;
  /** The stated size of each frame (as `keys`) and of the contact sheet: together what the batch counts toward storage, uploaded or not; each gives its own back when released. */
  frameSizes?: number[];
  contactSheetSizeBytes?: number;
  /** Names released (deleted, their bytes given back to storage): no kit can name them again. */
  releasedKeys?: string[];
  /** Every name of the batch released: the janitor looks at it no more. */
  blobsReleased?: boolean;
}

/** One name of a batch released by `releaseUnnamed`. */
export interface ReleasedExemplar { key: string; removed: boolean; sizeBytes: number }

export interface ExemplarReservation {
  batchId: string;
  uploads: { key: string; url: string; sizeBytes: number }[];
  contactSheetUpload: { key: string; url: string; sizeBytes: number };
  expiresAt: string;
}

/** The sizes a client states when it reserves: one per frame, and the contact sheet's. */
export interface ExemplarSizes {
  frames: readonly number[];
  contactSheet: number;
}

/** The most frames one reservation holds (a kit names at most this many exemplarKeys). */
export const maxExemplarsPerBatch = 50;
const uploadLinkLifetimeMs = 60 * 60 * 1000;
/** Frame links are for looking at the frames now, not for keeping. */
export const frameLinkLifetimeMs = 10 * 60 * 1000;

const prefixOf = (orgId: string) => `orgs/${orgId}/brand-inspiration/`;

/** The batch a key of the org's prefix names, or null for a key of any other form. */
function batchIdOf(orgId: string, key: string): string | null {
  const prefix = prefixOf(orgId);
  if (!key.startsWith(prefix)) return null;
  const [batchId, file, ...rest] = key.slice(prefix.length).split('/');
  return batchId && file && rest.length === 0 ? batchId : null;
}

export class BrandExemplars {
  private readonly batches: OrgCollection<ExemplarBatchRecord>;

  constructor(store: DocumentStore, private readonly blobs: BlobStore, private readonly storage: StorageMeter) {
    this.batches = store.orgCollection<ExemplarBatchRecord>({ name: 'brand_exemplar_batches', idPrefix: 'exb' });
  }

  /**
   * Reserves one frame name per stated size and one contact sheet name, each with a presigned PUT
   * for exactly its size. The sizes together count toward the org's storage first: past the plan
   * this throws the 413 and signs nothing.
   */
  async reserve(orgId: string, sizes: ExemplarSizes, now = Date.now()): Promise<ExemplarReservation> {
    const totalBytes = sizes.frames.reduce((sum, n) => sum + n, sizes.contactSheet);
    await this.storage.reserve(orgId, totalBytes);
    const batchId = `exb_${randomBytes(12).toString('hex')}`;
    const base = `${prefixOf(orgId)}${batchId}/`;
    const keys = sizes.frames.map((_, i) => `${base}exemplar-${String(i + 1).padStart(2, '0')}.jpg`);
    const contactSheetKey = `${base}contact-sheet.jpg`;
    const expiresAtMs = now + uploadLinkLifetimeMs;
    const expiresAt = new Date(expiresAtMs).toISOString();
    try {
      await this.batches.forOrg(orgId).insert({ keys, contactSheetKey, expiresAt, frameSizes: [...sizes.frames], contactSheetSizeBytes: sizes.contactSheet, releasedKeys: [] }, { id: batchId });
    } catch (err) {
      await this.storage.release(orgId, totalBytes);
      throw err;
    }
    const link = async (key: string, sizeBytes: number) => ({ key, url: await this.blobs.objectPutUrl(key, { expiresAtMs, sizeBytes }), sizeBytes });
    return {
      batchId, uploads: await Promise.all(keys.map((key, i) => link(key, sizes.frames[i]!))), contactSheetUpload: await link(contactSheetKey, sizes.contactSheet), expiresAt,
    };
  }

  /**
   * 422 naming each field that names a key no reservation of this org holds (another org's, an
   * invented one, a frame key given as the contact sheet or the other way round), or one that
   * was reserved but never uploaded.
   */
  async assertUploaded(orgId: string, exemplarKeys: readonly string[], contactSheetKey: string | undefined): Promise<void> {
    const problems: { path: string; problem: string }[] = [];
    const scope = this.batches.forOrg(orgId);
    const batches = new Map<string, ExemplarBatchRecord | null>();
    const check = async (key: string, path: string, role: 'frame' | 'contact sheet') => {
      const batchId = batchIdOf(orgId, key);
      if (batchId && !batches.has(batchId)) batches.set(batchId, await scope.get(batchId));
      const batch = batchId ? batches.get(batchId) : null;
      const reserved = batch && (role === 'frame' ? batch.keys.includes(key) : batch.contactSheetKey === key);
      if (!reserved) {
        problems.push({ path, problem: `'${key}' is not a ${role} key of an exemplar upload reservation of this org (POST /v1/brand-kits/exemplar-uploads)` });
        return;
      }
      if (batch.releasedKeys?.includes(key)) {
        problems.push({ path, problem: `'${key}' was released: no kit named it after its upload link expired; reserve and upload it again` });
        return;
      }
      if (!(await this.blobs.objectStat(key))) problems.push({ path, problem: `nothing was uploaded to '${key}' yet; PUT the picture to its upload URL first` });
    };
    for (const [i, key] of exemplarKeys.entries()) await check(key, `body.exemplarKeys[${i}]`, 'frame');
    if (contactSheetKey !== undefined) await check(contactSheetKey, 'body.contactSheetKey', 'contact sheet');
    if (problems.length) throw new AppError(422, 'validation_failed', `${problems.length} exemplar key${problems.length === 1 ? '' : 's'} cannot be used`, { fields: problems });
  }

  /** Every org's reservations, for the blob janitor's survey. */
  get records(): OrgCollection<ExemplarBatchRecord> {
    return this.batches;
  }

  /**
   * Releases every name of an expired batch that `named` does not hold: records it as released
   * first (so no kit can name it from then on), then deletes the object and gives its stated
   * size back to storage. A name whose object was written within `graceMs` waits for a later
   * run. Answers what was released; the batch is done once all its names are.
   */
  async releaseUnnamed(batch: ExemplarBatchRecord & OrgDocMeta, named: ReadonlySet<string>, options: { now: number; graceMs: number }): Promise<ReleasedExemplar[]> {
    if (batch.blobsReleased || Date.parse(batch.expiresAt) > options.now) return [];
    const released = new Set(batch.releasedKeys ?? []);
    const statedSize = new Map<string, number>([...batch.keys.map((k, i) => [k, batch.frameSizes?.[i] ?? 0] as const), [batch.contactSheetKey, batch.contactSheetSizeBytes ?? 0]]);
    // Each name to release, with what is stored under it now (null: never uploaded). The links have expired, so nothing replaces it meanwhile.
    const releasing = new Map<string, BlobStat | null>();
    for (const key of statedSize.keys()) {
      if (released.has(key) || named.has(key)) continue;
      const stat = await this.blobs.objectStat(key);
      if (stat && options.now - stat.writtenAtMs < options.graceMs) continue;
      releasing.set(key, stat);
    }
    if (releasing.size === 0) return [];
    const all = [...released, ...releasing.keys()];
    // On the version read: of two janitors (two replicas) only one releases, and storage is given back once.
    const r = await this.batches.forOrg(batch.orgId).update(batch.id, { set: { releasedKeys: all, blobsReleased: all.length === statedSize.size } }, { ifVersion: batch.version });
    if (r.status !== 'updated') return [];
    const out: ReleasedExemplar[] = [];
    for (const [key, stat] of releasing) {
      const removed = stat !== null && (await this.blobs.objectRemove(key));
      out.push({ key, removed, sizeBytes: removed ? stat.sizeBytes : 0 });
    }
    const giveBack = [...releasing.keys()].reduce((sum, key) => sum + statedSize.get(key)!, 0);
    if (giveBack > 0) await this.storage.release(batch.orgId, giveBack);
    return out;
  }

  /** Short-lived GET links of frames, in the order given. */
  async frameLinks(keys: readonly string[], now = Date.now()): Promise<{ links: { key: string; url: string }[]; expiresAt: string }> {
    const expiresAtMs = now + frameLinkLifetimeMs;
    const links = await Promise.all(keys.map(async (key) => ({ key, url: await this.blobs.objectGetUrl(key, { expiresAtMs }) })));
    return { links, expiresAt: new Date(expiresAtMs).toISOString() };
  }
}
