/**
 * Prometheus metrics: one prom-client registry per process, with Node's default metrics and a
 * `role` label so control-plane and render-node series can share one Prometheus job.
 */
import { collectProcessMetrics, Registry } from './prom.ts';

export type ProcessRole = 'control-plane' | 'render-node';

/**
 * `processMetrics: false` leaves out Node's own series (CPU, memory, event loop lag) and the
 * collectors behind them, for a process whose series nobody scrapes (the one-shot render).
 */
export function createMetricsRegistry(role: ProcessRole, options: { processMetrics?: boolean } = {}): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ role });
  if (options.processMetrics !== false) collectProcessMetrics(registry);
  return registry;
}
