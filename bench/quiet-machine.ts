/**
 * Waiting for a quiet machine between a benchmark's contestants. They run one after another on a
 * shared machine: a contestant should not start while the previous one's processes are still
 * exiting, or while something else is using the cores. The waits go in the report, so a round that
 * had to wait (or gave up waiting) can be told from one that did not.
 */
import { cpus } from 'node:os';

export interface QuietMachine {
  /** How long it waited, in milliseconds. */
  waitedMs: number;
  /** The share of CPU time idle over the last window (0 to 1). */
  idle: number;
}

function cpuTimes(): { idle: number; total: number } {
  let idle = 0, total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/**
 * Resolves once the cores were at least `idleShare` idle over a window of `windowMs`, or after
 * `maxMs` in all (the machine may never be quiet: the answer then says how busy it was).
 */
export async function quietMachine(o: { idleShare?: number; windowMs?: number; maxMs?: number } = {}): Promise<QuietMachine> {
  const idleShare = o.idleShare ?? 0.9, windowMs = o.windowMs ?? 250, maxMs = o.maxMs ?? 10_000;
  const started = performance.now();
  let idle = 0;
  for (;;) {
    const before = cpuTimes();
    await new Promise((r) => setTimeout(r, windowMs));
    const after = cpuTimes();
    idle = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    const waitedMs = performance.now() - started;
    if (idle >= idleShare || waitedMs >= maxMs) return { waitedMs: Math.round(waitedMs), idle: Math.round(idle * 1000) / 1000 };
  }
}
