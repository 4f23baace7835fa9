/**
 * Tag group `exports`: the delivered output of a render (an export job), with its signed link.
 * An export is named by its render's id and reads for any render of the org: `pending` while the
 * render runs, `available` once the MP4 is delivered (signed `outputUrl` until
 * `outputExpiresAt`), `expired` once the output is past its 7 days and let go, and `unavailable`
 * when the render failed or was cancelled (nothing was delivered). 404 only for an id that is
 * not one of the org's renders.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { BlobStore } from '../../blobs/index.ts';
import { activeStatuses, type Renders, type StoredRender } from './renders.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, Nullable, withContract } from '../../http/schemas.ts';
import { deliveredAt, renderView } from './views.ts';

export const exportStatuses = ['pending', 'available', 'expired', 'unavailable'] as const;

const ExportView = Type.Object({
  id: Type.String({ description: 'the export id: the id of the render that delivers it' }),
  renderId: Type.String(),
  renderKind: Type.Union([Type.Literal('render'), Type.Literal('preview')]),
  projectId: Type.String(),
  status: Type.Union(exportStatuses.map((s) => Type.Literal(s)), { description: 'pending (render running), available (delivered, link valid), expired (past outputExpiresAt), unavailable (render failed or cancelled)' }),
  outputUrl: Nullable(Type.String({ description: 'signed download link while available' })),
  outputExpiresAt: Nullable(Type.String()),
  shareUrl: Type.String({ description: 'public link: redirects to the output while available' }),
  container: Type.Literal('mp4'),
  codec: Nullable(Type.String({ description: 'video codec of the delivered file (h264 or hevc)' })),
  width: Type.Integer(), height: Type.Integer(), fps: Type.Number(),
  sizeBytes: Nullable(Type.Integer()),
  durationSec: Type.Number(),
  frameCount: Type.Integer(),
  deliveredAt: Nullable(Type.String()),
  createdAt: Type.String(),
}, { title: 'Export' });

function exportStatus(render: StoredRender, outputUrl: string | null): (typeof exportStatuses)[number] {
  if (activeStatuses.includes(render.status)) return 'pending';
  if (render.status !== 'complete' || !render.output) return 'unavailable';
  return outputUrl ? 'available' : 'expired';
}

/** The codec every scene was encoded with (`<backend>/<codec>`, e.g. `software/h264`). */
function deliveredCodec(render: StoredRender): string | null {
  const encoder = Object.values(render.scenes).find((s) => s.encoder)?.encoder;
  return encoder?.split('/').pop() ?? null;
}

export const exportRoutes: FastifyPluginAsyncTypebox<{ renders: Renders; blobs: BlobStore; publicUrl: () => string }> = async (app, { renders, blobs, publicUrl }) => {
  app.get('/v1/exports/:id', {
    config: { auth: 'renders:read' },
    schema: {
      tags: ['exports'], operationId: 'getExport', summary: "Read an export job: a render's delivered MP4 (signed link, size, duration, frames, codec, share link)",
      description: 'The id is the render id. status pending while the render runs (wait on GET /v1/render-jobs/{id}?wait=SECONDS), available once delivered, expired after outputExpiresAt (7 days), unavailable when the render failed or was cancelled. 404 only when the org has no render by that id.',
      params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) }),
      response: { 200: Type.Object({ ...ExportView.properties, ...ContractFields }), 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const render = await renders.get(principalOf(request).orgId, request.params.id);
    const view = await renderView(render, blobs, publicUrl());
    const status = exportStatus(render, view.outputUrl);
    const delivered = render.status === 'complete' ? render.output : null;
    return withContract({
      id: render.id, renderId: render.id, renderKind: view.kind, projectId: render.projectId, status,
      outputUrl: status === 'available' ? view.outputUrl : null, outputExpiresAt: view.outputExpiresAt, shareUrl: view.shareUrl,
      container: 'mp4' as const, codec: delivered ? deliveredCodec(render) : null,
      width: render.format.width, height: render.format.height, fps: render.format.fps,
      sizeBytes: delivered?.sizeBytes ?? null, durationSec: delivered?.durationSec ?? render.format.durationSec, frameCount: delivered?.frameCount ?? render.format.frameCount,
      deliveredAt: deliveredAt(render),
      createdAt: render.createdAt,
    });
  });
};
