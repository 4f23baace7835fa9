/**
 * The public result of a component preview's job (kind `preview`): what `GET /v1/jobs/{id}`
 * answers as `result` once the job succeeded. The stored result names the blob; the public one
 * gives a signed download link of the WebM instead, signed afresh at each read.
 */
import { Type } from '@sinclair/typebox';
import type { BlobStore } from '../../blobs/index.ts';
import type { ComponentPreviewJobResult } from './component-previews.ts';

/** How long a preview's link lives from the read that signed it. */
export const componentPreviewLinkLifetimeMs = 60 * 60 * 1000;

export const ComponentPreviewResultView = Type.Object({
  projectId: Type.String(),
  componentId: Type.String(),
  version: Type.String({ description: 'the component version drawn' }),
  url: Type.String({ description: 'signed download link of the WebM, valid until urlExpiresAt' }),
  urlExpiresAt: Type.String(),
  mediaType: Type.Literal('video/webm'),
  codec: Type.Literal('vp9'),
  alpha: Type.Boolean({ description: 'true: the stream carries alpha (yuva420p, Matroska AlphaMode 1); decode it with libvpx to keep it' }),
  width: Type.Integer(),
  height: Type.Integer(),
  fps: Type.Number(),
  frames: Type.Integer({ description: 'frames in the clip: the component\'s durationInFrames (at most 600)' }),
  sizeBytes: Type.Integer(),
}, { description: 'result of a succeeded preview job' });

/** The stored result with a signed link to the clip (the jobs route shows it for kind `preview`). */
export async function presentComponentPreviewResult(result: Record<string, unknown>, blobs: BlobStore, now = Date.now()) {
  const stored = result as unknown as ComponentPreviewJobResult;
  const expiresAtMs = now + componentPreviewLinkLifetimeMs;
  return {
    projectId: stored.projectId, componentId: stored.componentId, version: stored.version,
    url: await blobs.downloadUrl(stored.blobKey, { name: `${stored.componentId}-${stored.version}-preview.webm`, expiresAtMs }),
    urlExpiresAt: new Date(expiresAtMs).toISOString(),
    mediaType: stored.mediaType, codec: stored.codec, alpha: stored.alpha,
    width: stored.width, height: stored.height, fps: stored.fps, frames: stored.frames, sizeBytes: stored.sizeBytes,
  };
}
