/**
 * The bundled font set: every face the renderer can draw, read from the font packages installed
 * with the product (each a static TrueType face under the SIL Open Font License), the manifest of
 * `GET /v1/fonts`, and face resolution with the `font_not_reproducible` rule.
 *
 * Resolution rule (written once, used by validation and by the renderer alike):
 *   - the family must be one of the admitted families, matched case-insensitively on its exact
 *     name (no generic names such as `sans-serif`, no substitution by another family);
 *   - the style (`normal`, `italic`) must exist in that family;
 *   - the weight resolves to the exact face when one exists, otherwise to the nearest admitted
 *     weight of the same family and style at most 100 units away (ties go to the heavier face,
 *     as CSS does above 500 and, for simplicity and predictability, below it too);
 *   - anything else is `font_not_reproducible`. A resolved face is always the face drawn.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadBuildOutput, projectRoot } from '../compiled.ts';

export { cssFont } from './css.ts';

export type FontStyle = 'normal' | 'italic';

export interface FontFace {
  family: string;
  weight: number;
  style: FontStyle;
  /** Absolute path of the TrueType file. */
  path: string;
  /** npm package that ships the face, with its version (part of the manifest version). */
  pkg: string;
}

export interface FontFamilyManifestEntry {
  family: string;
  weights: { min: number; max: number }[];
  styles: FontStyle[];
  captionDefaults: { base: number; emphasis: number };
  origin: 'bundled';
}

export interface FontManifest {
  manifestVersion: string;
  families: FontFamilyManifestEntry[];
}

/** The font packages of the bundled set, in manifest order. */
export const bundledFontPackages = [
  '@expo-google-fonts/inter',
  '@expo-google-fonts/montserrat',
  '@expo-google-fonts/poppins',
  '@expo-google-fonts/playfair-display',
  '@expo-google-fonts/bebas-neue',
  '@expo-google-fonts/jetbrains-mono',
] as const;

const faceDir = /^([1-9]00)[A-Za-z]+(_Italic)?$/;

/** Every face of the bundled font packages, read from the installed packages. */
export function loadFaces(): FontFace[] {
  const require = createRequire(import.meta.url);
  const faces: FontFace[] = [];
  for (const pkgName of bundledFontPackages) {
    const pkgJsonPath = require.resolve(`${pkgName}/package.json`);
    const root = dirname(pkgJsonPath);
    const pkg = JSON.parse(readFileSync(pkgJsonPath, 'utf8')) as { version: string };
    const meta = JSON.parse(readFileSync(join(root, 'metadata.json'), 'utf8')) as { family: string };
    for (const entry of readdirSync(root).sort()) {
      const m = faceDir.exec(entry);
      if (!m) continue;
      const ttf = readdirSync(join(root, entry)).find((f) => f.endsWith('.ttf'));
      if (!ttf) continue;
      const path = join(root, entry, ttf);
      if (!existsSync(path)) continue;
      faces.push({ family: meta.family, weight: Number(m[1]), style: m[2] ? 'italic' : 'normal', path, pkg: `${pkgName}@${pkg.version}` });
    }
  }
  return faces;
}

export type FaceResolution =
  | { ok: true; face: FontFace; exact: boolean }
  | { ok: false; reason: string };

export class FontSet {
  readonly faces: readonly FontFace[];
  private readonly byFamily = new Map<string, FontFace[]>();

  constructor(faces: FontFace[]) {
    this.faces = faces;
    for (const f of faces) {
      const key = f.family.toLowerCase();
      const list = this.byFamily.get(key) ?? [];
      list.push(f);
      this.byFamily.set(key, list);
    }
  }

  families(): string[] {
    return [...new Set(this.faces.map((f) => f.family))];
  }

  hasFamily(family: string): boolean {
    return this.byFamily.has(family.toLowerCase());
  }

  /** Resolves a requested face by the rule in this module's header. */
  resolve(family: string, weight = 400, style: FontStyle = 'normal'): FaceResolution {
    const list = this.byFamily.get(family.trim().toLowerCase());
    if (!list) return { ok: false, reason: `font family '${family}' is not in the admitted font set (GET /v1/fonts lists it)` };
    const sameStyle = list.filter((f) => f.style === style);
    if (sameStyle.length === 0) return { ok: false, reason: `font family '${list[0]!.family}' has no ${style} face` };
    const exact = sameStyle.find((f) => f.weight === weight);
    if (exact) return { ok: true, face: exact, exact: true };
    let best: FontFace | undefined;
    for (const f of sameStyle) {
      const d = Math.abs(f.weight - weight);
      if (d > 100) continue;
      if (!best || d < Math.abs(best.weight - weight) || (d === Math.abs(best.weight - weight) && f.weight > best.weight)) best = f;
    }
    if (best) return { ok: true, face: best, exact: false };
    const weights = sameStyle.map((f) => f.weight).join(', ');
    return { ok: false, reason: `font family '${list[0]!.family}' has no ${style} face near weight ${weight} (admitted weights: ${weights})` };
  }

  manifest(): FontManifest {
    const families: FontFamilyManifestEntry[] = [];
    for (const family of this.families()) {
      const faces = this.byFamily.get(family.toLowerCase())!;
      const weights = [...new Set(faces.map((f) => f.weight))].sort((a, b) => a - b);
      const ranges: { min: number; max: number }[] = [];
      for (const w of weights) {
        const last = ranges[ranges.length - 1];
        if (last && w - last.max === 100) last.max = w;
        else ranges.push({ min: w, max: w });
      }
      const styles = (['normal', 'italic'] as const).filter((s) => faces.some((f) => f.style === s));
      const normal = [...new Set(faces.filter((f) => f.style === 'normal').map((f) => f.weight))].sort((a, b) => a - b);
      const base = normal.reduce((b, w) => (Math.abs(w - 700) < Math.abs(b - 700) ? w : b), normal[0] ?? 400);
      const emphasis = normal.filter((w) => w >= base).at(-1) ?? base;
      families.push({ family, weights: ranges, styles: [...styles], captionDefaults: { base, emphasis: Math.min(emphasis, base + 200) }, origin: 'bundled' });
    }
    const identity = this.faces.map((f) => `${f.pkg}|${f.family}|${f.weight}|${f.style}`).sort().join('\n');
    const manifestVersion = `fm-${createHash('sha256').update(identity).digest('hex').slice(0, 16)}`;
    return { manifestVersion, families };
  }
}

/** The build writes the bundled faces beside the bundle (ops/precompile.ts), paths relative to the project. */
export const bundledFacesFile = 'bundled-fonts.json';

let bundled: FontSet | undefined;

/** The bundled font set (read once per process: as the build listed it, or from the packages). */
export function bundledFonts(): FontSet {
  bundled ??= new FontSet(loadBuildOutput<FontFace[]>(bundledFacesFile)?.map((face) => ({ ...face, path: join(projectRoot, face.path) })) ?? loadFaces());
  return bundled;
}

