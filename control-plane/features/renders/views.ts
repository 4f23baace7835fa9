/**
 * The public Render view: what `GET /v1/renders/{id}` answers and what the `render.completed`
 * webhook is built from, so the two never disagree. Routes and webhook delivery both read it here.
 */
import { Type } from '@sinclair/typebox';
import type { BlobStore } from '../../blobs/index.ts';
import { outputLinkLifetimeMs, type RenderSummary, renderStatuses } from './renders.ts';
import { Nullable } from '../../http/schemas.ts';
import { LRUCache } from 'lru-cache';
import { CostReport } from './cost-report.ts';

export const RenderView = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('render'), Type.Literal('preview')], { description: 'a full render, or a scoped preview of a window at capped resolution' }),
  window: Nullable(Type.Object({ fromSec: Type.Number(), toSec: Type.Number() }, { description: "a preview's part of the timeline" })),
  projectId: Nullable(Type.String({ description: 'null for a template render (rendered without a project)' })),
  compositionId: Nullable(Type.String({ description: 'null for a template render' })),
  templateId: Nullable(Type.String({ description: 'the template version a template render was bound from' })),
  templateVersion: Nullable(Type.Integer()),
  status: Type.Union(renderStatuses.map((s) => Type.Literal(s))),
  progress: Type.Object({ phase: Type.String(), percent: Type.Number(), scenesCompleted: Type.Integer(), scenesTotal: Type.Integer() }),
  outputUrl: Type.Union([Type.String({ description: 'signed download link, valid until outputExpiresAt' }), Type.Null()]),
  outputExpiresAt: Nullable(Type.String()),
  seams: Nullable(Type.Object({
    checked: Type.Boolean({ description: 'false when the node that assembled it ran no seam check' }),
    ok: Type.Boolean({ description: 'the check passed (a failed one fails the assembly, which is retried)' }),
    boundaries: Type.Integer({ description: 'joins between consecutive scenes (scenes - 1), each checked' }),
    frames: Type.Integer({ description: 'frames of the output, each one frame duration after the one before' }),
    audioSec: Type.Number({ description: 'seconds of sound, gapless and as long as the timeline; 0 when silent' }),
  }, {
    description: "the seam check of the assembled output: at every join between scenes the video's timestamps go on without a missing or repeated frame and the scene starts on a key frame, and the sound has no gap and the timeline's length; null until assembled",
  })),
  shareUrl: Type.String({ description: 'public link: redirects to the output once complete; closed on cancel' }),
  posterUrl: Nullable(Type.String({ description: 'public link beside the share link: redirects to a JPEG still at the poster time once it exists (409 render_not_ready until then); renders of templates only' })),
  error: Nullable(Type.String()),
  errorCode: Nullable(Type.String()),
  errorDetails: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
  category: Nullable(Type.String()),
  retryable: Type.Union([Type.Boolean(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  listUsd: Type.Number(),
  warnings: Type.Array(Type.String()),
  format: Type.Object({ width: Type.Integer(), height: Type.Integer(), fps: Type.Number(), frameCount: Type.Integer(), durationSec: Type.Number() }),
  costReport: Type.Union([CostReport, Type.Null()], { description: 'what the render cost, measured on the nodes (CPU-seconds per stage, bytes, cache use, scenes redone), the credits charged and an estimated infrastructure cost; null until it is delivered' }),
}, { title: 'Render' });

/**
 * Download links by store, output and expiry. A client polls a completed render again and again
 * for the same link, and signing it (an HMAC, or an S3 presign) costs more than the rest of the view.
 */
const signedLinks = new WeakMap<BlobStore, LRUCache<string, string>>();
const maxSignedLinks = 10_000;

async function outputLink(blobs: BlobStore, blobKey: string, expiresAtMs: number, name: string): Promise<string> {
  let links = signedLinks.get(blobs);
  if (!links) signedLinks.set(blobs, (links = new LRUCache({ max: maxSignedLinks })));
  const key = `${blobKey}\n${expiresAtMs}\n${name}`;
  let link = links.get(key);
  if (link === undefined) {
    link = await blobs.downloadUrl(blobKey, { name, expiresAtMs });
    links.set(key, link);
  }
  return link;
}

/**
 * Until when `renderView` of this summary gives the same answer: its download link is shown only
 * until the output expires; everything else it shows comes from the summary and the public URL.
 */
export function renderViewValidUntilMs(r: RenderSummary, nowMs = Date.now()): number {
  const expires = r.output && r.outputExpiresAt ? Date.parse(r.outputExpiresAt) : 0;
  return expires > nowMs ? expires : Number.POSITIVE_INFINITY;
}

/** Built from the render's summary fields only (a full stored render serves as well). */
export async function renderView(r: RenderSummary, blobs: BlobStore, publicUrl: string) {
  const expires = r.outputExpiresAt ? Date.parse(r.outputExpiresAt) : 0;
  return {
    id: r.id, kind: r.kind ?? 'render', window: r.window ? { fromSec: r.window.fromSec, toSec: r.window.toSec } : null, projectId: r.projectId, compositionId: r.compositionId,
    templateId: r.templateId ?? null, templateVersion: r.templateVersion ?? null, status: r.status, progress: r.progress,
    outputUrl: r.output && expires > Date.now() ? await outputLink(blobs, r.output.blobKey, expires, `${r.id}.mp4`) : null,
    outputExpiresAt: r.outputExpiresAt,
    seams: r.seams ? { checked: r.seams.checked, ok: r.seams.ok, boundaries: r.seams.boundaries, frames: r.seams.frames, audioSec: r.seams.audioSec } : null,
    shareUrl: `${publicUrl}/share/${r.shareToken}`,
    posterUrl: r.posterSec === undefined || r.posterSec === null ? null : `${publicUrl}/share/${r.shareToken}/poster.jpg`,
    error: r.error, errorCode: r.errorCode, errorDetails: r.errorDetails, category: r.category, retryable: r.retryable,
    createdAt: r.createdAt, updatedAt: r.updatedAt, listUsd: r.listUsd, warnings: r.warnings, format: r.format, costReport: r.costReport ?? null,
  };
}

/** When a render's MP4 was delivered: its link is signed for a fixed lifetime from delivery, which dates the delivery exactly. */
export function deliveredAt(r: Pick<RenderSummary, 'status' | 'outputExpiresAt'>): string | null {
  return r.status === 'complete' && r.outputExpiresAt ? new Date(Date.parse(r.outputExpiresAt) - outputLinkLifetimeMs).toISOString() : null;
}
