/**
 * Node-only helpers of the framefleet client (they read and write files); index.ts holds the rest
 * and stays importable in browsers.
 */
import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import mime from 'mime-types';
import { FramefleetApiError, uploadMedia, type FramefleetClient, type MediaItem, type UploadMediaOptions } from './index.ts';

/**
 * The content type a media file is sent with, from its extension (mime-db). The service takes
 * video/*, image/*, audio/* or application/octet-stream and probes the bytes whichever is sent,
 * so anything else (an unknown extension, `application/mp4`…) goes as octet-stream.
 */
export function mediaContentType(path: string): string {
  const type = mime.lookup(path);
  return type && /^(video|image|audio)\//.test(type) ? type : 'application/octet-stream';
}

/**
 * Uploads a file from disk as a media item, streamed (never read whole into memory): the content
 * type from its extension and the name from its file name unless given.
 */
export async function uploadMediaFile(client: FramefleetClient, path: string, options: UploadMediaOptions = {}): Promise<MediaItem> {
  const contentType = options.contentType ?? mediaContentType(path);
  const file = await openAsBlob(path, { type: contentType });
  return uploadMedia(client, file, { name: options.name ?? basename(path), contentType });
}

/** Downloads a URL the API answered (a render's `outputUrl`, a still's link) to a file; throws a FramefleetApiError when it fails. */
export async function downloadToFile(url: string, path: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl(url);
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try { body = JSON.parse(text); } catch { /* not JSON: reported as text */ }
    throw FramefleetApiError.from(response, body);
  }
  await writeFile(path, new Uint8Array(await response.arrayBuffer()));
}
