/**
 * Failure codes a farm job can end with, and what each means for the render that reports it.
 */

/** Why a render ended in error, as the API reports it. */
export type ErrorCategory = 'authoring' | 'media' | 'capacity' | 'internal' | 'cancelled';

/** Maps a job's failure code to the render's error category. */
export function categoryOf(code: string): ErrorCategory {
  if (code.startsWith('composition_') || code === 'font_not_reproducible') return 'authoring';
  if (code.startsWith('asset_') || code.startsWith('media_')) return 'media';
  return 'internal';
}
