/**
 * Typed configuration from environment variables, validated once at start.
 *
 * Every variable is declared in `variables` below with its parser and default; `loadConfig`
 * reads them all and throws one ConfigError naming every bad variable, so an operator fixes a
 * deployment in one pass instead of one crash per typo.
 */
import { isAbsolute, resolve } from 'node:path';

export class ConfigError extends Error {
  readonly problems: { variable: string; problem: string }[];
  constructor(problems: { variable: string; problem: string }[]) {
    super(`invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Loopback defaults that match `framefleet services start`. */
export const serviceDefaults = {
  amqpUrl: 'amqp://guest:guest@127.0.0.1:5672',
  mongoUrl: 'mongodb://127.0.0.1:27018/framefleet',
  ferretdbListen: '127.0.0.1:27018',
  s3Endpoint: 'http://127.0.0.1:9000',
  s3Listen: '127.0.0.1:9000',
  s3Bucket: 'framefleet',
  s3AccessKeyId: 'framefleet',
  s3SecretAccessKey: 'framefleet-dev-secret',
} as const;

type Parser<T> = (raw: string) => T;

function oneOf<const T extends string>(...allowed: T[]): Parser<T> {
  return (raw) => {
    if ((allowed as string[]).includes(raw)) return raw as T;
    throw new Error(`must be one of ${allowed.join(', ')} (got '${raw}')`);
  };
}

function integer(min: number, max: number): Parser<number> {
  return (raw) => {
    if (!/^-?\d+$/.test(raw.trim())) throw new Error(`must be an integer (got '${raw}')`);
    const n = Number(raw);
    if (n < min || n > max) throw new Error(`must be between ${min} and ${max} (got ${n})`);
    return n;
  };
}

function decimal(min: number, max: number): Parser<number> {
  return (raw) => {
    if (!/^\d+(\.\d+)?$/.test(raw.trim())) throw new Error(`must be a decimal number (got '${raw}')`);
    const n = Number(raw);
    if (n < min || n > max) throw new Error(`must be between ${min} and ${max} (got ${n})`);
    return n;
  };
}

function url(...protocols: string[]): Parser<string> {
  return (raw) => {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new Error(`must be a URL (got '${raw}')`);
    }
    if (!protocols.includes(parsed.protocol.replace(/:$/, ''))) {
      throw new Error(`must use ${protocols.join(' or ')} (got '${parsed.protocol}')`);
    }
    return raw;
  };
}

const hostPort: Parser<string> = (raw) => {
  const m = raw.match(/^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/);
  if (!m || Number(m[2]) > 65535) throw new Error(`must be HOST:PORT (got '${raw}')`);
  return raw;
};

const text: Parser<string> = (raw) => raw;

const flag: Parser<boolean> = (raw) => {
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  throw new Error(`must be true or false (got '${raw}')`);
};

// S3's rules for bucket names: 3 to 63 of lowercase letters, digits, '.', '-', starting and ending with a letter or digit.
const bucketName: Parser<string> = (raw) => {
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw)) throw new Error(`must be an S3 bucket name: 3 to 63 of a-z, 0-9, '.', '-' (got '${raw}')`);
  return raw;
};

const queueName: Parser<string> = (raw) => {
  if (!/^[A-Za-z0-9._:-]{1,200}$/.test(raw)) throw new Error(`must be 1 to 200 of letters, digits, '.', '_', ':', '-' (got '${raw}')`);
  return raw;
};

function secret(minLength: number): Parser<string> {
  return (raw) => {
    if (raw.length < minLength) throw new Error(`must be at least ${minLength} characters (got ${raw.length})`);
    return raw;
  };
}

const evmAddress: Parser<string> = (raw) => {
  if (!/^0x[0-9a-fA-F]{40}$/.test(raw)) throw new Error(`must be an EVM address: 0x and 40 hex digits (got '${raw}')`);
  return raw;
};

// CAIP-2 ids of EVM chains: eip155:<chain id>.
const evmNetwork: Parser<string> = (raw) => {
  if (!/^eip155:[1-9]\d{0,15}$/.test(raw)) throw new Error(`must be a CAIP-2 EVM network, eip155:<chain id> (got '${raw}')`);
  return raw;
};

const sha256Hex: Parser<string> = (raw) => {
  if (!/^[0-9a-fA-F]{64}$/.test(raw)) throw new Error(`must be SHA-256 digests in hex, 64 digits each (got '${raw.slice(0, 80)}')`);
  return raw.toLowerCase();
};

const path: Parser<string> = (raw) => (isAbsolute(raw) ? raw : resolve(raw));

const seconds: Parser<number> = (raw) => {
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > 7 * 24 * 3600) throw new Error(`must be seconds from 0 to 604800 (got '${raw}')`);
  return n;
};

/** `auto`, or what `parse` reads. */
function autoOr<T>(parse: Parser<T>): Parser<T | 'auto'> {
  return (raw) => (raw.trim() === 'auto' ? 'auto' : parse(raw));
}

function list<T>(item: Parser<T>): Parser<T[]> {
  return (raw) => raw.split(',').map((s) => s.trim()).filter(Boolean).map(item);
}

/** Whether a host name or address (IPv6 without brackets) names this machine's loopback. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

function isLoopbackUrl(raw: string): boolean {
  return isLoopbackHost(new URL(raw).hostname.replace(/^\[(.*)\]$/, '$1'));
}

interface Variable<T> { parse: Parser<T>; fallback: T | undefined; describe: string }

function variable<T>(parse: Parser<T>, fallback: T | undefined, describe: string): Variable<T> {
  return { parse, fallback, describe };
}

/** Every variable the product reads. Keys are the environment variable names. */
export const variables = {
  FRAMEFLEET_STORE: variable(oneOf('sqlite', 'mongo'), 'sqlite', 'document store adapter'),
  FRAMEFLEET_DATA_DIR: variable(path, resolve('.framefleet/data'), 'directory for the SQLite store, blobs and caches'),
  FRAMEFLEET_MONGO_URL: variable(url('mongodb', 'mongodb+srv'), serviceDefaults.mongoUrl, 'MongoDB connection string (store=mongo)'),
  FRAMEFLEET_MONGO_UNAVAILABLE_MS: variable(integer(50, 60_000), 300, 'how long a store call waits for an unreachable MongoDB before failing (HTTP 503, gRPC UNAVAILABLE)'),
  FRAMEFLEET_QUEUE: variable(oneOf('inprocess', 'rabbitmq'), 'inprocess', 'job queue adapter'),
  FRAMEFLEET_AMQP_URL: variable(url('amqp', 'amqps'), serviceDefaults.amqpUrl, 'RabbitMQ connection URL (queue=rabbitmq)'),
  FRAMEFLEET_BLOBS: variable(oneOf('local', 's3'), 'local', 'blob store adapter: local disk under the data directory, or an S3-compatible bucket'),
  FRAMEFLEET_S3_ENDPOINT: variable(url('http', 'https'), serviceDefaults.s3Endpoint, 'S3-compatible endpoint the control plane and render nodes reach (blobs=s3)'),
  FRAMEFLEET_S3_PUBLIC_ENDPOINT: variable(url('http', 'https'), undefined, 'endpoint in the download links API clients get, when they reach the object store by another address (defaults to FRAMEFLEET_S3_ENDPOINT)'),
  FRAMEFLEET_S3_BUCKET: variable(bucketName, serviceDefaults.s3Bucket, 'bucket holding the blobs (blobs=s3)'),
  FRAMEFLEET_S3_REGION: variable(text, 'us-east-1', 'region the requests are signed for (blobs=s3)'),
  FRAMEFLEET_S3_ACCESS_KEY_ID: variable(text, serviceDefaults.s3AccessKeyId, 'access key id (blobs=s3; the default is the one `framefleet services start` uses)'),
  FRAMEFLEET_S3_SECRET_ACCESS_KEY: variable(secret(8), serviceDefaults.s3SecretAccessKey, 'secret access key (blobs=s3; the default is the development one, refused for a non-loopback endpoint)'),
  FRAMEFLEET_S3_FORCE_PATH_STYLE: variable(flag, true, 'address buckets as ENDPOINT/BUCKET rather than BUCKET.ENDPOINT (most self-hosted servers need true)'),
  FRAMEFLEET_SCENE_QUEUE: variable(queueName, 'framefleet.scenes', 'queue carrying scene and assemble jobs (one per deployment sharing a broker)'),
  FRAMEFLEET_SCENE_MAX_DELIVERIES: variable(integer(1, 20), 3, 'deliveries of one scene job before it is dead-lettered'),
  FRAMEFLEET_SCENE_RETRY_DELAY_MS: variable(integer(0, 3_600_000), 2000, 'wait before a failed job is delivered again, doubled at each further failure (0 = at once)'),
  FRAMEFLEET_HTTP_HOST: variable(text, '127.0.0.1', 'address the HTTP API listens on'),
  FRAMEFLEET_HTTP_PORT: variable(integer(0, 65535), 8080, 'port the HTTP API listens on (0 = any free port)'),
  FRAMEFLEET_PUBLIC_URL: variable(url('http', 'https'), undefined, 'base URL clients use to reach the API (defaults to the listening address)'),
  FRAMEFLEET_GRPC_ADDR: variable(hostPort, '127.0.0.1:50051', 'address of the RenderFarm gRPC service'),
  FRAMEFLEET_NODE_TOKEN: variable(secret(24), undefined, 'shared secret render nodes present to the control plane (required with queue=rabbitmq)'),
  FRAMEFLEET_NODE_CACHE_MAX_BYTES: variable(integer(0, 2 ** 50), 20 * 2 ** 30, 'bytes a render node (or embedded worker) keeps in its blob cache of media, composition snapshots and segments; past it the least recently used blobs that no running job holds are deleted'),
  FRAMEFLEET_NODE_DRAW_THREADS: variable(autoOr(integer(0, 64)), 'auto', 'drawing threads a scene takes besides its own where it shows no video (auto: the cores each render slot has beyond its first; 0: none)'),
  FRAMEFLEET_SCENE_MIN_FRAMES: variable(integer(1, 100_000), 30, 'shortest scene the planner makes (unless the composition is shorter)'),
  FRAMEFLEET_SCENE_MAX_FRAMES: variable(integer(2, 1_000_000), 300, 'longest scene the planner makes (at least twice the minimum)'),
  FRAMEFLEET_SCENE_TARGET_COUNT: variable(integer(1, 10_000), 16, 'scenes the planner splits a render into when the scene bounds allow (scenes are cut on the two-second GOP, or on half of it for a render of fewer GOPs than this)'),
  FRAMEFLEET_COMPONENT_FRAME_MS: variable(integer(10, 600_000), 1000, 'time an org component may take to draw one frame in its sandbox'),
  FRAMEFLEET_COMPONENT_MEMORY_MB: variable(integer(8, 4096), 128, 'memory an org component\'s sandbox may use (and as much again for the canvases it makes)'),
  FRAMEFLEET_LOG_LEVEL: variable(oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'), 'info', 'log level'),
  FRAMEFLEET_RATE_LIMIT_PER_MINUTE: variable(integer(0, 1_000_000), 600, 'API requests one org may make per minute on each control-plane replica (0 = no limit)'),
  FRAMEFLEET_SESSION_IDLE_TTL_SEC: variable(integer(1, 7 * 24 * 3600), 1800, 'how long a compose session stays open without a read or write; then it reads 404 and its scratch is released'),
  FRAMEFLEET_MEDIA_MAX_BYTES: variable(integer(1, 2 ** 42), 4 * 2 ** 30, 'largest media upload accepted, in bytes'),
  FRAMEFLEET_MEDIA_THUMBNAILS: variable(flag, true, 'make a JPEG thumbnail of each uploaded still and video when it is probed (the media API shows it); false skips them (the one-shot `framefleet render` skips them unless given --data)'),
  FRAMEFLEET_MEDIA_ANALYSES: variable(flag, true, 'measure uploaded video and sound after the probe (loudness, shot changes, the audio palette) for clip suggestions and the catalog; false skips them (the one-shot `framefleet render` skips them unless given --data)'),
  FRAMEFLEET_TRANSCRIBE_URL: variable(url('http', 'https'), undefined, 'base URL of an OpenAI-compatible transcription API (e.g. https://api.openai.com/v1); transcription is off when unset'),
  FRAMEFLEET_TRANSCRIBE_API_KEY: variable(text, undefined, 'bearer token for the transcription API'),
  FRAMEFLEET_TRANSCRIBE_MODEL: variable(text, 'whisper-1', 'transcription model name'),
  FRAMEFLEET_IMAGE_GEN_URL: variable(url('http', 'https'), undefined, 'base URL of an OpenAI-compatible images API (e.g. https://api.openai.com/v1) for text-to-image generation; off (503 generation_unavailable) when unset'),
  FRAMEFLEET_IMAGE_GEN_API_KEY: variable(text, undefined, 'bearer token for the images API'),
  FRAMEFLEET_IMAGE_GEN_MODEL: variable(oneOf('gpt-image-1', 'dall-e-3'), 'gpt-image-1', 'image generation model (each has its price table)'),
  FRAMEFLEET_FAL_KEY: variable(secret(8), undefined, 'fal.ai API key for text-to-video, image-to-video and text-to-animation generation; off (503 generation_unavailable) when unset'),
  FRAMEFLEET_FAL_QUEUE_URL: variable(url('http', 'https'), 'https://queue.fal.run', "base URL of fal.ai's queue API (a local fake for tests)"),
  FRAMEFLEET_EMBEDDINGS_URL: variable(url('http', 'https'), undefined, 'base URL of a Jina AI-compatible multimodal embeddings API (e.g. https://api.jina.ai/v1); footage indexing and search are off when unset'),
  FRAMEFLEET_EMBEDDINGS_API_KEY: variable(text, undefined, 'bearer token for the embeddings API'),
  FRAMEFLEET_EMBEDDINGS_MODEL: variable(text, 'jina-clip-v2', 'image-text embedding model name'),
  FRAMEFLEET_CHAT_URL: variable(url('http', 'https'), undefined, 'base URL of an OpenAI-compatible chat completions API (e.g. https://api.openai.com/v1); transcript analysis and clip suggestions answer 503 when unset'),
  FRAMEFLEET_CHAT_API_KEY: variable(text, undefined, 'bearer token for the chat completions API'),
  FRAMEFLEET_CHAT_MODEL: variable(text, 'gpt-4o-mini', 'chat model name (it must answer JSON objects: response_format json_object)'),
  FRAMEFLEET_CHAT_INPUT_CENTS_PER_MTOK: variable(integer(0, 1_000_000), 15, "the model's price per million prompt tokens, in cents of provider cost (metered as ai_tokens)"),
  FRAMEFLEET_CHAT_OUTPUT_CENTS_PER_MTOK: variable(integer(0, 1_000_000), 60, "the model's price per million completion tokens, in cents of provider cost"),
  FRAMEFLEET_GOOGLE_FONTS_API_KEY: variable(secret(8), undefined, 'Google Fonts Developer API key; font search (POST /v1/fonts/search) answers 503 font_search_unavailable without it'),
  FRAMEFLEET_GOOGLE_FONTS_API_URL: variable(url('http', 'https'), undefined, 'base URL of the Google Fonts Developer API (default https://www.googleapis.com/webfonts/v1): a local fake for tests'),
  FRAMEFLEET_WEBHOOK_ALLOW_HOSTS: variable(list(text), [], 'hosts webhooks, media imports and brand extraction may reach over http or at private addresses (development and tests)'),
  FRAMEFLEET_WEBHOOK_RETRY_DELAYS: variable(list(seconds), [5, 30, 120, 600, 1800, 3600, 7200, 14400, 28800],
    'seconds before each retry of a failed webhook delivery (jittered ±20%); one attempt more than entries, then dead-lettered'),
  FRAMEFLEET_WEBHOOK_TIMEOUT_MS: variable(integer(100, 60_000), 10_000, 'how long a webhook endpoint has to answer one delivery'),
  FRAMEFLEET_PLANS_FILE: variable(path, undefined, 'YAML file of the plans and prices every quote is made from (default: control-plane/features/accounts/plans.yaml); checked at start, a bad file stops the control plane naming each bad field'),
  FRAMEFLEET_OPERATOR_TOKEN_SHA256: variable(list(sha256Hex), [], 'SHA-256 (hex) of the operator token the operator API (/operator/v1) accepts, or several, comma-separated, while a new token replaces an old one (`framefleet admin token` makes one); the operator API answers 503 without it'),
  FRAMEFLEET_STRIPE_SECRET_KEY: variable(secret(8), undefined, 'Stripe secret API key; checkout (buying credits) and billingConfigured need it with FRAMEFLEET_STRIPE_WEBHOOK_SECRET'),
  FRAMEFLEET_STRIPE_WEBHOOK_SECRET: variable(secret(8), undefined, "signing secret (whsec_…) of the Stripe webhook endpoint POST {base_url}/billing/stripe/webhook"),
  FRAMEFLEET_STRIPE_API_URL: variable(url('http', 'https'), undefined, 'base URL of the Stripe API (default https://api.stripe.com): a local fake or stripe-mock for tests'),
  FRAMEFLEET_X402_FACILITATOR_URL: variable(url('http', 'https'), undefined, 'base URL of the x402 facilitator that verifies and settles pay-per-call payments (its /verify and /settle); pay-per-call is off when unset'),
  FRAMEFLEET_X402_PAY_TO: variable(evmAddress, undefined, 'address pay-per-call payments are made out to (required with FRAMEFLEET_X402_FACILITATOR_URL)'),
  FRAMEFLEET_X402_NETWORK: variable(evmNetwork, 'eip155:84532', 'CAIP-2 network of pay-per-call payments (default Base Sepolia); paid in its USDC'),
  FRAMEFLEET_X402_MAX_TIMEOUT_SECONDS: variable(integer(120, 7 * 24 * 3600), 3600,
    'how long a payment authorization must stay valid (maxTimeoutSeconds): paid work settles on delivery, so it must be delivered before the authorization lapses'),
  FRAMEFLEET_PEXELS_API_KEY: variable(text, undefined, 'Pexels API key: stock video and photo search (POST /v1/resources/search) through Pexels; unset, a search that needs Pexels answers 503 naming it'),
  FRAMEFLEET_PEXELS_API_URL: variable(url('http', 'https'), undefined, 'base URL of the Pexels API (default https://api.pexels.com)'),
  FRAMEFLEET_PIXABAY_API_KEY: variable(text, undefined, 'Pixabay API key: stock video and photo search through Pixabay; unset, a search that needs Pixabay answers 503 naming it'),
  FRAMEFLEET_PIXABAY_API_URL: variable(url('http', 'https'), undefined, 'base URL of the Pixabay API (default https://pixabay.com/api)'),
  FRAMEFLEET_FREESOUND_API_KEY: variable(text, undefined, 'Freesound API key (token): CC0 sound-effect search (kind sfx); unset, sfx searches answer 503 naming it'),
  FRAMEFLEET_FREESOUND_API_URL: variable(url('http', 'https'), undefined, 'base URL of the Freesound API (default https://freesound.org/apiv2)'),
  FRAMEFLEET_GIPHY_API_KEY: variable(text, undefined, 'GIPHY API key: GIF search (kind gif); unset, gif searches answer 503 naming it'),
  FRAMEFLEET_GIPHY_API_URL: variable(url('http', 'https'), undefined, 'base URL of the GIPHY API (default https://api.giphy.com/v1)'),
  FRAMEFLEET_STOCK_PROVIDER: variable(oneOf('pexels', 'pixabay'), 'pexels', 'provider of stock video and photo searches that name none (a request may pick the other with `provider`)'),
  FRAMEFLEET_STOCK_QUERIES_PER_MINUTE: variable(integer(0, 100_000), 60, 'stock search queries one org may run a minute on each control-plane replica (a batch counts each query; 0 = no limit)'),
  FRAMEFLEET_COST_CPU_HOUR_USD: variable(decimal(0, 1000), 0.05, "what one CPU-hour of a render node costs the operator, in USD: each render's cost report estimates its infrastructure cost from it"),
  FRAMEFLEET_COST_GPU_HOUR_USD: variable(decimal(0, 10_000), 2.5, "what one GPU-hour costs, in USD (counted while a GPU encoder draws and encodes a scene)"),
  FRAMEFLEET_COST_GB_MOVED_USD: variable(decimal(0, 1000), 0.02, 'what moving one gigabyte (fetched by nodes, uploaded by them) costs, in USD'),
  OTEL_EXPORTER_OTLP_ENDPOINT: variable(url('http', 'https'), undefined, 'OTLP/HTTP endpoint; tracing is off when unset, and each finished render\'s trace is sent to it as OTLP JSON'),
  OTEL_SERVICE_NAME: variable(text, undefined, 'service name on traces (defaults to the process role)'),
} as const;

type Variables = typeof variables;
export type Config = { [K in keyof Variables]: Variables[K] extends Variable<infer T> ? T : never };

/** Reads and validates every variable; throws ConfigError naming each bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: { variable: string; problem: string }[] = [];
  const config: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(variables) as [string, Variable<unknown>][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') {
      config[name] = spec.fallback;
      continue;
    }
    try {
      config[name] = spec.parse(raw);
    } catch (err) {
      problems.push({ variable: name, problem: (err as Error).message });
    }
  }
  const c = config as Config;
  if (!problems.some((p) => p.variable.startsWith('FRAMEFLEET_SCENE_')) && c.FRAMEFLEET_SCENE_MAX_FRAMES < 2 * c.FRAMEFLEET_SCENE_MIN_FRAMES) {
    problems.push({ variable: 'FRAMEFLEET_SCENE_MAX_FRAMES', problem: `must be at least twice FRAMEFLEET_SCENE_MIN_FRAMES (${c.FRAMEFLEET_SCENE_MIN_FRAMES})` });
  }
  if (c.FRAMEFLEET_QUEUE === 'rabbitmq' && !c.FRAMEFLEET_NODE_TOKEN && !problems.some((p) => p.variable === 'FRAMEFLEET_NODE_TOKEN')) {
    problems.push({ variable: 'FRAMEFLEET_NODE_TOKEN', problem: 'is required when FRAMEFLEET_QUEUE=rabbitmq (remote render nodes authenticate with it)' });
  }
  if (c.FRAMEFLEET_BLOBS === 's3' && c.FRAMEFLEET_S3_SECRET_ACCESS_KEY === serviceDefaults.s3SecretAccessKey && !problems.some((p) => p.variable.startsWith('FRAMEFLEET_S3_'))
    && !isLoopbackUrl(c.FRAMEFLEET_S3_ENDPOINT)) {
    problems.push({ variable: 'FRAMEFLEET_S3_SECRET_ACCESS_KEY', problem: `must be set when FRAMEFLEET_S3_ENDPOINT is not a loopback address (the default is the development secret)` });
  }
  if (c.FRAMEFLEET_X402_FACILITATOR_URL && !c.FRAMEFLEET_X402_PAY_TO && !problems.some((p) => p.variable === 'FRAMEFLEET_X402_PAY_TO')) {
    problems.push({ variable: 'FRAMEFLEET_X402_PAY_TO', problem: 'is required with FRAMEFLEET_X402_FACILITATOR_URL (the address payments are made out to)' });
  }
  if (problems.length) throw new ConfigError(problems);
  return c;
}
