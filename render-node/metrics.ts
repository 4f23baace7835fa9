/**
 * A render node's own Prometheus series, served at `/metrics` by `framefleet node` (default port
 * 9464): jobs by kind and outcome, job durations, frames and encode speed per encoder backend,
 * busy slots, and the blob cache (what a node fetched, what it already had, its size and evictions).
 */
import type { Server } from 'node:http';
import { Counter, Gauge, Histogram, type Registry } from '../shared/telemetry/prom.ts';
import { http } from '../shared/node-http.ts';
import { createMetricsRegistry } from '../shared/telemetry/metrics.ts';

export type JobOutcome = 'done' | 'failed' | 'abandoned' | 'released' | 'postponed' | 'stale';

export class NodeMetrics {
  readonly registry: Registry;
  readonly jobs: Counter<'kind' | 'outcome'>;
  readonly jobSeconds: Histogram<'kind'>;
  readonly framesEncoded: Counter<'backend'>;
  readonly encodeFps: Gauge<'backend'>;
  readonly slots: Gauge;
  readonly jobsInFlight: Gauge;
  readonly blobRequests: Counter<'result'>;
  readonly blobBytesFetched: Counter;
  readonly blobCacheBytes: Gauge;
  readonly blobEvictions: Counter;

  constructor(registry: Registry = createMetricsRegistry('render-node')) {
    this.registry = registry;
    const registers = [registry];
    this.jobs = new Counter({ name: 'framefleet_node_jobs_total', help: 'Jobs this node finished, by kind (scene, assemble) and outcome', labelNames: ['kind', 'outcome'], registers });
    this.jobSeconds = new Histogram({ name: 'framefleet_node_job_seconds', help: 'Wall time of a job on this node, fetch to upload', labelNames: ['kind'], buckets: [0.5, 1, 2, 5, 10, 20, 40, 80, 160, 320], registers });
    this.framesEncoded = new Counter({ name: 'framefleet_node_frames_encoded_total', help: 'Frames drawn and encoded, by encoder backend', labelNames: ['backend'], registers });
    this.encodeFps = new Gauge({ name: 'framefleet_node_scene_fps', help: 'Frames per second of the last scene (drawing and encoding), by encoder backend', labelNames: ['backend'], registers });
    this.slots = new Gauge({ name: 'framefleet_node_slots', help: 'Scenes this node renders at once', registers });
    this.jobsInFlight = new Gauge({ name: 'framefleet_node_jobs_in_flight', help: 'Jobs this node is working on now', registers });
    this.blobRequests = new Counter({ name: 'framefleet_node_blob_cache_requests_total', help: 'Blob (snapshot, media, segment) lookups by result: hit (cached), inline (carried by the job) or miss (fetched)', labelNames: ['result'], registers });
    this.blobBytesFetched = new Counter({ name: 'framefleet_node_blob_bytes_fetched_total', help: 'Bytes fetched into the blob cache, through the control plane or from its local store beside the node', registers });
    this.blobCacheBytes = new Gauge({ name: 'framefleet_node_blob_cache_bytes', help: 'Bytes in the blob cache now (at most FRAMEFLEET_NODE_CACHE_MAX_BYTES, plus what running jobs hold)', registers });
    this.blobEvictions = new Counter({ name: 'framefleet_node_blob_evictions_total', help: 'Blobs deleted from the cache to keep it within FRAMEFLEET_NODE_CACHE_MAX_BYTES, least recently used first', registers });
  }

  /** Serves `/metrics` (and `/health`) on `port`; resolves with the bound port. */
  async serve(port: number, host = '0.0.0.0'): Promise<{ port: number; server: Server }> {
    const server = http.createServer((req, res) => {
      if (req.url === '/metrics') {
        this.registry.metrics().then(
          (text) => res.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
          (err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(err.message),
        );
      } else if (req.url === '/health') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: try /metrics');
      }
    });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
    return { port: (server.address() as { port: number }).port, server };
  }
}
