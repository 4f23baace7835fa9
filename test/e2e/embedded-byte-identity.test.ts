/**
 * A render's bytes do not depend on how many workers draw it: `framefleet render` with one worker
 * and with two (each scene's encoder on the same thread count, scenes on the plan's grid) writes the
 * same MP4. The distributed test checks the same against separate node processes. The one worker
 * draws each scene on three threads (two drawing threads, FRAMEFLEET_NODE_DRAW_THREADS=2), the two
 * workers on their own threads only. The two workers run with an empty blob cache (FRAMEFLEET_NODE_CACHE_MAX_BYTES=0): every blob goes as soon as no
 * job holds it, and the assembly still has each segment it fetched until it has joined them all.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const run = promisify(execFile);
const cli = new URL('../../bin/framefleet', import.meta.url).pathname;

const test = suite<{ dir: string }>('e2e: the same bytes on any number of workers');

test.before((ctx) => { ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-identity-')); });
test.after(({ dir }) => rmSync(dir, { recursive: true, force: true }));

test('one worker on three drawing threads and two workers on one each (keeping no blob no job holds) write the same MP4 of an eight-scene render', async ({ dir }) => {
  const seconds = 8;
  const file = join(dir, 'composition.json');
  writeFileSync(file, JSON.stringify({
    output: { width: 320, height: 180, fps: 30, background: '#0f172a' },
    tracks: [
      { clips: [{ kind: 'shape', start: 0, duration: seconds, shape: 'rectangle', fill: { kind: 'linear', angle: 30, stops: [{ offset: 0, color: '#2563eb' }, { offset: 1, color: '#db2777' }] },
        animate: { 'transform.rotation': [{ time: 0, value: 0 }, { time: seconds, value: 360 }] } }] },
      { clips: [{ kind: 'text', start: 0.5, duration: seconds - 1, text: 'same bytes', style: { fontSize: 28, color: '#f8fafc' } }] },
    ],
  }));
  const digests: string[] = [];
  for (const workers of [1, 2]) {
    const out = join(dir, `out-${workers}.mp4`);
    const settings = workers === 2 ? { FRAMEFLEET_NODE_CACHE_MAX_BYTES: '0', FRAMEFLEET_NODE_DRAW_THREADS: '0' } : { FRAMEFLEET_NODE_DRAW_THREADS: '2' };
    const { stdout } = await run(cli, ['render', file, '-o', out, '--workers', String(workers)], { env: { ...process.env, FRAMEFLEET_LOG_LEVEL: 'warn', ...settings } });
    assert.match(stdout, new RegExp(`240 frames, 8 scenes, .*${workers} worker`), stdout);
    digests.push(createHash('sha256').update(readFileSync(out)).digest('hex'));
  }
  assert.is(digests[1], digests[0], 'two workers wrote other bytes than one');
});

test.run();
