/**
 * Waiting for a quiet machine between a benchmark's contestants. They run one after another on a
 * shared machine, and what one leaves behind would otherwise run inside the next one's timing: on
 * the 2-core benchmark machine, an embedded render started right after `bench short`'s encode-only
 * contestant took about 0.5 s (6 %) longer than one started a few seconds later (three pairs,
 * 8.8-9.2 s against 8.3-8.6 s), while the kernel took back the memory the encoder had freed.
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
