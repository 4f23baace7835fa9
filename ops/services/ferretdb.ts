/**
 * FerretDB (MongoDB wire protocol over SQLite), built from test/services/ferretdb into
 * .framefleet/bin/ferretdb by ops/services/install.sh and run detached with its data under
 * .framefleet/services/ferretdb.
 */
import { join } from 'node:path';
import { serviceDefaults } from '../../shared/config/index.ts';
import { hostPort, isLoopback, mongoPing, redact } from './probe.ts';
import { binDir, servicesDir, startDaemon, stopDaemon } from './state.ts';
import type { FerretState } from './state.ts';

export const ferretBinary = join(binDir, 'ferretdb');

/** The address FerretDB listens on: the default one, or the host:port of a custom loopback URL. */
function listenAddress(mongoUrl: string): string {
  if (mongoUrl === serviceDefaults.mongoUrl) return serviceDefaults.ferretdbListen;
  if (mongoUrl.startsWith('mongodb+srv:')) throw new Error(`MongoDB at ${redact(mongoUrl)} is down, and only a loopback server can be started here`);
  const { host, port } = hostPort(mongoUrl, 27017);
  if (!isLoopback(host)) throw new Error(`MongoDB at ${redact(mongoUrl)} is down, and only a loopback server can be started here`);
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

export type StartOutcome = { kind: 'found'; detail: string } | { kind: 'started'; state: FerretState };

export async function startFerret(mongoUrl: string): Promise<StartOutcome> {
  if ((await mongoPing(mongoUrl)).up) return { kind: 'found', detail: `already answering at ${redact(mongoUrl)}` };
  const listen = listenAddress(mongoUrl);
  const dataDir = join(servicesDir, 'ferretdb');
  const state = await startDaemon({
    name: 'FerretDB', binary: ferretBinary, args: ['-listen', listen, '-data', dataDir, '-log-level', 'error'],
    listen, dataDir, log: join(servicesDir, 'ferretdb.log'), ready: () => mongoPing(mongoUrl, 1000), timeoutMs: 30_000,
  });
  return { kind: 'started', state };
}

export function stopFerret(state: FerretState): Promise<string> {
  return stopDaemon(state, 'ferretdb');
}
