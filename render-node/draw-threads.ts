/**
 * A scene drawn on several threads: the scene's own thread and drawing threads (draw-thread.ts)
 * taken from the node's pool deal the frames round-robin (frame first+i to drawer i mod D, drawer
 * 0 the scene's own thread), and the scene loop (scene-frames.ts) takes them back in order. Used
 * where a node has more cores than render slots and the scene shows no video (a drawing thread
 * that draws every D-th frame of a video still decodes every frame of it).
 *
 * Frames stay the same bytes: every drawer runs the same FrameRenderer over the same composition,
 * and a frame depends only on its number; the encoder sees the frames in order, as from one thread.
 *
 * Memory: each drawing thread writes into a few frame buffers (SharedArrayBuffers, reused frame
 * after frame and scene after scene while the frame size stays) and waits when all are held, so the
 * encoder's back-pressure reaches it as it reaches the scene's thread. Its frame leaves Skia by
 * the same read-out as on the scene's thread, and is copied once more into the shared buffer
 * (about half a millisecond of the drawing thread's time at 1080p, against some 25 of drawing); the
 * encoder's conversion reads the shared buffer where it is. That copy is the price of the thread:
 * Skia's binding reads pixels out only into a buffer of its own (getImageData, data()), and that
 * buffer crosses threads by copy, not by transfer. Each thread also decodes the scene's pictures
 * for itself, once.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { Worker } from 'node:worker_threads';
import { startThread } from '../shared/compiled.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { JobFailure } from '../shared/failures.ts';
import type { FromDrawThread, ToDrawThread } from './draw-thread.ts';
import { canvasFrames, type FrameDrawer, type FrameSource } from './scene-frames.ts';

/** How long a closing scene waits for a drawing thread to finish its frame before stopping it. */
const closePatienceMs = 10_000;

/** One drawing thread: its worker, and whichever scene listens to it now. */
export class DrawThread {
  private readonly worker: Worker;
  private listener: ((m: FromDrawThread) => void) | null = null;
  private deathListener: ((err: Error) => void) | null = null;
  /** True once the thread has loaded (it says so first thing). */
  started = false;
  /** Settles once the thread has loaded or died. */
  readonly loaded: Promise<void>;
  private settleLoaded!: () => void;
  /** Why the thread is gone, once it is. */
  death: Error | null = null;
  /** The frame buffers it writes into, kept from scene to scene while the frame size stays. */
  private buffers: SharedArrayBuffer[] = [];

  /** `entry`: the thread's source, relative to the project root. */
  constructor(entry: string) {
    this.loaded = new Promise((resolve) => { this.settleLoaded = resolve; });
    this.worker = startThread(entry);
    this.worker.on('message', (m: FromDrawThread) => {
      if (m.t === 'started') {
        this.started = true;
        // Loaded and idle, it keeps no process alive (while it loads it does: someone may await `loaded`).
        if (!this.listener) this.worker.unref();
        this.settleLoaded();
      } else {
        this.listener?.(m);
      }
    });
    this.worker.on('error', (err) => this.died(err));
    this.worker.on('exit', (code) => this.died(new Error(`the drawing thread exited (code ${code})`)));
  }

  /** Hands the thread to a scene: its answers go to `onMessage`, its end to `onDeath`. */
  attach(onMessage: (m: FromDrawThread) => void, onDeath: (err: Error) => void): void {
    this.listener = onMessage;
    this.deathListener = onDeath;
    if (this.death) onDeath(this.death);
    // Held by a scene, the thread keeps the process alive; idle in the pool, it does not.
    this.worker.ref();
  }

  detach(): void {
    this.listener = null;
    this.deathListener = null;
    this.worker.unref();
  }

  /** `count` frame buffers of `bytes` each: the last scene's when the size is the same, new ones otherwise. */
  frameBuffers(bytes: number, count: number): SharedArrayBuffer[] {
    if (this.buffers[0]?.byteLength !== bytes) this.buffers = [];
    while (this.buffers.length < count) this.buffers.push(new SharedArrayBuffer(bytes));
    return this.buffers.slice(0, count);
  }

  post(m: ToDrawThread): void {
    this.worker.postMessage(m);
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }

  private died(err: Error): void {
    if (this.death) return;
    this.death = err;
    this.settleLoaded();
    this.deathListener?.(err);
  }
}

/**
 * The node's drawing threads: at most `size`, kept between scenes (a thread's start loads the
 * renderer, Skia and the fonts, some 0.2 s). A scene takes what is idle and gives its threads back
 * when it closes; one that died is not given back, and its place is started anew when needed. One
 * that died before it even loaded says the threads cannot start here: the pool then starts no more,
 * and scenes draw on their own threads.
 */
export class DrawThreadPool {
  private readonly idle: DrawThread[] = [];
  private readonly out = new Set<DrawThread>();
  private closed = false;
  /** Why no thread can start here, once one failed to. */
  unavailable: Error | null = null;

  constructor(
    readonly size: number,
    private readonly options: { log?: (message: string, fields?: Record<string, unknown>) => void; entry?: string } = {},
  ) {
    if (!Number.isInteger(size) || size < 0) throw new RangeError(`a drawing thread pool holds a whole number of threads (got ${size})`);
  }

  private startThread(): DrawThread {
    return new DrawThread(this.options.entry ?? 'render-node/draw-thread.ts');
  }

  /** Starts every thread now, so that the first scenes find them loaded; returns the pool. */
  warm(): this {
    while (!this.closed && !this.unavailable && this.idle.length + this.out.size < this.size) this.idle.push(this.startThread());
    return this;
  }

  /** Settles once every idle thread has loaded (or died). */
  async loaded(): Promise<void> {
    await Promise.all(this.idle.map((t) => t.loaded));
  }

  /** Up to `n` threads for a scene; fewer while other scenes hold the rest. */
  take(n: number): DrawThread[] {
    // Threads that died idle (or never started) go first: their places start anew, unless they say no thread can.
    for (const dead of this.idle.filter((t) => t.death)) this.drop(dead);
    if (this.closed || this.unavailable) return [];
    const taken = this.idle.splice(0, n);
    while (taken.length < n && this.idle.length + this.out.size + taken.length < this.size) taken.push(this.startThread());
    for (const t of taken) this.out.add(t);
    return taken;
  }

  give(thread: DrawThread): void {
    this.out.delete(thread);
    if (thread.death) this.drop(thread);
    else if (this.closed) void thread.terminate();
    else this.idle.push(thread);
  }

  private drop(dead: DrawThread): void {
    this.out.delete(dead);
    const i = this.idle.indexOf(dead);
    if (i >= 0) this.idle.splice(i, 1);
    if (!dead.started && !this.unavailable) {
      this.unavailable = dead.death;
      this.options.log?.('drawing threads cannot start: scenes draw on their own threads', { error: dead.death!.message });
    }
  }

  /** Stops the idle threads now, and the others as their scenes give them back. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.idle.splice(0).map((t) => t.terminate()));
  }
}

/** What a drawing thread needs to draw a scene's frames (see ToDrawThread `open`). */
export interface ThreadedScene {
  composition: Composition;
  baseDir: string | null;
  media: Record<string, string>;
  deliver: { width: number; height: number } | null;
}

export interface ThreadedFramesOptions {
  /** The scene's renderer, drawing its share of the frames on this thread. */
  drawer: FrameDrawer;
  /** Resamples this thread's drawn canvas before read-out (a preview delivered smaller; the drawing threads do the same from `scene.deliver`). */
  reshape?: (canvas: Canvas) => Canvas;
  /** Frees this thread's read-out buffers once written. */
  release?: (frame: Uint8Array) => void;
  threads: DrawThread[];
  scene: ThreadedScene;
  /** Bytes of a delivered frame (width × height × 4). */
  frameBytes: number;
  first: number;
  count: number;
  /** The scene loop's depth: how many frames its writes may hold at once. */
  depth: number;
}

interface Waiting { promise: Promise<number>; resolve(buffer: number): void; reject(err: unknown): void }

/** One drawing thread's share of a scene: its buffers, and the frames it was asked for. */
interface Lane {
  thread: DrawThread;
  views: Uint8Array[];
  free: number[];
  /** The next of its frames to ask it for. */
  next: number;
  waiting: Map<number, Waiting>;
  /** The view → buffer index of its frames the loop holds. */
  held: Map<Uint8Array, number>;
  /** Set when the thread died: its frames are drawn on the scene's thread from then on. */
  lost: Error | null;
  /** Settles the scene's close on this thread. */
  onClosed: (() => void) | null;
}

/** A scene's frames from its own thread and its drawing threads, in order (see the module's comment). */
export class ThreadedFrames implements FrameSource {
  private readonly own: FrameSource;
  private readonly lanes: Lane[];
  private readonly drawers: number;
  private readonly end: number;
  /** Frames the drawing threads drew (the others were drawn on the scene's thread). */
  framesFromThreads = 0;
  private closing = false;

  constructor(private readonly o: ThreadedFramesOptions) {
    this.own = canvasFrames(o.drawer, o);
    this.drawers = o.threads.length + 1;
    this.end = o.first + o.count;
    // Enough for the frames the loop's writes hold, and one more to draw meanwhile.
    const buffers = Math.max(2, 1 + Math.ceil(o.depth / this.drawers));
    this.lanes = o.threads.map((thread, k) => {
      const shared = thread.frameBuffers(o.frameBytes, buffers);
      const lane: Lane = {
        thread, views: shared.map((b) => new Uint8Array(b)), free: shared.map((_, i) => i), next: o.first + k + 1,
        waiting: new Map(), held: new Map(), lost: null, onClosed: null,
      };
      thread.attach((m) => this.answer(lane, m), (err) => this.lost(lane, err));
      thread.post({ t: 'open', ...o.scene, buffers: shared });
      if (!thread.started) void thread.loaded.then(() => this.pump());
      return lane;
    });
    this.pump();
  }

  async frame(n: number): Promise<Uint8Array> {
    const k = (n - this.o.first) % this.drawers;
    if (k === 0) {
      // The drawing threads work on their next frames while this thread draws its own.
      this.pump();
      return this.own.frame(n);
    }
    const lane = this.lanes[k - 1]!;
    if (!lane.thread.started && !lane.waiting.has(n)) {
      // A thread still loading (the node's first such scene started it) is not waited for: this
      // thread draws the frames dealt to it until it is ready.
      lane.next = n + this.drawers;
      return this.own.frame(n);
    }
    let buffer: number;
    try {
      buffer = await this.waitFor(lane, n).promise;
    } catch (err) {
      // A thread that died owes its frames: this thread draws them (any thread draws the same bytes).
      if (err !== lane.lost) throw err;
      lane.waiting.delete(n);
      this.pump();
      return this.own.frame(n);
    }
    lane.waiting.delete(n);
    this.framesFromThreads++;
    const view = lane.views[buffer]!;
    lane.held.set(view, buffer);
    return view;
  }

  release(frame: Uint8Array): void {
    for (const lane of this.lanes) {
      const buffer = lane.held.get(frame);
      if (buffer === undefined) continue;
      lane.held.delete(frame);
      lane.free.push(buffer);
      this.pump();
      return;
    }
    this.own.release(frame);
  }

  /** Ends the scene on its drawing threads (after the frames they are drawing) and gives them back to `pool`. */
  async close(pool: DrawThreadPool): Promise<void> {
    this.closing = true;
    await Promise.all(this.lanes.map(async (lane) => {
      if (!lane.thread.death) {
        const closed = new Promise<void>((resolve) => { lane.onClosed = resolve; });
        lane.thread.post({ t: 'close' });
        let timer: NodeJS.Timeout | undefined;
        const patience = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), closePatienceMs); });
        if (await Promise.race([closed, patience]) === 'late') await lane.thread.terminate();
        clearTimeout(timer);
      }
      lane.thread.detach();
      pool.give(lane.thread);
    }));
  }

  /** Asks each drawing thread for its next frames while it has a buffer free. */
  private pump(): void {
    // A thread that loads after its scene closed has nothing more to draw for it.
    if (this.closing) return;
    for (const lane of this.lanes) {
      while (lane.thread.started && lane.lost === null && lane.free.length > 0 && lane.next < this.end) {
        const frame = lane.next;
        lane.next += this.drawers;
        this.waitFor(lane, frame);
        lane.thread.post({ t: 'draw', frame, buffer: lane.free.shift()! });
      }
    }
  }

  private waitFor(lane: Lane, frame: number): Waiting {
    let w = lane.waiting.get(frame);
    if (!w) {
      let resolve!: (buffer: number) => void;
      let reject!: (err: unknown) => void;
      const promise = new Promise<number>((ok, fail) => { resolve = ok; reject = fail; });
      // A frame asked for ahead whose failure the loop never reaches (it stopped first) is no unhandled rejection.
      promise.catch(() => {});
      w = { promise, resolve, reject };
      lane.waiting.set(frame, w);
      if (lane.lost !== null) reject(lane.lost);
    }
    return w;
  }

  private answer(lane: Lane, m: FromDrawThread): void {
    if (m.t === 'drawn') {
      this.waitFor(lane, m.frame).resolve(m.buffer);
    } else if (m.t === 'failed') {
      this.waitFor(lane, m.frame).reject(JobFailure.fromCarried(m.failure));
    } else {
      lane.onClosed?.();
    }
  }

  /** A drawing thread that died (a crash, or it could not start): the frames it owes are drawn on the scene's thread. */
  private lost(lane: Lane, err: Error): void {
    lane.lost = err;
    for (const w of lane.waiting.values()) w.reject(err);
    lane.onClosed?.();
  }
}
