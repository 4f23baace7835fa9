/**
 * FerretDB (MongoDB wire protocol over SQLite), built from test/services/ferretdb into
 * .framefleet/bin/ferretdb and run detached with its data under .framefleet/services/ferretdb.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { serviceDefaults } from '../../shared/config/index.ts';
import { hostPort, isLoopback, mongoPing, redact } from './probe.ts';
import { findExecutable, isRunning, logTail, repoRoot, run, servicesDir, sleep, terminate } from './state.ts';
import type { FerretState } from './state.ts';

export const ferretBinary = join(repoRoot, '.framefleet', 'bin', 'ferretdb');
const sourceDir = join(repoRoot, 'test', 'services', 'ferretdb');
const readyTimeoutMs = 30_000;

/** The address FerretDB listens on: the default one, or the host:port of a custom loopback URL. */
function listenAddress(mongoUrl: string): string {
  if (mongoUrl === serviceDefaults.mongoUrl) return serviceDefaults.ferretdbListen;
  if (mongoUrl.startsWith('mongodb+srv:')) throw new Error(`MongoDB at ${redact(mongoUrl)} is down, and only a loopback server can be started here`);
  const { host, port } = hostPort(mongoUrl, 27017);
  if (!isLoopback(host)) throw new Error(`MongoDB at ${redact(mongoUrl)} is down, and only a loopback server can be started here`);
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

async function buildFerret(): Promise<void> {
  const go = findExecutable('go', ['/usr/local/go/bin']);
  if (!go) throw new Error(`${ferretBinary} is missing and Go is not installed; run ops/setup.sh`);
  process.stderr.write(`building FerretDB into ${ferretBinary} (go build; the first build downloads modules and takes a few minutes)\n`);
  const child = spawn(go, ['build', '-o', ferretBinary, '.'], { cwd: sourceDir, stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`go build of FerretDB failed (exit ${code})`);
}

export type StartOutcome = { kind: 'found'; detail: string } | { kind: 'started'; state: FerretState };

export async function startFerret(mongoUrl: string): Promise<StartOutcome> {
  if ((await mongoPing(mongoUrl)).up) return { kind: 'found', detail: `already answering at ${redact(mongoUrl)}` };
  const listen = listenAddress(mongoUrl);
  if (!existsSync(ferretBinary)) await buildFerret();

  const dataDir = join(servicesDir, 'ferretdb');
  mkdirSync(dataDir, { recursive: true });
  const log = join(servicesDir, 'ferretdb.log');
  const fd = openSync(log, 'a');
  // Detached in its own process group, so it outlives this command and a Ctrl-C in the terminal.
  const child = spawn(ferretBinary, ['-listen', listen, '-data', dataDir, '-log-level', 'error'], { detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  let exited: string | null = null;
  child.on('exit', (code, signal) => { exited = signal ?? `exit ${code}`; });
  child.on('error', (err) => { exited = err.message; });
  child.unref();
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${ferretBinary}`);

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    const probe = await mongoPing(mongoUrl, 1000);
    if (probe.up) break;
    if (exited !== null) throw new Error(`FerretDB exited (${exited}) before answering at ${listen}:\n${logTail(log)}`);
    if (Date.now() > deadline) {
      await terminate(pid, 'ferretdb', 5000).catch(() => undefined);
      throw new Error(`FerretDB did not answer a ping at ${redact(mongoUrl)} within ${readyTimeoutMs / 1000} s (${probe.detail}); see ${log}`);
    }
    await sleep(200);
  }
  return { kind: 'started', state: { pid, listen, dataDir, log, startedAt: new Date().toISOString() } };
}

export async function stopFerret(state: FerretState): Promise<string> {
  if (!isRunning(state.pid, 'ferretdb')) return `pid ${state.pid} was not running`;
  const how = await terminate(state.pid, 'ferretdb');
  return how === 'exited' ? `stopped (pid ${state.pid})` : `killed after timeout (pid ${state.pid})`;
}
