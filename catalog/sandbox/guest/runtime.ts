/**
 * The runtime inside the sandbox, evaluated before a component's script: the canvas API the
 * components draw with (recording commands for the host, see ../protocol.ts), deterministic
 * globals (Date frozen at the epoch and in UTC, Math.random seeded by the host for each draw), a
 * console that prints nothing, and the entry points the host calls (`draw`, `definition`).
 *
 * It is compiled by the host (runtime.ts) and is not part of a compiled component, so a component
 * version compiled long ago draws with the host's current protocol. The script reaches it through
 * the global `__framefleet` (createCanvas, resolveFont: what the SDK's shims call).
 */
import {
  bridgeGlobal, bundleGlobal, definitionMark, type DrawCall, fixedArity, type HostBridge, type LentPicture, Op, type PropAnswer, runtimeGlobal, stateProps, textMetricFields,
} from '../protocol.ts';

const root = globalThis as unknown as Record<string, unknown>;
const host = root[bridgeGlobal] as HostBridge;
delete root[bridgeGlobal];

// ---------------------------------------------------------------------------------------------
// The command buffer

const maxBufferDoubles = 1 << 16;
let buffer = new Float64Array(1024);
let used = 0;
let strings: string[] = [];

function room(count: number): void {
  if (used + count <= buffer.length) return;
  if (buffer.length >= maxBufferDoubles) { flush(); if (count <= buffer.length) return; }
  let size = buffer.length * 2;
  while (size < used + count) size *= 2;
  const grown = new Float64Array(size);
  grown.set(buffer.subarray(0, used));
  buffer = grown;
}

function text(value: unknown): number {
  strings.push(String(value));
  return strings.length - 1;
}

/** Records one command of fixed length: its op, target and numbers (as many as the op takes). */
function put(op: number, target: number, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0): void {
  const n = fixedArity[op]!;
  room(2 + n);
  const at = used;
  buffer[at] = op; buffer[at + 1] = target;
  // Written one by one: no array is made per command.
  if (n > 0) buffer[at + 2] = a;
  if (n > 1) buffer[at + 3] = b;
  if (n > 2) buffer[at + 4] = c;
  if (n > 3) buffer[at + 5] = d;
  if (n > 4) buffer[at + 6] = e;
  if (n > 5) buffer[at + 7] = f;
  if (n > 6) buffer[at + 8] = g;
  if (n > 7) buffer[at + 9] = h;
  used = at + 2 + n;
}

/** Records one command of counted length: its op, target, leading numbers, then the count and the numbers counted. */
function putCounted(op: number, target: number, leading: number[], counted: number[]): void {
  room(3 + leading.length + counted.length);
  buffer[used++] = op;
  buffer[used++] = target;
  for (const v of leading) buffer[used++] = v;
  buffer[used++] = counted.length;
  for (const v of counted) buffer[used++] = v;
}

/** Sends what is recorded to the host, which draws it. */
function flush(): void {
  if (used === 0) return;
  const doubles = used, table = JSON.stringify(strings);
  used = 0;
  strings = [];
  host.flush(buffer.slice(0, doubles).buffer, doubles, table);
}

const num = (v: unknown) => +(v as number);

// ---------------------------------------------------------------------------------------------
// Handles and their release

let nextHandle = 1;
/** What the script created on the host, released once the script lets go of it (see sweep). */
const owned: { ref: WeakRef<object>; handle: number }[] = [];

function own<T extends object>(make: (handle: number) => T): T {
  const handle = nextHandle++;
  const value = make(handle);
  owned.push({ ref: new WeakRef(value), handle });
  return value;
}

/**
 * Releases the host objects of canvases, gradients and patterns the script no longer reaches.
 * The engine frees an object as soon as nothing refers to it (reference counting; cycles wait for
 * its collector), which clears its WeakRef; run at the end of every draw.
 */
function sweep(): void {
  let kept = 0;
  for (const entry of owned) {
    if (entry.ref.deref()) owned[kept++] = entry;
    else { put(Op.release, entry.handle); styleObjects.delete(entry.handle); }
  }
  owned.length = kept;
}

/** The handle of a picture a context can draw (a canvas, a lent image, image data is not one). */
function pictureHandle(value: unknown, what: string): number {
  if (value instanceof Canvas || value instanceof HostImage) return value.handle;
  throw new TypeError(`${what}: the picture must be a canvas or an image given to the component`);
}

export class HostImage {
  constructor(readonly handle: number, readonly width: number, readonly height: number) {}
  get naturalWidth() { return this.width; }
  get naturalHeight() { return this.height; }
  get complete() { return true; }
}

export class ImageData {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
  readonly colorSpace = 'srgb';
  constructor(a: Uint8ClampedArray | number, b: number, c?: number) {
    if (typeof a === 'number') {
      this.width = Math.trunc(a); this.height = Math.trunc(b);
      if (!(this.width > 0 && this.height > 0)) throw new RangeError('ImageData: the size must be positive');
      this.data = new Uint8ClampedArray(this.width * this.height * 4);
    } else {
      this.data = a; this.width = Math.trunc(b); this.height = c === undefined ? a.length / 4 / this.width : Math.trunc(c);
      if (!(this.width > 0 && this.height > 0) || this.width * this.height * 4 !== a.length) throw new RangeError('ImageData: the data does not match the size');
    }
  }
}

export class CanvasGradient {
  constructor(readonly handle: number) {}
  addColorStop(offset: number, color: string): void {
    put(Op.addColorStop, this.handle, num(offset), text(color));
  }
}

export class CanvasPattern {
  constructor(readonly handle: number) {}
  setTransform(): void {
    throw new TypeError('CanvasPattern.setTransform is not available to components');
  }
}

/** Gradients and patterns by handle, so that reading a style back gives the object that was set. */
const styleObjects = new Map<number, WeakRef<CanvasGradient | CanvasPattern>>();
function remember<T extends CanvasGradient | CanvasPattern>(style: T): T {
  styleObjects.set(style.handle, new WeakRef(style));
  return style;
}

export class DOMMatrix {
  a: number; b: number; c: number; d: number; e: number; f: number;
  constructor(init?: number[]) {
    [this.a, this.b, this.c, this.d, this.e, this.f] = init && init.length === 6 ? init.map(Number) as [number, number, number, number, number, number] : [1, 0, 0, 1, 0, 0];
  }
  get m11() { return this.a; } get m12() { return this.b; } get m21() { return this.c; } get m22() { return this.d; } get m41() { return this.e; } get m42() { return this.f; }
  get is2D() { return true; }
  get isIdentity() { return this.a === 1 && this.b === 0 && this.c === 0 && this.d === 1 && this.e === 0 && this.f === 0; }
  multiply(o: { a: number; b: number; c: number; d: number; e: number; f: number }): DOMMatrix {
    return new DOMMatrix([
      this.a * o.a + this.c * o.b, this.b * o.a + this.d * o.b, this.a * o.c + this.c * o.d, this.b * o.c + this.d * o.d,
      this.a * o.e + this.c * o.f + this.e, this.b * o.e + this.d * o.f + this.f,
    ]);
  }
  inverse(): DOMMatrix {
    const det = this.a * this.d - this.b * this.c;
    if (!det) return new DOMMatrix([NaN, NaN, NaN, NaN, NaN, NaN]);
    return new DOMMatrix([this.d / det, -this.b / det, -this.c / det, this.a / det, (this.c * this.f - this.d * this.e) / det, (this.b * this.e - this.a * this.f) / det]);
  }
  transformPoint(p: { x?: number; y?: number } = {}): { x: number; y: number } {
    const x = p.x ?? 0, y = p.y ?? 0;
    return { x: this.a * x + this.c * y + this.e, y: this.b * x + this.d * y + this.f };
  }
}

// ---------------------------------------------------------------------------------------------
// Canvases and their 2D context

const lentHandles = new Set<number>();

export class Canvas {
  readonly handle: number;
  #width: number;
  #height: number;
  #context: WeakRef<CanvasRenderingContext2D> | undefined;

  constructor(width: number, height: number, lent?: LentPicture) {
    if (lent) {
      this.handle = lent.handle; this.#width = lent.width; this.#height = lent.height;
      lentHandles.add(lent.handle);
      return;
    }
    this.#width = Math.max(1, Math.trunc(num(width)) || 1);
    this.#height = Math.max(1, Math.trunc(num(height)) || 1);
    this.handle = nextHandle++;
    owned.push({ ref: new WeakRef(this), handle: this.handle });
    put(Op.createCanvas, this.handle, this.#width, this.#height);
  }

  get width() { return this.#width; }
  set width(value: number) { this.#resize(value, this.#height); }
  get height() { return this.#height; }
  set height(value: number) { this.#resize(this.#width, value); }

  #resize(width: number, height: number): void {
    if (lentHandles.has(this.handle)) throw new TypeError('a canvas the renderer lends cannot be resized');
    this.#width = Math.max(1, Math.trunc(num(width)) || 1);
    this.#height = Math.max(1, Math.trunc(num(height)) || 1);
    put(Op.resizeCanvas, this.handle, this.#width, this.#height);
  }

  /** The 2D context (the same object while the script holds it; the canvas does not keep it alive, so the two never form a cycle). */
  getContext(kind: string): CanvasRenderingContext2D | null {
    if (kind !== '2d') return null;
    let context = this.#context?.deref();
    if (!context) { context = new CanvasRenderingContext2D(this); this.#context = new WeakRef(context); }
    return context;
  }

  toDataURL(): never { throw new TypeError('canvas encoding is not available to components'); }
  encode(): never { throw new TypeError('canvas encoding is not available to components'); }
  toBuffer(): never { throw new TypeError('canvas encoding is not available to components'); }
}

function fillRule(rule: unknown): number {
  return rule === 'evenodd' ? 1 : 0;
}

export class CanvasRenderingContext2D {
  readonly #target: number;
  constructor(readonly canvas: Canvas) {
    this.#target = canvas.handle;
  }

  save() { put(Op.save, this.#target); }
  restore() { put(Op.restore, this.#target); }
  reset() { put(Op.reset, this.#target); }
  beginPath() { put(Op.beginPath, this.#target); }
  closePath() { put(Op.closePath, this.#target); }
  moveTo(x: number, y: number) { put(Op.moveTo, this.#target, num(x), num(y)); }
  lineTo(x: number, y: number) { put(Op.lineTo, this.#target, num(x), num(y)); }
  bezierCurveTo(a: number, b: number, c: number, d: number, e: number, f: number) { put(Op.bezierCurveTo, this.#target, num(a), num(b), num(c), num(d), num(e), num(f)); }
  quadraticCurveTo(a: number, b: number, c: number, d: number) { put(Op.quadraticCurveTo, this.#target, num(a), num(b), num(c), num(d)); }
  arc(x: number, y: number, r: number, start: number, end: number, anticlockwise = false) {
    if (num(r) < 0) throw new RangeError(`arc: the radius ${r} is negative`);
    put(Op.arc, this.#target, num(x), num(y), num(r), num(start), num(end), anticlockwise ? 1 : 0);
  }
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number) {
    if (num(r) < 0) throw new RangeError(`arcTo: the radius ${r} is negative`);
    put(Op.arcTo, this.#target, num(x1), num(y1), num(x2), num(y2), num(r));
  }
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, start: number, end: number, anticlockwise = false) {
    if (num(rx) < 0 || num(ry) < 0) throw new RangeError('ellipse: a radius is negative');
    put(Op.ellipse, this.#target, num(x), num(y), num(rx), num(ry), num(rotation), num(start), num(end), anticlockwise ? 1 : 0);
  }
  rect(x: number, y: number, w: number, h: number) { put(Op.rect, this.#target, num(x), num(y), num(w), num(h)); }
  roundRect(x: number, y: number, w: number, h: number, radii?: number | number[]) {
    const list = radii === undefined ? [] : Array.isArray(radii) ? radii.map(num) : [num(radii)];
    if (list.length > 4) throw new RangeError('roundRect: at most 4 radii');
    putCounted(Op.roundRect, this.#target, [num(x), num(y), num(w), num(h)], list);
  }
  fill(rule?: string) {
    if (typeof rule === 'object') throw new TypeError('Path2D is not available to components: draw with the context path');
    put(Op.fill, this.#target, fillRule(rule));
  }
  stroke(path?: unknown) {
    if (path !== undefined) throw new TypeError('Path2D is not available to components: draw with the context path');
    put(Op.stroke, this.#target);
  }
  clip(rule?: string) {
    if (typeof rule === 'object') throw new TypeError('Path2D is not available to components: draw with the context path');
    put(Op.clip, this.#target, fillRule(rule));
  }
  fillRect(x: number, y: number, w: number, h: number) { put(Op.fillRect, this.#target, num(x), num(y), num(w), num(h)); }
  strokeRect(x: number, y: number, w: number, h: number) { put(Op.strokeRect, this.#target, num(x), num(y), num(w), num(h)); }
  clearRect(x: number, y: number, w: number, h: number) { put(Op.clearRect, this.#target, num(x), num(y), num(w), num(h)); }
  fillText(s: string, x: number, y: number, maxWidth?: number) { put(Op.fillText, this.#target, text(s), num(x), num(y), maxWidth === undefined ? NaN : num(maxWidth)); }
  strokeText(s: string, x: number, y: number, maxWidth?: number) { put(Op.strokeText, this.#target, text(s), num(x), num(y), maxWidth === undefined ? NaN : num(maxWidth)); }
  translate(x: number, y: number) { put(Op.translate, this.#target, num(x), num(y)); }
  rotate(a: number) { put(Op.rotate, this.#target, num(a)); }
  scale(x: number, y: number) { put(Op.scale, this.#target, num(x), num(y)); }
  transform(a: number, b: number, c: number, d: number, e: number, f: number) { put(Op.transform, this.#target, num(a), num(b), num(c), num(d), num(e), num(f)); }
  setTransform(a?: number | { a?: number; b?: number; c?: number; d?: number; e?: number; f?: number; m11?: number; m12?: number; m21?: number; m22?: number; m41?: number; m42?: number }, b?: number, c?: number, d?: number, e?: number, f?: number) {
    if (typeof a === 'object' || a === undefined) {
      const m = a ?? {};
      put(Op.setTransform, this.#target, num(m.a ?? m.m11 ?? 1), num(m.b ?? m.m12 ?? 0), num(m.c ?? m.m21 ?? 0), num(m.d ?? m.m22 ?? 1), num(m.e ?? m.m41 ?? 0), num(m.f ?? m.m42 ?? 0));
      return;
    }
    put(Op.setTransform, this.#target, num(a), num(b), num(c), num(d), num(e), num(f));
  }
  resetTransform() { put(Op.resetTransform, this.#target); }
  getTransform(): DOMMatrix {
    flush();
    return new DOMMatrix(JSON.parse(host.getTransform(this.#target)) as number[]);
  }
  setLineDash(segments: number[]) {
    if (!Array.isArray(segments)) throw new TypeError('setLineDash: segments must be an array');
    const list = segments.map(num);
    if (list.length > 1024) throw new RangeError('setLineDash: too many segments');
    putCounted(Op.setLineDash, this.#target, [], list);
  }
  getLineDash(): number[] {
    flush();
    return JSON.parse(host.getLineDash(this.#target)) as number[];
  }
  drawImage(picture: unknown, ...args: number[]) {
    const handle = pictureHandle(picture, 'drawImage');
    if (args.length !== 2 && args.length !== 4 && args.length !== 8) throw new TypeError(`drawImage takes 3, 5 or 9 arguments, not ${args.length + 1}`);
    putCounted(Op.drawImage, this.#target, [handle], args.map(num));
  }
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): CanvasGradient {
    const g = own((handle) => new CanvasGradient(handle));
    put(Op.linearGradient, g.handle, num(x0), num(y0), num(x1), num(y1));
    return remember(g);
  }
  createRadialGradient(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number): CanvasGradient {
    if (num(r0) < 0 || num(r1) < 0) throw new RangeError('createRadialGradient: a radius is negative');
    const g = own((handle) => new CanvasGradient(handle));
    put(Op.radialGradient, g.handle, num(x0), num(y0), num(r0), num(x1), num(y1), num(r1));
    return remember(g);
  }
  createConicGradient(start: number, x: number, y: number): CanvasGradient {
    const g = own((handle) => new CanvasGradient(handle));
    put(Op.conicGradient, g.handle, num(start), num(x), num(y));
    return remember(g);
  }
  createPattern(picture: unknown, repetition: string | null): CanvasPattern {
    const p = own((handle) => new CanvasPattern(handle));
    const rep = repetition === null || repetition === '' ? 'repeat' : String(repetition);
    if (picture instanceof ImageData) {
      flush();
      host.pixelPattern(p.handle, picture.data.slice().buffer as ArrayBuffer, picture.width, picture.height, rep);
    } else {
      put(Op.pattern, p.handle, pictureHandle(picture, 'createPattern'), text(rep));
    }
    return remember(p);
  }
  createImageData(a: number | ImageData, b?: number): ImageData {
    return a instanceof ImageData ? new ImageData(a.width, a.height) : new ImageData(Math.abs(Math.trunc(num(a))), Math.abs(Math.trunc(num(b))));
  }
  getImageData(x: number, y: number, w: number, h: number): ImageData {
    if (!(Math.trunc(num(w)) !== 0 && Math.trunc(num(h)) !== 0)) throw new RangeError('getImageData: the width and height must not be zero');
    flush();
    const [pixels, width, height] = host.getImageData(this.#target, num(x), num(y), num(w), num(h));
    return new ImageData(new Uint8ClampedArray(pixels), width, height);
  }
  putImageData(image: ImageData, dx: number, dy: number, dirtyX?: number, dirtyY?: number, dirtyWidth?: number, dirtyHeight?: number) {
    if (!(image instanceof ImageData)) throw new TypeError('putImageData: the first argument must be ImageData');
    flush();
    const dirty = dirtyX === undefined ? [NaN, NaN, NaN, NaN] : [num(dirtyX), num(dirtyY), num(dirtyWidth), num(dirtyHeight)];
    host.putImageData(this.#target, image.data.slice().buffer as ArrayBuffer, image.width, image.height, num(dx), num(dy), dirty[0]!, dirty[1]!, dirty[2]!, dirty[3]!);
  }
  measureText(s: string): Record<string, number> {
    flush();
    const values = JSON.parse(host.measureText(this.#target, String(s))) as number[];
    const metrics: Record<string, number> = {};
    textMetricFields.forEach((field, i) => { metrics[field] = values[i]!; });
    return metrics;
  }
  isPointInPath(x: number, y: number, rule?: string): boolean {
    flush();
    return host.isPointIn(this.#target, 0, num(x), num(y), fillRule(rule));
  }
  isPointInStroke(x: number, y: number): boolean {
    flush();
    return host.isPointIn(this.#target, 1, num(x), num(y), 0);
  }
}

// State properties: writes are recorded, reads ask the host (which knows how Skia parsed them).
stateProps.forEach(({ name, kind }, index) => {
  Object.defineProperty(CanvasRenderingContext2D.prototype, name, {
    configurable: true,
    enumerable: true,
    get(this: CanvasRenderingContext2D) {
      flush();
      const answer = JSON.parse(host.getProp(this.canvas.handle, index)) as PropAnswer;
      if ('value' in answer) return answer.value;
      const known = styleObjects.get(answer.handle)?.deref();
      if (known) return known;
      const style = answer.kind === 'gradient' ? new CanvasGradient(answer.handle) : new CanvasPattern(answer.handle);
      return remember(style);
    },
    set(this: CanvasRenderingContext2D, value: unknown) {
      const target = this.canvas.handle;
      if (kind === 'style' && (value instanceof CanvasGradient || value instanceof CanvasPattern)) { put(Op.setStyleObject, target, index, value.handle); return; }
      if (kind === 'number') { put(Op.setProp, target, index, num(value)); return; }
      if (kind === 'boolean') { put(Op.setProp, target, index, value ? 1 : 0); return; }
      put(Op.setProp, target, index, text(value));
    },
  });
});

// ---------------------------------------------------------------------------------------------
// Deterministic globals

let randomState = 0;
/** mulberry32, as shared/random.ts: the host seeds it for every draw. */
Math.random = () => {
  randomState = (randomState + 0x6d2b79f5) >>> 0;
  let t = randomState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const RealDate = Date;
// No wall clock: a date made without arguments is the epoch, and local time is UTC on every node.
function FrozenDate(this: unknown, ...args: unknown[]): unknown {
  if (!new.target) return new RealDate(0).toISOString();
  return Reflect.construct(RealDate, args.length ? args : [0], new.target);
}
FrozenDate.prototype = RealDate.prototype;
FrozenDate.now = () => 0;
FrozenDate.parse = RealDate.parse;
FrozenDate.UTC = RealDate.UTC;
Object.defineProperty(RealDate.prototype, 'constructor', { value: FrozenDate, configurable: true, writable: true });
const dateProto = RealDate.prototype as unknown as Record<string, unknown>;
for (const part of ['FullYear', 'Month', 'Date', 'Day', 'Hours', 'Minutes', 'Seconds', 'Milliseconds']) {
  dateProto[`get${part}`] = dateProto[`getUTC${part}`];
  if (part !== 'Day') dateProto[`set${part}`] = dateProto[`setUTC${part}`];
}
dateProto.getTimezoneOffset = () => 0;
Object.assign(dateProto, { toString: dateProto.toISOString, toLocaleString: dateProto.toISOString });
root.Date = FrozenDate;

const quiet = () => undefined;
root.console = { log: quiet, info: quiet, warn: quiet, error: quiet, debug: quiet, trace: quiet };
Object.assign(root, { ImageData, DOMMatrix, CanvasGradient, CanvasPattern, CanvasRenderingContext2D });

// ---------------------------------------------------------------------------------------------
// Entry points

interface Definition { draw: (ctx: unknown, f: unknown, props: unknown, brand: unknown, io: unknown) => void; [key: string]: unknown }

function definition(): Definition {
  const module = root[bundleGlobal] as { default?: unknown } | undefined;
  const def = module?.default as Definition | undefined;
  if (!def || typeof def !== 'object' || !(def as Record<string, unknown>)[definitionMark]) {
    throw new TypeError('the module must `export default defineComponent({...})`');
  }
  if (typeof def.draw !== 'function') throw new TypeError('the definition has no draw function');
  return def;
}

function lentPicture(lent: LentPicture | null): Canvas | undefined {
  return lent ? new Canvas(0, 0, lent) : undefined;
}

root[runtimeGlobal] = Object.freeze({
  createCanvas: (width: number, height: number) => new Canvas(width, height),
  Canvas,
  resolveFont(family: string, weight: number, style: string): { ok: true; face: { family: string; weight: number; style: 'normal' | 'italic' } } | { ok: false; reason: string } {
    return JSON.parse(host.resolveFont(String(family), num(weight), String(style)));
  },
  /** The definition's catalog fields as JSON (everything but draw; functions are dropped). */
  manifest(): string {
    const { draw: _draw, [definitionMark]: _mark, ...fields } = definition();
    return JSON.stringify(fields);
  },
  draw(call: string, props: string, brand: string): void {
    const c = JSON.parse(call) as DrawCall;
    randomState = c.seed >>> 0;
    lentHandles.clear();
    // Handles the host lent for the last draw (below 1) are gone.
    for (const handle of styleObjects.keys()) if (handle < 1) styleObjects.delete(handle);
    const target = new Canvas(0, 0, { handle: 0, ...c.target });
    const io: Record<string, unknown> = {
      image(src: unknown) {
        if (typeof src !== 'string' || src === '') return null;
        const lent = JSON.parse(host.image(src)) as LentPicture | null;
        return lent ? new HostImage(lent.handle, lent.width, lent.height) : null;
      },
    };
    const from = lentPicture(c.from), to = lentPicture(c.to);
    if (from) io.from = from;
    if (to) io.to = to;
    if (c.layers) {
      io.layer = () => {
        flush();
        const lent = JSON.parse(host.layer()) as LentPicture | null;
        if (!lent) throw new TypeError('no layer is available');
        const canvas = new Canvas(0, 0, lent);
        return { canvas, ctx: canvas.getContext('2d') };
      };
    }
    try {
      definition().draw(target.getContext('2d'), c.frame, JSON.parse(props), JSON.parse(brand), io);
    } finally {
      sweep();
      flush();
    }
  },
  /** Releases what the script let go of since the last draw and sends what is still recorded. */
  settle() { sweep(); flush(); },
});

