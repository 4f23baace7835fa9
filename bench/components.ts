/**
 * `framefleet bench components [--before PATH] [--json FILE]`: what each built-in costs to draw
 * per frame, natively, at 960×540 and 1920×1080, and with --before, against another checkout of
 * the project (a worktree of an earlier commit) side by side in one run.
 *
 * Each checkout draws in a child process of its own (bench/components-worker.ts loads that
 * checkout's catalog and canvas package), so the two never share code. Rounds alternate which
 * side draws first; per component and size the report holds each side's milliseconds per frame
 * (medians over rounds) and the after ÷ before ratio (median of each round's own ratio). The
 * frames of the two sides are compared (PSNR, or 'identical'), so a fast wrong answer shows.
 * With --json FILE, a chart goes beside the report (FILE with .svg).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { projectRoot, tsxLoaderUrl } from '../shared/compiled.ts';
import { defineCommand, UsageError } from '../shared/cli/args.ts';
import { frameSize, jsonFileOption, median, psnr, round3, writeReport } from './options.ts';
import type { DrawReply, DrawRequest } from './components-worker.ts';

export interface ComponentsBenchOptions {
  /** Built-in ids; empty: every built-in of this checkout. */
  components: string[];
  sizes: { width: number; height: number }[];
  /** Frames drawn per component per round, spread over its duration. */
  frames: number;
  rounds: number;
  /** Another checkout to compare against, or none. */
  before?: string;
}


/** A child process drawing with the checkout at `root`. */
export async function drawer(root: string): Promise<{ ids: string[]; draw(q: DrawRequest): Promise<Extract<DrawReply, { ok: true }>>; stop(): void }> {
  const child: ChildProcess = fork(`${projectRoot}bench/components-worker.ts`, [root], { execArgv: ['--import', tsxLoaderUrl], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () => new Promise<DrawReply>((ok, fail) => {
    const onExit = (code: number | null) => fail(new Error(`the drawing process for ${root} exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (m) => { child.off('exit', onExit); ok(m as DrawReply); });
  });
  const ready = await next();
  if (!('ready' in ready)) throw new Error(`the drawing process for ${root} did not start`);
  return {
    ids: ready.ids,
    async draw(q) {
      const answer = next();
      child.send(q);
      const reply = await answer;
      if (!('ok' in reply) || !reply.ok) throw new Error(`${root}: ${'error' in reply ? reply.error : 'no answer'}`);
      return reply;
    },
    stop: () => { child.disconnect(); },
  };
}

interface Measured { ms_per_frame: number; rounds_ms: number[] }
interface SizeEntry { size: string; after: Measured; before?: Measured; ratio?: number; psnr_db?: number | 'identical' }

export async function runComponentsBench(o: ComponentsBenchOptions, log: (line: string) => void) {
  const after = await drawer(projectRoot);
  const before = o.before ? await drawer(resolve(o.before)) : undefined;
  try {
    const ids = o.components.length ? o.components : after.ids;
    const entries: { id: string; sizes: SizeEntry[] }[] = [];
    for (const id of ids) {
      const sizes: SizeEntry[] = [];
      for (const { width, height } of o.sizes) {
        const q: DrawRequest = { id, width, height, frames: o.frames };
        // One unmeasured pass each: first draws build caches and warm the JIT.
        const warm = await after.draw({ ...q, pixels: true });
        const warmBefore = before && before.ids.includes(id) ? await before.draw({ ...q, pixels: true }) : undefined;
        const sides = { after: [] as number[], before: [] as number[] }, ratios: number[] = [];
        for (let r = 0; r < o.rounds; r++) {
          const order = r % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
          const got: Record<string, number> = {};
          for (const who of order) {
            const side = who === 'after' ? after : warmBefore ? before : undefined;
            if (!side) continue;
            const reply = await side.draw(q);
            got[who] = reply.ms.reduce((s, v) => s + v, 0) / reply.ms.length;
            sides[who].push(got[who]!);
          }
          if (got.before !== undefined) ratios.push(got.after! / got.before);
        }
        const entry: SizeEntry = { size: `${width}x${height}`, after: { ms_per_frame: round3(median(sides.after)), rounds_ms: sides.after.map(round3) } };
        if (warmBefore) {
          entry.before = { ms_per_frame: round3(median(sides.before)), rounds_ms: sides.before.map(round3) };
          entry.ratio = Number(median(ratios).toFixed(3));
          if (warm.digest === warmBefore.digest) entry.psnr_db = 'identical';
          else {
            const a = warm.last!.split(','), b = warmBefore.last!.split(',');
            const worst = Math.min(...a.map((s, i) => psnr(Buffer.from(s, 'base64'), Buffer.from(b[i]!, 'base64'))));
            entry.psnr_db = Number(worst.toFixed(1));
          }
        }
        sizes.push(entry);
        log(`${id.padEnd(18)} ${entry.size.padEnd(9)} ${entry.before ? `before ${entry.before.ms_per_frame.toFixed(2).padStart(7)} ms  ` : ''}after ${entry.after.ms_per_frame.toFixed(2).padStart(7)} ms${entry.ratio !== undefined ? `  ×${entry.ratio}  (frames ${entry.psnr_db === 'identical' ? 'identical' : `${entry.psnr_db} dB`})` : ''}`);
      }
      entries.push({ id, sizes });
    }
    return {
      benchmark: 'components',
      components: entries,
      settings: { sizes: o.sizes.map((s) => `${s.width}x${s.height}`), frames: o.frames, rounds: o.rounds, before: o.before ? resolve(o.before) : null },
      machine: { cpuModel: cpus()[0]?.model ?? 'unknown', cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
    };
  } finally {
    after.stop();
    before?.stop();
  }
}

export type ComponentsReport = Awaited<ReturnType<typeof runComponentsBench>>;

const escapeXml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Per size, bars of ms per frame (log scale) for each component, before and after, the ratio under each group. */
export function componentsSvg(report: ComponentsReport): string {
  const sizes = report.settings.sizes;
  const entries = report.components;
  const values = entries.flatMap((e) => e.sizes.flatMap((s) => [s.after.ms_per_frame, s.before?.ms_per_frame ?? 0])).filter((v) => v > 0);
  const lo = Math.floor(Math.log10(Math.min(...values, 1))), hi = Math.ceil(Math.log10(Math.max(...values, 1)));
  const panelH = 300, left = 64, top = 70, bottom = 130;
  const W = Math.max(720, 90 + entries.length * 64), H = top + sizes.length * (panelH + bottom) + 24;
  const groupW = (W - left - 20) / entries.length;
  const barW = Math.min(26, (groupW - 10) / 2);
  const colours = { before: '#9aa5b1', after: '#4c78a8' };
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${W / 2}" y="24" text-anchor="middle" font-size="16" font-weight="bold">Per-frame cost of built-ins drawn natively${report.settings.before ? ', before and after' : ''}</text>`,
    `<text x="${W / 2}" y="44" text-anchor="middle" fill="#555">medians of ${report.settings.rounds} rounds × ${report.settings.frames} frames, sides alternating · ${escapeXml(report.machine.cpuModel)} (${report.machine.cpus} CPUs)</text>`,
  ];
  sizes.forEach((size, p) => {
    const y0 = top + p * (panelH + bottom);
    const y = (v: number) => y0 + panelH - ((Math.log10(Math.max(v, 10 ** lo)) - lo) / Math.max(1, hi - lo)) * panelH;
    parts.push(`<text x="${left}" y="${y0 - 6}" font-weight="bold">${size}</text>`);
    for (let k = lo; k <= hi; k++) {
      parts.push(`<line x1="${left}" x2="${W - 20}" y1="${y(10 ** k)}" y2="${y(10 ** k)}" stroke="#e4e4e4"/>`);
      parts.push(`<text x="${left - 8}" y="${y(10 ** k) + 4}" text-anchor="end" fill="#555">${10 ** k >= 1 ? 10 ** k : (10 ** k).toFixed(-k)}</text>`);
    }
    parts.push(`<text x="16" y="${y0 + panelH / 2}" transform="rotate(-90 16 ${y0 + panelH / 2})" text-anchor="middle" fill="#555">ms per frame (log)</text>`);
    entries.forEach((e, g) => {
      const s = e.sizes.find((x) => x.size === size)!;
      const x0 = left + g * groupW + (groupW - barW * 2) / 2;
      ([['before', s.before?.ms_per_frame], ['after', s.after.ms_per_frame]] as const).forEach(([who, v], i) => {
        if (v === undefined) return;
        const x = x0 + i * barW;
        parts.push(`<rect x="${x + 1}" y="${y(v)}" width="${barW - 2}" height="${y0 + panelH - y(v)}" fill="${colours[who]}"/>`);
        parts.push(`<text x="${x + barW / 2}" y="${y(v) - 4}" text-anchor="middle" font-size="9">${v < 10 ? v.toFixed(1) : Math.round(v)}</text>`);
      });
      const cx = x0 + barW;
      parts.push(`<text x="${cx}" y="${y0 + panelH + 14}" text-anchor="end" font-size="10" transform="rotate(-35 ${cx} ${y0 + panelH + 14})">${escapeXml(e.id)}</text>`);
      if (s.ratio !== undefined) {
        parts.push(`<text x="${cx}" y="${y0 + panelH + 82}" text-anchor="middle" font-size="10" font-weight="bold">×${s.ratio < 0.1 ? s.ratio.toFixed(3) : s.ratio.toFixed(2)}</text>`);
        parts.push(`<text x="${cx}" y="${y0 + panelH + 96}" text-anchor="middle" font-size="9" fill="#555">${s.psnr_db === 'identical' ? 'same frames' : `${s.psnr_db} dB`}</text>`);
      }
    });
  });
  (['before', 'after'] as const).forEach((who, i) => {
    const x = left + i * 200;
    parts.push(`<rect x="${x}" y="${H - 18}" width="12" height="12" fill="${colours[who]}"/>`);
    parts.push(`<text x="${x + 18}" y="${H - 8}">${who === 'before' ? 'before (--before checkout)' : 'after (this checkout)'}</text>`);
  });
  parts.push(`<text x="${W - 12}" y="${H - 8}" text-anchor="end" font-size="11" fill="#555">under the bars: after ÷ before · PSNR against before</text>`);
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

export const command = defineCommand({
  summary: 'ms per frame of every built-in drawn natively at 960x540 and 1080p, against an earlier checkout with --before',
  description: 'Draws built-ins natively at each size, in a process per checkout, and reports milliseconds per frame; with --before PATH (a worktree of an earlier commit) the two checkouts draw side by side in alternating rounds and each component gets an after ÷ before ratio and the PSNR between their frames.',
  options: {
    before: { type: 'string', placeholder: 'PATH', parse: checkout, help: 'another checkout of the project (with its node_modules) to compare against' },
    components: { type: 'string', placeholder: 'LIST', parse: (raw: string) => raw.split(',').map((s) => s.trim()).filter(Boolean), help: 'built-in ids, comma separated (default: every built-in)' },
    sizes: { type: 'string', placeholder: 'WxH,…', parse: sizeList, help: 'frame sizes (default 960x540,1920x1080)' },
    frames: { type: 'integer', min: 1, max: 1000, help: 'frames drawn in each round, spread over the duration (default 6)' },
    rounds: { type: 'integer', min: 1, max: 1000, help: 'rounds (default 5)' },
    json: { ...jsonFileOption, help: 'write the report to FILE and a chart to FILE with .svg' },
  },
  async run({ values }) {
    const o: ComponentsBenchOptions = {
      components: values.components ?? [], sizes: values.sizes ?? [{ width: 960, height: 540 }, { width: 1920, height: 1080 }],
      frames: values.frames ?? 6, rounds: values.rounds ?? 5, before: values.before,
    };
    const report = await runComponentsBench(o, (line) => console.error(line));
    const compared = report.components.flatMap((e) => e.sizes.filter((s) => s.ratio !== undefined).map((s) => `${e.id}@${s.size} ×${s.ratio}`));
    console.log(compared.length ? `after ÷ before per frame: ${compared.join(', ')}` : `measured ${report.components.length} built-ins at ${report.settings.sizes.join(', ')}`);
    if (values.json) writeReport(values.json, report, componentsSvg(report));
    return 0;
  },
});

function checkout(raw: string): string {
  if (!existsSync(resolve(raw, 'catalog/index.ts'))) throw new UsageError(`--before: '${raw}' is not a checkout of the project (no catalog/index.ts)`);
  return raw;
}

function sizeList(raw: string): { width: number; height: number }[] {
  return raw.split(',').map((s) => frameSize(16, 7680)(s.trim()));
}
