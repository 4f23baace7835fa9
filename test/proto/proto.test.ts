import * as grpc from '@grpc/grpc-js';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeJob, encodeJob, type JobEnvelope, protoRoot, RenderFarmClientCtor, renderFarmService } from '../../proto/index.ts';
import protobuf from 'protobufjs';
import { generateTypes } from '../../proto/generate.ts';
import { installCodecs, messageTypes } from '../../proto/codecs.ts';
import { codecs } from '../../proto/gen/codecs.ts';
import { parseProtos } from '../../proto/index.ts';

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

// That the codecs are the text protobufjs generates is the generated-files test's; this one checks that they are what runs.
jobs('the message code is the precompiled codecs: the bytes and objects of protobufjs\'s own code, none generated at run time', () => {
  // Two roots of the same .proto files: one as the processes load it, one left to protobufjs.
  const precompiled = parseProtos();
  installCodecs(precompiled, codecs);
  const generated = parseProtos();
  const types = messageTypes(precompiled);
  assert.ok(types.length > 40, `${types.length} message types`);
  const codegen = protobuf.util.codegen;
  let generatedAtRunTime = 0;
  protobuf.util.codegen = ((...args: Parameters<typeof codegen>) => { generatedAtRunTime++; return codegen(...args); }) as typeof codegen;
  try {
    for (const type of types) type.setup();
    for (const type of types) assert.ok(new type.ctor() instanceof protobuf.Message, type.fullName);
    const envelope = precompiled.lookupType('framefleet.jobs.v1.JobEnvelope');
    envelope.toObject(envelope.decode(envelope.encode(envelope.fromObject(sceneJob)).finish()));
    assert.is(generatedAtRunTime, 0, 'no message code generated once the codecs are installed');
  } finally {
    protobuf.util.codegen = codegen;
  }
  for (const type of types) {
    const own = generated.lookupType(type.fullName).setup();
    // (A message without fields has an unnamed toObject.)
    for (const fn of ['encode', 'decode', 'verify', 'fromObject', 'toObject'] as const) if (own[fn].name) assert.is(type[fn].name, own[fn].name, `${type.fullName} ${fn}`);
  }
  const envelope = precompiled.lookupType('framefleet.jobs.v1.JobEnvelope');
  const ownEnvelope = generated.lookupType('framefleet.jobs.v1.JobEnvelope');
  const bytes = envelope.encode(envelope.fromObject(sceneJob)).finish();
  assert.equal([...bytes], [...ownEnvelope.encode(ownEnvelope.fromObject(sceneJob)).finish()]);
  const options = { longs: Number, enums: String, defaults: true, oneofs: true };
  assert.equal(envelope.toObject(envelope.decode(bytes), options), ownEnvelope.toObject(ownEnvelope.decode(bytes), options));
  assert.is(envelope.verify({ ...sceneJob, renderId: 42 }), ownEnvelope.verify({ ...sceneJob, renderId: 42 }));
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
