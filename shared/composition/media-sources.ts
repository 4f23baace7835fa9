/**
 * How a composition names a stored media item: `media:<id>`. Every other source form (a path, a
 * `file://` URL) names a file directly. Finding every source of a composition needs the component
 * catalog (which props are images), so that walk is `catalog/check/media-sources.ts`.
 */
export const mediaRefPrefix = 'media:';

/** The media item id a `media:<id>` source names, or null for any other form. */
export function mediaIdOf(src: string): string | null {
  return src.startsWith(mediaRefPrefix) ? src.slice(mediaRefPrefix.length) : null;
}

/** How a composition the service froze names a matte fact's video (a video clip's `subjectMatte.src`). */
export const matteRefPrefix = 'matte:';

/** The fact id a `matte:<factId>` source names, or null for any other form. */
export function matteIdOf(src: string): string | null {
  return src.startsWith(matteRefPrefix) ? src.slice(matteRefPrefix.length) : null;
}
