/**
 * Registers the bundled faces with Skia once per process and fixes the text renderer to the
 * portable mode (FreeType with Skia's own gamma), so a glyph gives the same pixels on every
 * machine of a kind. Only registered families are ever named in a `font` value.
 */
import { GlobalFonts, setTextRenderer } from '@napi-rs/canvas';
import { bundledFonts, type FontSet } from './index.ts';

let registered = false;

export function registerBundledFonts(): FontSet {
  const set = bundledFonts();
  if (registered) return set;
  setTextRenderer('portable');
  for (const face of set.faces) {
    const key = GlobalFonts.registerFromPath(face.path, face.family);
    if (!key) throw new Error(`could not register font face ${face.family} ${face.weight} ${face.style} from ${face.path}`);
  }
  registered = true;
  return set;
}
