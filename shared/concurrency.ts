/**
 * Bounded concurrency for a handful of slow, independent steps (uploads, decoder processes), and
 * waits that an event in this process ends early.
 */

/**
 * `fn` of each item, at most `limit` running at once, the results in the items' order (however
 * they finish). Rejects with the first failure; steps already running are left to end.
 */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer (got ${limit})`);
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await fn(items[i]!, i);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** One wait of `Wakeups.listen`: `woken` resolves at a wake of its key, at its timeout, or when its signal aborts. */
export interface Wakeup {
  woken: Promise<void>;
  /** Stops listening (call it once done with the wait, woken or not). */
  stop(): void;
}

/**
 * Waits by key (an upload, a render) that a change recorded in this process ends at once, each
 * bounded by a timeout for changes made elsewhere (another control-plane replica), which the
 * waiter then looks for itself. A wait listens from the moment `listen` returns, so a change
 * between listening and looking still wakes it.
 */
export class Wakeups {
  private readonly waiting = new Map<string, Set<() => void>>();

  /** Ends every wait on `key`. */
  wake(key: string): void {
    for (const wake of this.waiting.get(key) ?? []) wake();
  }

  listen(key: string, timeoutMs: number, signal?: AbortSignal): Wakeup {
    let wake!: () => void;
    const woken = new Promise<void>((resolve) => { wake = resolve; });
    const waits = this.waiting.get(key) ?? new Set();
    this.waiting.set(key, waits.add(wake));
    const timer = setTimeout(wake, Math.max(0, timeoutMs));
    signal?.addEventListener('abort', wake, { once: true });
    return {
      woken,
      stop: () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', wake);
        waits.delete(wake);
        if (waits.size === 0 && this.waiting.get(key) === waits) this.waiting.delete(key);
      },
    };
  }
}
