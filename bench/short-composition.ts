/**
 * The short benchmark composition (bench/compositions/short-10s.json: a title that fades and
 * slides in, a still with a slow zoom, a video clip with a crossfade, music; 10 s at 1080p30),
 * shared by `bench short` and `bench scenes`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkComposition } from '../catalog/check/check.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { FrameRenderer } from '../render-node/renderer/renderer.ts';

export const shortCompositionFile = fileURLToPath(new URL('./compositions/short-10s.json', import.meta.url));
export const shortCompositionDir = dirname(shortCompositionFile);

export function loadShortComposition(): Composition {
  if (!existsSync(join(shortCompositionDir, 'assets', 'clip-aurora.mp4'))) throw new Error('the reference media are missing: run `npm run reference-assets` first');
  const checked = checkComposition(JSON.parse(readFileSync(shortCompositionFile, 'utf8')));
  if (!checked.ok) throw new Error(`short composition invalid: ${checked.errors[0]?.path} ${checked.errors[0]?.problem}`);
  return checked.composition as Composition;
}

/** The composition cut to its first `frames` frames, its media named by absolute path (so it may be written anywhere). */
export function shortCompositionPrefix(composition: Composition, frames: number): Composition {
  const copy = structuredClone(composition) as Composition & { output: { durationSec?: number } };
  copy.output.durationSec = frames / copy.output.fps;
  for (const track of copy.tracks) {
    for (const clip of track.clips as { src?: string }[]) if (clip.src && !isAbsolute(clip.src)) clip.src = join(shortCompositionDir, clip.src);
  }
  return copy;
}

/** Draws frames [0, count) once, calling `use` with each in order (the buffer is the renderer's: copy it to keep it). */
export async function drawShortFrames(composition: Composition, count: number, use: (frame: Uint8Array, index: number) => Promise<void> | void): Promise<void> {
  const renderer = new FrameRenderer(composition, { baseDir: shortCompositionDir });
  try {
    for (let i = 0; i < count; i++) await use(await renderer.renderFrame(i), i);
  } finally {
    await renderer.close();
  }
}
