/**
 * `framefleet bench component-sandbox [--quick] [--json FILE]`: what drawing in the sandbox costs
 * per frame. Built-ins are ejected (their standalone source compiled as org components) and each
 * is drawn natively and sandboxed, side by side in every round (the order alternating between
 * rounds), over the same frames spread across its duration, at the output size. The frames of the
 * two are compared too (PSNR), so a fast wrong answer cannot pass.
 *
 * Per component the report holds native and sandboxed milliseconds per frame (medians over
 * rounds) and their ratio (median of each round's own ratio); `ratio_geomean` summarises them. The
 * sandbox's one-time costs are reported apart: compiling, and making the sandbox (its first draw).
 * The per-frame time limit is lifted while measuring; `within_default_frame_limit` says whether a
 * component's frames fit in the default limit (FRAMEFLEET_COMPONENT_FRAME_MS) at this size.
 * With --json FILE, a chart of the milliseconds goes beside the report (FILE with .svg).
 */
import { cpus, totalmem } from 'node:os';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { builtinCatalog } from '../catalog/index.ts';
import { builtinComponentSource, compileComponentSource, defaultSandboxLimits, sandboxedComponent } from '../catalog/sandbox/index.ts';
import { frameInfo, resolveProps, type Component, type DrawIO } from '../catalog/sdk.ts';
import { brandTokens } from '../shared/composition/brand.ts';
import { registerBundledFonts } from '../shared/fonts/register.ts';
import { defineCommand, UsageError } from '../shared/cli/args.ts';
import { frameSize, jsonFileOption, median, psnr, writeReport } from './options.ts';

/** The default line-up: every category, and each path of the sandbox (text, pixels, scratch canvases, layers). */
export const defaultComponents = ['kinetic-title', 'lower-third', 'stat-counter', 'bar-chart', 'confetti-burst', 'film-look', 'rgb-glitch', 'aurora', 'flow-lines', 'pixel-dissolve', 'testimonial'];

export interface ComponentSandboxBenchOptions {
  components: string[];
  width: number;
  height: number;
  /** Frames drawn per component per round, spread over its duration. */
  frames: number;
  rounds: number;
}

interface Contestant { ms: number[] }



/** A canvas with a backdrop like a composition's (the effects grade what lies beneath them). */
function backdrop(width: number, height: number, tint: string): { canvas: Canvas; ctx: SKRSContext2D } {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, width, height);
  g.addColorStop(0, '#1b2a4a');
  g.addColorStop(1, tint);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#f2efe6';
  ctx.fillRect(width * 0.55, height * 0.2, width * 0.3, height * 0.45);
  return { canvas, ctx };
}

export async function runComponentSandboxBench(o: ComponentSandboxBenchOptions, log: (line: string) => void) {
  registerBundledFonts();
  const tokens = brandTokens(undefined);
  const { width, height } = o;
  const from = backdrop(width, height, '#c0486a').canvas, to = backdrop(width, height, '#2f9e7a').canvas;
  const layer = backdrop(width, height, '#000000');
  const io = (c: Component): DrawIO => (c.kind === 'transition'
    ? { image: () => null, from, to, layer: () => { layer.ctx.setTransform(1, 0, 0, 1, 0, 0); layer.ctx.clearRect(0, 0, width, height); return layer; } }
    : { image: () => null });

  const entries = [];
  for (const id of o.components) {
    const native = builtinCatalog().get(id);
    if (!native) throw new Error(`no built-in '${id}'`);
    const compileStarted = performance.now();
    const compiled = await compileComponentSource(builtinComponentSource(id, { asId: `bench-${id}` })!, { id: `bench-${id}`, version: '1' });
    if (!compiled.ok) throw new Error(`${id} does not compile: ${JSON.stringify(compiled.problems)}`);
    const compileMs = performance.now() - compileStarted;
    // A benchmark measures the cost, so the per-frame limit is lifted (the report says which components pass it).
    const sandboxed = sandboxedComponent(compiled.compiled, { frameCpuMs: 600_000 });
    const props = resolveProps(native, undefined, tokens);
    const frames = Array.from({ length: o.frames }, (_, i) => Math.floor((i / Math.max(1, o.frames - 1)) * (native.durationInFrames - 1)));
    const target = backdrop(width, height, '#c0486a');
    const beneath = target.ctx.getImageData(0, 0, width, height);
    const drawAll = (c: Component): { ms: number; last: Uint8ClampedArray } => {
      let ms = 0;
      for (const frame of frames) {
        target.ctx.putImageData(beneath, 0, 0);
        const started = performance.now();
        c.draw(target.ctx, frameInfo(frame, native.durationInFrames, 30, width, height), props as never, tokens, io(c));
        ms += performance.now() - started;
      }
      return { ms: ms / frames.length, last: target.ctx.getImageData(0, 0, width, height).data };
    };
    // The sandbox is made on the first draw: that draw is timed apart.
    target.ctx.putImageData(beneath, 0, 0);
    const startStarted = performance.now();
    sandboxed.draw(target.ctx, frameInfo(0, native.durationInFrames, 30, width, height), props as never, tokens, io(sandboxed));
    const sandboxStartMs = performance.now() - startStarted;
    drawAll(native);
    const nativeRuns: Contestant = { ms: [] }, sandboxRuns: Contestant = { ms: [] };
    const ratios: number[] = [];
    let quality = Infinity;
    for (let r = 0; r < o.rounds; r++) {
      const order = r % 2 === 0 ? ['native', 'sandbox'] as const : ['sandbox', 'native'] as const;
      const result: Record<string, { ms: number; last: Uint8ClampedArray }> = {};
      for (const who of order) result[who] = drawAll(who === 'native' ? native : sandboxed);
      nativeRuns.ms.push(result.native!.ms);
      sandboxRuns.ms.push(result.sandbox!.ms);
      ratios.push(result.sandbox!.ms / result.native!.ms);
      quality = Math.min(quality, psnr(result.native!.last, result.sandbox!.last));
    }
    sandboxed.release();
    const entry = {
      id, category: native.category,
      native_ms_per_frame: Number(median(nativeRuns.ms).toFixed(3)),
      sandbox_ms_per_frame: Number(median(sandboxRuns.ms).toFixed(3)),
      ratio: Number(median(ratios).toFixed(2)),
      compile_ms: Number(compileMs.toFixed(1)),
      sandbox_start_ms: Number(sandboxStartMs.toFixed(1)),
      within_default_frame_limit: Math.max(...sandboxRuns.ms) <= defaultSandboxLimits().frameCpuMs,
      psnr_db: Number.isFinite(quality) ? Number(quality.toFixed(1)) : 'identical',
      rounds: { native_ms: nativeRuns.ms.map((v) => Number(v.toFixed(3))), sandbox_ms: sandboxRuns.ms.map((v) => Number(v.toFixed(3))) },
    };
    entries.push(entry);
    log(`${id.padEnd(16)} native ${entry.native_ms_per_frame.toFixed(2)} ms  sandbox ${entry.sandbox_ms_per_frame.toFixed(2)} ms  ×${entry.ratio}  (frames ${entry.psnr_db === 'identical' ? 'identical' : `${entry.psnr_db} dB`})`);
  }
  const geomean = Math.exp(entries.reduce((s, e) => s + Math.log(e.ratio), 0) / entries.length);
  const limits = defaultSandboxLimits();
  return {
    benchmark: 'component-sandbox',
    ratio_geomean: Number(geomean.toFixed(2)),
    components: entries,
    settings: { width, height, frames: o.frames, rounds: o.rounds, engine: 'quickjs-emscripten release-sync', frameLimitMs: limits.frameCpuMs, memoryLimitMiB: limits.memoryBytes / 2 ** 20 },
    machine: { cpuModel: cpus()[0]?.model ?? 'unknown', cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  };
}

export type ComponentSandboxReport = Awaited<ReturnType<typeof runComponentSandboxBench>>;

const escapeXml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Grouped bars of milliseconds per frame (log scale: the components differ by orders of magnitude), the ratio under each group. */
export function componentSandboxSvg(report: ComponentSandboxReport): string {
  const entries = report.components;
  const values = entries.flatMap((e) => [e.native_ms_per_frame, e.sandbox_ms_per_frame]).filter((v) => v > 0);
  const lo = Math.floor(Math.log10(Math.min(...values, 1))), hi = Math.ceil(Math.log10(Math.max(...values, 1)));
  const [W, H, left, top, bottom] = [Math.max(720, 90 + entries.length * 84), 460, 64, 70, 110];
  const plotH = H - top - bottom;
  const groupW = (W - left - 20) / entries.length;
  const barW = Math.min(30, (groupW - 14) / 2);
  const y = (v: number) => top + plotH - ((Math.log10(Math.max(v, 10 ** lo)) - lo) / Math.max(1, hi - lo)) * plotH;
  const colours = { native: '#4c78a8', sandbox: '#f58518' };
  const s = report.settings;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${W / 2}" y="24" text-anchor="middle" font-size="16" font-weight="bold">Per-frame cost of ejected built-ins, native vs sandboxed (${s.width}x${s.height})</text>`,
    `<text x="${W / 2}" y="44" text-anchor="middle" fill="#555">medians of ${s.rounds} rounds × ${s.frames} frames · sandboxed ÷ native, geometric mean ${report.ratio_geomean} · ${escapeXml(report.machine.cpuModel)} (${report.machine.cpus} CPUs)</text>`,
  ];
  for (let p = lo; p <= hi; p++) {
    parts.push(`<line x1="${left}" x2="${W - 20}" y1="${y(10 ** p)}" y2="${y(10 ** p)}" stroke="#e4e4e4"/>`);
    parts.push(`<text x="${left - 8}" y="${y(10 ** p) + 4}" text-anchor="end" fill="#555">${10 ** p >= 1 ? 10 ** p : (10 ** p).toFixed(-p)}</text>`);
  }
  parts.push(`<text x="16" y="${top + plotH / 2}" transform="rotate(-90 16 ${top + plotH / 2})" text-anchor="middle" fill="#555">ms per frame (log scale)</text>`);
  entries.forEach((e, g) => {
    const x0 = left + g * groupW + (groupW - barW * 2) / 2;
    ([['native', e.native_ms_per_frame], ['sandbox', e.sandbox_ms_per_frame]] as const).forEach(([who, v], i) => {
      const x = x0 + i * barW;
      parts.push(`<rect x="${x + 2}" y="${y(v)}" width="${barW - 4}" height="${top + plotH - y(v)}" fill="${colours[who]}"/>`);
      parts.push(`<text x="${x + barW / 2}" y="${y(v) - 5}" text-anchor="middle" font-size="10">${v < 10 ? v.toFixed(1) : Math.round(v)}</text>`);
    });
    const cx = x0 + barW;
    parts.push(`<text x="${cx}" y="${top + plotH + 16}" text-anchor="end" transform="rotate(-35 ${cx} ${top + plotH + 16})">${escapeXml(e.id)}</text>`);
    parts.push(`<text x="${cx}" y="${top + plotH + 84}" text-anchor="middle" font-weight="bold">×${e.ratio}</text>`);
  });
  (['native', 'sandbox'] as const).forEach((who, i) => {
    const x = left + i * 200;
    parts.push(`<rect x="${x}" y="${H - 16}" width="12" height="12" fill="${colours[who]}"/>`);
    parts.push(`<text x="${x + 18}" y="${H - 6}">${who === 'native' ? 'built-in, native' : 'ejected, in the sandbox'}</text>`);
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

export const command = defineCommand({
  summary: 'ms per frame of built-ins drawn natively and, ejected, in the org component sandbox',
  description: 'Draws built-ins natively and, ejected, in the org component sandbox, side by side in every round, and reports milliseconds per frame and their ratio for each.',
  options: {
    quick: { type: 'boolean', help: '960x540, 6 frames × 3 rounds (default 1920x1080, 12 frames × 5 rounds)' },
    components: { type: 'string', placeholder: 'LIST', parse: builtinIds, help: `built-in ids, comma separated (default ${defaultComponents.join(',')})` },
    size: { type: 'string', placeholder: 'WxH', parse: frameSize(16, 7680), help: 'the frame size' },
    frames: { type: 'integer', min: 1, max: 1000, help: 'frames drawn in each round' },
    rounds: { type: 'integer', min: 1, max: 1000, help: 'rounds' },
    json: { ...jsonFileOption, help: 'write the report to FILE and a chart to FILE with .svg' },
  },
  async run({ values }) {
    const o: ComponentSandboxBenchOptions = values.quick
      ? { components: defaultComponents, width: 960, height: 540, frames: 6, rounds: 3 }
      : { components: defaultComponents, width: 1920, height: 1080, frames: 12, rounds: 5 };
    if (values.components) o.components = values.components;
    if (values.size) [o.width, o.height] = [values.size.width, values.size.height];
    for (const key of ['frames', 'rounds'] as const) o[key] = values[key] ?? o[key];
    const report = await runComponentSandboxBench(o, (line) => console.error(line));
    console.log(`sandboxed ÷ native per frame at ${o.width}x${o.height}: ${report.components.map((e) => `${e.id} ×${e.ratio}`).join(', ')}; geometric mean ×${report.ratio_geomean}`);
    if (values.json) writeReport(values.json, report, componentSandboxSvg(report));
    return 0;
  },
});

function builtinIds(raw: string): string[] {
  const ids = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = ids.find((id) => !builtinCatalog().get(id));
  if (unknown || !ids.length) throw new UsageError(`--components: '${unknown ?? ''}' is not a built-in`);
  return ids;
}
