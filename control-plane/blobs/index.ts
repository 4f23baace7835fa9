/**
 * The blob store the configuration names: `createBlobStore` picks the adapter of FRAMEFLEET_BLOBS
 * (`local` for the embedded mode, `s3` for a farm whose nodes reach an object store). The S3
 * adapter (and the AWS SDK under it) is loaded only when configured: import it from './s3.ts'.
 */
import { join } from 'node:path';
import type { Config } from '../../shared/config/index.ts';
import { deploymentSecret } from '../store/deployment-secrets.ts';
import type { DocumentStore } from '../store/index.ts';
import { LinkSigner, LocalBlobStore } from './local.ts';
import type { S3Settings } from './s3.ts';
import type { BlobStore } from './types.ts';

export type * from './types.ts';
export { BlobNotFoundError, contentDisposition, isBlobKey, isObjectName, objectMaxBytes, readBlob } from './common.ts';
export { LinkSigner, LocalBlobStore, ObjectSizeMismatchError, objectPutScope } from './local.ts';
export type { S3Settings } from './s3.ts';

export type BlobStoreSettings = { adapter: 'local'; dir: string } | ({ adapter: 's3' } & S3Settings);

type S3Config = Pick<Config, 'FRAMEFLEET_DATA_DIR' | 'FRAMEFLEET_S3_ENDPOINT' | 'FRAMEFLEET_S3_PUBLIC_ENDPOINT' | 'FRAMEFLEET_S3_BUCKET' | 'FRAMEFLEET_S3_REGION'
  | 'FRAMEFLEET_S3_ACCESS_KEY_ID' | 'FRAMEFLEET_S3_SECRET_ACCESS_KEY' | 'FRAMEFLEET_S3_FORCE_PATH_STYLE'>;

export function s3SettingsOf(config: S3Config): S3Settings {
  return {
    endpoint: config.FRAMEFLEET_S3_ENDPOINT, publicEndpoint: config.FRAMEFLEET_S3_PUBLIC_ENDPOINT, bucket: config.FRAMEFLEET_S3_BUCKET,
    region: config.FRAMEFLEET_S3_REGION, accessKeyId: config.FRAMEFLEET_S3_ACCESS_KEY_ID, secretAccessKey: config.FRAMEFLEET_S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.FRAMEFLEET_S3_FORCE_PATH_STYLE, stagingDir: join(config.FRAMEFLEET_DATA_DIR, 'blob-staging'),
  };
}

export function blobStoreSettings(config: S3Config & Pick<Config, 'FRAMEFLEET_BLOBS'>): BlobStoreSettings {
  return config.FRAMEFLEET_BLOBS === 's3' ? { adapter: 's3', ...s3SettingsOf(config) } : { adapter: 'local', dir: join(config.FRAMEFLEET_DATA_DIR, 'blobs') };
}

/**
 * The configured blob store. Local links are signed with the deployment's shared secret (so any
 * replica verifies them) and point at `publicUrl()`; an S3 store first makes sure of its bucket,
 * so a wrong endpoint or key fails the start with a clear message.
 */
export async function createBlobStore(settings: BlobStoreSettings, deps: { store: DocumentStore; publicUrl: () => string }): Promise<BlobStore> {
  if (settings.adapter === 'local') {
    return new LocalBlobStore(settings.dir, { signer: new LinkSigner(await deploymentSecret(deps.store, 'link-signing')), publicUrl: deps.publicUrl });
  }
  const { adapter: _, ...s3 } = settings;
  const { S3BlobStore } = await import('./s3.ts');
  const blobs = new S3BlobStore(s3);
  await blobs.ensureBucket();
  return blobs;
}
