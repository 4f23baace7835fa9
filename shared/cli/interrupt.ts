/**
 * Ctrl-C for commands that hold something worth giving back (worker processes, temporary folders,
 * a remote render still charged): the first SIGINT or SIGTERM runs the registered cleanups, newest
 * first, then exits 130 (143 for SIGTERM); a second signal exits at once.
 */
import { exitCodes } from './exit-codes.ts';

type Cleanup = () => unknown;

const cleanups: Cleanup[] = [];
let interruptedBy: NodeJS.Signals | null = null;
let installed = false;

export const wasInterrupted = () => interruptedBy !== null;

/**
 * Once interrupted, never settles: the command's own flow stops where it is (the cleanups may be
 * tearing down what it uses, and its reports would only repeat theirs) while the handler exits.
 */
export async function haltIfInterrupted(): Promise<void> {
  if (interruptedBy) await new Promise<never>(() => {});
}

const exitCodeOf = (signal: NodeJS.Signals) => (signal === 'SIGTERM' ? exitCodes.terminated : exitCodes.interrupted);

async function interrupted(signal: NodeJS.Signals): Promise<void> {
  if (interruptedBy) process.exit(exitCodeOf(interruptedBy));
  interruptedBy = signal;
  process.stderr.write(`\n${signal === 'SIGINT' ? 'interrupted' : 'terminated'}: cleaning up (send it again to quit at once)\n`);
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (err) {
      process.stderr.write(`cleanup: ${(err as Error).message}\n`);
    }
  }
  process.exit(exitCodeOf(signal));
}

/**
 * Registers `cleanup` to run if the command is interrupted; the returned function unregisters it
 * (call it once the thing is cleaned up the ordinary way).
 */
export function onInterrupt(cleanup: Cleanup): () => void {
  if (!installed) {
    installed = true;
    process.on('SIGINT', () => void interrupted('SIGINT'));
    process.on('SIGTERM', () => void interrupted('SIGTERM'));
  }
  cleanups.push(cleanup);
  return () => {
    const at = cleanups.indexOf(cleanup);
    if (at !== -1) cleanups.splice(at, 1);
  };
}

/**
 * Signals for services (serve, node). Call it before starting anything, so the handlers are in
 * place before the service says it has started: a supervisor that signals as soon as it reads that
 * line gets a graceful stop, never the default action, which ends the process without draining or
 * cleaning up.
 * - Before `started()`, a signal runs `abandonStart` and exits (143 for SIGTERM, 130 for SIGINT):
 *   start-up can wait without end on an unreachable broker, and there is nothing to drain yet.
 * - `started()` answers a promise that settles with the first signal after it; the service drains.
 * - A second signal exits at once.
 */
export function serviceSignals(abandonStart: Cleanup = () => {}): { started(): Promise<NodeJS.Signals> } {
  let up = false;
  let received: NodeJS.Signals | null = null;
  let stop: (signal: NodeJS.Signals) => void = () => {};
  const stopped = new Promise<NodeJS.Signals>((resolve) => (stop = resolve));
  const onSignal = async (signal: NodeJS.Signals) => {
    if (received) process.exit(exitCodeOf(received));
    received = signal;
    if (up) return stop(signal);
    try {
      await abandonStart();
    } catch (err) {
      process.stderr.write(`cleanup: ${(err as Error).message}\n`);
    }
    process.exit(exitCodeOf(signal));
  };
  process.on('SIGINT', (signal) => void onSignal(signal));
  process.on('SIGTERM', (signal) => void onSignal(signal));
  return {
    started() {
      up = true;
      return stopped;
    },
  };
}
