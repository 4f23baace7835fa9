/**
 * CLI dispatcher: runs the command line against the command table (bin/commands.ts). Each command
 * lives beside the code it drives and is loaded only when used, so `framefleet version` does not
 * pay for the renderer or the native addons. A command that leaves nothing running when it is
 * done (`framefleet render`) ends the process at once.
 */
import { runCommand } from '../shared/cli/args.ts';
import { exitOnceWritten } from '../shared/cli/output.ts';
import { framefleet } from './commands.ts';

const argv = process.argv.slice(2);
process.exitCode = await runCommand(framefleet, argv[0] === '--version' ? ['version', ...argv.slice(1)] : argv, ['framefleet'], { exitWhenDone: exitOnceWritten });
