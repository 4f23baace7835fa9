/**
 * `framefleet render COMPOSITION.json -o out.mp4`: one composition file to one MP4, with a
 * progress bar on stderr and a one-line summary (or, with --json, one JSON object) at the end.
 * Ctrl-C cancels the render, stops the workers and removes the temporary folder (exit 130).
 *
 * - By default the whole farm runs in this command on the embedded default (SQLite store,
 *   in-process queue, `--workers N` local worker processes).
 * - With `--api URL` (and `--key`, or FRAMEFLEET_API_KEY) the render runs on that deployment
 *   through its public API, exactly as any API client would do it.
 *
 * Either way, the local files the composition names (relative to its folder) are uploaded as
 * media items first and the composition names them as `media:<id>`, so render nodes receive
 * them by content hash.
 */
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { defineCommand, UsageError } from '../shared/cli/args.ts';
import { haltIfInterrupted, onInterrupt, wasInterrupted } from '../shared/cli/interrupt.ts';
import { isInteractive, printJson } from '../shared/cli/output.ts';
import { mediaIdOf } from '../shared/composition/media-sources.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { commandConfig } from '../shared/config/command.ts';
import { AppError } from '../shared/errors.ts';
import { launchEmbeddedFarm, WorkerStartError } from './embedded.ts';
import { terminalStatuses, type RenderStatus } from './features/renders/statuses.ts';
import { planScenes, planSettingsOf, renderFormat, type PlanSettings } from './features/renders/render-plan.ts';
import { defaultSceneSlots } from '../shared/node-sizing.ts';
import { mapConcurrently } from '../shared/concurrency.ts';

/** What the progress bar and the summary need of a render, wherever it runs. */
interface RenderState {
  id: string;
  status: RenderStatus;
  progress: { phase: string; percent: number; scenesCompleted: number; scenesTotal: number };
  frameCount: number;
  error: string | null;
  errorCode: string | null;
}

/** Where a render runs: the embedded farm, or a deployment's API. */
interface RenderTarget {
  readonly description: string;
  /**
   * Rejects when the target cannot start (a worker of the embedded farm died); the render goes on
   * meanwhile, its jobs taken by the workers that are up.
   */
  readonly ready: Promise<void>;
  uploadMedia(file: string): Promise<string>;
  submit(name: string, composition: Composition): Promise<string>;
  state(renderId: string): Promise<RenderState>;
  /** Resolves when the render has ended, or after a moment in which its progress may have moved. */
  settle(renderId: string): Promise<void>;
  saveOutput(renderId: string, file: string): Promise<void>;
  /** Cancels the render (its credits held are released); false when it had already ended, and is left as it is. */
  cancel(renderId: string): Promise<boolean>;
  timelineSvg(renderId: string): Promise<string>;
  encoders(renderId: string): Promise<string>;
  close(): Promise<void>;
}

/** The local file a source names (relative to the composition's folder), or null for `media:<id>`. */
function localPath(src: string, baseDir: string): string | null {
  if (mediaIdOf(src) !== null) return null;
  if (src.startsWith('file://')) return fileURLToPath(src);
  return isAbsolute(src) ? src : resolve(baseDir, src);
}

/**
 * What the command needs only once its workers are forked: the composition's check (the catalog
 * and its validator) and the reading of its media sources are a megabyte of modules, whose
 * loading held the fork back.
 */
const compositionModules = () => Promise.all([import('../catalog/check/check.ts'), import('../catalog/check/media-sources.ts')])
  .then(([check, sources]) => ({ ...check, ...sources }));
type MediaSourcesModule = typeof import('../catalog/check/media-sources.ts');

/** Every local file the composition names, checked to exist; each problem names its field. */
function missingMedia({ mediaSources }: MediaSourcesModule, composition: Composition, baseDir: string): string[] {
  return mediaSources(composition).flatMap(({ path, src }) => {
    const file = localPath(src, baseDir);
    return file && !existsSync(file) ? [`  ${path}: ${src} (no file at ${file})`] : [];
  });
}

/** Uploads at once (their probes run side by side). */
const concurrentUploads = 4;

/** Uploads each local file once and returns the composition naming them as `media:<id>`. */
async function withUploadedMedia({ mediaSources, mapMediaSources }: MediaSourcesModule, target: RenderTarget, composition: Composition, baseDir: string): Promise<Composition> {
  const files = [...new Set(mediaSources(composition).map(({ src }) => localPath(src, baseDir)).filter((f): f is string => f !== null))];
  const refs = await mapConcurrently(files, concurrentUploads, (file) => target.uploadMedia(file));
  const uploaded = new Map(files.map((file, i) => [file, refs[i]!]));
  return mapMediaSources(composition, (src) => {
    const file = localPath(src, baseDir);
    return file ? uploaded.get(file)! : src;
  });
}

function progressBar(render: RenderState, startedMs: number): string {
  const width = 30;
  const filled = Math.round((render.progress.percent / 100) * width);
  const seconds = ((Date.now() - startedMs) / 1000).toFixed(1);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(render.progress.percent).padStart(3)}%  ${render.progress.phase.padEnd(10)} scenes ${render.progress.scenesCompleted}/${render.progress.scenesTotal}  ${seconds}s`;
}

/**
 * The composition's length when its document states it plainly, read before it is checked:
 * `output.fps` and `output.durationSec` within the schema's bounds or, without a duration, the
 * end of its last clip when every clip states a numeric start and duration (what the composition
 * lasts once checked).
 */
export function statedLength(document: unknown): { fps: number; durationSec: number } | null {
  const { output, tracks } = (document ?? {}) as { output?: { fps?: unknown; durationSec?: unknown }; tracks?: unknown };
  const { fps } = output ?? {};
  let durationSec = output?.durationSec;
  if (durationSec === undefined && Array.isArray(tracks)) {
    const ends = tracks.flatMap((t) => Array.isArray((t as { clips?: unknown })?.clips) ? (t as { clips: unknown[] }).clips : [null])
      .map((c) => { const { start, duration } = (c ?? {}) as { start?: unknown; duration?: unknown }; return typeof start === 'number' && typeof duration === 'number' ? start + duration : NaN; });
    durationSec = ends.length ? Math.max(...ends) : undefined;
  }
  if (typeof fps !== 'number' || typeof durationSec !== 'number') return null;
  return fps > 0 && fps <= 120 && durationSec > 0 && durationSec <= 6 * 3600 ? { fps, durationSec } : null;
}

/** Scenes of a render of that length: where the plan cuts also follows clips, this is close enough to size the workers. */
const scenesOfLength = (length: { fps: number; durationSec: number }) => (settings: PlanSettings) =>
  planScenes({ output: { width: 2, height: 2, background: '#000000', ...length }, tracks: [] } as unknown as Composition, settings).length;

/** The embedded target, or null when its settings are wrong (said on stderr); `scenesOf` sizes its workers. */
async function embeddedTarget(values: { data?: string; workers?: number }, defaultWorkers: number, scenesOf: (settings: PlanSettings) => number): Promise<RenderTarget | null> {
  const dataDir = values.data ? resolve(values.data) : mkdtempSync(join(tmpdir(), 'framefleet-render-'));
  // Media uploaded to a temporary data folder are deleted with it: nothing would read their
  // analyses or see their thumbnails.
  const config = commandConfig('render', {
    FRAMEFLEET_DATA_DIR: dataDir, FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: process.env.FRAMEFLEET_LOG_LEVEL ?? 'warn',
    FRAMEFLEET_MEDIA_ANALYSES: process.env.FRAMEFLEET_MEDIA_ANALYSES ?? String(Boolean(values.data)),
    FRAMEFLEET_MEDIA_THUMBNAILS: process.env.FRAMEFLEET_MEDIA_THUMBNAILS ?? String(Boolean(values.data)),
  });
  // Retried: a worker killed a moment ago may still be finishing a write in it.
  const cleanup = () => { if (!values.data) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 }); };
  // Interrupted, the temporary folder goes last, once the farm using it has stopped.
  const forgetFolder = onInterrupt(cleanup);
  if (!config) { forgetFolder(); cleanup(); return null; }
  // Unless told, no more worker processes than the render has scenes: each one costs a start.
  const workers = values.workers === undefined ? Math.max(1, Math.min(defaultWorkers, scenesOf(planSettingsOf(config)))) : defaultWorkers;
  // No HTTP API: this command drives the services itself, and nothing else calls a one-shot farm.
  // The sound pack goes into its blob store only if the composition plays one of its sounds. The
  // workers warm their renderer up as any node does: they are up before the render's first job is
  // queued, and a one-frame render took 0.965 of the time with it (20 alternating runs).
  // Its media are uploaded, and its render queued, while the workers still start: their jobs wait
  // on the queue for the first one up.
  const launch = launchEmbeddedFarm(config, { workers, http: false, preloadSoundPack: false });
  const forgetFarm = onInterrupt(async () => (await launch.catch(() => null))?.stop({ kill: true }));
  const farm = await launch;
  const { services } = farm.controlPlane;
  // The local org pays for its own renders: grant exactly what this one is quoted.
  const org = (await services.accounts.findOrgByName('local')) ?? await services.accounts.createOrg({ name: 'local' });
  const render = (id: string) => services.renders.get(org.id, id);
  return {
    description: `${farm.workers.length} worker${farm.workers.length === 1 ? '' : 's'}`,
    ready: farm.workersReady,
    uploadMedia: async (file) => `media:${(await services.media.upload(org.id, { name: basename(file), body: createReadStream(file) })).id}`,
    async submit(name, composition) {
      const { project } = await services.projects.create(org.id, { name, composition });
      const active = await services.projects.activeComposition(org.id, project.id);
      await services.accounts.grant(org.id, services.renders.quote(renderFormat(composition)).credits, `local render of ${name}`, `local:${active.id}`);
      return (await services.submissions.submit(org.id, active)).id;
    },
    // Woken the moment the render ends (the services notify waiting reads), else a look at its
    // progress four times a second for the bar.
    settle: (id) => services.jobWaits.until(org.id, id, async () => terminalStatuses.includes((await render(id)).status), 250),
    async state(id) {
      const r = await render(id);
      return { id, status: r.status, progress: r.progress, frameCount: r.output?.frameCount ?? r.format.frameCount, error: r.error, errorCode: r.errorCode };
    },
    saveOutput: async (id, file) => pipeline(await services.blobs.read((await render(id)).output!.blobKey), createWriteStream(file)),
    async cancel(id) {
      if (terminalStatuses.includes((await render(id)).status)) return false;
      return (await services.renders.cancel(org.id, id)).status === 'cancelled';
    },
    async timelineSvg(id) {
      const { renderTimeline, renderTimelineSvg } = await import('./features/renders/renders.ts');
      return renderTimelineSvg(renderTimeline(await render(id)));
    },
    encoders: async (id) => [...new Set(Object.values((await render(id)).scenes).map((s) => s.encoder).filter(Boolean))].join(', '),
    async close() {
      // The command is over (its output saved, or its failure told): the workers hold nothing worth draining.
      forgetFarm();
      forgetFolder();
      await farm.stop({ kill: true });
      cleanup();
    },
  };
}

class ApiError extends Error {}

function apiTarget(base: string, key: string): RenderTarget {
  const call = async (method: string, path: string, init: { json?: unknown; body?: RequestInit['body']; type?: string } = {}): Promise<Response> => {
    for (;;) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, ...(init.json !== undefined ? { 'content-type': 'application/json' } : init.type ? { 'content-type': init.type } : {}) },
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
        ...(init.body ? { duplex: 'half' } : {}),
      } as RequestInit).catch((err: Error) => { throw new ApiError(`cannot reach ${base}: ${(err.cause as Error | undefined)?.message ?? err.message}`); });
      // Polling may meet the deployment's rate limit, or its store or broker restarting: wait as told, then ask again.
      if ((res.status === 429 && !init.body) || (res.status === 503 && method === 'GET' && res.headers.has('retry-after'))) {
        await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
        continue;
      }
      if (res.ok) return res;
      const body = await res.json().catch(() => null) as { error?: { code: string; message: string; details?: { fields?: { path: string; problem: string }[] } } } | null;
      const fields = body?.error?.details?.fields?.map((f) => `\n  ${f.path}: ${f.problem}`).join('') ?? '';
      throw new ApiError(`${method} ${path}: ${res.status} ${body?.error ? `${body.error.code}: ${body.error.message}${fields}` : res.statusText}`);
    }
  };
  const json = async <T>(method: string, path: string, init?: { json?: unknown }) => (await call(method, path, init)).json() as Promise<T>;
  type View = RenderState & { format: { frameCount: number }; outputUrl: string | null };
  return {
    description: `on ${base}`,
    ready: Promise.resolve(),
    async uploadMedia(file) {
      const body = Readable.toWeb(createReadStream(file)) as unknown as RequestInit['body'];
      return (await (await call('POST', `/v1/media?name=${encodeURIComponent(basename(file))}`, { body, type: 'application/octet-stream' })).json() as { ref: string }).ref;
    },
    async submit(name, composition) {
      const project = await json<{ id: string }>('POST', '/v1/projects', { json: { name, composition } });
      return (await json<{ id: string }>('POST', `/v1/projects/${project.id}/renders`)).id;
    },
    settle: () => new Promise((r) => setTimeout(r, 500)),
    async state(id) {
      const r = await json<View>('GET', `/v1/renders/${id}`);
      return { ...r, frameCount: r.format.frameCount };
    },
    async saveOutput(id, file) {
      const { outputUrl } = await json<View>('GET', `/v1/renders/${id}`);
      const res = await fetch(outputUrl!);
      if (!res.ok) throw new ApiError(`downloading the output: ${res.status}`);
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    },
    async cancel(id) {
      // 409: it ended meanwhile (complete or failed), and there is nothing left to stop.
      return call('POST', `/v1/renders/${id}/cancel`).then(() => true, (err: unknown) => {
        if (err instanceof ApiError && / 409 /.test(err.message)) return false;
        throw err;
      });
    },
    timelineSvg: async (id) => (await call('GET', `/v1/renders/${id}/timeline.svg`)).text(),
    encoders: async (id) => [...new Set((await json<{ scenes: { encoder: string | null }[] }>('GET', `/v1/renders/${id}/timeline`)).scenes.map((s) => s.encoder).filter(Boolean))].join(', '),
    close: async () => {},
  };
}

/** The one JSON object `render --json` prints: the render's outcome and where its output went. */
interface RenderSummary {
  renderId: string;
  status: RenderStatus;
  output: string | null;
  timeline: string | null;
  frames: number;
  scenes: number;
  wallSeconds: number;
  fps: number | null;
  encoders: string[];
  target: string;
  errorCode: string | null;
  error: string | null;
}

export const command = defineCommand({
  summary: 'render a composition to MP4 on the embedded farm, or on a deployment through its API',
  description: 'Renders one composition file to one MP4, with progress on stderr and a one-line summary at the end. By default the whole farm runs in this command (embedded: SQLite store, in-process queue, local worker processes); with --api the render runs on that deployment through its public API. Either way, the local files the composition names (relative to its folder) are uploaded as media first.',
  args: [{ name: 'COMPOSITION.json', help: 'the composition to render' }],
  options: {
    output: { type: 'string', short: 'o', required: true, placeholder: 'OUT.mp4', help: 'the MP4 to write' },
    timeline: { type: 'string', placeholder: 'FILE', help: "also write the render's timeline (a lane per node, a bar per scene) as SVG" },
    workers: { type: 'integer', min: 1, max: 64, help: 'embedded: local render worker processes (default: one per core, at most 16; no more than the render has scenes), each drawing and encoding one scene at a time' },
    data: { type: 'string', placeholder: 'DIR', help: 'embedded: keep the store and caches here (default: a temporary folder, removed at the end); media kept here are also measured for clip suggestions (FRAMEFLEET_MEDIA_ANALYSES) and get thumbnails (FRAMEFLEET_MEDIA_THUMBNAILS)' },
    api: { type: 'string', placeholder: 'URL', help: 'render on this deployment through its API instead (e.g. https://video.example.com)' },
    key: { type: 'string', placeholder: 'KEY', help: 'API key for --api (default FRAMEFLEET_API_KEY); needs media, projects and renders write' },
    json: { type: 'boolean', help: 'print the outcome as one JSON object (renderId, status, output, frames, scenes, wallSeconds, fps, encoders, target, errorCode, error); progress stays on stderr' },
  },
  notes: `Ctrl-C (SIGINT) or SIGTERM stops the render: the render is cancelled (with --api, charged nothing),
the local workers are stopped and the temporary folder is removed; the exit code is 130 (143 for SIGTERM).`,
  // Once the render is saved (or has failed), its farm is stopped, its workers killed and its
  // temporary folder removed: waiting for the kernel to reap the workers and tearing the heap down
  // took 25 to 35 ms of a one-frame render's 0.55 s.
  exitsWhenDone: true,
  async run({ values, args: [composition] }) {
    const workers = values.workers ?? Math.min(16, defaultSceneSlots());
    const key = values.key ?? process.env.FRAMEFLEET_API_KEY;
    if (values.api && !key) throw new UsageError('--api needs an API key (--key or FRAMEFLEET_API_KEY)');
    return renderComposition(resolve(composition!), values, workers, values.api ? { base: values.api.replace(/\/$/, ''), key: key! } : null);
  },
});

interface RenderOptions { output: string; timeline?: string; workers?: number; data?: string; json: boolean }

async function renderComposition(file: string, values: RenderOptions, workers: number, api: { base: string; key: string } | null): Promise<number> {
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`framefleet render: cannot read ${file}: ${(err as Error).message}`);
    return 2;
  }
  const started = Date.now();
  // A worker's start is the longest wait before a short render draws: when the document states
  // its length, the workers start now and load while it is checked; a check that fails stops them.
  const length = api ? null : statedLength(document);
  const launching = length ? embeddedTarget(values, workers, scenesOfLength(length)) : null;
  launching?.catch(() => {});
  const refuse = async (message: string) => {
    console.error(`framefleet render: ${message}`);
    await (await launching?.catch(() => null))?.close();
    return 2;
  };
  const modules = await compositionModules();
  const checked = modules.checkComposition(document);
  if (!checked.ok) return refuse(`${file} is not a valid composition:\n${checked.errors.map((e) => `  ${e.path || '(root)'}: ${e.problem}`).join('\n')}`);
  const composition = checked.composition as Composition;
  const missing = missingMedia(modules, composition, dirname(file));
  if (missing.length) return refuse(`${file} names media files that do not exist:\n${missing.join('\n')}`);

  const target = api
    ? apiTarget(api.base, api.key)
    : await (launching ?? embeddedTarget(values, workers, (settings) => planScenes(composition, settings).length));
  if (!target) return 2;
  let forgetRender = () => {};
  try {
    // Every wait below ends early when the target fails to start: nothing would take its jobs.
    const startFailed = target.ready.then(() => new Promise<never>(() => {}));
    const unlessStartFailed = <T>(work: Promise<T>) => Promise.race([work, startFailed]);
    const submitting = unlessStartFailed(withUploadedMedia(modules, target, composition, dirname(file)).then((uploaded) => target.submit(file, uploaded)));
    // Interrupted once the render exists (or is being created), it is cancelled: its held credits are released.
    forgetRender = onInterrupt(async () => {
      const id = await submitting.catch(() => null);
      if (!id) return;
      process.stderr.write(await target.cancel(id) ? `render ${id} cancelled\n` : `render ${id} had already ended\n`);
    });
    const id = await submitting;
    const interactive = isInteractive(process.stderr);
    let render = await target.state(id);
    let lastLine = '';
    while (!terminalStatuses.includes(render.status)) {
      await unlessStartFailed(target.settle(id));
      render = await target.state(id);
      await haltIfInterrupted();
      const line = progressBar(render, started);
      // On a terminal the bar redraws in place; elsewhere (a pipe, a log) a plain line each time it moves.
      if (interactive) process.stderr.write(line);
      else if (line.replace(/ [\d.]+s$/, '') !== lastLine.replace(/ [\d.]+s$/, '')) process.stderr.write(`${line.slice(1)}\n`);
      lastLine = line;
    }
    forgetRender();
    if (interactive) process.stderr.write('\n');
    const wall = (Date.now() - started) / 1000;
    const summary: RenderSummary = {
      renderId: id, status: render.status, output: null, timeline: null, frames: render.frameCount, scenes: render.progress.scenesTotal,
      wallSeconds: Number(wall.toFixed(3)), fps: null, encoders: [], target: target.description, errorCode: render.errorCode, error: render.error,
    };
    if (render.status !== 'complete') {
      console.error(`framefleet render: ${render.errorCode}: ${render.error}`);
      if (values.json) printJson(summary);
      return 1;
    }
    await target.saveOutput(id, resolve(values.output));
    if (values.timeline) writeFileSync(resolve(values.timeline), await target.timelineSvg(id));
    const encoders = (await target.encoders(id)).split(', ').filter(Boolean);
    Object.assign(summary, { output: resolve(values.output), timeline: values.timeline ? resolve(values.timeline) : null, fps: Number((render.frameCount / wall).toFixed(2)), encoders });
    if (values.json) printJson(summary);
    else console.log(`${values.output}: ${render.frameCount} frames, ${render.progress.scenesTotal} scenes, ${wall.toFixed(1)} s wall, ${(render.frameCount / wall).toFixed(1)} fps, encoder ${encoders.join(', ') || 'unknown'}, ${target.description}`);
    return 0;
  } catch (err) {
    // The embedded farm refuses what the API would (a media file that is not media, an unknown brand kit).
    if (err instanceof AppError) {
      const fields = (err.details.fields as { path: string; problem: string }[] | undefined)?.map((f) => `\n  ${f.path}: ${f.problem}`).join('') ?? '';
      console.error(`framefleet render: ${err.code}: ${err.message}${fields}`);
      return 1;
    }
    if (!(err instanceof ApiError || err instanceof WorkerStartError)) throw err;
    console.error(`framefleet render: ${err.message}`);
    return 1;
  } finally {
    if (!wasInterrupted()) {
      forgetRender();
      await target.close();
    }
  }
}
