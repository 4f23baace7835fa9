/**
 * A local fake of the OpenAI-compatible chat completions API (`POST /v1/chat/completions`) for
 * tests: a real HTTP server that reads the transcript lines (`[12.3] text`) in the user message
 * and answers the JSON object the system message asks for (`Answer {"key": ...}`), quoting line
 * starts as a model should. `fabricateNext` makes the next answers name a time that is no line
 * start; `answers` scripts the status of the next calls; every request is recorded, with usage
 * reported the way the API does (prompt and completion tokens).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatCall {
  authorization: string | undefined;
  model: string;
  responseFormat: unknown;
  maxTokens: number;
  system: string;
  user: string;
}

export interface FakeChatApi {
  /** Base URL to configure (ends in /v1). */
  url: string;
  calls: ChatCall[];
  /** How many of the next answers name a fabricated time (a line start plus 3.3 s). */
  fabricateNext: number;
  /** HTTP statuses of the next calls (200 when empty). */
  answers: number[];
  close(): Promise<void>;
}

interface Line { start: number; text: string }

function linesOf(user: string): Line[] {
  return [...user.matchAll(/^\[(\d+(?:\.\d+)?)\] (.*)$/gm)].map((m) => ({ start: Number(m[1]), text: m[2]! }));
}

function title(text: string): string {
  return text.split(/\s+/).slice(0, 6).join(' ').replace(/[.,!?]+$/, '');
}

/** What a careful model answers for the key asked for: every time a line start. */
function answerFor(key: string, lines: Line[], fabricate: boolean): Record<string, unknown> {
  const shift = (t: number, i: number) => (fabricate && i === 0 ? Math.round((t + 3.3) * 10) / 10 : t);
  if (key === 'summary') {
    const first = lines[0]!;
    return { summary: `The speaker covers ${lines.length} points, starting with ${title(first.text).toLowerCase()} [${shift(first.start, 0).toFixed(1)}].` };
  }
  if (key === 'moments') {
    // Clip suggestions: each line is a moment running to the next line start, the later ones hooks.
    return {
      moments: lines.map((l, i) => ({
        start: shift(l.start, i), end: lines[i + 1]?.start ?? l.start, title: title(l.text), hook: Math.round((0.4 + 0.5 * ((i + 1) / lines.length)) * 100) / 100,
      })),
    };
  }
  return { [key]: lines.map((l, i) => ({ start: shift(l.start, i), title: title(l.text) })) };
}

export async function startFakeChatApi(): Promise<FakeChatApi> {
  const fake: FakeChatApi = { url: '', calls: [], fabricateNext: 0, answers: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return send(404, { error: { message: `no route ${req.method} ${req.url}` } });
      let body: { model?: string; response_format?: unknown; max_tokens?: number; messages?: { role: string; content: string }[] };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString());
      } catch {
        return send(400, { error: { message: 'body is not JSON' } });
      }
      const system = body.messages?.find((m) => m.role === 'system')?.content ?? '';
      const user = body.messages?.find((m) => m.role === 'user')?.content ?? '';
      fake.calls.push({ authorization: req.headers.authorization, model: body.model ?? '', responseFormat: body.response_format, maxTokens: body.max_tokens ?? 0, system, user });
      const status = fake.answers.shift() ?? 200;
      if (status !== 200) return send(status, { error: { message: `scripted ${status}` } });
      const key = /Answer \{"(\w+)"/.exec(system)?.[1];
      const lines = linesOf(user);
      if (!key || lines.length === 0) return send(400, { error: { message: 'the fake reads a transcript of [seconds] lines and a system message naming the answer\'s key' } });
      const fabricate = fake.fabricateNext > 0;
      if (fabricate) fake.fabricateNext -= 1;
      const content = JSON.stringify(answerFor(key, lines, fabricate));
      send(200, {
        id: `chatcmpl-${fake.calls.length}`, object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: Math.ceil((system.length + user.length) / 4), completion_tokens: Math.ceil(content.length / 4), total_tokens: 0 },
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise<void>((r) => server.close(() => r()));
  return fake;
}
