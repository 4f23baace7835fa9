/**
 * The control plane's check of composition documents: the same validation a render node runs
 * (built-in components, bundled fonts), so a composition the API accepts is one every node can draw.
 */
import { checkComposition } from '../../shared/composition-check/check.ts';
import { compositionError } from '../../shared/composition/validate.ts';

/** Throws the 422 (`composition_invalid` or `font_not_reproducible`) listing every bad field. */
export function assertValidComposition(document: unknown): void {
  const result = checkComposition(document);
  if (!result.ok) throw compositionError(result.errors);
}

/** What a new project starts with: 10 s of 1080p30 on the default background, one empty track. */
export function emptyComposition(): Record<string, unknown> {
  return { output: { width: 1920, height: 1080, fps: 30, durationSec: 10 }, tracks: [{ clips: [] }] };
}
