/**
 * The drawing side of `framefleet bench components`: a child process that loads the built-in
 * catalog of one checkout (ROOT, given as the first argument) and, on each request from its
 * parent, draws frames of a built-in and answers with the milliseconds they took. Everything,
 * the canvas package included, comes from ROOT, so a checkout of an earlier commit is measured
 * with its own code; this file imports nothing itself, so that it runs against any checkout.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { createHash } from 'node:crypto';

export interface DrawRequest { id: string; width: number; height: number; frames: number; pixels?: boolean }
export type DrawReply =
  | { ok: true; id: string; ms: number[]; digest: string; last?: string }
  | { ok: false; error: string }
  | { ready: true; ids: string[] };

const root = process.argv[2]!;
const at = (path: string) => import(pathToFileURL(join(root, path)).href);
const canvasPackage = createRequire(join(root, 'package.json'))('@napi-rs/canvas') as typeof import('@napi-rs/canvas');
const { builtinCatalog } = await at('catalog/index.ts') as typeof import('../catalog/index.ts');
const { frameInfo, resolveProps } = await at('catalog/sdk.ts') as typeof import('../catalog/sdk.ts');
const { brandTokens } = await at('shared/composition/brand.ts') as typeof import('../shared/composition/brand.ts');
const { registerBundledFonts } = await at('shared/fonts/register.ts') as typeof import('../shared/fonts/register.ts');
registerBundledFonts();
const tokens = brandTokens(undefined);

/** A picture like a composition's frame (effects grade what lies beneath them; transitions pass between two). */
function picture(width: number, height: number, tint: string) {
  const canvas = canvasPackage.createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, width, height);
  g.addColorStop(0, '#1b2a4a');
  g.addColorStop(1, tint);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#f2efe6';
  ctx.fillRect(width * 0.55, height * 0.2, width * 0.3, height * 0.45);
  return { canvas, ctx };
}

const stages = new Map<string, ReturnType<typeof stage>>();
function stage(width: number, height: number) {
  const target = picture(width, height, '#c0486a'), layer = picture(width, height, '#000000');
  return {
    target, beneath: target.ctx.getImageData(0, 0, width, height),
    from: picture(width, height, '#c0486a').canvas, to: picture(width, height, '#2f9e7a').canvas,
    layer: () => { layer.ctx.setTransform(1, 0, 0, 1, 0, 0); layer.ctx.clearRect(0, 0, width, height); return layer; },
  };
}

function draw(q: DrawRequest): DrawReply {
  const c = builtinCatalog().get(q.id);
  if (!c) return { ok: false, error: `no built-in '${q.id}' in ${root}` };
  const key = `${q.width}x${q.height}`;
  const s = stages.get(key) ?? stage(q.width, q.height);
  stages.set(key, s);
  const io = c.kind === 'transition' ? { image: () => null, from: s.from, to: s.to, layer: s.layer } : { image: () => null };
  const props = resolveProps(c, undefined, tokens);
  const frames = Array.from({ length: q.frames }, (_, i) => Math.floor((i / Math.max(1, q.frames - 1)) * (c.durationInFrames - 1)));
  const ms: number[] = [];
  const digest = createHash('sha256');
  let last: string | undefined;
  for (const frame of frames) {
    s.target.ctx.putImageData(s.beneath, 0, 0);
    s.target.ctx.getImageData(0, 0, 1, 1);
    const started = performance.now();
    c.draw(s.target.ctx as never, frameInfo(frame, c.durationInFrames, 30, q.width, q.height), props as never, tokens, io as never);
    // The canvas records drawing and rasterizes it when its pixels are read: a one-pixel read
    // inside the timing makes the frame's drawing count (a renderer reads every frame it encodes).
    s.target.ctx.getImageData(0, 0, 1, 1);
    ms.push(performance.now() - started);
    const data = s.target.ctx.getImageData(0, 0, q.width, q.height).data;
    digest.update(data);
    if (q.pixels) last = (last ?? '') + (last === undefined ? '' : ',') + Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64');
  }
  return { ok: true, id: q.id, ms, digest: digest.digest('hex'), last };
}

const send = (m: DrawReply) => process.send!(m);
process.on('message', (q: DrawRequest) => {
  try {
    send(draw(q));
  } catch (e) {
    send({ ok: false, error: e instanceof Error ? e.stack ?? e.message : String(e) });
  }
});
process.on('disconnect', () => process.exit(0));
send({ ready: true, ids: builtinCatalog().list().map((c) => c.id) });
