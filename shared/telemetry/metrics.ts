/**
 * Prometheus metrics: one prom-client registry per process, with Node's default metrics and a
 * `role` label so control-plane and render-node series can share one Prometheus job.
 */
import { collectDefaultMetrics, Registry } from 'prom-client';

export type ProcessRole = 'control-plane' | 'render-node';

export function createMetricsRegistry(role: ProcessRole): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ role });
  collectDefaultMetrics({ register: registry });
  return registry;
}
