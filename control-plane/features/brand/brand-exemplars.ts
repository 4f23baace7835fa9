/**
 * Exemplar frames of a brand: reference pictures (at most 720 px, JPEG recommended) a client
 * uploads itself, straight into the blob store through presigned PUTs, and then names in a kit's
 * `exemplarKeys` and `contactSheetKey`. A reservation fixes the names first, under the org's
 * `brand-inspiration/` prefix (`orgs/<orgId>/brand-inspiration/<batchId>/...`), so a kit can
 * only ever name frames its own org reserved and uploaded; anything else is a 422.
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/errors.ts';
import type { BlobStore } from '../../blobs/index.ts';
import type { DocumentStore, OrgCollection } from '../../store/index.ts';

export interface ExemplarBatchRecord {
  keys: string[];
  contactSheetKey: string;
  /** Until when the upload links work (ISO time); the names stay the org's afterwards. */
  expiresAt: string;
}

export interface ExemplarReservation {
  batchId: string;
  uploads: { key: string; url: string }[];
  contactSheetUpload: { key: string; url: string };
  expiresAt: string;
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

  constructor(store: DocumentStore, private readonly blobs: BlobStore) {
    this.batches = store.orgCollection<ExemplarBatchRecord>({ name: 'brand_exemplar_batches', idPrefix: 'exb' });
  }

  /** Reserves `count` frame names and one contact sheet name, each with its presigned PUT. */
  async reserve(orgId: string, count: number, now = Date.now()): Promise<ExemplarReservation> {
    const batchId = `exb_${randomBytes(12).toString('hex')}`;
    const base = `${prefixOf(orgId)}${batchId}/`;
    const keys = Array.from({ length: count }, (_, i) => `${base}exemplar-${String(i + 1).padStart(2, '0')}.jpg`);
    const contactSheetKey = `${base}contact-sheet.jpg`;
    const expiresAtMs = now + uploadLinkLifetimeMs;
    const expiresAt = new Date(expiresAtMs).toISOString();
    await this.batches.forOrg(orgId).insert({ keys, contactSheetKey, expiresAt }, { id: batchId });
    const link = async (key: string) => ({ key, url: await this.blobs.objectPutUrl(key, { expiresAtMs }) });
    return { batchId, uploads: await Promise.all(keys.map(link)), contactSheetUpload: await link(contactSheetKey), expiresAt };
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
      if (!(await this.blobs.objectStat(key))) problems.push({ path, problem: `nothing was uploaded to '${key}' yet; PUT the picture to its upload URL first` });
    };
    for (const [i, key] of exemplarKeys.entries()) await check(key, `body.exemplarKeys[${i}]`, 'frame');
    if (contactSheetKey !== undefined) await check(contactSheetKey, 'body.contactSheetKey', 'contact sheet');
    if (problems.length) throw new AppError(422, 'validation_failed', `${problems.length} exemplar key${problems.length === 1 ? '' : 's'} cannot be used`, { fields: problems });
  }

  /** Short-lived GET links of frames, in the order given. */
  async frameLinks(keys: readonly string[], now = Date.now()): Promise<{ links: { key: string; url: string }[]; expiresAt: string }> {
    const expiresAtMs = now + frameLinkLifetimeMs;
    const links = await Promise.all(keys.map(async (key) => ({ key, url: await this.blobs.objectGetUrl(key, { expiresAtMs }) })));
    return { links, expiresAt: new Date(expiresAtMs).toISOString() };
  }
}
