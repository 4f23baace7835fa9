/**
 * The render node's side of the RenderFarm service: promise-returning calls with the node token
 * on every one, streaming blob download into the local cache and chunked segment upload.
 */
import * as grpc from '@grpc/grpc-js';
import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { RenderFarmClientCtor, type RenderFarmClient } from '../proto/index.ts';

const uploadChunkBytes = 256 * 1024;

export interface SceneResultMessage {
  nodeId: string; jobId: string; renderId: string; orgId: string; sceneIndex: number; frameCount: number;
  contentHash: string; sizeBytes: number; encoder: string; encodeSeconds: number; renderSeconds: number;
  startedAtMs: number; finishedAtMs: number;
}

export interface AssemblyResultMessage {
  nodeId: string; jobId: string; renderId: string; orgId: string; contentHash: string; sizeBytes: number; frameCount: number; durationSeconds: number;
}

export class FarmClient {
  readonly client: RenderFarmClient;

  constructor(address: string, private readonly token: string) {
    this.client = new RenderFarmClientCtor(address, grpc.credentials.createInsecure(), {
      'grpc.keepalive_time_ms': 10_000,
      'grpc.max_receive_message_length': 8 * 1024 * 1024,
    });
  }

  private metadata(waitForReady = true): grpc.Metadata {
    const md = new grpc.Metadata();
    md.set('authorization', `Bearer ${this.token}`);
    md.setOptions({ waitForReady });
    return md;
  }

  /**
   * Calls that carry results wait for the control plane (`waitForReady`) up to their deadline, so
   * a control-plane restart delays them instead of failing the job; heartbeats do not wait.
   */
  private unary<Req, Res>(method: keyof RenderFarmClient, request: Req, deadlineMs = 10_000, waitForReady = true): Promise<Res> {
    return new Promise((resolve, reject) => {
      (this.client[method] as (r: Req, md: grpc.Metadata, o: grpc.CallOptions, cb: (e: grpc.ServiceError | null, r?: Res) => void) => void)
        .call(this.client, request, this.metadata(waitForReady), { deadline: Date.now() + deadlineMs }, (err, res) => (err ? reject(err) : resolve(res!)));
    });
  }

  register(request: object) {
    return this.unary<object, { nodeId: string; heartbeatIntervalMs: number; leaseTtlMs: number }>('register', request, 60_000);
  }

  heartbeat(request: { nodeId: string; inFlightJobIds: string[]; encodeFps: number }) {
    return this.unary<object, { leaseExpiresAtMs: number; abandonJobIds: string[]; drain: boolean; known: boolean }>('heartbeat', request, 5000, false);
  }

  failJob(request: { nodeId: string; jobId: string; renderId: string; orgId: string; code: string; message: string; retryable: boolean; final: boolean }) {
    return this.unary<object, object>('failJob', request, 60_000);
  }

  deregister(nodeId: string) {
    return this.unary<object, object>('deregister', { nodeId });
  }

  /** Streams a blob into `sink`; resolves with the byte count. */
  fetchBlob(contentHash: string, sink: Writable): Promise<number> {
    return new Promise((resolve, reject) => {
      let bytes = 0;
      const stream = this.client.fetchBlob({ contentHash }, this.metadata(), { deadline: Date.now() + 120_000 });
      stream.on('data', (chunk: { data: Buffer }) => {
        bytes += chunk.data.length;
        if (!sink.write(chunk.data)) { stream.pause(); sink.once('drain', () => stream.resume()); }
      });
      stream.on('error', reject);
      stream.on('end', () => sink.end(() => resolve(bytes)));
    });
  }

  /** Uploads a file after its describing message; resolves with the control plane's verdict. */
  upload(method: 'completeScene' | 'completeAssembly', result: SceneResultMessage | AssemblyResultMessage, file: string): Promise<{ accepted: boolean; duplicate: boolean }> {
    return new Promise((resolve, reject) => {
      const call = (this.client[method] as unknown as (md: grpc.Metadata, o: grpc.CallOptions, cb: (e: grpc.ServiceError | null, r?: { accepted: boolean; duplicate: boolean }) => void) => grpc.ClientWritableStream<object>)
        .call(this.client, this.metadata(), { deadline: Date.now() + 120_000 }, (err, res) => (err ? reject(err) : resolve(res!)));
      call.write({ result });
      const source = createReadStream(file, { highWaterMark: uploadChunkBytes });
      source.on('data', (chunk) => {
        if (!call.write({ chunk })) { source.pause(); call.once('drain', () => source.resume()); }
      });
      source.on('end', () => call.end());
      source.on('error', (err) => { call.cancel(); reject(err); });
    });
  }

  /** A progress stream for one scene attempt: `report` as frames finish, `end` when done. */
  progress(): { report(p: { nodeId: string; jobId: string; renderId: string; orgId: string; sceneIndex: number; framesDone: number; frameCount: number }): void; end(): Promise<{ abandon: boolean }> } {
    let done!: (r: { abandon: boolean }) => void;
    let failed!: (e: Error) => void;
    const result = new Promise<{ abandon: boolean }>((resolve, reject) => { done = resolve; failed = reject; });
    // The stream can fail (control plane restarting) long before end() is awaited: that is not fatal.
    result.catch(() => {});
    const call = this.client.reportProgress(this.metadata(), (err, res) => (err ? failed(err) : done(res as { abandon: boolean })));
    return {
      report: (p) => { call.write(p); },
      end: () => { call.end(); return result; },
    };
  }

  close(): void {
    this.client.close();
  }
}
