/**
 * What a media item records of where it came from and what was made of it: the stock provider
 * that licensed it and who to credit, and its transcript's words. The media record owns these
 * shapes; the stock and transcription features that fill them in import them from here.
 */

export const stockProviderIds = ['pexels', 'pixabay', 'freesound', 'giphy'] as const;
export type StockProviderId = (typeof stockProviderIds)[number];

export interface StockLicense {
  name: string;
  url: string;
}

export interface StockAttribution {
  /** A credit line fit to show as it is. */
  text: string;
  author: string | null;
  authorUrl: string | null;
  /** The item's page on the provider's site. */
  pageUrl: string;
}

export interface TranscriptWord {
  text: string;
  /** Seconds from the start of the media. */
  start: number;
  end: number;
}
