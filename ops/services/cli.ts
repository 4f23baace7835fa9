/**
 * `framefleet services start|stop|status [--json]`: the local RabbitMQ, MongoDB-compatible
 * (FerretDB) and S3-compatible (Versity S3 Gateway) servers that the queue, store and blob
 * adapters use in distributed mode on one machine, in development and in CI.
 *
 * start   starts whichever is not already answering, on loopback, records what it started, and
 *         creates the blob bucket
 * stop    stops only what start recorded; servers found running are left alone
 * status  probes each over its protocol; exit code 0 only when all are up
 *
 * ops/services/install.sh installs them (Debian's rabbitmq-server; the other two built with Go).
 * Addresses and credentials come from FRAMEFLEET_AMQP_URL, FRAMEFLEET_MONGO_URL and the
 * FRAMEFLEET_S3_* settings, with the loopback defaults.
 */
import { defineCommand, defineGroup, UsageError } from '../../shared/cli/args.ts';
import { printJson } from '../../shared/cli/output.ts';
import { s3SettingsOf } from '../../control-plane/blobs/index.ts';
import { ConfigError, loadConfig } from '../../shared/config/index.ts';
import { startFerret, stopFerret } from './ferretdb.ts';
import { amqpHandshake, mongoPing, redact, s3Probe } from './probe.ts';
import { startRabbit, stopRabbit } from './rabbitmq.ts';
import { isRunning, readState, servicesDir, writeState } from './state.ts';
import type { State } from './state.ts';
import { startVersity, stopVersity } from './versitygw.ts';

type Name = 'rabbitmq' | 'ferretdb' | 'versitygw';
type Targets = { rabbitmq: string; ferretdb: string; versitygw: ReturnType<typeof s3SettingsOf> };

/** The process each recorded server runs, to tell it from a reused PID. */
const programs: Record<Name, string> = { rabbitmq: 'beam', ferretdb: 'ferretdb', versitygw: 'versitygw' };

/** Drops records whose process is gone, so a reboot or a manual kill does not confuse stop. */
function liveState(): State {
  const state = readState();
  for (const name of Object.keys(programs) as Name[]) {
    const entry = state[name];
    if (entry && !isRunning(entry.pid, programs[name])) delete state[name];
  }
  return state;
}

async function start(targets: Targets): Promise<number> {
  const state = liveState();
  writeState(state);
  let failed = false;
  const ownership = (name: Name) => (state[name] ? ' (started by framefleet)' : ' (not started by framefleet; left as is)');

  try {
    const rabbit = await startRabbit(targets.rabbitmq);
    if (rabbit.kind === 'found') {
      console.log(`rabbitmq: ${rabbit.detail}${ownership('rabbitmq')}`);
    } else {
      state.rabbitmq = rabbit.state;
      writeState(state);
      if (rabbit.problem) throw new Error(rabbit.problem);
      console.log(`rabbitmq: started at ${redact(targets.rabbitmq)} (pid ${rabbit.state.pid}; logs in /var/log/rabbitmq)`);
    }
  } catch (err) {
    console.error(`rabbitmq: ${(err as Error).message}`);
    failed = true;
  }

  try {
    const ferret = await startFerret(targets.ferretdb);
    if (ferret.kind === 'found') {
      console.log(`ferretdb: ${ferret.detail}${ownership('ferretdb')}`);
    } else {
      state.ferretdb = ferret.state;
      writeState(state);
      console.log(`ferretdb: started at ${redact(targets.ferretdb)} (pid ${ferret.state.pid}; log ${ferret.state.log})`);
    }
  } catch (err) {
    console.error(`ferretdb: ${(err as Error).message}`);
    failed = true;
  }

  try {
    const versity = await startVersity(targets.versitygw);
    if (versity.kind === 'found') {
      console.log(`versitygw: ${versity.detail}${ownership('versitygw')}`);
    } else {
      state.versitygw = versity.state;
      writeState(state);
      if (versity.problem) throw new Error(versity.problem);
      console.log(`versitygw: started at ${targets.versitygw.endpoint}, ${versity.detail} (pid ${versity.state.pid}; log ${versity.state.log})`);
    }
  } catch (err) {
    console.error(`versitygw: ${(err as Error).message}`);
    failed = true;
  }
  return failed ? 1 : 0;
}

async function stop(): Promise<number> {
  const state = readState();
  let failed = false;
  const stopOne = async <K extends Name>(name: K, fn: (s: NonNullable<State[K]>) => Promise<string>) => {
    const entry = state[name];
    if (!entry) {
      console.log(`${name}: not started by framefleet; nothing to stop`);
      return;
    }
    try {
      console.log(`${name}: ${await fn(entry as NonNullable<State[K]>)}`);
      delete state[name];
      writeState(state);
    } catch (err) {
      console.error(`${name}: ${(err as Error).message}`);
      failed = true;
    }
  };
  await stopOne('versitygw', stopVersity);
  await stopOne('ferretdb', stopFerret);
  await stopOne('rabbitmq', stopRabbit);
  return failed ? 1 : 0;
}

interface ServiceStatus { name: Name; kind: 'amqp' | 'mongodb' | 's3'; url: string; up: boolean; detail: string; startedByFramefleet: boolean; pid: number | null }

async function status(targets: Targets, json: boolean): Promise<number> {
  const state = liveState();
  const [amqp, mongo, s3] = await Promise.all([amqpHandshake(targets.rabbitmq), mongoPing(targets.ferretdb), s3Probe(targets.versitygw)]);
  const owner = (name: Name) => ({ startedByFramefleet: !!state[name], pid: state[name]?.pid ?? null });
  const services: ServiceStatus[] = [
    { name: 'rabbitmq', kind: 'amqp', url: redact(targets.rabbitmq), ...amqp, ...owner('rabbitmq') },
    { name: 'ferretdb', kind: 'mongodb', url: redact(targets.ferretdb), ...mongo, ...owner('ferretdb') },
    { name: 'versitygw', kind: 's3', url: `${targets.versitygw.endpoint.replace(/\/$/, '')}/${targets.versitygw.bucket}`, up: s3.up, detail: s3.detail, ...owner('versitygw') },
  ];
  const ok = services.every((s) => s.up);
  if (json) {
    printJson({ ok, services });
  } else {
    const width = Math.max(...services.map((s) => s.url.length));
    for (const s of services) {
      const ownerText = s.startedByFramefleet ? `started by framefleet (pid ${s.pid})` : 'not started by framefleet';
      console.log(`${s.name.padEnd(9)}  ${s.url.padEnd(width)}  ${s.up ? 'up  ' : 'down'}  ${ownerText}${s.up ? '' : `: ${s.detail}`}`);
    }
  }
  return ok ? 0 : 1;
}

/** The servers' addresses from the configuration, or a usage error naming the bad setting. */
function targetsOf(): Targets {
  try {
    const config = loadConfig();
    return { rabbitmq: config.FRAMEFLEET_AMQP_URL, ferretdb: config.FRAMEFLEET_MONGO_URL, versitygw: s3SettingsOf(config) };
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
}

const environment = `Install the servers first with ops/services/install.sh.
environment: FRAMEFLEET_AMQP_URL, FRAMEFLEET_MONGO_URL, FRAMEFLEET_S3_ENDPOINT, FRAMEFLEET_S3_BUCKET,
FRAMEFLEET_S3_REGION, FRAMEFLEET_S3_ACCESS_KEY_ID, FRAMEFLEET_S3_SECRET_ACCESS_KEY (state and logs in ${servicesDir})`;

export const command = defineGroup({
  summary: 'start|stop|status the local RabbitMQ, MongoDB-compatible and S3-compatible servers',
  description: 'The local RabbitMQ, FerretDB (MongoDB-compatible) and Versity S3 Gateway servers that distributed mode uses on one machine, in development and in CI.',
  commands: {
    start: defineCommand({
      summary: 'start RabbitMQ, FerretDB and the S3 gateway on loopback unless already up, and create the blob bucket',
      options: {},
      notes: environment,
      run: async () => start(targetsOf()),
    }),
    stop: defineCommand({
      summary: "stop what 'start' started (servers found running are left alone)",
      options: {},
      notes: environment,
      run: async () => stop(),
    }),
    status: defineCommand({
      summary: 'probe all three over their protocols; exit 0 when all are up, 1 otherwise',
      options: { json: { type: 'boolean', help: 'print {"ok", "services"} as one JSON object' } },
      notes: environment,
      run: async ({ values }) => status(targetsOf(), values.json),
    }),
  },
  notes: environment,
});
