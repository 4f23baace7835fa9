/**
 * Liveness probes that talk the real protocols: a port that accepts TCP is not enough, since
 * anything could be listening there.
 */
import { connect as tcpConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { HeadBucketCommand, ListBucketsCommand } from '@aws-sdk/client-s3';
import { MongoClient } from 'mongodb';
import { createS3Client, isNotFound, type S3Settings } from '../../control-plane/blobs/s3.ts';

export interface Probe { up: boolean; detail: string }

/** Host and port of a URL, with the scheme's default port and IPv6 brackets removed. */
export function hostPort(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'), port: parsed.port ? Number(parsed.port) : defaultPort };
}

export { isLoopbackHost as isLoopback } from '../../shared/config/index.ts';

/** The URL with its password hidden, for printing. */
export function redact(url: string): string {
  const parsed = new URL(url);
  if (!parsed.password) return url;
  parsed.password = '***';
  return parsed.toString();
}

export const amqpDefaultPort = (url: string) => (url.startsWith('amqps:') ? 5671 : 5672);

// AMQP 0-9-1 protocol header; a broker answers it with a Connection.Start method frame.
const protocolHeader = Buffer.from([0x41, 0x4d, 0x51, 0x50, 0, 0, 9, 1]);

/**
 * Opens a connection, sends the AMQP protocol header and checks that the reply is a
 * Connection.Start frame (frame type 1, channel 0, class 10, method 10). Needs no credentials.
 */
export function amqpHandshake(url: string, timeoutMs = 3000): Promise<Probe> {
  const { host, port } = hostPort(url, amqpDefaultPort(url));
  const secure = url.startsWith('amqps:');
  return new Promise((resolve) => {
    const socket = secure ? tlsConnect({ host, port, servername: host }) : tcpConnect({ host, port });
    let received = Buffer.alloc(0);
    const finish = (probe: Probe) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(probe);
    };
    const timer = setTimeout(() => finish({ up: false, detail: `no AMQP reply from ${host}:${port} within ${timeoutMs} ms` }), timeoutMs);
    socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(protocolHeader));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length < 11) return;
      const isStart = received[0] === 1 && received.readUInt16BE(1) === 0 && received.readUInt16BE(7) === 10 && received.readUInt16BE(9) === 10;
      finish(isStart ? { up: true, detail: 'AMQP 0-9-1 handshake ok' } : { up: false, detail: `${host}:${port} does not speak AMQP 0-9-1` });
    });
    socket.on('error', (err) => finish({ up: false, detail: err.message }));
    socket.on('close', () => finish({ up: false, detail: `${host}:${port} closed the connection without an AMQP reply` }));
  });
}

/** Runs the MongoDB `ping` command. */
export async function mongoPing(url: string, timeoutMs = 3000): Promise<Probe> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: timeoutMs, connectTimeoutMS: timeoutMs, socketTimeoutMS: timeoutMs });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
    return { up: true, detail: 'ping ok' };
  } catch (err) {
    return { up: false, detail: (err as Error).message };
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** Why an SDK call failed, in one line (connection errors carry their cause in `code`). */
function s3Failure(err: unknown): string {
  const e = err as { name?: string; message?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  // Answers to HEAD have no body, so the SDK knows only the status.
  if (status === 403) return 'HTTP 403: the server refused the credentials (FRAMEFLEET_S3_ACCESS_KEY_ID, FRAMEFLEET_S3_SECRET_ACCESS_KEY)';
  return [e.code ?? e.name, status ? `HTTP ${status}` : '', e.message].filter(Boolean).join(': ');
}

export interface S3Probe extends Probe {
  /** A server answered signed S3 requests with these credentials, whether or not the bucket exists. */
  answers: boolean;
}

/**
 * A signed HeadBucket of the configured bucket; when the bucket is missing, a signed ListBuckets
 * tells an S3 server without it from something else answering 404.
 */
export async function s3Probe(settings: Omit<S3Settings, 'stagingDir'>, timeoutMs = 3000): Promise<S3Probe> {
  const client = createS3Client(settings, { maxAttempts: 1 });
  const signal = () => AbortSignal.timeout(timeoutMs);
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: signal() });
    return { up: true, answers: true, detail: `signed HeadBucket of '${settings.bucket}' ok` };
  } catch (err) {
    if (!isNotFound(err)) return { up: false, answers: false, detail: s3Failure(err) };
    try {
      await client.send(new ListBucketsCommand({}), { abortSignal: signal() });
      return { up: false, answers: true, detail: `answers S3 but has no bucket '${settings.bucket}' (framefleet services start creates it)` };
    } catch (listErr) {
      return { up: false, answers: false, detail: s3Failure(listErr) };
    }
  } finally {
    client.destroy();
  }
}
