/**
 * The alpha encoder (component previews): straight-alpha RGBA in, VP9 yuva420p in WebM out, the
 * track marked as carrying alpha; decoded by libvpx it gives back the frames at ≥ 40 dB on colour
 * (premultiplied) and on alpha, the same bytes on any number of threads, and clear argument errors.
 */
import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openAlphaVideoEncoder } from '../../native/media/index.ts';
import { alphaFramePsnr, decodeAlphaVideo, probeAlphaVideo } from '../support/alpha-video.ts';
import { ffprobe, rejects, tempDir } from './helpers.ts';

const test = suite('native alpha video encoder');
const tmp = tempDir('alpha-encode');
test.after(() => tmp.remove());

// 4:2:0 keeps one chroma sample per 2x2 block, which bounds colour fidelity at sharp chroma edges
// (white text on saturated blue) whatever the codec: the graphics are drawn at a preview's usual
// scale, where edges are a small part of the picture, as in the API test's real components.
const W = 640, H = 360, FRAMES = 24;

/** Graphics over transparency: a half-transparent moving disc, an opaque bar with text, a fading square; frame 0 is empty. */
function frames(): Uint8Array[] {
  const canvas = createCanvas(W, H);
  const g = canvas.getContext('2d');
  return Array.from({ length: FRAMES }, (_, i) => {
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, W, H);
    g.setTransform(2, 0, 0, 2, 0, 0);
    if (i > 0) {
      g.fillStyle = 'rgba(249, 115, 22, 0.6)';
      g.beginPath();
      g.arc(70 + i * 5, 80, 45, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#1d4ed8';
      g.fillRect(20, 120, 280, 44);
      g.fillStyle = '#ffffff';
      g.font = 'bold 28px sans-serif';
      g.fillText('Preview', 40, 152);
      g.fillStyle = `rgba(16, 185, 129, ${i / FRAMES})`;
      g.fillRect(240, 20, 60, 60);
    }
    const data = g.getImageData(0, 0, W, H).data;
    return new Uint8Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
  });
}

async function encode(output: string, input: Uint8Array[], options: { threads?: number; quality?: number } = {}) {
  const encoder = await openAlphaVideoEncoder({ output, width: W, height: H, fps: 30, ...options });
  for (const frame of input) await encoder.write(frame);
  return encoder.close();
}

test('VP9 with alpha in WebM: ffprobe sees vp9 and AlphaMode 1, libvpx decodes yuva420p, every frame at ≥ 40 dB on colour and alpha', async () => {
  const input = frames();
  const out = tmp.file('graphics.webm');
  const info = await encode(out, input, { threads: 2 });
  assert.equal([info.codec, info.encoder, info.pixelFormat, info.frames, info.width, info.height], ['vp9', 'libvpx-vp9', 'yuva420p', FRAMES, W, H]);
  assert.ok(Math.abs(info.duration - FRAMES / 30) < 1e-9, `duration ${info.duration}`);

  const probe = await probeAlphaVideo(out);
  assert.equal(probe, { codec: 'vp9', width: W, height: H, alphaMode: '1', decodedPixelFormat: 'yuva420p' });
  assert.is((await ffprobe(out)).format.format_name, 'matroska,webm');

  const decoded = await decodeAlphaVideo(out, W, H);
  assert.is(decoded.length, FRAMES);
  assert.ok(decoded[0]!.every((v, i) => i % 4 !== 3 || v === 0), 'the empty first frame is fully transparent');
  decoded.forEach((frame, i) => {
    const { colour, alpha } = alphaFramePsnr(input[i]!, frame);
    assert.ok(colour >= 40, `frame ${i}: colour ${colour.toFixed(1)} dB`);
    assert.ok(alpha >= 40, `frame ${i}: alpha ${alpha.toFixed(1)} dB`);
  });
  // Straight colour inside flat areas survives too: the half-transparent disc and the opaque bar.
  const at = (f: Uint8Array, x: number, y: number) => [...f.subarray((y * W + x) * 4, (y * W + x) * 4 + 4)];
  const near = (a: number[], b: number[], tolerance: number) => a.every((v, k) => Math.abs(v - b[k]!) <= tolerance);
  assert.ok(near(at(decoded[10]!, 240, 160), at(input[10]!, 240, 160), 3), `disc ${at(decoded[10]!, 240, 160)} vs ${at(input[10]!, 240, 160)}`);
  assert.ok(near(at(decoded[10]!, 60, 250), [0x1d, 0x4e, 0xd8, 255], 3), `bar ${at(decoded[10]!, 60, 250)}`);
});

test('the same frames give the same bytes on one thread and on four', async () => {
  const input = frames();
  const one = tmp.file('one.webm'), four = tmp.file('four.webm');
  await encode(one, input, { threads: 1 });
  await encode(four, input, { threads: 4 });
  assert.ok(readFileSync(one).equals(readFileSync(four)), 'identical files');
});

test('arguments are checked before anything opens', async () => {
  const base = { output: tmp.file('bad.webm'), width: W, height: H, fps: 30 };
  await rejects(openAlphaVideoEncoder({ ...base, width: 641 }), (e) => assert.match(e.message, /even/));
  await rejects(openAlphaVideoEncoder({ ...base, quality: 64 }), (e) => assert.match(e.message, /options\.quality/));
  await rejects(openAlphaVideoEncoder({ ...base, fps: 0 }), (e) => assert.match(e.message, /options\.fps/));
  const encoder = await openAlphaVideoEncoder(base);
  await rejects(encoder.write(new Uint8Array(W * H)), (e) => assert.match(e.message, /640x360 RGBA pixels/));
  await encoder.abort();
});

test.run();
