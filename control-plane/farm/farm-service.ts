/**
 * The RenderFarm servant: what render nodes call, over gRPC (grpc-server.ts) or, from an embedded
 * farm's workers, over IPC (proto/ipc.ts), with the same handlers. It does three things only —
 * checks the deployment's node token on every call (`authorization: Bearer …`; another
 * deployment's node is refused with UNAUTHENTICATED), turns streams into messages and blobs
 * (uploads are streamed into the blob store and checked against the declared hash and size by the
 * farm), and maps domain errors to gRPC status codes. What a report means is decided in
 * `reports.ts`, by the job's kind. It uses grpc-js's types and status codes only, so serving over
 * IPC loads no gRPC.
 */
import type * as grpc from '@grpc/grpc-js';
import { Status } from '@grpc/grpc-js/build/src/constants.js';
import { createHash, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { renderFarmService, type RenderFarmHandlers } from '../../proto/index.ts';
import { type StatusError, statusError } from '../../proto/ipc.ts';
import { AppError } from '../../shared/errors.ts';
import { QueueUnavailableError } from '../../shared/queue/index.ts';
import type { BlobStore } from '../blobs/index.ts';
import { StoreError } from '../store/index.ts';
import type { FarmMetrics } from './metrics.ts';
import type { ReceivedBlob } from './job-kind.ts';
import type { FarmReports } from './reports.ts';

export interface FarmServiceDeps {
  reports: FarmReports;
  blobs: BlobStore;
  nodeToken: string;
  metrics: FarmMetrics;
}

const blobChunkBytes = 256 * 1024;
const maxBlobsPerFetch = 10_000;
/** Blobs up to this size are sent from one synchronous read when the store is on local disk (BlobStore.readSmall). */
const smallBlobBytes = 1024 * 1024;

/**
 * Ends a server stream with an error status. grpc-js sends the status from the stream's 'error'
 * event; `destroy(err)` would skip it and leave the caller waiting for its deadline.
 */
function failStream(call: grpc.ServerWritableStream<unknown, unknown>, err: StatusError) {
  call.emit('error', err);
}

/** Writes one message to a server stream; resolves once the stream can take more. */
async function written<M>(call: grpc.ServerWritableStream<unknown, M>, message: M): Promise<void> {
  if (!call.write(message)) await new Promise<void>((resolve) => call.once('drain', resolve));
}

function digest(s: string) {
  return createHash('sha256').update(s).digest();
}

const statusOfHttp: Record<number, Status> = {
  400: Status.INVALID_ARGUMENT, 401: Status.UNAUTHENTICATED, 403: Status.PERMISSION_DENIED, 404: Status.NOT_FOUND,
  409: Status.ABORTED, 412: Status.FAILED_PRECONDITION, 422: Status.INVALID_ARGUMENT, 429: Status.RESOURCE_EXHAUSTED,
  503: Status.UNAVAILABLE,
};

/**
 * The status a node sees for a domain error. UNAVAILABLE (the store or the broker is down) and
 * ABORTED (a concurrent change won) tell the node to try the same report again; only a bug is
 * INTERNAL.
 */
export function toGrpcError(err: unknown): StatusError {
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof QueueUnavailableError) return statusError(Status.UNAVAILABLE, message);
  if (err instanceof AppError) return statusError(statusOfHttp[err.status] ?? (err.status >= 500 ? Status.INTERNAL : Status.FAILED_PRECONDITION), message);
  if (err instanceof StoreError) {
    if (err.code === 'unavailable') return statusError(Status.UNAVAILABLE, message);
    if (err.code === 'duplicate') return statusError(Status.ALREADY_EXISTS, message);
    return statusError(Status.INVALID_ARGUMENT, message);
  }
  return statusError(Status.INTERNAL, message);
}

/** Handlers that hand each call to `ready`'s once it settles (UNAVAILABLE when it fails). */
function handlersOnceReady(ready: Promise<RenderFarmHandlers>): RenderFarmHandlers {
  ready.catch(() => {});
  const later = (name: string) => (call: grpc.ServerWritableStream<unknown, unknown>, callback?: (err: StatusError) => void) => {
    ready.then((handlers) => (handlers as unknown as Record<string, (...args: unknown[]) => void>)[name]!(call, callback), (err: unknown) => {
      const status = statusError(Status.UNAVAILABLE, `the control plane did not start: ${err instanceof Error ? err.message : String(err)}`);
      if (callback) callback(status);
      else failStream(call, status);
    });
  };
  return Object.fromEntries(Object.keys(renderFarmService).map((name) => [name, later(name)])) as unknown as RenderFarmHandlers;
}

/** A client stream of uploads: the first message describes the blob, the rest are its chunks. */
type UploadCall<Result, Reply> = grpc.ServerReadableStream<{ result?: Result | null; chunk?: Buffer }, Reply>;

export function createFarmHandlers(deps: FarmServiceDeps): RenderFarmHandlers {
  /** Writes a blob to a server stream in chunks of at most 256 KiB, each wrapped by `message`, waiting while the call's buffer is full. */
  const sendBlob = async <M>(call: grpc.ServerWritableStream<unknown, M>, key: string, message: (chunk: Buffer) => M): Promise<void> => {
    const small = deps.blobs.readSmall?.(key, smallBlobBytes);
    for await (const data of small ? [small] : await deps.blobs.read(key) as AsyncIterable<Buffer>) {
      for (let i = 0; i < data.length; i += blobChunkBytes) {
        const chunk = data.subarray(i, i + blobChunkBytes);
        deps.metrics.blobBytes.inc({ direction: 'out' }, chunk.length);
        await written(call, message(chunk));
      }
    }
  };
  const tokenDigest = digest(deps.nodeToken);
  const authorized = (metadata: grpc.Metadata) => {
    const header = String(metadata.get('authorization')[0] ?? '');
    const given = digest(header.replace(/^Bearer /, ''));
    return header.startsWith('Bearer ') && timingSafeEqual(given, tokenDigest);
  };
  const refused = () => statusError(Status.UNAUTHENTICATED, 'node token refused');

  const unary = <Req, Res>(handle: (request: Req) => Promise<Res>): grpc.handleUnaryCall<Req, Res> => (call, callback) => {
    if (!authorized(call.metadata)) return callback(refused());
    handle(call.request).then((res) => callback(null, res), (err: unknown) => callback(toGrpcError(err)));
  };

  /** Stores an upload's chunks as a blob (null when none came), then lets the farm judge it against its description. */
  const upload = <Result, Reply>(judge: (result: Result, blob: ReceivedBlob | null) => Promise<Reply>): grpc.handleClientStreamingCall<{ result?: Result | null; chunk?: Buffer }, Reply> =>
    (call, callback) => {
      if (!authorized(call.metadata)) return callback(refused());
      receiveUpload<Result, Reply>(call).then(({ result, blob }) => judge(result, blob)).then((reply) => callback(null, reply), (err: unknown) => callback(toGrpcError(err)));
    };

  async function receiveUpload<Result, Reply>(call: UploadCall<Result, Reply>): Promise<{ result: Result; blob: ReceivedBlob | null }> {
    let result: Result | undefined;
    // The blob is started by the first chunk: a result with no bytes (a probe without thumbnail) stores nothing.
    let upload: { body: PassThrough; stored: Promise<ReceivedBlob>; startedAtMs: number } | null = null;
    try {
      for await (const message of call as AsyncIterable<{ result?: Result | null; chunk?: Buffer }>) {
        if (result === undefined) {
          if (!message.result) throw new AppError(400, 'upload_malformed', 'the first message of an upload must carry the result');
          result = message.result;
        } else if (message.chunk?.length) {
          if (!upload) {
            const body = new PassThrough();
            upload = { body, stored: deps.blobs.put(body), startedAtMs: Date.now() };
          }
          deps.metrics.blobBytes.inc({ direction: 'in' }, message.chunk.length);
          if (!upload.body.write(message.chunk)) await new Promise((r) => upload!.body.once('drain', r));
        }
      }
      upload?.body.end();
    } catch (err) {
      upload?.body.destroy(err as Error);
      await upload?.stored.catch(() => {});
      throw err;
    }
    if (result === undefined) throw new AppError(400, 'upload_malformed', 'empty upload');
    if (!upload) return { result, blob: null };
    const stored = await upload.stored;
    return { result, blob: { ...stored, received: { startedAtMs: upload.startedAtMs, endedAtMs: Date.now() } } };
  }

  return {
    Register: unary((request) => deps.reports.register(request)),
    Heartbeat: unary((request) => deps.reports.heartbeat(request)),
    FailJob: unary(async (request) => {
      await deps.reports.jobFailed(request);
      return {};
    }),
    Deregister: unary(async (request) => {
      await deps.reports.deregister(request.nodeId);
      return {};
    }),

    ReportProgress: (call, callback) => {
      if (!authorized(call.metadata)) return callback(refused());
      deps.reports.progress(call).then((ack) => callback(null, ack), (err: unknown) => callback(toGrpcError(err)));
    },

    CompleteJob: upload((result, blob) => deps.reports.jobCompleted(result, blob)),

    LocateBlob: unary(async ({ contentHash, write, sizeBytes }) => {
      const transfer = write ? await deps.blobs.nodeWriteUrl(contentHash, sizeBytes) : await deps.blobs.nodeReadUrl(contentHash);
      return transfer ? { direct: true, ...transfer } : { direct: false, method: '', url: '', headers: {}, expiresAtMs: 0 };
    }),

    FetchBlob: (call) => {
      if (!authorized(call.metadata)) return failStream(call, refused());
      const key = call.request.contentHash;
      (async () => {
        const stat = await deps.blobs.stat(key);
        if (!stat) return failStream(call, statusError(Status.NOT_FOUND, `no blob ${key}`));
        // The first message says the size; an empty blob is one empty message.
        let first = true;
        await sendBlob(call, key, (data) => {
          const message = { data, sizeBytes: first ? stat.sizeBytes : 0 };
          first = false;
          return message;
        });
        if (first) await written(call, { data: Buffer.alloc(0), sizeBytes: 0 });
        call.end();
      })().catch((err: unknown) => failStream(call, toGrpcError(err)));
    },

    FetchBlobs: (call) => {
      if (!authorized(call.metadata)) return failStream(call, refused());
      const keys = call.request.contentHashes;
      if (keys.length > maxBlobsPerFetch) return failStream(call, statusError(Status.INVALID_ARGUMENT, `at most ${maxBlobsPerFetch} blobs a call (asked for ${keys.length})`));
      (async () => {
        // Every blob is checked before any byte goes out, so a missing one fails the call at once.
        const stats = await Promise.all(keys.map((key) => deps.blobs.stat(key)));
        const missing = keys.find((_, i) => !stats[i]);
        if (missing !== undefined) return failStream(call, statusError(Status.NOT_FOUND, `no blob ${missing}`));
        for (const [index, key] of keys.entries()) {
          await sendBlob(call, key, (data) => ({ index, data, last: false }));
          await written(call, { index, data: Buffer.alloc(0), last: true });
        }
        call.end();
      })().catch((err: unknown) => failStream(call, toGrpcError(err)));
    },

    WatchScenes: (call) => {
      if (!authorized(call.metadata)) return failStream(call, refused());
      // The watch waits on the render between scenes; a node that hangs up ends it.
      const hungUp = new AbortController();
      call.on('cancelled', () => hungUp.abort());
      (async () => {
        for await (const scene of deps.reports.recordedScenes(call.request, hungUp.signal)) await written(call, scene);
        if (!hungUp.signal.aborted) call.end();
      })().catch((err: unknown) => failStream(call, toGrpcError(err)));
    },
  };
}

/**
 * The handlers of a control plane's farm. `deps` may still be coming: a control plane takes calls
 * before its services are made, so that nodes connect and register meanwhile. Each call then waits
 * for them, and fails UNAVAILABLE if they never come.
 */
export function farmHandlers(deps: FarmServiceDeps | Promise<FarmServiceDeps>): RenderFarmHandlers {
  return deps instanceof Promise ? handlersOnceReady(deps.then(createFarmHandlers)) : createFarmHandlers(deps);
}
