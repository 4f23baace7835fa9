/**
 * Versity S3 Gateway with its POSIX backend: the S3-compatible object store of the distributed
 * mode and the tests. Built from test/services/versitygw into .framefleet/bin/versitygw by
 * ops/services/install.sh, run detached with objects under .framefleet/services/versitygw/data
 * and their metadata in a sidecar directory beside them (no extended attributes needed from the
 * filesystem). The root credentials are the configured ones, passed in the environment so they
 * never show in a process listing.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { S3BlobStore, type S3Settings } from '../../control-plane/blobs/s3.ts';
import { serviceDefaults } from '../../shared/config/index.ts';
import { hostPort, isLoopback, s3Probe } from './probe.ts';
import { binDir, servicesDir, startDaemon, stopDaemon } from './state.ts';
import type { VersityState } from './state.ts';

export const versityBinary = join(binDir, 'versitygw');

/** The address the gateway listens on: the default one, or the host:port of a custom loopback http endpoint. */
function listenAddress(endpoint: string): string {
  if (endpoint === serviceDefaults.s3Endpoint) return serviceDefaults.s3Listen;
  const { host, port } = hostPort(endpoint, endpoint.startsWith('https:') ? 443 : 80);
  if (!isLoopback(host) || !endpoint.startsWith('http:')) throw new Error(`the object store at ${endpoint} is down, and only a loopback http server can be started here`);
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

/** Creates the blob bucket unless it is there (what the control plane also does when it starts). */
async function ensureBucket(settings: S3Settings): Promise<'exists' | 'created'> {
  const store = new S3BlobStore(settings);
  try {
    return await store.ensureBucket();
  } finally {
    await store.close();
  }
}

/** `problem` is set when the gateway started (so it must be recorded and stopped) but its bucket could not be made. */
export type StartOutcome = { kind: 'found'; detail: string } | { kind: 'started'; state: VersityState; detail: string; problem?: string };

export async function startVersity(settings: S3Settings): Promise<StartOutcome> {
  const probe = await s3Probe(settings);
  if (probe.answers) {
    const bucket = await ensureBucket(settings);
    return { kind: 'found', detail: `already answering S3 at ${settings.endpoint}${bucket === 'created' ? `; created bucket '${settings.bucket}'` : ''}` };
  }
  const listen = listenAddress(settings.endpoint);
  const root = join(servicesDir, 'versitygw');
  const dataDir = join(root, 'data');
  mkdirSync(join(root, 'meta'), { recursive: true });
  const state = await startDaemon({
    name: 'versitygw', binary: versityBinary, listen, dataDir, log: join(servicesDir, 'versitygw.log'), timeoutMs: 30_000,
    args: ['--port', listen, '--region', settings.region, '--quiet', 'posix', '--sidecar', join(root, 'meta'), dataDir],
    env: { ...process.env, ROOT_ACCESS_KEY_ID: settings.accessKeyId, ROOT_SECRET_ACCESS_KEY: settings.secretAccessKey },
    ready: async () => {
      const p = await s3Probe(settings, 1000);
      return { up: p.answers, detail: p.detail };
    },
  });
  try {
    const bucket = await ensureBucket(settings);
    return { kind: 'started', state, detail: bucket === 'created' ? `created bucket '${settings.bucket}'` : `bucket '${settings.bucket}' was there` };
  } catch (err) {
    return { kind: 'started', state, detail: 'no bucket', problem: (err as Error).message };
  }
}

export function stopVersity(state: VersityState): Promise<string> {
  return stopDaemon(state, 'versitygw');
}
