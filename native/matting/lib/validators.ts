/** Argument checks of the matting API: a TypeError or RangeError naming the argument. */

export const MAX_SIZE = 8192;

function describe(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : value.constructor?.name ?? 'an object';
}

export function checkOptions(options: unknown, name: string): Record<string, unknown> {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) throw new TypeError(`${name} must be an object (got ${describe(options)})`);
  return options as Record<string, unknown>;
}

export function checkSize(value: unknown, name: string, min: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new TypeError(`${name} must be an integer (got ${describe(value)})`);
  if (value < min || value > MAX_SIZE) throw new RangeError(`${name} must be from ${min} to ${MAX_SIZE} (got ${value})`);
  return value;
}

/** A thread count from 1 to 64; `fallback` (capped at 64) when absent. */
export function checkThreads(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return Math.min(64, Math.max(1, fallback));
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new TypeError(`${name} must be an integer (got ${describe(value)})`);
  if (value < 1 || value > 64) throw new RangeError(`${name} must be from 1 to 64 (got ${value})`);
  return value;
}

/** A score threshold in (0, 1); `fallback` when absent. */
export function checkScore(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`${name} must be a number (got ${describe(value)})`);
  if (value <= 0 || value >= 1) throw new RangeError(`${name} must be greater than 0 and less than 1 (got ${value})`);
  return value;
}

export function checkChoice<T extends string>(value: unknown, name: string, choices: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw new TypeError(`${name} must be one of ${choices.map((c) => `'${c}'`).join(', ')} (got ${describe(value)})`);
  }
  return value as T;
}

/** An RGBA frame of width x height, tightly packed: a Uint8Array (a Buffer is one) or Uint8ClampedArray of width*height*4 bytes. */
export function checkFrame(rgba: unknown, width: number, height: number, name = 'rgba'): Uint8Array {
  if (!(rgba instanceof Uint8Array) && !(rgba instanceof Uint8ClampedArray)) throw new TypeError(`${name} must be a Uint8Array of RGBA pixels (got ${describe(rgba)})`);
  const expected = width * height * 4;
  if (rgba.byteLength !== expected) throw new RangeError(`${name} must hold ${width}x${height} RGBA pixels: ${expected} bytes (got ${rgba.byteLength})`);
  return rgba instanceof Uint8Array ? rgba : new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.byteLength);
}
