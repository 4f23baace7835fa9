/**
 * `framefleet serve` as a user starts it (README, "The API in a few calls"): the embedded control
 * plane with local render workers on free loopback ports over a temporary data folder, and an API
 * key from `framefleet keys create --json`. Runs the build under build/dist (npm run build).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, until } from './wait.ts';

const cli = new URL('../../bin/framefleet', import.meta.url).pathname;

export interface EmbeddedServe {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** A key of a new org with every permission and 1,000 credits. */
  key: string;
  /** What the process printed, for a failing test's message. */
  output: string[];
  /** A key of another new org (every permission, 1,000 credits), from `framefleet keys create` on the same data. */
  createKey(org: string): string;
  stop(): Promise<void>;
}

export async function startEmbeddedServe(name: string, options: { workers?: number; env?: Record<string, string> } = {}): Promise<EmbeddedServe> {
  const dir = mkdtempSync(join(tmpdir(), `framefleet-${name}-`));
  const port = await freePort();
  const env = {
    ...process.env,
    FRAMEFLEET_DATA_DIR: join(dir, 'data'), FRAMEFLEET_HTTP_PORT: String(port), FRAMEFLEET_GRPC_ADDR: `127.0.0.1:${await freePort()}`,
    FRAMEFLEET_LOG_LEVEL: 'warn', FRAMEFLEET_RATE_LIMIT_PER_MINUTE: '0', ...options.env,
  };
  const createKey = (org: string) => (JSON.parse(execFileSync(cli, ['keys', 'create', '--org', org, '--name', org, '--json'], { env }).toString()) as { key: string }).key;
  const key = createKey(name);
  const child: ChildProcess = spawn(cli, ['serve', '--workers', String(options.workers ?? 1)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await until('framefleet serve to listen', 90_000, () => output.some((l) => l.startsWith('listening on'))
      || (child.exitCode !== null && Promise.reject(new Error(`framefleet serve exited ${child.exitCode}:\n${output.join('\n')}`))));
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `http://127.0.0.1:${port}`, key, output, createKey, stop };
}
