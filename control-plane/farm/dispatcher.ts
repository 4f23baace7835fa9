/**
 * Turns a queued render into work on the queue: stores the composition snapshot as a blob (nodes
 * fetch it by content hash), plans the scenes and publishes one SceneJob per scene with publisher
 * confirms. Job ids are derived from the render and the scene index, so publishing a render again
 * (after a crash between two publishes) yields the same jobs, which completion then counts once.
 */
import { encodeJob, type JobEnvelope } from '../../proto/index.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import type { JobQueue } from '../../shared/queue/index.ts';
import { sceneQueueName } from '../../shared/queue/index.ts';
import { injectTraceContext, inSpan } from '../../shared/telemetry/tracing.ts';
import type { BlobStore } from '../blobs.ts';
import { canonicalJson } from '../domain/projects.ts';
import type { Renders, StoredRender } from '../domain/renders.ts';
import { type PlanSettings, planScenes } from './planner.ts';

export interface EncodeSettings {
  codec: 'h264' | 'hevc';
  backend: 'auto' | 'nvenc' | 'vaapi' | 'software';
  preset: string;
  crf: number;
}

export const defaultEncodeSettings: EncodeSettings = { codec: 'h264', backend: 'auto', preset: 'veryfast', crf: 20 };

export function sceneJobId(renderId: string, sceneIndex: number): string {
  return `${renderId}.scene.${sceneIndex}`;
}

export class RenderDispatcher {
  constructor(
    private readonly deps: { queue: JobQueue; blobs: BlobStore; renders: Renders },
    private readonly plan: PlanSettings,
    private readonly encode: EncodeSettings = defaultEncodeSettings,
  ) {}

  private videoSettings(output: { width: number; height: number; fps: number }) {
    return {
      width: output.width, height: output.height, fps: fpsRational(output.fps), codec: this.encode.codec, backend: this.encode.backend,
      preset: this.encode.preset, crf: this.encode.crf, gop: Math.max(1, Math.round(output.fps * 2)),
    };
  }

  /**
   * Publishes the render's AssembleJob: its segments in scene order. Called when the last scene is
   * recorded; publishing again (recovery) yields the same job id.
   */
  async dispatchAssembly(render: StoredRender): Promise<void> {
    const segments = Object.entries(render.scenes)
      .map(([index, scene]) => ({ sceneIndex: Number(index), frameCount: scene.frameCount, segment: { contentHash: scene.segmentHash, sizeBytes: this.deps.blobs.size(scene.segmentHash), mediaType: 'video/mp4' } }))
      .sort((a, b) => a.sceneIndex - b.sceneIndex);
    const envelope: JobEnvelope = {
      jobId: assembleJobId(render.id), renderId: render.id, orgId: render.orgId, traceContext: injectTraceContext(), enqueuedAtMs: Date.now(),
      assemble: {
        segments,
        composition: { contentHash: render.compositionHash, sizeBytes: this.deps.blobs.size(render.compositionHash), mediaType: 'application/json' },
        assets: [],
        video: this.videoSettings(render.format),
        totalFrames: render.format.frameCount,
      },
    };
    await this.deps.queue.publish(sceneQueueName, encodeJob(envelope), { messageId: envelope.jobId, headers: envelope.traceContext });
  }

  async dispatch(render: StoredRender, composition: Composition): Promise<StoredRender> {
    return inSpan('render.dispatch', { 'framefleet.render_id': render.id, 'framefleet.org_id': render.orgId }, async () => {
      const snapshot = Buffer.from(canonicalJson(composition));
      const stored = await this.deps.blobs.put(snapshot);
      const scenes = planScenes(composition, this.plan);
      const traceContext = injectTraceContext();
      for (const scene of scenes) {
        const envelope: JobEnvelope = {
          jobId: sceneJobId(render.id, scene.index),
          renderId: render.id,
          orgId: render.orgId,
          traceContext,
          enqueuedAtMs: Date.now(),
          scene: {
            sceneIndex: scene.index,
            sceneCount: scenes.length,
            startFrame: scene.startFrame,
            frameCount: scene.frameCount,
            composition: { contentHash: stored.key, sizeBytes: stored.sizeBytes, mediaType: 'application/json' },
            video: this.videoSettings(composition.output),
            assets: [],
          },
        };
        await this.deps.queue.publish(sceneQueueName, encodeJob(envelope), { messageId: envelope.jobId, headers: traceContext });
      }
      await this.deps.renders.planned(render.orgId, render.id, scenes.length);
      return this.deps.renders.get(render.orgId, render.id);
    });
  }
}

/** Job id of a render's assembly. */
export function assembleJobId(renderId: string): string {
  return `${renderId}.assemble`;
}

/** Frame rate as a fraction: integers stay n/1, NTSC rates become n×1000/1001. */
export function fpsRational(fps: number): { num: number; den: number } {
  if (Number.isInteger(fps)) return { num: fps, den: 1 };
  const ntsc = Math.round(fps * 1.001);
  if (Math.abs(ntsc / 1.001 - fps) < 1e-3) return { num: ntsc * 1000, den: 1001 };
  return { num: Math.round(fps * 1000), den: 1000 };
}
