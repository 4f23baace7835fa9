/**
 * Outbound HTTP to URLs callers give us (webhook endpoints, media to import), guarded against
 * server-side request forgery.
 *
 * Only https, to hosts whose every address is public. The check runs inside the connection's own
 * DNS lookup, so the address that was checked is the address connected to (a name that
 * re-resolves to 127.0.0.1 between check and connect gains nothing), and it runs again at every
 * delivery and every redirect hop. Hosts named in FRAMEFLEET_WEBHOOK_ALLOW_HOSTS may use plain
 * http and private addresses (local development and tests); the name must match literally, so
 * `localhost` is not let in by allowing `127.0.0.1`.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type http from 'node:http';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { http as nodeHttp, https as nodeHttps } from '../../shared/node-http.ts';

const { request: httpRequest } = nodeHttp;
const { request: httpsRequest } = nodeHttps;

/** Ranges no webhook may reach: private, loopback, link-local (cloud metadata), shared, reserved. */
const forbidden = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) forbidden.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['100::', 64]] as const) {
  forbidden.addSubnet(net, prefix, 'ipv6');
}

/** IPv4 addresses smuggled inside IPv6 forms (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`). */
function embeddedIpv4(address: string): string | null {
  const m = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (m) return m[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const v4 = embeddedIpv4(bare);
  if (v4) return forbidden.check(v4, 'ipv4');
  const family = isIP(bare);
  if (family === 0) return true;
  return forbidden.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

export class EgressRefused extends Error {
  readonly code = 'webhook_url_refused';
}

export class EgressGuard {
  private readonly allowHosts: Set<string>;

  constructor(allowHosts: readonly string[] = []) {
    this.allowHosts = new Set(allowHosts.map((h) => h.toLowerCase()));
  }

  private allowed(hostname: string): boolean {
    return this.allowHosts.has(hostname.toLowerCase().replace(/^\[|\]$/g, ''));
  }

  /** Checks what can be known without DNS; throws EgressRefused naming the problem. */
  checkUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new EgressRefused(`'${raw}' is not an absolute URL`);
    }
    const allowed = this.allowed(url.hostname);
    if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) throw new EgressRefused(`webhook URLs must use https (got ${url.protocol.replace(':', '')})`);
    if (url.username || url.password) throw new EgressRefused('webhook URLs may not carry credentials');
    const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
    if (!allowed && isIP(host) && isForbiddenAddress(host)) throw new EgressRefused(`${host} is a private, loopback, link-local or reserved address`);
    if (!allowed && /(^|\.)localhost$/i.test(host)) throw new EgressRefused(`${host} is a loopback name`);
    return url;
  }

  /** The DNS lookup a guarded connection uses: resolves, and refuses if any address is forbidden. */
  lookupFor(hostname: string): LookupFunction {
    const allowed = this.allowed(hostname);
    return ((name: string, options: { all?: boolean }, callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
      dnsLookup(name, { all: true }, (err, addresses) => {
        if (err) return callback(err, '', 0);
        const bad = allowed ? undefined : addresses.find((a) => isForbiddenAddress(a.address));
        if (bad) return callback(new EgressRefused(`${name} resolves to ${bad.address}, a private, loopback, link-local or reserved address`), '', 0);
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      });
    }) as LookupFunction;
  }
}

export interface PostResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The response body, cut at `maxResponseBytes`. */
  body: Buffer;
  /** The URL that answered (after redirects). */
  url: string;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

interface RequestOptions {
  method: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Until the answer's headers arrive, and then the longest silence while its body streams. */
  timeoutMs: number;
  maxRedirects?: number;
  /** Certificate authorities to trust instead of the system's (a test site's self-signed certificate). */
  ca?: string | Buffer;
}

/**
 * Sends the request through the guard and follows at most `maxRedirects` redirects, each hop
 * checked like the first (a POST is sent again with its body, as webhooks expect). Resolves with
 * the final answer, its body not yet read; rejects with EgressRefused for a forbidden target.
 */
export async function guardedRequest(guard: EgressGuard, url: string, options: RequestOptions): Promise<{ response: http.IncomingMessage; url: string }> {
  const deadline = Date.now() + options.timeoutMs;
  const maxRedirects = options.maxRedirects ?? 3;
  let target = guard.checkUrl(url);
  for (let hop = 0; ; hop++) {
    const response = await requestOnce(guard, target, options, Math.max(1, deadline - Date.now()));
    const location = response.headers.location;
    if (!redirectStatuses.has(response.statusCode ?? 0) || !location) return { response, url: target.toString() };
    response.resume();
    if (hop >= maxRedirects) throw new Error(`more than ${maxRedirects} redirects`);
    target = guard.checkUrl(new URL(location, target).toString());
  }
}

/** POSTs `body` (JSON) and reads at most `maxResponseBytes` of the answer. */
export async function guardedPost(guard: EgressGuard, url: string, body: string, headers: Record<string, string>, options: { timeoutMs: number; maxRedirects?: number; maxResponseBytes?: number }): Promise<PostResult> {
  const deadline = Date.now() + options.timeoutMs;
  const { response, url: answered } = await guardedRequest(guard, url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, timeoutMs: options.timeoutMs, maxRedirects: options.maxRedirects });
  const answer = await readBounded(response, { deadline, maxBytes: options.maxResponseBytes ?? 64 * 1024 });
  return { status: response.statusCode ?? 0, headers: response.headers, body: answer, url: answered };
}

/**
 * Reads at most `maxBytes` of an answer's body (the rest is drained), giving up at `deadline`
 * (epoch ms): a body still streaming then is cut off with an error.
 */
export async function readBounded(response: http.IncomingMessage, options: { deadline: number; maxBytes: number }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const timer = setTimeout(() => response.destroy(new Error('the answer did not end in time')), Math.max(1, options.deadline - Date.now()));
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      if (size < options.maxBytes) chunks.push(chunk.subarray(0, options.maxBytes - size));
      size += chunk.length;
    }
  } finally {
    clearTimeout(timer);
  }
  return Buffer.concat(chunks);
}

function requestOnce(guard: EgressGuard, url: URL, options: RequestOptions, timeoutMs: number): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: options.method,
      headers: { 'user-agent': 'framefleet', ...(options.body === undefined ? {} : { 'content-length': Buffer.byteLength(options.body) }), ...options.headers },
      lookup: guard.lookupFor(url.hostname),
      // One connection per request: a pooled socket would skip the lookup, and with it the check.
      agent: false,
      timeout: options.timeoutMs,
      ...(options.ca === undefined ? {} : { ca: options.ca }),
    }, (response) => {
      clearTimeout(timer);
      resolve(response);
    });
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('timeout', () => request.destroy(new Error(`no data for ${options.timeoutMs} ms`)));
    request.on('error', (err) => { clearTimeout(timer); reject(err); });
    request.end(options.body);
  });
}
