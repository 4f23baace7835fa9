/**
 * Pexels (https://www.pexels.com/api/documentation/): `GET /videos/search` and `GET /v1/search`,
 * the key in the Authorization header. Everything on Pexels is under the Pexels License (free to
 * use, credit appreciated); the credit names the photographer or videographer.
 */
import { endpoint, getJson, type StockItem, type StockProvider, type StockSearch } from './provider.ts';

interface PexelsUser { name?: string; url?: string }
interface PexelsVideo {
  id: number; url: string; image?: string; width: number; height: number; duration?: number; user?: PexelsUser;
  video_files?: { link: string; width: number | null; height: number | null; file_type?: string; quality?: string | null }[];
}
interface PexelsPhoto { id: number; url: string; width: number; height: number; alt?: string; photographer?: string; photographer_url?: string; src?: Record<string, string> }

const license = { name: 'Pexels License', url: 'https://www.pexels.com/license/' };

export class PexelsProvider implements StockProvider {
  readonly id = 'pexels' as const;

  constructor(private readonly options: { apiKey: string; apiUrl?: string }) {}

  private get base() { return this.options.apiUrl ?? 'https://api.pexels.com'; }

  async search(s: StockSearch): Promise<StockItem[]> {
    const headers = { authorization: this.options.apiKey };
    if (s.kind === 'photo') {
      const body = await getJson<{ photos?: PexelsPhoto[] }>('Pexels', endpoint(this.base, '/v1/search', { query: s.query, per_page: s.limit }), { headers, signal: s.signal });
      return (body.photos ?? []).filter((p) => p.src?.original).map((p) => ({
        provider: this.id, kind: 'photo', providerId: String(p.id), title: p.alt || `Pexels photo ${p.id}`,
        downloadUrl: p.src!.original!, previewUrl: p.src!.medium ?? p.src!.small ?? null, width: p.width, height: p.height, durationSec: null,
        license, attribution: credit('Photo', p.photographer, p.photographer_url, p.url),
      }));
    }
    const body = await getJson<{ videos?: PexelsVideo[] }>('Pexels', endpoint(this.base, '/videos/search', {
      query: s.query, per_page: s.limit, min_width: s.minWidth, min_height: s.minHeight,
    }), { headers, signal: s.signal });
    const items: StockItem[] = [];
    for (const v of body.videos ?? []) {
      const file = bestVideoFile(v.video_files ?? [], s);
      if (!file) continue;
      items.push({
        provider: this.id, kind: 'video', providerId: String(v.id), title: titleFromPage(v.url) ?? `Pexels video ${v.id}`,
        downloadUrl: file.link, previewUrl: v.image ?? null, width: file.width ?? v.width, height: file.height ?? v.height, durationSec: v.duration ?? null,
        license, attribution: credit('Video', v.user?.name, v.user?.url, v.url),
      });
    }
    return items;
  }
}

/**
 * The MP4 rendition to import: the smallest that meets the size filters, else the largest (the
 * original can be 4K, far more than most compositions need).
 */
function bestVideoFile(files: NonNullable<PexelsVideo['video_files']>, s: StockSearch) {
  const mp4 = files.filter((f) => (f.file_type ?? 'video/mp4') === 'video/mp4' && f.width && f.height).sort((a, b) => a.width! * a.height! - b.width! * b.height!);
  return mp4.find((f) => f.width! >= (s.minWidth ?? 0) && f.height! >= (s.minHeight ?? 0) && f.width! * f.height! >= 1280 * 720 * 0.9)
    ?? mp4.find((f) => f.width! >= (s.minWidth ?? 0) && f.height! >= (s.minHeight ?? 0))
    ?? mp4.at(-1);
}

/** Pexels pages read `https://www.pexels.com/video/<words>-<id>/`: the words are the best title it gives. */
function titleFromPage(pageUrl: string): string | null {
  const m = /\/(?:video|photo)\/([a-z0-9-]+?)-\d+\/?$/i.exec(pageUrl);
  return m ? m[1]!.replace(/-/g, ' ') : null;
}

function credit(what: string, author: string | undefined, authorUrl: string | undefined, pageUrl: string) {
  return { text: `${what} by ${author ?? 'unknown'} on Pexels`, author: author ?? null, authorUrl: authorUrl ?? null, pageUrl };
}
