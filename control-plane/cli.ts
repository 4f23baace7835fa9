/**
 * `framefleet serve`: runs the control plane. With no configuration it is the embedded default
 * (SQLite store under --data, in-process queue); FRAMEFLEET_STORE=mongo and
 * FRAMEFLEET_QUEUE=rabbitmq make it a farm's control plane.
 */
import { cpus } from 'node:os';
import { defineCommand } from '../shared/cli/args.ts';
import { serviceSignals } from '../shared/cli/interrupt.ts';
import { commandConfig } from '../shared/config/command.ts';
import { startEmbeddedFarm } from './embedded.ts';
import { startControlPlane } from './server.ts';
import { PriceListError } from './features/accounts/price-list.ts';

export const command = defineCommand({
  summary: 'run the control plane (embedded default: SQLite store, in-process queue)',
  description: `Runs the control plane. With FRAMEFLEET_QUEUE=rabbitmq it is a farm's control plane and render nodes join it over gRPC (framefleet node); otherwise it runs the embedded farm with local workers.`,
  options: {
    port: { type: 'integer', min: 0, max: 65535, help: 'HTTP port (default FRAMEFLEET_HTTP_PORT or 8080; 0 picks a free one)' },
    host: { type: 'string', placeholder: 'HOST', help: 'HTTP address (default FRAMEFLEET_HTTP_HOST or 127.0.0.1)' },
    data: { type: 'string', placeholder: 'DIR', help: 'data directory for the embedded store (default FRAMEFLEET_DATA_DIR or .framefleet/data)' },
    workers: { type: 'integer', min: 0, max: 64, help: 'embedded mode: local render worker processes (default: the cores, at most 4; 0 for none)' },
  },
  notes: 'Prints "listening on URL" once it serves; SIGINT or SIGTERM stops it gracefully.',
  async run({ values }) {
    const config = commandConfig('serve', { FRAMEFLEET_HTTP_PORT: values.port?.toString(), FRAMEFLEET_HTTP_HOST: values.host, FRAMEFLEET_DATA_DIR: values.data });
    if (!config) return 2;
    const signals = serviceSignals();
    const workers = values.workers ?? Math.min(4, Math.max(1, cpus().length));
    const embedded = config.FRAMEFLEET_QUEUE === 'inprocess';
    let running;
    try {
      running = embedded
        ? await startEmbeddedFarm(config, { workers })
        : { controlPlane: await startControlPlane(config), stop: undefined };
    } catch (err) {
      if (!(err instanceof PriceListError)) throw err;
      console.error(`framefleet serve: ${err.message}`);
      return 2;
    }
    const { controlPlane } = running;
    const stopped = signals.started();
    console.log(`listening on ${controlPlane.url}`);
    if (embedded) console.error(`embedded farm: ${workers} local render worker${workers === 1 ? '' : 's'}`);
    else console.error(`render nodes join at ${config.FRAMEFLEET_GRPC_ADDR}`);
    await stopped;
    await (running.stop ? running.stop() : controlPlane.close());
    return 0;
  },
});
