/**
 * Checks the blob of a finished job against what its node declared. The bytes either came with
 * the upload (streamed into the blob store) or — when the node wrote them to the object store
 * itself (LocateBlob) — are the stored object under the declared hash, which the store took only
 * if they had that hash and size. Either way the result is recorded only when hash and size match.
 */
import type { BlobStore } from '../blobs/index.ts';
import type { FarmLog, ReceivedBlob } from './job-kind.ts';

/** What a node declares of the blob it uploads with its result. */
export interface DeclaredBlob { jobId: string; contentHash: string; sizeBytes: number }

export class Uploads {
  constructor(private readonly deps: { blobs: BlobStore; log: FarmLog }) {}

  /** The bytes of a result: what came with the upload, or the stored object under the declared hash; null when neither is there. */
  async bytesOf(received: ReceivedBlob | null, declaredHash: string): Promise<ReceivedBlob | null> {
    if (received || !declaredHash) return received;
    const stat = await this.deps.blobs.stat(declaredHash);
    return stat ? { key: declaredHash, sizeBytes: stat.sizeBytes } : null;
  }

  /** The bytes that arrived are the bytes the node declared (hash and size). */
  matches(declared: DeclaredBlob, received: ReceivedBlob): boolean {
    if (received.key === declared.contentHash && received.sizeBytes === declared.sizeBytes) return true;
    this.deps.log.warn({ jobId: declared.jobId, declared: declared.contentHash, received: received.key }, 'upload did not match its declaration');
    return false;
  }

  /** The blob of a result when it is there and is the one declared; null asks the node to upload it again. */
  async verified(declared: DeclaredBlob, uploaded: ReceivedBlob | null): Promise<ReceivedBlob | null> {
    const received = await this.bytesOf(uploaded, declared.contentHash);
    return received && this.matches(declared, received) ? received : null;
  }
}
