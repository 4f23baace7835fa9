/**
 * One assemble job of `framefleet bench assembly-memory`, alone in its own process so that the
 * peak resident set it reports is this job's: `node --import tsx bench/assembly-memory-job.ts CASE.json`
 * runs `assembleOutput` (mix + join + check + hash) on the case's files and prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { assembleOutput, type AssemblyInput } from '../render-node/assembly.ts';

export type AssemblyJobCase = Omit<AssemblyInput, 'resolveSource'> & {
  /** Local file of each `media:<id>` source of the composition. */
  media: Record<string, string>;
};

export interface AssemblyJobReport {
  /** Peak resident set of the process, bytes (VmHWM). */
  peakRssBytes: number;
  /** Resident set once the modules were loaded, before the job. */
  startRssBytes: number;
  seconds: number;
  frames: number;
  durationSeconds: number;
  outputBytes: number;
  sha256: string;
}

/** VmHWM / VmRSS from /proc (Linux), else Node's own figures. */
function residentSet(field: 'VmHWM' | 'VmRSS'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]) * 1024;
  } catch { /* not Linux */ }
  return field === 'VmHWM' ? process.resourceUsage().maxRSS * 1024 : process.memoryUsage().rss;
}

async function main(casePath: string): Promise<void> {
  const { media, ...input } = JSON.parse(readFileSync(casePath, 'utf8')) as AssemblyJobCase;
  const startRssBytes = residentSet('VmRSS');
  const started = performance.now();
  const output = await assembleOutput({
    ...input,
    resolveSource: async (src) => {
      const path = media[src.replace(/^media:/, '')];
      if (!path) throw new Error(`${src} is not among the case's media`);
      return path;
    },
  });
  const report: AssemblyJobReport = {
    peakRssBytes: residentSet('VmHWM'), startRssBytes, seconds: (performance.now() - started) / 1000,
    frames: output.frames, durationSeconds: output.durationSeconds, outputBytes: output.sizeBytes, sha256: output.sha256,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

const casePath = process.argv[2];
if (!casePath) {
  console.error('usage: node --import tsx bench/assembly-memory-job.ts CASE.json (written by framefleet bench assembly-memory)');
  process.exit(2);
}
await main(casePath);
