/**
 * A service of the protocol carried over a Node IPC channel instead of HTTP/2: how an embedded
 * farm's worker processes reach the control plane that forked them. It is the same service: the
 * messages travel as the service's own protobuf encodings (the bytes gRPC would send, base64 in
 * the IPC message, so both ends see exactly the objects gRPC would give them), and each side keeps
 * grpc-js's shapes:
 * - `serveOverIpc` hands the service's handlers call objects with what they use of grpc-js's: the
 *   request and metadata; a readable of requests (client streams); `write`/`end`, `'drain'`,
 *   `emit('error', status)` and `'cancelled'` (server streams); a callback for the reply;
 * - `ipcClient` has grpc-js's client signatures: callbacks, writable and readable calls,
 *   `cancel()`, deadlines, and failures as errors with a status `code` and `details`.
 * So the handlers and the node's client code are the same for both transports, and a worker
 * needs neither an HTTP/2 connection to its own parent nor grpc-js.
 */
import type { Serializable } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import type * as grpc from '@grpc/grpc-js';
import { Status } from '@grpc/grpc-js/build/src/constants.js';

/** One end of a Node IPC channel: a forked child (`ChildProcess`), or `process` in the child. */
export interface IpcEndpoint {
  send?: (message: Serializable, callback: (error: Error | null) => void) => boolean;
  readonly connected?: boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'disconnect', listener: () => void): unknown;
}

/** A failed call's status as an Error, as grpc-js reports one to a client and takes one from a handler. */
export type StatusError = Error & Pick<grpc.StatusObject, 'code' | 'details'>;

/** Client to server: a call opens (with the request of a unary or server-streaming one), a client stream's next request and its end, a cancel. */
type ToServer =
  | { t: 'rpc'; id: number; method: string; authorization: string; payload?: string }
  | { t: 'rpc-message'; id: number; payload: string }
  | { t: 'rpc-half-close'; id: number }
  | { t: 'rpc-cancel'; id: number };

/** Server to client: a server stream's next reply; the call's end, with the reply of a unary or client-streaming call when it succeeded. */
type ToClient =
  | { t: 'rpc-message'; id: number; payload: string }
  | { t: 'rpc-status'; id: number; code: number; details: string; payload?: string };

const kinds = new Set(['rpc', 'rpc-message', 'rpc-half-close', 'rpc-cancel', 'rpc-status']);
function isRpc(m: unknown): m is { t: string; id: number } {
  return typeof m === 'object' && m !== null && kinds.has((m as { t?: string }).t!) && typeof (m as { id?: unknown }).id === 'number';
}

/** Messages sent on a stream and not yet written to the channel, past which `write` says to wait for 'drain'. */
const highWaterMessages = 16;

type MethodDefinition = grpc.MethodDefinition<unknown, unknown>;
type Handler = (call: unknown, callback?: (err: Partial<grpc.StatusObject> | null, reply?: unknown) => void) => void;

/** The metadata of a call over IPC: only what the handlers read (`get`); the node token is the only header sent. */
export function ipcMetadata(authorization: string): grpc.Metadata {
  return { get: (key: string) => (key === 'authorization' && authorization ? [authorization] : []) } as unknown as grpc.Metadata;
}

const encode = (serialize: (value: unknown) => Buffer, value: unknown) => serialize(value).toString('base64');
const decode = (deserialize: (bytes: Buffer) => unknown, payload: string) => deserialize(Buffer.from(payload, 'base64'));

/**
 * Sends on the channel, counting what is not yet written, so that a stream's `write` can say when
 * to wait (as gRPC's flow control does) instead of queueing a whole blob in memory.
 */
function sender(peer: IpcEndpoint) {
  return (message: ToServer | ToClient, flushed?: () => void): void => {
    // A closed channel writes nothing: what waits for it to drain need not.
    if (!peer.connected || !peer.send) return flushed?.();
    peer.send(message, () => flushed?.());
  };
}

/**
 * Serves `handlers` (keyed by the service's method names, as for `grpc.Server.addService`) to the
 * other end of `peer` until it disconnects; the calls it has open then see a cancel.
 */
export function serveOverIpc(peer: IpcEndpoint, service: grpc.ServiceDefinition, handlers: object): void {
  const send = sender(peer);
  const open = new Map<number, { message?(payload: string): void; halfClose?(): void; cancel(): void }>();

  const start = (m: Extract<ToServer, { t: 'rpc' }>) => {
    const { id } = m;
    const definition = (service as Record<string, MethodDefinition | undefined>)[m.method];
    const handler = (handlers as Record<string, Handler | undefined>)[m.method];
    let ended = false;
    const finish = (code: number, details: string, reply?: unknown) => {
      if (ended) return;
      ended = true;
      open.delete(id);
      let payload: string | undefined;
      if (code === Status.OK && reply !== undefined && definition) {
        try {
          payload = encode(definition.responseSerialize, reply);
        } catch (err) {
          return send({ t: 'rpc-status', id, code: Status.INTERNAL, details: `the reply could not be encoded: ${(err as Error).message}` });
        }
      }
      send({ t: 'rpc-status', id, code, details, ...(payload === undefined ? {} : { payload }) });
    };
    const fail = (err: Partial<grpc.StatusObject> & { message?: string }) => finish(err.code ?? Status.UNKNOWN, err.details ?? err.message ?? '');
    const callback = (err: Partial<grpc.StatusObject> | null, reply?: unknown) => (err ? fail(err) : finish(Status.OK, '', reply));
    if (!definition || !handler || (definition.requestStream && definition.responseStream)) return finish(Status.UNIMPLEMENTED, `${m.method} is not served over IPC`);
    let request: unknown;
    if (!definition.requestStream) {
      try {
        request = decode(definition.requestDeserialize, m.payload ?? '');
      } catch (err) {
        return finish(Status.INTERNAL, `the request could not be decoded: ${(err as Error).message}`);
      }
    }
    const metadata = ipcMetadata(m.authorization);

    if (definition.requestStream) {
      // A client stream: a readable of the requests, ended by the client's half-close.
      const call = Object.assign(new Readable({ objectMode: true, read() {} }), { metadata, cancelled: false });
      call.on('error', () => {});
      open.set(id, {
        message(payload) {
          try {
            call.push(decode(definition.requestDeserialize, payload));
          } catch (err) {
            finish(Status.INTERNAL, `a request could not be decoded: ${(err as Error).message}`);
            call.destroy();
          }
        },
        halfClose: () => { call.push(null); },
        cancel() { ended = true; open.delete(id); call.cancelled = true; call.emit('cancelled'); call.destroy(); },
      });
      return handler(call, callback);
    }

    if (!definition.responseStream) {
      const call = Object.assign(new EventEmitter(), { request, metadata, cancelled: false });
      open.set(id, { cancel() { ended = true; open.delete(id); call.cancelled = true; call.emit('cancelled'); } });
      return handler(call, callback);
    }

    // A server stream: replies go out as they are written, the status once it ends or fails.
    let unflushed = 0;
    let waiting = false;
    const call = Object.assign(new EventEmitter(), {
      request, metadata, cancelled: false,
      // Once the call is over (the client cancelled) what is written is dropped, and nothing need wait.
      write(reply: unknown): boolean {
        if (ended) return true;
        let payload: string;
        try {
          payload = encode(definition.responseSerialize, reply);
        } catch (err) {
          finish(Status.INTERNAL, `a reply could not be encoded: ${(err as Error).message}`);
          return true;
        }
        unflushed++;
        send({ t: 'rpc-message', id, payload }, () => {
          unflushed--;
          if (waiting && unflushed < highWaterMessages) { waiting = false; call.emit('drain'); }
        });
        if (unflushed < highWaterMessages) return true;
        waiting = true;
        return false;
      },
      end() { finish(Status.OK, ''); },
    });
    // grpc-js sends a stream's failure from its 'error' event (see failStream in control-plane/farm).
    call.on('error', (err: Partial<grpc.StatusObject>) => fail(err));
    open.set(id, { cancel() { ended = true; open.delete(id); call.cancelled = true; call.emit('cancelled'); if (waiting) { waiting = false; call.emit('drain'); } } });
    handler(call);
  };

  const onMessage = (raw: unknown) => {
    if (!isRpc(raw)) return;
    const m = raw as ToServer;
    if (m.t === 'rpc') start(m);
    else if (m.t === 'rpc-message') open.get(m.id)?.message?.(m.payload);
    else if (m.t === 'rpc-half-close') open.get(m.id)?.halfClose?.();
    else if (m.t === 'rpc-cancel') open.get(m.id)?.cancel();
  };
  peer.on('message', onMessage);
  peer.on('disconnect', () => { for (const call of [...open.values()]) call.cancel(); });
}

/** A StatusError with grpc-js's message (`14 UNAVAILABLE: details`). */
export function statusError(code: number, details: string): StatusError {
  return Object.assign(new Error(`${code} ${Status[code] ?? 'UNKNOWN'}: ${details}`), { code, details });
}

interface CallArgs { metadata: grpc.Metadata | null; deadline: number | null; callback: ((err: StatusError | null, reply?: unknown) => void) | null }

/** grpc-js's optional arguments: `(metadata?, options?, callback?)`, in that order, any left out. */
function callArgs(args: unknown[]): CallArgs {
  const out: CallArgs = { metadata: null, deadline: null, callback: null };
  for (const arg of args) {
    if (typeof arg === 'function') out.callback = arg as CallArgs['callback'];
    else if (arg && typeof (arg as grpc.Metadata).get === 'function') out.metadata = arg as grpc.Metadata;
    else if (arg && typeof arg === 'object' && 'deadline' in arg) {
      const deadline = (arg as grpc.CallOptions).deadline;
      out.deadline = deadline instanceof Date ? deadline.getTime() : typeof deadline === 'number' ? deadline : null;
    }
  }
  return out;
}

/**
 * A client of `service` over `peer`, with grpc-js's generated client's methods (under the
 * service's method names and their lower-camel originals). Calls made while the channel is closed,
 * or open when it closes, fail UNAVAILABLE; past its deadline a call fails DEADLINE_EXCEEDED.
 */
export function ipcClient<Client>(peer: IpcEndpoint, service: grpc.ServiceDefinition): Client & { close(): void } {
  const send = sender(peer);
  const open = new Map<number, { message(payload: string): void; status(code: number, details: string, payload?: string): void }>();
  let nextId = 1;
  const onMessage = (raw: unknown) => {
    if (!isRpc(raw)) return;
    const m = raw as ToClient;
    if (m.t === 'rpc-message') open.get(m.id)?.message(m.payload);
    else if (m.t === 'rpc-status') open.get(m.id)?.status(m.code, m.details, m.payload);
  };
  const onDisconnect = () => { for (const call of [...open.values()]) call.status(Status.UNAVAILABLE, 'the channel to the control plane closed'); };
  peer.on('message', onMessage);
  peer.on('disconnect', onDisconnect);

  /** Opens a call; `handlers.end` hears its status once (from the server, the deadline, a cancel or the channel). */
  const call = (method: string, definition: MethodDefinition, args: CallArgs, request: unknown, handlers: { message?(reply: unknown): void; end(err: StatusError | null, reply?: unknown): void }) => {
    const id = nextId++;
    let done = false;
    let timer: NodeJS.Timeout | undefined;
    const end = (err: StatusError | null, reply?: unknown) => {
      if (done) return;
      done = true;
      open.delete(id);
      if (timer) clearTimeout(timer);
      handlers.end(err, reply);
    };
    open.set(id, {
      message: (payload) => {
        if (done) return;
        try {
          handlers.message?.(decode(definition.responseDeserialize, payload));
        } catch (err) {
          send({ t: 'rpc-cancel', id });
          end(statusError(Status.INTERNAL, `a reply could not be decoded: ${(err as Error).message}`));
        }
      },
      status: (code, details, payload) => {
        if (code !== Status.OK) return end(statusError(code, details));
        let reply: unknown;
        try {
          reply = payload === undefined ? undefined : decode(definition.responseDeserialize, payload);
        } catch (err) {
          return end(statusError(Status.INTERNAL, `the reply could not be decoded: ${(err as Error).message}`));
        }
        end(null, reply);
      },
    });
    const cancel = (code: number, details: string) => {
      if (done) return;
      send({ t: 'rpc-cancel', id });
      end(statusError(code, details));
    };
    if (args.deadline !== null) {
      timer = setTimeout(() => cancel(Status.DEADLINE_EXCEEDED, 'Deadline exceeded'), Math.max(0, args.deadline - Date.now()));
      timer.unref();
    }
    const authorization = String(args.metadata?.get('authorization')[0] ?? '');
    let payload: string | undefined;
    if (!definition.requestStream) {
      try {
        payload = encode(definition.requestSerialize, request);
      } catch (err) {
        queueMicrotask(() => end(statusError(Status.INTERNAL, `the request could not be encoded: ${(err as Error).message}`)));
        return { id, cancel, get done() { return done; } };
      }
    }
    if (!peer.connected) queueMicrotask(() => end(statusError(Status.UNAVAILABLE, 'the channel to the control plane is closed')));
    else send({ t: 'rpc', id, method, authorization, ...(payload === undefined ? {} : { payload }) });
    return { id, cancel, get done() { return done; } };
  };

  const methods: Record<string, unknown> = {};
  for (const [method, definition] of Object.entries(service as Record<string, MethodDefinition>)) {
    let invoke: (...args: unknown[]) => unknown;
    if (definition.requestStream && definition.responseStream) {
      invoke = () => { throw new Error(`${method}: bidirectional streams are not carried over IPC`); };
    } else if (!definition.requestStream && !definition.responseStream) {
      invoke = (request, ...rest) => {
        const args = callArgs(rest);
        const unary = Object.assign(new EventEmitter(), { cancel: () => opened.cancel(Status.CANCELLED, 'Cancelled on client') });
        const opened = call(method, definition, args, request, { end: (err, reply) => args.callback?.(err, reply) });
        return unary;
      };
    } else if (definition.requestStream) {
      // A client stream: requests written as they come, the reply to the callback once it ends.
      invoke = (...rest) => {
        const args = callArgs(rest);
        let unflushed = 0;
        let waiting = false;
        const writable = Object.assign(new EventEmitter(), {
          // Once the call is over (refused, past its deadline) what is written is dropped, and nothing need wait.
          write(message: unknown): boolean {
            if (opened.done) return true;
            unflushed++;
            send({ t: 'rpc-message', id: opened.id, payload: encode(definition.requestSerialize, message) }, () => {
              unflushed--;
              if (waiting && unflushed < highWaterMessages) { waiting = false; writable.emit('drain'); }
            });
            if (unflushed < highWaterMessages) return true;
            waiting = true;
            return false;
          },
          end() { if (!opened.done) send({ t: 'rpc-half-close', id: opened.id }); },
          cancel() { opened.cancel(Status.CANCELLED, 'Cancelled on client'); },
        });
        const opened = call(method, definition, args, undefined, { end: (err, reply) => args.callback?.(err, reply) });
        return writable;
      };
    } else {
      // A server stream: a readable of the replies; a failure is its 'error' (when someone listens).
      invoke = (request, ...rest) => {
        const args = callArgs(rest);
        const readable = Object.assign(new Readable({ objectMode: true, read() {} }), {
          cancel: () => opened.cancel(Status.CANCELLED, 'Cancelled on client'),
        });
        const opened = call(method, definition, args, request, {
          message: (reply) => { readable.push(reply); },
          end: (err) => {
            if (!err) readable.push(null);
            else if (readable.listenerCount('error') > 0) readable.destroy(err);
            else readable.destroy();
          },
        });
        return readable;
      };
    }
    methods[method] = invoke;
    if (definition.originalName) methods[definition.originalName] = invoke;
  }
  methods.close = () => {
    peer.off('message', onMessage);
    peer.off('disconnect', onDisconnect);
    for (const c of [...open.values()]) c.status(Status.CANCELLED, 'the client was closed');
  };
  return methods as Client & { close(): void };
}
