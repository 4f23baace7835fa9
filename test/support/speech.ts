/**
 * Test footage with speech: espeak-ng (Debian's, from ops/test-tools/install.sh) speaks each topic
 * (a short pause between topics), muxed with a lavfi picture that changes shot at a chosen topic.
 * The words' times are what a transcription of it would say: each topic's words spread over the
 * time espeak took to speak it, by length.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TranscriptWord } from '../../control-plane/features/media/origins.ts';

export interface SpokenFootage {
  path: string;
  durationSec: number;
  words: TranscriptWord[];
  /** Where each topic starts, seconds. */
  topicStarts: number[];
  /** Where the picture changes shot, seconds. */
  shotChangeSec: number;
  remove(): void;
}

/** Four topics of a render farm tour, about 10 to 13 s each when spoken. */
export const tourTopics = [
  'Welcome to the render farm tour. Today we look at how a long video becomes many small jobs. Each job is a scene that a node can draw on its own.',
  'First, the planner cuts the timeline at clip boundaries. Every scene starts on a key frame, so the pieces join without seams. This is why output is identical on one node or many.',
  'Next, the nodes encode in parallel. A node takes as many scenes as it has slots, and reports progress as it goes. A lost node only loses its unfinished scenes.',
  'Finally, the assemble job joins the scenes and mixes the sound once. The index moves to the front of the file. Then the render is charged exactly once.',
];

const pauseSec = 0.8;

function durationOf(path: string): number {
  return Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path]).toString().trim());
}

/** The topics spoken one after another over `width`×`height` video that cuts to another shot at topic `shotAtTopic`. */
export function spokenFootage(topics: string[], options: { width?: number; height?: number; shotAtTopic?: number } = {}): SpokenFootage {
  const { width = 640, height = 360, shotAtTopic = Math.floor(topics.length / 2) } = options;
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-speech-'));
  const words: TranscriptWord[] = [];
  const topicStarts: number[] = [];
  const parts: string[] = [];
  let at = 0;
  topics.forEach((text, i) => {
    const part = join(dir, `topic-${i}.wav`);
    execFileSync('espeak-ng', ['-s', '165', '-w', part, text]);
    const spoken = durationOf(part);
    topicStarts.push(at);
    const tokens = text.split(/\s+/).filter(Boolean);
    const letters = tokens.reduce((n, t) => n + t.length + 1, 0);
    // espeak leaves a little silence at each end; the words fill the rest by length.
    let cursor = at + 0.1;
    const speaking = Math.max(0.1, spoken - 0.3);
    for (const token of tokens) {
      const length = ((token.length + 1) / letters) * speaking;
      words.push({ text: token, start: Math.round(cursor * 1000) / 1000, end: Math.round((cursor + length * 0.9) * 1000) / 1000 });
      cursor += length;
    }
    parts.push(part);
    at += spoken + pauseSec;
  });
  const sound = join(dir, 'speech.wav');
  const inputs = parts.flatMap((p) => ['-i', p]);
  const padded = parts.map((_, i) => `[${i}:a]aresample=48000,apad=pad_dur=${pauseSec}[a${i}]`).join(';');
  execFileSync('ffmpeg', ['-v', 'error', ...inputs, '-filter_complex', `${padded};${parts.map((_, i) => `[a${i}]`).join('')}concat=n=${parts.length}:v=0:a=1[out]`, '-map', '[out]', '-ac', '1', sound]);
  const durationSec = durationOf(sound);
  const shotChangeSec = topicStarts[shotAtTopic] ?? durationSec / 2;
  const path = join(dir, 'footage.mp4');
  execFileSync('ffmpeg', ['-v', 'error',
    '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=30:duration=${shotChangeSec.toFixed(3)}`,
    '-f', 'lavfi', '-i', `smptehdbars=size=${width}x${height}:rate=30:duration=${(durationSec - shotChangeSec).toFixed(3)}`,
    '-i', sound,
    '-filter_complex', '[0:v][1:v]concat=n=2:v=1:a=0,format=yuv420p[v]', '-map', '[v]', '-map', '2:a',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30', '-c:a', 'aac', '-b:a', '96k', '-shortest', '-movflags', '+faststart', path]);
  return { path, durationSec: durationOf(path), words, topicStarts, shotChangeSec, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
