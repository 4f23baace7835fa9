/**
 * The sample media the service ships (features/templates/samples, remade by make-samples.sh there): a
 * short video with sound, a picture and a sound, made by the project itself. A template value
 * `{"sample": true}` binds the sample of the parameter's kind; an org gets its own media item of
 * each sample once, found again by content hash on later calls.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { MediaLibrary, StoredMedia } from '../media/media.ts';
import type { TemplateMediaKind } from './template-document.ts';

const samplesDir = fileURLToPath(new URL('./samples/', import.meta.url));

export const sampleFileNames: Record<TemplateMediaKind, string> = {
  video: 'sample-video.mp4',
  image: 'sample-image.jpg',
  audio: 'sample-audio.m4a',
};

interface SampleFile { name: string; bytes: Buffer; contentHash: string }

export class SampleMedia {
  private readonly files = new Map<TemplateMediaKind, SampleFile>();

  constructor(private readonly media: MediaLibrary, private readonly dir = samplesDir) {}

  private file(kind: TemplateMediaKind): SampleFile {
    let file = this.files.get(kind);
    if (!file) {
      const name = sampleFileNames[kind];
      const bytes = readFileSync(`${this.dir}${name}`);
      file = { name, bytes, contentHash: createHash('sha256').update(bytes).digest('hex') };
      this.files.set(kind, file);
    }
    return file;
  }

  /**
   * The org's item of the sample of this kind: the one already holding its bytes, or a new upload
   * (which waits for its probe like any upload, and may come back still `processing`).
   */
  async itemFor(orgId: string, kind: TemplateMediaKind): Promise<StoredMedia> {
    const file = this.file(kind);
    const existing = await this.media.findByContent(orgId, file.contentHash);
    if (existing) return existing;
    return this.media.upload(orgId, { name: file.name, body: Readable.from(file.bytes) });
  }
}
