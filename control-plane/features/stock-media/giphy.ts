/**
 * Giphy (https://developers.giphy.com/docs/api/endpoint#search): `GET /gifs/search` with the
 * `api_key` parameter, rated G. An import takes the MP4 rendition Giphy serves beside each GIF
 * (renders decode it as any video); the GIF itself when there is none.
 */
import { endpoint, getJson, type StockItem, type StockProvider, type StockSearch } from './provider.ts';

interface GiphyRendition { url?: string; mp4?: string; width?: string; height?: string }
interface GiphyGif { id: string; title?: string; url: string; username?: string; user?: { display_name?: string; profile_url?: string }; images?: Record<string, GiphyRendition | undefined> }

const license = { name: 'GIPHY Terms of Service', url: 'https://support.giphy.com/hc/en-us/articles/360020027752-GIPHY-Terms-of-Service' };

export class GiphyProvider implements StockProvider {
  readonly id = 'giphy' as const;

  constructor(private readonly options: { apiKey: string; apiUrl?: string }) {}

  async search(s: StockSearch): Promise<StockItem[]> {
    const url = endpoint(this.options.apiUrl ?? 'https://api.giphy.com/v1', '/gifs/search', { api_key: this.options.apiKey, q: s.query.slice(0, 50), limit: s.limit, rating: 'g' });
    const body = await getJson<{ data?: GiphyGif[] }>('Giphy', url, { signal: s.signal });
    const items: StockItem[] = [];
    for (const g of body.data ?? []) {
      const original = g.images?.original;
      const file = original?.mp4 ?? original?.url;
      if (!original || !file) continue;
      const author = g.user?.display_name ?? (g.username || null);
      items.push({
        provider: this.id, kind: 'gif', providerId: g.id, title: g.title || `GIPHY ${g.id}`,
        downloadUrl: file, previewUrl: g.images?.fixed_height_small?.url ?? original.url ?? null,
        width: Number(original.width) || null, height: Number(original.height) || null, durationSec: null,
        license, attribution: { text: author ? `GIF by ${author} via GIPHY` : 'via GIPHY', author, authorUrl: g.user?.profile_url ?? null, pageUrl: g.url },
      });
    }
    return items;
  }
}
