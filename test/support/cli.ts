/**
 * Driving the built CLI (`bin/framefleet`, which runs build/dist: `npm run build` first) from
 * tests: one command run to its end, a long-running one started and watched, every command path of
 * the command table, and the processes a command left behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { framefleet } from '../../bin/commands.ts';
import { resolveCommand, subcommandsOf, type CommandEntry } from '../../shared/cli/args.ts';
import { until } from './wait.ts';

const root = new URL('../../', import.meta.url).pathname;
export const cli = join(root, 'bin/framefleet');

export interface CliRun { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }

/** A running `framefleet` command, its output collected as it comes. */
export interface RunningCli { child: ChildProcess; stdout: string; stderr: string; exited: Promise<CliRun> }

export function startCli(args: string[], env: Record<string, string> = {}): RunningCli {
  const child = spawn(cli, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const running: RunningCli = { child, stdout: '', stderr: '', exited: undefined as unknown as Promise<CliRun> };
  child.stdout!.on('data', (chunk: Buffer) => { running.stdout += chunk.toString(); });
  child.stderr!.on('data', (chunk: Buffer) => { running.stderr += chunk.toString(); });
  running.exited = new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout: running.stdout, stderr: running.stderr })));
  return running;
}

export function runCli(args: string[], env: Record<string, string> = {}, timeoutMs = 120_000): Promise<CliRun> {
  const running = startCli(args, env);
  const timer = setTimeout(() => running.child.kill('SIGKILL'), timeoutMs);
  return running.exited.finally(() => clearTimeout(timer));
}

/** Waits until the command's stderr matches `pattern` (it fails if the command ends first). */
export async function untilStderr(running: RunningCli, pattern: RegExp, ms: number): Promise<RegExpMatchArray> {
  return until(`stderr to match ${pattern}`, ms, () => {
    if (running.child.exitCode !== null) throw new Error(`the command ended (exit ${running.child.exitCode}) before ${pattern}:\n${running.stderr}`);
    return running.stderr.match(pattern) ?? undefined;
  }, 100);
}

/** Every command path of the command table, groups and their subcommands alike (`['keys', 'create']`). */
export async function commandPaths(entries: Record<string, CommandEntry> = subcommandsOf(framefleet), prefix: string[] = []): Promise<string[][]> {
  const paths: string[][] = [];
  for (const [name, entry] of Object.entries(entries)) {
    const path = [...prefix, name];
    paths.push(path, ...await commandPaths(subcommandsOf(await resolveCommand(entry)), path));
  }
  return paths;
}

/** Whether a command path names a group (it has subcommands) rather than a leaf. */
export async function isGroupPath(path: string[]): Promise<boolean> {
  let entries = subcommandsOf(framefleet);
  let command;
  for (const name of path) {
    command = await resolveCommand(entries[name]!);
    entries = subcommandsOf(command);
  }
  return Object.keys(entries).length > 0;
}

/** Pids of this machine's processes whose environment mentions `text` (Linux's /proc). */
export function processesWithEnv(text: string): number[] {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((pid) => {
    try {
      return readFileSync(`/proc/${pid}/environ`, 'utf8').includes(text) ? [Number(pid)] : [];
    } catch {
      return [];
    }
  });
}
