/**
 * Where the local services keep their files, the record of what `framefleet services start`
 * launched, and small process helpers. The record is what lets `stop` touch only our own
 * processes and leave a server that was already running alone.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const servicesDir = join(repoRoot, '.framefleet', 'services');
/** Where ops/services/install.sh puts the servers it builds. */
export const binDir = join(repoRoot, '.framefleet', 'bin');
const statePath = join(servicesDir, 'state.json');

export interface RabbitState { pid: number; epmdPid: number | null; url: string; log: string; startedAt: string }
/** A server framefleet runs itself from .framefleet/bin (FerretDB, Versity S3 Gateway). */
export interface DaemonState { pid: number; listen: string; dataDir: string; log: string; startedAt: string }
export type FerretState = DaemonState;
export type VersityState = DaemonState;
export interface State { rabbitmq?: RabbitState; ferretdb?: FerretState; versitygw?: VersityState }

export function readState(): State {
  if (!existsSync(statePath)) return {};
  try {
    return JSON.parse(readFileSync(statePath, 'utf8')) as State;
  } catch {
    return {};
  }
}

/** Written through a temporary file so a crash never leaves half a record behind. */
export function writeState(state: State): void {
  mkdirSync(servicesDir, { recursive: true });
  writeFileSync(`${statePath}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${statePath}.tmp`, statePath);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's argv joined by spaces, or '' once it is gone (a zombie has an empty cmdline too). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** A recorded PID counts only while it still runs the program we started (PIDs get reused). */
export function isRunning(pid: number, program: string): boolean {
  return isAlive(pid) && commandLine(pid).includes(program);
}

/** PIDs of processes whose executable name is exactly `name`. */
export function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends SIGTERM, then SIGKILL if the process outlives `graceMs`. Resolves once it is gone. */
export async function terminate(pid: number, program: string, graceMs = 10_000): Promise<'exited' | 'killed'> {
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isRunning(pid, program)) return 'exited';
    await sleep(100);
  }
  process.kill(pid, 'SIGKILL');
  while (isRunning(pid, program)) await sleep(50);
  return 'killed';
}

export interface RunResult { code: number | null; stdout: string; stderr: string }

/** Runs a command to completion with no stdin (CI has none) and a hard time limit. */
export function run(command: string, args: string[], options: { timeoutMs: number; env?: NodeJS.ProcessEnv; cwd?: string }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: options.env ?? process.env, cwd: options.cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (err) => { clearTimeout(timer); reject(err); });
    child.on('close', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr }); });
  });
}

/** Finds an executable on PATH or in the extra directories (root's PATH may lack /usr/sbin). */
export function findExecutable(name: string, extraDirs: string[] = []): string | null {
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), ...extraDirs];
  for (const dir of dirs) {
    const candidate = join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The last lines of a log file, for error messages. */
export function logTail(path: string, lines = 15): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts one of our own servers detached (in its own process group, so it outlives this command
 * and a Ctrl-C in the terminal), logging to `log`, and waits until `ready` says it answers.
 */
export async function startDaemon(options: {
  name: string; binary: string; args: string[]; env?: NodeJS.ProcessEnv; listen: string; dataDir: string; log: string;
  ready: () => Promise<{ up: boolean; detail: string }>; timeoutMs: number;
}): Promise<DaemonState> {
  const { name, binary, log } = options;
  if (!existsSync(binary)) throw new Error(`${binary} is not installed; run ops/services/install.sh`);
  mkdirSync(options.dataDir, { recursive: true });
  const fd = openSync(log, 'a');
  const child = spawn(binary, options.args, { detached: true, stdio: ['ignore', fd, fd], env: options.env ?? process.env });
  closeSync(fd);
  let exited: string | null = null;
  child.on('exit', (code, signal) => { exited = signal ?? `exit ${code}`; });
  child.on('error', (err) => { exited = err.message; });
  child.unref();
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${binary}`);

  const program = binary.split('/').pop()!;
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const probe = await options.ready();
    if (probe.up) break;
    if (exited !== null) throw new Error(`${name} exited (${exited}) before answering at ${options.listen}:\n${logTail(log)}`);
    if (Date.now() > deadline) {
      await terminate(pid, program, 5000).catch(() => undefined);
      throw new Error(`${name} did not answer at ${options.listen} within ${options.timeoutMs / 1000} s (${probe.detail}); see ${log}`);
    }
    await sleep(200);
  }
  return { pid, listen: options.listen, dataDir: options.dataDir, log, startedAt: new Date().toISOString() };
}

/** Stops a server startDaemon started, if that process still runs it. */
export async function stopDaemon(state: DaemonState, program: string): Promise<string> {
  if (!isRunning(state.pid, program)) return `pid ${state.pid} was not running`;
  const how = await terminate(state.pid, program);
  return how === 'exited' ? `stopped (pid ${state.pid})` : `killed after timeout (pid ${state.pid})`;
}
