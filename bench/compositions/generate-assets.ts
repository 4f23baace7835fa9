/**
 * Generates the media of the reference compositions into bench/compositions/assets/ (ignored by
 * git): two 12-second 1080p30 H.264 clips from ffmpeg's lavfi sources, two still pictures and a
 * logo drawn with Skia, and 60 seconds of synthesized stereo music. Nothing is downloaded.
 *
 *   tsx bench/compositions/generate-assets.ts [--force]
 *
 * Existing files are kept unless --force is given, so running it again is cheap.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { registerBundledFonts } from '../../shared/fonts/register.ts';
import { rng } from '../../catalog/draw.ts';
import { defineCommand, runCommand } from '../../shared/cli/args.ts';

const run = promisify(execFile);
export const assetsDir = fileURLToPath(new URL('./assets/', import.meta.url));

const x264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-g', '30', '-r', '30', '-movflags', '+faststart'];

async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-v', 'error', '-y', '-nostdin', ...args], { maxBuffer: 16 * 1024 * 1024 });
}

function landscape(ctx: SKRSContext2D, W: number, H: number, seed: number, sky: [string, string, string], sun: string, layers: string[]) {
  const g = ctx.createLinearGradient(0, 0, 0, H * 0.75);
  g.addColorStop(0, sky[0]);
  g.addColorStop(0.6, sky[1]);
  g.addColorStop(1, sky[2]);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  const sx = W * 0.66, sy = H * 0.5, sr = H * 0.11;
  const halo = ctx.createRadialGradient(sx, sy, sr * 0.5, sx, sy, sr * 5);
  halo.addColorStop(0, sun);
  halo.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = halo;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = sun;
  ctx.beginPath();
  ctx.arc(sx, sy, sr, 0, Math.PI * 2);
  ctx.fill();
  const r = rng(seed);
  layers.forEach((color, i) => {
    const base = H * (0.5 + i * 0.12);
    const amp = H * (0.16 - i * 0.025);
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(0, H);
    const f1 = 1 + r() * 2, f2 = 3 + r() * 4, p1 = r() * 6, p2 = r() * 6;
    for (let x = 0; x <= W; x += 8) {
      const t = x / W;
      const y = base - amp * (0.55 * Math.sin(t * Math.PI * f1 + p1) + 0.3 * Math.sin(t * Math.PI * f2 + p2) + 0.15 * Math.sin(t * 40 + i));
      ctx.lineTo(x, y);
    }
    ctx.lineTo(W, H);
    ctx.closePath();
    ctx.fill();
  });
  for (let i = 0; i < 6; i++) {
    const y = H * (0.12 + r() * 0.25), x = W * r(), w = W * (0.15 + r() * 0.2);
    const c = ctx.createLinearGradient(x - w / 2, 0, x + w / 2, 0);
    c.addColorStop(0, 'rgba(255,255,255,0)');
    c.addColorStop(0.5, 'rgba(255,240,230,0.35)');
    c.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = c;
    ctx.fillRect(x - w / 2, y, w, H * 0.012);
  }
}

function skyline(ctx: SKRSContext2D, W: number, H: number) {
  const g = ctx.createLinearGradient(0, 0, 0, H);
  g.addColorStop(0, '#070a1f');
  g.addColorStop(0.55, '#23185a');
  g.addColorStop(0.8, '#b8457a');
  g.addColorStop(1, '#f3a35f');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  const r = rng(42);
  for (let i = 0; i < 260; i++) {
    ctx.fillStyle = `rgba(255,255,255,${0.2 + r() * 0.7})`;
    const s = r() * 2.4 + 0.6;
    ctx.fillRect(r() * W, r() * H * 0.5, s, s);
  }
  ctx.fillStyle = '#f6e7c8';
  ctx.beginPath();
  ctx.arc(W * 0.2, H * 0.2, H * 0.06, 0, Math.PI * 2);
  ctx.fill();
  for (const [depth, color, lit] of [[0, '#1b1640', 0.08], [1, '#0f0c29', 0.18], [2, '#07061a', 0.3]] as const) {
    let x = -20;
    while (x < W) {
      const w = W * (0.03 + r() * 0.05) * (1 + depth * 0.3);
      const h = H * (0.18 + r() * 0.35) * (1 - depth * 0.18) + depth * H * 0.05;
      const top = H - h - depth * H * 0.02;
      ctx.fillStyle = color;
      ctx.fillRect(x, top, w, H - top);
      for (let wy = top + 12; wy < H - 10; wy += 18) {
        for (let wx = x + 8; wx < x + w - 8; wx += 14) {
          if (r() < lit) { ctx.fillStyle = r() < 0.7 ? '#ffd98a' : '#8fe3ff'; ctx.fillRect(wx, wy, 6, 9); }
        }
      }
      x += w + W * 0.004;
    }
  }
  const haze = ctx.createLinearGradient(0, H * 0.7, 0, H);
  haze.addColorStop(0, 'rgba(243,163,95,0)');
  haze.addColorStop(1, 'rgba(243,163,95,0.25)');
  ctx.fillStyle = haze;
  ctx.fillRect(0, H * 0.7, W, H * 0.3);
}

function logo(ctx: SKRSContext2D, S: number) {
  ctx.clearRect(0, 0, S, S);
  const g = ctx.createLinearGradient(0, 0, S, S);
  g.addColorStop(0, '#7c6cff');
  g.addColorStop(1, '#12b5cb');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(S / 2, S / 2, S * 0.46, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  for (let i = 0; i < 3; i++) {
    const y = S * (0.3 + i * 0.15);
    const w = S * (0.42 - i * 0.1);
    ctx.beginPath();
    ctx.moveTo(S * 0.3, y);
    ctx.lineTo(S * 0.3 + w, y);
    ctx.lineTo(S * 0.3 + w - S * 0.05, y + S * 0.09);
    ctx.lineTo(S * 0.3 - S * 0.05, y + S * 0.09);
    ctx.closePath();
    ctx.fill();
  }
}

export async function generateAssets(force = false): Promise<string[]> {
  mkdirSync(assetsDir, { recursive: true });
  registerBundledFonts();
  const made: string[] = [];
  const want = (name: string) => { const p = join(assetsDir, name); if (force || !existsSync(p)) { made.push(name); return p; } return undefined; };

  let p = want('clip-aurora.mp4');
  if (p) await ffmpeg(['-f', 'lavfi', '-i', 'gradients=s=960x540:r=30:d=12:speed=0.02:n=4:c0=0x2b1d6e:c1=0x5b5bf6:c2=0x12b5cb:c3=0xff7a2f:type=spiral:seed=7', '-vf', 'scale=1920:1080:flags=bicubic', ...x264, p]);
  p = want('clip-fractal.mp4');
  if (p) await ffmpeg(['-f', 'lavfi', '-i', 'mandelbrot=s=640x360:r=30:start_x=-0.743643887037151:start_y=0.13182590420533:start_scale=2.5:end_scale=0.01:end_pts=360:outer=normalized_iteration_count:inner=black', '-t', '12', '-vf', 'scale=1920:1080:flags=lanczos,hue=h=40:s=0.9', ...x264, p]);
  p = want('still-dusk.png');
  if (p) {
    const c = createCanvas(1920, 1080);
    landscape(c.getContext('2d'), 1920, 1080, 5, ['#1d2b64', '#c8507a', '#ffb36b'], '#fff1c9', ['#5a3a6e', '#3d2a5c', '#241c45', '#140f2e']);
    writeFileSync(p, c.encodeSync('png'));
  }
  p = want('still-skyline.png');
  if (p) {
    const c = createCanvas(1920, 1080);
    skyline(c.getContext('2d'), 1920, 1080);
    writeFileSync(p, c.encodeSync('png'));
  }
  p = want('logo.png');
  if (p) {
    const c = createCanvas(512, 512);
    logo(c.getContext('2d'), 512);
    writeFileSync(p, c.encodeSync('png'));
  }
  p = want('music.m4a');
  if (p) {
    // A four-chord pad (Am–F–C–G, 2 s each) with a soft pulse and a kick on every beat at 120 bpm.
    const chord = (k: number) => `if(lt(mod(floor(t/2),4),1),${k === 0 ? 220 : k === 1 ? 261.63 : 329.63},if(lt(mod(floor(t/2),4),2),${k === 0 ? 174.61 : k === 1 ? 220 : 261.63},if(lt(mod(floor(t/2),4),3),${k === 0 ? 261.63 : k === 1 ? 329.63 : 392}, ${k === 0 ? 196 : k === 1 ? 246.94 : 293.66})))`;
    const pad = [0, 1, 2].map((k) => `sin(2*PI*t*${chord(k)})`).join('+');
    const env = '(0.6+0.4*sin(2*PI*t*2))';
    const kick = '0.5*sin(2*PI*t*(50+90*exp(-mod(t,0.5)*30)))*exp(-mod(t,0.5)*9)';
    const expr = `0.09*(${pad})*${env}+${kick}`;
    await ffmpeg(['-f', 'lavfi', '-i', `aevalsrc=exprs='${expr}|${expr}':s=48000:d=60`, '-af', 'lowpass=f=5000,afade=t=in:d=1,afade=t=out:st=57:d=3', '-c:a', 'aac', '-b:a', '160k', p]);
  }
  return made;
}

/** `npm run reference-assets [-- --force]`. */
const generateCommand = defineCommand({
  summary: "generates the reference compositions' media with ffmpeg (only what is missing, unless --force)",
  options: { force: { type: 'boolean', help: 'generate every file again' } },
  async run({ values }) {
    const made = await generateAssets(values.force);
    console.log(made.length ? `generated ${made.join(', ')} in ${assetsDir}` : `assets are up to date in ${assetsDir}`);
    return 0;
  },
});

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await runCommand(generateCommand, process.argv.slice(2), ['npm run reference-assets --']);
}
