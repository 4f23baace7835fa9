/**
 * How an assembly gathers its segments while the render's last scenes are drawn: those its job
 * lists, then those the watch reports, fetched in batches (two at a time) as they come, each
 * handed on as it arrives, and returned in scene order once every scene is in; those its own node
 * drew are taken from that node instead of fetched.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { collectSegments, OwnSegments, type RecordedSegment } from '../../render-node/assembly-segments.ts';

const test = suite('render node: an assembly\'s segments');

const seg = (sceneIndex: number): RecordedSegment => ({ sceneIndex, contentHash: `h${sceneIndex}`, frameCount: 10 + sceneIndex });

/** A watch fed by the test, one scene at a time. */
function feed() {
  const waiting: ((s: RecordedSegment | null) => void)[] = [];
  const ready: (RecordedSegment | null)[] = [];
  return {
    push(s: RecordedSegment | null) { const w = waiting.shift(); if (w) w(s); else ready.push(s); },
    async *watch(): AsyncGenerator<RecordedSegment> {
      for (;;) {
        const next = ready.length ? ready.shift()! : await new Promise<RecordedSegment | null>((r) => waiting.push(r));
        if (next === null) return;
        yield next;
      }
    },
  };
}

test('segments come in scene order; two batches download at once, those reported meanwhile make the next one; repeats are fetched once', async () => {
  const batches: string[][] = [];
  const held: (() => void)[] = [];
  const scenes = feed();
  const arrived: number[] = [];
  const collected = collectSegments({
    known: [seg(1)], sceneCount: 5, watch: () => scenes.watch(),
    fetch: async (hashes) => { batches.push(hashes); await new Promise<void>((r) => held.push(r)); return hashes.map((h) => `/cache/${h}`); },
    fetched: ({ sceneIndex, frameCount }, path) => { arrived.push(sceneIndex); assert.is(path, `/cache/h${sceneIndex}`); assert.is(frameCount, 10 + sceneIndex, 'the plan\'s frames come with it'); },
  });
  for (const i of [1, 3, 0, 4]) scenes.push(seg(i));
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(batches, [['h1'], ['h3']], 'a second batch starts while the first downloads, a third waits');
  held.shift()!();
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(batches, [['h1'], ['h3'], ['h0', 'h4']], 'what waited goes as one batch once a lane is free');
  assert.equal(arrived, [1], 'each segment is handed on as its batch arrives');
  scenes.push(seg(2));
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(batches.length, 3, 'both lanes still busy');
  while (held.length) { held.shift()!(); await new Promise((r) => setTimeout(r, 10)); }
  assert.equal(await collected, ['/cache/h0', '/cache/h1', '/cache/h2', '/cache/h3', '/cache/h4']);
  assert.equal(batches.flat().sort(), ['h0', 'h1', 'h2', 'h3', 'h4'], 'each segment fetched once');
  assert.equal(batches.length, 4);
  assert.equal(arrived.sort(), [0, 1, 2, 3, 4]);
});

test('a job that lists every segment (published after the last scene) does not watch', async () => {
  const got = await collectSegments({
    known: [seg(0), seg(1)], sceneCount: 0, watch: () => { throw new Error('watched'); }, fetch: async (hashes) => hashes.map((h) => `/c/${h}`),
  });
  assert.equal(got, ['/c/h0', '/c/h1']);
});

test('a failed fetch, a watch that ends early or a scene outside the render fails the collection', async () => {
  const failing = feed();
  failing.push(seg(1));
  const err = await collectSegments({ known: [seg(0)], sceneCount: 3, watch: () => failing.watch(), fetch: async () => { throw new Error('blob missing'); } }).catch((e: Error) => e.message);
  assert.is(err, 'blob missing');
  const short = feed();
  short.push(seg(1));
  short.push(null);
  const ended = await collectSegments({ known: [], sceneCount: 3, watch: () => short.watch(), fetch: async (h) => h }).catch((e: Error) => e.message);
  assert.match(String(ended), /ended with 1 of 3 scenes/);
  const outside = feed();
  outside.push(seg(7));
  const wrong = await collectSegments({ known: [], sceneCount: 3, watch: () => outside.watch(), fetch: async (h) => h }).catch((e: Error) => e.message);
  assert.match(String(wrong), /scene 7 is not one of the render's 3 scenes/);
});

test('segments its own node drew are taken from it, hard-linked into the assembly\'s folder; only the others are fetched, in order', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-own-segments-'));
  try {
    const drawn = join(dir, 'scene-1.mp4');
    writeFileSync(drawn, 'segment one');
    const own = new OwnSegments(join(dir, 'assembly', 'own'));
    own.keep('h1', drawn);
    own.keep('h1', drawn);
    const asked: string[][] = [];
    const fetch = async (hashes: string[]) => { asked.push(hashes); return hashes.map((h) => `/cache/${h}`); };
    const paths = await own.paths(['h0', 'h1', 'h2'], fetch);
    assert.equal(asked, [['h0', 'h2']], 'the own segment is not fetched');
    assert.equal(paths, ['/cache/h0', join(dir, 'assembly', 'own', 'h1'), '/cache/h2']);
    assert.is(readFileSync(paths[1]!, 'utf8'), 'segment one');
    assert.is(statSync(paths[1]!).ino, statSync(drawn).ino, 'a link, not a copy');
    // The scene removes its file once reported: the assembly's link keeps the bytes.
    rmSync(drawn);
    assert.is(readFileSync(paths[1]!, 'utf8'), 'segment one');
    assert.equal(await own.paths(['h1'], async () => { throw new Error('fetched'); }), [paths[1]]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
