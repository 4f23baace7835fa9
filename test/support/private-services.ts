/**
 * Servers of a test's own, for tests that stop and start them mid-run: a FerretDB and a RabbitMQ
 * node on ports of their own, with their data in the test's folder. The shared servers of
 * `framefleet services` are never touched, so other runs on the machine go on undisturbed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ferretBinary } from '../../ops/services/ferretdb.ts';
import { amqpHandshake, mongoPing } from '../../ops/services/probe.ts';
import { logTail } from '../../ops/services/state.ts';
import { freePort, until } from './wait.ts';

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

/** A server process the test starts, stops (as an operator's SIGTERM would) and starts again. */
abstract class PrivateServer {
  private child: ChildProcess | null = null;

  protected constructor(protected readonly dir: string, private readonly name: string) {
    mkdirSync(dir, { recursive: true });
  }

  protected abstract command(): { file: string; args: string[]; env?: NodeJS.ProcessEnv };
  protected abstract answers(timeoutMs: number): Promise<{ up: boolean; detail: string }>;
  protected readonly readyTimeoutMs: number = 30_000;

  private get log(): string {
    return join(this.dir, `${this.name}.log`);
  }

  /** Starts the server and resolves once it answers its protocol. */
  async start(): Promise<void> {
    if (this.child) throw new Error(`${this.name} is already running`);
    const { file, args, env } = this.command();
    const fd = openSync(this.log, 'a');
    // Its own process group, so that ending the test ends the server with all its children.
    const child = spawn(file, args, { cwd: this.dir, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd], detached: true });
    closeSync(fd);
    this.child = child;
    await until(`${this.name} to answer`, this.readyTimeoutMs, async () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${this.name} exited before answering:\n${logTail(this.log)}`);
      return (await this.answers(1000)).up;
    }, 200);
  }

  /** SIGTERM, as an operator stops a server, and waits for it to exit. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    child.kill('SIGTERM');
    const killer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } }, 60_000);
    await exited(child);
    clearTimeout(killer);
  }

  /** Ends the server and everything it started, whatever state it is in. */
  dispose(): void {
    const child = this.child;
    this.child = null;
    if (child?.pid) {
      try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
    }
  }
}

/** FerretDB (the MongoDB-compatible server of development and tests) on a port of its own. */
export class PrivateFerret extends PrivateServer {
  private constructor(dir: string, readonly port: number) {
    super(dir, 'ferretdb');
  }

  /** A started server with its data under `dir`. */
  static async start(dir: string): Promise<PrivateFerret> {
    if (!existsSync(ferretBinary)) throw new Error(`${ferretBinary} is missing: run 'framefleet services start' once to build it`);
    const server = new PrivateFerret(dir, await freePort());
    await server.start();
    return server;
  }

  /** The URL of database `name` on this server. */
  url(name: string): string {
    return `mongodb://127.0.0.1:${this.port}/${name}`;
  }

  protected command() {
    return { file: ferretBinary, args: ['-listen', `127.0.0.1:${this.port}`, '-data', join(this.dir, 'data'), '-log-level', 'error'] };
  }

  protected answers(timeoutMs: number) {
    return mongoPing(this.url('admin'), timeoutMs);
  }
}

/** Where Debian's rabbitmq-server package puts the script that runs a node in the foreground. */
const rabbitServer = '/usr/lib/rabbitmq/bin/rabbitmq-server';

/**
 * A RabbitMQ node of its own (own node name, AMQP and distribution ports, data and logs, no
 * plugins), run in the foreground as the current user.
 */
export class PrivateRabbit extends PrivateServer {
  protected override readonly readyTimeoutMs = 120_000;

  private constructor(dir: string, readonly port: number, private readonly distPort: number) {
    super(dir, 'rabbitmq');
  }

  static async start(dir: string): Promise<PrivateRabbit> {
    if (!existsSync(rabbitServer)) throw new Error(`${rabbitServer} is missing: install Debian's rabbitmq-server package (ops/services/install.sh)`);
    const server = new PrivateRabbit(dir, await freePort(), await freePort());
    writeFileSync(join(dir, 'enabled_plugins'), '[].\n');
    await server.start();
    return server;
  }

  get url(): string {
    return `amqp://guest:guest@127.0.0.1:${this.port}`;
  }

  protected command() {
    return {
      file: rabbitServer,
      args: [],
      env: {
        // The Erlang cookie is made in HOME: this node's own.
        HOME: this.dir,
        RABBITMQ_NODENAME: `framefleet-test-${this.port}@localhost`,
        RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
        RABBITMQ_NODE_PORT: String(this.port),
        RABBITMQ_DIST_PORT: String(this.distPort),
        RABBITMQ_MNESIA_BASE: join(this.dir, 'mnesia'),
        RABBITMQ_LOG_BASE: join(this.dir, 'log'),
        RABBITMQ_ENABLED_PLUGINS_FILE: join(this.dir, 'enabled_plugins'),
      },
    };
  }

  protected answers(timeoutMs: number) {
    return amqpHandshake(this.url, timeoutMs);
  }
}
