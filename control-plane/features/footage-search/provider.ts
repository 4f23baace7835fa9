/**
 * Image-text embedding providers behind one interface: pictures and words mapped into one vector
 * space, so a sentence lands near the frames it describes. The adapter shipped speaks Jina AI's
 * embeddings API (`POST {base}/embeddings` with `jina-clip-v2`, inputs `{text}` or `{image}` where
 * an image is base64 bytes), a CLIP-style model served over HTTP.
 */
export interface MultimodalEmbedder {
  readonly name: string;
  /** One unit-length vector per image (JPEG or PNG bytes), in order. Throws EmbeddingError. */
  embedImages(images: Buffer[], options?: { signal?: AbortSignal }): Promise<Float32Array[]>;
  /** The unit-length vector of a search query. Throws EmbeddingError. */
  embedQuery(text: string, options?: { signal?: AbortSignal }): Promise<Float32Array>;
}

export class EmbeddingError extends Error {
  constructor(message: string, readonly retryable: boolean) {
    super(message);
  }
}

interface EmbeddingsResponse {
  data?: { index?: number; embedding?: number[] }[];
}

export class JinaEmbedder implements MultimodalEmbedder {
  readonly name = 'jina';

  constructor(private readonly options: { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number }) {}

  async embedImages(images: Buffer[], { signal }: { signal?: AbortSignal } = {}): Promise<Float32Array[]> {
    if (images.length === 0) return [];
    return this.embed(images.map((image) => ({ image: image.toString('base64') })), undefined, signal);
  }

  async embedQuery(text: string, { signal }: { signal?: AbortSignal } = {}): Promise<Float32Array> {
    // Queries are embedded for retrieval, as the model's documentation asks of short search text.
    return (await this.embed([{ text }], 'retrieval.query', signal))[0]!;
  }

  private async embed(input: ({ text: string } | { image: string })[], task: string | undefined, signal?: AbortSignal): Promise<Float32Array[]> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 60_000);
    let res: Response;
    try {
      res = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/embeddings`, {
        method: 'POST',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}) },
        body: JSON.stringify({ model: this.options.model, input, normalized: true, embedding_type: 'float', ...(task ? { task } : {}) }),
      });
    } catch (err) {
      throw new EmbeddingError(`the embeddings provider could not be reached: ${(err as Error).message}`, true);
    }
    const text = await res.text();
    if (!res.ok) {
      // Rate limits and server errors pass; a refused request (bad image, bad key) will not.
      throw new EmbeddingError(`the embeddings provider answered ${res.status}: ${text.slice(0, 300)}`, res.status === 429 || res.status >= 500);
    }
    let body: EmbeddingsResponse;
    try {
      body = JSON.parse(text) as EmbeddingsResponse;
    } catch {
      throw new EmbeddingError('the embeddings provider answered with something other than JSON', true);
    }
    const vectors: Float32Array[] = [];
    for (const [position, entry] of (body.data ?? []).entries()) {
      const index = entry.index ?? position;
      if (!Array.isArray(entry.embedding) || entry.embedding.length === 0 || !entry.embedding.every(Number.isFinite)) {
        throw new EmbeddingError(`the embeddings provider answered an unusable vector for input ${index}`, false);
      }
      vectors[index] = unitLength(Float32Array.from(entry.embedding));
    }
    if (vectors.length !== input.length || vectors.some((v) => v === undefined) || new Set(vectors.map((v) => v.length)).size !== 1) {
      throw new EmbeddingError(`the embeddings provider answered ${vectors.filter(Boolean).length} vectors of mixed or missing sizes for ${input.length} inputs`, false);
    }
    return vectors;
  }
}

/** The vector scaled to length 1, so cosine similarity is comparable across providers that do not normalise. */
function unitLength(v: Float32Array): Float32Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < v.length; i++) v[i]! /= norm;
  return v;
}
