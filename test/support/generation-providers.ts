/**
 * Local fakes of the two media generation APIs the adapters speak, recording every request:
 *
 * - the OpenAI images API: `POST /v1/images/generations` answers one PNG as `b64_json`;
 * - fal.ai's queue API: `POST /{model}` answers a `request_id`; `GET /{app}/requests/{id}/status`
 *   says `IN_PROGRESS` until the test calls `finish(id)` (or at once with `autoFinish`), then
 *   `COMPLETED`; `GET /{app}/requests/{id}` gives `{video: {url}}` pointing at an MP4 this server
 *   serves (or a 422 for a request the test made `refuse`).
 *
 * The files are real (ffmpeg lavfi), so the service's probe finds a real image or video.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RecordedCall { method: string; path: string; authorization?: string; body: Record<string, any> | null }

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function readBody(req: IncomingMessage): Promise<Record<string, any> | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      try { resolve(text ? JSON.parse(text) as Record<string, any> : null); } catch { resolve(null); }
    });
  });
}

const json = (res: ServerResponse, status: number, body: unknown) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Media files the fakes hand out, made once per fake. */
function makeFiles() {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-genfake-'));
  try {
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=96x64:rate=1', '-frames:v', '1', join(dir, 'image.png')]);
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=96x64:rate=10:duration=5', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', join(dir, 'video.mp4')]);
    return { png: readFileSync(join(dir, 'image.png')), mp4: readFileSync(join(dir, 'video.mp4')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface FakeImagesApi { url: string; calls: RecordedCall[]; close(): Promise<void> }

export async function startFakeImagesApi(): Promise<FakeImagesApi> {
  const { png } = makeFiles();
  const calls: RecordedCall[] = [];
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    calls.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || req.url !== '/v1/images/generations') return json(res, 404, { error: { message: 'not found' } });
    if (!body?.prompt || !body.model) return json(res, 400, { error: { message: 'model and prompt are required', type: 'invalid_request_error' } });
    json(res, 200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: png.toString('base64') }], output_format: 'png', usage: { input_tokens: 20, output_tokens: 1056, total_tokens: 1076 } });
  });
  const url = `${await listen(server)}/v1`;
  return { url, calls, close: () => new Promise((r) => server.close(() => r())) };
}

export interface FakeFalQueue {
  url: string;
  calls: RecordedCall[];
  /** The submissions (POST of a model), in order. */
  readonly submissions: RecordedCall[];
  /** Request ids in order of submission. */
  requestIds: string[];
  autoFinish: boolean;
  finish(id: string): void;
  refuse(id: string, message: string): void;
  close(): Promise<void>;
}

export async function startFakeFalQueue(options: { autoFinish?: boolean } = {}): Promise<FakeFalQueue> {
  const { mp4 } = makeFiles();
  const calls: RecordedCall[] = [];
  const requests = new Map<string, { model: string; state: 'IN_PROGRESS' | 'COMPLETED'; refusal?: string }>();
  let base = '';
  const fake: FakeFalQueue = {
    url: '', calls, requestIds: [], autoFinish: options.autoFinish ?? false,
    get submissions() { return calls.filter((c) => c.method === 'POST'); },
    finish(id) { requests.get(id)!.state = 'COMPLETED'; },
    refuse(id, message) { const r = requests.get(id)!; r.state = 'COMPLETED'; r.refusal = message; },
    close: () => new Promise((r) => server.close(() => r())),
  };
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '';
    calls.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    if (path.startsWith('/files/')) return void res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': mp4.length }).end(mp4);
    if (!String(req.headers.authorization ?? '').startsWith('Key ')) return json(res, 401, { detail: 'No user found for Key ID and Secret' });
    if (req.method === 'POST') {
      if (!body?.prompt) return json(res, 422, { detail: [{ loc: ['body', 'prompt'], msg: 'field required' }] });
      const id = randomBytes(8).toString('hex');
      const model = path.slice(1);
      requests.set(id, { model, state: fake.autoFinish ? 'COMPLETED' : 'IN_PROGRESS' });
      fake.requestIds.push(id);
      const app = model.split('/').slice(0, 2).join('/');
      return json(res, 200, { request_id: id, response_url: `${base}/${app}/requests/${id}`, status_url: `${base}/${app}/requests/${id}/status`, cancel_url: `${base}/${app}/requests/${id}/cancel` });
    }
    const m = /^\/([^/]+\/[^/]+)\/requests\/([^/]+)(\/status)?$/.exec(path);
    const request = m ? requests.get(m[2]!) : undefined;
    if (!m || !request || req.method !== 'GET') return json(res, 404, { detail: 'Request not found' });
    if (m[3]) return json(res, 200, { status: request.state, request_id: m[2], ...(request.state === 'IN_PROGRESS' ? { logs: [] } : {}) });
    if (request.state !== 'COMPLETED') return json(res, 400, { detail: 'Request is still in progress' });
    if (request.refusal) return json(res, 422, { detail: request.refusal });
    json(res, 200, { video: { url: `${base}/files/${m[2]}.mp4`, content_type: 'video/mp4', file_name: 'output.mp4', file_size: mp4.length }, seed: 42 });
  });
  base = await listen(server);
  fake.url = base;
  return fake;
}
