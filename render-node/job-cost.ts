/**
 * What each job attempt costs on this node, measured: the wall time and CPU time of its stages,
 * the bytes it fetched and uploaded, its blob cache hits and misses. The node reports it with the
 * job's result (or failure), and the control plane adds the render's attempts up into its cost
 * report and draws its trace from them.
 *
 * CPU time is the node process's own, read whenever a stage starts or ends: its threads
 * (`process.cpuUsage`, which counts the drawing threads and the encoder's) and its finished child
 * processes (`/proc/self/stat`'s cutime and cstime: ffmpeg mixing the sound, ffprobe checking the
 * output). The process's own CPU time between two readings is shared equally among the stages
 * running then, its children's among those of them that run children (among all when none does). So the stages of every job add up to the
 * process's CPU time while any job works, and with one job at a time each stage's figure is exact.
 * Nothing runs per frame: a scene has three stages.
 */
import { readFileSync } from 'node:fs';
import type { JobCost } from '../proto/index.ts';

/** A stage of a job attempt, as the node reports it (StageCost). */
export type StageName = 'fetch' | 'draw_encode' | 'upload' | 'join' | 'mix' | 'check' | 'measure' | 'work';

interface CpuReading { selfUs: number; childrenUs: number }

/** Clock ticks per second of /proc's times: 100 on every Linux this runs on (USER_HZ). */
const userHz = 100;

/** The process's CPU time so far: its own threads, and the children it has waited for (Linux; 0 elsewhere). */
export function readProcessCpu(): CpuReading {
  const usage = process.cpuUsage();
  return { selfUs: usage.user + usage.system, childrenUs: childrenCpuUs() };
}

function childrenCpuUs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces, in parentheses): state is field 3, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) / userHz) * 1e6;
  } catch {
    return 0;
  }
}

/** A running stage: its CPU share accrues while it runs. */
interface OpenStage { name: StageName; startedAtMs: number; cpuUs: number; children: boolean }

/**
 * The node's CPU time, handed out to the stages running: one per process. Each start or end of a
 * stage reads the process's CPU time and shares what was used since the last reading.
 */
export class CpuLedger {
  private readonly running = new Set<OpenStage>();
  private last: CpuReading;

  constructor(private readonly read: () => CpuReading = readProcessCpu) {
    this.last = read();
  }

  /** Shares the CPU time used since the last reading among the stages running. */
  private settle(): void {
    const now = this.read();
    const self = Math.max(0, now.selfUs - this.last.selfUs);
    const children = Math.max(0, now.childrenUs - this.last.childrenUs);
    this.last = now;
    if (this.running.size === 0) return;
    const all = [...this.running];
    const parents = all.filter((s) => s.children);
    share(all, self);
    share(parents.length ? parents : all, children);
  }

  open(stage: OpenStage): void {
    this.settle();
    this.running.add(stage);
  }

  close(stage: OpenStage): void {
    this.settle();
    this.running.delete(stage);
  }
}

function share(stages: OpenStage[], us: number): void {
  for (const s of stages) s.cpuUs += us / stages.length;
}

/** A blob lease's counts, read when the job reports (blob-cache.ts). */
export interface FetchStats { hits: number; misses: number; bytesFetched: number }

/** One job attempt's cost, kept by the job as it runs and reported with its result or failure. */
export class JobCostMeter {
  private readonly stages: { name: StageName; startedAtMs: number; endedAtMs: number; cpuUs: number }[] = [];
  private readonly open = new Set<OpenStage>();
  private fetches: FetchStats[] = [];
  private bytesUploaded = 0;
  /** Whether a GPU encoder did the job's encoding. */
  gpu = false;

  private readonly startedAtMs: number;
  private readonly enqueuedAtMs: number;
  private readonly redelivered: boolean;
  private readonly slot: () => number;

  /**
   * `startedAtMs`: when the node took the job; `enqueuedAtMs`: when it was queued (0: unknown);
   * `slot`: the render slot it draws in (1-based), 0 while it holds none.
   */
  constructor(private readonly ledger: CpuLedger, job: { startedAtMs?: number; enqueuedAtMs?: number; redelivered?: boolean; slot?: () => number } = {}) {
    this.startedAtMs = job.startedAtMs ?? Date.now();
    this.enqueuedAtMs = job.enqueuedAtMs ?? 0;
    this.redelivered = job.redelivered ?? false;
    this.slot = job.slot ?? (() => 0);
  }

  /**
   * Runs `work` as one stage. `children`: the stage runs child processes (ffmpeg, ffprobe), whose
   * CPU time is counted when they exit. Stages of one job may overlap (the sound is mixed while
   * the segments are joined).
   */
  async stage<T>(name: StageName, work: () => Promise<T>, options: { children?: boolean } = {}): Promise<T> {
    const s = this.begin(name, options);
    try {
      return await work();
    } finally {
      this.end(s);
    }
  }

  /** Starts a stage that `end` closes, for one that spans more than a call. */
  begin(name: StageName, options: { children?: boolean } = {}): OpenStage {
    const s: OpenStage = { name, startedAtMs: Date.now(), cpuUs: 0, children: options.children ?? false };
    this.ledger.open(s);
    this.open.add(s);
    return s;
  }

  end(s: OpenStage): void {
    if (!this.open.delete(s)) return;
    this.ledger.close(s);
    this.stages.push({ name: s.name, startedAtMs: s.startedAtMs, endedAtMs: Date.now(), cpuUs: s.cpuUs });
  }

  /** The job's blob lease, whose hits, misses and bytes are read when the cost is reported. */
  fetchedThrough(stats: FetchStats): void {
    this.fetches.push(stats);
  }

  uploaded(bytes: number): void {
    this.bytesUploaded += bytes;
  }

  /** The cost so far (stages still open are closed here: a failure's report ends them). */
  report(): Required<Omit<JobCost, 'stages'>> & { stages: { stage: StageName; startedAtMs: number; endedAtMs: number; cpuSeconds: number }[] } {
    for (const s of [...this.open]) this.end(s);
    return {
      stages: this.stages.map((s) => ({ stage: s.name, startedAtMs: s.startedAtMs, endedAtMs: s.endedAtMs, cpuSeconds: s.cpuUs / 1e6 })),
      bytesFetched: this.fetches.reduce((n, f) => n + f.bytesFetched, 0),
      bytesUploaded: this.bytesUploaded,
      cacheHits: this.fetches.reduce((n, f) => n + f.hits, 0),
      cacheMisses: this.fetches.reduce((n, f) => n + f.misses, 0),
      startedAtMs: this.startedAtMs, enqueuedAtMs: this.enqueuedAtMs, slot: this.slot(), redelivered: this.redelivered, gpu: this.gpu,
    };
  }
}
