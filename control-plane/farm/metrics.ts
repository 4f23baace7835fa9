/** Prometheus series of the farm, as operators watch it: nodes, leases, queue depth, scene timing. */
import { Counter, Gauge, Histogram, type Registry } from '../../shared/telemetry/prom.ts';
import { deadLetterQueueName, type JobQueue } from '../../shared/queue/index.ts';
import type { NodeRegistry } from './nodes.ts';
import type { CostReport } from '../features/renders/cost-report.ts';

/**
 * The gauges every control-plane replica computes from the shared store and broker at each
 * scrape, so every replica exports the same values: a dashboard or an alert takes them with
 * `max without (instance, pod)`, never summed over replicas (test/ops/monitoring.test.ts checks
 * every query of ops/prometheus and ops/grafana).
 */
export const deploymentWideGauges = [
  'framefleet_render_nodes', 'framefleet_node_heartbeat_age_seconds', 'framefleet_scenes_in_flight', 'framefleet_queue_depth', 'framefleet_queue_delayed',
] as const;

export class FarmMetrics {
  readonly scenesCompleted: Counter;
  readonly sceneSeconds: Histogram;
  readonly encodeFps: Gauge;
  readonly rendersFinished: Counter<'status'>;
  readonly blobBytes: Counter<'direction'>;
  readonly renderCpuSeconds: Counter<'stage'>;
  readonly renderBytes: Counter<'direction'>;
  readonly renderCostUsd: Counter;
  readonly scenesRedone: Counter;

  constructor(registry: Registry, nodes: NodeRegistry, queue: JobQueue, queueName: string) {
    const registers = [registry];
    new Gauge({
      name: 'framefleet_render_nodes', help: 'Render nodes by status', labelNames: ['status'], registers,
      async collect() {
        this.reset();
        for (const node of await nodes.list()) this.inc({ status: node.status });
      },
    });
    new Gauge({
      name: 'framefleet_node_heartbeat_age_seconds', help: "Seconds since each live node's last heartbeat", labelNames: ['node', 'hostname'], registers,
      async collect() {
        this.reset();
        const now = Date.now();
        for (const node of await nodes.list()) {
          if (node.status === 'gone') continue;
          this.set({ node: node.id, hostname: node.hostname }, (now - Date.parse(node.lastHeartbeatAt)) / 1000);
        }
      },
    });
    new Gauge({
      name: 'framefleet_scenes_in_flight', help: 'Jobs live nodes reported working on at their last heartbeat', registers,
      async collect() {
        let n = 0;
        for (const node of await nodes.list()) if (node.status === 'active' || node.status === 'draining') n += node.inFlight.length;
        this.set(n);
      },
    });
    new Gauge({
      name: 'framefleet_queue_depth', help: 'Messages waiting in the scene queue and its dead-letter queue', labelNames: ['queue'], registers,
      async collect() {
        for (const name of [queueName, deadLetterQueueName(queueName)]) {
          const depth = await queue.depth(name).catch(() => null);
          if (depth) this.set({ queue: name }, depth.ready);
        }
      },
    });
    new Gauge({
      name: 'framefleet_queue_delayed', help: 'Scene jobs waiting out a retry delay (their work failed) or a postponement (the control plane was out of reach)', registers,
      async collect() {
        const depth = await queue.depth(queueName).catch(() => null);
        if (depth) this.set(depth.delayed);
      },
    });
    this.scenesCompleted = new Counter({ name: 'framefleet_scenes_completed_total', help: 'Scenes recorded complete (redeliveries not counted)', registers });
    this.sceneSeconds = new Histogram({
      name: 'framefleet_scene_duration_seconds', help: 'Render plus encode time of a scene', registers,
      buckets: [0.5, 1, 2, 5, 10, 20, 40, 80, 160, 320],
    });
    this.encodeFps = new Gauge({ name: 'framefleet_node_encode_fps', help: 'Frames per second each node encoded since its last heartbeat', labelNames: ['node'], registers });
    this.rendersFinished = new Counter({ name: 'framefleet_renders_finished_total', help: 'Renders that reached a terminal status', labelNames: ['status'], registers });
    this.blobBytes = new Counter({
      name: 'framefleet_farm_blob_bytes_total', labelNames: ['direction'], registers,
      help: 'Blob bytes render nodes moved through the control plane (in: uploads, out: downloads); near zero where nodes use the object store directly',
    });
    // From each delivered render's cost report (features/renders/cost-report.ts).
    this.renderCpuSeconds = new Counter({ name: 'framefleet_render_cpu_seconds_total', help: 'CPU-seconds render nodes measured for delivered renders, by stage', labelNames: ['stage'], registers });
    this.renderBytes = new Counter({ name: 'framefleet_render_bytes_total', help: 'Bytes render nodes fetched and uploaded for delivered renders', labelNames: ['direction'], registers });
    this.renderCostUsd = new Counter({ name: 'framefleet_render_estimated_cost_usd_total', help: 'Estimated infrastructure cost of delivered renders, at the operator-set prices', registers });
    this.scenesRedone = new Counter({ name: 'framefleet_render_scenes_redone_total', help: 'Scene attempts of delivered renders beyond one per scene (lost nodes, retries, late copies)', registers });
  }

  /** Adds a delivered render's cost report to the series. */
  renderDelivered(report: CostReport): void {
    for (const s of report.stages) this.renderCpuSeconds.inc({ stage: s.stage }, s.cpuSeconds);
    this.renderBytes.inc({ direction: 'fetched' }, report.bytesFetched);
    this.renderBytes.inc({ direction: 'uploaded' }, report.bytesUploaded);
    this.renderCostUsd.inc(report.estimatedUsd.total);
    this.scenesRedone.inc(report.scenesRedone);
  }
}
