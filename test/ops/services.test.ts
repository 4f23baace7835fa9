/**
 * `framefleet services status` against the servers that `framefleet services start` (run by
 * .ci/run) brought up, and against ports where nothing, or the wrong thing, listens.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { join } from 'node:path';
import { loadConfig } from '../../shared/config/index.ts';
import { s3SettingsOf } from '../../control-plane/blobs/index.ts';
import { amqpHandshake, mongoPing, redact, s3Probe } from '../../ops/services/probe.ts';
import { repoRoot } from '../../ops/services/state.ts';

interface Report { ok: boolean; services: { name: string; url: string; up: boolean; detail: string }[] }

function status(env: NodeJS.ProcessEnv = {}): Promise<{ code: number; report: Report }> {
  return new Promise((resolve, reject) => {
    execFile(join(repoRoot, 'bin', 'framefleet'), ['services', 'status', '--json'], { env: { ...process.env, ...env }, timeout: 60_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      try {
        resolve({ code, report: JSON.parse(stdout) as Report });
      } catch {
        reject(new Error(`status printed no JSON (exit ${code}): ${stdout}${stderr}`));
      }
    });
  });
}

function service(report: Report, name: string) {
  const found = report.services.find((s) => s.name === name);
  assert.ok(found, `status lists ${name}`);
  return found!;
}

/** A loopback port with nothing listening: bind to port 0, note the port, close. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP server that answers like a web server, to show that accepting connections is not enough. */
async function notAmqpServer(): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const test = suite('services status');
const config = loadConfig();

test('reports RabbitMQ, the MongoDB-compatible and the S3-compatible server up, with their URLs', async () => {
  const { code, report } = await status();
  const rabbit = service(report, 'rabbitmq');
  const mongo = service(report, 'ferretdb');
  const s3 = service(report, 'versitygw');
  assert.ok(rabbit.up, `rabbitmq up (${rabbit.detail})`);
  assert.ok(mongo.up, `ferretdb up (${mongo.detail})`);
  assert.ok(s3.up, `versitygw up (${s3.detail})`);
  assert.is(rabbit.url, redact(config.FRAMEFLEET_AMQP_URL));
  assert.is(mongo.url, redact(config.FRAMEFLEET_MONGO_URL));
  assert.is(s3.url, `${config.FRAMEFLEET_S3_ENDPOINT}/${config.FRAMEFLEET_S3_BUCKET}`);
  assert.is(report.ok, true);
  assert.is(code, 0);
});

test('reports a closed Mongo port down and exits 1', async () => {
  const url = `mongodb://127.0.0.1:${await closedPort()}/framefleet`;
  const { code, report } = await status({ FRAMEFLEET_MONGO_URL: url });
  const mongo = service(report, 'ferretdb');
  assert.is(mongo.url, url);
  assert.is(mongo.up, false);
  assert.is(service(report, 'rabbitmq').up, true);
  assert.is(report.ok, false);
  assert.is(code, 1);
});

test('reports a closed AMQP port down and exits 1', async () => {
  const { code, report } = await status({ FRAMEFLEET_AMQP_URL: `amqp://guest:guest@127.0.0.1:${await closedPort()}` });
  assert.is(service(report, 'rabbitmq').up, false);
  assert.is(code, 1);
});

test('the S3 probe is signed: wrong credentials, a missing bucket and a closed port are down', async () => {
  const badKey = await status({ FRAMEFLEET_S3_SECRET_ACCESS_KEY: 'not-the-secret' });
  assert.is(service(badKey.report, 'versitygw').up, false);
  assert.match(service(badKey.report, 'versitygw').detail, /403/);
  assert.is(badKey.code, 1);
  const noBucket = await status({ FRAMEFLEET_S3_BUCKET: 'framefleet-no-such-bucket' });
  assert.match(service(noBucket.report, 'versitygw').detail, /answers S3 but has no bucket 'framefleet-no-such-bucket'/);
  assert.is(service(noBucket.report, 'versitygw').up, false);
  const closed = await status({ FRAMEFLEET_S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` });
  assert.is(service(closed.report, 'versitygw').up, false);
  assert.is(service(closed.report, 'rabbitmq').up, true);
  assert.is(closed.code, 1);
});

test('a listener that does not speak the protocol is down', async () => {
  const { server, port } = await notAmqpServer();
  try {
    const amqp = await amqpHandshake(`amqp://127.0.0.1:${port}`, 2000);
    assert.is(amqp.up, false, amqp.detail);
    const mongo = await mongoPing(`mongodb://127.0.0.1:${port}/x`, 1000);
    assert.is(mongo.up, false, mongo.detail);
    const s3 = await s3Probe({ ...s3SettingsOf(config), endpoint: `http://127.0.0.1:${port}` }, 1000);
    assert.is(s3.up, false, s3.detail);
    assert.is(s3.answers, false, s3.detail);
  } finally {
    server.close();
  }
});

test.run();
