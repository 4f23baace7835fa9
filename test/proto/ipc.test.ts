/**
 * The RenderFarm service over a real IPC channel (proto/ipc.ts), as an embedded farm's worker
 * reaches its control plane: a child process serves it, and this process calls it through the
 * render node's own client (FarmClient over ipcFarmTransport). Each kind of call, the node token,
 * flow control on both streams, status errors, deadlines, a cancel the server hears, and a channel
 * that closes under an open call.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Status } from '@grpc/grpc-js/build/src/constants.js';
import { farmProtocolRevision } from '../../proto/index.ts';
import { FarmClient } from '../../render-node/farm-client.ts';
import { ipcFarmTransport } from '../../render-node/farm-ipc.ts';
import { isTransient } from '../../render-node/transient.ts';
import { blobOf } from './fixtures/blob.ts';

const fixture = fileURLToPath(new URL('./fixtures/farm-server.ts', import.meta.url));
const loader = fileURLToPath(new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url));

interface Ctx { child: ChildProcess; farm: FarmClient; messages: { t: string; [k: string]: unknown }[]; dir: string }

const test = suite<Ctx>('proto: RenderFarm over IPC');

test.before.each(async (ctx) => {
  ctx.child = fork(fixture, [], { execArgv: ['--import', `file://${loader}`], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  ctx.messages = [];
  ctx.child.on('message', (m: any) => { if (typeof m?.t === 'string' && m.t.startsWith('fixture-')) ctx.messages.push(m); });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the fixture did not start')), 20_000);
    ctx.child.on('message', (m: any) => { if (m?.t === 'fixture-ready') { clearTimeout(timer); resolve(); } });
  });
  ctx.farm = new FarmClient(ipcFarmTransport(ctx.child), 'fixture-token');
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-ipc-'));
});
test.after.each(async (ctx) => {
  ctx.farm.close();
  if (ctx.child.exitCode === null && ctx.child.signalCode === null) {
    const exited = new Promise((r) => ctx.child.once('exit', r));
    ctx.child.kill();
    await exited;
  }
  rmSync(ctx.dir, { recursive: true, force: true });
});

const capabilities = { hostname: 'n1', slots: 1, version: '0.1.0', gpuModel: '', encoders: [] };

const statusOf = async (call: Promise<unknown>): Promise<{ code: number; details: string }> => call.then(() => { throw new Error('the call succeeded'); }, (err: { code: number; details: string }) => err);

test('a unary call carries the node token and answers with the reply decoded, defaults filled in', async ({ farm }) => {
  const reply = await farm.register({ nodeId: '', capabilities });
  assert.equal(reply, { nodeId: `node-n1-${farmProtocolRevision}`, heartbeatIntervalMs: 1000, leaseTtlMs: 5000, blobsDirect: false });
});

test('a refusal is a status error with its code and details, not a transient one', async ({ child }) => {
  const stranger = new FarmClient(ipcFarmTransport(child), 'some-other-token');
  const err = await statusOf(stranger.register({ nodeId: '', capabilities }));
  assert.is(err.code, Status.UNAUTHENTICATED);
  assert.is(err.details, 'node token refused');
  assert.not.ok(isTransient(err));
  stranger.close();
});

test('an upload of 3 MiB streams in chunks through flow control and arrives whole', async ({ farm, dir, messages }) => {
  const bytes = blobOf(3 * 1024 * 1024 + 17);
  const file = join(dir, 'segment.mp4');
  writeFileSync(file, bytes);
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  const scene = { nodeId: 'n', jobId: 'j', renderId: 'r', orgId: 'o', sceneIndex: 0, frameCount: 1, contentHash, sizeBytes: bytes.length, encoder: 'software/h264' };
  // Registered, the node knows that the bytes go through the control plane (no LocateBlob first).
  await farm.register({ nodeId: '', capabilities });
  const verdict = await farm.complete({ scene } as never, { path: file, contentHash });
  assert.equal(verdict, { accepted: true, duplicate: false });
  const upload = messages.find((m) => m.t === 'fixture-upload')!;
  assert.is(upload.bytes, bytes.length);
  // The result, then 256 KiB chunks: more than the 16 messages a stream sends before it waits for 'drain'.
  assert.is(upload.messages, 1 + Math.ceil(bytes.length / (256 * 1024)));
});

test('a download of 5 MiB streams through flow control; a missing blob fails the stream NOT_FOUND', async ({ farm }) => {
  const chunks: Buffer[] = [];
  const size = 5 * 1024 * 1024 + 3;
  const sink = new Writable({ write(chunk, _encoding, done) { chunks.push(chunk); done(); } });
  // No object store to go to directly: the blobs come through the control plane.
  await farm.register({ nodeId: '', capabilities });
  assert.is(await farm.fetchBlob(String(size), sink), size);
  assert.ok(Buffer.concat(chunks).equals(blobOf(size)), 'the bytes are the blob');
  const err = await statusOf(farm.fetchBlob('missing', new Writable({ write(_c, _e, done) { done(); } })));
  assert.is(err.code, Status.NOT_FOUND);
});

test('a call unanswered past its deadline fails DEADLINE_EXCEEDED, which a node retries', async ({ farm }) => {
  const err = await statusOf(new Promise((resolve, reject) => farm.client.heartbeat({ nodeId: 'n', inFlight: [], encodeFps: 0 }, { deadline: Date.now() + 200 }, (e, r) => (e ? reject(e) : resolve(r)))));
  assert.is(err.code, Status.DEADLINE_EXCEEDED);
  assert.ok(isTransient(err));
});

test('a watch stops when its signal aborts, and the server hears the cancel', async ({ farm, messages }) => {
  const stop = new AbortController();
  const scenes: unknown[] = [];
  const watching = (async () => {
    for await (const scene of farm.watchScenes({ nodeId: 'n', jobId: 'job-7', renderId: 'r', orgId: 'o' }, stop.signal, 60_000)) {
      scenes.push(scene);
      stop.abort();
    }
  })();
  await watching.catch(() => {});
  assert.equal(scenes, [{ sceneIndex: 0, frameCount: 30, contentHash: 'a'.repeat(64), sizeBytes: 1000 }]);
  for (let i = 0; i < 100 && !messages.some((m) => m.t === 'fixture-cancelled'); i++) await new Promise((r) => setTimeout(r, 20));
  assert.equal(messages.find((m) => m.t === 'fixture-cancelled'), { t: 'fixture-cancelled', jobId: 'job-7' });
});

test('a call open when the channel closes fails UNAVAILABLE, and so does one made after', async ({ farm, child }) => {
  const open = statusOf(new Promise((resolve, reject) => farm.client.heartbeat({ nodeId: 'n', inFlight: [], encodeFps: 0 }, { deadline: Date.now() + 60_000 }, (e, r) => (e ? reject(e) : resolve(r)))));
  child.kill('SIGKILL');
  const err = await open;
  assert.is(err.code, Status.UNAVAILABLE);
  assert.ok(isTransient(err), 'a node retries it');
  assert.is((await statusOf(farm.register({ nodeId: '', capabilities }))).code, Status.UNAVAILABLE);
});

test.run();
