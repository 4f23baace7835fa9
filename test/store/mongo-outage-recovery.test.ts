/**
 * A MongoDB store that met an outage fails calls at once for a short window, then lets a call
 * through: under steady traffic (render nodes report every second, pollers poll) it finds the
 * server back within seconds of its return, even when the driver's monitor never says so.
 * Against a FerretDB of the test's own, stopped and started again as an operator would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MongoStore } from '../../control-plane/store/mongo.ts';
import { PrivateFerret } from '../support/private-services.ts';

const test = suite('store: MongoDB recovers from an outage under steady traffic');

test('with the monitor silent, steady calls find the restarted server within seconds', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-mongo-recovery-'));
  const ferret = await PrivateFerret.start(join(dir, 'ferretdb'));
  const store = new MongoStore(ferret.url('recovery'));
  let traffic: NodeJS.Timeout | undefined;
  try {
    // The monitor's "reached it again" never arrives: only the store's own calls can find the server back.
    (store as unknown as { client: NodeJS.EventEmitter }).client.removeAllListeners('serverHeartbeatSucceeded');
    const things = store.systemCollection<{ n: number }>({ name: 'things', idPrefix: 'thg' });
    const doc = await things.insert({ n: 1 });
    const outcomes: { at: number; ok: boolean }[] = [];
    // Twenty calls a second, as a farm's reports and pollers make.
    traffic = setInterval(() => { void things.get(doc.id).then(() => outcomes.push({ at: Date.now(), ok: true }), () => outcomes.push({ at: Date.now(), ok: false })); }, 50);

    await ferret.stop();
    await new Promise((r) => setTimeout(r, 3000));
    assert.ok(outcomes.some((o) => !o.ok), 'calls fail while the server is down');
    await ferret.start();
    const backAt = Date.now();
    await new Promise((r) => setTimeout(r, 6000));
    const firstOk = outcomes.find((o) => o.ok && o.at >= backAt);
    assert.ok(firstOk, `no call succeeded in the 6 s after the server was back (${outcomes.filter((o) => o.at >= backAt).length} calls failed)`);
    assert.ok(outcomes.filter((o) => o.at >= backAt + 4000).every((o) => o.ok), 'and every call after that');
    assert.equal(await things.get(doc.id).then((d) => d?.n), 1);
  } finally {
    clearInterval(traffic);
    await store.close().catch(() => {});
    ferret.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a monitor whose every heartbeat keeps failing while the server answers gets the client replaced, and calls go on', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-mongo-replace-'));
  const ferret = await PrivateFerret.start(join(dir, 'ferretdb'));
  const store = new MongoStore(ferret.url('replace'), { replaceClientAfterMs: 300 });
  try {
    const client = (store as unknown as { client: NodeJS.EventEmitter }).client;
    const things = store.systemCollection<{ n: number }>({ name: 'things', idPrefix: 'thg' });
    const doc = await things.insert({ n: 1 });
    // A monitor stuck on a dropped connection: its heartbeats fail with that connection's old error
    // while the server is up (the real monitor's successes are kept from the store meanwhile).
    client.removeAllListeners('serverHeartbeatSucceeded');
    const stale = new Error(`connection 9 to 127.0.0.1:${ferret.port} closed`);
    for (let i = 0; i < 25 && store.clientsReplaced === 0; i++) {
      client.emit('serverHeartbeatFailed', { connectionId: `127.0.0.1:${ferret.port}`, failure: stale });
      await new Promise((r) => setTimeout(r, 20));
    }
    assert.is(store.clientsReplaced, 1, 'the client was replaced once the heartbeats had failed for longer than allowed');
    // The replaced client connects again on the next call (after the outage window the stale error opened).
    await new Promise((r) => setTimeout(r, 1100));
    assert.equal(await things.get(doc.id).then((d) => d?.n), 1);
    const second = await things.insert({ n: 2 });
    assert.equal(await things.get(second.id).then((d) => d?.n), 2);
  } finally {
    await store.close().catch(() => {});
    ferret.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
