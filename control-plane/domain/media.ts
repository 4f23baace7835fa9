/**
 * Media items: files an org uploads (video, image, sound), stored once by content hash in the
 * blob store and named in compositions as `media:<id>`. Render nodes never see a path: a render
 * carries the content hashes of the items it uses, and each node fetches an item once per hash.
 */
import type { Readable } from 'node:stream';
import { AppError } from '../../shared/errors.ts';
import { mediaIdOf, mediaRefPrefix, mediaSources } from '../../shared/composition/media-sources.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import type { BlobStore } from '../blobs.ts';
import { type MediaFacts, type MediaKind, probeMedia, thumbnail } from '../media-probe.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../store/index.ts';
import type { TranscriptWord } from '../transcription/provider.ts';
import { eventInInsert, outboxIndex, type OutboxFields } from '../webhooks/outbox.ts';
import { newId } from '../../shared/ids.ts';

export const mediaStatuses = ['ready'] as const;

/** A media item's transcript: words with times in seconds from the media's start. */
export interface TranscriptState {
  status: 'running' | 'ready' | 'failed';
  jobId: string;
  language: string | null;
  words: TranscriptWord[];
  error: string | null;
}

export interface MediaRecord extends MediaFacts, OutboxFields {
  name: string;
  status: (typeof mediaStatuses)[number];
  sizeBytes: number;
  /** sha256 of the bytes: the blob key, and what render nodes cache by. */
  contentHash: string;
  thumbnailKey: string | null;
  source: 'upload';
  transcript?: TranscriptState | null;
}
export type StoredMedia = MediaRecord & OrgDocMeta;

/** A file a render needs, as the job messages carry it. */
export interface RenderAsset {
  ref: string;
  contentHash: string;
  sizeBytes: number;
  mediaType: string;
}

export class MediaLibrary {
  readonly items: OrgCollection<MediaRecord>;

  constructor(store: DocumentStore, private readonly blobs: BlobStore, private readonly maxBytes: number) {
    this.items = store.orgCollection<MediaRecord>({ name: 'media', idPrefix: 'med', indexes: [['kind'], outboxIndex] });
  }

  /**
   * Stores an upload: the bytes go to the blob store (streamed, at most `maxBytes`), ffprobe
   * says what they are, and the item is recorded ready with its thumbnail. A file that is not
   * media is refused with 422 and no item is recorded.
   */
  async upload(orgId: string, input: { name: string; body: Readable }): Promise<StoredMedia> {
    const { key, sizeBytes } = await this.blobs.put(limitBytes(input.body, this.maxBytes));
    if (sizeBytes === 0) throw new AppError(400, 'validation_failed', 'the upload is empty: send the file as the request body', { fields: [{ path: 'body', problem: 'must not be empty' }] });
    const path = this.blobs.path(key);
    const facts = await probeMedia(path);
    if (!facts) throw new AppError(422, 'media_unreadable', 'the upload is not a video, image or audio file that can be decoded', { fields: [{ path: 'body', problem: 'no decodable picture or sound' }] });
    const thumb = await thumbnail(path, facts);
    const thumbnailKey = thumb ? (await this.blobs.put(thumb)).key : null;
    const id = newId('med');
    const completed = eventInInsert('media.completed', { mediaId: id, ref: `${mediaRefPrefix}${id}`, status: 'ready', kind: facts.kind, mimeType: facts.mimeType, durationSec: facts.durationSec });
    return this.items.forOrg(orgId).insert({ ...facts, name: input.name, status: 'ready', sizeBytes, contentHash: key, thumbnailKey, source: 'upload', ...completed }, { id });
  }

  async get(orgId: string, id: string): Promise<StoredMedia> {
    const item = await this.items.forOrg(orgId).get(id);
    if (!item) throw new AppError(404, 'not_found', `media ${id} not found`);
    return item;
  }

  list(orgId: string, options: { kind?: MediaKind; limit: number; cursor?: string }) {
    return this.items.forOrg(orgId).list({ where: options.kind ? { kind: options.kind } : {}, limit: options.limit, cursor: options.cursor });
  }

  /** Removes the item; renders already queued keep their copy (they carry the content hash). */
  async remove(orgId: string, id: string): Promise<StoredMedia> {
    const r = await this.items.forOrg(orgId).delete(id);
    if (r.status !== 'deleted') throw new AppError(404, 'not_found', `media ${id} not found`);
    return r.doc;
  }

  /**
   * The assets a render of this composition needs, one per distinct media item. Every media
   * source must be `media:<id>` of a ready item of the org; otherwise 422 naming each bad path.
   */
  async assetsFor(orgId: string, composition: Composition): Promise<RenderAsset[]> {
    const sources = mediaSources(composition);
    const problems: { path: string; problem: string }[] = [];
    const assets = new Map<string, RenderAsset>();
    const scope = this.items.forOrg(orgId);
    for (const { path, src } of sources) {
      const id = mediaIdOf(src);
      if (id === null) { problems.push({ path, problem: `must name a media item as ${mediaRefPrefix}<id> (upload the file with POST /v1/media)` }); continue; }
      if (assets.has(src)) continue;
      const item = await scope.get(id);
      if (!item) { problems.push({ path, problem: `media ${id} not found` }); continue; }
      if (!this.blobs.has(item.contentHash)) { problems.push({ path, problem: `media ${id} has lost its file; upload it again` }); continue; }
      assets.set(src, { ref: src, contentHash: item.contentHash, sizeBytes: item.sizeBytes, mediaType: item.mimeType });
    }
    if (problems.length) throw mediaReferenceError(problems);
    return [...assets.values()];
  }

  /** The check alone, for saving compositions. */
  async assertReferences(orgId: string, composition: Composition): Promise<void> {
    await this.assetsFor(orgId, composition);
  }
}

export function mediaReferenceError(fields: { path: string; problem: string }[]): AppError {
  return new AppError(422, 'media_reference_invalid', `the composition references media that cannot be used: ${fields.map((f) => f.path).join(', ')}`, { fields });
}

/** Passes a stream through, failing with 413 once it carries more than `max` bytes. */
function limitBytes(body: Readable, max: number): AsyncIterable<Buffer> & Readable {
  let seen = 0;
  const limited = body.filter((chunk: Buffer) => {
    seen += chunk.length;
    if (seen > max) throw new AppError(413, 'payload_too_large', `media uploads are limited to ${max} bytes`, { limitBytes: max });
    return true;
  });
  return limited as AsyncIterable<Buffer> & Readable;
}
