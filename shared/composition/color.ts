/**
 * CSS colour parsing to straight RGBA (0..255, alpha 0..1), used both to validate colour fields
 * and by components that mix colours. Accepts what a canvas accepts in practice for this product:
 * hex forms, rgb()/rgba(), hsl()/hsla(), `transparent` and the CSS named colours.
 */
export interface RGBA { r: number; g: number; b: number; a: number }

const names: Record<string, string> = Object.fromEntries(
  ('aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc bisque:ffe4c4 black:000000 ' +
    'blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 ' +
    'chocolate:d2691e coral:ff7f50 cornflowerblue:6495ed cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b ' +
    'darkcyan:008b8b darkgoldenrod:b8860b darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b darkmagenta:8b008b ' +
    'darkolivegreen:556b2f darkorange:ff8c00 darkorchid:9932cc darkred:8b0000 darksalmon:e9967a darkseagreen:8fbc8f ' +
    'darkslateblue:483d8b darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 deeppink:ff1493 ' +
    'deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff firebrick:b22222 floralwhite:fffaf0 forestgreen:228b22 ' +
    'fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff gold:ffd700 goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f ' +
    'grey:808080 honeydew:f0fff0 hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa ' +
    'lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff ' +
    'lightgoldenrodyellow:fafad2 lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 lightsalmon:ffa07a ' +
    'lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 lightslategrey:778899 lightsteelblue:b0c4de lightyellow:ffffe0 ' +
    'lime:00ff00 limegreen:32cd32 linen:faf0e6 magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd ' +
    'mediumorchid:ba55d3 mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a ' +
    'mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa mistyrose:ffe4e1 moccasin:ffe4b5 ' +
    'navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 orange:ffa500 orangered:ff4500 orchid:da70d6 ' +
    'palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 ' +
    'peru:cd853f pink:ffc0cb plum:dda0dd powderblue:b0e0e6 purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f ' +
    'royalblue:4169e1 saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d ' +
    'silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa springgreen:00ff7f ' +
    'steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 turquoise:40e0d0 violet:ee82ee wheat:f5deb3 ' +
    'white:ffffff whitesmoke:f5f5f5 yellow:ffff00 yellowgreen:9acd32').split(' ').map((p) => p.split(':') as [string, string]),
);

const clamp255 = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

function parseComponent(s: string, max: number): number {
  const t = s.trim();
  if (t.endsWith('%')) return (Number(t.slice(0, -1)) / 100) * max;
  return Number(t);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  h = ((h % 360) + 360) % 360 / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t: number) => {
    t = (t + 1) % 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [f(h + 1 / 3) * 255, f(h) * 255, f(h - 1 / 3) * 255];
}

export function parseColor(input: string): RGBA | undefined {
  const s = input.trim().toLowerCase();
  if (s === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = names[s];
  if (named) return parseColor(`#${named}`);
  let m = /^#([0-9a-f]{3,8})$/.exec(s);
  if (m) {
    const h = m[1]!;
    if (h.length === 3 || h.length === 4) {
      const v = [...h].map((c) => parseInt(c + c, 16));
      return { r: v[0]!, g: v[1]!, b: v[2]!, a: h.length === 4 ? v[3]! / 255 : 1 };
    }
    if (h.length === 6 || h.length === 8) {
      const v = [0, 2, 4, 6].map((i) => parseInt(h.slice(i, i + 2), 16));
      return { r: v[0]!, g: v[1]!, b: v[2]!, a: h.length === 8 ? v[3]! / 255 : 1 };
    }
    return undefined;
  }
  m = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(s);
  if (!m) return undefined;
  const parts = m[2]!.split(/[\s,/]+/).filter(Boolean);
  if (parts.length !== 3 && parts.length !== 4) return undefined;
  const alpha = parts.length === 4 ? parseComponent(parts[3]!, 1) : 1;
  if (!Number.isFinite(alpha)) return undefined;
  if (m[1]!.startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((p) => parseComponent(p, 255));
    if (![r, g, b].every((v) => Number.isFinite(v))) return undefined;
    return { r: clamp255(r!), g: clamp255(g!), b: clamp255(b!), a: Math.max(0, Math.min(1, alpha)) };
  }
  const h = Number(parts[0]!.replace(/deg$/, ''));
  const sat = parseComponent(parts[1]!, 1), light = parseComponent(parts[2]!, 1);
  if (![h, sat, light].every(Number.isFinite) || !parts[1]!.endsWith('%') || !parts[2]!.endsWith('%')) return undefined;
  const [r, g, b] = hslToRgb(h, sat, light);
  return { r: clamp255(r), g: clamp255(g), b: clamp255(b), a: Math.max(0, Math.min(1, alpha)) };
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
