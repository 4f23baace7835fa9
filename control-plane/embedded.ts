/**
 * The embedded farm: one control plane (SQLite store, in-process queue) and N local worker
 * processes, each a full render node reaching the queue over IPC and the control plane over
 * loopback gRPC. The same planner, renderer, encoder and API as a distributed farm.
 *
 * The workers are forked first, all at once, so they load their modules while this process loads
 * and starts the control plane (imported only then); each registers as soon as it is told where
 * the control plane listens.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { entryProcess } from '../shared/compiled.ts';
import type { Config } from '../shared/config/index.ts';
import { serveQueueOverIpc } from '../shared/queue/ipc.ts';
import type { ControlPlaneOptions, RunningControlPlane } from './server.ts';

const worker = entryProcess('render-node/worker.ts');

export interface EmbeddedFarm {
  controlPlane: RunningControlPlane;
  workers: ChildProcess[];
  stop(): Promise<void>;
}

export async function startEmbeddedFarm(config: Config, options: { workers: number } & ControlPlaneOptions): Promise<EmbeddedFarm> {
  const workers: ChildProcess[] = [];
  for (let i = 0; i < options.workers; i++) {
    workers.push(fork(worker.script, [], {
      execArgv: worker.execArgv,
      env: {
        ...process.env,
        FRAMEFLEET_WORKER_DATA: join(config.FRAMEFLEET_DATA_DIR, 'workers', String(i)),
        FRAMEFLEET_SCENE_QUEUE: config.FRAMEFLEET_SCENE_QUEUE,
        FRAMEFLEET_SCENE_MAX_DELIVERIES: String(config.FRAMEFLEET_SCENE_MAX_DELIVERIES),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }));
  }
  const killWorkers = () => { for (const w of workers) w.kill('SIGKILL'); };
  const controlPlane = await import('./server.ts')
    .then(({ startControlPlane }) => startControlPlane({ ...config, FRAMEFLEET_STORE: 'sqlite', FRAMEFLEET_QUEUE: 'inprocess' }, { http: options.http, preloadSoundPack: options.preloadSoundPack }))
    .catch((err: unknown) => { killWorkers(); throw err; });
  const { grpcPort, nodeToken, queue } = controlPlane;
  try {
    await Promise.all(workers.map((child, i) => {
      serveQueueOverIpc(child, queue);
      return new Promise<void>((resolve, reject) => {
        const onMessage = (m: unknown) => { if ((m as { t?: string })?.t === 'worker-ready') { child.off('exit', onExit); resolve(); } };
        const onExit = (code: number | null) => reject(new Error(`render worker ${i} exited during start (code ${code})`));
        child.on('message', onMessage);
        child.once('exit', onExit);
        if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode);
        else child.send({ t: 'worker-start', controlPlane: `127.0.0.1:${grpcPort}`, nodeToken });
      });
    }));
  } catch (err) {
    killWorkers();
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
