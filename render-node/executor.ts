/**
 * What a render node does with a job, on real media: a scene job draws its frames with the Skia
 * renderer and encodes them with the native encoder into a segment that starts on an IDR frame;
 * an assemble job joins the segments by stream copy, mixes the timeline's audio once, checks the
 * result and uploads it (assembly.ts); media jobs probe an item or extract its sound; a still job
 * draws chosen frames with the same renderer and uploads each as a PNG or JPEG; a component
 * preview job draws a one-clip composition over transparency with it and encodes VP9 with alpha;
 * a fact job decodes a window of a media item and runs the matting addon over it
 * (facts/compute.ts). Inputs come from the node's blob cache (fetched once per content hash).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Canvas } from '@napi-rs/canvas';
import { join } from 'node:path';
import { type Codec, type BackendChoice, openAlphaVideoEncoder, openVideoDecoder, openVideoEncoder, type Preset, PRESETS, releaseFrame, type VideoDecoder } from '../native/media/index.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { fpsRational } from '../shared/composition/timing.ts';
import type { AssetRef__Output } from '../proto/index.ts';
import { AssetResolver, type MediaResolver } from './renderer/assets.ts';
import { FrameDownscaler } from './renderer/downscale.ts';
import { FrameRenderer } from './renderer/renderer.ts';
import { DEFAULT_PIPELINE_DEPTH, runSceneFrames } from './scene-frames.ts';
import { ThreadedFrames, type DrawThreadPool } from './draw-threads.ts';
import { mixTimelineAudio, ProgressiveJoin, sha256File } from './assembly.ts';
import { collectSegments, OwnSegments } from './assembly-segments.ts';
import type { BlobCache, BlobLease } from './blob-cache.ts';
import type { FarmClient } from './farm-client.ts';
import type { NodeMetrics } from './metrics.ts';
import type { JobExecutor, JobRun } from './node.ts';
import { drawingFailure, JobFailure } from '../shared/failures.ts';
import { isMediaKind } from '../shared/media-facts.ts';
import { analyzeSound, extractSpeechAudio, maxSpeechAudioBytes, measureMomentSignals, probeMedia, thumbnail } from './media-probe.ts';
import { retryTransient, retryTransientStream } from './transient.ts';
import { computeMatte, computeSubjectTracks, type DetectorName, type FactOutcome, windowFrames } from './facts/compute.ts';
import { loadMattingAddon, type MattingAddon } from './facts/matting.ts';
import { catalogWithOrgComponents, isComponentAsset, type JobCatalog } from './org-components.ts';

export interface ExecutorOptions {
  farm: FarmClient;
  /** The node's blob cache: each job fetches through its own lease. */
  blobs: Pick<BlobCache, 'lease'>;
  workDir: string;
  /** Encoder threads per job (0 = the encoder decides). */
  encoderThreads?: number;
  /** A scene gives its render slot back once its frames are all in its encoder, not once it closed (`overlapSceneEnds`). */
  overlapSceneEnds?: boolean;
  /**
   * Drawing threads: the node's pool, and how many of them a scene draws with besides its own
   * thread, where it shows no video and ships no org component (draw-threads.ts). Without, every
   * scene draws on its own thread.
   */
  drawing?: { pool: DrawThreadPool; threadsPerScene: number };
  onFramesEncoded?: (n: number) => void;
  metrics?: NodeMetrics;
  /** The matting addon fact jobs use (default: the native one, loaded on first use). */
  matting?: MattingAddon;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

/**
 * How long an assembly waits for its render's last scenes before it goes back to the queue
 * (postponed, not failed): well within the broker's acknowledgement timeout (30 minutes by default).
 */
const maxAssemblyWaitMs = 20 * 60_000;

class Aborted extends Error {
  constructor() {
    super('the render no longer needs this job');
  }
}

export class MediaJobExecutor implements JobExecutor {
  /** The assemblies running on this node, by render: its scenes of those renders hand them their segments. */
  private readonly ownSegments = new Map<string, OwnSegments>();

  constructor(private readonly options: ExecutorOptions) {
    mkdirSync(options.workDir, { recursive: true });
  }

  /**
   * Calls the control plane through its outages: a result already made is reported again (and an
   * input fetched again) until it gets through, instead of failing the job (see transient.ts).
   */
  private throughOutages<T>(what: string, signal: AbortSignal, call: () => Promise<T>): Promise<T> {
    return retryTransient(what, call, { signal, ...(this.options.log ? { log: this.options.log } : {}) });
  }

  /** Runs a job with its lease on the blob cache: what it fetches stays cached until it ends. */
  private async withBlobs(job: (blobs: BlobLease) => Promise<void>): Promise<void> {
    const blobs = this.options.blobs.lease();
    try {
      await job(blobs);
    } finally {
      blobs.release();
    }
  }

  private async composition(blobs: BlobLease, ref: AssetRef__Output, signal: AbortSignal): Promise<Composition> {
    const hash = ref.contentHash;
    try {
      return await this.throughOutages(`fetching composition ${hash}`, signal, () => blobs.json<Composition>(hash, ref.inlineBytes));
    } catch (err) {
      throw new JobFailure('composition_unreadable', `composition snapshot ${hash}: ${(err as Error).message}`, { cause: err });
    }
  }

  /** Where this job's stored files (media items, mattes) are on this node: fetched into the blob cache on first use. */
  private mediaOf(blobs: BlobLease, assets: AssetRef__Output[], signal: AbortSignal): MediaResolver {
    const byRef = new Map(assets.map((a) => [a.ref, a.contentHash]));
    return async (ref) => {
      const hash = byRef.get(ref);
      if (!hash) throw new Error(`${ref} is not among the job's assets`);
      return this.throughOutages(`fetching ${ref}`, signal, () => blobs.get(hash));
    };
  }

  /** The job's component catalog: the built-ins and the org components it ships, each in its sandbox. */
  private components(blobs: BlobLease, assets: AssetRef__Output[], signal: AbortSignal): Promise<JobCatalog> {
    return catalogWithOrgComponents(assets, (hash) => this.throughOutages(`fetching component ${hash}`, signal, () => blobs.get(hash)));
  }

  /**
   * The frame renderer of a job that draws (scene, still, component preview): its composition,
   * its media and the org components it ships. `close` releases all of them.
   */
  private async drawingRenderer(blobs: BlobLease, job: { composition: AssetRef__Output | null; assets: AssetRef__Output[] }, signal: AbortSignal): Promise<{ renderer: FrameRenderer; composition: Composition; builtinOnly: boolean; close(): Promise<void> }> {
    const composition = await this.composition(blobs, job.composition!, signal);
    const components = await this.components(blobs, job.assets, signal);
    try {
      const renderer = new FrameRenderer(composition, { baseDir: null, media: this.mediaOf(blobs, job.assets, signal), catalog: components.catalog });
      return { renderer, composition, builtinOnly: components.builtinOnly, close: async () => { try { await renderer.close(); } finally { components.release(); } } };
    } catch (err) {
      components.release();
      throw err;
    }
  }

  scene(run: JobRun): Promise<void> {
    return this.withBlobs((blobs) => this.runScene(run, blobs));
  }

  private async runScene({ envelope, nodeId, signal, slot, wanted }: JobRun, blobs: BlobLease): Promise<void> {
    const job = envelope.scene!;
    // Everything before the first frame happens before the render slot, while another scene may
    // still be encoding in it: the composition, the job's stored files, the renderer.
    await Promise.all(job.assets.map((a) => this.throughOutages(`fetching ${a.ref}`, signal, () => blobs.get(a.contentHash))));
    const { renderer, composition, builtinOnly, close } = await this.drawingRenderer(blobs, job, signal);
    this.options.log?.('composition ready', { jobId: envelope.jobId });
    const drawing = this.options.drawing && this.options.drawing.threadsPerScene > 0 && builtinOnly && job.frameCount > 1 && !renderer.showsVideo(job.startFrame, job.frameCount)
      ? this.options.drawing : null;
    let threadMedia: Record<string, string> | null = null;
    try {
      if (drawing) {
        // The node's first such scene starts its drawing threads: they load while it waits for its slot.
        drawing.pool.warm();
        threadMedia = await localPaths(job.assets, this.mediaOf(blobs, job.assets, signal));
      }
      await slot.acquire();
    } catch (err) {
      await close();
      throw err;
    }
    const video = job.video!;
    const segment = join(this.options.workDir, `${envelope.jobId}.mp4`);
    // A preview is delivered smaller than the composition is drawn.
    const deliver = video.width !== renderer.width || video.height !== renderer.height ? { width: video.width, height: video.height } : null;
    const downscale = deliver ? new FrameDownscaler(deliver.width, deliver.height) : null;
    const reshape = downscale ? (c: Canvas) => downscale.canvas(c) : undefined;
    const started = performance.now();
    const startedAtMs = Date.now();
    let encoder: Awaited<ReturnType<typeof openVideoEncoder>>;
    try {
      encoder = await openVideoEncoder({
        output: segment, width: video.width, height: video.height, fps: { num: video.fps!.num, den: video.fps!.den },
        codec: video.codec as Codec, backend: (video.backend || 'auto') as BackendChoice,
        preset: (PRESETS as readonly string[]).includes(video.preset) ? video.preset as Preset : 'veryfast',
        ...(video.crf ? { quality: video.crf } : {}), gop: video.gop || undefined, threads: this.options.encoderThreads ?? 0,
      });
    } catch (err) {
      // An encoder this node cannot open (a backend it lacks) leaves nothing open behind.
      await close();
      throw err;
    }
    // Taken once nothing before the frame loop can fail: the loop's end gives them back.
    const threads = drawing ? drawing.pool.take(Math.min(drawing.threadsPerScene, job.frameCount - 1)) : [];
    const threaded = threads.length ? new ThreadedFrames({
      drawer: renderer, release: releaseFrame, ...(reshape ? { reshape } : {}), threads,
      scene: { composition, baseDir: null, media: threadMedia!, deliver }, frameBytes: video.width * video.height * 4,
      first: job.startFrame, count: job.frameCount, depth: DEFAULT_PIPELINE_DEPTH,
    }) : null;
    const progress = this.options.farm.progress();
    try {
      const timings = await runSceneFrames({
        ...(threaded ? { source: threaded } : { drawer: renderer, release: releaseFrame, ...(reshape ? { reshape } : {}) }),
        sink: encoder, first: job.startFrame, count: job.frameCount,
        ensureRunning: () => { if (signal.aborted) throw new Aborted(); },
        onFrame: (done) => {
          this.options.onFramesEncoded?.(1);
          if (done % 15 === 0) progress.report({ nodeId, jobId: envelope.jobId, renderId: envelope.renderId, orgId: envelope.orgId, sceneIndex: job.sceneIndex, framesDone: done, frameCount: job.frameCount });
        },
      });
      const encodeMs = timings.waitMs;
      // Every frame is in the encoder: what is left (x264 encoding the frames its lookahead holds,
      // then the file's end) runs on the encoder's own thread. Where the machine has a core to
      // spare, the next scene takes the slot now and draws meanwhile.
      if (this.options.overlapSceneEnds) slot.release();
      // Drawn while the control plane was asked whether the scene is still wanted: a stale one ends here.
      await wanted;
      if (signal.aborted) throw new Aborted();
      const info = await encoder.close();
      const finishedAtMs = Date.now();
      slot.release();
      this.options.log?.('scene encoded', { jobId: envelope.jobId, frames: info.frames, bytes: info.bytes, ...(threaded ? { framesFromDrawingThreads: threaded.framesFromThreads } : {}) });
      const totalSeconds = (performance.now() - started) / 1000;
      this.options.metrics?.framesEncoded.inc({ backend: info.backend }, info.frames);
      this.options.metrics?.encodeFps.set({ backend: info.backend }, info.frames / Math.max(totalSeconds, 1e-6));
      const result = {
        nodeId, jobId: envelope.jobId, renderId: envelope.renderId, orgId: envelope.orgId, sceneIndex: job.sceneIndex,
        frameCount: info.frames, contentHash: await sha256File(segment), sizeBytes: info.bytes, encoder: `${info.backend}/${info.codec}`,
        encodeSeconds: encodeMs / 1000, renderSeconds: totalSeconds - encodeMs / 1000, startedAtMs, finishedAtMs,
      };
      // This node's own assembly of the render takes the segment from here rather than fetching it back.
      this.keepOwnSegment(envelope.renderId, result.contentHash, segment);
      // The segment stays on disk until the control plane has recorded it.
      const verdict = await this.throughOutages(`reporting ${envelope.jobId}`, signal, () => this.options.farm.complete({ scene: result }, { path: segment, contentHash: result.contentHash }));
      if (!verdict.accepted) throw new Error(`the control plane refused the segment of ${envelope.jobId}`);
      this.options.log?.('segment uploaded', { jobId: envelope.jobId, duplicate: verdict.duplicate });
    } catch (err) {
      await encoder.abort().catch(() => {});
      throw err;
    } finally {
      slot.release();
      await progress.end().catch(() => ({ abandon: false }));
      if (threaded) await threaded.close(drawing!.pool);
      await close();
      rmSync(segment, { force: true });
    }
  }

  /**
   * Joins the render's segments with its sound. The job arrives while the last scenes are still
   * drawn elsewhere: the sound is mixed and the recorded segments fetched meanwhile, each further
   * one as the control plane reports it recorded (assembly-segments.ts).
   */
  assemble(run: JobRun): Promise<void> {
    return this.withBlobs((blobs) => this.runAssemble(run, blobs));
  }

  private async runAssemble({ envelope, nodeId, signal }: JobRun, blobs: BlobLease): Promise<void> {
    const job = envelope.assemble!;
    const composition = await this.composition(blobs, job.composition!, signal);
    const dir = join(this.options.workDir, envelope.jobId);
    mkdirSync(dir, { recursive: true });
    const assets = new AssetResolver(null, this.mediaOf(blobs, job.assets, signal));
    const input = {
      composition, resolveSource: (src: string) => assets.path(src), dir,
      video: { width: job.video!.width, height: job.video!.height, fps: { num: job.video!.fps!.num, den: job.video!.fps!.den } },
      startFrame: job.startFrame, totalFrames: job.totalFrames,
    };
    const audio = mixTimelineAudio(input);
    // Each segment joins the output as it arrives; a failed mix is reported by finish(), after the segments.
    const joining = new ProgressiveJoin(input, job.sceneCount || job.segments.length, audio);
    const own = new OwnSegments(join(dir, 'own'));
    this.ownSegments.set(envelope.renderId, own);
    try {
      const waitUntil = Date.now() + maxAssemblyWaitMs;
      const watch = { nodeId, jobId: envelope.jobId, renderId: envelope.renderId, orgId: envelope.orgId };
      await collectSegments({
        known: job.segments.map((s) => ({ sceneIndex: s.sceneIndex, contentHash: s.segment!.contentHash })),
        sceneCount: job.sceneCount,
        // Watched through control-plane restarts, up to the wait's end: then the job is postponed.
        watch: () => retryTransientStream(`watching the scenes of ${envelope.renderId}`, () => this.options.farm.watchScenes(watch, signal, waitUntil - Date.now()), {
          signal, giveUpAfterMs: waitUntil - Date.now(), ...(this.options.log ? { log: this.options.log } : {}),
        }),
        fetch: (hashes) => own.paths(hashes, (missing) => this.throughOutages(`fetching ${missing.length} segments`, signal, () => blobs.getMany(missing))),
        fetched: (sceneIndex, path) => joining.add(sceneIndex, path),
      });
      if (signal.aborted) throw new Aborted();
      const output = await joining.finish();
      const result = {
        nodeId, jobId: envelope.jobId, renderId: envelope.renderId, orgId: envelope.orgId,
        contentHash: output.sha256, sizeBytes: output.sizeBytes, frameCount: output.frames, durationSeconds: output.durationSeconds,
      };
      const verdict = await this.throughOutages(`reporting ${envelope.jobId}`, signal, () => this.options.farm.complete({ assemble: result }, { path: output.path, contentHash: result.contentHash }));
      if (!verdict.accepted) throw new Error(`the control plane refused the output of ${envelope.jobId}`);
    } finally {
      if (this.ownSegments.get(envelope.renderId) === own) this.ownSegments.delete(envelope.renderId);
      await joining.abort();
      await audio.catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Hands a scene's segment to this node's running assembly of its render, if there is one; a failure only means the assembly fetches it. */
  private keepOwnSegment(renderId: string, contentHash: string, segment: string): void {
    try {
      this.ownSegments.get(renderId)?.keep(contentHash, segment);
    } catch (err) {
      this.options.log?.('could not hand a segment to the assembly on this node; it will fetch it', { renderId, error: (err as Error).message });
    }
  }

  /** Probes a media item: its facts and a thumbnail (unless the job says none), or the verdict that it is not media. */
  probe(run: JobRun): Promise<void> {
    return this.withBlobs((blobs) => this.runProbe(run, blobs));
  }

  private async runProbe({ envelope, nodeId, signal }: JobRun, blobs: BlobLease): Promise<void> {
    const job = envelope.probe!;
    const path = await this.throughOutages(`fetching media:${job.mediaId}`, signal, () => blobs.get(job.media!.contentHash));
    const facts = await probeMedia(path);
    const thumb = facts && !job.skipThumbnail ? await thumbnail(path, facts) : null;
    const thumbFile = join(this.options.workDir, `${envelope.jobId}.jpg`);
    const result = {
      nodeId, jobId: envelope.jobId, orgId: envelope.orgId, mediaId: job.mediaId,
      facts: facts && {
        kind: facts.kind, mimeType: facts.mimeType, durationSeconds: facts.durationSec ?? 0, width: facts.width ?? 0, height: facts.height ?? 0, hasAudio: facts.hasAudio,
      },
      thumbnailHash: thumb ? createHash('sha256').update(thumb).digest('hex') : '', thumbnailBytes: thumb?.length ?? 0,
    };
    try {
      writeFileSync(thumbFile, thumb ?? Buffer.alloc(0));
      const verdict = await this.throughOutages(`reporting ${envelope.jobId}`, signal, () => this.options.farm.complete({ probe: result }, { path: thumbFile, contentHash: result.thumbnailHash }));
      if (!verdict.accepted) throw new Error(`the control plane refused the probe of ${job.mediaId}`);
    } finally {
      rmSync(thumbFile, { force: true });
    }
  }

  /**
   * Measures what only later features read of a ready item: an audio item's sound for the catalog's
   * audio palette (GET /v1/components, source org), a video's or sound's loudness and shot changes
   * for clip suggestions.
   */
  analyze(run: JobRun): Promise<void> {
    return this.withBlobs((blobs) => this.runAnalyze(run, blobs));
  }

  private async runAnalyze({ envelope, nodeId, signal, background }: JobRun, blobs: BlobLease): Promise<void> {
    const job = envelope.analyze!;
    if (!isMediaKind(job.kind)) throw new JobFailure('job_unknown', `an analyze job names the unknown media kind '${job.kind}'`);
    const path = await this.throughOutages(`fetching media:${job.mediaId}`, signal, () => blobs.get(job.media!.contentHash));
    const facts = { kind: job.kind, durationSec: job.durationSeconds || null, hasAudio: job.hasAudio };
    const [sound, signals] = await Promise.all([facts.kind === 'audio' ? analyzeSound(path, signal, background) : null, measureMomentSignals(path, facts, signal, background)]);
    if (signal.aborted) throw new Aborted();
    const result = {
      nodeId, jobId: envelope.jobId, orgId: envelope.orgId, mediaId: job.mediaId,
      ...(sound ? { audio: { durationSeconds: sound.durationSec, ...sound.evidence, bpm: sound.bpm ?? 0, beatStrength: sound.beatStrength, pauseFraction: sound.pauseFraction } } : {}),
      ...(signals ? { signals: { stepSeconds: signals.stepSec, loudnessDb: signals.loudnessDb, shotChanges: signals.shotChanges } } : {}),
    };
    await this.throughOutages(`reporting ${envelope.jobId}`, signal, () => this.options.farm.complete({ analyze: result }));
  }

  /**
   * Draws each requested frame of a still capture, scaled to the job's size when it is smaller,
   * encodes it as the job asks and uploads it; the control plane records each image once.
   */
  still(run: JobRun): Promise<void> {
    return this.withBlobs((blobs) => this.runStill(run, blobs));
  }

  private async runStill({ envelope, nodeId, signal }: JobRun, blobs: BlobLease): Promise<void> {
    const job = envelope.still!;
    const { renderer, close } = await this.drawingRenderer(blobs, job, signal);
    const downscale = job.width !== renderer.width || job.height !== renderer.height ? new FrameDownscaler(job.width, job.height) : null;
    const extension = job.format === 'jpeg' ? 'jpg' : 'png';
    const file = join(this.options.workDir, `${envelope.jobId}.${extension}`);
    try {
      for (const [index, frame] of job.frames.entries()) {
        if (signal.aborted) throw new Aborted();
        let image: Buffer;
        try {
          const drawn = await renderer.drawFrame(frame);
          image = await encodeStill(downscale ? downscale.canvas(drawn) : drawn, job.format, job.quality);
        } catch (err) {
          throw drawingFailure(err).at({ frame });
        }
        writeFileSync(file, image);
        const result = {
          nodeId, jobId: envelope.jobId, orgId: envelope.orgId, captureId: job.captureId, index, frame,
          contentHash: createHash('sha256').update(image).digest('hex'), sizeBytes: image.length, width: job.width, height: job.height,
          mediaType: job.format === 'jpeg' ? 'image/jpeg' : 'image/png',
        };
        const verdict = await this.throughOutages(`reporting ${envelope.jobId} image ${index}`, signal, () => this.options.farm.complete({ still: result }, { path: file, contentHash: result.contentHash }));
        if (!verdict.accepted) throw new Error(`the control plane refused image ${index} of ${envelope.jobId}`);
      }
      this.options.log?.('stills uploaded', { jobId: envelope.jobId, images: job.frames.length });
    } finally {
      await close();
      rmSync(file, { force: true });
    }
  }

  /**
   * Draws a component preview — its one-clip composition over transparency, every frame, with the
   * renderer the renders use — and encodes the straight-alpha frames as VP9 with alpha in WebM.
   * A frame that cannot be drawn (the component's own code, a font, an image) fails the job with
   * the renderer's typed, sanitized failure.
   */
  componentPreview(run: JobRun): Promise<void> {
    return this.withBlobs((blobs) => this.runComponentPreview(run, blobs));
  }

  private async runComponentPreview({ envelope, nodeId, signal }: JobRun, blobs: BlobLease): Promise<void> {
    const job = envelope.componentPreview!;
    const { renderer, close } = await this.drawingRenderer(blobs, job, signal);
    const output = join(this.options.workDir, `${envelope.jobId}.webm`);
    const fps = fpsRational(renderer.fps);
    let encoder: Awaited<ReturnType<typeof openAlphaVideoEncoder>> | null = null;
    try {
      if (renderer.frameCount !== job.frameCount) {
        throw new JobFailure('composition_unreadable', `the preview composition has ${renderer.frameCount} frames, the job asks for ${job.frameCount}`);
      }
      encoder = await openAlphaVideoEncoder({
        output, width: renderer.width, height: renderer.height, fps, ...(job.crf ? { quality: job.crf } : {}), threads: this.options.encoderThreads ?? 0,
      });
      await runSceneFrames({
        drawer: renderer, sink: encoder, first: 0, count: job.frameCount, release: releaseFrame,
        ensureRunning: () => { if (signal.aborted) throw new Aborted(); },
        onFrame: () => this.options.onFramesEncoded?.(1),
      });
      const info = await encoder.close();
      encoder = null;
      const result = {
        nodeId, jobId: envelope.jobId, orgId: envelope.orgId, previewId: job.previewId, contentHash: await sha256File(output), sizeBytes: info.bytes,
        mediaType: 'video/webm', codec: info.codec, alpha: info.pixelFormat === 'yuva420p', width: info.width, height: info.height,
        fpsNum: info.fps.num, fpsDen: info.fps.den, frames: info.frames,
      };
      this.options.log?.('component preview encoded', { jobId: envelope.jobId, frames: info.frames, bytes: info.bytes });
      const verdict = await this.throughOutages(`reporting ${envelope.jobId}`, signal, () => this.options.farm.complete({ componentPreview: result }, { path: output, contentHash: result.contentHash }));
      if (!verdict.accepted) throw new Error(`the control plane refused the preview of ${envelope.jobId}`);
    } finally {
      await encoder?.abort().catch(() => {});
      await close();
      rmSync(output, { force: true });
    }
  }

  /**
   * Computes a derived fact of a media item over its window — a matte (grey video) or subject
   * tracks / a detection (JSON) — reporting progress as frames are done, and uploads it.
   */
  fact(run: JobRun): Promise<void> {
    return this.withBlobs((blobs) => this.runFact(run, blobs));
  }

  private async runFact({ envelope, nodeId, signal }: JobRun, blobs: BlobLease): Promise<void> {
    const job = envelope.fact!;
    if (job.kind !== 'matte' && job.kind !== 'subjectTrack' && job.kind !== 'detection') throw new JobFailure('job_unknown', `fact kind '${job.kind}' is not matte, subjectTrack or detection`);
    if (job.kind !== 'matte' && job.detector !== 'face' && job.detector !== 'person') throw new JobFailure('job_unknown', `detector '${job.detector}' is not face or person`);
    let matting: MattingAddon;
    try {
      matting = this.options.matting ?? await loadMattingAddon();
    } catch (err) {
      throw new JobFailure('matting_unavailable', `the matting addon is not usable on this node: ${(err as Error).message}`, { cause: err });
    }
    const path = await this.throughOutages(`fetching media:${job.mediaId}`, signal, () => blobs.get(job.media!.contentHash));
    let decoder: VideoDecoder;
    try {
      decoder = await openVideoDecoder(path);
    } catch (err) {
      throw new JobFailure('media_picture_unreadable', `media:${job.mediaId} has no picture that can be decoded: ${(err as Error).message}`, { cause: err });
    }
    const window = windowFrames(decoder.info, job.startSec, job.endSec);
    const output = join(this.options.workDir, `${envelope.jobId}.${job.kind === 'matte' ? 'mkv' : 'json'}`);
    const progress = this.options.farm.progress();
    const onFrame = (done: number) => {
      if (done % 15 === 0 || done === window.frameCount) {
        progress.report({ nodeId, jobId: envelope.jobId, renderId: '', orgId: envelope.orgId, sceneIndex: 0, framesDone: done, frameCount: window.frameCount });
      }
    };
    try {
      const run = { decoder, window, matting, output, signal, onFrame };
      const outcome: FactOutcome = job.kind === 'matte' ? await computeMatte(run) : await computeSubjectTracks(run, job.detector as DetectorName);
      const { width, height, fps } = decoder.info;
      const result = {
        nodeId, jobId: envelope.jobId, orgId: envelope.orgId, factId: job.factId, contentHash: await sha256File(output), sizeBytes: statSync(output).size,
        mediaType: job.kind === 'matte' ? 'video/x-matroska' : 'application/json', frames: outcome.frames, width, height, fpsNum: fps.num, fpsDen: fps.den,
        startSec: window.startSec, endSec: window.endSec, presenceFraction: outcome.presenceFraction,
        trackCount: outcome.trackCount, framesWithSubjects: outcome.framesWithSubjects, maxSubjects: outcome.maxSubjects,
      };
      this.options.log?.('fact computed', { jobId: envelope.jobId, kind: job.kind, frames: outcome.frames, bytes: result.sizeBytes });
      const verdict = await this.throughOutages(`reporting ${envelope.jobId}`, signal, () => this.options.farm.complete({ fact: result }, { path: output, contentHash: result.contentHash }));
      if (!verdict.accepted) throw new Error(`the control plane refused the result of ${envelope.jobId}`);
    } finally {
      await progress.end().catch(() => ({ abandon: false }));
      await decoder.close();
      rmSync(output, { force: true });
    }
  }

  /** Extracts a media item's sound for speech-to-text and uploads it. */
  extractAudio(run: JobRun): Promise<void> {
    return this.withBlobs((blobs) => this.runExtractAudio(run, blobs));
  }

  private async runExtractAudio({ envelope, nodeId, signal }: JobRun, blobs: BlobLease): Promise<void> {
    const job = envelope.extractAudio!;
    const path = await this.throughOutages(`fetching media:${job.mediaId}`, signal, () => blobs.get(job.media!.contentHash));
    const output = join(this.options.workDir, `${envelope.jobId}.ogg`);
    try {
      try {
        await extractSpeechAudio(path, output);
      } catch (err) {
        throw new JobFailure('media_audio_unreadable', (err as Error).message);
      }
      const sizeBytes = statSync(output).size;
      if (sizeBytes > maxSpeechAudioBytes) throw new JobFailure('media_audio_too_long', 'the sound is too long to transcribe in one piece (over 25 MB of audio)');
      const result = { nodeId, jobId: envelope.jobId, orgId: envelope.orgId, mediaId: job.mediaId, attemptId: job.attemptId, contentHash: await sha256File(output), sizeBytes };
      const verdict = await this.throughOutages(`reporting ${envelope.jobId}`, signal, () => this.options.farm.complete({ extractAudio: result }, { path: output, contentHash: result.contentHash }));
      if (!verdict.accepted) throw new Error(`the control plane refused the sound of ${job.mediaId}`);
    } finally {
      rmSync(output, { force: true });
    }
  }
}

/** A drawn frame as a still image: PNG (lossless, what `framefleet frame` writes) or JPEG at `quality`. */
function encodeStill(canvas: Canvas, format: string, quality: number): Promise<Buffer> {
  if (format === 'jpeg') return canvas.encode('jpeg', quality);
  if (format === 'png') return canvas.encode('png');
  throw new JobFailure('job_unknown', `still format '${format}' is not png or jpeg`);
}

/** The local path of each stored file a job names (its org components aside), all fetched already: what a drawing thread reads. */
async function localPaths(assets: AssetRef__Output[], media: MediaResolver): Promise<Record<string, string>> {
  const stored = assets.filter((a) => !isComponentAsset(a.ref));
  return Object.fromEntries(await Promise.all(stored.map(async (a) => [a.ref, await media(a.ref)] as const)));
}
