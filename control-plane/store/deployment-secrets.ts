import { randomBytes } from 'node:crypto';
import type { DocumentStore } from './index.ts';

/**
 * A deployment-wide secret for one purpose (link signing, sealing webhook secrets): created once
 * in the store by whichever replica gets there first, then the same for every replica.
 */
export async function deploymentSecret(store: DocumentStore, purpose: string): Promise<Buffer> {
  const secrets = store.systemCollection<{ purpose: string; secret: string }>({ name: 'deployment_secrets', idPrefix: 'sec', unique: [['purpose']] });
  const existing = await secrets.findOne({ purpose });
  if (existing) return Buffer.from(existing.secret, 'base64');
  try {
    return Buffer.from((await secrets.insert({ purpose, secret: randomBytes(32).toString('base64') })).secret, 'base64');
  } catch (err) {
    // Another replica created it first.
    if ((err as { code?: string }).code !== 'duplicate') throw err;
    return Buffer.from((await secrets.findOne({ purpose }))!.secret, 'base64');
  }
}
