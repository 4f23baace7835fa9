/**
 * Node-only helpers of the framefleet client (they read and write files); index.ts holds the rest
 * and stays importable in browsers.
 */
import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { FramefleetApiError, uploadMedia, type FramefleetClient, type MediaItem, type UploadMediaOptions } from './index.ts';

/** Content types by file extension, for the media kinds the service takes; others go as octet-stream (the service probes the bytes). */
const contentTypes: Record<string, string> = {
  '.mp4': 'video/mp4', '.m4v': 'video/mp4', '.mov': 'video/quicktime', '.webm': 'video/webm', '.mkv': 'video/x-matroska', '.avi': 'video/x-msvideo',
  '.mp3': 'audio/mpeg', '.wav': 'audio/wav', '.m4a': 'audio/mp4', '.aac': 'audio/aac', '.ogg': 'audio/ogg', '.oga': 'audio/ogg', '.opus': 'audio/opus', '.flac': 'audio/flac',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.avif': 'image/avif',
};

/** The content type a media file is sent with, from its extension. */
export function mediaContentType(path: string): string {
  return contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
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
