/**
 * `framefleet serve`: runs the control plane. With no configuration it is the embedded default
 * (SQLite store under --data, in-process queue); FRAMEFLEET_STORE=mongo and
 * FRAMEFLEET_QUEUE=rabbitmq make it a farm's control plane.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../shared/config/index.ts';
import { startControlPlane } from './server.ts';

const help = `usage: framefleet serve [--port PORT] [--host HOST] [--data DIR]

  --port PORT   HTTP port (default FRAMEFLEET_HTTP_PORT or 8080; 0 picks a free one)
  --host HOST   HTTP address (default FRAMEFLEET_HTTP_HOST or 127.0.0.1)
  --data DIR    data directory for the embedded store (default FRAMEFLEET_DATA_DIR or .framefleet/data)

Prints "listening on URL" once it serves; SIGINT or SIGTERM stops it gracefully.`;

export async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { port: { type: 'string' }, host: { type: 'string' }, data: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (err) {
    console.error(`framefleet serve: ${(err as Error).message}\n\n${help}`);
    return 2;
  }
  if (values.help) {
    console.log(help);
    return 0;
  }
  let config;
  try {
    config = loadConfig({
      ...process.env,
      ...(values.port !== undefined && { FRAMEFLEET_HTTP_PORT: values.port }),
      ...(values.host !== undefined && { FRAMEFLEET_HTTP_HOST: values.host }),
      ...(values.data !== undefined && { FRAMEFLEET_DATA_DIR: values.data }),
    });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`framefleet serve: ${err.message}`);
      return 2;
    }
    throw err;
  }
  const running = await startControlPlane(config);
  console.log(`listening on ${running.url}`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await running.close();
  return 0;
}
