/**
 * A broker restart does not kill renders. A farm of a control plane and two nodes (processes, on
 * a RabbitMQ node of this test's own and the MongoDB-compatible server) renders a 60 s
 * composition in 30 one-GOP scenes; in the middle of it RabbitMQ is stopped (SIGTERM) and started again.
 * Consumers reconnect, the scenes in flight are delivered again and counted once, and the render
 * completes, byte for byte the same as an undisturbed one, with nothing dead-lettered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { composition, FarmProcesses, logLines } from '../support/farm-processes.ts';
import { PrivateRabbit } from '../support/private-services.ts';
import { until } from '../support/wait.ts';

const seconds = 60;

interface Ctx { dir: string; rabbit: PrivateRabbit; farm: FarmProcesses }

const test = suite<Ctx>('e2e faults: RabbitMQ restarted mid-render');

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-faults-broker-'));
  ctx.rabbit = await PrivateRabbit.start(join(ctx.dir, 'rabbitmq'));
  ctx.farm = await FarmProcesses.start({ dir: ctx.dir, nodes: 2, toneSeconds: seconds, sceneFrames: { min: 45, max: 90 }, amqpUrl: ctx.rabbit.url });
});

test.after(async (ctx) => {
  await ctx.farm?.cleanup();
  ctx.rabbit?.dispose();
  rmSync(ctx.dir, { recursive: true, force: true });
});

test('the render survives the restart byte-identical, each scene counted once, nothing dead-lettered', async ({ farm, rabbit }) => {
  const doc = (media = farm.media) => composition(seconds, 'Broker restart', media);
  const renderId = await farm.queueRender(doc());
  await until('a few scenes to complete', 120_000, async () => (await farm.api(`/v1/renders/${renderId}`)).progress.scenesCompleted >= 3, 200);

  await rabbit.stop();
  const during = await farm.api(`/v1/renders/${renderId}`);
  assert.ok(['rendering', 'assembling'].includes(during.status), 'the render is still under way while the broker is down');
  await rabbit.start();

  const render = await farm.finished(renderId, 180_000);
  assert.is(render.status, 'complete', JSON.stringify(render));
  assert.equal([render.progress.scenesCompleted, render.progress.scenesTotal], [30, 30]);
  assert.ok(farm.nodes.every((n) => n.child.exitCode === null), 'the nodes rode out the restart');
  assert.equal(farm.nodes.flatMap(logLines).filter((l) => l.msg === 'job failed'), []);
  assert.equal(await farm.deadLetters(), [], 'nothing was dead-lettered');
  assert.is(farm.referenceRender(doc, 'undisturbed'), await farm.output(render, 'restart.mp4'), 'the bytes of an undisturbed render');
});

test.run();
