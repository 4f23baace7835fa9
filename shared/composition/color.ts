/**
 * CSS colour parsing to straight RGBA (0..255, alpha 0..1), used both to validate colour fields
 * and by components that mix colours. Parsing is culori's: every CSS Color 4 syntax (hex, named,
 * rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color()) and `transparent`, the same
 * syntaxes the canvas draws.
 */
import {
  converter, modeA98, modeHsl, modeHwb, modeLab, modeLch, modeLrgb, modeOklab, modeOklch, modeP3, modeProphoto, modeRec2020, modeRgb, modeXyz50, modeXyz65, parse, useMode,
} from 'culori/fn';

// The colour spaces CSS Color 4 names, registered one by one (culori/fn) rather than culori's every
// space: the component SDK carries this module into the sandbox, where each kilobyte is loaded by
// every component instance.
for (const mode of [modeRgb, modeLrgb, modeHsl, modeHwb, modeLab, modeLch, modeOklab, modeOklch, modeP3, modeRec2020, modeA98, modeProphoto, modeXyz50, modeXyz65]) useMode(mode);

export interface RGBA { r: number; g: number; b: number; a: number }

const toRgb = converter('rgb');
const clamp255 = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/**
 * The colour in sRGB, or undefined when it is not a CSS colour. A colour outside sRGB (a vivid
 * oklch(), display-p3) is clipped channel by channel, as the canvas clips it when it draws, so a
 * mix or a luminance computed here matches the pixels.
 */
export function parseColor(input: string): RGBA | undefined {
  const parsed = parseOrUndefined(input.trim().toLowerCase());
  if (!parsed) return undefined;
  const { r, g, b, alpha } = toRgb(parsed);
  if (![r, g, b].every(Number.isFinite)) return undefined;
  return { r: clamp255(r * 255), g: clamp255(g * 255), b: clamp255(b * 255), a: clamp01(alpha ?? 1) };
}

/** culori's parse, which throws on some input that is no colour (`ä/1`: a slash after a character it makes no token of). */
function parseOrUndefined(input: string): ReturnType<typeof parse> {
  try {
    return parse(input);
  } catch {
    return undefined;
  }
}

export function isColor(input: string): boolean {
  return parseColor(input) !== undefined;
}

export function rgbaString(c: RGBA): string {
  return `rgba(${c.r},${c.g},${c.b},${Math.round(c.a * 1000) / 1000})`;
}

/** The colour with its alpha multiplied by `alpha`; unparseable input gives transparent black. */
export function withAlpha(color: string, alpha: number): string {
  const c = parseColor(color) ?? { r: 0, g: 0, b: 0, a: 0 };
  return rgbaString({ ...c, a: c.a * Math.max(0, Math.min(1, alpha)) });
}

/** Linear mix of two colours in sRGB space (t = 0 gives `a`). */
export function mix(a: string, b: string, t: number): string {
  const x = parseColor(a) ?? { r: 0, g: 0, b: 0, a: 1 };
  const y = parseColor(b) ?? { r: 0, g: 0, b: 0, a: 1 };
  return rgbaString({ r: clamp255(x.r + (y.r - x.r) * t), g: clamp255(x.g + (y.g - x.g) * t), b: clamp255(x.b + (y.b - x.b) * t), a: x.a + (y.a - x.a) * t });
}

/** Relative luminance (0..1) of a colour, for choosing readable text on it. */
export function luminance(color: string): number {
  const c = parseColor(color) ?? { r: 0, g: 0, b: 0, a: 1 };
  const lin = (v: number) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}
