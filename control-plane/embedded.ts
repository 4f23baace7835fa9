/**
 * The embedded farm: one control plane (SQLite store, in-process queue) and N local worker
 * processes, each a full render node reaching the queue over IPC and the control plane over
 * loopback gRPC. The same planner, renderer, encoder and API as a distributed farm.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../shared/config/index.ts';
import { serveQueueOverIpc } from '../shared/queue/ipc.ts';
import { startControlPlane, type RunningControlPlane } from './server.ts';

const workerScript = fileURLToPath(new URL('../render-node/worker.ts', import.meta.url));
const tsxLoader = fileURLToPath(new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url));

export interface EmbeddedFarm {
  controlPlane: RunningControlPlane;
  workers: ChildProcess[];
  stop(): Promise<void>;
}

export async function startEmbeddedFarm(config: Config, options: { workers: number }): Promise<EmbeddedFarm> {
  const controlPlane = await startControlPlane({ ...config, FRAMEFLEET_STORE: 'sqlite', FRAMEFLEET_QUEUE: 'inprocess' });
  const workers: ChildProcess[] = [];
  try {
    for (let i = 0; i < options.workers; i++) {
      const child = fork(workerScript, [], {
        execArgv: ['--import', `file://${tsxLoader}`],
        env: {
          ...process.env,
          FRAMEFLEET_WORKER_CONTROL_PLANE: `127.0.0.1:${controlPlane.grpcPort}`,
          FRAMEFLEET_NODE_TOKEN: controlPlane.nodeToken,
          FRAMEFLEET_WORKER_DATA: join(config.FRAMEFLEET_DATA_DIR, 'workers', String(i)),
          FRAMEFLEET_SCENE_QUEUE: config.FRAMEFLEET_SCENE_QUEUE,
          FRAMEFLEET_SCENE_MAX_DELIVERIES: String(config.FRAMEFLEET_SCENE_MAX_DELIVERIES),
          FRAMEFLEET_WORKER_PEERS: String(options.workers),
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      serveQueueOverIpc(child, controlPlane.queue);
      workers.push(child);
      await new Promise<void>((resolve, reject) => {
        const onMessage = (m: unknown) => { if ((m as { t?: string })?.t === 'worker-ready') { child.off('exit', onExit); resolve(); } };
        const onExit = (code: number | null) => reject(new Error(`render worker ${i} exited during start (code ${code})`));
        child.on('message', onMessage);
        child.once('exit', onExit);
      });
    }
  } catch (err) {
    for (const w of workers) w.kill('SIGKILL');
    await controlPlane.close();
    throw err;
  }
  return {
    controlPlane,
    workers,
    stop: async () => {
      await Promise.all(workers.map((w) => new Promise<void>((resolve) => {
        if (w.exitCode !== null || w.signalCode !== null) return resolve();
        const timer = setTimeout(() => w.kill('SIGKILL'), 15_000);
        w.once('exit', () => { clearTimeout(timer); resolve(); });
        if (w.connected) w.send({ t: 'worker-stop' });
        else w.kill('SIGTERM');
      })));
      await controlPlane.close();
    },
  };
}
