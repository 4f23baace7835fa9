/**
 * Clips behind the subject, drawn: a synthetic shot — a white disc (the "person") moving right
 * over a dark background — and its matte made from the same geometry (FFV1 grey, as the facts
 * jobs write them). A title placed behind the subject is hidden where the disc is and seen
 * elsewhere, frame by frame as the disc moves.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FrameRenderer } from '../../render-node/renderer/renderer.ts';
import { checkComposition } from '../../catalog/check/check.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import { JobFailure } from '../../shared/failures.ts';
import { discCentre, shot, writeMatte, writeShot } from '../support/subject-shot.ts';

const { width: W, height: H, fps, radius } = shot;
/** The clip starts 0.5 s into the source: composition frame n shows source frame n + 15. */
const trimStart = 0.5;
const discX = (k: number) => discCentre(k).x;

const test = suite<{ dir: string }>('renderer: behind the subject');

test.before((ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-behind-'));
  writeShot(ctx.dir);
  // The matte of the window [0.5 s, 2 s): its frame i is source frame 15 + i.
  writeMatte(ctx.dir, trimStart, 2);
});

test.after((ctx) => rmSync(ctx.dir, { recursive: true, force: true }));

/** The shot, and above it a title on a red plate across the middle from 0.2 s. */
function composition(options: { behind?: boolean; matte?: boolean; video?: Record<string, unknown>; title?: Record<string, unknown> } = {}): Composition {
  const { behind = true, matte = true, video = {}, title = {} } = options;
  const checked = checkComposition({
    version: 1,
    output: { width: W, height: H, fps, background: '#000000' },
    tracks: [
      { clips: [{ kind: 'video', id: 'person', start: 0, duration: 1.5, src: 'person.mp4', trim: { start: trimStart }, ...(matte ? { subjectMatte: { src: 'person-matte.mkv', startSec: trimStart } } : {}), ...video }] },
      { clips: [{
        kind: 'text', id: 'title', start: 0.2, duration: 1.3, text: 'TITLE', transform: { x: 160, y: 90, width: 320, height: 60 },
        style: { fontFamily: 'Inter', fontWeight: 700, fontSize: 40, color: '#ffff00', background: { color: '#ff0000', paddingX: 100 } },
        ...(behind ? { behindSubject: { clipId: 'person' } } : {}), ...title,
      }] },
    ],
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.composition;
}

const pixel = (rgba: Uint8Array, x: number, y: number) => Array.from(rgba.subarray((y * W + x) * 4, (y * W + x) * 4 + 3));
const isWhite = ([r, g, b]: number[]) => r! > 215 && g! > 215 && b! > 215;
const isPlate = ([r, g, b]: number[]) => r! > 230 && g! < 40 && b! < 40;
const hash = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

test('the title is hidden where the subject stands and seen elsewhere, as the subject moves', async ({ dir }) => {
  const r = new FrameRenderer(composition(), { baseDir: dir });
  try {
    for (const n of [15, 30, 40]) {
      const cx = discX(n + 15);
      const frame = await r.renderFrame(n);
      // The disc's middle, and a point 3 px inside its leading edge: a matte one frame late would miss it.
      assert.ok(isWhite(pixel(frame, cx, 90)), `frame ${n}: the subject covers the title at its centre (${pixel(frame, cx, 90)})`);
      assert.ok(isWhite(pixel(frame, cx + radius - 3, 90)), `frame ${n}: and at its leading edge (${pixel(frame, cx + radius - 3, 90)})`);
      assert.ok(isWhite(pixel(frame, cx, 90 - 20)), `frame ${n}: and above its centre`);
      // Beside the disc, on the plate: the title.
      const beside = cx > 160 ? 12 : 308;
      assert.ok(isPlate(pixel(frame, beside, 120)), `frame ${n}: the title's plate is seen beside the subject (${pixel(frame, beside, 120)})`);
      // Above the plate, outside the disc: the shot's dark background.
      assert.ok(pixel(frame, 160, 10).every((c) => c < 60), `frame ${n}: the background of the shot`);
    }
  } finally { await r.close(); }
});

test('without behindSubject the title covers the subject', async ({ dir }) => {
  const r = new FrameRenderer(composition({ behind: false }), { baseDir: dir });
  try {
    const frame = await r.renderFrame(15);
    assert.not.ok(isWhite(pixel(frame, discX(30), 90 - 20)), 'the plate lies over the disc');
    assert.ok(isPlate(pixel(frame, discX(30), 120)));
  } finally { await r.close(); }
});

test('a frame that draws no clip behind the subject is the same bytes as without the feature', async ({ dir }) => {
  const withFeature = new FrameRenderer(composition(), { baseDir: dir });
  const without = new FrameRenderer(composition({ behind: false, matte: false }), { baseDir: dir });
  try {
    // The title starts at frame 6; before it nothing is behind the subject.
    assert.is(hash(await withFeature.renderFrame(3)), hash(await without.renderFrame(3)));
  } finally { await withFeature.close(); await without.close(); }
});

test('the subject keeps the video clip\'s transform and opacity', async ({ dir }) => {
  // Turned half a turn: the disc of source frame k is at (W − x, H − 90).
  const turned = new FrameRenderer(composition({ video: { transform: { rotation: 180 } } }), { baseDir: dir });
  const faint = new FrameRenderer(composition({ video: { opacity: 0.5 } }), { baseDir: dir });
  try {
    const frame = await turned.renderFrame(15);
    const cx = W - discX(30);
    assert.ok(isWhite(pixel(frame, cx, 90)), `the turned subject covers the title (${pixel(frame, cx, 90)})`);
    assert.ok(isPlate(pixel(frame, cx > 160 ? 12 : 308, 120)), 'and the title is seen beside it');
    // Half opacity: the subject (255) over the plate (255, 0, 0) at one half, over the video (255) at one half of the plate.
    const [r, g, b] = pixel(await faint.renderFrame(15), discX(30), 65);
    assert.ok(r! > 240 && g! > 100 && g! < 160 && b! > 100 && b! < 160, `the subject at half opacity over the title (${[r, g, b]})`);
  } finally { await turned.close(); await faint.close(); }
});

test('a subject drawn one to one is the same bytes whatever frames were drawn before it', async ({ dir }) => {
  // A shot with detail in every pixel and a matte with a soft edge (partly covered pixels are what
  // a resampling draw would change); its frame i is for source frame 15 + i.
  const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', '-nostdin', '-f', 'lavfi', '-i', ...args]);
  ffmpeg([`testsrc2=s=${W}x${H}:r=${fps}:d=2`, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '12', '-pix_fmt', 'yuv420p', join(dir, 'textured.mp4')]);
  const distance = `hypot(X-(60+4*(N+15)),Y-90)`;
  ffmpeg([`color=c=black:s=${W}x${H}:r=${fps}:d=1.5,format=gray,geq=lum='clip((${radius}-${distance})*32+128,0,255)'`, '-c:v', 'ffv1', '-pix_fmt', 'gray', join(dir, 'soft-matte.mkv')]);
  const soft = composition({ video: { src: 'textured.mp4', subjectMatte: { src: 'soft-matte.mkv', startSec: trimStart } } });
  // Frame 44's disc runs off the right edge: its box is narrower than frame 15's, so after frame 15
  // it is drawn from part of a larger canvas, and first from a canvas of its own size.
  const after = new FrameRenderer(soft, { baseDir: dir });
  const first = new FrameRenderer(soft, { baseDir: dir });
  try {
    await after.renderFrame(15);
    assert.is(hash(await after.renderFrame(44)), hash(await first.renderFrame(44)));
  } finally { await after.close(); await first.close(); }
});

test('a moving subject leaves nothing of itself where it was, drawn one to one or turned', async ({ dir }) => {
  // Only the part of the cut-out that holds the subject is drawn and rewritten each frame.
  assert.ok(Math.abs(discX(55) - discX(30)) > 2 * radius + 10, 'the disc moves more than its width');
  for (const [video, x] of [[{}, (k: number) => discX(k)], [{ transform: { rotation: 180 } }, (k: number) => W - discX(k)]] as const) {
    const r = new FrameRenderer(composition({ video }), { baseDir: dir });
    try {
      assert.ok(isWhite(pixel(await r.renderFrame(15), x(30), 90)), 'frame 15: the subject over the title');
      const later = await r.renderFrame(40);
      assert.ok(isWhite(pixel(later, x(55), 90)), 'frame 40: the subject where it went');
      assert.not.ok(isWhite(pixel(later, x(30), 90)), `frame 40: the title where the subject was (${pixel(later, x(30), 90)})`);
    } finally { await r.close(); }
  }
});

test('a video with a clip behind its subject but no subjectMatte fails naming the clip', async ({ dir }) => {
  const r = new FrameRenderer(composition({ matte: false }), { baseDir: dir });
  try {
    await r.renderFrame(0);
    const err = await r.renderFrame(15).then(() => null, (e: unknown) => e);
    assert.instance(err, JobFailure);
    assert.is((err as JobFailure).code, 'asset_unreadable');
    assert.match((err as JobFailure).message, /frame 15, tracks\[0\]\.clips\[0\].*subjectMatte/);
  } finally { await r.close(); }
});

test.run();
