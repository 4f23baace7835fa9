/**
 * Freesound (https://freesound.org/docs/api/): `GET /search/text/` with token authentication.
 * Only CC0 sounds are offered: the search asks for them (`license:"Creative Commons 0"`) and any
 * result under another licence is dropped all the same. An import takes the high-quality MP3
 * preview: the original file needs OAuth2 on the user's behalf, which a server key cannot do.
 */
import { endpoint, getJson, type StockItem, type StockProvider, type StockSearch } from './provider.ts';

interface FreesoundSound {
  id: number; name: string; url: string; license: string; username?: string; duration?: number;
  previews?: Record<string, string | undefined>; images?: Record<string, string | undefined>;
}

const cc0 = { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' };

export class FreesoundProvider implements StockProvider {
  readonly id = 'freesound' as const;

  constructor(private readonly options: { apiKey: string; apiUrl?: string }) {}

  async search(s: StockSearch): Promise<StockItem[]> {
    const filters = ['license:"Creative Commons 0"'];
    if (s.durationSec) filters.push(`duration:[${s.durationSec.min ?? 0} TO ${s.durationSec.max ?? '*'}]`);
    const url = endpoint(this.options.apiUrl ?? 'https://freesound.org/apiv2', '/search/text/', {
      query: s.query, filter: filters.join(' '), page_size: s.limit, fields: 'id,name,url,license,username,duration,previews,images',
    });
    const body = await getJson<{ results?: FreesoundSound[] }>('Freesound', url, { headers: { authorization: `Token ${this.options.apiKey}` }, signal: s.signal });
    return (body.results ?? [])
      .filter((r) => /publicdomain\/zero/.test(r.license) && r.previews?.['preview-hq-mp3'])
      .map((r) => ({
        provider: this.id, kind: 'sfx', providerId: String(r.id), title: r.name,
        downloadUrl: r.previews!['preview-hq-mp3']!, previewUrl: r.previews!['preview-lq-mp3'] ?? null, width: null, height: null, durationSec: r.duration ?? null,
        license: cc0,
        attribution: { text: `${r.name} by ${r.username ?? 'unknown'} on Freesound (CC0)`, author: r.username ?? null, authorUrl: r.username ? `https://freesound.org/people/${encodeURIComponent(r.username)}/` : null, pageUrl: r.url },
      }));
  }
}
