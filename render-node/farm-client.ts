/**
 * The render node's side of the RenderFarm service: promise-returning calls with the node token
 * on every one, blob download into the local cache and result upload. Where the object store
 * gives presigned URLs (S3), blob bytes go straight between the node and the store and only the
 * result's description goes to the control plane; otherwise they stream through the control plane.
 * Every message is the generated protocol type, so a field added to the .proto is a type error
 * here until it is handled.
 *
 * The calls go over a `FarmTransport`: gRPC to a control plane's address (farm-grpc.ts), or the IPC
 * channel of the control plane that forked this process (farm-ipc.ts, an embedded farm's worker).
 */
import type * as grpc from '@grpc/grpc-js';
import { createReadStream, statSync } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type BlobChunk__Output, type BlobPart__Output, type BlobLocation__Output, type HeartbeatRequest, type HeartbeatResponse__Output, type JobCompletion__Output, type JobFailure,
  type JobResult, type JobUpload, type ProgressAck__Output, type RecordedScene__Output, type WatchScenesRequest, type RegisterRequest, type RegisterResponse__Output,
  type RenderFarmClient, type SceneProgress, farmProtocolRevision,
} from '../proto/index.ts';

const uploadChunkBytes = 256 * 1024;

type Callback<Res> = grpc.requestCallback<Res>;

/** A RenderFarm client's calls, as grpc-js's generated client has them. */
export type RenderFarmCalls = Omit<RenderFarmClient, keyof grpc.Client>;

/** How a node's calls reach the control plane: a RenderFarm client with grpc-js's shape, and the metadata its calls carry. */
export interface FarmTransport {
  readonly client: RenderFarmCalls;
  /** A call's metadata: the `authorization` header, and whether the call waits for the control plane to be reachable. */
  metadata(authorization: string, waitForReady: boolean): grpc.Metadata;
  close(): void;
}

export class FarmClient {
  readonly client: RenderFarmCalls;

  constructor(private readonly transport: FarmTransport, private readonly token: string) {
    this.client = transport.client;
  }

  private metadata(waitForReady = true): grpc.Metadata {
    return this.transport.metadata(`Bearer ${this.token}`, waitForReady);
  }

  private options(deadlineMs: number): grpc.CallOptions {
    return { deadline: Date.now() + deadlineMs };
  }

  /**
   * Calls that carry results wait for the control plane (`waitForReady`) up to their deadline, so
   * a control-plane restart delays them instead of failing the job; heartbeats do not wait.
   */
  private unary<Res>(invoke: (md: grpc.Metadata, options: grpc.CallOptions, callback: Callback<Res>) => grpc.ClientUnaryCall, deadlineMs = 10_000, waitForReady = true): Promise<Res> {
    return new Promise((resolve, reject) => {
      invoke(this.metadata(waitForReady), this.options(deadlineMs), (err, res) => (err ? reject(err) : resolve(res!)));
    });
  }

  /**
   * Whether blobs may live in the object store itself, so each transfer first asks where
   * (LocateBlob). Each registration says; until the first, the node asks.
   */
  private blobsDirect = true;

  async register(request: Omit<RegisterRequest, 'protocolRevision'>): Promise<RegisterResponse__Output> {
    const response = await this.unary<RegisterResponse__Output>((md, o, cb) => this.client.register({ ...request, protocolRevision: farmProtocolRevision }, md, o, cb), 60_000);
    this.blobsDirect = response.blobsDirect;
    return response;
  }

  heartbeat(request: HeartbeatRequest): Promise<HeartbeatResponse__Output> {
    return this.unary((md, o, cb) => this.client.heartbeat(request, md, o, cb), 5000, false);
  }

  failJob(request: JobFailure): Promise<object> {
    return this.unary((md, o, cb) => this.client.failJob(request, md, o, cb), 60_000);
  }

  deregister(nodeId: string): Promise<object> {
    return this.unary((md, o, cb) => this.client.deregister({ nodeId }, md, o, cb));
  }

  /** Where to read or write a blob in the object store itself; `direct` false when there is no such place. */
  locateBlob(contentHash: string, write: { sizeBytes: number } | null): Promise<BlobLocation__Output> {
    return this.unary((md, o, cb) => this.client.locateBlob({ contentHash, write: write !== null, sizeBytes: write?.sizeBytes ?? 0 }, md, o, cb), 30_000);
  }

  /** Streams a blob into `sink` (from the object store when it allows, else over gRPC); resolves with the byte count. */
  async fetchBlob(contentHash: string, sink: Writable): Promise<number> {
    const location = this.blobsDirect ? await this.locateBlob(contentHash, null) : null;
    if (location?.direct) return directDownload(location, sink);
    return this.streamBlob(contentHash, sink);
  }

  /** Whether several blobs can come in one call (FetchBlobs): they move through the control plane, not the object store. */
  get fetchesInBatches(): boolean {
    return !this.blobsDirect;
  }

  /**
   * Streams blobs in one call, one after another, each into the sink `sinkFor` gives for its
   * position in `contentHashes`; every sink has ended (and flushed) when this resolves.
   */
  fetchBlobs(contentHashes: string[], sinkFor: (index: number) => Writable): Promise<void> {
    return new Promise((resolve, reject) => {
      const ended: Promise<void>[] = [];
      const stream = this.client.fetchBlobs({ contentHashes }, this.metadata(), this.options(120_000));
      stream.on('data', (part: BlobPart__Output) => {
        const sink = sinkFor(part.index);
        if (part.data.length && !sink.write(part.data)) { stream.pause(); sink.once('drain', () => stream.resume()); }
        if (part.last) ended.push(new Promise((done) => sink.end(done)));
      });
      // A failed call ends the stream too, after its 'error': only an end without one means every blob came.
      let failed = false;
      stream.on('error', (err) => { failed = true; reject(err); });
      stream.on('end', () => { if (!failed) Promise.all(ended).then(() => resolve(), reject); });
    });
  }

  /**
   * The render's scenes as the control plane records them (WatchScenes), until every one is; the
   * call ends when `signal` aborts or at `deadlineMs` (DEADLINE_EXCEEDED).
   */
  async *watchScenes(request: WatchScenesRequest, signal: AbortSignal, deadlineMs: number): AsyncGenerator<RecordedScene__Output> {
    const call = this.client.watchScenes(request, this.metadata(), this.options(deadlineMs));
    const hangUp = () => call.cancel();
    signal.addEventListener('abort', hangUp, { once: true });
    try {
      for await (const scene of call as AsyncIterable<RecordedScene__Output>) yield scene;
    } finally {
      signal.removeEventListener('abort', hangUp);
      call.cancel();
    }
  }

  private streamBlob(contentHash: string, sink: Writable): Promise<number> {
    return new Promise((resolve, reject) => {
      let bytes = 0;
      const stream = this.client.fetchBlob({ contentHash }, this.metadata(), this.options(120_000));
      stream.on('data', (chunk: BlobChunk__Output) => {
        bytes += chunk.data.length;
        if (!sink.write(chunk.data)) { stream.pause(); sink.once('drain', () => stream.resume()); }
      });
      let failed = false;
      stream.on('error', (err) => { failed = true; reject(err); });
      stream.on('end', () => { if (!failed) sink.end(() => resolve(bytes)); });
    });
  }

  /**
   * Reports a finished job: its result, then the bytes of `file` (a segment, an output, an image…)
   * under `contentHash`, or nothing when the kind has no file (no `file`, or an empty one).
   */
  complete(result: JobResult | (() => JobResult), file?: { path: string; contentHash: string }): Promise<JobCompletion__Output> {
    return this.upload<JobUpload, JobCompletion__Output>((md, o, cb) => this.client.completeJob(md, o, cb), () => ({ result: typeof result === 'function' ? result() : result }), (chunk) => ({ chunk }), file?.path ?? null, file?.contentHash);
  }

  private async upload<Message, Reply>(
    open: (md: grpc.Metadata, options: grpc.CallOptions, callback: Callback<Reply>) => grpc.ClientWritableStream<Message>,
    header: () => Message, chunkMessage: (chunk: Buffer) => Message, file: string | null, contentHash: string | undefined,
  ): Promise<Reply> {
    // The bytes go to the object store directly when it allows (then the result alone goes to the
    // control plane, which checks the stored object), else as chunks after the result.
    const sizeBytes = file === null ? 0 : statSync(file).size;
    const location = this.blobsDirect && contentHash && sizeBytes > 0 ? await this.locateBlob(contentHash, { sizeBytes }) : null;
    if (location?.direct) await directUpload(location, file!, sizeBytes);
    return new Promise((resolve, reject) => {
      const call = open(this.metadata(), this.options(120_000), (err, res) => (err ? reject(err) : resolve(res!)));
      // Built once a direct upload is done, so the result can say what that upload took.
      call.write(header());
      if (location?.direct || file === null) {
        call.end();
        return;
      }
      const source = createReadStream(file, { highWaterMark: uploadChunkBytes });
      source.on('data', (chunk) => {
        if (!call.write(chunkMessage(chunk as Buffer))) { source.pause(); call.once('drain', () => source.resume()); }
      });
      source.on('end', () => call.end());
      source.on('error', (err) => { call.cancel(); reject(err); });
    });
  }

  /** A progress stream for one scene attempt: `report` as frames finish, `end` when done. */
  progress(): { report(p: SceneProgress): void; end(): Promise<{ abandon: boolean }> } {
    let done!: (r: ProgressAck__Output) => void;
    let failed!: (e: Error) => void;
    const result = new Promise<ProgressAck__Output>((resolve, reject) => { done = resolve; failed = reject; });
    // The stream can fail (control plane restarting) long before end() is awaited: that is not fatal.
    result.catch(() => {});
    const call = this.client.reportProgress(this.metadata(), (err, res) => (err ? failed(err) : done(res!)));
    return {
      report: (p) => { call.write(p); },
      end: () => { call.end(); return result; },
    };
  }

  close(): void {
    this.transport.close();
  }
}

async function directDownload(location: BlobLocation__Output, sink: Writable): Promise<number> {
  const response = await fetch(location.url, { method: 'GET', headers: location.headers, signal: AbortSignal.timeout(300_000) });
  if (!response.ok || !response.body) throw new Error(`the object store answered ${response.status} for a blob download`);
  let bytes = 0;
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
  body.on('data', (chunk: Buffer) => { bytes += chunk.length; });
  await pipeline(body, sink);
  return bytes;
}

async function directUpload(location: BlobLocation__Output, file: string, sizeBytes: number): Promise<void> {
  const response = await fetch(location.url, {
    method: 'PUT', headers: { ...location.headers, 'content-length': String(sizeBytes) },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, duplex: 'half', signal: AbortSignal.timeout(300_000),
  } as RequestInit);
  if (!response.ok) throw new Error(`the object store refused an upload (${response.status}): ${(await response.text()).slice(0, 200)}`);
}
