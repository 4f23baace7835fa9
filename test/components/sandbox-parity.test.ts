/**
 * Ejected built-ins drawn in the sandbox draw what the built-ins draw natively: each built-in's
 * standalone source is compiled as an org component and placed in the same composition as the
 * built-in, and the frame renderer's frames of the two are compared (pixel-identical, or at
 * least 45 dB PSNR where the engines' floating-point functions round differently). The cases
 * span the categories and the sandbox's paths: text measured on the host, scratch canvases,
 * pixels read back (getImageData) and patterns of pixels, pictures lent by the renderer, and
 * transitions drawing on the renderer's layers.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FrameRenderer } from '../../render-node/renderer/renderer.ts';
import { builtinComponents, ComponentCatalog } from '../../catalog/index.ts';
import { builtinComponentSource, compileComponentSource, sandboxedComponent, type SandboxedComponent } from '../../catalog/sandbox/index.ts';
import type { Component } from '../../catalog/sdk.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import { makeFixtures, type Fixtures } from '../renderer/fixtures.ts';

const test = suite<{ fx: Fixtures; sandboxed: SandboxedComponent[] }>('component sandbox: ejected built-ins draw as natively');

test.before((ctx) => {
  ctx.fx = makeFixtures();
  ctx.sandboxed = [];
});
test.after((ctx) => {
  for (const c of ctx.sandboxed) c.release();
  ctx.fx.cleanup();
});

const W = 480, H = 270, fps = 30;

/** A component clip over a gradient backdrop, or a transition between a picture and a shape. */
function composition(componentId: string, transition: boolean, props: Record<string, unknown> = {}): Composition {
  const backdrop = { kind: 'shape', shape: 'rectangle', start: 0, duration: 3, fill: { kind: 'linear', angle: 20, stops: [{ offset: 0, color: '#1b2a4a' }, { offset: 1, color: '#c0486a' }] } };
  const tracks = transition
    ? [{ clips: [
      { kind: 'image', start: 0, duration: 1.5, src: 'still.png', fit: 'cover' },
      { kind: 'shape', start: 1.5, duration: 1.5, shape: 'ellipse', fill: '#3cc5a0', transform: { width: 300, height: 200 }, transition: { kind: 'component', componentId, duration: 0.8, props } },
    ] }]
    : [{ clips: [backdrop] }, { clips: [{ kind: 'component', start: 0, duration: 3, componentId, props }] }];
  return { version: 1, output: { width: W, height: H, fps, background: '#000000' }, tracks } as unknown as Composition;
}

function psnr(a: Uint8Array, b: Uint8Array): number {
  let se = 0;
  for (let i = 0; i < a.length; i++) { const d = a[i]! - b[i]!; se += d * d; }
  return se === 0 ? Infinity : 10 * Math.log10((255 * 255) / (se / a.length));
}

async function frames(comp: Composition, catalog: ComponentCatalog | undefined, baseDir: string, at: number[]): Promise<Uint8Array[]> {
  const r = new FrameRenderer(comp, { baseDir, ...(catalog ? { catalog } : {}) });
  try {
    const out: Uint8Array[] = [];
    for (const n of at) out.push(Uint8Array.from(await r.renderFrame(n)));
    return out;
  } finally {
    await r.close();
  }
}

const cases: { id: string; what: string; props?: Record<string, unknown> }[] = [
  { id: 'kinetic-title', what: 'text: words fitted and measured on the host' },
  { id: 'letter-cascade', what: 'text: glyph runs' },
  { id: 'rgb-glitch', what: 'effects: pixels read back and written (getImageData, putImageData)' },
  { id: 'film-look', what: 'effects: the picture blended with itself, a pattern of pixels' },
  { id: 'aurora', what: 'backgrounds: scratch canvases made by the script' },
  { id: 'halftone-pulse', what: 'backgrounds: dots rasterized in typed arrays and put as pixels' },
  { id: 'picture-in-picture', what: 'layouts: a picture lent by the renderer', props: { mainImage: 'still.png', insetImage: 'still.png' } },
  { id: 'stat-counter', what: 'ui-blocks: counting numbers' },
  { id: 'testimonial', what: 'scenes: a whole scene' },
  { id: 'glitch-cut', what: 'transitions: torn rows on the renderer\'s layer' },
  { id: 'blur-morph', what: 'transitions: blurs on a scratch canvas' },
  { id: 'luma-fade', what: 'transitions: the incoming picture\'s pixels read back' },
];

for (const c of cases) {
  test(`${c.id} (${c.what})`, async ({ fx, sandboxed }) => {
    const native = builtinComponents.find((b) => b.id === c.id)!;
    const orgId = `org-${c.id}`;
    const compiled = await compileComponentSource(builtinComponentSource(c.id, { asId: orgId })!, { id: orgId, version: '1' });
    assert.ok(compiled.ok, JSON.stringify(!compiled.ok && compiled.problems));
    if (!compiled.ok) return;
    const component = sandboxedComponent(compiled.compiled);
    sandboxed.push(component);
    const catalog = new ComponentCatalog([...builtinComponents, component] as Component[]);
    const transition = native.kind === 'transition';
    // Inside the transition window (frames 33..56), or early, middle and late in the clip.
    const at = transition ? [35, 45, 54] : [3, 40, 80];
    const want = await frames(composition(c.id, transition, c.props), undefined, fx.dir, at);
    const got = await frames(composition(orgId, transition, c.props), catalog, fx.dir, at);
    at.forEach((n, i) => {
      const quality = psnr(want[i]!, got[i]!);
      assert.ok(quality >= 45, `frame ${n}: ${quality.toFixed(1)} dB`);
    });
    assert.ok(want.some((f, i) => i > 0 && psnr(f, want[0]!) < 60), 'the frames compared are not all the same picture');
  });
}

test.run();
