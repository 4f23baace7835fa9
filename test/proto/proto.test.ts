import * as grpc from '@grpc/grpc-js';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeJob, encodeJob, type JobEnvelope, protoRoot, renderFarmService } from '../../proto/index.ts';
import { RenderFarmClientCtor } from '../../proto/grpc.ts';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import protobuf from 'protobufjs';
import { generateTypes, messageTypes, parseProtos } from '../../proto/generate.ts';
import { linkCodecs } from '../../proto/codecs.ts';
import { messages } from '../../proto/gen/codecs.ts';
import { typeOptions } from '../../proto/index.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const jobs = suite('proto: job messages');

const sceneJob: JobEnvelope = {
  jobId: 'job_01',
  renderId: 'rnd_01',
  orgId: 'org_a',
  traceContext: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', tracestate: 'framefleet=1' },
  enqueuedAtMs: 1_795_000_000_123,
  scene: {
    sceneIndex: 3,
    sceneCount: 7,
    startFrame: 2 ** 40 + 5,
    frameCount: 90,
    composition: { contentHash: 'a'.repeat(64), sizeBytes: 1234, mediaType: 'application/json', ref: '', inlineBytes: Buffer.from('{"tracks":[]}') },
    video: { width: 1920, height: 1080, fps: { num: 30000, den: 1001 }, codec: 'h264', backend: 'auto', preset: 'veryfast', crf: 20, gop: 60 },
    // An asset travels by reference: its inline bytes are empty (proto3's default, as decoded).
    assets: [{ contentHash: 'b'.repeat(64), sizeBytes: 99, mediaType: 'video/mp4', ref: 'media:med_01', inlineBytes: Buffer.alloc(0) }],
  },
};

jobs('a scene job round-trips with its trace context, 64-bit frame numbers and oneof kind', () => {
  const bytes = encodeJob(sceneJob);
  assert.ok(bytes.length > 100);
  const decoded = decodeJob(bytes);
  assert.is(decoded.job, 'scene');
  assert.is(decoded.assemble, undefined, 'only the set member of the oneof is present');
  assert.equal(decoded.traceContext, sceneJob.traceContext);
  assert.is(decoded.enqueuedAtMs, sceneJob.enqueuedAtMs);
  assert.equal(decoded.scene, sceneJob.scene);
  assert.is(decoded.jobId, 'job_01');
});

jobs('an assemble job round-trips', () => {
  const envelope: JobEnvelope = {
    jobId: 'job_02', renderId: 'rnd_01', orgId: 'org_a', traceContext: {}, enqueuedAtMs: 1,
    assemble: {
      segments: [0, 1].map((i) => ({ sceneIndex: i, frameCount: 30, segment: { contentHash: String(i).repeat(64), sizeBytes: 10, mediaType: 'video/mp4' } })),
      totalFrames: 60,
    },
  };
  const decoded = decodeJob(encodeJob(envelope));
  assert.is(decoded.job, 'assemble');
  assert.is(decoded.assemble?.segments.length, 2);
  assert.is(decoded.assemble?.segments[1]?.segment?.contentHash, '1'.repeat(64));
  assert.is(decoded.assemble?.totalFrames, 60);
});

jobs('wrong field types and foreign bytes are refused', () => {
  assert.throws(() => encodeJob({ ...sceneJob, renderId: 42 as unknown as string }), /renderId/);
  assert.throws(() => decodeJob(Buffer.from('this is not protobuf at all, just text bytes')));
});

/** A message of `type` with every field set (one member of each oneof), nested messages to `depth`. */
function sampleOf(type: protobuf.Type, depth = 2): Record<string, unknown> {
  const scalar = (field: protobuf.Field): unknown => {
    switch (field.type) {
      case 'string': return `${field.name}-é`;
      case 'bool': return true;
      case 'bytes': return Buffer.from([1, 2, 250]);
      case 'double': case 'float': return 1.5;
      case 'int64': case 'uint64': case 'sint64': case 'fixed64': case 'sfixed64': return 2 ** 40 + 5;
      default: return 7;
    }
  };
  const value = (field: protobuf.Field): unknown => (field.resolvedType instanceof protobuf.Type ? sampleOf(field.resolvedType, depth - 1) : scalar(field));
  const sample: Record<string, unknown> = {};
  const oneofsSet = new Set<string>();
  for (const field of type.fieldsArray) {
    if (field.resolvedType instanceof protobuf.Type && depth <= 0) continue;
    if (field.partOf) {
      if (oneofsSet.has(field.partOf.name)) continue;
      oneofsSet.add(field.partOf.name);
    }
    if (field instanceof protobuf.MapField) sample[field.name] = { k1: value(field), k2: value(field) };
    else sample[field.name] = field.repeated ? [value(field), value(field)] : value(field);
  }
  return sample;
}

// That the codecs are the text protobufjs generates is the generated-files test's; this one checks
// that, linked and run with the minimal runtime, they do what protobufjs's reflection does.
jobs('every message\'s codec gives the bytes, objects and verdicts of protobufjs\'s reflection', () => {
  const reflection = parseProtos();
  const codecOf = linkCodecs(messages);
  const types = messageTypes(reflection);
  assert.ok(types.length > 40, `${types.length} message types`);
  assert.equal(Object.keys(messages).sort(), types.map((t) => t.fullName).sort());
  const options = { ...typeOptions, arrays: true, objects: true };
  for (const type of types) {
    const codec = codecOf(type.fullName);
    const sample = sampleOf(type);
    const bytes = codec.encode(codec.fromObject(sample)).finish();
    assert.equal([...bytes], [...type.encode(type.fromObject(sample)).finish()], `${type.fullName}: bytes`);
    assert.equal(codec.toObject(codec.decode(bytes), options), type.toObject(type.decode(bytes), options), `${type.fullName}: decoded`);
    assert.equal(codec.toObject(codec.decode(new Uint8Array()), options), type.toObject(type.decode(new Uint8Array()), options), `${type.fullName}: defaults`);
    assert.is(codec.verify(sample), null, `${type.fullName}: verify`);
    const first = type.fieldsArray[0];
    if (first) {
      const wrong = { ...sample, [first.name]: first.type === 'string' ? 42 : 'not this' };
      assert.is(codec.verify(wrong), type.verify(wrong), `${type.fullName}: verify a wrong ${first.name}`);
    }
  }
});

jobs('a process loading the protocol loads protobufjs\'s minimal runtime, not its reflection', () => {
  const script = `import('./proto/index.ts').then(() => console.log(Object.keys(require.cache).filter((f) => f.includes('protobufjs')).join('\\n')));`;
  const loaded = execFileSync(join(repoRoot, 'ops/with-node'), ['npx', 'tsx', '--eval', script], { cwd: repoRoot, encoding: 'utf8' }).trim().split('\n');
  assert.ok(loaded.some((f) => f.endsWith('protobufjs/minimal.js')), loaded.join(', '));
  for (const reflection of ['root.js', 'type.js', 'namespace.js', 'parse.js']) assert.not.ok(loaded.some((f) => f.endsWith(`protobufjs/src/${reflection}`)), `protobufjs/src/${reflection} loaded`);
});

jobs('the farm over IPC (a worker\'s client, the control plane\'s handlers) loads none of grpc-js but its status codes', () => {
  const script = `Promise.all([import('./render-node/farm-ipc.ts'), import('./control-plane/farm/farm-service.ts')]).then(() => console.log(Object.keys(require.cache).filter((f) => f.includes('@grpc')).join('\\n')));`;
  const loaded = execFileSync(join(repoRoot, 'ops/with-node'), ['npx', 'tsx', '--eval', script], { cwd: repoRoot, encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  assert.equal(loaded.map((f) => f.slice(f.indexOf('@grpc/'))), ['@grpc/grpc-js/build/src/constants.js']);
});

jobs.run();

const service = suite('proto: RenderFarm over gRPC');

service('register and heartbeat round-trip through a real server and client, with node auth metadata', async () => {
  const server = new grpc.Server();
  const seenAuth: string[] = [];
  const unimplemented = (_call: unknown, callback: (err: grpc.ServiceError) => void) =>
    callback({ code: grpc.status.UNIMPLEMENTED, details: 'not in this test', message: 'not in this test', metadata: new grpc.Metadata(), name: 'Error' });
  server.addService(renderFarmService, {
    register(call: grpc.ServerUnaryCall<any, any>, callback: grpc.sendUnaryData<any>) {
      seenAuth.push(String(call.metadata.get('authorization')[0]));
      const caps = call.request.capabilities;
      callback(null, { nodeId: `node-${caps.hostname}-${caps.slots}-${caps.encoders.length}`, heartbeatIntervalMs: 2000, leaseTtlMs: 15000 });
    },
    heartbeat(call: grpc.ServerUnaryCall<any, any>, callback: grpc.sendUnaryData<any>) {
      callback(null, { leaseExpiresAtMs: 1_795_000_000_000, abandonJobIds: call.request.inFlight.slice(0, 1).map((j: { jobId: string }) => j.jobId), drain: false, known: true });
    },
    reportProgress: unimplemented, fetchBlob: unimplemented, completeJob: unimplemented,
    failJob: unimplemented, deregister: unimplemented,
  } as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))));
  const client = new RenderFarmClientCtor(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  const metadata = new grpc.Metadata();
  metadata.set('authorization', 'Bearer node-token');
  try {
    const registered = await new Promise<any>((resolve, reject) => client.register({
      capabilities: { hostname: 'gpu-7', slots: 2, version: '0.1.0', gpuModel: '', encoders: [{ codec: 'h264', backend: 'software', available: true, reason: '' }] },
    }, metadata, (err, res) => (err ? reject(err) : resolve(res))));
    assert.is(registered.nodeId, 'node-gpu-7-2-1');
    assert.is(registered.leaseTtlMs, 15000);
    assert.equal(seenAuth, ['Bearer node-token']);
    const beat = await new Promise<any>((resolve, reject) =>
      client.heartbeat({ nodeId: registered.nodeId, inFlight: [{ jobId: 'job_a', renderId: 'rnd_a', orgId: 'org_a' }, { jobId: 'job_b', renderId: 'rnd_a', orgId: 'org_a' }], encodeFps: 88.5 }, metadata, (err, res) => (err ? reject(err) : resolve(res))));
    assert.equal(beat.abandonJobIds, ['job_a']);
    assert.is(beat.leaseExpiresAtMs, 1_795_000_000_000);
    assert.is(beat.known, true);
  } finally {
    client.close();
    server.forceShutdown();
  }
});

service.run();

const generatedFiles = suite('proto: generated types and codecs');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)])).sort();
}

generatedFiles('proto/gen matches the .proto files (run `npm run proto:gen` after editing them)', () => {
  const out = mkdtempSync(join(tmpdir(), 'framefleet-proto-'));
  try {
    generateTypes(out);
    const committed = join(protoRoot, 'gen');
    assert.equal(files(out).map((f) => relative(out, f)), files(committed).map((f) => relative(committed, f)));
    for (const f of files(out)) assert.fixture(readFileSync(join(committed, relative(out, f)), 'utf8'), readFileSync(f, 'utf8'), relative(out, f));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

generatedFiles.run();
