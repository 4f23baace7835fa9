/** A media item as the API shows it (routes, stock imports): its JSON schema, its stock origin's, and how a stored item is shown. */
import { Type } from '@sinclair/typebox';
import { literals, Nullable } from '../../http/schemas.ts';
import type { BlobStore } from '../../blobs/index.ts';
import { extensionOfMediaType } from '../../../shared/media-types.ts';
import { mediaStatuses, type StoredMedia } from './media.ts';
import { stockProviderIds } from './origins.ts';

export const StockLicenseView = Type.Object({ name: Type.String(), url: Type.String() }, { title: 'StockLicense' });
export const StockAttributionView = Type.Object({
  text: Type.String({ description: 'a credit line fit to show as it is' }),
  author: Nullable(Type.String()),
  authorUrl: Nullable(Type.String()),
  pageUrl: Type.String({ description: "the item's page on the provider's site" }),
}, { title: 'StockAttribution' });
/** What a media item imported from stock keeps: where it comes from, its licence, whom to credit. */
export const StockProvenanceView = Type.Object({
  provider: literals(stockProviderIds),
  providerId: Type.String(),
  candidateId: Type.String(),
  license: StockLicenseView,
  attribution: StockAttributionView,
}, { title: 'StockProvenance', description: 'for an item imported from stock: its provider, licence and attribution' });

export const mediaKinds = ['video', 'image', 'audio'] as const;
/** Signed thumbnail and download links live one hour (spec: Limits). */
const linkLifetimeMs = 3600_000;

export const MediaView = Type.Object({
  id: Type.String(),
  ref: Type.String({ description: 'what a composition names this item by: `media:<id>`' }),
  name: Type.String(),
  kind: Nullable(Type.Union(mediaKinds.map((k) => Type.Literal(k)), { description: 'null until an import has the bytes' })),
  status: Type.Union(mediaStatuses.map((s) => Type.Literal(s))),
  source: Type.Union([Type.Literal('upload'), Type.Literal('import'), Type.Literal('generate')]),
  sourceUrl: Nullable(Type.String({ description: 'where an import comes from' })),
  error: Nullable(Type.Object({ code: Type.String(), message: Type.String() }, { description: 'why an import failed' })),
  mimeType: Nullable(Type.String()),
  sizeBytes: Type.Integer(),
  contentHash: Nullable(Type.String({ description: 'sha256 of the bytes' })),
  durationSec: Nullable(Type.Number()),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  hasAudio: Type.Boolean(),
  thumbnailUrl: Nullable(Type.String({ description: 'signed for 1 hour; null for sound and while processing' })),
  downloadUrl: Nullable(Type.String({ description: 'signed for 1 hour; null until ready' })),
  stock: Nullable(StockProvenanceView),
  createdAt: Type.String(),
  updatedAt: Type.String(),
}, { title: 'Media' });

/** A media item as the API shows it, its links signed for an hour. */
export async function presentMedia(m: StoredMedia, blobs: BlobStore) {
  const expiresAtMs = Date.now() + linkLifetimeMs;
  return {
    id: m.id, ref: `media:${m.id}`, name: m.name, kind: m.kind, status: m.status, source: m.source ?? 'upload', sourceUrl: m.sourceUrl ?? null, error: m.error ?? null,
    mimeType: m.mimeType, sizeBytes: m.sizeBytes, contentHash: m.contentHash,
    durationSec: m.durationSec, width: m.width, height: m.height, hasAudio: m.hasAudio,
    thumbnailUrl: m.thumbnailKey ? await blobs.downloadUrl(m.thumbnailKey, { name: `${m.id}.jpg`, expiresAtMs }) : null,
    downloadUrl: m.contentHash ? await blobs.downloadUrl(m.contentHash, { name: `${m.id}.${extensionOfMediaType(m.mimeType)}`, expiresAtMs }) : null,
    stock: m.stock ?? null,
    createdAt: m.createdAt, updatedAt: m.updatedAt,
  };
}
