/**
 * A node that runs a render's assembly takes the segments it draws meanwhile from its own disk: on
 * a farm of one node, the segments recorded before the assembly job reached it are fetched back
 * through the control plane, those of the scenes it drew afterwards (the last, at least) are not.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { terminalStatuses } from '../../control-plane/features/renders/renders.ts';
import { createHarness, type Harness } from '../api/harness.ts';

const test = suite<{ h: Harness }>('farm: an assembly takes its own node\'s segments');
test.before(async (ctx) => { ctx.h = await createHarness({ renderScenes: true }); });
test.after(async ({ h }) => h.close());

const composition = {
  output: { width: 160, height: 90, fps: 30, background: '#0f172a' },
  tracks: [
    { clips: [{ kind: 'shape', start: 0, duration: 4, shape: 'rectangle', fill: '#2563eb', animate: { 'transform.rotation': [{ time: 0, value: 0 }, { time: 4, value: 90 }] } }] },
    { clips: [{ kind: 'text', start: 0, duration: 4, text: 'own', style: { fontSize: 20, color: '#f8fafc' } }] },
  ],
};

test('one node draws every scene and assembles them, fetching back only the segments recorded before its assembly arrived', async ({ h }) => {
  const { services } = h;
  const org = await services.accounts.createOrg({ name: 'own segments', credits: 1_000_000 });
  const { project } = await services.projects.create(org.id, { name: 'own segments', composition });
  let render = await services.submissions.submit(org.id, await services.projects.activeComposition(org.id, project.id));
  for (let waited = 0; !terminalStatuses.includes(render.status); waited += 50) {
    if (waited > 120_000) assert.unreachable(`the render is still ${render.status}`);
    await new Promise((r) => setTimeout(r, 50));
    render = await services.renders.get(org.id, render.id);
  }
  assert.is(render.status, 'complete', render.error ?? '');
  assert.ok(render.plan.length > 1, `${render.plan.length} scenes`);
  const bytes = async (direction: string) => (await h.farm.metrics.blobBytes.get()).values.filter((v) => v.labels.direction === direction).reduce((sum, v) => sum + v.value, 0);
  const scenes = Object.values(render.scenes);
  const segmentBytes = scenes.reduce((sum, s) => sum + s.segmentBytes!, 0);
  const last = scenes.reduce((a, b) => (b.finishedAtMs! > a.finishedAtMs! ? b : a));
  assert.ok(await bytes('in') > segmentBytes, 'the segments and the output were uploaded');
  const sent = await bytes('out');
  assert.ok(sent <= segmentBytes - last.segmentBytes!, `${sent} bytes went back to the node, of ${segmentBytes} in segments (the last one ${last.segmentBytes})`);
});

test.run();
