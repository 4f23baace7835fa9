import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, loadConfig, serviceDefaults } from '../../shared/config/index.ts';

const config = suite('config');

config('defaults describe the embedded mode on loopback', () => {
  const c = loadConfig({});
  assert.is(c.FRAMEFLEET_STORE, 'sqlite');
  assert.is(c.FRAMEFLEET_QUEUE, 'inprocess');
  assert.is(c.FRAMEFLEET_HTTP_HOST, '127.0.0.1');
  assert.is(c.FRAMEFLEET_HTTP_PORT, 8080);
  assert.is(c.FRAMEFLEET_MONGO_URL, serviceDefaults.mongoUrl);
  assert.is(c.FRAMEFLEET_AMQP_URL, serviceDefaults.amqpUrl);
  assert.is(c.OTEL_EXPORTER_OTLP_ENDPOINT, undefined);
  assert.equal(c.FRAMEFLEET_WEBHOOK_ALLOW_HOSTS, []);
  assert.is(c.FRAMEFLEET_BLOBS, 'local');
  assert.is(c.FRAMEFLEET_S3_ENDPOINT, serviceDefaults.s3Endpoint);
  assert.is(c.FRAMEFLEET_S3_FORCE_PATH_STYLE, true);
});

config('object store settings: flags, bucket names, and no development secret off loopback', () => {
  const s3 = { FRAMEFLEET_BLOBS: 's3', FRAMEFLEET_S3_ENDPOINT: 'https://objects.example.com', FRAMEFLEET_S3_SECRET_ACCESS_KEY: 'a-real-secret-key', FRAMEFLEET_S3_FORCE_PATH_STYLE: 'no' };
  const c = loadConfig(s3);
  assert.is(c.FRAMEFLEET_BLOBS, 's3');
  assert.is(c.FRAMEFLEET_S3_FORCE_PATH_STYLE, false);
  assert.is(loadConfig({ ...s3, FRAMEFLEET_S3_SECRET_ACCESS_KEY: '', FRAMEFLEET_S3_ENDPOINT: 'http://127.0.0.1:9000' }).FRAMEFLEET_S3_SECRET_ACCESS_KEY, serviceDefaults.s3SecretAccessKey);
  try {
    loadConfig({ ...s3, FRAMEFLEET_S3_SECRET_ACCESS_KEY: '', FRAMEFLEET_S3_BUCKET: 'Not_A_Bucket', FRAMEFLEET_S3_FORCE_PATH_STYLE: 'maybe' });
    assert.unreachable('loadConfig accepted bad object store settings');
  } catch (err) {
    assert.instance(err, ConfigError);
    assert.equal((err as ConfigError).problems.map((p) => p.variable).sort(), ['FRAMEFLEET_S3_BUCKET', 'FRAMEFLEET_S3_FORCE_PATH_STYLE']);
  }
  try {
    loadConfig({ ...s3, FRAMEFLEET_S3_SECRET_ACCESS_KEY: '' });
    assert.unreachable('loadConfig accepted the development secret for a remote object store');
  } catch (err) {
    assert.instance(err, ConfigError);
    assert.match((err as Error).message, /FRAMEFLEET_S3_SECRET_ACCESS_KEY: must be set when FRAMEFLEET_S3_ENDPOINT is not a loopback address/);
  }
});

config('values are parsed into their types', () => {
  const c = loadConfig({
    FRAMEFLEET_STORE: 'mongo', FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_SCENE_MAX_DELIVERIES: '5',
    FRAMEFLEET_WEBHOOK_ALLOW_HOSTS: ' localhost, 127.0.0.1 ,', FRAMEFLEET_DATA_DIR: 'rel/dir', FRAMEFLEET_GRPC_ADDR: '[::1]:6000',
  });
  assert.is(c.FRAMEFLEET_STORE, 'mongo');
  assert.is(c.FRAMEFLEET_HTTP_PORT, 0);
  assert.is(c.FRAMEFLEET_SCENE_MAX_DELIVERIES, 5);
  assert.equal(c.FRAMEFLEET_WEBHOOK_ALLOW_HOSTS, ['localhost', '127.0.0.1']);
  assert.ok(c.FRAMEFLEET_DATA_DIR.startsWith('/') && c.FRAMEFLEET_DATA_DIR.endsWith('rel/dir'));
  assert.is(c.FRAMEFLEET_GRPC_ADDR, '[::1]:6000');
});

config('every bad variable is named in one error', () => {
  try {
    loadConfig({
      FRAMEFLEET_STORE: 'postgres', FRAMEFLEET_HTTP_PORT: '80x', FRAMEFLEET_SCENE_MAX_DELIVERIES: '0',
      FRAMEFLEET_AMQP_URL: 'http://x', FRAMEFLEET_MONGO_URL: 'not a url', FRAMEFLEET_GRPC_ADDR: 'nohost',
    });
    assert.unreachable('loadConfig accepted bad values');
  } catch (err) {
    assert.instance(err, ConfigError);
    const named = (err as ConfigError).problems.map((p) => p.variable).sort();
    assert.equal(named, ['FRAMEFLEET_AMQP_URL', 'FRAMEFLEET_GRPC_ADDR', 'FRAMEFLEET_HTTP_PORT', 'FRAMEFLEET_MONGO_URL', 'FRAMEFLEET_SCENE_MAX_DELIVERIES', 'FRAMEFLEET_STORE']);
    assert.match((err as Error).message, /FRAMEFLEET_STORE: must be one of sqlite, mongo \(got 'postgres'\)/);
    assert.match((err as Error).message, /FRAMEFLEET_SCENE_MAX_DELIVERIES: must be between 1 and 20/);
  }
});

config('the serve command refuses bad configuration with the variable named and exit code 2', async () => {
  const { spawnSync } = await import('node:child_process');
  const r = spawnSync('./bin/framefleet', ['serve'], { env: { ...process.env, FRAMEFLEET_QUEUE: 'kafka' }, encoding: 'utf8', timeout: 30_000 });
  assert.is(r.status, 2);
  assert.match(r.stderr, /FRAMEFLEET_QUEUE: must be one of inprocess, rabbitmq/);
});

config.run();
