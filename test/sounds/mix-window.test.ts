/**
 * The assembly's sound sources for an output's window: only the clips that can sound in it are
 * decoded (a one-frame render or a preview does not decode the whole soundtrack), each only as far
 * as the timeline plays it (a loop whole), and the mixer's tracks keep the composition's order
 * however the decodes finish.
 */
import { readFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compositionAudioTracks, decodeClipAudio } from '../../render-node/audio.ts';
import { AUDIO_SAMPLE_RATE, type AudioTrack, mixAndEncodeAudio } from '../../native/media/index.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import { wavSecond } from '../support/media.ts';

const test = suite('sounds: what an output window decodes');

const composition: Composition = {
  output: { width: 320, height: 180, fps: 30 },
  tracks: [{
    clips: [
      { kind: 'audio', start: 0, duration: 1, src: 'media:opening' },
      { kind: 'audio', start: 0.5, src: 'media:open-ended' },
      { kind: 'audio', start: 5, duration: 1, src: 'media:later' },
    ],
  }],
} as Composition;

test('a one-frame window decodes the sounds that start in it, in the composition\'s order; the whole timeline decodes all', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-mix-window-'));
  try {
    const wav = join(dir, 'second.wav');
    writeFileSync(wav, wavSecond());
    const asked: string[] = [];
    const resolve = async (src: string) => { asked.push(src); return wav; };

    const first = await compositionAudioTracks(composition, resolve, dir, { fromSec: 0, toSec: 1 / 30 });
    assert.equal(asked, ['media:opening'], 'only the clip that plays in the first frame');
    assert.equal(first.map((t) => t.offset), [0]);

    asked.length = 0;
    const middle = await compositionAudioTracks(composition, resolve, dir, { fromSec: 0.9, toSec: 1.1 });
    assert.equal(asked.sort(), ['media:open-ended', 'media:opening'], 'a clip of unknown length that started is kept');
    assert.equal(middle.map((t) => t.offset), [0, 0.5]);

    asked.length = 0;
    const all = await compositionAudioTracks(composition, resolve, dir);
    assert.equal(asked.length, 3);
    assert.equal(all.map((t) => t.offset), [0, 0.5, 5], 'the mixer gets the composition\'s order');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** `seconds` of a 440 Hz tone as a 16-bit mono WAV at 8 kHz. */
function wavTone(seconds: number): Buffer {
  const samples = 8000 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0); header.writeUInt32LE(36 + samples * 2, 4); header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); header.writeUInt16LE(1, 20); header.writeUInt16LE(1, 22); header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28); header.writeUInt16LE(2, 32); header.writeUInt16LE(16, 34); header.write('data', 36); header.writeUInt32LE(samples * 2, 40);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 8000)), i * 2);
  return Buffer.concat([header, data]);
}

test('a sound longer than the timeline decodes as far as the timeline plays it, and mixes as the whole sound does', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-mix-length-'));
  try {
    const wav = join(dir, 'tone.wav');
    writeFileSync(wav, wavTone(6));
    const oneSecond: Composition = {
      output: { width: 320, height: 180, fps: 30, durationSec: 1 },
      tracks: [{ clips: [
        { kind: 'audio', start: 0, duration: 5, src: 'media:tone', fadeOut: 1 },
        { kind: 'audio', start: 0.5, duration: 5, src: 'media:tone', loop: true, volume: 0.5 },
      ] }],
    } as Composition;
    const tracks = await compositionAudioTracks(oneSecond, async () => wav, dir);
    const bytesPerSecond = AUDIO_SAMPLE_RATE * 2 * 4;
    const sizes = tracks.map((t) => statSync(t.file!).size / bytesPerSecond);
    assert.ok(Math.abs(sizes[0]! - 1.5) < 0.01, `the clip under a one-second timeline decoded ${sizes[0]} s (1 s played and half a second more)`);
    assert.ok(Math.abs(sizes[1]! - 6) < 0.01, `the loop decoded ${sizes[1]} s, not its whole source`);

    // Mixed from the whole sound instead, the output is the same bytes.
    const whole = join(dir, 'whole.f32');
    assert.ok(await decodeClipAudio(wav, {}, whole));
    const mix = async (list: typeof tracks, name: string) => {
      await mixAndEncodeAudio({ output: join(dir, name), tracks: list, frames: 30, fps: 30 });
      return readFileSync(join(dir, name));
    };
    const cut = await mix(tracks, 'cut.m4a');
    const full = await mix(tracks.map((t, i): AudioTrack => (i === 0 ? { ...t, samples: undefined, file: whole } : t)), 'full.m4a');
    assert.ok(cut.equals(full), 'the mix of the cut decode differs from the whole sound\'s');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
