/**
 * The control plane's check of composition documents: the same validation a render node runs
 * (the components of the org's catalog view, bundled fonts), so a composition the API accepts is
 * one every node can draw.
 */
import { checkComposition } from '../../../catalog/check/check.ts';
import type { ComponentLookup } from '../../../catalog/check/components.ts';
import { compositionError } from '../../../shared/composition/validate.ts';

/** Throws the 422 (`composition_invalid` or `font_not_reproducible`) listing every bad field. */
export function assertValidComposition(document: unknown, components?: ComponentLookup): void {
  const result = checkComposition(document, components);
  if (!result.ok) throw compositionError(result.errors);
}

/** What a new project starts with: 10 s of 1080p30 on the default background, one empty track. */
export function emptyComposition(): Record<string, unknown> {
  return { output: { width: 1920, height: 1080, fps: 30, durationSec: 10 }, tracks: [{ clips: [] }] };
}
