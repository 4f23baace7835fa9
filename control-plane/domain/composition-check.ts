/**
 * The control plane's check of composition documents: the shared composition validator with the
 * built-in component catalog and the bundled fonts, so a composition the API accepts is one every
 * render node can draw.
 */
import { validateComposition, compositionError } from '../../shared/composition/validate.ts';
import { builtinCatalog } from '../../shared/components/catalog.ts';
import { bundledFonts } from '../../shared/fonts/index.ts';

/** Throws the 422 (`composition_invalid` or `font_not_reproducible`) listing every bad field. */
export function checkComposition(document: unknown): void {
  const result = validateComposition(document, { components: builtinCatalog(), fonts: bundledFonts() });
  if (!result.ok) throw compositionError(result.errors);
}

/** What a new project starts with: 10 s of 1080p30 on the default background, one empty track. */
export function emptyComposition(): Record<string, unknown> {
  return { output: { width: 1920, height: 1080, fps: 30, durationSec: 10 }, tracks: [{ clips: [] }] };
}
