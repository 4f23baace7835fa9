/**
 * Colour difference for the brand-colour critic: hex (sRGB) to CIELAB (D65) and the CIEDE2000
 * difference (Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula", 2005; kL = kC = kH = 1).
 *
 * To be replaced by shared/color/delta-e.ts (the same two exports) once that module is in.
 */

export interface Lab { L: number; a: number; b: number }

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (alpha ignored) to CIELAB under D65; throws on anything else. */
export function hexToLab(hex: string): Lab {
  const m = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  let digits = m[1]!;
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const channel = (i: number) => {
    const c = parseInt(digits.slice(i * 2, i * 2 + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const r = channel(0), g = channel(1), b = channel(2);
  // sRGB (D65) to XYZ, then to Lab with the D65 reference white.
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const fx = f(x), fy = f(y), fz = f(z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const deg = Math.PI / 180;

/** CIEDE2000 colour difference of two Lab colours. */
export function deltaE2000(c1: Lab, c2: Lab): number {
  const C1 = Math.hypot(c1.a, c1.b), C2 = Math.hypot(c2.a, c2.b);
  const Cbar7 = ((C1 + C2) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(Cbar7 / (Cbar7 + 25 ** 7)));
  const a1 = (1 + G) * c1.a, a2 = (1 + G) * c2.a;
  const C1p = Math.hypot(a1, c1.b), C2p = Math.hypot(a2, c2.b);
  const hue = (b: number, a: number) => {
    if (a === 0 && b === 0) return 0;
    const h = Math.atan2(b, a) / deg;
    return h < 0 ? h + 360 : h;
  };
  const h1 = hue(c1.b, a1), h2 = hue(c2.b, a2);
  const dL = c2.L - c1.L;
  const dC = C2p - C1p;
  let dh = 0;
  if (C1p * C2p !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(C1p * C2p) * Math.sin((dh / 2) * deg);
  const Lbar = (c1.L + c2.L) / 2;
  const Cbar = (C1p + C2p) / 2;
  let hbar = h1 + h2;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1 - h2) <= 180) hbar = (h1 + h2) / 2;
    else hbar = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const T = 1 - 0.17 * Math.cos((hbar - 30) * deg) + 0.24 * Math.cos(2 * hbar * deg) + 0.32 * Math.cos((3 * hbar + 6) * deg) - 0.2 * Math.cos((4 * hbar - 63) * deg);
  const dTheta = 30 * Math.exp(-(((hbar - 275) / 25) ** 2));
  const Cbar7p = Cbar ** 7;
  const Rc = 2 * Math.sqrt(Cbar7p / (Cbar7p + 25 ** 7));
  const Sl = 1 + (0.015 * (Lbar - 50) ** 2) / Math.sqrt(20 + (Lbar - 50) ** 2);
  const Sc = 1 + 0.045 * Cbar;
  const Sh = 1 + 0.015 * Cbar * T;
  const Rt = -Math.sin(2 * dTheta * deg) * Rc;
  const l = dL / Sl, c = dC / Sc, h = dH / Sh;
  return Math.sqrt(l * l + c * c + h * h + Rt * c * h);
}
