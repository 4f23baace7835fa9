/**
 * The blob store: bytes addressed by the sha256 of their content (64 hex digits), for media,
 * composition snapshots, scene segments, outputs and thumbnails. Two adapters keep one contract
 * (test/store/blob-contract.test.ts): local disk for the embedded mode and an S3-compatible bucket
 * for a farm, where render nodes move media bytes through presigned URLs themselves.
 */
import type { Readable } from 'node:stream';

export interface StoredBlob { key: string; sizeBytes: number }

export interface BlobStat {
  sizeBytes: number;
  /** When the blob was last written; a put of the same bytes renews it (the janitor's grace period counts from here). */
  writtenAtMs: number;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange { start: number; end: number }

export interface DownloadLinkOptions {
  /** File name the browser saves as; its extension decides the Content-Type. */
  name: string;
  expiresAtMs: number;
}

/**
 * One HTTP request a render node makes against the object store itself: send exactly these
 * headers (they are part of the signature) before `expiresAtMs`.
 */
export interface NodeTransfer {
  method: 'GET' | 'PUT';
  url: string;
  headers: Record<string, string>;
  expiresAtMs: number;
}

export interface BlobStore {
  readonly adapter: 'local' | 's3';
  /** Whether render nodes move bytes to and from the store themselves (nodeReadUrl and nodeWriteUrl give presigned URLs). */
  readonly nodeTransfersDirect: boolean;
  /**
   * The origin of the download links API clients get when it is not this service's (an object
   * store's public endpoint), or null: a web page that shows those links must allow that origin.
   */
  readonly linkOrigin: string | null;

  /** Stores bytes and resolves to their sha256 key and size. Atomic; storing the same bytes again is harmless and renews them. */
  put(source: Readable | Buffer): Promise<StoredBlob>;

  /** Size and write time, or null when there is no such blob. */
  stat(key: string): Promise<BlobStat | null>;

  /** The bytes, or those of an inclusive range; rejects with BlobNotFoundError when there is no such blob. */
  read(key: string, range?: ByteRange): Promise<Readable>;

  /**
   * A store on local disk: the bytes of a blob of at most `maxBytes`, read at once and
   * synchronously; null when it is larger or missing (read() then says which). A stream's open,
   * reads and close each wait for a turn of the event loop, which a control plane serving a
   * hundred small segments to an assembly (while it records the last scenes) cannot spare; a small
   * read from the page cache takes a fraction of a millisecond.
   */
  readSmall?(key: string, maxBytes: number): Buffer | null;

  /** Deletes a blob; false when it was not there. */
  remove(key: string): Promise<boolean>;

  /**
   * Runs `use` with a filesystem path holding the blob, for local tools (ffprobe, ffmpeg): the
   * file itself on local disk, a temporary download removed afterwards on S3.
   */
  withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T>;

  /** A link any HTTP client can download the blob from until `expiresAtMs`, served as an attachment named `name`. */
  downloadUrl(key: string, options: DownloadLinkOptions): Promise<string>;

  /**
   * A presigned GET a render node uses to fetch the blob directly from the object store; null
   * when the store has no such URLs (local disk: nodes fetch over the farm's gRPC stream).
   */
  nodeReadUrl(key: string, options?: { lifetimeSec?: number }): Promise<NodeTransfer | null>;

  /**
   * A presigned PUT a render node uses to store bytes whose sha256 is `key` and whose size is
   * `sizeBytes`: the store refuses any other bytes, so a key always names its content. Null as
   * for nodeReadUrl.
   */
  nodeWriteUrl(key: string, sizeBytes: number, options?: { lifetimeSec?: number }): Promise<NodeTransfer | null>;

  /**
   * A presigned PUT an API client stores one object with, under a name the service chose (a
   * reservation such as an org's exemplar frames), not under its content hash. Valid until
   * `expiresAtMs`; a later PUT to the same URL replaces the object. The store itself accepts
   * exactly `sizeBytes` bytes, the size the service counted toward the org's storage: the size is
   * signed into the URL (on S3 as the signed Content-Length header), so a body of any other length
   * is refused. Names are checked with isObjectName.
   */
  objectPutUrl(name: string, options: { expiresAtMs: number; sizeBytes: number }): Promise<string>;

  /** Size and write time of a named object, or null while nothing was stored under the name. */
  objectStat(name: string): Promise<BlobStat | null>;

  /** A presigned GET of a named object until `expiresAtMs`. */
  objectGetUrl(name: string, options: { expiresAtMs: number }): Promise<string>;

  /** Deletes a named object; false when nothing was stored under the name (or it is not an object name). */
  objectRemove(name: string): Promise<boolean>;

  /** Releases connections; the store is not used afterwards. */
  close(): Promise<void>;
}
