/**
 * Composition validation against the component catalog (the built-in one, or an org's view of it
 * with its own components beside the built-ins), the sound pack and the bundled font set: the one
 * call the API and the render node make before accepting or drawing a composition.
 */
import { builtinCatalog } from '../index.ts';
import { validateComposition, type ValidationResult } from '../../shared/composition/validate.ts';
import { bundledFonts } from '../../shared/fonts/index.ts';
import { catalogRules, type ComponentLookup } from './components.ts';
import { packSoundRules } from './sounds.ts';

export function checkComposition(input: unknown, components: ComponentLookup = builtinCatalog()): ValidationResult {
  return validateComposition(input, { components: catalogRules(components), fonts: bundledFonts(), sounds: packSoundRules });
}
