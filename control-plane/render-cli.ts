/**
 * `framefleet render COMPOSITION.json -o out.mp4 [--workers N]`: the whole farm in one command on
 * the embedded default (SQLite store, in-process queue, N local worker processes). Media paths in
 * the composition resolve against its folder. Progress goes to stderr; a one-line summary ends it.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkComposition } from '../shared/composition/check.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { commandConfig } from '../shared/config/command.ts';
import { startEmbeddedFarm } from './embedded.ts';
import { type StoredRender, terminalStatuses } from './domain/renders.ts';
import { renderFormat } from './farm/dispatcher.ts';

const help = `usage: framefleet render COMPOSITION.json -o OUT.mp4 [--workers N] [--data DIR]

  -o, --output FILE   the MP4 to write
  --workers N         local render worker processes (default: the number of cores, at most 4)
  --data DIR          keep the embedded store and caches here (default: a temporary folder)`;

function progressBar(render: StoredRender, startedMs: number): string {
  const width = 30;
  const filled = Math.round((render.progress.percent / 100) * width);
  const seconds = ((Date.now() - startedMs) / 1000).toFixed(1);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(render.progress.percent).padStart(3)}%  ${render.progress.phase.padEnd(10)} scenes ${render.progress.scenesCompleted}/${render.progress.scenesTotal}  ${seconds}s`;
}

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { output: { type: 'string', short: 'o' }, workers: { type: 'string' }, data: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
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

  const dataDir = values.data ? resolve(values.data) : mkdtempSync(join(tmpdir(), 'framefleet-render-'));
  const config = commandConfig('render', { FRAMEFLEET_DATA_DIR: dataDir, FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: process.env.FRAMEFLEET_LOG_LEVEL ?? 'warn' });
  if (!config) {
    if (!values.data) rmSync(dataDir, { recursive: true, force: true });
    return 2;
  }
  const started = Date.now();
  const farm = await startEmbeddedFarm(config, { workers, mediaDir: dirname(file) });
  const { services } = farm.controlPlane;
  try {
    // The local org pays for its own renders: grant exactly what this one is quoted.
    const org = (await services.accounts.findOrgByName('local')) ?? await services.accounts.createOrg({ name: 'local' });
    const { project } = await services.projects.create(org.id, { name: file, composition });
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
    const wall = (Date.now() - started) / 1000;
    const encoders = [...new Set(Object.values(render.scenes).map((s) => s.encoder).filter(Boolean))].join(', ');
    console.log(`${values.output}: ${render.output.frameCount} frames, ${render.progress.scenesTotal} scenes, ${wall.toFixed(1)} s wall, ${(render.output.frameCount / wall).toFixed(1)} fps, encoder ${encoders || 'unknown'}, ${workers} worker${workers === 1 ? '' : 's'}`);
    return 0;
  } finally {
    await farm.stop();
    if (!values.data) rmSync(dataDir, { recursive: true, force: true });
  }
}
