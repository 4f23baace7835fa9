/**
 * `framefleet serve`: runs the control plane. With no configuration it is the embedded default
 * (SQLite store under --data, in-process queue); FRAMEFLEET_STORE=mongo and
 * FRAMEFLEET_QUEUE=rabbitmq make it a farm's control plane.
 */
import { parseArgs } from 'node:util';
import { commandConfig } from '../shared/config/command.ts';
import { cpus } from 'node:os';
import { startEmbeddedFarm } from './embedded.ts';
import { startControlPlane } from './server.ts';

const help = `usage: framefleet serve [--port PORT] [--host HOST] [--data DIR] [--workers N]

  --port PORT   HTTP port (default FRAMEFLEET_HTTP_PORT or 8080; 0 picks a free one)
  --host HOST   HTTP address (default FRAMEFLEET_HTTP_HOST or 127.0.0.1)
  --data DIR    data directory for the embedded store (default FRAMEFLEET_DATA_DIR or .framefleet/data)
  --workers N   embedded mode: local render worker processes (default: the cores, at most 4; 0 for none)

With FRAMEFLEET_QUEUE=rabbitmq it is a farm's control plane and render nodes join it over gRPC
(framefleet node); otherwise it runs the embedded farm with local workers.

Prints "listening on URL" once it serves; SIGINT or SIGTERM stops it gracefully.`;

export async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { port: { type: 'string' }, host: { type: 'string' }, data: { type: 'string' }, workers: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (err) {
    console.error(`framefleet serve: ${(err as Error).message}\n\n${help}`);
    return 2;
  }
  if (values.help) {
    console.log(help);
    return 0;
  }
  const config = commandConfig('serve', { FRAMEFLEET_HTTP_PORT: values.port, FRAMEFLEET_HTTP_HOST: values.host, FRAMEFLEET_DATA_DIR: values.data });
  if (!config) return 2;
  const workers = values.workers === undefined ? Math.min(4, Math.max(1, cpus().length)) : Number(values.workers);
  if (!Number.isInteger(workers) || workers < 0 || workers > 64) {
    console.error('framefleet serve: --workers must be an integer from 0 to 64');
    return 2;
  }
  const embedded = config.FRAMEFLEET_QUEUE === 'inprocess';
  const running = embedded
    ? await startEmbeddedFarm(config, { workers })
    : { controlPlane: await startControlPlane(config), stop: undefined };
  const { controlPlane } = running;
  console.log(`listening on ${controlPlane.url}`);
  if (embedded) console.error(`embedded farm: ${workers} local render worker${workers === 1 ? '' : 's'}`);
  else console.error(`render nodes join at ${config.FRAMEFLEET_GRPC_ADDR}`);
  await new Promise<void>((done) => {
    process.once('SIGINT', () => done());
    process.once('SIGTERM', () => done());
  });
  await (running.stop ? running.stop() : controlPlane.close());
  return 0;
}
