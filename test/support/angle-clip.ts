/**
 * A multicam angle for tests of its signals (render-node/facts/signals.ts): 6 s at 640×360, 25 fps,
 * H.264 with AAC stereo. The first 3 s show messi5.jpg (opencv-doc: a player's face) zooming and
 * panning, with a 440 Hz tone of amplitude 0.1 (−20 dBFS peak, −23 dB RMS) in both channels; the
 * last 3 s a flat grey picture (128) in silence.
 */
import { execFileSync } from 'node:child_process';

const messi = '/usr/share/doc/opencv-doc/examples/data/messi5.jpg';

/** Writes the clip to `output`. */
export function faceThenGreyClip(output: string): void {
  const tone = '0.1*sin(2*PI*440*t)';
  execFileSync('ffmpeg', ['-v', 'error', '-y',
    '-loop', '1', '-framerate', '25', '-i', messi,
    '-f', 'lavfi', '-i', 'color=c=0x808080:s=640x360:r=25:d=3',
    '-f', 'lavfi', '-i', `aevalsrc=${tone}|${tone}:s=48000:d=3`,
    '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo:d=3',
    '-filter_complex', "[0:v]scale=1280:720,zoompan=z='1+0.002*on':x='iw/2-(iw/zoom/2)+on*2':y='ih/2-(ih/zoom/2)':d=75:s=640x360:fps=25,trim=duration=3,setsar=1,format=yuv420p[a];"
      + '[1:v]setsar=1,format=yuv420p[b];[a][b]concat=n=2:v=1:a=0[v];[2:a][3:a]concat=n=2:v=0:a=1[s]',
    '-map', '[v]', '-map', '[s]', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', output]);
}

