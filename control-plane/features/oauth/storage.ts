/**
 * oidc-provider's storage adapter over the DocumentStore, so grants, codes, tokens, sessions and
 * registered clients live where everything else does (SQLite embedded, MongoDB distributed) and
 * every replica sees them.
 *
 * One system collection per model. A record is stored under the SHA-256 of its id and without
 * its `jti`: for opaque tokens, sessions and interactions the id is the bearer secret itself (the
 * access token, the cookie), so a copy of the database holds nothing a client could present, as
 * with API keys. The payload is kept as JSON text because its keys may be URLs (a grant's
 * resource indicators) that MongoDB field names cannot carry. Expired records read as absent and
 * are deleted by `sweepExpired`.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { hashSecret } from '../api-keys/api-keys.ts';
import type { DocumentStore, SystemScoped } from '../../store/index.ts';

interface StoredRecord {
  /** The payload as JSON, without `jti` when `jti` is the record's id. */
  payload: string;
  idInPayload: boolean;
  grantId: string | null;
  uid: string | null;
  userCode: string | null;
  /** Epoch milliseconds, null for records that never expire (registered clients). */
  expiresAt: number | null;
  /** When a code or refresh token was used (epoch seconds, oidc-provider's `consumed`). */
  consumedAt: number | null;
}

const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

class StoreAdapter implements Adapter {
  constructor(private readonly records: SystemScoped<StoredRecord>, private readonly now: () => number) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const { jti, ...rest } = payload;
    const idInPayload = jti === id;
    const fields: StoredRecord = {
      payload: JSON.stringify(idInPayload ? rest : payload),
      idInPayload,
      grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
      expiresAt: typeof expiresIn === 'number' ? this.now() + expiresIn * 1000 : null,
      consumedAt: typeof payload.consumed === 'number' ? payload.consumed : null,
    };
    const key = hashSecret(id);
    for (;;) {
      const updated = await this.records.update(key, { set: { ...fields } });
      if (updated.status === 'updated') return;
      try {
        await this.records.insert(fields, { id: key });
        return;
      } catch (err) {
        // Another request inserted it between the two writes: update that one.
        if ((err as { code?: string }).code !== 'duplicate') throw err;
      }
    }
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.read(await this.records.get(hashSecret(id)), id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.read(await this.records.findOne({ uid }), undefined);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.read(await this.records.findOne({ userCode }), undefined);
  }

  /**
   * Marks a code or refresh token used, once: of two requests presenting it at the same moment,
   * the second is refused here instead of both being answered with tokens.
   */
  async consume(id: string): Promise<void> {
    const result = await this.records.update(hashSecret(id), { set: { consumedAt: Math.floor(this.now() / 1000) } }, { where: { consumedAt: null } });
    // oidc-provider is loaded only once OAuth is used (it is heavy); it calls this.
    if (result.status === 'conflict') throw new (await import('oidc-provider')).errors.InvalidGrant('grant already used');
  }

  async destroy(id: string): Promise<void> {
    await this.records.delete(hashSecret(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (;;) {
      const page = await this.records.list({ where: { grantId }, limit: 100 });
      await Promise.all(page.items.map((r) => this.records.delete(r.id)));
      if (!page.hasMore) return;
    }
  }

  /** Deletes up to `limit` expired records; returns how many. */
  async sweepExpired(limit: number): Promise<number> {
    const page = await this.records.list({ where: { expiresAt: { $lt: this.now() } }, limit, order: 'oldest' });
    await Promise.all(page.items.map((r) => this.records.delete(r.id)));
    return page.items.length;
  }

  private read(record: (StoredRecord & { id: string }) | null, id: string | undefined): AdapterPayload | undefined {
    if (!record || (record.expiresAt !== null && record.expiresAt <= this.now())) return undefined;
    const payload = JSON.parse(record.payload) as AdapterPayload;
    // Found by a secondary key (a session by its uid), the record is read without its secret id.
    if (record.idInPayload && id !== undefined) payload.jti = id;
    if (record.consumedAt !== null) payload.consumed = record.consumedAt;
    return payload;
  }
}

/** The adapter factory oidc-provider calls once per model, and the sweep of expired records. */
export class OAuthStorage {
  private readonly adapters = new Map<string, StoreAdapter>();

  constructor(private readonly store: DocumentStore, private readonly now: () => number = Date.now) {}

  readonly adapterFor = (model: string): Adapter => {
    let adapter = this.adapters.get(model);
    if (!adapter) {
      const records = this.store.systemCollection<StoredRecord>({ name: `oauth_${snakeCase(model)}`, idPrefix: 'oa', indexes: [['grantId'], ['uid'], ['userCode'], ['expiresAt']] });
      this.adapters.set(model, (adapter = new StoreAdapter(records, this.now)));
    }
    return adapter;
  };

  /** Deletes expired records of every model in use; returns how many went. */
  async sweepExpired(): Promise<number> {
    let swept = 0;
    for (const adapter of this.adapters.values()) {
      for (let n = await adapter.sweepExpired(500); n > 0; n = await adapter.sweepExpired(500)) swept += n;
    }
    return swept;
  }
}
