/**
 * The farm as operators run it, for end-to-end tests: a control plane (`framefleet serve`) and
 * render nodes (`framefleet node`) as separate processes on real RabbitMQ and the
 * MongoDB-compatible server, the API driven over HTTP, and the undisturbed reference a render's
 * bytes are compared with (the same composition rendered by one worker in embedded mode).
 *
 * Each farm has a database and a queue of its own on whichever servers it is given (the shared
 * ones by default, or a test's private ones it stops and starts).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MongoStore } from '../../control-plane/store/mongo.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { type DeadLetter, mediaQueueName, sceneQueueSpec, mediaQueueSpec } from '../../shared/queue/index.ts';
import { createRabbitJobQueue } from '../../shared/queue/rabbitmq.ts';
import { freePort, until } from './wait.ts';

const root = new URL('../../', import.meta.url).pathname;
export const cli = join(root, 'bin/framefleet');

export interface Proc { child: ChildProcess; output: string[] }

export function startProcess(args: string[], env: Record<string, string>): Proc {
  const child = spawn(cli, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const proc: Proc = { child, output: [] };
  const collect = (chunk: Buffer) => proc.output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return proc;
}

export function stopped(p: Proc): Promise<void> {
  return new Promise((resolve) => (p.child.exitCode !== null || p.child.signalCode !== null ? resolve() : p.child.once('exit', () => resolve())));
}

/** A node's JSON log lines (those that parse). */
export function logLines(p: Proc): Record<string, any>[] {
  return p.output.flatMap((line) => {
    try {
      const parsed: unknown = JSON.parse(line);
      return typeof parsed === 'object' && parsed !== null ? [parsed as Record<string, any>] : [];
    } catch {
      return [];
    }
  });
}

/** Media as the composition names them: uploaded items (`media:<id>`) or files beside the JSON. */
/** A render node's start line ("node started": its node id, metrics port), once it has written it. */
export function startLineOf(node: Proc): Record<string, any> {
  const line = logLines(node).find((l) => l.msg === 'node started');
  if (!line) throw new Error(`the node has not started: ${node.output.join('\n')}`);
  return line;
}

export interface MediaNames { tone: string; badge: string }

/** The test composition: animated shapes with a transition, text, an image and fading audio. */
export const composition = (seconds: number, title: string, media: MediaNames) => ({
  output: { width: 640, height: 360, fps: 30, background: '#0f172a' },
  tracks: [
    { clips: [
      { kind: 'shape', start: 0, duration: seconds / 2, shape: 'rectangle', fill: { kind: 'linear', angle: 45, stops: [{ offset: 0, color: '#7c3aed' }, { offset: 1, color: '#f97316' }] },
        animate: { 'transform.rotation': [{ time: 0, value: -10 }, { time: seconds / 2, value: 10, easing: 'ease-in-out' }] } },
      { kind: 'shape', start: seconds / 2, duration: seconds / 2, shape: 'ellipse', fill: '#22c55e', transition: { kind: 'wipe', duration: 0.5, direction: 'left' } },
    ] },
    { clips: [{ kind: 'text', start: 0, duration: seconds, text: title, style: { fontSize: 56, color: '#f8fafc' } }] },
    { clips: [{ kind: 'image', start: 0, duration: seconds, src: media.badge, fit: 'contain', transform: { x: 560, y: 80, width: 120, height: 120 } }] },
    { clips: [{ kind: 'audio', start: 0, duration: seconds, src: media.tone, volume: 0.4, fadeIn: 0.25, fadeOut: 0.5 }] },
  ],
});

export interface FarmOptions {
  /** Scratch folder: the media files, the control plane's data, each node's cache. */
  dir: string;
  nodes: number;
  /** Seconds of sound the test media has (as long as the longest composition it plays in). */
  toneSeconds: number;
  sceneFrames: { min: number; max: number };
  /** Default: the configured (shared) server, with a database of this farm's own. */
  mongoUrl?: string;
  /** Default: the configured (shared) broker, with a queue of this farm's own. */
  amqpUrl?: string;
}

async function sha256OfUrl(url: string, file: string): Promise<string> {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  writeFileSync(file, bytes);
  return createHash('sha256').update(bytes).digest('hex');
}

export class FarmProcesses {
  cp!: Proc;
  nodes: Proc[] = [];
  base = '';
  key = '';
  media!: MediaNames;
  readonly env: Record<string, string>;
  /**
   * A render node's settings: the farm's, logging at info, since the tests follow a node's work
   * through its `job started` / `segment uploaded` lines (the control plane logs at warn).
   */
  readonly nodeEnv: Record<string, string>;

  private constructor(readonly options: FarmOptions, env: Record<string, string>) {
    this.env = env;
    this.nodeEnv = { ...env, FRAMEFLEET_LOG_LEVEL: 'info' };
  }

  /** Starts the control plane and the nodes, makes an org with a key, and uploads the media. */
  static async start(options: FarmOptions): Promise<FarmProcesses> {
    const config = loadConfig();
    const { dir } = options;
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=330:duration=${options.toneSeconds}`, '-ar', '48000', join(dir, 'tone.wav')]);
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=256x256:rate=1', '-frames:v', '1', join(dir, 'badge.png')]);
    const unique = `${process.pid}_${Date.now().toString(36)}`;
    const mongoUrl = new URL(options.mongoUrl ?? config.FRAMEFLEET_MONGO_URL);
    mongoUrl.pathname = `/framefleet_e2e_${unique}`;
    const [http, grpc] = [await freePort(), await freePort()];
    const farm = new FarmProcesses(options, {
      FRAMEFLEET_STORE: 'mongo', FRAMEFLEET_MONGO_URL: mongoUrl.toString(), FRAMEFLEET_QUEUE: 'rabbitmq', FRAMEFLEET_AMQP_URL: options.amqpUrl ?? config.FRAMEFLEET_AMQP_URL,
      // Nodes read and write blobs in the S3-compatible store through presigned URLs, as a farm does.
      FRAMEFLEET_BLOBS: 's3',
      FRAMEFLEET_NODE_TOKEN: `e2e-node-token-${unique}`, FRAMEFLEET_SCENE_QUEUE: `framefleet.e2e.${unique}`,
      FRAMEFLEET_HTTP_PORT: String(http), FRAMEFLEET_GRPC_ADDR: `127.0.0.1:${grpc}`, FRAMEFLEET_DATA_DIR: join(dir, 'control-plane'),
      FRAMEFLEET_SCENE_MIN_FRAMES: String(options.sceneFrames.min), FRAMEFLEET_SCENE_MAX_FRAMES: String(options.sceneFrames.max), FRAMEFLEET_LOG_LEVEL: 'warn',
      // The test polls the API every 50 ms for minutes: more than an org may ask of a production deployment.
      FRAMEFLEET_RATE_LIMIT_PER_MINUTE: '0',
    });
    farm.base = `http://127.0.0.1:${http}`;
    await farm.startControlPlane();
    farm.nodes = Array.from({ length: options.nodes }, (_, i) => startProcess(['node', '--slots', '1', '--data', join(dir, `node-${i}`), '--drain-timeout', '5', '--metrics-port', '0'], farm.nodeEnv));
    await until(`${options.nodes} nodes to start`, 60_000, () => farm.nodes.every((n) => n.output.some((l) => l.includes('"node started"'))));
    const key = JSON.parse(execFileSync(cli, ['keys', 'create', '--org', 'e2e', '--name', 'e2e', '--credits', '1000', '--json'], { env: { ...process.env, ...farm.env } }).toString());
    farm.key = key.key;
    // The nodes have no copy of the media: they fetch the uploaded items by content hash.
    const upload = async (file: string, type: string) => {
      const res = await fetch(`${farm.base}/v1/media?name=${file}`, { method: 'POST', headers: { authorization: `Bearer ${farm.key}`, 'content-type': type }, body: readFileSync(join(dir, file)) });
      if (res.status !== 201) throw new Error(`uploading ${file}: ${res.status} ${await res.text()}`);
      return (await res.json() as { ref: string }).ref;
    };
    farm.media = { tone: await upload('tone.wav', 'audio/wav'), badge: await upload('badge.png', 'image/png') };
    return farm;
  }

  /** Starts (or starts again) the control plane and waits for it to listen. */
  async startControlPlane(): Promise<void> {
    this.cp = startProcess(['serve'], this.env);
    await until('the control plane to listen', 60_000, () => this.cp.output.some((l) => l.startsWith('listening on')) || (this.cp.child.exitCode !== null && Promise.reject(new Error(this.cp.output.join('\n')))));
  }

  /** An API call with the farm's key; throws on an error status, with the control plane's last words. */
  async api(path: string, init: RequestInit = {}): Promise<any> {
    const res = await fetch(`${this.base}${path}`, { ...init, headers: { authorization: `Bearer ${this.key}`, 'content-type': 'application/json', ...init.headers } });
    const body = await res.json() as any;
    if (res.status >= 400) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}${res.status >= 500 ? `\ncontrol plane log:\n${this.cp.output.slice(-5).join('\n')}` : ''}`);
    return body;
  }

  async createProject(doc: unknown): Promise<string> {
    return (await this.api('/v1/projects', { method: 'POST', body: JSON.stringify({ name: 'e2e', composition: doc }) })).id;
  }

  async queueRender(doc: unknown): Promise<string> {
    return (await this.api(`/v1/projects/${await this.createProject(doc)}/renders`, { method: 'POST' })).id;
  }

  /** Waits for the render to end (complete, error or cancelled) and returns it. */
  async finished(renderId: string, ms: number): Promise<any> {
    let last: unknown;
    try {
      return await until(`render ${renderId} to finish`, ms, async () => {
        const r = await this.api(`/v1/renders/${renderId}`).catch(() => undefined);
        last = r ?? last;
        return r && ['complete', 'error', 'cancelled'].includes(r.status) ? r : undefined;
      });
    } catch (err) {
      const logs = [this.cp, ...this.nodes].map((p) => p.output.slice(-8).join('\n')).join('\n---\n');
      throw new Error(`${(err as Error).message}; last state ${JSON.stringify(last)}\n${logs}`);
    }
  }

  /** Downloads a render's output into the scratch folder; returns its SHA-256. */
  output(render: { outputUrl: string }, name: string): Promise<string> {
    return sha256OfUrl(render.outputUrl, join(this.options.dir, name));
  }

  /** The first node seen starting a scene job that `wanted` picks (given the job's scene index). */
  nodeStartingScene(renderId: string, wanted: (sceneIndex: number) => boolean): { node: Proc; jobId: string } | undefined {
    for (const node of this.nodes) {
      for (const line of logLines(node)) {
        const match = typeof line.jobId === 'string' ? new RegExp(`^${renderId}\\.scene\\.(\\d+)$`).exec(line.jobId) : null;
        if (line.msg === 'job started' && match && wanted(Number(match[1]))) return { node, jobId: line.jobId };
      }
    }
    return undefined;
  }

  /** What the store holds for a render (the API does not show which node did which scene). */
  async storedRender(renderId: string): Promise<any> {
    const store = new MongoStore(this.env.FRAMEFLEET_MONGO_URL!);
    try {
      return await store.systemCollection<Record<string, unknown>>({ name: 'renders', idPrefix: 'rnd' }).get(renderId);
    } finally {
      await store.close();
    }
  }

  /** Dead letters of the farm's queues (peeked, left in place). */
  async deadLetters(): Promise<DeadLetter[]> {
    const config = loadConfig(this.env);
    const queue = await createRabbitJobQueue({ url: this.env.FRAMEFLEET_AMQP_URL! });
    try {
      const letters: DeadLetter[] = [];
      for (const spec of [sceneQueueSpec(config), mediaQueueSpec(config)]) {
        await queue.declare(spec);
        letters.push(...await queue.deadLetters(spec.name));
      }
      return letters;
    } finally {
      await queue.close();
    }
  }

  /** Renders the composition undisturbed, on one worker in embedded mode; returns the MP4's SHA-256. */
  referenceRender(doc: (media: MediaNames) => unknown, name: string): string {
    const file = join(this.options.dir, `${name}.json`);
    writeFileSync(file, JSON.stringify(doc({ tone: 'tone.wav', badge: 'badge.png' })));
    const out = join(this.options.dir, `${name}.mp4`);
    execFileSync(cli, ['render', file, '-o', out, '--workers', '1'], {
      env: { ...process.env, FRAMEFLEET_SCENE_MIN_FRAMES: this.env.FRAMEFLEET_SCENE_MIN_FRAMES, FRAMEFLEET_SCENE_MAX_FRAMES: this.env.FRAMEFLEET_SCENE_MAX_FRAMES, FRAMEFLEET_LOG_LEVEL: 'warn' }, stdio: 'pipe',
    });
    return createHash('sha256').update(readFileSync(out)).digest('hex');
  }

  /** Kills every process, drops the farm's database and deletes its queues. */
  async cleanup(): Promise<void> {
    for (const p of [this.cp, ...this.nodes]) p?.child.kill('SIGKILL');
    const store = new MongoStore(this.env.FRAMEFLEET_MONGO_URL!);
    await store.dropDatabase().catch(() => {});
    await store.close();
    const queue = await createRabbitJobQueue({ url: this.env.FRAMEFLEET_AMQP_URL!, connectTimeoutMs: 2000 }).catch(() => null);
    if (queue) {
      await queue.deleteQueue(this.env.FRAMEFLEET_SCENE_QUEUE!).catch(() => {});
      await queue.deleteQueue(mediaQueueName(this.env.FRAMEFLEET_SCENE_QUEUE!)).catch(() => {});
      await queue.close();
    }
  }
}
