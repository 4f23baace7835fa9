/**
 * Background processes of a render node (the decoders of media analyses) give the machine to
 * rendering: each is stopped (SIGSTOP) while any of the node's render slots is held, and continued
 * (SIGCONT) once none is. Niceness alone is not enough: the analyses fill every gap a scene leaves
 * (a decode wait, an encoder hand-over) and the scene then waits for its core back, while their
 * output is read by the node's own event loop, the one that draws. On the 2-core benchmark machine
 * an embedded render of the short composition took about 0.6 s (7 %) longer with its media's
 * analyses running beside it than without them.
 *
 * A process stopped for `maxPausedMs` in all runs on (niced) from then, so a node that renders
 * without a break still finishes its analyses well within the broker's acknowledgement timeout.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import type { RenderSlots } from './render-slot.ts';

/** Starts `command` with `args` as background work (always at the lowest CPU priority). */
export type BackgroundSpawn = (command: string, args: string[], options: SpawnOptions) => ChildProcess;

/** Background work that only niceness keeps out of the way (no render slots to yield to). */
export const spawnNiced: BackgroundSpawn = (command, args, options) => spawn('nice', ['-n', '19', command, ...args], options);

/** How long in all a background process may be kept stopped (the broker's acknowledgement timeout is 30 minutes). */
export const defaultMaxPausedMs = 10 * 60_000;

interface Tracked {
  child: ChildProcess;
  /** When it was stopped; null while it runs. */
  stoppedAt: number | null;
  pausedMs: number;
  /** Its pause budget is spent: it runs to the end. */
  free: boolean;
  timer: NodeJS.Timeout | null;
}

export class BackgroundProcesses {
  private readonly running = new Set<Tracked>();

  constructor(private readonly slots: RenderSlots, private readonly maxPausedMs = defaultMaxPausedMs) {
    slots.onBusyChange((busy) => {
      for (const t of this.running) {
        if (busy) this.stop(t);
        else this.resume(t);
      }
    });
  }

  readonly spawn: BackgroundSpawn = (command, args, options) => {
    const child = spawnNiced(command, args, options);
    if (child.pid === undefined) return child; // it did not start: its 'error' event says why
    const t: Tracked = { child, stoppedAt: null, pausedMs: 0, free: false, timer: null };
    this.running.add(t);
    child.once('exit', () => {
      this.running.delete(t);
      if (t.timer) clearTimeout(t.timer);
    });
    // A stopped process acts on the signal that ends it only once it is continued.
    options.signal?.addEventListener('abort', () => this.resume(t), { once: true });
    if (this.slots.busy > 0) this.stop(t);
    return child;
  };

  /** Background processes stopped right now. */
  get stopped(): number {
    let n = 0;
    for (const t of this.running) if (t.stoppedAt !== null) n++;
    return n;
  }

  private stop(t: Tracked): void {
    if (t.free || t.stoppedAt !== null) return;
    const budget = this.maxPausedMs - t.pausedMs;
    if (budget <= 0) { t.free = true; return; }
    if (!t.child.kill('SIGSTOP')) return;
    t.stoppedAt = Date.now();
    t.timer = setTimeout(() => { t.free = true; this.resume(t); }, budget);
    t.timer.unref();
  }

  private resume(t: Tracked): void {
    if (t.stoppedAt === null) return;
    t.pausedMs += Date.now() - t.stoppedAt;
    t.stoppedAt = null;
    if (t.timer) clearTimeout(t.timer);
    t.timer = null;
    t.child.kill('SIGCONT');
  }
}
