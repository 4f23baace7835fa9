/** What the benchmarks' commands share: the `--json FILE` option, value parsers, rounding and medians, and the report files. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import { UsageError } from '../shared/cli/args.ts';

export const jsonFileOption = { type: 'string', placeholder: 'FILE', help: 'write the report as JSON to FILE (and its chart, when it has one, to FILE with .svg)' } as const;

/** A frame size `WxH`, each side from `min` to `max` (even when `even`, as x264 needs). */
export const frameSize = (min: number, max: number, even = false) => (raw: string): { width: number; height: number } => {
  const m = /^(\d+)x(\d+)$/.exec(raw);
  const [width, height] = m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
  if (!m || width < min || height < min || width > max || height > max || (even && (width % 2 || height % 2))) {
    throw new UsageError(`--size must be WxH with ${even ? 'even ' : ''}sizes from ${min} to ${max} (got '${raw}')`);
  }
  return { width, height };
};

/** A comma-separated list of numbers, each accepted by `ok` (`what` says which in the message). */
export const numberList = (name: string, ok: (n: number) => boolean, what: string) => (raw: string): number[] => {
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean).map(Number);
  if (!list.length || list.some((n) => !ok(n))) throw new UsageError(`--${name} must list ${what}, comma separated (got '${raw}')`);
  return list;
};

/**
 * The environment a `bin/framefleet` command gets from a user's shell: this process's, less the
 * compile cache's folder that this checkout's launcher set for itself and its children. Inherited,
 * it made another checkout's command (a `--before` one, from before the cache existed) load its
 * modules from this checkout's cache, faster than it ever runs on its own (0.89 s against 1.00 s
 * for a one-frame render); each checkout's launcher sets its own.
 */
export function commandEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_COMPILE_CACHE: _ownCache, ...env } = process.env;
  return { ...env, ...extra };
}

/** A figure of a report, to three decimals. */
export function round3(value: number): number {
  return Number(value.toFixed(3));
}

/** Writes the report to `file` and, when given, its chart beside it (`file` with .svg); says so on stdout. */
export function writeReport(file: string, report: object, svg?: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  if (svg === undefined) {
    console.log(`wrote ${file}`);
    return;
  }
  const svgFile = `${file.slice(0, file.length - extname(file).length)}.svg`;
  writeFileSync(svgFile, svg);
  console.log(`wrote ${file} and ${svgFile}`);
}

/** Peak signal-to-noise ratio of two 8-bit pictures of the same size, in dB (Infinity when identical). */
export function psnr(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let se = 0;
  for (let i = 0; i < a.length; i++) { const d = a[i]! - b[i]!; se += d * d; }
  return se === 0 ? Infinity : 10 * Math.log10((255 * 255) / (se / a.length));
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
