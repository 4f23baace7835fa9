/**
 * The public web-font catalog behind font search, through the Google Fonts Developer API
 * (`GET {base}/webfonts?key=…&sort=popularity`, one document listing every family). The
 * adapter only reads; the catalog is fetched once and kept, so a search costs no upstream call.
 */
export interface CatalogFamily {
  family: string;
  /** `serif`, `sans-serif`, `display`, `handwriting`, `monospace`. */
  category: string;
  /** The API's variant names: `regular`, `italic`, `700`, `700italic`, ... */
  variants: string[];
}

export interface FontCatalog {
  readonly name: string;
  /** Every family, most popular first. Throws when the catalog cannot be read. */
  families(signal?: AbortSignal): Promise<CatalogFamily[]>;
}

interface WebfontList {
  items?: { family?: unknown; category?: unknown; variants?: unknown }[];
}

export class GoogleFontsCatalog implements FontCatalog {
  readonly name = 'google-fonts';

  constructor(private readonly options: { apiKey: string; baseUrl?: string; timeoutMs?: number }) {}

  async families(signal?: AbortSignal): Promise<CatalogFamily[]> {
    const base = (this.options.baseUrl ?? 'https://www.googleapis.com/webfonts/v1').replace(/\/$/, '');
    const url = `${base}/webfonts?key=${encodeURIComponent(this.options.apiKey)}&sort=popularity`;
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 10_000);
    const res = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, headers: { accept: 'application/json' } });
    const text = await res.text();
    if (!res.ok) throw new Error(`the Google Fonts API answered ${res.status}: ${text.slice(0, 200)}`);
    const body = JSON.parse(text) as WebfontList;
    if (!Array.isArray(body.items)) throw new Error('the Google Fonts API answered without items');
    return body.items.flatMap((item) => (typeof item.family === 'string' && item.family.trim()
      ? [{
        family: item.family.trim(),
        category: typeof item.category === 'string' ? item.category : 'unknown',
        variants: Array.isArray(item.variants) ? item.variants.filter((v): v is string => typeof v === 'string') : [],
      }]
      : []));
  }
}

/**
 * The css2 stylesheet URL that loads every variant of a family
 * (`https://fonts.googleapis.com/css2?family=Playfair+Display:ital,wght@0,400;0,700;1,400`).
 */
export function googleFontsStylesheetUrl(family: string, variants: readonly string[]): string {
  const faces = variants.flatMap((v) => {
    const m = /^(\d{3})?(regular|italic)?$/.exec(v);
    if (!m || (!m[1] && !m[2])) return [];
    return [{ italic: m[2] === 'italic' ? 1 : 0, weight: m[1] ? Number(m[1]) : 400 }];
  });
  const name = encodeURIComponent(family).replace(/%20/g, '+');
  const unique = [...new Map(faces.map((f) => [`${f.italic},${f.weight}`, f])).values()].sort((a, b) => a.italic - b.italic || a.weight - b.weight);
  const plain = unique.length === 1 && unique[0]!.italic === 0 && unique[0]!.weight === 400;
  if (unique.length === 0 || plain) return `https://fonts.googleapis.com/css2?family=${name}&display=swap`;
  const axes = unique.some((f) => f.italic)
    ? `ital,wght@${unique.map((f) => `${f.italic},${f.weight}`).join(';')}`
    : `wght@${unique.map((f) => f.weight).join(';')}`;
  return `https://fonts.googleapis.com/css2?family=${name}:${axes}&display=swap`;
}
