/**
 * The embedded farm: one control plane (SQLite store, in-process queue) and N local worker
 * processes, each a full render node reaching the queue and the control plane's RenderFarm
 * service over its IPC channel (proto/ipc.ts: the service's own messages and handlers, without an
 * HTTP/2 connection to its own parent). The same planner, renderer, encoder and API as a
 * distributed farm.
 *
 * The workers are forked first, all at once, so they load their modules while this process loads
 * and starts the control plane (imported only then); each registers as soon as it is told that
 * the control plane's farm takes calls. `startEmbeddedFarm` returns once all of them are up;
 * `launchEmbeddedFarm` as soon as the control plane is, the workers still registering. With the
 * local blob store, on this same machine, workers copy blobs from it rather than downloading them.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { entryProcess } from '../shared/compiled.ts';
import { drawThreadsPerScene } from '../shared/node-sizing.ts';
import type { Config } from '../shared/config/index.ts';
import { serveQueueOverIpc } from '../shared/queue/ipc.ts';
import { blobStoreSettings } from './blobs/index.ts';
import type { ControlPlaneOptions, FarmListening, RunningControlPlane } from './server.ts';

const worker = entryProcess('render-node/worker.ts');

export interface EmbeddedFarmOptions extends ControlPlaneOptions {
  workers: number;
}

/** A worker process that exited before it registered. */
export class WorkerStartError extends Error {}

export interface EmbeddedFarm {
  controlPlane: RunningControlPlane;
  workers: ChildProcess[];
  /**
   * Stops the workers, then the control plane. Workers finish what they hold and deregister;
   * with `kill`, they are killed at once instead (a one-shot farm whose render is over: nothing
   * they hold is worth the drain), and the control plane closes without waiting for the kernel to
   * take their processes down (tens of milliseconds for a worker's mapped libraries and heap).
   */
  stop(options?: { kill?: boolean }): Promise<void>;
}

/** A farm whose control plane is up while its workers may still be starting (`launchEmbeddedFarm`). */
export interface LaunchingEmbeddedFarm extends EmbeddedFarm {
  /** Settles once every worker registered; rejects (and kills them) if one exits first. */
  workersReady: Promise<void>;
}

/** Starts the farm and returns once its control plane and every worker are up. */
export async function startEmbeddedFarm(config: Config, options: EmbeddedFarmOptions): Promise<EmbeddedFarm> {
  const farm = await launchEmbeddedFarm(config, options);
  try {
    await farm.workersReady;
  } catch (err) {
    await farm.controlPlane.close();
    throw err;
  }
  return farm;
}

/**
 * Starts the farm and returns once its control plane is up, the workers still registering: a
 * caller may use the services meanwhile (the one-shot render uploads its media, whose probes wait
 * on the queue for the first worker). It must await `workersReady` before relying on them.
 */
export async function launchEmbeddedFarm(config: Config, options: EmbeddedFarmOptions): Promise<LaunchingEmbeddedFarm> {
  const workers: ChildProcess[] = [];
  const blobs = blobStoreSettings(config);
  for (let i = 0; i < options.workers; i++) {
    workers.push(fork(worker.script, [], {
      execArgv: worker.execArgv,
      env: {
        ...process.env,
        FRAMEFLEET_WORKER_DATA: join(config.FRAMEFLEET_DATA_DIR, 'workers', String(i)),
        FRAMEFLEET_SCENE_QUEUE: config.FRAMEFLEET_SCENE_QUEUE,
        FRAMEFLEET_SCENE_MAX_DELIVERIES: String(config.FRAMEFLEET_SCENE_MAX_DELIVERIES),
        FRAMEFLEET_WORKER_COUNT: String(options.workers),
        FRAMEFLEET_WORKER_CACHE_MAX_BYTES: String(config.FRAMEFLEET_NODE_CACHE_MAX_BYTES),
        // The farm's workers are the machine's render slots, one each.
        FRAMEFLEET_WORKER_DRAW_THREADS: String(drawThreadsPerScene(options.workers, config.FRAMEFLEET_NODE_DRAW_THREADS)),
        ...(blobs.adapter === 'local' ? { FRAMEFLEET_WORKER_BLOB_STORE: blobs.dir } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }));
  }
  const killWorkers = () => { for (const w of workers) w.kill('SIGKILL'); };
  // The workers are told to register as soon as the farm takes calls, while the control plane
  // finishes its start.
  let farmListening!: (farm: FarmListening) => void;
  const listening = new Promise<FarmListening>((resolve) => { farmListening = resolve; });
  const workersReady = listening.then(({ nodeToken, queue, serveOverIpc }) => Promise.all(workers.map((child, i) => {
    serveQueueOverIpc(child, queue);
    serveOverIpc(child);
    return new Promise<void>((resolve, reject) => {
      const onMessage = (m: unknown) => { if ((m as { t?: string })?.t === 'worker-ready') { child.off('exit', onExit); resolve(); } };
      const onExit = (code: number | null) => reject(new WorkerStartError(`render worker ${i} exited during start (code ${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode);
      // A worker that died since (its exit not seen yet) fails the send: its exit reports it.
      else child.send({ t: 'worker-start', nodeToken }, () => {});
    });
  }))).then(() => {}, (err: unknown) => { killWorkers(); throw err; });
  // Seen by whoever awaits it; unobserved until then, it must not end the process on its own.
  workersReady.catch(() => {});
  const controlPlane = await import('./server.ts')
    .then(({ startControlPlane }) => startControlPlane({ ...config, FRAMEFLEET_STORE: 'sqlite', FRAMEFLEET_QUEUE: 'inprocess' }, {
      http: options.http, preloadSoundPack: options.preloadSoundPack, farmGrpc: false, onFarmListening: farmListening,
    }))
    .catch((err: unknown) => { killWorkers(); throw err; });
  return {
    controlPlane,
    workers,
    workersReady,
    stop: async (stopOptions = {}) => {
      await Promise.all(workers.map((w) => new Promise<void>((resolve) => {
        if (w.exitCode !== null || w.signalCode !== null) return resolve();
        if (stopOptions.kill) {
          w.kill('SIGKILL');
          return resolve();
        }
        const timer = setTimeout(() => w.kill('SIGKILL'), 15_000);
        w.once('exit', () => { clearTimeout(timer); resolve(); });
        if (w.connected) w.send({ t: 'worker-stop' }, () => {});
        else w.kill('SIGTERM');
      })));
      await controlPlane.close();
    },
  };
}
