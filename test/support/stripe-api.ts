/**
 * A local stand-in for the part of Stripe's API that checkout uses: `POST /v1/checkout/sessions`
 * answers a Checkout Session as Stripe does (form-encoded request, JSON answer, the same session
 * for a repeated Idempotency-Key). Requests are recorded; `paid(id)` gives the session as Stripe
 * reports it once paid, for building webhook events.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeSessionObject {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  url: string;
  expires_at: number;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete';
}

export interface FakeStripe {
  url: string;
  requests: { path: string; form: URLSearchParams; headers: Record<string, string | string[] | undefined> }[];
  sessions: Map<string, StripeSessionObject>;
  /** The session as a `checkout.session.completed` event carries it. */
  paid(id: string): StripeSessionObject;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const sessions = new Map<string, StripeSessionObject>();
  const byIdempotencyKey = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      requests.push({ path: req.url ?? '', form, headers: req.headers });
      const send = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` }); res.end(JSON.stringify(body)); };
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } });
      const key = req.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (earlier) return send(200, sessions.get(earlier));
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(\w+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: StripeSessionObject = {
        id, object: 'checkout.session', mode: 'payment', url: `https://checkout.stripe.test/c/pay/${id}`, expires_at: Math.floor(Date.now() / 1000) + 86_400,
        client_reference_id: form.get('client_reference_id'), metadata,
        amount_total: Number(form.get('line_items[0][unit_amount]') ?? form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]') ?? 1),
        currency: form.get('line_items[0][price_data][currency]') ?? 'usd', payment_status: 'unpaid', status: 'open',
      };
      sessions.set(id, session);
      if (typeof key === 'string') byIdempotencyKey.set(key, id);
      send(200, session);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`, requests, sessions,
    paid: (id) => ({ ...sessions.get(id)!, payment_status: 'paid', status: 'complete' }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
