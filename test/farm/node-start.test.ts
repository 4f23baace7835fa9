/**
 * A node's start: it registers with the control plane while its renderer still warms up (the
 * round trip need not wait for it) and takes jobs only once the warm-up is over, so a first scene
 * never pays for it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startControlPlane } from '../../control-plane/server.ts';
import { FarmClient } from '../../render-node/farm-client.ts';
import { grpcFarmTransport } from '../../render-node/farm-grpc.ts';
import { RenderNode } from '../../render-node/node.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { createInProcessJobQueue } from '../../shared/queue/index.ts';
import { jobsRunning } from '../support/job-kinds.ts';
import { until } from '../support/wait.ts';

test('a node registers before its warm-up ends and consumes its queue only after', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-node-start-'));
  const config = loadConfig({ FRAMEFLEET_DATA_DIR: join(dir, 'data'), FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: 'silent' });
  const cp = await startControlPlane(config, { http: false });
  const farm = new FarmClient(grpcFarmTransport(`127.0.0.1:${cp.grpcPort}`), cp.nodeToken);
  const events: string[] = [];
  const register = farm.register.bind(farm);
  farm.register = async (...args: Parameters<FarmClient['register']>) => { const answer = await register(...args); events.push('registered'); return answer; };
  const queue = createInProcessJobQueue();
  const consume = queue.consume.bind(queue);
  queue.consume = (...args: Parameters<typeof queue.consume>) => { events.push(`consume ${args[0]}`); return consume(...args); };
  const none = async () => { throw new Error('this test sends no job'); };
  const node = new RenderNode({
    farm, queue, queueName: config.FRAMEFLEET_SCENE_QUEUE, mediaQueueName: null, slots: 1, maxDeliveries: 1, encoders: [], version: 'test',
    ...jobsRunning({ scene: none, assemble: none, probe: none, analyze: none, extractAudio: none, still: none, fact: none, componentPreview: none }),
  });
  try {
    let warm = () => {};
    const started = node.start(new Promise<void>((resolve) => { warm = resolve; }));
    await until('the node to register', 10_000, () => events.includes('registered') || undefined, 10);
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(events, ['registered'], 'no queue consumed while the renderer warms up');
    warm();
    await started;
    assert.equal(events, ['registered', `consume ${config.FRAMEFLEET_SCENE_QUEUE}`]);
  } finally {
    await node.stop();
    farm.close();
    await cp.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
