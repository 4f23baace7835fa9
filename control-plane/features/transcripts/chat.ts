/**
 * Language models behind one interface. The adapter shipped speaks the OpenAI-compatible chat
 * completions API (`POST {base}/chat/completions` with `response_format: {type: 'json_object'}`),
 * which OpenAI, Groq, Together, OpenRouter, vLLM and Ollama all answer. Each answer carries the
 * tokens it spent, priced from the deployment's price table in cents of provider cost (the unit
 * of the `ai_tokens` feature).
 */

export interface ChatPrices {
  /** Cents of provider cost per million prompt tokens. */
  inputCentsPerMillion: number;
  /** Cents of provider cost per million completion tokens. */
  outputCentsPerMillion: number;
}

export interface ChatUsage { promptTokens: number; completionTokens: number }

export interface ChatAnswer {
  /** The parsed JSON object the model answered with. */
  json: Record<string, unknown>;
  usage: ChatUsage;
}

export interface ChatRequest {
  system: string;
  user: string;
  /** Most tokens the answer may spend (bounds the quote). */
  maxTokens: number;
  signal?: AbortSignal;
}

export interface ChatModel {
  readonly name: string;
  readonly prices: ChatPrices;
  /** Asks for one JSON object. Throws ChatError. */
  complete(request: ChatRequest): Promise<ChatAnswer>;
}

export class ChatError extends Error {
  constructor(message: string, readonly retryable: boolean) {
    super(message);
  }
}

/** Cents of provider cost of `usage` at `prices` (fractional; rounded where credits are drawn). */
export function usageCents(usage: ChatUsage, prices: ChatPrices): number {
  return (usage.promptTokens * prices.inputCentsPerMillion + usage.completionTokens * prices.outputCentsPerMillion) / 1e6;
}

/** A bound on the prompt tokens of `text`: tokenizers average about four characters a token; three keeps the quote on the high side. */
export function promptTokenBound(text: string): number {
  return Math.ceil(text.length / 3) + 64;
}

interface CompletionBody {
  choices?: { message?: { content?: string | null }; finish_reason?: string }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

export class OpenAiCompatibleChat implements ChatModel {
  readonly name = 'openai-compatible';
  readonly prices: ChatPrices;

  constructor(private readonly options: { baseUrl: string; apiKey?: string; model: string; prices: ChatPrices; timeoutMs?: number }) {
    this.prices = options.prices;
  }

  async complete({ system, user, maxTokens, signal }: ChatRequest): Promise<ChatAnswer> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 120_000);
    let res: Response;
    try {
      res = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        headers: { 'content-type': 'application/json', ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}) },
        body: JSON.stringify({
          model: this.options.model, temperature: 0, max_tokens: maxTokens, response_format: { type: 'json_object' },
          messages: [{ role: 'system', content: system }, { role: 'user', content: user }],
        }),
      });
    } catch (err) {
      throw new ChatError(`the language model provider could not be reached: ${(err as Error).message}`, true);
    }
    const text = await res.text();
    if (!res.ok) throw new ChatError(`the language model provider answered ${res.status}: ${text.slice(0, 300)}`, res.status === 429 || res.status >= 500);
    let body: CompletionBody;
    try {
      body = JSON.parse(text) as CompletionBody;
    } catch {
      throw new ChatError('the language model provider answered with something other than JSON', true);
    }
    const usage = { promptTokens: Math.max(0, body.usage?.prompt_tokens ?? 0), completionTokens: Math.max(0, body.usage?.completion_tokens ?? 0) };
    const choice = body.choices?.[0];
    if (choice?.finish_reason === 'length') throw new ChatError('the language model ran out of tokens before finishing its answer', false);
    let json: unknown;
    try {
      // Some servers fence the object in markdown even in JSON mode.
      json = JSON.parse((choice?.message?.content ?? '').trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1'));
    } catch {
      throw new ChatError('the language model answered with something other than a JSON object', false);
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw new ChatError('the language model answered with something other than a JSON object', false);
    return { json: json as Record<string, unknown>, usage };
  }
}
