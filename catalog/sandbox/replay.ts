/**
 * The host side of the drawing protocol (protocol.ts): the canvases, gradients, patterns and
 * pictures a sandboxed component draws with, by handle, and the replay of its command buffers
 * onto them with Skia. Everything the script sends is checked here (ops, handles, counts, sizes):
 * the script is untrusted, so a malformed buffer is the component's failure, never the host's.
 * Canvases the script makes count against a byte budget, so it cannot exhaust the node's memory
 * outside the sandbox's own limit.
 */
import { createRequire } from 'node:module';
import type { Canvas, CanvasGradient, CanvasPattern, Image, SKRSContext2D } from '@napi-rs/canvas';
import { countAt, fixedArity, Op, type PropAnswer, stateProps, textMetricFields } from './protocol.ts';

type CanvasModule = typeof import('@napi-rs/canvas');
let canvasModule: CanvasModule | undefined;
/** The canvas module, loaded on first use (processes that only compile never load it). */
function canvases(): CanvasModule {
  canvasModule ??= createRequire(import.meta.url)('@napi-rs/canvas') as CanvasModule;
  return canvasModule;
}

type HostObject =
  | { kind: 'canvas'; canvas: Canvas; ctx?: SKRSContext2D; bytes: number; lent: boolean }
  | { kind: 'image'; image: Image | Canvas }
  | { kind: 'gradient'; value: CanvasGradient }
  | { kind: 'pattern'; value: CanvasPattern };

/** A failure of the component that the script must not be able to catch and carry on after. */
export class SandboxViolation extends Error {
  constructor(readonly kind: 'time' | 'canvas-memory' | 'protocol', message: string) {
    super(message);
    this.name = 'SandboxViolation';
  }
}

/** The largest side of a canvas a component may make (Skia's own limit is about twice this). */
const maxCanvasSide = 16384;
/** The most canvases, gradients, patterns and lent pictures a script may hold on the host at once. */
const maxObjects = 50_000;
/** Commands replayed between looks at the clock. */
const commandsPerClockCheck = 256;

export interface LentPictures {
  /** The canvas drawn on (handle 0). */
  target: SKRSContext2D;
  from?: Image | Canvas;
  to?: Image | Canvas;
  image(src: string): Image | Canvas | null;
  layer?(): { canvas: Canvas; ctx: SKRSContext2D };
}

export class HostCanvases {
  private readonly objects = new Map<number, HostObject>();
  private readonly handleOf = new WeakMap<object, number>();
  private canvasBytes = 0;
  private nextLent = -1;
  private lent: LentPictures | undefined;

  /** @param canvasBudgetBytes the most bytes of pixels the script's own canvases may hold at once */
  constructor(private readonly canvasBudgetBytes: number, private readonly deadline: () => number) {}

  /** Starts a draw: handle 0 is `lent.target`, and `from`/`to` get handles; returns theirs. */
  begin(lent: LentPictures): { from: number | null; to: number | null } {
    this.end();
    this.lent = lent;
    this.objects.set(0, { kind: 'canvas', canvas: lent.target.canvas, ctx: lent.target, bytes: 0, lent: true });
    return { from: lent.from ? this.lend(lent.from) : null, to: lent.to ? this.lend(lent.to) : null };
  }

  /** Ends a draw: what the host lent for it is forgotten. */
  end(): void {
    for (const handle of [...this.objects.keys()]) if (handle <= 0) this.objects.delete(handle);
    this.lent = undefined;
    this.nextLent = -1;
  }

  /** Everything released (the sandbox is gone). */
  clear(): void {
    this.end();
    this.objects.clear();
    this.canvasBytes = 0;
  }

  private lend(picture: Image | Canvas): number {
    this.room();
    const handle = this.nextLent--;
    this.objects.set(handle, isCanvas(picture) ? { kind: 'canvas', canvas: picture, bytes: 0, lent: true } : { kind: 'image', image: picture });
    return handle;
  }

  lendImage(src: string): { handle: number; width: number; height: number } | null {
    const picture = this.lent?.image(src) ?? null;
    return picture ? { handle: this.lend(picture), width: picture.width, height: picture.height } : null;
  }

  lendLayer(): { handle: number; width: number; height: number } | null {
    const layer = this.lent?.layer?.();
    if (!layer) return null;
    this.room();
    const handle = this.nextLent--;
    this.objects.set(handle, { kind: 'canvas', canvas: layer.canvas, ctx: layer.ctx, bytes: 0, lent: true });
    return { handle, width: layer.canvas.width, height: layer.canvas.height };
  }

  // -------------------------------------------------------------------------------------------
  // Lookups

  private object(handle: number): HostObject {
    const o = Number.isInteger(handle) ? this.objects.get(handle) : undefined;
    if (!o) throw new SandboxViolation('protocol', `the script used a canvas object that does not exist (handle ${handle})`);
    return o;
  }

  context(handle: number): SKRSContext2D {
    const o = this.object(handle);
    if (o.kind !== 'canvas') throw new SandboxViolation('protocol', `handle ${handle} is not a canvas`);
    o.ctx ??= o.canvas.getContext('2d');
    return o.ctx;
  }

  private picture(handle: number): Image | Canvas {
    const o = this.object(handle);
    if (o.kind === 'canvas') return o.canvas;
    if (o.kind === 'image') return o.image;
    throw new SandboxViolation('protocol', `handle ${handle} is not a picture`);
  }

  private gradient(handle: number): CanvasGradient {
    const o = this.object(handle);
    if (o.kind !== 'gradient') throw new SandboxViolation('protocol', `handle ${handle} is not a gradient`);
    return o.value;
  }

  private style(handle: number): CanvasGradient | CanvasPattern {
    const o = this.object(handle);
    if (o.kind !== 'gradient' && o.kind !== 'pattern') throw new SandboxViolation('protocol', `handle ${handle} is not a gradient or pattern`);
    return o.value;
  }

  /** A new handle the script names (counting up from 1, never reused). */
  private claim(handle: number): void {
    if (!Number.isInteger(handle) || handle < 1 || this.objects.has(handle)) throw new SandboxViolation('protocol', `handle ${handle} cannot be made`);
    this.room();
  }

  private room(): void {
    if (this.objects.size >= maxObjects) throw new SandboxViolation('canvas-memory', `it holds more than ${maxObjects} canvases, gradients, patterns and pictures at once`);
  }

  private canvasSize(width: number, height: number): { width: number; height: number; bytes: number } {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > maxCanvasSide || height > maxCanvasSide) {
      throw new SandboxViolation('canvas-memory', `a canvas of ${width} × ${height} pixels is larger than components may make (${maxCanvasSide} a side)`);
    }
    return { width, height, bytes: width * height * 4 };
  }

  private charge(bytes: number): void {
    if (this.canvasBytes + bytes > this.canvasBudgetBytes) {
      throw new SandboxViolation('canvas-memory', `its canvases would hold more than ${Math.round(this.canvasBudgetBytes / 2 ** 20)} MB of pixels`);
    }
    this.canvasBytes += bytes;
  }

  private remember<T extends object>(handle: number, object: HostObject, value: T): void {
    this.objects.set(handle, object);
    this.handleOf.set(value, handle);
  }

  // -------------------------------------------------------------------------------------------
  // Replay

  replay(data: Float64Array, strings: readonly string[]): void {
    const str = (index: number): string => {
      const s = Number.isInteger(index) ? strings[index] : undefined;
      if (s === undefined) throw new SandboxViolation('protocol', `string ${index} was not sent`);
      return s;
    };
    let commands = 0;
    for (let i = 0; i < data.length;) {
      if (++commands % commandsPerClockCheck === 0 && performance.now() > this.deadline()) throw new SandboxViolation('time', 'ran past its time limit while drawing');
      const op = data[i]!, target = data[i + 1]!;
      let count = fixedArity[op];
      if (count === undefined) {
        const at = countAt[op], n = at === undefined ? undefined : data[i + 2 + at];
        if (at === undefined || n === undefined || !Number.isInteger(n) || n < 0 || n > 1024) throw new SandboxViolation('protocol', `command ${op} is not one the sandbox sends`);
        count = at + 1 + n;
      }
      if (i + 2 + count > data.length) throw new SandboxViolation('protocol', 'a command was cut short');
      this.apply(op, target, data.subarray(i + 2, i + 2 + count), str);
      i += 2 + count;
    }
  }

  private apply(op: number, t: number, a: Float64Array, str: (index: number) => string): void {
    switch (op) {
      case Op.setProp: {
        const prop = stateProps[a[0]!];
        if (!prop) throw new SandboxViolation('protocol', `no state property ${a[0]}`);
        const value = prop.kind === 'number' ? a[1]! : prop.kind === 'boolean' ? a[1] !== 0 : str(a[1]!);
        (this.context(t) as unknown as Record<string, unknown>)[prop.name] = value;
        return;
      }
      case Op.setStyleObject: {
        const prop = stateProps[a[0]!];
        if (prop?.kind !== 'style') throw new SandboxViolation('protocol', `state property ${a[0]} takes no gradient or pattern`);
        (this.context(t) as unknown as Record<string, unknown>)[prop.name] = this.style(a[1]!);
        return;
      }
      case Op.save: this.context(t).save(); return;
      case Op.restore: this.context(t).restore(); return;
      case Op.reset: this.context(t).reset(); return;
      case Op.beginPath: this.context(t).beginPath(); return;
      case Op.closePath: this.context(t).closePath(); return;
      case Op.moveTo: this.context(t).moveTo(a[0]!, a[1]!); return;
      case Op.lineTo: this.context(t).lineTo(a[0]!, a[1]!); return;
      case Op.bezierCurveTo: this.context(t).bezierCurveTo(a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5]!); return;
      case Op.quadraticCurveTo: this.context(t).quadraticCurveTo(a[0]!, a[1]!, a[2]!, a[3]!); return;
      case Op.arc: this.context(t).arc(a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5] !== 0); return;
      case Op.arcTo: this.context(t).arcTo(a[0]!, a[1]!, a[2]!, a[3]!, a[4]!); return;
      case Op.ellipse: this.context(t).ellipse(a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5]!, a[6]!, a[7] !== 0); return;
      case Op.rect: this.context(t).rect(a[0]!, a[1]!, a[2]!, a[3]!); return;
      case Op.roundRect: {
        const radii = Array.from(a.subarray(5, 5 + a[4]!));
        const ctx = this.context(t);
        if (radii.length === 0) ctx.roundRect(a[0]!, a[1]!, a[2]!, a[3]!);
        else ctx.roundRect(a[0]!, a[1]!, a[2]!, a[3]!, radii);
        return;
      }
      case Op.fill: this.context(t).fill(a[0] === 1 ? 'evenodd' : 'nonzero'); return;
      case Op.stroke: this.context(t).stroke(); return;
      case Op.clip: this.context(t).clip(a[0] === 1 ? 'evenodd' : 'nonzero'); return;
      case Op.fillRect: this.context(t).fillRect(a[0]!, a[1]!, a[2]!, a[3]!); return;
      case Op.strokeRect: this.context(t).strokeRect(a[0]!, a[1]!, a[2]!, a[3]!); return;
      case Op.clearRect: this.context(t).clearRect(a[0]!, a[1]!, a[2]!, a[3]!); return;
      case Op.fillText:
      case Op.strokeText: {
        const ctx = this.context(t), s = str(a[0]!);
        const draw = op === Op.fillText ? ctx.fillText.bind(ctx) : ctx.strokeText.bind(ctx);
        if (Number.isNaN(a[3]!)) draw(s, a[1]!, a[2]!);
        else draw(s, a[1]!, a[2]!, a[3]!);
        return;
      }
      case Op.translate: this.context(t).translate(a[0]!, a[1]!); return;
      case Op.rotate: this.context(t).rotate(a[0]!); return;
      case Op.scale: this.context(t).scale(a[0]!, a[1]!); return;
      case Op.transform: this.context(t).transform(a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5]!); return;
      case Op.setTransform: this.context(t).setTransform(a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5]!); return;
      case Op.resetTransform: this.context(t).resetTransform(); return;
      case Op.setLineDash: this.context(t).setLineDash(Array.from(a.subarray(1, 1 + a[0]!))); return;
      case Op.drawImage: {
        const ctx = this.context(t), picture = this.picture(a[0]!), n = a[1]!;
        const v = a.subarray(2, 2 + n);
        if (n === 2) ctx.drawImage(picture, v[0]!, v[1]!);
        else if (n === 4) ctx.drawImage(picture, v[0]!, v[1]!, v[2]!, v[3]!);
        else if (n === 8) ctx.drawImage(picture, v[0]!, v[1]!, v[2]!, v[3]!, v[4]!, v[5]!, v[6]!, v[7]!);
        else throw new SandboxViolation('protocol', `drawImage with ${n} numbers`);
        return;
      }
      case Op.createCanvas: {
        this.claim(t);
        const size = this.canvasSize(a[0]!, a[1]!);
        this.charge(size.bytes);
        const canvas = canvases().createCanvas(size.width, size.height);
        this.remember(t, { kind: 'canvas', canvas, bytes: size.bytes, lent: false }, canvas);
        return;
      }
      case Op.resizeCanvas: {
        const o = this.object(t);
        if (o.kind !== 'canvas' || o.lent) throw new SandboxViolation('protocol', `canvas ${t} cannot be resized`);
        const size = this.canvasSize(a[0]!, a[1]!);
        this.canvasBytes -= o.bytes;
        o.bytes = 0;
        this.charge(size.bytes);
        o.bytes = size.bytes;
        o.canvas.width = size.width;
        o.canvas.height = size.height;
        return;
      }
      case Op.release: {
        const o = t >= 1 ? this.objects.get(t) : undefined;
        if (!o) return;
        if (o.kind === 'canvas') this.canvasBytes -= o.bytes;
        this.objects.delete(t);
        return;
      }
      case Op.linearGradient:
      case Op.radialGradient:
      case Op.conicGradient: {
        this.claim(t);
        const ctx = this.context(0);
        const g = op === Op.linearGradient ? ctx.createLinearGradient(a[0]!, a[1]!, a[2]!, a[3]!)
          : op === Op.radialGradient ? ctx.createRadialGradient(a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5]!)
            : ctx.createConicGradient(a[0]!, a[1]!, a[2]!);
        this.remember(t, { kind: 'gradient', value: g }, g);
        return;
      }
      case Op.addColorStop: this.gradient(t).addColorStop(a[0]!, str(a[1]!)); return;
      case Op.pattern: {
        this.claim(t);
        const pattern = this.context(0).createPattern(this.picture(a[0]!), str(a[1]!) as 'repeat');
        if (!pattern) throw new SandboxViolation('protocol', 'a pattern could not be made of that picture');
        this.remember(t, { kind: 'pattern', value: pattern }, pattern);
        return;
      }
      default:
        throw new SandboxViolation('protocol', `command ${op} is not one the sandbox sends`);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Answers (each after the buffer before it was replayed)

  measureText(t: number, text: string): number[] {
    const m = this.context(t).measureText(text) as unknown as Record<string, number>;
    return textMetricFields.map((f) => m[f] ?? 0);
  }

  getImageData(t: number, x: number, y: number, width: number, height: number): { pixels: Uint8Array; width: number; height: number } {
    const w = Math.abs(Math.trunc(width)), h = Math.abs(Math.trunc(height));
    this.readable(w, h);
    const image = this.context(t).getImageData(x, y, width, height);
    return { pixels: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height };
  }

  putImageData(t: number, pixels: Uint8Array, width: number, height: number, dx: number, dy: number, dirty: number[]): void {
    const image = this.imageData(pixels, width, height);
    const ctx = this.context(t);
    if (dirty.some(Number.isNaN)) ctx.putImageData(image, dx, dy);
    else ctx.putImageData(image, dx, dy, dirty[0]!, dirty[1]!, dirty[2]!, dirty[3]!);
  }

  pixelPattern(handle: number, pixels: Uint8Array, width: number, height: number, repetition: string): void {
    this.claim(handle);
    const pattern = this.context(0).createPattern(this.imageData(pixels, width, height), repetition as 'repeat');
    if (!pattern) throw new SandboxViolation('protocol', 'a pattern could not be made of those pixels');
    this.remember(handle, { kind: 'pattern', value: pattern }, pattern);
  }

  private readable(width: number, height: number): void {
    if (width < 1 || height < 1 || width > maxCanvasSide || height > maxCanvasSide || width * height * 4 > this.canvasBudgetBytes) {
      throw new SandboxViolation('canvas-memory', `${width} × ${height} pixels is more than a component may read at once`);
    }
  }

  private imageData(pixels: Uint8Array, width: number, height: number) {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || pixels.byteLength !== width * height * 4) {
      throw new SandboxViolation('protocol', 'image data whose size does not match its pixels');
    }
    this.readable(width, height);
    return new (canvases().ImageData)(new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.byteLength), width, height);
  }

  getTransform(t: number): number[] {
    const m = this.context(t).getTransform();
    return [m.a, m.b, m.c, m.d, m.e, m.f];
  }

  getProp(t: number, index: number): PropAnswer {
    const prop = stateProps[index];
    if (!prop) throw new SandboxViolation('protocol', `no state property ${index}`);
    const value = (this.context(t) as unknown as Record<string, unknown>)[prop.name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { value };
    if (value && typeof value === 'object') {
      const kind = isGradient(value) ? 'gradient' : 'pattern';
      let handle = this.handleOf.get(value);
      if (handle === undefined || !this.objects.has(handle)) {
        // A style the script let go of but the context still holds: lent back for this draw.
        this.room();
        handle = this.nextLent--;
        this.objects.set(handle, kind === 'gradient' ? { kind, value: value as CanvasGradient } : { kind, value: value as CanvasPattern });
      }
      return { handle, kind };
    }
    return { value: String(value) };
  }

  getLineDash(t: number): number[] {
    return this.context(t).getLineDash();
  }

  isPointIn(t: number, stroke: boolean, x: number, y: number, evenOdd: boolean): boolean {
    const ctx = this.context(t);
    return stroke ? ctx.isPointInStroke(x, y) : ctx.isPointInPath(x, y, evenOdd ? 'evenodd' : 'nonzero');
  }
}

function isCanvas(picture: Image | Canvas): picture is Canvas {
  return typeof (picture as Canvas).getContext === 'function';
}

function isGradient(value: object): boolean {
  return typeof (value as CanvasGradient).addColorStop === 'function';
}
