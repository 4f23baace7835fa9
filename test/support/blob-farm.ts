/** A control plane that serves blobs to a render node's blob cache, for the cache's tests. */
import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { FarmClient } from '../../render-node/farm-client.ts';

export const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A control plane that serves `blobs` and records what it was asked for (one list per call). */
export function farmServing(blobs: Map<string, Buffer>) {
  const asked: string[][] = [];
  const send = (hash: string, sink: Writable) => new Promise<void>((done) => sink.end(blobs.get(hash)!, done));
  const farm = {
    fetchesInBatches: true,
    async fetchBlob(hash: string, sink: Writable) { asked.push([hash]); await send(hash, sink); return blobs.get(hash)!.length; },
    async fetchBlobs(hashes: string[], sinkFor: (i: number) => Writable) { asked.push(hashes); await Promise.all(hashes.map((h, i) => send(h, sinkFor(i)))); },
  };
  return { farm: farm as unknown as FarmClient, asked };
}
