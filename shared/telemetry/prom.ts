/**
 * The parts of prom-client the processes use, each from its own file. The package's index also
 * loads its Pushgateway (Node's http and https), the cluster aggregator and every default
 * collector: about 50 ms at the start of each process, a one-shot render's control plane and
 * workers included, whose series nobody scrapes. Import the metric classes from here; the default
 * collectors load only where a registry asks for them (`collectProcessMetrics`).
 */
import { createRequire } from 'node:module';
import type * as PromClient from 'prom-client';

const require = createRequire(import.meta.url);

export type Registry = PromClient.Registry;
export const Registry = require('prom-client/lib/registry.js') as typeof PromClient.Registry;
export type Counter<T extends string = string> = PromClient.Counter<T>;
export const Counter = require('prom-client/lib/counter.js') as typeof PromClient.Counter;
export type Gauge<T extends string = string> = PromClient.Gauge<T>;
export const Gauge = require('prom-client/lib/gauge.js') as typeof PromClient.Gauge;
export type Histogram<T extends string = string> = PromClient.Histogram<T>;
export const Histogram = require('prom-client/lib/histogram.js') as typeof PromClient.Histogram;

/** Node's default series (CPU, memory, event-loop lag, GC…) on `registry`. */
export function collectProcessMetrics(registry: Registry): void {
  (require('prom-client/lib/defaultMetrics.js') as typeof PromClient.collectDefaultMetrics)({ register: registry });
}
