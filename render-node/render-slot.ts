/**
 * The render slots of a node: a counting semaphore that lets at most `capacity` jobs draw and
 * encode at once, while more jobs than that are held (prefetched) by the node. A prefetched job
 * prepares everything before its first frame (composition, assets, renderer) and then waits here;
 * waiters are served in arrival order, and one whose signal aborts (its render was cancelled, or
 * the node drains) leaves the line without ever taking a slot.
 */
export class RenderSlots {
  private held = 0;
  /** Slot numbers (1-based) in use: a job's trace is drawn on its slot's row. */
  private readonly numbers = new Set<number>();
  private readonly waiters: { grant: (slot: number) => void }[] = [];
  private readonly busyListeners = new Set<(busy: boolean) => void>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new TypeError(`render slots must be a positive integer (got ${capacity})`);
  }

  /** Jobs drawing or encoding now. */
  get busy(): number {
    return this.held;
  }

  /** Jobs ready to draw, waiting for a slot. */
  get waiting(): number {
    return this.waiters.length;
  }

  /**
   * Calls `listener(true)` when the first slot is taken and `listener(false)` when the last is given
   * back (a slot handed straight to a waiter changes neither); returns the way to stop listening.
   */
  onBusyChange(listener: (busy: boolean) => void): () => void {
    this.busyListeners.add(listener);
    return () => { this.busyListeners.delete(listener); };
  }

  /** The lowest slot number not in use. */
  private take(): number {
    let n = 1;
    while (this.numbers.has(n)) n++;
    this.numbers.add(n);
    return n;
  }

  /**
   * Resolves with the slot's number (1-based) once a slot is this caller's; rejects with the
   * signal's reason if it aborts first.
   */
  acquire(signal?: AbortSignal): Promise<number> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.held < this.capacity && this.waiters.length === 0) {
      if (this.held++ === 0) this.announce(true);
      return Promise.resolve(this.take());
    }
    return new Promise<number>((resolve, reject) => {
      const onAbort = () => {
        const i = this.waiters.indexOf(waiter);
        if (i >= 0) this.waiters.splice(i, 1);
        reject(signal!.reason);
      };
      const waiter = { grant: (slot: number) => { signal?.removeEventListener('abort', onAbort); resolve(slot); } };
      this.waiters.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Gives slot `slot` (default: the highest in use) back: the longest waiter takes it over at once. */
  release(slot = Math.max(0, ...this.numbers)): void {
    if (this.held === 0 || !this.numbers.has(slot)) throw new Error('released a render slot that was not held');
    const next = this.waiters.shift();
    if (next) next.grant(slot);
    else {
      this.numbers.delete(slot);
      if (--this.held === 0) this.announce(false);
    }
  }

  private announce(busy: boolean): void {
    for (const listener of this.busyListeners) listener(busy);
  }
}

/** Where a job stands with its render slot; the node's heartbeats, drain and timeline read it. */
export type SlotPhase = 'preparing' | 'waiting' | 'holding' | 'released';

/**
 * One job's claim on the node's render slots, handed to the job in its JobRun: `acquire()`
 * once the job's inputs are ready, `release()` as soon as its encoder is closed (before uploading
 * and reporting), or where the machine has a core to spare as soon as its frames are all in the
 * encoder (`overlapSceneEnds`). Both are idempotent, and the node releases a slot the job left
 * held.
 */
export class JobSlot {
  phase: SlotPhase = 'preparing';
  /** The slot's number (1-based) once taken; 0 before. */
  number = 0;
  /** Unix ms of each step, for the node's timeline. */
  readonly at: { waiting?: number; holding?: number; released?: number } = {};

  /** `onTaken`: told when the job takes its slot (the node's next heartbeat names the slot). */
  constructor(private readonly slots: RenderSlots, private readonly signal: AbortSignal, private readonly onTaken?: () => void) {}

  async acquire(): Promise<void> {
    if (this.phase === 'holding') return;
    if (this.phase === 'released') throw new Error('a job takes its render slot once');
    this.phase = 'waiting';
    this.at.waiting = Date.now();
    try {
      this.number = await this.slots.acquire(this.signal);
    } catch (err) {
      this.phase = 'released';
      throw err;
    }
    this.phase = 'holding';
    this.at.holding = Date.now();
    this.onTaken?.();
  }

  release(): void {
    if (this.phase !== 'holding') {
      if (this.phase !== 'waiting') this.phase = 'released';
      return;
    }
    this.phase = 'released';
    this.at.released = Date.now();
    this.slots.release(this.number);
  }

  /** Not yet drawing: preparing its inputs or waiting for a slot (drain hands such jobs back at once). */
  get notStarted(): boolean {
    return this.phase === 'preparing' || this.phase === 'waiting';
  }
}
