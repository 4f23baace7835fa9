/**
 * The command table: every `framefleet` command, its one-line summary and the module that
 * implements it, loaded only when that command runs (or its help is asked for). Each module
 * exports `command`, declared with shared/cli/args.ts. Tests walk this table, so a new command is
 * covered by the CLI's conventions by itself.
 */
import { defineCommand, defineGroup, type Command } from '../shared/cli/args.ts';
import { exitCodesHelp } from '../shared/cli/exit-codes.ts';
import { printJson } from '../shared/cli/output.ts';
import { productVersion } from '../shared/version.ts';

const version = defineCommand({
  summary: 'print the framefleet version',
  options: { json: { type: 'boolean', help: 'print {"version", "node"} as JSON' } },
  async run({ values }) {
    if (values.json) printJson({ version: productVersion, node: process.version });
    else console.log(`framefleet ${productVersion} (node ${process.version})`);
    return 0;
  },
});

const commandOf = (module: Promise<{ command: Command }>) => module.then((m) => m.command);

export const framefleet = defineGroup({
  summary: 'framefleet: a self-hostable video rendering service and its render farm',
  description: 'The framefleet CLI: runs the service and its render nodes, renders compositions on this machine, and checks what the machine can do.',
  commands: {
    version: version,
    doctor: { summary: 'check what this machine has for each mode, with a remedy for each missing piece (--json)', load: () => commandOf(import('../ops/doctor.ts')) },
    services: { summary: 'start|stop|status the local RabbitMQ, MongoDB-compatible and S3-compatible servers (install them with ops/services/install.sh)', load: () => commandOf(import('../ops/services/cli.ts')) },
    encoders: { summary: 'probe which video encoders really open on this machine (--json)', load: () => commandOf(import('../native/media/cli.ts')) },
    bench: { summary: 'run a benchmark: encode, render, farm and more, with --quick and --json FILE', load: () => commandOf(import('../bench/cli.ts')) },
    keys: { summary: 'create or list API keys straight in the store (creating the org when new)', load: () => commandOf(import('../control-plane/keys-cli.ts')) },
    admin: { summary: "the operator's controls over a running control plane (orgs, plans, limits, credits, suspensions, keys, usage, audit log) through its operator API", load: () => commandOf(import('../control-plane/admin-cli.ts')) },
    frame: { summary: 'draw one frame of a composition: COMPOSITION.json --at SECONDS -o frame.png', load: () => commandOf(import('../render-node/renderer/cli.ts')) },
    components: { summary: 'list the component catalog (--json), or preview one component, or draw a contact sheet', load: () => commandOf(import('../render-node/components-cli.ts')) },
    render: { summary: 'render a composition to MP4 on the embedded farm or a deployment: COMPOSITION.json -o OUT.mp4', load: () => commandOf(import('../control-plane/render-cli.ts')) },
    node: { summary: 'run a render node: --control-plane HOST:PORT --amqp URL --token TOKEN [--slots N]', load: () => commandOf(import('../render-node/cli.ts')) },
    serve: { summary: 'run the control plane (embedded default: SQLite store, in-process queue)', load: () => commandOf(import('../control-plane/cli.ts')) },
  },
  notes: `Commands that print data take --json: exactly one JSON object on stdout; progress and logs go to
stderr. Colour is used only on a terminal and never with NO_COLOR set; progress is printed as plain
lines when stderr is not a terminal.

${exitCodesHelp}`,
});
