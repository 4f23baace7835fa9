/**
 * Stock media providers behind one interface: a provider answers one search with candidates in
 * one shape (what it is, where its file is, its licence and who to credit). The adapters shipped
 * speak each provider's documented HTTP API: Pexels and Pixabay (videos and photos), Freesound
 * (sound effects, CC0 only) and Giphy (GIFs).
 *
 * The providers' API base URLs are the operator's settings, so their calls are plain fetches; the
 * files their answers name are the outside world's and are downloaded through the egress guard
 * (an import is a media URL import).
 */

import type { StockAttribution, StockLicense, StockProviderId } from '../media/origins.ts';

export const stockKinds = ['video', 'photo', 'sfx', 'gif'] as const;
export type StockKind = (typeof stockKinds)[number];

export interface StockSearch {
  query: string;
  kind: StockKind;
  /** How many candidates at most. */
  limit: number;
  /** Sound length bounds, seconds (sfx). */
  durationSec?: { min?: number; max?: number };
  /** Smallest frame (video). */
  minWidth?: number;
  minHeight?: number;
  signal?: AbortSignal;
}

/** One search result as a provider gives it: what the service caches behind a candidate id. */
export interface StockItem {
  provider: StockProviderId;
  kind: StockKind;
  /** The provider's id of the item. */
  providerId: string;
  title: string;
  /** The file an import downloads. */
  downloadUrl: string;
  /** A small picture (or, for sound, a short preview) a caller can look at before importing. */
  previewUrl: string | null;
  width: number | null;
  height: number | null;
  durationSec: number | null;
  license: StockLicense;
  attribution: StockAttribution;
}

export interface StockProvider {
  readonly id: StockProviderId;
  /** Throws StockProviderError when the provider cannot answer. */
  search(search: StockSearch): Promise<StockItem[]>;
}

export class StockProviderError extends Error {}

/**
 * GETs `url` and parses its JSON; any failure (unreachable, non-2xx, not JSON, too slow) is a
 * StockProviderError naming the provider and what went wrong, never the key.
 */
export async function getJson<T>(provider: string, url: URL, options: { headers?: Record<string, string>; signal?: AbortSignal; timeoutMs?: number }): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json', ...options.headers }, signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout });
  } catch (err) {
    throw new StockProviderError(`${provider} could not be reached: ${(err as Error).message}`);
  }
  const text = await res.text();
  if (!res.ok) throw new StockProviderError(`${provider} answered ${res.status}${res.status === 429 ? ' (its rate limit)' : ''}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new StockProviderError(`${provider} answered with something other than JSON`);
  }
}

/** A base URL with `path` appended (the base may carry a path of its own, as a fake's or a proxy's does). */
export function endpoint(baseUrl: string, path: string, params: Record<string, string | number | undefined>): URL {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}${path}`);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, String(v));
  return url;
}
