/**
 * Font search (`POST /v1/fonts/search`): keyword search over a public web-font catalog, for
 * discovery. Free and read-only. The catalog is kept for a day; when it cannot be read the
 * search answers no results (and tries the upstream again a minute later), never an error.
 * Without a catalog configured, searches answer 503 `font_search_unavailable`.
 */
import { AppError } from '../../../shared/errors.ts';
import { bundledFonts } from '../../../shared/fonts/index.ts';
import { type CatalogFamily, type FontCatalog, googleFontsStylesheetUrl } from './google-fonts.ts';

/** The catalog's categories, as search filters take them. */
export const fontCategories = ['serif', 'sans-serif', 'display', 'handwriting', 'monospace'] as const;

export interface FontSearchResult {
  name: string;
  category: string;
  variants: string[];
  stylesheetUrl: string;
  /**
   * Whether renders can draw it today (it is in `GET /v1/fonts`). A family that is not fails a
   * composition or kit naming it with `font_not_reproducible`.
   */
  renderable: boolean;
}

export class FontSearch {
  private catalog: { families: CatalogFamily[]; at: number } | null = null;
  private loading: Promise<CatalogFamily[] | null> | null = null;
  private failedAt = -Infinity;

  constructor(
    private readonly upstream: FontCatalog | null,
    private readonly options: { keepMs?: number; retryAfterFailureMs?: number; log?: (message: string, fields?: Record<string, unknown>) => void } = {},
  ) {}

  get configured(): boolean {
    return this.upstream !== null;
  }

  async search(query: string, options: { category?: string; limit: number }): Promise<FontSearchResult[]> {
    if (!this.upstream) throw new AppError(503, 'font_search_unavailable', 'this deployment has no web-font catalog (set FRAMEFLEET_GOOGLE_FONTS_API_KEY)', { setting: 'FRAMEFLEET_GOOGLE_FONTS_API_KEY' });
    const families = await this.families();
    if (!families) return [];
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const wanted = query.trim().toLowerCase();
    const scored: { family: CatalogFamily; score: number; order: number }[] = [];
    families.forEach((family, order) => {
      if (options.category && family.category !== options.category) return;
      const name = family.family.toLowerCase();
      if (!words.every((w) => name.includes(w) || family.category === w)) return;
      // Exact name first, then names starting with the query, then the rest; popularity within each.
      const score = name === wanted ? 0 : name.startsWith(wanted) ? 1 : 2;
      scored.push({ family, score, order });
    });
    const fonts = bundledFonts();
    return scored.sort((a, b) => a.score - b.score || a.order - b.order).slice(0, options.limit).map(({ family }) => ({
      name: family.family, category: family.category, variants: family.variants,
      stylesheetUrl: googleFontsStylesheetUrl(family.family, family.variants), renderable: fonts.hasFamily(family.family),
    }));
  }

  /** The kept catalog, read again once it is a day old; null while the upstream cannot be read. */
  private async families(): Promise<CatalogFamily[] | null> {
    const now = Date.now();
    if (this.catalog && now - this.catalog.at < (this.options.keepMs ?? 24 * 3600_000)) return this.catalog.families;
    if (now - this.failedAt < (this.options.retryAfterFailureMs ?? 60_000)) return this.catalog?.families ?? null;
    this.loading ??= this.upstream!.families().then(
      (families) => { this.catalog = { families, at: Date.now() }; return families; },
      (err: unknown) => {
        this.failedAt = Date.now();
        this.options.log?.('the web-font catalog could not be read', { provider: this.upstream!.name, error: (err as Error).message });
        // A stale catalog beats none.
        return this.catalog?.families ?? null;
      },
    ).finally(() => { this.loading = null; });
    return this.loading;
  }
}
