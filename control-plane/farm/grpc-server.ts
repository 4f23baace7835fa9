/**
 * The RenderFarm gRPC service on the control plane: what render nodes call. Every call carries
 * the deployment's node token (`authorization: Bearer …`); a node of another deployment is
 * refused with UNAUTHENTICATED. Segments and outputs are streamed up in chunks into the blob
 * store, checked against the hash and size the node declared, then recorded idempotently.
 */
import * as grpc from '@grpc/grpc-js';
import { createHash, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { renderFarmService, type RenderFarmHandlers } from '../../proto/index.ts';
import type { BlobStore } from '../blobs/index.ts';
import { type ErrorCategory, type Renders, terminalStatuses } from '../domain/renders.ts';
import type { RenderDispatcher } from './dispatcher.ts';
import type { NodeRegistry } from './nodes.ts';
import type { FarmMetrics } from './metrics.ts';

export interface FarmServiceDeps {
  registry: NodeRegistry;
  renders: Renders;
  blobs: BlobStore;
  dispatcher: RenderDispatcher;
  nodeToken: string;
  metrics: FarmMetrics;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const blobChunkBytes = 256 * 1024;

function digest(s: string) {
  return createHash('sha256').update(s).digest();
}

function grpcError(code: grpc.status, message: string): grpc.ServiceError {
  return Object.assign(new Error(message), { code, details: message, metadata: new grpc.Metadata() });
}

/** Maps a node's failure code to the render's error category. */
export function categoryOf(code: string): ErrorCategory {
  if (code.startsWith('composition_') || code === 'font_not_reproducible') return 'authoring';
  if (code.startsWith('asset_') || code.startsWith('media_')) return 'media';
  return 'internal';
}

export function createFarmHandlers(deps: FarmServiceDeps): RenderFarmHandlers {
  const tokenDigest = digest(deps.nodeToken);
  const authorized = (metadata: grpc.Metadata) => {
    const header = String(metadata.get('authorization')[0] ?? '');
    const given = digest(header.replace(/^Bearer /, ''));
    return header.startsWith('Bearer ') && timingSafeEqual(given, tokenDigest);
  };
  const unary = <Req, Res>(handle: (request: Req) => Promise<Res>): grpc.handleUnaryCall<Req, Res> => (call, callback) => {
    if (!authorized(call.metadata)) return callback(grpcError(grpc.status.UNAUTHENTICATED, 'node token refused'));
    handle(call.request).then((res) => callback(null, res), (err: Error) => callback(grpcError(grpc.status.INTERNAL, err.message)));
  };

  /** Reads an upload stream: the first message describes it, the rest are chunks stored as a blob. */
  async function receiveUpload<H>(call: grpc.ServerReadableStream<{ result?: H | null; chunk?: Buffer; part?: string }, unknown>) {
    let header: H | undefined;
    const body = new PassThrough();
    const stored = deps.blobs.put(body);
    try {
      for await (const message of call) {
        if (header === undefined) {
          if (!message.result) throw new Error('the first message of an upload must carry the result');
          header = message.result;
        } else if (message.chunk) {
          if (!body.write(message.chunk)) await new Promise((r) => body.once('drain', r));
        }
      }
      body.end();
    } catch (err) {
      body.destroy(err as Error);
      await stored.catch(() => {});
      throw err;
    }
    if (header === undefined) throw new Error('empty upload');
    return { header, blob: await stored };
  }

  return {
    Register: unary(async (request) => {
      const caps = request.capabilities;
      const node = await deps.registry.register({
        hostname: caps?.hostname ?? '', softwareVersion: caps?.version ?? '', gpuModel: caps?.gpuModel ?? '', slots: caps?.slots ?? 1,
        encoders: (caps?.encoders ?? []).map((e) => ({ codec: e.codec, backend: e.backend, available: e.available, reason: e.reason })),
      }, request.nodeId || undefined);
      deps.log.info({ nodeId: node.id, hostname: node.hostname, slots: node.slots }, 'render node registered');
      return { nodeId: node.id, heartbeatIntervalMs: deps.registry.terms.heartbeatIntervalMs, leaseTtlMs: deps.registry.terms.leaseTtlMs };
    }),

    Heartbeat: unary(async (request) => {
      const node = await deps.registry.heartbeat(request.nodeId, request.inFlightJobIds, request.encodeFps);
      if (!node) return { leaseExpiresAtMs: 0, abandonJobIds: [], drain: false, known: false };
      const abandon: string[] = [];
      for (const jobId of request.inFlightJobIds) {
        const render = await deps.renders.findInAnyOrg(jobId.split('.')[0] ?? '');
        if (!render || terminalStatuses.includes(render.status)) abandon.push(jobId);
      }
      if (request.encodeFps > 0) deps.metrics.encodeFps.set({ node: node.id }, request.encodeFps);
      return { leaseExpiresAtMs: Date.parse(node.leaseExpiresAt), abandonJobIds: abandon, drain: node.status === 'draining', known: true };
    }),

    ReportProgress: (call, callback) => {
      if (!authorized(call.metadata)) return callback(grpcError(grpc.status.UNAUTHENTICATED, 'node token refused'));
      let abandon = false;
      let lastWrite = 0;
      (async () => {
        for await (const p of call) {
          const now = Date.now();
          if (now - lastWrite < 1000 || !p.orgId) continue;
          lastWrite = now;
          const render = await deps.renders.sceneProgress(p.orgId, p.renderId, p.sceneIndex, p.framesDone, p.frameCount);
          if (!render || terminalStatuses.includes(render.status)) abandon = true;
        }
      })().then(() => callback(null, { abandon }), (err: Error) => callback(grpcError(grpc.status.INTERNAL, err.message)));
    },

    FetchBlob: (call) => {
      if (!authorized(call.metadata)) return call.destroy(grpcError(grpc.status.UNAUTHENTICATED, 'node token refused'));
      const key = call.request.contentHash;
      (async () => {
        const stat = await deps.blobs.stat(key);
        if (!stat) return call.destroy(grpcError(grpc.status.NOT_FOUND, `no blob ${key}`));
        const size = stat.sizeBytes;
        let first = true;
        const stream = await deps.blobs.read(key);
        stream.on('data', (data: Buffer) => {
          for (let i = 0; i < data.length; i += blobChunkBytes) {
            const ok = call.write({ data: data.subarray(i, i + blobChunkBytes), sizeBytes: first ? size : 0 });
            first = false;
            if (!ok) { stream.pause(); call.once('drain', () => stream.resume()); }
          }
        });
        stream.on('end', () => {
          if (first) call.write({ data: Buffer.alloc(0), sizeBytes: 0 });
          call.end();
        });
        stream.on('error', (err) => call.destroy(grpcError(grpc.status.INTERNAL, err.message)));
      })().catch((err: Error) => call.destroy(grpcError(grpc.status.INTERNAL, err.message)));
    },

    CompleteScene: (call, callback) => {
      if (!authorized(call.metadata)) return callback(grpcError(grpc.status.UNAUTHENTICATED, 'node token refused'));
      receiveUpload(call as never).then(async ({ header, blob }) => {
        const r = header as { nodeId: string; jobId: string; renderId: string; orgId: string; sceneIndex: number; frameCount: number; contentHash: string; sizeBytes: number; encoder: string; encodeSeconds: number; renderSeconds: number; startedAtMs: number; finishedAtMs: number };
        if (blob.key !== r.contentHash || blob.sizeBytes !== Number(r.sizeBytes)) {
          deps.log.warn({ jobId: r.jobId, declared: r.contentHash, received: blob.key }, 'segment upload did not match its declaration');
          return callback(null, { accepted: false, duplicate: false });
        }
        const { outcome, render } = await deps.renders.sceneCompleted(r.orgId, r.renderId, r.sceneIndex, {
          frameCount: r.frameCount, segmentHash: blob.key, nodeId: r.nodeId, encoder: r.encoder,
          ...(r.startedAtMs ? { startedAtMs: Number(r.startedAtMs), finishedAtMs: Number(r.finishedAtMs) } : {}),
        });
        if (outcome === 'recorded') {
          deps.metrics.sceneSeconds.observe(r.renderSeconds + r.encodeSeconds);
          deps.metrics.scenesCompleted.inc();
          if (render.status === 'assembling') await deps.dispatcher.dispatchAssembly(render);
        }
        callback(null, { accepted: true, duplicate: outcome === 'duplicate' });
      }).catch((err: Error) => callback(grpcError(grpc.status.INTERNAL, err.message)));
    },

    CompleteAssembly: (call, callback) => {
      if (!authorized(call.metadata)) return callback(grpcError(grpc.status.UNAUTHENTICATED, 'node token refused'));
      receiveUpload(call as never).then(async ({ header, blob }) => {
        const r = header as { jobId: string; renderId: string; orgId: string; contentHash: string; sizeBytes: number; frameCount: number; durationSeconds: number };
        if (blob.key !== r.contentHash || blob.sizeBytes !== Number(r.sizeBytes)) return callback(null, { accepted: false, duplicate: false });
        const { outcome } = await deps.renders.completed(r.orgId, r.renderId, { blobKey: blob.key, sizeBytes: blob.sizeBytes, frameCount: Number(r.frameCount), durationSec: r.durationSeconds });
        if (outcome === 'completed') deps.metrics.rendersFinished.inc({ status: 'complete' });
        callback(null, { accepted: true, duplicate: outcome !== 'completed' });
      }).catch((err: Error) => callback(grpcError(grpc.status.INTERNAL, err.message)));
    },

    FailJob: unary(async (request) => {
      deps.log.warn({ jobId: request.jobId, nodeId: request.nodeId, code: request.code, final: request.final }, request.message);
      if (!request.retryable || request.final) {
        const render = await deps.renders.failed(request.orgId, request.renderId, {
          code: request.code, message: request.message, details: { jobId: request.jobId, nodeId: request.nodeId },
          category: categoryOf(request.code), retryable: request.retryable,
        });
        if (render.status === 'error') deps.metrics.rendersFinished.inc({ status: 'error' });
      }
      return {};
    }),

    Deregister: unary(async (request) => {
      await deps.registry.deregister(request.nodeId);
      deps.log.info({ nodeId: request.nodeId }, 'render node left');
      return {};
    }),
  };
}

export async function startFarmServer(deps: FarmServiceDeps, address: string): Promise<{ port: number; close(): Promise<void> }> {
  const server = new grpc.Server({ 'grpc.max_receive_message_length': 8 * 1024 * 1024 });
  server.addService(renderFarmService, createFarmHandlers(deps));
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))));
  return {
    port,
    close: () => new Promise<void>((resolve) => {
      const timer = setTimeout(() => { server.forceShutdown(); resolve(); }, 5000);
      server.tryShutdown(() => { clearTimeout(timer); resolve(); });
    }),
  };
}
