/**
 * A webhook endpoint on loopback for tests, and a Standard Webhooks verifier written from the
 * scheme itself (not the library the service signs with), so a signing mistake cannot hide.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received { path: string; headers: IncomingHttpHeaders; body: string; answeredWith: number; at: number }

/** How a path answers: its status, body and headers, decided per request. */
export type Behaviour = (request: { body: string; count: number }) => { status: number; body?: string; headers?: Record<string, string> };

/** Answers the challenge by echoing data.token as JSON, everything else with 204. */
export const echoChallenge: Behaviour = ({ body }) => {
  const parsed = JSON.parse(body) as { event: string; data: { token?: string } };
  return parsed.event === 'webhook.verify' ? { status: 200, body: JSON.stringify({ challenge: parsed.data.token }), headers: { 'content-type': 'application/json' } } : { status: 204 };
};

export class Receiver {
  readonly received: Received[] = [];
  private readonly behaviours = new Map<string, Behaviour>();
  private readonly counts = new Map<string, number>();
  private server!: Server;
  base = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        const body = Buffer.concat(chunks).toString('utf8');
        const count = (this.counts.get(path) ?? 0) + 1;
        this.counts.set(path, count);
        const answer = (this.behaviours.get(path) ?? echoChallenge)({ body, count });
        this.received.push({ path, headers: req.headers, body, answeredWith: answer.status, at: Date.now() });
        res.writeHead(answer.status, answer.headers).end(answer.body ?? '');
      });
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  on(path: string, behaviour: Behaviour): string {
    this.behaviours.set(path, behaviour);
    return `${this.base}${path}`;
  }

  /** Event deliveries (not challenges) that reached a path. */
  events(path: string): (Received & { json: { event: string; timestamp: string; projectId?: string; data: Record<string, unknown> } })[] {
    return this.received.filter((r) => r.path === path).map((r) => ({ ...r, json: JSON.parse(r.body) })).filter((r) => r.json.event !== 'webhook.verify');
  }

  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

/** Standard Webhooks verification: `v1,` + base64 HMAC-SHA256 over `id.timestamp.body`, key = base64 after `whsec_`. */
export function verifySignature(secret: string, headers: IncomingHttpHeaders, body: string, toleranceSec = 300): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const signatures = String(headers['webhook-signature'] ?? '').split(' ');
  if (!id || !/^\d+$/.test(timestamp) || !secret.startsWith('whsec_')) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSec) return false;
  const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64')).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.some((s) => {
    const [version, value] = s.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
