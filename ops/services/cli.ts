/**
 * `framefleet services start|stop|status [--json]`: the local RabbitMQ and MongoDB-compatible
 * (FerretDB) servers that the queue and store adapters use in development and CI.
 *
 * start   starts whichever is not already answering, on loopback, and records what it started
 * stop    stops only what start recorded; servers found running are left alone
 * status  probes both over their protocols; exit code 0 only when both are up
 *
 * URLs come from FRAMEFLEET_AMQP_URL and FRAMEFLEET_MONGO_URL, with the loopback defaults.
 */
import { ConfigError, loadConfig } from '../../shared/config/index.ts';
import { startFerret, stopFerret } from './ferretdb.ts';
import { amqpHandshake, mongoPing, redact } from './probe.ts';
import { startRabbit, stopRabbit } from './rabbitmq.ts';
import { isRunning, readState, servicesDir, writeState } from './state.ts';
import type { State } from './state.ts';

const usage = `usage: framefleet services start|stop|status [--json]

  start            start RabbitMQ and FerretDB on loopback unless already up
  stop             stop what 'start' started (servers found running are left alone)
  status [--json]  probe both; exit 0 when both are up, 1 otherwise

environment: FRAMEFLEET_AMQP_URL, FRAMEFLEET_MONGO_URL (state and logs in ${servicesDir})`;

type Name = 'rabbitmq' | 'ferretdb';

/** Drops records whose process is gone, so a reboot or a manual kill does not confuse stop. */
function liveState(): State {
  const state = readState();
  if (state.rabbitmq && !isRunning(state.rabbitmq.pid, 'beam')) delete state.rabbitmq;
  if (state.ferretdb && !isRunning(state.ferretdb.pid, 'ferretdb')) delete state.ferretdb;
  return state;
}

async function start(urls: Record<Name, string>): Promise<number> {
  const state = liveState();
  writeState(state);
  let failed = false;

  try {
    const rabbit = await startRabbit(urls.rabbitmq);
    if (rabbit.kind === 'found') {
      console.log(`rabbitmq: ${rabbit.detail}${state.rabbitmq ? ' (started by framefleet)' : ' (not started by framefleet; left as is)'}`);
    } else {
      state.rabbitmq = rabbit.state;
      writeState(state);
      if (rabbit.problem) throw new Error(rabbit.problem);
      console.log(`rabbitmq: started at ${redact(urls.rabbitmq)} (pid ${rabbit.state.pid}; logs in /var/log/rabbitmq)`);
    }
  } catch (err) {
    console.error(`rabbitmq: ${(err as Error).message}`);
    failed = true;
  }

  try {
    const ferret = await startFerret(urls.ferretdb);
    if (ferret.kind === 'found') {
      console.log(`ferretdb: ${ferret.detail}${state.ferretdb ? ' (started by framefleet)' : ' (not started by framefleet; left as is)'}`);
    } else {
      state.ferretdb = ferret.state;
      writeState(state);
      console.log(`ferretdb: started at ${redact(urls.ferretdb)} (pid ${ferret.state.pid}; log ${ferret.state.log})`);
    }
  } catch (err) {
    console.error(`ferretdb: ${(err as Error).message}`);
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
  await stopOne('ferretdb', stopFerret);
  await stopOne('rabbitmq', stopRabbit);
  return failed ? 1 : 0;
}

interface ServiceStatus { name: Name; kind: 'amqp' | 'mongodb'; url: string; up: boolean; detail: string; startedByFramefleet: boolean; pid: number | null }

async function status(urls: Record<Name, string>, json: boolean): Promise<number> {
  const state = liveState();
  const [amqp, mongo] = await Promise.all([amqpHandshake(urls.rabbitmq), mongoPing(urls.ferretdb)]);
  const services: ServiceStatus[] = [
    { name: 'rabbitmq', kind: 'amqp', url: redact(urls.rabbitmq), ...amqp, startedByFramefleet: !!state.rabbitmq, pid: state.rabbitmq?.pid ?? null },
    { name: 'ferretdb', kind: 'mongodb', url: redact(urls.ferretdb), ...mongo, startedByFramefleet: !!state.ferretdb, pid: state.ferretdb?.pid ?? null },
  ];
  const ok = services.every((s) => s.up);
  if (json) {
    console.log(JSON.stringify({ ok, services }, null, 2));
  } else {
    const width = Math.max(...services.map((s) => s.url.length));
    for (const s of services) {
      const owner = s.startedByFramefleet ? `started by framefleet (pid ${s.pid})` : 'not started by framefleet';
      console.log(`${s.name.padEnd(8)}  ${s.url.padEnd(width)}  ${s.up ? 'up  ' : 'down'}  ${owner}${s.up ? '' : `: ${s.detail}`}`);
    }
  }
  return ok ? 0 : 1;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...flags] = argv;
  if (!command || argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return command ? 0 : 2;
  }
  const unknown = flags.filter((f) => !(command === 'status' && f === '--json'));
  if (!['start', 'stop', 'status'].includes(command) || unknown.length) {
    console.error(`framefleet services: unexpected '${[command, ...unknown].join(' ')}'\n\n${usage}`);
    return 2;
  }
  let urls: Record<Name, string>;
  try {
    const config = loadConfig();
    urls = { rabbitmq: config.FRAMEFLEET_AMQP_URL, ferretdb: config.FRAMEFLEET_MONGO_URL };
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  if (command === 'start') return start(urls);
  if (command === 'stop') return stop();
  return status(urls, flags.includes('--json'));
}
