/**
 * Colour science the verify critics share: sRGB ↔ CIELAB (D65 white, the sRGB standard's) and the
 * CIEDE2000 colour difference (Sharma, Wu & Dalal 2005). A brand colour "is on screen" when a
 * dominant colour lies within a few ΔE00 of it, which matches what people see far better than
 * distances in RGB.
 */

export interface Lab { l: number; a: number; b: number }
export interface Rgb { r: number; g: number; b: number }

/** D65 reference white (the sRGB white point), Y = 100. */
const white = { x: 95.047, y: 100, z: 108.883 };

/** `#rgb` or `#rrggbb` (the `#` optional) as sRGB 0–255. */
export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new RangeError(`not a hex colour: ${hex}`);
  let digits = m[1]!;
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const n = parseInt(digits, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** sRGB 0–255 (rounded and clamped) as lower-case `#rrggbb`. */
export function rgbToHex({ r, g, b }: Rgb): string {
  const byte = (v: number) => Math.min(255, Math.max(0, Math.round(v))).toString(16).padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}

/** An sRGB channel 0–255 as linear light 0–1 (the sRGB transfer function undone). */
export function srgbToLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function linearToSrgb(linear: number): number {
  const c = linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
  return c * 255;
}

const epsilon = 216 / 24389;
const kappa = 24389 / 27;

export function rgbToLab({ r, g, b }: Rgb): Lab {
  const lr = srgbToLinear(r), lg = srgbToLinear(g), lb = srgbToLinear(b);
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) * 100;
  const y = (0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb) * 100;
  const z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) * 100;
  const f = (t: number) => (t > epsilon ? Math.cbrt(t) : (kappa * t + 16) / 116);
  const fx = f(x / white.x), fy = f(y / white.y), fz = f(z / white.z);
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** CIELAB back to sRGB 0–255 (unrounded; out-of-gamut values are clamped by rgbToHex). */
export function labToRgb({ l, a, b }: Lab): Rgb {
  const fy = (l + 16) / 116, fx = fy + a / 500, fz = fy - b / 200;
  const finv = (t: number) => (t ** 3 > epsilon ? t ** 3 : (116 * t - 16) / kappa);
  const x = (finv(fx) * white.x) / 100, y = (l > kappa * epsilon ? fy ** 3 : l / kappa) * white.y / 100, z = (finv(fz) * white.z) / 100;
  const lr = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
  const lg = -0.9692660 * x + 1.8760108 * y + 0.0415560 * z;
  const lb = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
  return { r: linearToSrgb(lr), g: linearToSrgb(lg), b: linearToSrgb(lb) };
}

export const hexToLab = (hex: string): Lab => rgbToLab(hexToRgb(hex));
export const labToHex = (lab: Lab): string => rgbToHex(labToRgb(lab));

const deg = Math.PI / 180;

/** CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1), as Sharma, Wu & Dalal give it. */
export function deltaE2000(x: Lab, y: Lab): number {
  const c1 = Math.hypot(x.a, x.b), c2 = Math.hypot(y.a, y.b);
  const cMean = (c1 + c2) / 2;
  const g = 0.5 * (1 - Math.sqrt(cMean ** 7 / (cMean ** 7 + 25 ** 7)));
  const a1 = (1 + g) * x.a, a2 = (1 + g) * y.a;
  const cp1 = Math.hypot(a1, x.b), cp2 = Math.hypot(a2, y.b);
  const hue = (b: number, a: number) => (b === 0 && a === 0 ? 0 : ((Math.atan2(b, a) / deg) + 360) % 360);
  const h1 = hue(x.b, a1), h2 = hue(y.b, a2);

  const dL = y.l - x.l;
  const dC = cp2 - cp1;
  let dh = 0;
  if (cp1 * cp2 !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin((dh / 2) * deg);

  const lMean = (x.l + y.l) / 2;
  const cpMean = (cp1 + cp2) / 2;
  let hMean = h1 + h2;
  if (cp1 * cp2 !== 0) {
    if (Math.abs(h1 - h2) <= 180) hMean = (h1 + h2) / 2;
    else hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const t = 1 - 0.17 * Math.cos((hMean - 30) * deg) + 0.24 * Math.cos(2 * hMean * deg)
    + 0.32 * Math.cos((3 * hMean + 6) * deg) - 0.20 * Math.cos((4 * hMean - 63) * deg);
  const dTheta = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(cpMean ** 7 / (cpMean ** 7 + 25 ** 7));
  const sl = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sc = 1 + 0.045 * cpMean;
  const sh = 1 + 0.015 * cpMean * t;
  const rt = -Math.sin(2 * dTheta * deg) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

/** CIEDE2000 difference of two hex colours. */
export const deltaEHex = (a: string, b: string): number => deltaE2000(hexToLab(a), hexToLab(b));
