/**
 * Pixabay (https://pixabay.com/api/docs/): `GET /api/` for images and `GET /api/videos/` for
 * videos, the key as the `key` parameter. Content is under the Pixabay Content License; the
 * credit names the uploader.
 */
import { endpoint, getJson, type StockItem, type StockProvider, type StockSearch } from './provider.ts';

interface PixabayImage { id: number; pageURL: string; tags?: string; webformatURL?: string; largeImageURL?: string; previewURL?: string; imageWidth: number; imageHeight: number; user?: string; user_id?: number }
interface PixabayRendition { url: string; width: number; height: number; thumbnail?: string }
interface PixabayVideo { id: number; pageURL: string; tags?: string; duration?: number; videos?: Record<'large' | 'medium' | 'small' | 'tiny', PixabayRendition | undefined>; user?: string; user_id?: number }

const license = { name: 'Pixabay Content License', url: 'https://pixabay.com/service/license-summary/' };

export class PixabayProvider implements StockProvider {
  readonly id = 'pixabay' as const;

  constructor(private readonly options: { apiKey: string; apiUrl?: string }) {}

  private get base() { return this.options.apiUrl ?? 'https://pixabay.com/api'; }

  async search(s: StockSearch): Promise<StockItem[]> {
    // Pixabay takes 3 to 200 per page.
    const common = { key: this.options.apiKey, q: s.query.slice(0, 100), per_page: Math.min(200, Math.max(3, s.limit)), safesearch: 'true' };
    if (s.kind === 'photo') {
      const body = await getJson<{ hits?: PixabayImage[] }>('Pixabay', endpoint(this.base, '/', { ...common, image_type: 'photo' }), { signal: s.signal });
      return (body.hits ?? []).filter((h) => h.largeImageURL).slice(0, s.limit).map((h) => ({
        provider: this.id, kind: 'photo', providerId: String(h.id), title: h.tags || `Pixabay image ${h.id}`,
        downloadUrl: h.largeImageURL!, previewUrl: h.webformatURL ?? h.previewURL ?? null, width: h.imageWidth, height: h.imageHeight, durationSec: null,
        license, attribution: credit('Image', h, h.pageURL),
      }));
    }
    const body = await getJson<{ hits?: PixabayVideo[] }>('Pixabay', endpoint(this.base, '/videos/', { ...common, min_width: s.minWidth, min_height: s.minHeight }), { signal: s.signal });
    const items: StockItem[] = [];
    for (const v of body.hits ?? []) {
      // The smallest rendition that meets the size filters (Pixabay filters by the largest one).
      const renditions = (['tiny', 'small', 'medium', 'large'] as const).map((k) => v.videos?.[k]).filter((r): r is PixabayRendition => !!r?.url && r.width > 0);
      const file = renditions.find((r) => r.width >= (s.minWidth ?? 0) && r.height >= (s.minHeight ?? 0) && r.width >= 1280) ?? renditions.at(-1);
      if (!file) continue;
      items.push({
        provider: this.id, kind: 'video', providerId: String(v.id), title: v.tags || `Pixabay video ${v.id}`,
        downloadUrl: file.url, previewUrl: file.thumbnail ?? null, width: file.width, height: file.height, durationSec: v.duration ?? null,
        license, attribution: credit('Video', v, v.pageURL),
      });
      if (items.length >= s.limit) break;
    }
    return items;
  }
}

function credit(what: string, hit: { user?: string; user_id?: number }, pageUrl: string) {
  const authorUrl = hit.user && hit.user_id ? `https://pixabay.com/users/${encodeURIComponent(hit.user)}-${hit.user_id}/` : null;
  return { text: `${what} by ${hit.user ?? 'unknown'} on Pixabay`, author: hit.user ?? null, authorUrl, pageUrl };
}
