/**
 * Storage metering: the bytes of an org's media (uploads and imports) count toward its
 * `storage` entitlement, the plan's gigabytes. Bytes are reserved on the org document before they
 * are kept, with one conditional update each, so uploads running at once cannot pass the limit
 * together: a declared size (Content-Length) is reserved before the first byte is read, and a
 * stream of unknown size reserves a step ahead as it flows. Past the limit the stream fails with
 * the typed 413 `storage_limit_exceeded`; the blob store then publishes nothing, and every byte
 * reserved for it is given back. Deleting an item gives its bytes back.
 *
 * Render outputs are not counted: they are the service's deliveries, kept 7 days and then let go.
 */
import { Readable } from 'node:stream';
import { AppError } from '../../../shared/errors.ts';
import type { Accounts, Org } from './accounts.ts';
import type { PriceList } from './plans.ts';

/** The `storage` entitlement counts decimal gigabytes. */
export const bytesPerGb = 1e9;
/** How far ahead a stream of unknown size reserves: one store write per step, not per chunk. */
const reserveStepBytes = 8 * 2 ** 20;

export function storageLimitBytes(prices: PriceList, org: Pick<Org, 'planId' | 'limits'>): number {
  return prices.planOf(org).storageGb * bytesPerGb;
}

export function storageLimitError(limitBytes: number, usedBytes: number, requestedBytes: number): AppError {
  return new AppError(413, 'storage_limit_exceeded',
    `this would store ${requestedBytes} more bytes and the plan's storage has ${Math.max(0, limitBytes - usedBytes)} left of ${limitBytes}; delete media or change plan`,
    { featureId: 'storage', limitBytes, usedBytes, requestedBytes });
}

/** A stream whose bytes are being reserved: `settle` once they are stored, `abort` when they are not. */
export interface MeteredStream {
  stream: Readable;
  /** Keeps `storedBytes` reserved and gives back anything reserved beyond them. */
  settle(storedBytes: number): Promise<void>;
  /** Gives back everything reserved for the stream. */
  abort(): Promise<void>;
}

export class StorageMeter {
  /**
   * @param countStored the bytes an org's media hold now: counted once for an org from before
   * metering (its document has no `storageBytes` yet).
   */
  constructor(private readonly accounts: Accounts, private readonly countStored: (orgId: string) => Promise<number>) {}

  /** Reserves `bytes` for the org, or throws the 413 leaving the count as it was. */
  async reserve(orgId: string, bytes: number): Promise<void> {
    if (bytes <= 0) return;
    const org = await this.counted(orgId);
    const limit = storageLimitBytes(this.accounts.prices, org);
    const r = await this.accounts.orgs.update(orgId, { inc: { storageBytes: bytes } }, { where: { storageBytes: { $lte: limit - bytes } } });
    if (r.status === 'updated') return;
    if (r.status === 'not_found') throw new AppError(404, 'not_found', `org ${orgId} not found`);
    throw storageLimitError(limit, r.current.storageBytes ?? 0, bytes);
  }

  /** Throws the 413 when the org has no storage left at all (before recording an import). */
  async assertRoom(orgId: string): Promise<void> {
    const org = await this.counted(orgId);
    const limit = storageLimitBytes(this.accounts.prices, org);
    if ((org.storageBytes ?? 0) >= limit) throw storageLimitError(limit, org.storageBytes ?? 0, 1);
  }

  async release(orgId: string, bytes: number): Promise<void> {
    if (bytes > 0) await this.accounts.orgs.update(orgId, { inc: { storageBytes: -bytes } });
  }

  /**
   * Passes `body` through while reserving its bytes: `declaredBytes` (when the sender stated the
   * size) before the first chunk, then a step ahead of whatever flows beyond it. Near the limit a
   * step that does not fit falls back to exactly the bytes seen, so a file that fits is kept.
   */
  meter(orgId: string, body: AsyncIterable<Buffer>, declaredBytes?: number): MeteredStream {
    let reserved = 0;
    const reserve = async (bytes: number) => {
      await this.reserve(orgId, bytes);
      reserved += bytes;
    };
    const stream = Readable.from((async function* () {
      if (declaredBytes !== undefined && declaredBytes > 0) await reserve(declaredBytes);
      let seen = 0;
      for await (const chunk of body) {
        seen += chunk.length;
        if (seen > reserved) {
          const needed = seen - reserved;
          try {
            await reserve(Math.max(needed, reserveStepBytes));
          } catch (err) {
            if (!(err instanceof AppError) || err.code !== 'storage_limit_exceeded' || needed >= reserveStepBytes) throw err;
            await reserve(needed);
          }
        }
        yield chunk;
      }
    })(), { objectMode: false });
    return {
      stream,
      settle: async (storedBytes) => {
        await this.release(orgId, reserved - storedBytes);
        reserved = storedBytes;
      },
      abort: async () => {
        await this.release(orgId, reserved);
        reserved = 0;
      },
    };
  }

  /** The org with its storage counted (`storageBytes`): an org from before metering gets its media summed once. */
  async counted(orgId: string) {
    const org = await this.accounts.getOrg(orgId);
    if (!org) throw new AppError(404, 'not_found', `org ${orgId} not found`);
    if (org.storageBytes !== undefined) return org;
    const bytes = await this.countStored(orgId);
    const r = await this.accounts.orgs.update(orgId, { set: { storageBytes: bytes } }, { where: { storageBytes: { $exists: false } } });
    if (r.status === 'not_found') throw new AppError(404, 'not_found', `org ${orgId} not found`);
    return r.status === 'updated' ? r.doc : r.current;
  }
}
