/**
 * The framefleet API client for TypeScript: the typed openapi-fetch client over the types
 * openapi-typescript generates from the service's OpenAPI document (schema.ts), the spec's error
 * envelope as a typed error, and helpers for what a program does by hand otherwise: waiting for a
 * job, uploading media, verifying a webhook. Runs in browsers and in Node: nothing here imports a
 * Node module (file helpers are in node.ts).
 */
import createClient, { type Client } from 'openapi-fetch';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { components, operations, paths } from './schema.ts';

export type { components, operations, paths };

/** A field the service refused and why (`details.fields` of a 400 `validation_failed` or a 422). */
export interface FieldProblem {
  /** Where the field is: `body.values.title`, `querystring.wait`, `body.composition.tracks.0.clips.0.duration`… */
  path: string;
  problem: string;
  /** Template values: the parameter the field belongs to. */
  parameter?: string;
}

/** The error envelope every failure answers with (the spec's "Errors"). */
export interface ErrorEnvelope {
  error: {
    /** Stable, machine-readable: `validation_failed`, `template_values_invalid`, `not_found`… */
    code: string;
    message: string;
    contract: string;
    contractVersion: string;
    details: { fields?: FieldProblem[]; retryAfterSeconds?: number; [key: string]: unknown };
  };
}

/**
 * The generated paths with the error envelope as every operation's `default` answer: the document
 * lists error statuses on some operations only, and the service answers the envelope on all.
 * With it `error` is typed on every call's result.
 */
export type FramefleetPaths = {
  [Path in keyof paths]: {
    [Method in keyof paths[Path]]: paths[Path][Method] extends { responses: infer Responses }
      ? Omit<paths[Path][Method], 'responses'> & { responses: Responses & { default: { headers: { [name: string]: unknown }; content: { 'application/json': ErrorEnvelope } } } }
      : paths[Path][Method];
  };
};

export type FramefleetClient = Client<FramefleetPaths>;

export interface FramefleetClientOptions {
  /** Where the API is, e.g. `http://127.0.0.1:8080` (no `/v1`: paths carry it). */
  baseUrl: string;
  /** An API key (`svc_live_…`, `svc_test_…`) or an OAuth access token, sent as a bearer token. */
  apiKey?: string;
  /** The fetch to use (default: the global one). */
  fetch?: (input: Request) => Promise<Response>;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

/**
 * The typed client: `client.GET('/v1/renders/{id}', { params: { path: { id } } })` answers
 * `{ data, error, response }`, with `data` the operation's success body and `error` the envelope.
 * `unwrap()` turns that into the body or a thrown FramefleetApiError.
 */
export function createFramefleetClient(options: FramefleetClientOptions): FramefleetClient {
  return createClient<FramefleetPaths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: { ...options.headers, ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
  });
}

/** A failed call: the HTTP status and the envelope's code, message and details. */
export class FramefleetApiError extends Error {
  override readonly name = 'FramefleetApiError';
  readonly status: number;
  readonly code: string;
  readonly details: ErrorEnvelope['error']['details'];

  constructor(status: number, envelope: ErrorEnvelope['error']) {
    super(`${status} ${envelope.code}: ${envelope.message}`);
    this.status = status;
    this.code = envelope.code;
    this.details = envelope.details ?? {};
  }

  /** The fields refused (`details.fields`); empty when the error names none. */
  get fields(): FieldProblem[] {
    return Array.isArray(this.details.fields) ? this.details.fields : [];
  }

  /** The error of a response whose body is `body` (the envelope, or anything a proxy answered). */
  static from(response: Response, body: unknown): FramefleetApiError {
    const envelope = (body as Partial<ErrorEnvelope> | null)?.error;
    if (envelope && typeof envelope.code === 'string') return new FramefleetApiError(response.status, envelope);
    return new FramefleetApiError(response.status, {
      code: 'unexpected_response', message: `HTTP ${response.status} without the error envelope${typeof body === 'string' && body ? `: ${body.slice(0, 200)}` : ''}`,
      contract: '', contractVersion: '', details: {},
    });
  }
}

/** The success body of a call, or its error thrown as a FramefleetApiError. */
export function unwrap<Data>(result: { data?: Data; error?: unknown; response: Response }): Data {
  if (result.response.ok && result.error === undefined) return result.data as Data;
  throw FramefleetApiError.from(result.response, result.error);
}

// --- waiting for a job ---------------------------------------------------------------------------

/** A job as `GET /v1/jobs/{jobId}` answers it. */
export type Job = operations['getJob']['responses'][200]['content']['application/json'];

/** The longest `wait` the service holds an answer for (seconds). */
const longestWaitSeconds = 60;

export class JobWaitTimeoutError extends Error {
  override readonly name = 'JobWaitTimeoutError';
  constructor(readonly job: Job, timeoutMs: number) {
    super(`job ${job.jobId} is still ${job.status} after ${Math.round(timeoutMs / 1000)} s`);
  }
}

export interface WaitForJobOptions {
  /** How long to wait in all before throwing JobWaitTimeoutError (default 10 minutes). */
  timeoutMs?: number;
  /** Called with the job each time it is read while running (render jobs carry `progress`). */
  onProgress?: (job: Job) => void;
  /** Stops the wait (the pending request is aborted and the signal's reason thrown). */
  signal?: AbortSignal;
  /**
   * The longest single hold asked of the service (seconds, 1 to 60, default 60). A shorter one
   * reports progress more often; the job's end is answered within about a second either way.
   */
  pollSeconds?: number;
}

const sleep = (ms: number, signal?: AbortSignal) => new Promise<void>((resolve, reject) => {
  const timer = setTimeout(resolve, ms);
  signal?.addEventListener('abort', () => { clearTimeout(timer); reject(signal.reason); }, { once: true });
});

/**
 * Waits for a job (any receipt: a render's id, a still's or a transcription's jobId) to end, with
 * the service's long-poll (`?wait=`), and answers it as it ended: `succeeded` (with `result`),
 * `failed` (with `error`) or `cancelled`. A call refused because the replica holds too many waits
 * (429 `too_many_waits`) is retried after the second it asks for; other errors are thrown.
 */
export async function waitForJob(client: FramefleetClient, jobId: string, options: WaitForJobOptions = {}): Promise<Job> {
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  const pollSeconds = Math.min(longestWaitSeconds, Math.max(1, Math.floor(options.pollSeconds ?? longestWaitSeconds)));
  const deadline = Date.now() + timeoutMs;
  let job: Job | undefined;
  for (;;) {
    options.signal?.throwIfAborted();
    const remainingSeconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    const wait = job === undefined ? 0 : Math.min(pollSeconds, remainingSeconds);
    const result = await client.GET('/v1/jobs/{jobId}', { params: { path: { jobId }, query: { wait: String(wait) } }, ...(options.signal ? { signal: options.signal } : {}) });
    if (result.response.status === 429 && result.error?.error.code === 'too_many_waits') {
      await sleep(1000 * (Number(result.error.error.details.retryAfterSeconds) || 1), options.signal);
      continue;
    }
    job = unwrap(result);
    if (job.status !== 'running') return job;
    options.onProgress?.(job);
    if (Date.now() >= deadline) throw new JobWaitTimeoutError(job, timeoutMs);
  }
}

// --- media ---------------------------------------------------------------------------------------

/** A media item as the upload answers it. */
export type MediaItem = operations['uploadMedia']['responses'][201]['content']['application/json'];

export interface UploadMediaOptions {
  /** The item's display name (the service's default: `upload`). */
  name?: string;
  /** The body's content type: video/*, image/*, audio/* or application/octet-stream (default: the Blob's type, else octet-stream). */
  contentType?: string;
}

/**
 * Uploads a file's bytes as a media item (`POST /v1/media`, the bytes as the body) and answers the
 * item once the service has probed it: `ref` (`media:<id>`) is what compositions name. Bytes that
 * are not media are a 422, thrown as a FramefleetApiError. In Node, `uploadMediaFile` (node.ts)
 * takes a path.
 */
export async function uploadMedia(client: FramefleetClient, bytes: Blob | ArrayBuffer | Uint8Array, options: UploadMediaOptions = {}): Promise<MediaItem> {
  const contentType = options.contentType || (bytes instanceof Blob && bytes.type) || 'application/octet-stream';
  return unwrap(await client.POST('/v1/media', {
    params: { query: options.name ? { name: options.name } : {} },
    // The document describes no body for this operation (any media type is the file itself).
    body: bytes as never,
    bodySerializer: (body: unknown) => body,
    headers: { 'content-type': contentType },
  }));
}

// --- webhooks ------------------------------------------------------------------------------------

export { WebhookVerificationError };

/**
 * Checks a webhook delivery's Standard Webhooks signature (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`) against the endpoint's secret (`whsec_…`, shown when the webhook was
 * created or rotated) and answers the parsed event. `payload` must be the body exactly as
 * received, before any JSON parsing. Throws WebhookVerificationError when the signature does not
 * match or the timestamp is more than five minutes away.
 */
export function verifyWebhook<Event = Record<string, unknown>>(payload: string, headers: Headers | Record<string, string | string[] | undefined>, secret: string): Event {
  const flat: Record<string, string> = {};
  if (headers instanceof Headers) headers.forEach((value, key) => { flat[key] = value; });
  else for (const [key, value] of Object.entries(headers)) if (value !== undefined) flat[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return new Webhook(secret).verify(payload, flat) as Event;
}
