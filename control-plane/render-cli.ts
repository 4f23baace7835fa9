/**
 * `framefleet render COMPOSITION.json -o out.mp4 [--workers N]`: the whole farm in one command on
 * the embedded default (SQLite store, in-process queue, N local worker processes). Local media
 * paths in the composition (relative to its folder) are uploaded as media items first, so the
 * workers receive them by content hash exactly as remote render nodes do. Progress goes to
 * stderr; a one-line summary ends it.
 */
import { copyFileSync, createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkComposition } from '../shared/composition/check.ts';
import { mapMediaSources, mediaIdOf, mediaSources } from '../shared/composition/media-sources.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { commandConfig } from '../shared/config/command.ts';
import { startEmbeddedFarm } from './embedded.ts';
import { renderTimeline, renderTimelineSvg, type StoredRender, terminalStatuses } from './domain/renders.ts';
import { renderFormat } from './farm/dispatcher.ts';
import type { Services } from './services.ts';

const help = `usage: framefleet render COMPOSITION.json -o OUT.mp4 [--workers N] [--data DIR] [--timeline FILE.svg]

  -o, --output FILE   the MP4 to write
  --timeline FILE     also write the render's timeline (a lane per worker, a bar per scene) as SVG
  --workers N         local render worker processes (default: the number of cores, at most 4)
  --data DIR          keep the embedded store and caches here (default: a temporary folder)`;

/** The local file a source names (relative to the composition's folder), or null for `media:<id>`. */
function localPath(src: string, baseDir: string): string | null {
  if (mediaIdOf(src) !== null) return null;
  if (src.startsWith('file://')) return fileURLToPath(src);
  return isAbsolute(src) ? src : resolve(baseDir, src);
}

/** Every local file the composition names, checked to exist; each problem names its field. */
function missingMedia(composition: Composition, baseDir: string): string[] {
  return mediaSources(composition).flatMap(({ path, src }) => {
    const file = localPath(src, baseDir);
    return file && !existsSync(file) ? [`  ${path}: ${src} (no file at ${file})`] : [];
  });
}

/** Uploads each local file once and returns the composition naming them as `media:<id>`. */
async function withUploadedMedia(services: Services, orgId: string, composition: Composition, baseDir: string): Promise<Composition> {
  const uploaded = new Map<string, string>();
  for (const { src } of mediaSources(composition)) {
    const file = localPath(src, baseDir);
    if (!file || uploaded.has(file)) continue;
    const item = await services.media.upload(orgId, { name: basename(file), body: createReadStream(file) });
    uploaded.set(file, `media:${item.id}`);
  }
  return mapMediaSources(composition, (src) => {
    const file = localPath(src, baseDir);
    return file ? uploaded.get(file)! : src;
  });
}

function progressBar(render: StoredRender, startedMs: number): string {
  const width = 30;
  const filled = Math.round((render.progress.percent / 100) * width);
  const seconds = ((Date.now() - startedMs) / 1000).toFixed(1);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(render.progress.percent).padStart(3)}%  ${render.progress.phase.padEnd(10)} scenes ${render.progress.scenesCompleted}/${render.progress.scenesTotal}  ${seconds}s`;
}

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { output: { type: 'string', short: 'o' }, workers: { type: 'string' }, data: { type: 'string' }, timeline: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (err) {
    console.error(`framefleet render: ${(err as Error).message}\n\n${help}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) { console.log(help); return 0; }
  if (positionals.length !== 1 || !values.output) { console.error(help); return 2; }
  const workers = values.workers === undefined ? Math.min(4, Math.max(1, cpus().length)) : Number(values.workers);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) { console.error('framefleet render: --workers must be an integer from 1 to 64'); return 2; }

  const file = resolve(positionals[0]!);
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`framefleet render: cannot read ${file}: ${(err as Error).message}`);
    return 2;
  }
  const checked = checkComposition(document);
  if (!checked.ok) {
    console.error(`framefleet render: ${file} is not a valid composition:\n${checked.errors.map((e) => `  ${e.path || '(root)'}: ${e.problem}`).join('\n')}`);
    return 2;
  }
  const composition = checked.composition as Composition;
  const missing = missingMedia(composition, dirname(file));
  if (missing.length) {
    console.error(`framefleet render: ${file} names media files that do not exist:\n${missing.join('\n')}`);
    return 2;
  }

  const dataDir = values.data ? resolve(values.data) : mkdtempSync(join(tmpdir(), 'framefleet-render-'));
  const config = commandConfig('render', { FRAMEFLEET_DATA_DIR: dataDir, FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: process.env.FRAMEFLEET_LOG_LEVEL ?? 'warn' });
  if (!config) {
    if (!values.data) rmSync(dataDir, { recursive: true, force: true });
    return 2;
  }
  const started = Date.now();
  const farm = await startEmbeddedFarm(config, { workers });
  const { services } = farm.controlPlane;
  try {
    // The local org pays for its own renders: grant exactly what this one is quoted.
    const org = (await services.accounts.findOrgByName('local')) ?? await services.accounts.createOrg({ name: 'local' });
    const { project } = await services.projects.create(org.id, { name: file, composition: await withUploadedMedia(services, org.id, composition, dirname(file)) });
    const active = await services.projects.activeComposition(org.id, project.id);
    const quote = services.renders.quote(renderFormat(composition));
    await services.accounts.grant(org.id, quote.credits, `local render of ${file}`, `local:${active.id}`);
    let render = await services.dispatcher.submit(org.id, active);
    const interactive = process.stderr.isTTY;
    let lastLine = '';
    while (!terminalStatuses.includes(render.status)) {
      await new Promise((r) => setTimeout(r, 250));
      render = await services.renders.get(org.id, render.id);
      const line = progressBar(render, started);
      if (interactive) process.stderr.write(line);
      else if (line.replace(/ [\d.]+s$/, '') !== lastLine.replace(/ [\d.]+s$/, '')) process.stderr.write(`${line.slice(1)}\n`);
      lastLine = line;
    }
    if (interactive) process.stderr.write('\n');
    if (render.status !== 'complete' || !render.output) {
      console.error(`framefleet render: ${render.errorCode}: ${render.error}`);
      return 1;
    }
    copyFileSync(services.blobs.path(render.output.blobKey), resolve(values.output));
    if (values.timeline) writeFileSync(resolve(values.timeline), renderTimelineSvg(renderTimeline(render)));
    const wall = (Date.now() - started) / 1000;
    const encoders = [...new Set(Object.values(render.scenes).map((s) => s.encoder).filter(Boolean))].join(', ');
    console.log(`${values.output}: ${render.output.frameCount} frames, ${render.progress.scenesTotal} scenes, ${wall.toFixed(1)} s wall, ${(render.output.frameCount / wall).toFixed(1)} fps, encoder ${encoders || 'unknown'}, ${workers} worker${workers === 1 ? '' : 's'}`);
    return 0;
  } finally {
    await farm.stop();
    if (!values.data) rmSync(dataDir, { recursive: true, force: true });
  }
}
