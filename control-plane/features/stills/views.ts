/**
 * The public result of a still capture's job (kind `preview_frame`): what `GET /v1/jobs/{id}`
 * answers as `result` once the job succeeded. The stored result names blobs; the public one gives
 * a signed download link per timestamp instead, signed afresh at each read.
 */
import { Type } from '@sinclair/typebox';
import type { BlobStore } from '../../blobs/index.ts';
import type { StillJobResult } from './stills.ts';
import { Nullable } from '../../http/schemas.ts';

/** How long a still's link lives from the read that signed it. */
export const stillLinkLifetimeMs = 60 * 60 * 1000;

export const StillResultView = Type.Object({
  projectId: Nullable(Type.String()),
  sessionId: Nullable(Type.String({ description: 'the compose session whose scratch was captured; null for the active composition' })),
  compositionVersion: Nullable(Type.Integer({ description: 'version of the composition (or scratch) the stills show' })),
  stills: Type.Array(Type.Object({
    atSec: Type.Number({ description: 'the requested timestamp' }),
    frame: Type.Integer({ description: 'the composition frame drawn for it' }),
    url: Type.String({ description: 'signed download link of the image, valid until urlExpiresAt' }),
    urlExpiresAt: Type.String(),
    width: Type.Integer(),
    height: Type.Integer(),
    sizeBytes: Type.Integer(),
    mediaType: Type.String({ description: 'image/png (image/jpeg for the service\'s own posters)' }),
  }), { description: 'one entry per requested timestamp, in request order' }),
}, { title: 'StillResult', description: 'result of a succeeded preview_frame job' });

/** The stored result with a signed link per image (the jobs route shows it for kind `preview_frame`). */
export async function presentStillResult(result: Record<string, unknown>, blobs: BlobStore, now = Date.now()) {
  const stored = result as unknown as StillJobResult;
  const expiresAtMs = now + stillLinkLifetimeMs;
  const stills = await Promise.all(stored.stills.map(async (s, i) => ({
    atSec: s.atSec, frame: s.frame,
    url: await blobs.downloadUrl(s.blobKey, { name: `still-${i + 1}-frame-${s.frame}.${s.mediaType === 'image/jpeg' ? 'jpg' : 'png'}`, expiresAtMs }),
    urlExpiresAt: new Date(expiresAtMs).toISOString(),
    width: s.width, height: s.height, sizeBytes: s.sizeBytes, mediaType: s.mediaType,
  })));
  return { projectId: stored.projectId, sessionId: stored.sessionId, compositionVersion: stored.compositionVersion, stills };
}
