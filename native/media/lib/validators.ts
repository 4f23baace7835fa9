/**
 * Argument checks shared by the wrapper's modules: each throws a `TypeError` naming the argument and
 * what it got, so bad input never reaches the addon.
 */
import { fpsRational, type Rational } from '../../../shared/composition/timing.ts';

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Uint8Array) return `a ${value.constructor.name} of ${value.byteLength} bytes`;
  if (typeof value === 'string') return `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
  if (typeof value === 'object') return 'an object';
  return String(value);
}

export function requireObject(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError(`${name} must be an object (got ${describe(value)})`);
  return value as Record<string, unknown>;
}

export function requireInt(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new TypeError(`${name} must be an integer from ${min} to ${max} (got ${describe(value)})`);
  }
  return value;
}

export function requireNumber(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new TypeError(`${name} must be a number from ${min} to ${max} (got ${describe(value)})`);
  }
  return value;
}

export function requirePath(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.includes('\0')) throw new TypeError(`${name} must be a file path (got ${describe(value)})`);
  return value;
}

export function optionalBool(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new TypeError(`${name} must be a boolean (got ${describe(value)})`);
  return value;
}

export function requireOneOf<T extends string>(value: unknown, name: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new TypeError(`${name} must be one of ${allowed.map((a) => `'${a}'`).join(', ')} (got ${describe(value)})`);
  }
  return value as T;
}

export type { Rational };

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Frame rate as an exact fraction: 30, 29.97 (30000/1001), '30000/1001' or { num, den }. */
export function parseFps(value: unknown, name = 'fps'): Rational {
  const fail = (): never => {
    throw new TypeError(`${name} must be a positive frame rate such as 30, 29.97, '30000/1001' or { num, den } (got ${describe(value)})`);
  };
  let num: number, den: number;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0 || value > 1000) fail();
    ({ num, den } = fpsRational(value));
  } else if (typeof value === 'string' && /^\d+\/\d+$/.test(value)) {
    [num, den] = value.split('/').map(Number) as [number, number];
  } else if (typeof value === 'object' && value !== null && 'num' in value && 'den' in value) {
    ({ num, den } = value as Rational);
  } else {
    return fail();
  }
  if (!Number.isInteger(num) || !Number.isInteger(den) || num <= 0 || den <= 0 || num > 1_000_000 || den > 1_000_000 || num / den > 1000) fail();
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function requireRect(value: unknown, name: string, within?: { width: number; height: number }): Rect {
  const o = requireObject(value, name);
  const limit = 1e6;
  const r = {
    x: requireNumber(o.x, `${name}.x`, -limit, limit),
    y: requireNumber(o.y, `${name}.y`, -limit, limit),
    width: requireNumber(o.width, `${name}.width`, 0, limit),
    height: requireNumber(o.height, `${name}.height`, 0, limit),
  };
  if (r.width === 0 || r.height === 0) throw new TypeError(`${name} must have a positive width and height (got ${r.width}x${r.height})`);
  if (!within) return r;
  // Inside the picture, give or take floating-point rounding (which the clamp below absorbs).
  const slack = 1e-6 * Math.max(within.width, within.height);
  if (r.x < -slack || r.y < -slack || r.x + r.width > within.width + slack || r.y + r.height > within.height + slack) {
    throw new TypeError(`${name} must lie inside the ${within.width}x${within.height} picture (got ${r.width}x${r.height} at ${r.x},${r.y})`);
  }
  const x = Math.max(0, r.x), y = Math.max(0, r.y);
  return { x, y, width: Math.min(r.width, within.width - x), height: Math.min(r.height, within.height - y) };
}
