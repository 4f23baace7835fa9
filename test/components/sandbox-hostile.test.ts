/**
 * Hostile org components: each fails cleanly, as component_failed with a message that names the
 * component and the kind of failure and holds no path of this machine, and the same process then
 * draws a good component (and the hostile one fails the same way again). The sandbox has no
 * process, file system, network, timers or module loading; it stops a loop at its time limit and
 * an allocation at its memory limit; its clock is frozen and its random numbers are seeded by the
 * component and frame.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCanvas } from '@napi-rs/canvas';
import { FrameRenderer } from '../../render-node/renderer/renderer.ts';
import { builtinComponents, ComponentCatalog } from '../../catalog/index.ts';
import { compileComponentSource, prepareComponentSandbox, sandboxedComponent, sdkModuleName, type CompiledComponent, type SandboxLimits } from '../../catalog/sandbox/index.ts';
import { frameInfo, type Component } from '../../catalog/sdk.ts';
import { brandTokens } from '../../shared/composition/brand.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import { ComponentFailedError, FontUnavailableError, JobFailure } from '../../shared/failures.ts';

const test = suite('component sandbox: hostile components fail cleanly');

const limits: SandboxLimits = { frameCpuMs: 400, memoryBytes: 64 * 2 ** 20 };

/** An org component whose draw is `body` (its first line is line 8 of the source). */
function source(body: string, top = ''): string {
  return `import { defineComponent, Type } from '${sdkModuleName}';
${top}
export default defineComponent({
  name: 'Probe', description: 'A component under test.', category: 'effects', kind: 'component',
  propSchema: Type.Object({}), propDefaults: {}, durationInFrames: 30,
  tier: 'niche', useCase: ['emphasis'], mood: [], tags: [], intent: 'test', useWhen: 'never',
  draw(ctx, f) {
    ${body}
  },
});
`;
}

async function compiledWith(top: string, body: string, id = 'fonts'): Promise<CompiledComponent> {
  const result = await compileComponentSource(source(body, top), { id, version: '1' });
  if (!result.ok) throw new Error(`does not compile: ${JSON.stringify(result.problems)}`);
  return result.compiled;
}

async function compiled(body: string, id = 'probe'): Promise<CompiledComponent> {
  const result = await compileComponentSource(source(body), { id, version: '1' });
  if (!result.ok) throw new Error(`does not compile: ${JSON.stringify(result.problems)}`);
  return result.compiled;
}

/** Draws frame `frame` of the component on a 64 × 36 canvas; returns the canvas's first pixel. */
function drawOnce(component: Component, frame = 3): number[] {
  const canvas = createCanvas(64, 36);
  const ctx = canvas.getContext('2d');
  component.draw(ctx, frameInfo(frame, 30, 30, 64, 36), {}, brandTokens(undefined), { image: () => null });
  return [...ctx.getImageData(0, 0, 1, 1).data];
}

function failureOf(component: Component): ComponentFailedError {
  try {
    drawOnce(component);
  } catch (err) {
    assert.instance(err, ComponentFailedError, String(err));
    return err as ComponentFailedError;
  }
  throw new Error('the component drew');
}

/** One line, no stack frame, no path of this machine or of the engine's files. */
function assertSanitized(message: string) {
  assert.not.match(message, /\n/);
  assert.not.match(message, /\bat .*:\d+:\d+/, message);
  for (const leak of ['/work', '/tmp', 'node_modules', process.cwd(), '.ts:', 'wasm://', 'framefleet-runtime.js', 'quickjs']) assert.not.ok(message.includes(leak), `'${leak}' in: ${message}`);
}

let good: Component;
test.before(async () => {
  good = sandboxedComponent(await compiled("ctx.fillStyle = '#ff0000'; ctx.fillRect(0, 0, f.width, f.height);", 'good'), limits);
});

const hostile: { name: string; body: string; kind: ComponentFailedError['kind']; message: RegExp; frameCpuMs?: number }[] = [
  { name: 'an infinite loop', body: 'for (;;) {}', kind: 'time', message: /ran past its time limit \(400 ms for one frame\)$/ },
  { name: 'a 2 GB array', body: 'const a = new Array(2 ** 31); a.fill(0); ctx.fillRect(0, 0, a.length, 1);', kind: 'memory', message: /ran out of memory \(limit 64 MB\)$/ },
  { name: 'a string doubled without end', body: "let s = 'x'; for (;;) s += s;", kind: 'memory', message: /ran out of memory/ },
  { name: 'typed arrays kept without end', body: 'const keep = []; for (;;) keep.push(new Float64Array(1 << 20));', kind: 'memory', message: /ran out of memory \(limit 64 MB\)$/ },
  { name: 'require found at run time', body: "const load = (globalThis as Record<string, any>)['req' + 'uire']; load('fs').readFileSync('/etc/passwd');", kind: 'error', message: /failed while drawing: TypeError: not a function \(line 8\)$/ },
  { name: 'process.exit()', body: '(process as any).exit(1);', kind: 'error', message: /failed while drawing: ReferenceError: 'process' is not defined \(line 8\)$/ },
  { name: 'import() of a name made at run time', body: "const name = ['f', 's'].join(''); import(name).then((fs: any) => fs.writeFileSync('/tmp/owned', 'x'));", kind: 'forbidden', message: /tried to load a module: import\(\) is not available to components/ },
  { name: 'a throw', body: "throw new Error('boom in /work/secret/plan.ts');", kind: 'error', message: /failed while drawing: Error: boom in plan\.ts \(line 8\)$/ },
  { name: 'a thrown object that is no error', body: 'throw { toString() { for (;;) {} } };', kind: 'error', message: /failed while drawing: thrown value: an object that is not an Error$/ },
  { name: 'a recursion without end', body: 'const down = (n: number): number => down(n + 1) + 1; down(0);', kind: 'stack', message: /overflowed its stack/ },
  { name: 'canvases without end', body: "const keep = []; for (let i = 0; i < 64; i++) { const c = (globalThis as any).__framefleet.createCanvas(4096, 4096); c.getContext('2d').fillRect(0, 0, 1, 1); keep.push(c); }", kind: 'memory', message: /ran out of canvas memory: its canvases would hold more than 64 MB of pixels$/ },
  { name: 'gradients without end', body: 'const keep = []; for (;;) keep.push(ctx.createLinearGradient(0, 0, 1, 1));', frameCpuMs: 10_000, kind: 'memory', message: /ran out of canvas memory: it holds more than 50000 canvases, gradients, patterns and pictures at once$/ },
  { name: 'a picture that is none', body: "ctx.fillRect(0, 0, 1, 1); ctx.drawImage({ handle: 999 } as any, 0, 0);", kind: 'error', message: /drawImage: the picture must be a canvas or an image/ },
];

for (const h of hostile) {
  test(`${h.name} fails cleanly and the process draws on`, async () => {
    const component = sandboxedComponent(await compiled(h.body, 'hostile'), { ...limits, ...(h.frameCpuMs ? { frameCpuMs: h.frameCpuMs } : {}) });
    try {
      const started = performance.now();
      const failure = failureOf(component);
      assert.ok(performance.now() - started < 10_000, 'it is stopped');
      assert.is(failure.code, 'component_failed');
      assert.is(failure.kind, h.kind, failure.message);
      assert.ok(failure.permanent);
      assert.match(failure.message, /^the component 'hostile@1' /);
      assert.match(failure.message, h.message);
      assertSanitized(failure.message);
      assert.equal(drawOnce(good), [255, 0, 0, 255], 'a good component draws in the same process');
      assert.is(failureOf(component).kind, h.kind, 'the hostile component fails the same way again');
      assert.equal(drawOnce(good), [255, 0, 0, 255]);
    } finally {
      (component as { release?: () => void }).release?.();
    }
  });
}

test('fetch does not exist in the sandbox: nothing reaches a server', async () => {
  let requests = 0;
  const server = createServer((_req, res) => { requests++; res.end('ok'); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/steal`;
  try {
    const component = sandboxedComponent(await compiled(`fetch('${url}');`, 'hostile'), limits);
    const failure = failureOf(component);
    assert.match(failure.message, /failed while drawing: ReferenceError: 'fetch' is not defined \(line 8\)$/);
    for (const name of ['XMLHttpRequest', 'WebSocket', 'setTimeout', 'setInterval', 'queueMicrotask', 'require', 'process', 'Deno', 'Bun', 'WebAssembly']) {
      const probe = sandboxedComponent(await compiled(`if (typeof (globalThis as any).${name} !== 'undefined') throw new Error('${name} exists');`, 'probe'), limits);
      assert.equal(drawOnce(probe), [0, 0, 0, 0], `${name} is not there`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.is(requests, 0);
  } finally {
    server.close();
  }
});

test('static imports of node modules are compile problems naming the line', async () => {
  for (const top of ["import fs from 'fs';", "import { exec } from 'node:child_process';"]) {
    const result = await compileComponentSource(source("ctx.fillRect(0, 0, 1, 1);", top), { id: 'hostile', version: '1' });
    assert.not.ok(result.ok);
    if (!result.ok) {
      assert.is(result.problems[0]!.line, 2);
      assert.match(result.problems[0]!.message, /cannot be imported by a component/);
    }
  }
});

test('the clock is frozen at the epoch and Math.random is seeded by the component id and frame', async () => {
  const body = `throw new Error(JSON.stringify([Date.now(), new Date().getTime(), new Date().getHours(), new Date().getTimezoneOffset(), Math.random(), Math.random()]));`;
  const valuesOf = (component: Component, frame: number) => {
    try { drawOnce(component, frame); } catch (err) {
      const json = (err as Error).message.match(/Error: (\[.*\])/)?.[1];
      return JSON.parse(json ?? 'null') as number[];
    }
    throw new Error('no values');
  };
  const a = sandboxedComponent(await compiled(body, 'dice'), limits);
  const b = sandboxedComponent({ ...(await compiled(body, 'dice')) }, { ...limits, frameCpuMs: 401 }); // another sandbox of the same component
  const first = valuesOf(a, 5);
  assert.equal(first.slice(0, 4), [0, 0, 0, 0], 'no wall clock, no time zone');
  assert.ok(first[4]! >= 0 && first[4]! < 1 && first[4] !== first[5]);
  assert.equal(valuesOf(a, 5), first, 'the same frame draws the same numbers');
  assert.equal(valuesOf(b, 5), first, 'in another sandbox too');
  assert.not.equal(valuesOf(a, 6), first, 'another frame draws others');
  const nextVersion = await compileComponentSource(source(body), { id: 'dice', version: '2' });
  assert.ok(nextVersion.ok);
  if (nextVersion.ok) assert.equal(valuesOf(sandboxedComponent(nextVersion.compiled, limits), 5), first, 'another version of the component draws the same numbers');
  const other = sandboxedComponent(await compiled(body, 'other-dice'), limits);
  assert.not.equal(valuesOf(other, 5), first, 'another component draws others');
});

test('a fault of the engine itself (the host stack running out in its frames) fails that draw, and the process draws on with a new engine', async () => {
  const deep = sandboxedComponent(await compiled('const down = (n: number): number => (n > 0 ? down(n - 1) + 1 : 0); ctx.fillRect(0, 0, down(400), 1);', 'deep'), limits);
  assert.equal(drawOnce(deep), [0, 0, 0, 255], 'it draws from a shallow stack');
  // Draw from ever shallower points below the host's stack limit: somewhere the engine's own frames run out of it.
  let depth = 0;
  const probe = (n: number): void => { depth = n; probe(n + 1); };
  try { probe(0); } catch { /* the limit is found */ }
  const from = (n: number, run: () => void): void => (n > 0 ? from(n - 1, run) : run());
  let fault: ComponentFailedError | undefined;
  for (let back = 0; back < depth && !fault; back += Math.max(1, Math.floor(depth / 400))) {
    try {
      from(depth - back, () => drawOnce(deep));
    } catch (err) {
      if (err instanceof ComponentFailedError) fault = err;
      else assert.instance(err, RangeError, 'the host\'s own stack ran out before the engine ran');
    }
  }
  assert.ok(fault, 'the engine faulted at some depth');
  assert.is(fault!.kind, 'engine');
  assert.is(fault!.message, "the component 'deep@1' stopped the script engine (the node is unharmed and replaces it)");
  await prepareComponentSandbox();
  assert.equal(drawOnce(good), [255, 0, 0, 255], 'a good component draws with the new engine');
  assert.equal(drawOnce(deep), [0, 0, 0, 255], 'and so does the one that faulted, from a shallow stack');
});

test('a font the sandbox cannot draw fails as it does natively: font_not_reproducible', async () => {
  const component = sandboxedComponent(await compiledWith(`import { setFont } from '${sdkModuleName}';`, "setFont(ctx, 'Comic Sans MS', 400, 20); ctx.fillText('hi', 0, 20);"), limits);
  try {
    drawOnce(component);
    assert.unreachable('it drew');
  } catch (err) {
    assert.instance(err, FontUnavailableError);
    assert.is((err as FontUnavailableError).code, 'font_not_reproducible');
    assert.match((err as Error).message, /font not available: font family 'Comic Sans MS' is not in the admitted font set/);
  }
});

test('in a render, a failing org component fails the frame as component_failed, naming the frame and clip', async () => {
  const loop = sandboxedComponent(await compiled('if (f.frame >= 2) for (;;) {}', 'slow-probe'), limits);
  const catalog = new ComponentCatalog([...builtinComponents, loop] as Component[]);
  const comp = { version: 1, output: { width: 64, height: 36, fps: 30, background: '#000000' }, tracks: [{ clips: [{ kind: 'component', start: 0, duration: 1, componentId: 'slow-probe' }] }] } as unknown as Composition;
  const r = new FrameRenderer(comp, { baseDir: null, catalog });
  try {
    await r.renderFrame(1);
    const err = await r.renderFrame(2).then(() => undefined, (e: unknown) => e);
    assert.instance(err, JobFailure);
    assert.is((err as JobFailure).code, 'component_failed');
    assert.is((err as JobFailure).message, "frame 2, tracks[0].clips[0]: the component 'slow-probe@1' ran past its time limit (400 ms for one frame)");
    assert.is((await r.renderFrame(1)).length, 64 * 36 * 4, 'the renderer draws the frames before it again');
  } finally {
    await r.close();
  }
});

test.run();
