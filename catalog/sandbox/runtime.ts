/**
 * Running compiled org components: each in a QuickJS sandbox (WebAssembly, quickjs-emscripten's
 * release-sync build), which has no file system, network, process, timers or module loading,
 * only the language and the runtime of guest/runtime.ts. Per draw the script gets a deadline
 * (an interrupt handler stops it at FRAMEFLEET_COMPONENT_FRAME_MS; native built-ins such as
 * Array.prototype.fill run to their end, bounded by the memory limit), a memory limit
 * (FRAMEFLEET_COMPONENT_MEMORY_MB, and as much again for the pixels of the canvases it makes), a
 * small stack, a Math.random seeded by the component and frame, and a frozen clock. What it draws
 * comes out as command buffers that replay.ts draws with Skia.
 *
 * One engine (the WebAssembly module) serves the process, loaded by prepareComponentSandbox; each
 * compiled version gets its own runtime in it, made on its first draw and kept while a catalog
 * holds the version, made again after a failure that may leave it half-way (a time-out, memory or
 * stack exhaustion). A fault of the engine itself (a WebAssembly trap) fails that draw and the
 * engine is replaced; it never takes the process down.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type { SKRSContext2D } from '@napi-rs/canvas';
// QuickJS and esbuild load when a sandbox is first prepared: most processes that include this
// module (a render node drawing built-ins) never run an org component.
import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten';
import { variables } from '../../shared/config/index.ts';
import { bundledFonts } from '../../shared/fonts/index.ts';
import { ComponentFailedError, FontUnavailableError, sanitizeMessage } from '../../shared/failures.ts';
import type { Component, DrawIO, FrameInfo } from '../sdk.ts';
import type { CompiledComponent, SandboxLimits } from './types.ts';
import { bridgeGlobal, type DrawCall, runtimeGlobal } from './protocol.ts';
import { HostCanvases, SandboxViolation } from './replay.ts';
import { SourcePositions } from './sourcemap.ts';

/** The script's file name in the sandbox (what its stack frames name). */
export const scriptFileName = 'component.js';
/** How long the sandbox's own runtime may take to start. */
const runtimeStartMs = 10_000;
/** QuickJS's own stack limit: well inside the host's native stack, which its frames also use. */
const maxStackBytes = 128 * 1024;

/** The limits from the environment (FRAMEFLEET_COMPONENT_FRAME_MS, FRAMEFLEET_COMPONENT_MEMORY_MB) or their defaults. */
export function defaultSandboxLimits(env: NodeJS.ProcessEnv = process.env): SandboxLimits {
  const setting = (name: 'FRAMEFLEET_COMPONENT_FRAME_MS' | 'FRAMEFLEET_COMPONENT_MEMORY_MB'): number => {
    const spec = variables[name];
    const raw = env[name];
    return raw === undefined || raw === '' ? spec.fallback ?? 0 : spec.parse(raw);
  };
  return { frameCpuMs: setting('FRAMEFLEET_COMPONENT_FRAME_MS'), memoryBytes: setting('FRAMEFLEET_COMPONENT_MEMORY_MB') * 2 ** 20 };
}

// ---------------------------------------------------------------------------------------------
// The engine

class Engine {
  alive = true;
  constructor(readonly module: QuickJSWASMModule) {}
}

let engine: Engine | undefined;
let loading: Promise<Engine> | undefined;

/** Loads the sandbox engine (again, after a fault stopped it); drawing and compiling need it. */
export async function prepareComponentSandbox(): Promise<void> {
  if (engine?.alive) return;
  loading ??= import('quickjs-emscripten')
    .then(({ newQuickJSWASMModule, RELEASE_SYNC }) => newQuickJSWASMModule(RELEASE_SYNC))
    .then((module) => (engine = new Engine(module)))
    .finally(() => { loading = undefined; });
  await loading;
}

function loadedEngine(): Engine {
  if (!engine?.alive) throw new Error('the component sandbox is not loaded (await prepareComponentSandbox() first)');
  return engine;
}

function engineFault(faulted: Engine): void {
  faulted.alive = false;
  if (engine === faulted) engine = undefined;
  // The next draw finds a new engine once it has loaded; until then draws fail and are retried.
  void prepareComponentSandbox().catch(() => undefined);
}

let guestRuntimeScript: string | undefined;
/** guest/runtime.ts as one script (compiled once per process). */
function guestRuntime(): string {
  if (guestRuntimeScript === undefined) {
    const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
    guestRuntimeScript = buildSync({
      entryPoints: [fileURLToPath(new URL('./guest/runtime.ts', import.meta.url))],
      bundle: true, format: 'iife', platform: 'neutral', target: 'es2022', write: false, logLevel: 'silent', charset: 'utf8',
    }).outputFiles[0]!.text;
  }
  return guestRuntimeScript;
}

// ---------------------------------------------------------------------------------------------
// One sandbox

interface Session {
  engine: Engine;
  runtime: QuickJSRuntime;
  vm: QuickJSContext;
  api: QuickJSHandle;
  canvases: HostCanvases;
}

/** What a script threw, read without trusting it (any of its properties may be a getter). */
interface Thrown { name: string; message: string; stack: string }

/** A failure the sandbox may be left half-way after: it is made again before the next draw. */
const leavesRuntimeUnsound = new Set(['time', 'memory', 'stack', 'engine']);

export class Sandbox {
  private session: Session | undefined;
  private deadline = 0;
  private violation: SandboxViolation | undefined;
  private importAttempted = false;
  private fontProblem: string | undefined;
  private positions: SourcePositions | undefined;

  /** The component as messages name it (id@version). */
  readonly label: string;

  constructor(private readonly js: string, readonly limits: SandboxLimits, private readonly identity: { id: string; version: string }) {
    this.label = `${identity.id}@${identity.version}`;
  }

  /** Draws one frame onto `ctx` (throws ComponentFailedError, or FontUnavailableError for a face it cannot set). */
  draw(ctx: SKRSContext2D, f: FrameInfo, props: unknown, brand: unknown, io: DrawIO): void {
    const session = this.open();
    const { vm, canvases } = session;
    const lent = canvases.begin({
      target: ctx, ...(io.from ? { from: io.from } : {}), ...(io.to ? { to: io.to } : {}),
      image: (src) => io.image(src),
      ...(io.layer ? { layer: io.layer } : {}),
    });
    const lentPicture = (handle: number | null, picture: { width: number; height: number } | undefined) => (handle === null || !picture ? null : { handle, width: picture.width, height: picture.height });
    const call: DrawCall = {
      frame: { frame: f.frame, durationInFrames: f.durationInFrames, fps: f.fps, progress: f.progress, width: f.width, height: f.height },
      target: { width: ctx.canvas.width, height: ctx.canvas.height },
      from: lentPicture(lent.from, io.from), to: lentPicture(lent.to, io.to), layers: io.layer !== undefined, seed: drawSeed(this.identity.id, f.frame),
    };
    try {
      this.run(session, 'draw', [JSON.stringify(call), JSON.stringify(props ?? {}), JSON.stringify(brand ?? {})]);
      // Promise reactions (and the module loads an import() asks for) run now, inside the same deadline.
      const jobs = session.runtime.executePendingJobs();
      if (jobs.error) { const thrown = this.thrown(vm, jobs.error); jobs.error.dispose(); throw this.failure(thrown); }
      if (this.importAttempted) throw new ComponentFailedError(this.label, 'forbidden', 'tried to load a module: import() is not available to components (import only @framefleet/component-sdk)');
      this.run(session, 'settle', []);
      if (this.violation) throw this.failure(undefined);
    } catch (err) {
      throw this.settleFailure(session, err);
    } finally {
      canvases.end();
    }
  }

  /** The definition's catalog fields as JSON (the script runs once), or the failure, at the source line when known. */
  readManifest(): { ok: true; json: string } | { ok: false; message: string; line?: number; column?: number } {
    try {
      const session = this.open();
      const json = this.run(session, 'manifest', [], 'failed while loading');
      return { ok: true, json: typeof json === 'string' ? json : '{}' };
    } catch (err) {
      if (!(err instanceof ComponentFailedError || err instanceof FontUnavailableError)) throw err;
      const failure = err;
      const where = (failure as ComponentFailedError & { where?: { line: number; column: number } }).where;
      return { ok: false, message: failure.message, ...(where ? { line: where.line, column: where.column } : {}) };
    } finally {
      this.dispose();
    }
  }

  /** Frees the sandbox's runtime (a later draw makes a new one). */
  dispose(): void {
    const session = this.session;
    this.session = undefined;
    if (!session) return;
    session.canvases.clear();
    if (!session.engine.alive) return;
    try {
      session.api.dispose();
      session.vm.dispose();
      session.runtime.dispose();
    } catch {
      engineFault(session.engine);
    }
  }

  // -------------------------------------------------------------------------------------------

  private open(): Session {
    if (this.session?.engine.alive) return this.session;
    this.session = undefined;
    const current = loadedEngine();
    const runtime = current.module.newRuntime();
    const canvases = new HostCanvases(this.limits.memoryBytes, () => this.deadline);
    let vm: QuickJSContext | undefined;
    try {
      runtime.setMemoryLimit(this.limits.memoryBytes);
      runtime.setMaxStackSize(maxStackBytes);
      runtime.setInterruptHandler(() => performance.now() > this.deadline);
      runtime.setModuleLoader(() => {
        this.importAttempted = true;
        return { error: new Error('modules cannot be loaded inside the component sandbox') };
      });
      vm = runtime.newContext();
      this.installBridge(vm, canvases);
      // The runtime is the host's own code: its start is bounded, but not by the component's limit.
      this.deadline = performance.now() + runtimeStartMs;
      const started = vm.evalCode(guestRuntime(), 'framefleet-runtime.js');
      if (started.error) { const thrown = this.thrown(vm, started.error); started.error.dispose(); throw new Error(`the sandbox runtime did not start: ${thrown.name}: ${thrown.message}`); }
      started.value.dispose();
      this.reset();
      this.deadline = performance.now() + this.limits.frameCpuMs;
      const loaded = vm.evalCode(this.js, scriptFileName);
      if (loaded.error) { const thrown = this.thrown(vm, loaded.error); loaded.error.dispose(); throw this.failure(thrown, 'failed while loading'); }
      loaded.value.dispose();
      const api = vm.getProp(vm.global, runtimeGlobal);
      this.session = { engine: current, runtime, vm, api, canvases };
      return this.session;
    } catch (err) {
      try { vm?.dispose(); runtime.dispose(); } catch { engineFault(current); }
      if (err instanceof ComponentFailedError || err instanceof FontUnavailableError) throw err;
      if (isEngineFault(err)) { engineFault(current); throw new ComponentFailedError(this.label, 'engine', 'stopped the script engine while loading (the node is unharmed)', { cause: err }); }
      throw err;
    }
  }

  private reset(): void {
    this.violation = undefined;
    this.importAttempted = false;
    this.fontProblem = undefined;
  }

  /** Calls a function of the sandbox runtime with string arguments, within this draw's deadline; returns its JSON-able result. */
  private run(session: Session, name: string, args: string[], doing = 'failed while drawing'): unknown {
    const { vm, api } = session;
    if (name === 'draw') this.reset();
    this.deadline = performance.now() + this.limits.frameCpuMs;
    const fn = vm.getProp(api, name);
    const handles = args.map((a) => vm.newString(a));
    try {
      const result = vm.callFunction(fn, api, ...handles);
      if (result.error) { const thrown = this.thrown(vm, result.error); result.error.dispose(); throw this.failure(thrown, doing); }
      const value = vm.typeof(result.value) === 'string' ? vm.getString(result.value) : undefined;
      result.value.dispose();
      if (this.violation) throw this.failure(undefined);
      return value;
    } finally {
      for (const h of handles) h.dispose();
      fn.dispose();
    }
  }

  /** After a failed draw: sound runtimes are kept, others closed (made again on the next draw); engine faults replace the engine. */
  private settleFailure(session: Session, err: unknown): unknown {
    if (err instanceof ComponentFailedError) {
      if (leavesRuntimeUnsound.has(err.kind)) this.dispose();
      return err;
    }
    if (err instanceof FontUnavailableError) return err;
    if (isEngineFault(err)) {
      engineFault(session.engine);
      this.session = undefined;
      return new ComponentFailedError(this.label, 'engine', 'stopped the script engine (the node is unharmed and replaces it)', { cause: err });
    }
    return err;
  }

  private thrown(vm: QuickJSContext, error: QuickJSHandle): Thrown {
    // Reading a thrown object may run its getters: they get a moment of their own.
    this.deadline = Math.max(this.deadline, performance.now() + 50);
    const type = vm.typeof(error);
    if (type !== 'object') {
      const text = type === 'string' ? vm.getString(error) : type === 'number' ? String(vm.getNumber(error)) : type;
      return { name: 'thrown value', message: text, stack: '' };
    }
    const text = (key: string): string => {
      try {
        const h = vm.getProp(error, key);
        const s = vm.typeof(h) === 'string' ? vm.getString(h) : '';
        h.dispose();
        return s.length > 4000 ? s.slice(0, 4000) : s;
      } catch {
        return '';
      }
    };
    const name = text('name'), message = text('message');
    if (!name && !message) return { name: 'thrown value', message: 'an object that is not an Error', stack: '' };
    return { name: name || 'Error', message, stack: text('stack') };
  }

  /** The component failure for what the script threw (or for the sandbox rule it broke). */
  private failure(thrown: Thrown | undefined, doing = 'failed while drawing'): ComponentFailedError | FontUnavailableError {
    const limits = this.limits;
    if (this.violation) {
      const v = this.violation;
      if (v.kind === 'time') return new ComponentFailedError(this.label, 'time', `ran past its time limit (${limits.frameCpuMs} ms for one frame)`);
      if (v.kind === 'canvas-memory') return new ComponentFailedError(this.label, 'memory', `ran out of canvas memory: ${v.message}`);
      return new ComponentFailedError(this.label, 'forbidden', `broke the drawing protocol: ${v.message}`);
    }
    const t = thrown ?? { name: 'Error', message: 'unknown failure', stack: '' };
    if (t.name === 'InternalError' && t.message === 'interrupted') return new ComponentFailedError(this.label, 'time', `ran past its time limit (${limits.frameCpuMs} ms for one frame)`);
    if (t.message === 'out of memory') return new ComponentFailedError(this.label, 'memory', `ran out of memory (limit ${Math.round(limits.memoryBytes / 2 ** 20)} MB)`);
    if (t.name === 'InternalError' && t.message === 'string too long') return new ComponentFailedError(this.label, 'memory', 'ran out of memory: a string grew past the longest the engine holds');
    if (t.message === 'stack overflow') return new ComponentFailedError(this.label, 'stack', 'overflowed its stack (too deep a recursion)');
    if (t.name === 'FontUnavailableError' && this.fontProblem) return new FontUnavailableError(this.fontProblem);
    const where = this.sourcePosition(t.stack);
    const failure = new ComponentFailedError(this.label, 'error', `${doing}: ${sanitizeMessage(`${t.name}: ${t.message}`)}${where ? ` (line ${where.line})` : ''}`);
    if (where) Object.assign(failure, { where });
    return failure;
  }

  /** The first stack frame of the script that maps to the submitted source. */
  private sourcePosition(stack: string): { line: number; column: number } | undefined {
    this.positions ??= new SourcePositions(this.js);
    for (const m of stack.matchAll(new RegExp(`${scriptFileName.replace('.', '\\.')}:(\\d+):(\\d+)`, 'g'))) {
      const at = this.positions.original(Number(m[1]), Number(m[2]));
      if (at) return at;
    }
    return undefined;
  }

  /** The host functions the sandbox runtime calls (protocol.ts HostBridge), set as a global it takes. */
  private installBridge(vm: QuickJSContext, canvases: HostCanvases): void {
    const bridge = vm.newObject();
    const guarded = <T>(work: () => T): T => {
      try {
        return work();
      } catch (err) {
        if (err instanceof SandboxViolation) this.violation ??= err;
        // What the host's canvas says about bad input goes back as the script's own error.
        throw new Error(sanitizeMessage(err instanceof Error ? err.message : String(err)));
      }
    };
    const number = (h: QuickJSHandle) => vm.getNumber(h);
    const string = (h: QuickJSHandle) => vm.getString(h);
    const bytes = (h: QuickJSHandle): Uint8Array => {
      const view = vm.getArrayBuffer(h);
      try { return view.value.slice(); } finally { view.dispose(); }
    };
    const functions: Record<string, (...args: QuickJSHandle[]) => QuickJSHandle | undefined> = {
      flush: (buffer, doubles, table) => guarded(() => {
        const n = number(doubles);
        const raw = bytes(buffer);
        if (!Number.isInteger(n) || n < 0 || n * 8 > raw.byteLength) throw new SandboxViolation('protocol', 'a command buffer shorter than it says');
        const strings = JSON.parse(string(table)) as unknown;
        if (!Array.isArray(strings) || !strings.every((s) => typeof s === 'string')) throw new SandboxViolation('protocol', 'a string table that is not strings');
        canvases.replay(new Float64Array(raw.buffer, 0, n), strings as string[]);
        return undefined;
      }),
      measureText: (t, s) => guarded(() => vm.newString(JSON.stringify(canvases.measureText(number(t), string(s))))),
      getImageData: (t, x, y, w, h) => guarded(() => {
        const image = canvases.getImageData(number(t), number(x), number(y), number(w), number(h));
        const array = vm.newArray();
        const pixels = vm.newArrayBuffer(image.pixels.slice().buffer);
        const width = vm.newNumber(image.width), height = vm.newNumber(image.height);
        vm.setProp(array, 0, pixels); vm.setProp(array, 1, width); vm.setProp(array, 2, height);
        pixels.dispose(); width.dispose(); height.dispose();
        return array;
      }),
      putImageData: (t, pixels, w, h, dx, dy, x, y, dw, dh) => guarded(() => {
        canvases.putImageData(number(t), bytes(pixels!), number(w!), number(h!), number(dx!), number(dy!), [number(x!), number(y!), number(dw!), number(dh!)]);
        return undefined;
      }),
      pixelPattern: (handle, pixels, w, h, repetition) => guarded(() => {
        canvases.pixelPattern(number(handle), bytes(pixels!), number(w!), number(h!), string(repetition!));
        return undefined;
      }),
      getTransform: (t) => guarded(() => vm.newString(JSON.stringify(canvases.getTransform(number(t))))),
      getProp: (t, prop) => guarded(() => vm.newString(JSON.stringify(canvases.getProp(number(t), number(prop))))),
      getLineDash: (t) => guarded(() => vm.newString(JSON.stringify(canvases.getLineDash(number(t))))),
      isPointIn: (t, stroke, x, y, evenOdd) => guarded(() => (canvases.isPointIn(number(t), number(stroke) === 1, number(x), number(y), number(evenOdd) === 1) ? vm.true : vm.false)),
      image: (src) => guarded(() => vm.newString(JSON.stringify(canvases.lendImage(string(src))))),
      layer: () => guarded(() => vm.newString(JSON.stringify(canvases.lendLayer()))),
      resolveFont: (family, weight, style) => guarded(() => {
        const face = bundledFonts().resolve(string(family), number(weight), string(style) === 'italic' ? 'italic' : 'normal');
        if (!face.ok) this.fontProblem = face.reason;
        return vm.newString(JSON.stringify(face.ok ? { ok: true, face: { family: face.face.family, weight: face.face.weight, style: face.face.style } } : face));
      }),
    };
    for (const [name, fn] of Object.entries(functions)) {
      const handle = vm.newFunction(name, fn);
      vm.setProp(bridge, name, handle);
      handle.dispose();
    }
    vm.setProp(vm.global, bridgeGlobal, bridge);
    bridge.dispose();
  }
}

/**
 * A fault of the WebAssembly engine itself (a trap, the host's stack overflowing in its frames), not
 * an error of the script. Called with the stack nearly spent: a plain substring test, as compiling a
 * regular expression there overflows it again (V8 of Node 24 throws a SyntaxError from the RegExp).
 */
function isEngineFault(err: unknown): boolean {
  const trap = (globalThis as unknown as { WebAssembly: { RuntimeError: new () => Error } }).WebAssembly.RuntimeError;
  return err instanceof trap || (err instanceof RangeError && err.message.includes('call stack'));
}

/** The seed of Math.random for a draw: the same component (any version) and frame draw the same numbers on any node. */
function drawSeed(componentId: string, frame: number): number {
  return createHash('sha256').update(`${componentId}#${frame}`).digest().readUInt32LE(0);
}

// ---------------------------------------------------------------------------------------------
// Components backed by sandboxes, one sandbox per compiled version per process

interface Shared { sandbox: Sandbox; holders: number }
const shared = new Map<string, Shared>();

/** A catalog component that draws in a sandbox; `release` gives the sandbox up (the last holder frees it). */
export interface SandboxedComponent extends Component {
  release(): void;
}

const forgotten = new FinalizationRegistry<() => void>((release) => release());

export function sandboxedComponent(compiled: CompiledComponent, limits: Partial<SandboxLimits> = {}): SandboxedComponent {
  const full = { ...defaultSandboxLimits(), ...limits };
  const identity = { id: compiled.manifest.id, version: compiled.manifest.version };
  const key = `${createHash('sha256').update(compiled.js).digest('hex')}:${full.frameCpuMs}:${full.memoryBytes}:${identity.id}@${identity.version}`;
  let entry = shared.get(key);
  if (!entry) { entry = { sandbox: new Sandbox(compiled.js, full, identity), holders: 0 }; shared.set(key, entry); }
  entry.holders++;
  const { sandbox } = entry;
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    const e = shared.get(key);
    if (e && --e.holders <= 0) { shared.delete(key); e.sandbox.dispose(); }
  };
  const component: SandboxedComponent = {
    ...(compiled.manifest as Omit<Component, 'draw'>),
    draw: (ctx, f, props, brand, io) => sandbox.draw(ctx, f, props, brand, io),
    release: () => { forgotten.unregister(component); release(); },
  };
  // A holder that never releases still frees the sandbox once it is gone.
  forgotten.register(component, release, component);
  return component;
}
