/**
 * A drawing thread (a worker_threads entry point): it draws the frames of one scene at a time that
 * its pool (draw-threads.ts) gives it, each into one of the scene's shared frame buffers.
 *
 * A scene opens with its composition, the local paths of the job's stored files and the buffers
 * this thread writes into; then `draw` messages name a frame and a buffer, answered in order with
 * `drawn` (the frame's RGBA bytes are in the buffer) or `failed` (the typed failure, as data);
 * `close` releases the scene's renderer and is answered with `closed`. The thread draws with its own
 * FrameRenderer, the same code as the scene's main thread, so frame N is the same bytes drawn here
 * or there (the renderer's frames depend only on the composition and the frame number).
 */
import { parentPort } from 'node:worker_threads';
import type { Composition } from '../shared/composition/schema.ts';
import { drawingFailure, type CarriedFailure } from '../shared/failures.ts';
import { releaseFrame } from '../native/media/index.ts';
import { FrameDownscaler } from './renderer/downscale.ts';
import { FrameRenderer } from './renderer/renderer.ts';
import { registerBundledFonts } from '../shared/fonts/register.ts';
import { readOut } from './scene-frames.ts';

/** What a scene's pool says to a drawing thread. */
export type ToDrawThread =
  | {
    t: 'open';
    composition: Composition;
    /** Folder relative sources resolve against (null on render nodes). */
    baseDir: string | null;
    /** Local path of every stored file the job names (`media:…`, `matte:…`, `pack:…`). */
    media: Record<string, string>;
    /** The delivered frame size, when smaller than the composition's (a preview). */
    deliver: { width: number; height: number } | null;
    buffers: SharedArrayBuffer[];
  }
  | { t: 'draw'; frame: number; buffer: number }
  | { t: 'close' };

/** What a drawing thread answers. */
export type FromDrawThread =
  | { t: 'started' }
  | { t: 'drawn'; frame: number; buffer: number }
  | { t: 'failed'; frame: number; failure: CarriedFailure }
  | { t: 'closed' };

interface OpenScene {
  renderer: FrameRenderer | null;
  /** Why the scene could not be opened: every frame asked for fails with it. */
  opening: unknown;
  downscale: FrameDownscaler | null;
  buffers: Uint8Array[];
}

const port = parentPort;
if (!port) throw new Error('render-node/draw-thread.ts runs as a worker thread');
// The fonts are the process's (Skia's font collection is shared by its threads); registering them
// here is what the thread's first renderer would do, done before its first scene.
registerBundledFonts();

let scene: OpenScene | null = null;

function open(m: Extract<ToDrawThread, { t: 'open' }>): OpenScene {
  const buffers = m.buffers.map((b) => new Uint8Array(b));
  const downscale = m.deliver ? new FrameDownscaler(m.deliver.width, m.deliver.height) : null;
  try {
    const media = m.media;
    const renderer = new FrameRenderer(m.composition, {
      baseDir: m.baseDir,
      media: async (ref) => {
        const path = media[ref];
        if (path === undefined) throw new Error(`${ref} is not among the job's assets`);
        return path;
      },
    });
    return { renderer, opening: null, downscale, buffers };
  } catch (err) {
    return { renderer: null, opening: err, downscale, buffers };
  }
}

async function draw(s: OpenScene, frame: number, buffer: number): Promise<FromDrawThread> {
  try {
    if (!s.renderer) throw s.opening;
    const drawn = await s.renderer.drawFrame(frame);
    const rgba = readOut(s.downscale ? s.downscale.canvas(drawn) : drawn);
    s.buffers[buffer]!.set(rgba);
    releaseFrame(rgba);
    return { t: 'drawn', frame, buffer };
  } catch (err) {
    return { t: 'failed', frame, failure: drawingFailure(err).at({ frame }).carried() };
  }
}

async function handle(m: ToDrawThread): Promise<void> {
  if (m.t === 'open') {
    scene = open(m);
  } else if (m.t === 'draw') {
    port!.postMessage(scene ? await draw(scene, m.frame, m.buffer) : { t: 'failed', frame: m.frame, failure: drawingFailure(new Error('no scene is open on this drawing thread')).carried() });
  } else {
    await scene?.renderer?.close().catch(() => {});
    scene = null;
    port!.postMessage({ t: 'closed' } satisfies FromDrawThread);
  }
}

// One message at a time, in order: frames are drawn in the order asked, and a close follows the draws before it.
let turn = Promise.resolve();
port.on('message', (m: ToDrawThread) => { turn = turn.then(() => handle(m)); });
port.postMessage({ t: 'started' } satisfies FromDrawThread);
