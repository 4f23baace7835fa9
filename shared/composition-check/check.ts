/**
 * Composition validation against the built-in component catalog, the sound pack and the bundled font set: the
 * one call the API and the render node make before accepting or drawing a composition.
 */
import { builtinCatalog } from '../components/catalog.ts';
import { validateComposition, type ValidationResult } from '../composition/validate.ts';
import { bundledFonts } from '../fonts/index.ts';
import { catalogRules } from './components.ts';
import { packSoundRules } from './sounds.ts';

export function checkComposition(input: unknown): ValidationResult {
  return validateComposition(input, { components: catalogRules(builtinCatalog()), fonts: bundledFonts(), sounds: packSoundRules });
}
