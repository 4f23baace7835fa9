/**
 * RabbitMQ from Debian's rabbitmq-server package: the default node (rabbit@HOST), bound to the
 * loopback address and port of the configured AMQP URL. Debian's wrapper scripts switch to the
 * `rabbitmq` user when run as root, so the node, its logs (/var/log/rabbitmq) and its data
 * (/var/lib/rabbitmq) belong to that user.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { amqpDefaultPort, amqpHandshake, hostPort, isLoopback, redact } from './probe.ts';
import { findExecutable, isRunning, logTail, pidsNamed, run, servicesDir, sleep, terminate } from './state.ts';
import type { RabbitState } from './state.ts';

const sbin = ['/usr/sbin', '/usr/lib/rabbitmq/bin'];
const startTimeoutS = 120;

function tool(name: 'rabbitmq-server' | 'rabbitmqctl'): string {
  const path = findExecutable(name, sbin);
  if (!path) throw new Error(`${name} is not installed; run ops/services/install.sh`);
  return path;
}

function ctl(args: string[], timeoutS = 30) {
  return run(tool('rabbitmqctl'), args, { timeoutMs: timeoutS * 1000 });
}

/** Whether a local node answers rabbitmqctl, whatever port it serves AMQP on. */
async function nodeRunning(): Promise<boolean> {
  return (await ctl(['-q', 'status'])).code === 0;
}

/**
 * Waits for the node to finish booting. await_startup fails at once while the freshly detached
 * node has not registered with epmd yet, so it is retried until the deadline.
 */
async function awaitStartup(deadline: number) {
  for (;;) {
    const leftS = Math.max(1, Math.ceil((deadline - Date.now()) / 1000));
    const result = await ctl(['await_startup', '--timeout', String(leftS)], leftS + 10);
    if (result.code === 0 || Date.now() >= deadline) return result;
    await sleep(1000);
  }
}

/** `problem` is set when the node started (so it must be recorded and stopped) but is not usable. */
export type StartOutcome = { kind: 'found'; detail: string } | { kind: 'started'; state: RabbitState; problem?: string };

export async function startRabbit(url: string): Promise<StartOutcome> {
  // epmd (the Erlang port mapper) outlives the node; note whether it was already there so that
  // `stop` ends it only when it is ours. Any rabbitmqctl call starts it, so look first.
  const epmdBefore = new Set(pidsNamed('epmd'));
  if ((await amqpHandshake(url)).up) return { kind: 'found', detail: `already answering at ${redact(url)}` };
  const { host, port } = hostPort(url, amqpDefaultPort(url));
  if (!isLoopback(host)) throw new Error(`RabbitMQ at ${redact(url)} is down, and only a loopback server can be started here`);
  const server = tool('rabbitmq-server');

  // A node that is running but not answering on our port is someone else's setup (or still booting).
  if (await nodeRunning()) {
    await awaitStartup(Date.now() + startTimeoutS * 1000);
    if ((await amqpHandshake(url)).up) return { kind: 'found', detail: `already answering at ${redact(url)}` };
    throw new Error(`a RabbitMQ node is running but does not answer AMQP at ${host}:${port}; stop it or point FRAMEFLEET_AMQP_URL at it`);
  }

  mkdirSync(servicesDir, { recursive: true });
  const log = join(servicesDir, 'rabbitmq.log');
  const fd = openSync(log, 'a');
  try {
    const env = { ...process.env, RABBITMQ_NODE_IP_ADDRESS: host === 'localhost' ? '127.0.0.1' : host, RABBITMQ_NODE_PORT: String(port) };
    // -detached daemonizes the node and returns at once.
    const detached = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(server, ['-detached'], { stdio: ['ignore', fd, fd], env });
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (detached !== 0) throw new Error(`rabbitmq-server -detached exited with ${detached}:\n${logTail(log)}`);
  } finally {
    closeSync(fd);
  }

  const awaited = await awaitStartup(Date.now() + startTimeoutS * 1000);
  if (awaited.code !== 0) {
    throw new Error(`RabbitMQ did not start within ${startTimeoutS} s: ${(awaited.stderr || awaited.stdout).trim()}\n(see ${log} and /var/log/rabbitmq/)`);
  }
  const pidOut = await ctl(['-q', 'eval', 'list_to_integer(os:getpid()).']);
  const pid = Number(pidOut.stdout.trim());
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`could not read the RabbitMQ node's PID: ${pidOut.stderr || pidOut.stdout}`);
  const epmdPid = pidsNamed('epmd').find((p) => !epmdBefore.has(p)) ?? null;
  const state: RabbitState = { pid, epmdPid, url: redact(url), log, startedAt: new Date().toISOString() };

  const probe = await amqpHandshake(url);
  return probe.up ? { kind: 'started', state } : { kind: 'started', state, problem: `RabbitMQ started but ${redact(url)} is down: ${probe.detail}` };
}

export async function stopRabbit(state: RabbitState): Promise<string> {
  const notes: string[] = [];
  // The recorded PID guards against shutting down a node someone else started since.
  if (isRunning(state.pid, 'beam')) {
    const result = await ctl(['shutdown'], 120);
    if (result.code !== 0) throw new Error(`rabbitmqctl shutdown failed: ${(result.stderr || result.stdout).trim()}`);
    if (isRunning(state.pid, 'beam')) await terminate(state.pid, 'beam');
    notes.push(`stopped node (pid ${state.pid})`);
  } else {
    notes.push(`node (pid ${state.pid}) was not running`);
  }
  if (state.epmdPid !== null && isRunning(state.epmdPid, 'epmd')) {
    await terminate(state.epmdPid, 'epmd', 5000);
    notes.push(`stopped epmd (pid ${state.epmdPid})`);
  }
  return notes.join(', ');
}
