/**
 * A local stand-in for Jina AI's embeddings API as footage search uses it: `POST /v1/embeddings`
 * with `{model, input: [{text} | {image: base64}], normalized, embedding_type, task?}` answers
 * `{model, object: 'list', usage, data: [{object: 'embedding', index, embedding}]}`.
 *
 * It has no model: it places pictures and words in one small space of named concepts. A picture
 * is placed by what it looks like (its mean colour's nearness to each named colour, and how much
 * its colours vary, which test patterns such as colour bars do); text by the concept words it
 * recognises. So "a red screen" lands near a red frame, as a CLIP-style model would put it.
 * Requests are recorded; `holdImages()` keeps picture requests waiting until `release()`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas, loadImage } from '@napi-rs/canvas';

const colours: Record<string, [number, number, number]> = {
  red: [1, 0, 0], green: [0, 1, 0], blue: [0, 0, 1], yellow: [1, 1, 0], white: [1, 1, 1], black: [0, 0, 0],
};
const concepts = [...Object.keys(colours), 'pattern'];
const words: Record<string, string> = {
  red: 'red', crimson: 'red', scarlet: 'red', green: 'green', grass: 'green', lime: 'green', blue: 'blue', sky: 'blue', ocean: 'blue',
  yellow: 'yellow', golden: 'yellow', sun: 'yellow', white: 'white', snow: 'white', black: 'black', dark: 'black', night: 'black',
  bars: 'pattern', stripes: 'pattern', pattern: 'pattern', rainbow: 'pattern', colourful: 'pattern', colorful: 'pattern',
};

export interface EmbeddingsCall {
  authorization: string | undefined;
  model: string;
  task: string | null;
  normalized: boolean;
  inputs: ({ text: string } | { imageMagic: string })[];
}

export interface FakeJina {
  url: string;
  calls: EmbeddingsCall[];
  /** The next picture requests answer these statuses (with an error body), one each, in order. */
  failImages(...statuses: number[]): void;
  /** Picture requests wait (unanswered) from now until `release()`. */
  holdImages(): void;
  release(): void;
  close(): Promise<void>;
}

function unit(v: number[]): number[] {
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => x / norm);
}

function embedText(text: string): number[] {
  const v = concepts.map(() => 0);
  for (const word of text.toLowerCase().split(/[^a-z]+/)) {
    const concept = words[word];
    if (concept) v[concepts.indexOf(concept)] = 1;
  }
  // Words it knows nothing of land nowhere in particular.
  return unit(v.some((x) => x > 0) ? v : concepts.map(() => 1));
}

async function embedImage(bytes: Buffer): Promise<number[]> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  const { data } = g.getImageData(0, 0, image.width, image.height);
  const n = data.length / 4;
  const mean = [0, 0, 0];
  for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) mean[c]! += data[i + c]! / 255 / n;
  let spread = 0;
  for (let i = 0; i < data.length; i += 4) spread += Math.hypot(data[i]! / 255 - mean[0]!, data[i + 1]! / 255 - mean[1]!, data[i + 2]! / 255 - mean[2]!) / n;
  const varied = spread > 0.25;
  const v = concepts.map((concept) => {
    if (concept === 'pattern') return varied ? 1 : 0;
    const [r, g2, b] = colours[concept]!;
    // A varied picture's mean colour says little of any one colour in it.
    return varied ? 0.1 : Math.max(0, 1 - Math.hypot(mean[0]! - r, mean[1]! - g2, mean[2]! - b) / 0.8);
  });
  return unit(v);
}

export async function startFakeJina(): Promise<FakeJina> {
  const calls: EmbeddingsCall[] = [];
  let held: (() => void)[] | null = null;
  const imageFailures: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || req.url !== '/v1/embeddings') return answer(404, { detail: 'Not Found' });
      if (!req.headers.authorization?.startsWith('Bearer ')) return answer(401, { detail: 'Unauthorized: a bearer token is required' });
      let body: { model?: string; input?: unknown[]; task?: string; normalized?: boolean };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString());
      } catch {
        return answer(400, { detail: 'the body is not JSON' });
      }
      const inputs = Array.isArray(body.input) ? body.input as Record<string, unknown>[] : [];
      if (!body.model || inputs.length === 0) return answer(422, { detail: 'model and input are required' });
      calls.push({
        authorization: req.headers.authorization, model: body.model, task: body.task ?? null, normalized: body.normalized === true,
        inputs: inputs.map((i) => (typeof i.text === 'string' ? { text: i.text } : { imageMagic: Buffer.from(String(i.image), 'base64').subarray(0, 2).toString('hex') })),
      });
      if (held && inputs.some((i) => 'image' in i)) await new Promise<void>((r) => held!.push(r));
      const failure = inputs.some((i) => 'image' in i) ? imageFailures.shift() : undefined;
      if (failure) return answer(failure, { detail: `scripted ${failure}` });
      try {
        const data = await Promise.all(inputs.map(async (input, index) => ({
          object: 'embedding', index,
          embedding: typeof input.text === 'string' ? embedText(input.text) : await embedImage(Buffer.from(String(input.image), 'base64')),
        })));
        answer(200, { model: body.model, object: 'list', usage: { total_tokens: inputs.length * 10, prompt_tokens: inputs.length * 10 }, data });
      } catch (err) {
        answer(400, { detail: `an input could not be read: ${(err as Error).message}` });
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    failImages(...statuses) { imageFailures.push(...statuses); },
    holdImages() { held ??= []; },
    release() { const waiting = held ?? []; held = null; for (const go of waiting) go(); },
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}
