/**
 * The farm's small contracts: every job-id format parses back to what it names (and nothing else
 * parses), and domain errors reach nodes as gRPC codes that say whether to retry.
 */
import * as grpc from '@grpc/grpc-js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { toGrpcError } from '../../control-plane/farm/grpc-server.ts';
import { assembleJobId, parseJobId, sceneJobId, stillJobId } from '../../control-plane/farm/job-ids.ts';
import { StoreError } from '../../control-plane/store/index.ts';
import { AppError } from '../../shared/errors.ts';
import { QueueUnavailableError } from '../../shared/queue/index.ts';

const ids = suite('farm: job ids');

ids('each format parses back to the render and the job it names', () => {
  assert.equal(parseJobId(sceneJobId('rnd_01JABC', 0)), { kind: 'scene', renderId: 'rnd_01JABC', sceneIndex: 0 });
  assert.equal(parseJobId(sceneJobId('rnd_01JABC', 417)), { kind: 'scene', renderId: 'rnd_01JABC', sceneIndex: 417 });
  assert.equal(parseJobId(assembleJobId('rnd_01JABC')), { kind: 'assemble', renderId: 'rnd_01JABC' });
  assert.equal(parseJobId(stillJobId('stl_01JABC')), { kind: 'still', captureId: 'stl_01JABC' });
});

ids('anything else is not a farm job', () => {
  for (const id of ['', 'rnd_1', 'rnd_1.scene.', 'rnd_1.scene.-1', 'rnd_1.scene.1.2', 'rnd_1.assembly', '../rnd_1.assemble', 'rnd_1.scene.x', 'stl_1.still.0', 'stl_1.stills']) {
    assert.is(parseJobId(id), null, id);
  }
});

ids.run();

const status = suite('farm: gRPC status of domain errors');

status('outages and races say "try again"; bad input and missing things say what they are; bugs are INTERNAL', () => {
  const code = (err: unknown) => toGrpcError(err).code;
  assert.is(code(new StoreError('unavailable', 'MongoDB is not reachable')), grpc.status.UNAVAILABLE);
  assert.is(code(new AppError(503, 'store_unavailable', 'down')), grpc.status.UNAVAILABLE);
  assert.is(code(new QueueUnavailableError("RabbitMQ cannot take 'framefleet.scenes' now: socket closed unexpectedly by server")), grpc.status.UNAVAILABLE);
  assert.is(code(new AppError(409, 'conflict', 'changing too fast')), grpc.status.ABORTED);
  assert.is(code(new AppError(404, 'not_found', 'render rnd_x not found')), grpc.status.NOT_FOUND);
  assert.is(code(new AppError(400, 'upload_malformed', 'empty upload')), grpc.status.INVALID_ARGUMENT);
  assert.is(code(new StoreError('duplicate', 'exists')), grpc.status.ALREADY_EXISTS);
  assert.is(code(new TypeError("Cannot read properties of undefined (reading 'x')")), grpc.status.INTERNAL);
  assert.is(toGrpcError(new AppError(404, 'not_found', 'render rnd_x not found')).details, 'render rnd_x not found');
});

status.run();
