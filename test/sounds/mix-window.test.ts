/**
 * The assembly's sound sources for an output's window: only the clips that can sound in it are
 * decoded (a one-frame render or a preview does not decode the whole soundtrack), and the mixer's
 * tracks keep the composition's order however the decodes finish.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compositionAudioTracks } from '../../render-node/audio.ts';
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

test.run();
