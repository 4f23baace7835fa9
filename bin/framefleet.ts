/**
 * CLI dispatcher. Each subcommand lives beside the code it drives and is loaded only when used,
 * so `framefleet version` does not pay for the renderer or the native addons.
 * A subcommand module exports `main(argv): Promise<number>` (the exit code).
 */
import { productVersion } from '../shared/version.ts';

type Main = (argv: string[]) => Promise<number>;

interface Command { summary: string; load: () => Promise<{ main: Main }> }

const commands: Record<string, Command> = {
  version: { summary: 'print the framefleet version', load: async () => ({ main: printVersion }) },
  services: { summary: 'start|stop|status the local RabbitMQ, MongoDB-compatible and S3-compatible servers (install them with ops/services/install.sh)', load: () => import('../ops/services/cli.ts') },
  encoders: { summary: 'probe which video encoders really open on this machine (--json)', load: () => import('../native/media/cli.ts') },
  bench: { summary: 'run a benchmark: encode, render or farm, with --quick and --json FILE', load: () => import('../bench/cli.ts') },
  keys: { summary: 'create an API key (and its org, when new): keys create --org ORG --name NAME --json', load: () => import('../control-plane/keys-cli.ts') },
  frame: { summary: 'draw one frame of a composition: COMPOSITION.json --at SECONDS -o frame.png', load: () => import('../render-node/renderer/cli.ts') },
  components: { summary: 'list the component catalog (--json), or preview one component', load: () => import('../render-node/components-cli.ts') },
  render: { summary: 'render a composition to MP4 on the embedded farm: COMPOSITION.json -o OUT.mp4 [--workers N]', load: () => import('../control-plane/render-cli.ts') },
  node: { summary: 'run a render node: --control-plane HOST:PORT --amqp URL --token TOKEN [--slots N]', load: () => import('../render-node/cli.ts') },
  serve: { summary: 'run the control plane (embedded default: SQLite store, in-process queue)', load: () => import('../control-plane/cli.ts') },
};

async function printVersion(): Promise<number> {
  console.log(`framefleet ${productVersion} (node ${process.version})`);
  return 0;
}

function usage(): string {
  const width = Math.max(...Object.keys(commands).map((c) => c.length));
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `usage: framefleet <command> [options]\n\ncommands:\n${lines.join('\n')}\n\nRun 'framefleet <command> --help' for a command's options.`;
}

const [name, ...rest] = process.argv.slice(2);
if (!name || name === '--help' || name === '-h' || name === 'help') {
  console.log(usage());
  process.exit(name ? 0 : 2);
}
const command = commands[name === '--version' ? 'version' : name];
if (!command) {
  console.error(`framefleet: unknown command '${name}'\n\n${usage()}`);
  process.exit(2);
}
const { main } = await command.load();
process.exitCode = await main(rest);
