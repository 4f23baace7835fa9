/**
 * A synthetic shot with a "person" for behind-the-subject tests: a white disc moving right over a
 * dark background (libx264, as an uploaded video would be), and its subject matte made from the
 * same geometry as the facts jobs write mattes (FFV1 grey in Matroska, 255 = subject, one frame
 * per source frame of its window).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export const shot = { width: 320, height: 180, fps: 30, radius: 30, durationSec: 2 } as const;

/** Centre of the disc in source frame k: it moves 4 pixels a frame along y = 90. */
export function discCentre(k: number): { x: number; y: number } {
  return { x: 60 + 4 * k, y: 90 };
}

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', '-nostdin', ...args]);
const inside = (frame: string) => `lt(hypot(X-(60+4*(${frame})),Y-90),${shot.radius})`;

/** Writes the shot to `dir/person.mp4`; returns its path. */
export function writeShot(dir: string): string {
  const path = join(dir, 'person.mp4');
  ffmpeg(['-f', 'lavfi', '-i', `color=c=black:s=${shot.width}x${shot.height}:r=${shot.fps}:d=${shot.durationSec},format=gray,geq=lum='if(${inside('N')},255,32)'`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '12', '-g', '15', '-pix_fmt', 'yuv420p', path]);
  return path;
}

/** Writes the matte of source window [startSec, endSec) to `dir/<name>`: its frame i is source frame startSec × fps + i. */
export function writeMatte(dir: string, startSec: number, endSec: number, name = 'person-matte.mkv'): string {
  const path = join(dir, name);
  const first = Math.round(startSec * shot.fps);
  ffmpeg(['-f', 'lavfi', '-i', `color=c=black:s=${shot.width}x${shot.height}:r=${shot.fps}:d=${endSec - startSec},format=gray,geq=lum='if(${inside(`N+${first}`)},255,0)'`,
    '-c:v', 'ffv1', '-pix_fmt', 'gray', path]);
  return path;
}
