/**
 * Media generation providers behind one interface, each with its price table (cents of provider
 * cost per output, by model and parameters) so a generation is quoted before anything is spent.
 *
 * - `OpenAiCompatibleImages`: the OpenAI images API (`POST {base}/images/generations`, the image
 *   answered as `b64_json`), which OpenAI and compatible gateways answer. Synchronous: the image
 *   comes back in the answer to the request.
 * - `FalQueueVideo`: fal.ai's queue API (`POST {queue}/{model}` → `request_id`; `GET
 *   {queue}/{app}/requests/{id}/status` until `COMPLETED`; `GET {queue}/{app}/requests/{id}` for
 *   the result, whose `video.url` is downloaded). The request id is what a restarted control plane
 *   polls again, so a generation is never submitted twice.
 */
import type { AspectRatio, GenerationRequest, GeneratorKind } from '../media/generation-state.ts';

export interface GeneratedOutput { bytes: Buffer; mimeType: string }
export interface ProviderRequest { id: string; statusUrl: string; responseUrl: string }

export type ProviderPoll = { state: 'running' } | { state: 'done'; output: GeneratedOutput } | { state: 'failed'; message: string };

/** A still the generation starts from (image-to-video). */
export interface SourceImage { bytes: Buffer; mimeType: string }

export interface MediaGenerationProvider {
  readonly name: string;
  /** The settings a deployment sets to enable it (named in the 503 when it is missing). */
  readonly generators: readonly GeneratorKind[];
  model(request: GenerationRequest): string;
  /** The provider's price for this request, in cents (fractions kept). */
  estimateCents(request: GenerationRequest): number;
  /** What the delivered output cost, by the same table (`durationSec` as probed, for per-second prices). */
  actualCents(request: GenerationRequest, delivered: { durationSec: number | null }): number;
  /** Asks for the generation: a synchronous provider answers the output, a queue provider a request to poll. */
  submit(request: GenerationRequest, source: SourceImage | null): Promise<{ output: GeneratedOutput } | { providerRequest: ProviderRequest }>;
  poll(providerRequest: ProviderRequest): Promise<ProviderPoll>;
}

export class GenerationProviderError extends Error {
  constructor(message: string, readonly retryable: boolean) {
    super(message);
  }
}

/** A provider's answer read as JSON; unreachable, 429 and 5xx are retryable, other refusals are not. */
async function callJson(url: string, init: RequestInit & { timeoutMs: number }, what: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs) });
  } catch (err) {
    throw new GenerationProviderError(`the ${what} could not be reached: ${(err as Error).message}`, true);
  }
  const text = await res.text();
  if (!res.ok) throw new GenerationProviderError(`the ${what} answered ${res.status}: ${text.slice(0, 300)}`, res.status === 429 || res.status >= 500);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GenerationProviderError(`the ${what} answered with something other than JSON`, true);
  }
}

/** Cents per image by model, quality tier and size (the provider's published prices). */
const imagePrices: Record<string, { quality: string | null; sizes: Record<AspectRatio, { size: string; cents: number }> }> = {
  'gpt-image-1': { quality: 'medium', sizes: { '1:1': { size: '1024x1024', cents: 4.2 }, '16:9': { size: '1536x1024', cents: 6.3 }, '9:16': { size: '1024x1536', cents: 6.3 } } },
  'dall-e-3': { quality: 'standard', sizes: { '1:1': { size: '1024x1024', cents: 4 }, '16:9': { size: '1792x1024', cents: 8 }, '9:16': { size: '1024x1792', cents: 8 } } },
};
export const imageModels = Object.keys(imagePrices);

export class OpenAiCompatibleImages implements MediaGenerationProvider {
  readonly name = 'openai-images';
  readonly generators = ['text-to-image'] as const;
  private readonly table: (typeof imagePrices)[string];

  constructor(private readonly options: { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number }) {
    const table = imagePrices[options.model];
    if (!table) throw new Error(`no price is known for image model ${options.model} (known: ${imageModels.join(', ')})`);
    this.table = table;
  }

  model(): string { return this.options.model; }

  estimateCents(request: GenerationRequest): number { return this.table.sizes[request.aspectRatio].cents; }

  actualCents(request: GenerationRequest): number { return this.estimateCents(request); }

  async submit(request: GenerationRequest): Promise<{ output: GeneratedOutput }> {
    const { size } = this.table.sizes[request.aspectRatio];
    // DALL·E answers URLs unless asked for b64_json; gpt-image-1 always answers b64_json and refuses the field.
    const body = { model: this.options.model, prompt: request.prompt, n: 1, size, ...(this.table.quality ? { quality: this.table.quality } : {}), ...(this.options.model.startsWith('dall-e') ? { response_format: 'b64_json' } : {}) };
    const answer = await callJson(`${this.options.baseUrl.replace(/\/$/, '')}/images/generations`, {
      method: 'POST', body: JSON.stringify(body), timeoutMs: this.options.timeoutMs ?? 5 * 60_000,
      headers: { 'content-type': 'application/json', ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}) },
    }, 'image generation provider') as { data?: { b64_json?: string }[]; output_format?: string };
    const b64 = answer.data?.[0]?.b64_json;
    if (typeof b64 !== 'string' || !b64) throw new GenerationProviderError('the image generation provider answered no image (data[0].b64_json)', false);
    const format = answer.output_format ?? 'png';
    return { output: { bytes: Buffer.from(b64, 'base64'), mimeType: `image/${format === 'jpeg' ? 'jpeg' : format}` } };
  }

  async poll(): Promise<ProviderPoll> {
    throw new GenerationProviderError('the images API answers at once; there is nothing to poll', false);
  }
}

/** fal models per generator, with their prices: per second of video, or per video. */
const videoModels: Record<Exclude<GeneratorKind, 'text-to-image'>, { model: string; centsPerSecond?: number; centsPerVideo?: number; durations: number[] }> = {
  'text-to-video': { model: 'fal-ai/kling-video/v2.1/master/text-to-video', centsPerSecond: 28, durations: [5, 10] },
  'image-to-video': { model: 'fal-ai/kling-video/v2.1/standard/image-to-video', centsPerSecond: 5, durations: [5, 10] },
  // Stylised 2D motion (illustration, cartoon) from a prompt: one clip of about 6 seconds, priced per video.
  'text-to-animation': { model: 'fal-ai/minimax/video-01-live', centsPerVideo: 50, durations: [6] },
};
export const videoDurations = (generator: Exclude<GeneratorKind, 'text-to-image'>) => videoModels[generator].durations;

export class FalQueueVideo implements MediaGenerationProvider {
  readonly name = 'fal-queue';
  readonly generators = ['text-to-video', 'image-to-video', 'text-to-animation'] as const;

  constructor(private readonly options: { queueUrl: string; apiKey: string; timeoutMs?: number }) {}

  private entry(request: GenerationRequest) {
    if (request.generator === 'text-to-image') throw new Error('fal video models do not make stills');
    return videoModels[request.generator];
  }

  model(request: GenerationRequest): string { return this.entry(request).model; }

  private price(request: GenerationRequest, durationSec: number): number {
    const entry = this.entry(request);
    return entry.centsPerVideo ?? entry.centsPerSecond! * durationSec;
  }

  estimateCents(request: GenerationRequest): number {
    return this.price(request, request.durationSec ?? this.entry(request).durations[0]!);
  }

  /** Priced by the seconds delivered (never above the quote: the provider bills what was asked). */
  actualCents(request: GenerationRequest, delivered: { durationSec: number | null }): number {
    const asked = request.durationSec ?? this.entry(request).durations[0]!;
    return this.price(request, Math.min(asked, Math.ceil(delivered.durationSec ?? asked)));
  }

  private get base() { return this.options.queueUrl.replace(/\/$/, ''); }
  private get headers() { return { authorization: `Key ${this.options.apiKey}`, 'content-type': 'application/json' }; }

  async submit(request: GenerationRequest, source: SourceImage | null): Promise<{ providerRequest: ProviderRequest }> {
    const entry = this.entry(request);
    const input: Record<string, unknown> = { prompt: request.prompt };
    if (entry.centsPerSecond) { input.duration = String(request.durationSec ?? entry.durations[0]); input.aspect_ratio = request.aspectRatio; }
    // fal takes a data URI wherever it takes a file URL: the still never needs a public address.
    if (source) input.image_url = `data:${source.mimeType};base64,${source.bytes.toString('base64')}`;
    const answer = await callJson(`${this.base}/${entry.model}`, {
      method: 'POST', body: JSON.stringify(input), headers: this.headers, timeoutMs: this.options.timeoutMs ?? 60_000,
    }, 'video generation provider') as { request_id?: string };
    if (typeof answer.request_id !== 'string' || !answer.request_id) throw new GenerationProviderError('the video generation provider answered no request_id', false);
    // Status and result live under the app id (the model's first two path segments), not the full model path.
    const app = entry.model.split('/').slice(0, 2).join('/');
    const id = encodeURIComponent(answer.request_id);
    return { providerRequest: { id: answer.request_id, statusUrl: `${this.base}/${app}/requests/${id}/status`, responseUrl: `${this.base}/${app}/requests/${id}` } };
  }

  async poll(providerRequest: ProviderRequest): Promise<ProviderPoll> {
    const timeoutMs = this.options.timeoutMs ?? 60_000;
    const status = await callJson(providerRequest.statusUrl, { method: 'GET', headers: this.headers, timeoutMs }, 'video generation provider') as { status?: string };
    if (status.status === 'IN_QUEUE' || status.status === 'IN_PROGRESS') return { state: 'running' };
    if (status.status !== 'COMPLETED') throw new GenerationProviderError(`the video generation provider reported status ${String(status.status)}`, true);
    let result: { video?: { url?: string; content_type?: string } };
    try {
      result = await callJson(providerRequest.responseUrl, { method: 'GET', headers: this.headers, timeoutMs }, 'video generation provider') as typeof result;
    } catch (err) {
      // A completed request whose result is refused failed on the provider's side (bad input, moderation).
      if (err instanceof GenerationProviderError && !err.retryable) return { state: 'failed', message: err.message };
      throw err;
    }
    const url = result.video?.url;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return { state: 'failed', message: 'the video generation provider completed without a video URL' };
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(10 * 60_000) });
    } catch (err) {
      throw new GenerationProviderError(`the generated video could not be downloaded: ${(err as Error).message}`, true);
    }
    if (!res.ok) throw new GenerationProviderError(`the generated video's URL answered ${res.status}`, res.status === 429 || res.status >= 500);
    return { state: 'done', output: { bytes: Buffer.from(await res.arrayBuffer()), mimeType: result.video?.content_type ?? res.headers.get('content-type') ?? 'video/mp4' } };
  }
}
