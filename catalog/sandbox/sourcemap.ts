/**
 * Source maps of compiled components, kept to the one file an org wrote: the compiler's map of
 * the bundle is cut down to the segments of the submitted source (the SDK's own files are not
 * named), embedded in the script, and read back to say at which line of the source a script
 * error happened. Standard source map v3 with base64 VLQ mappings.
 */

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitOf = new Map([...base64].map((c, i) => [c, i]));

/** One mapping: generated column, source index, original line and column (all 0-based). */
export type Segment = [number, number, number, number];

export interface RawSourceMap { version: number; sources: string[]; names?: string[]; mappings: string; sourceRoot?: string; sourcesContent?: (string | null)[] }

/** The mappings of a map, by generated line (segments without a source are left out). */
export function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0, line = 0, column = 0;
  for (const text of mappings.split(';')) {
    const segments: Segment[] = [];
    let generated = 0;
    for (const part of text.split(',')) {
      if (!part) continue;
      const fields = decodeVlq(part);
      generated += fields[0]!;
      if (fields.length >= 4) {
        source += fields[1]!; line += fields[2]!; column += fields[3]!;
        segments.push([generated, source, line, column]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

export function encodeMappings(lines: readonly (readonly Segment[])[]): string {
  let source = 0, line = 0, column = 0;
  return lines.map((segments) => {
    let generated = 0;
    return segments.map(([g, s, l, c]) => {
      const out = encodeVlq(g - generated) + encodeVlq(s - source) + encodeVlq(l - line) + encodeVlq(c - column);
      generated = g; source = s; line = l; column = c;
      return out;
    }).join(',');
  }).join(';');
}

function decodeVlq(text: string): number[] {
  const values: number[] = [];
  let value = 0, shift = 0;
  for (const c of text) {
    const digit = digitOf.get(c);
    if (digit === undefined) throw new Error(`'${c}' is not a base64 digit of a source map`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) { shift += 5; continue; }
    values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0; shift = 0;
  }
  return values;
}

function encodeVlq(n: number): string {
  let v = n < 0 ? -n * 2 + 1 : n * 2;
  let out = '';
  do {
    let digit = v & 31;
    v = Math.floor(v / 32);
    if (v > 0) digit |= 32;
    out += base64[digit];
  } while (v > 0);
  return out;
}

/** The map reduced to the segments of the source named `sourceName` (which becomes its only source). */
export function keepSource(map: RawSourceMap, sourceName: string): RawSourceMap {
  const index = map.sources.findIndex((s) => s === sourceName || s.endsWith(`/${sourceName}`));
  const lines = decodeMappings(map.mappings).map((segments) => segments.filter((s) => s[1] === index).map(([g, , l, c]): Segment => [g, 0, l, c]));
  return { version: 3, sources: [sourceName], names: [], mappings: index < 0 ? '' : encodeMappings(lines) };
}

const inlinePrefix = '//# sourceMappingURL=data:application/json;base64,';

/** The script with its map appended as an inline source map comment. */
export function withInlineMap(js: string, map: RawSourceMap): string {
  return `${js.endsWith('\n') ? js : `${js}\n`}${inlinePrefix}${Buffer.from(JSON.stringify(map)).toString('base64')}\n`;
}

/** Finds positions of the original source from positions of a script with an inline map. */
export class SourcePositions {
  private readonly lines: Segment[][];

  constructor(js: string) {
    const at = js.lastIndexOf(inlinePrefix);
    let lines: Segment[][] = [];
    if (at >= 0) {
      try {
        const map = JSON.parse(Buffer.from(js.slice(at + inlinePrefix.length).trim(), 'base64').toString('utf8')) as RawSourceMap;
        lines = decodeMappings(map.mappings);
      } catch {
        lines = [];
      }
    }
    this.lines = lines;
  }

  /** The 1-based line and column of the source for a 1-based line and column of the script, when the script there came from it. */
  original(line: number, column: number): { line: number; column: number } | undefined {
    const segments = this.lines[line - 1];
    if (!segments?.length) return undefined;
    let best: Segment | undefined;
    for (const s of segments) {
      if (s[0] <= column - 1) best = s;
      else break;
    }
    best ??= segments[0]!;
    return { line: best[2] + 1, column: best[3] + 1 };
  }
}
