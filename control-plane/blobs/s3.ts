/**
 * Blobs as objects in an S3-compatible bucket, named by their sha256 (hex). Render nodes read and
 * write them directly through presigned URLs (nodeReadUrl, nodeWriteUrl), so at scale media bytes
 * do not pass through the control plane; API clients download through presigned GETs.
 *
 * Streamed puts are staged in a local file while they are hashed, then uploaded under their key
 * with `x-amz-checksum-sha256`, so the server checks the bytes against the name they go under.
 * (The alternative, uploading under a temporary key and copying, needs a server-side copy that
 * S3 limits to 5 GiB per request, leaves orphans in the bucket when a process dies mid-way, and
 * moves every byte twice on the server.)
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand, CompleteMultipartUploadCommand, CreateMultipartUploadCommand, DeleteObjectCommand, GetObjectCommand,
  CreateBucketCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { mediaTypeOfName } from '../../shared/media-types.ts';
import { assertBlobKey, assertObjectName, assertSize, BlobNotFoundError, isObjectName, contentDisposition, isBlobKey, sha256Hex, tempPath, writeHashed } from './common.ts';
import type { BlobStat, BlobStore, ByteRange, DownloadLinkOptions, NodeTransfer, StoredBlob } from './types.ts';

export interface S3Settings {
  /** Endpoint the control plane and render nodes reach. */
  endpoint: string;
  /** Endpoint in the download links API clients get, when it differs (a public host name in front of a private one). */
  publicEndpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** ENDPOINT/BUCKET/KEY rather than BUCKET.ENDPOINT/KEY. */
  forcePathStyle: boolean;
  /** Local directory where streamed puts wait while they are hashed, and downloads for local tools. */
  stagingDir: string;
}

/**
 * A client for the settings' server (or another endpoint of it). Checksums only where asked for:
 * many S3-compatible servers know no CRC32.
 */
export function createS3Client(settings: Omit<S3Settings, 'stagingDir' | 'bucket'>, options: { endpoint?: string; maxAttempts?: number } = {}): S3Client {
  return new S3Client({
    endpoint: options.endpoint ?? settings.endpoint, region: settings.region, forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED', maxAttempts: options.maxAttempts,
  });
}

/** Whether an SDK error is the server saying there is no such object or bucket. */
export function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.name === 'NoSuchBucket' || e?.$metadata?.httpStatusCode === 404;
}

/** SigV4 presigned URLs live at most 7 days. */
const maxLinkLifetimeSec = 7 * 24 * 3600;
const defaultNodeLinkLifetimeSec = 3600;
/** Objects above this go up in parts of this size (S3 takes at most 5 GiB in one PUT; 5 MiB is its smallest part). */
const defaultPartSizeBytes = 64 * 2 ** 20;

const checksumOf = (key: string) => Buffer.from(key, 'hex').toString('base64');

type BodyOf = (start: number, end: number) => Readable | Buffer;

export class S3BlobStore implements BlobStore {
  readonly adapter = 's3';
  readonly nodeTransfersDirect = true;
  readonly linkOrigin: string;
  private readonly client: S3Client;
  /** Signs the links API clients get: SigV4 covers the host, so they are signed for the host clients use. */
  private readonly publicClient: S3Client;
  private readonly partSizeBytes: number;

  constructor(readonly settings: S3Settings, options: { partSizeBytes?: number } = {}) {
    this.client = createS3Client(settings);
    this.publicClient = settings.publicEndpoint ? createS3Client(settings, { endpoint: settings.publicEndpoint }) : this.client;
    this.partSizeBytes = Math.max(5 * 2 ** 20, options.partSizeBytes ?? defaultPartSizeBytes);
    // Path-style links keep the endpoint's host; virtual-hosted ones put the bucket before it.
    const linkEndpoint = new URL(settings.publicEndpoint ?? settings.endpoint);
    this.linkOrigin = settings.forcePathStyle ? linkEndpoint.origin : `${linkEndpoint.protocol}//${settings.bucket}.${linkEndpoint.host}`;
  }

  /**
   * Creates the bucket unless it is there, as the document store creates its collections and the
   * queue declares its queues. Rejects saying what is wrong, for a clear start-up failure.
   */
  async ensureBucket(): Promise<'exists' | 'created'> {
    const { endpoint, bucket } = this.settings;
    const problem = (err: unknown, doing: string) => {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 403) return new Error(`the object store at ${endpoint} refused the credentials ${doing} '${bucket}' (FRAMEFLEET_S3_ACCESS_KEY_ID, FRAMEFLEET_S3_SECRET_ACCESS_KEY)`);
      return new Error(`the object store at ${endpoint} failed ${doing} '${bucket}': ${(err as Error).message || (err as Error).name}`);
    };
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: bucket }));
      return 'exists';
    } catch (err) {
      if (!isNotFound(err)) throw problem(err, 'for bucket');
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: bucket }));
      return 'created';
    } catch (err) {
      // Another replica created it meanwhile.
      const name = (err as { name?: string }).name;
      if (name === 'BucketAlreadyOwnedByYou' || name === 'BucketAlreadyExists') return 'exists';
      throw problem(err, 'creating bucket');
    }
  }

  async put(source: Readable | Buffer): Promise<StoredBlob> {
    if (Buffer.isBuffer(source)) {
      const key = sha256Hex(source);
      await this.upload(key, source.length, (start, end) => source.subarray(start, end + 1));
      return { key, sizeBytes: source.length };
    }
    const staged = tempPath(this.settings.stagingDir);
    try {
      const stored = await writeHashed(source, staged);
      await this.upload(stored.key, stored.sizeBytes, (start, end) => (end < start ? Buffer.alloc(0) : createReadStream(staged, { start, end })));
      return stored;
    } finally {
      await rm(staged, { force: true });
    }
  }

  /** Writes the object under its key, in one PUT or in parts, each checked by the server against its sha256. */
  private async upload(key: string, sizeBytes: number, body: BodyOf): Promise<void> {
    const Bucket = this.settings.bucket;
    if (sizeBytes <= this.partSizeBytes) {
      await this.client.send(new PutObjectCommand({ Bucket, Key: key, Body: body(0, sizeBytes - 1), ContentLength: sizeBytes, ChecksumSHA256: checksumOf(key) }));
      return;
    }
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket, Key: key, ChecksumAlgorithm: 'SHA256' }));
    try {
      const parts: { PartNumber: number; ETag?: string; ChecksumSHA256?: string }[] = [];
      for (let start = 0, PartNumber = 1; start < sizeBytes; start += this.partSizeBytes, PartNumber++) {
        const end = Math.min(sizeBytes, start + this.partSizeBytes) - 1;
        const ChecksumSHA256 = await partChecksum(body(start, end));
        const sent = await this.client.send(new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body: body(start, end), ContentLength: end - start + 1, ChecksumSHA256 }));
        parts.push({ PartNumber, ETag: sent.ETag, ChecksumSHA256 });
      }
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }));
    } catch (err) {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId })).catch(() => undefined);
      throw err;
    }
  }

  async stat(key: string): Promise<BlobStat | null> {
    if (!isBlobKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { sizeBytes: head.ContentLength ?? 0, writtenAtMs: head.LastModified?.getTime() ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    if (!isBlobKey(key)) throw new BlobNotFoundError(key);
    try {
      const got = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      return got.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw new BlobNotFoundError(key);
      throw err;
    }
  }

  async remove(key: string): Promise<boolean> {
    if (!(await this.stat(key))) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    return true;
  }

  async withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T> {
    const path = tempPath(this.settings.stagingDir);
    try {
      await pipeline(await this.read(key), createWriteStream(path));
      return await use(path);
    } finally {
      await rm(path, { force: true });
    }
  }

  async downloadUrl(key: string, { name, expiresAtMs }: DownloadLinkOptions): Promise<string> {
    assertBlobKey(key);
    const expiresIn = secondsUntil(expiresAtMs);
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket, Key: key, ResponseContentDisposition: contentDisposition(name), ResponseContentType: mediaTypeOfName(name),
    });
    return getSignedUrl(this.publicClient, command, { expiresIn });
  }

  async nodeReadUrl(key: string, options: { lifetimeSec?: number } = {}): Promise<NodeTransfer> {
    assertBlobKey(key);
    const expiresIn = lifetime(options.lifetimeSec);
    const url = await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }), { expiresIn });
    return { method: 'GET', url, headers: {}, expiresAtMs: Date.now() + expiresIn * 1000 };
  }

  async nodeWriteUrl(key: string, sizeBytes: number, options: { lifetimeSec?: number } = {}): Promise<NodeTransfer> {
    assertBlobKey(key);
    assertSize(sizeBytes);
    const expiresIn = lifetime(options.lifetimeSec);
    const headers = { 'content-length': String(sizeBytes), 'x-amz-checksum-sha256': checksumOf(key) };
    // Both headers are signed and sent as headers (not hoisted into the query), so the server
    // refuses a body of another size, and checks the body's sha256 against the one in the key.
    const url = await getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, ContentLength: sizeBytes, ChecksumSHA256: headers['x-amz-checksum-sha256'] }), {
      expiresIn, signableHeaders: new Set(Object.keys(headers)), unhoistableHeaders: new Set(['x-amz-checksum-sha256']),
    });
    return { method: 'PUT', url, headers, expiresAtMs: Date.now() + expiresIn * 1000 };
  }

  async objectPutUrl(name: string, { expiresAtMs, sizeBytes }: { expiresAtMs: number; sizeBytes: number }): Promise<string> {
    assertObjectName(name);
    assertSize(sizeBytes);
    // Content-Length is a signed header (X-Amz-SignedHeaders names it), so the object store
    // refuses a body of any other length: the signature it computes no longer matches.
    return getSignedUrl(this.publicClient, new PutObjectCommand({ Bucket: this.settings.bucket, Key: name, ContentLength: sizeBytes }), {
      expiresIn: secondsUntil(expiresAtMs), signableHeaders: new Set(['content-length']),
    });
  }

  async objectStat(name: string): Promise<BlobStat | null> {
    if (!isObjectName(name)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: name }));
      return { sizeBytes: head.ContentLength ?? 0, writtenAtMs: head.LastModified?.getTime() ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async objectGetUrl(name: string, { expiresAtMs }: { expiresAtMs: number }): Promise<string> {
    assertObjectName(name);
    return getSignedUrl(this.publicClient, new GetObjectCommand({ Bucket: this.settings.bucket, Key: name }), { expiresIn: secondsUntil(expiresAtMs) });
  }

  async objectRemove(name: string): Promise<boolean> {
    if (!(await this.objectStat(name))) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: name }));
    return true;
  }

  async close(): Promise<void> {
    this.client.destroy();
    if (this.publicClient !== this.client) this.publicClient.destroy();
  }
}

/** A client link's lifetime in whole seconds: at least 1, at most what SigV4 allows. */
function secondsUntil(expiresAtMs: number): number {
  return Math.min(maxLinkLifetimeSec, Math.max(1, Math.ceil((expiresAtMs - Date.now()) / 1000)));
}

function lifetime(seconds = defaultNodeLinkLifetimeSec): number {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > maxLinkLifetimeSec) throw new RangeError(`lifetimeSec must be 1 to ${maxLinkLifetimeSec} (got ${seconds})`);
  return seconds;
}

async function partChecksum(body: Readable | Buffer): Promise<string> {
  const hash = createHash('sha256');
  if (Buffer.isBuffer(body)) hash.update(body);
  else for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('base64');
}
