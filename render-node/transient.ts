/**
 * Failures that are not the work's: the control plane (or the store or broker behind it) being
 * down, restarting or unreachable for a while. A node retries the call that met one — a finished
 * scene is kept and reported again, never rendered again — and a job that still cannot go on is
 * postponed rather than failed, so an outage never uses up a job's deliveries.
 */
import type * as grpc from '@grpc/grpc-js';
import { Status } from '@grpc/grpc-js/build/src/constants.js';
import { isUnreachablePeer } from '../shared/peer-errors.ts';

/**
 * gRPC statuses that say "the same call may succeed later": UNAVAILABLE (the control plane is
 * down, or its store or broker is), DEADLINE_EXCEEDED (no answer in time, e.g. while it
 * restarts) and ABORTED (a concurrent change won). Everything else is an answer about the call.
 */
const transientStatuses: ReadonlySet<number> = new Set([Status.UNAVAILABLE, Status.DEADLINE_EXCEEDED, Status.ABORTED]);

/** A call's failure status, as grpc-js and the IPC transport (proto/ipc.ts) report one. */
function isGrpcError(err: unknown): err is Error & Pick<grpc.StatusObject, 'code' | 'details'> {
  return err instanceof Error && 'code' in err && typeof err.code === 'number' && 'details' in err;
}

/**
 * Whether a failure, or anything that caused it (typed failures keep their cause), is a service
 * being out of reach rather than something wrong with the work.
 */
export function isTransient(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if (isGrpcError(e)) return transientStatuses.has(e.code);
    if (isUnreachablePeer(e)) return true;
  }
  return false;
}

export interface RetryOptions {
  /** Stops retrying (the job was abandoned or the node drains); the last error is thrown. */
  signal?: AbortSignal;
  /** Gives up after this long, throwing the last error. Default 10 minutes. */
  giveUpAfterMs?: number;
  /** First wait; each next one doubles, up to `maxDelayMs`. Default 250 ms. */
  firstDelayMs?: number;
  /** Default 5 s. */
  maxDelayMs?: number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * The wait before another try: jittered, doubling up to `maxDelayMs`. `next` throws the failure
 * instead when it is not transient, the signal aborted or the next try would be past the deadline.
 */
function backoff(what: string, options: RetryOptions) {
  const deadline = Date.now() + (options.giveUpAfterMs ?? 10 * 60_000);
  let delay = options.firstDelayMs ?? 250;
  let attempt = 0;
  return {
    async next(err: unknown): Promise<void> {
      attempt++;
      if (!isTransient(err) || options.signal?.aborted || Date.now() + delay > deadline) throw err;
      // Jitter, so nodes that lost the control plane together do not all come back at once.
      const wait = Math.round(delay * (0.8 + Math.random() * 0.4));
      options.log?.(`${what} failed; trying again`, { attempt, retryInMs: wait, error: err instanceof Error ? err.message : String(err) });
      await sleep(wait, options.signal);
      if (options.signal?.aborted) throw err;
      delay = Math.min(delay * 2, options.maxDelayMs ?? 5000);
    },
  };
}

/**
 * Calls `call` until it succeeds, retrying transient failures with a jittered exponential backoff;
 * any other failure is thrown at once.
 */
export async function retryTransient<T>(what: string, call: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const wait = backoff(what, options);
  for (;;) {
    try {
      return await call();
    } catch (err) {
      await wait.next(err);
    }
  }
}

/**
 * The items of a stream that a transient failure may cut: the stream is opened again (with the
 * same backoff as `retryTransient`) and read on, so the consumer sees items again that came before
 * the cut and must tolerate them. Any other failure, or one past `giveUpAfterMs`, is thrown.
 */
export async function* retryTransientStream<T>(what: string, open: () => AsyncIterable<T>, options: RetryOptions = {}): AsyncGenerator<T> {
  const wait = backoff(what, options);
  for (;;) {
    try {
      yield* open();
      return;
    } catch (err) {
      await wait.next(err);
    }
  }
}
