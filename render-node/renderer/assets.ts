/**
 * Where a clip's `src` lives on this machine, and decoded pictures kept for the life of a render
 * (each image file is decoded once, however many frames draw it).
 *
 * `src` forms: a path relative to the composition file, an absolute path, a `file://` URL, or a
 * stored file of the service — `media:<id>` (a media item), `matte:<factId>` (a subject matte,
 * a video clip's `subjectMatte.src`) or `pack:<id>` (a sound of the built-in pack) — which the
 * render node's media resolver maps to the locally cached copy. Render nodes read nothing else (no base folder): a job names its files by hash.
 */
import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Image } from '@napi-rs/canvas';
import { matteIdOf, mediaIdOf, mediaRefPrefix } from '../../shared/composition/media-sources.ts';
import { packIdOf } from '../../shared/sounds/families.ts';

/** The local path of a stored file a job names by its ref: `media:<id>`, `matte:<factId>` or `pack:<id>`. */
export type MediaResolver = (ref: string) => Promise<string>;

export class AssetResolver {
  constructor(private readonly baseDir: string | null, private readonly media?: MediaResolver) {}

  async path(src: string): Promise<string> {
    if (mediaIdOf(src) !== null || matteIdOf(src) !== null || packIdOf(src) !== null) {
      if (!this.media) throw new Error(`'${src}' names a stored file, and this renderer has no media store to fetch it from`);
      return this.media(src);
    }
    if (this.baseDir === null) throw new Error(`'${src}': render nodes read media only as ${mediaRefPrefix}<id> items`);
    if (src.startsWith('file://')) return fileURLToPath(src);
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(src)) throw new Error(`'${src}': remote URLs are imported as media items first; use media:<id>`);
    return isAbsolute(src) ? src : resolve(this.baseDir, src);
  }
}

export class ImageCache {
  private readonly images = new Map<string, Promise<Image>>();
  readonly loaded = new Map<string, Image>();

  get(path: string): Promise<Image> {
    let p = this.images.get(path);
    if (!p) {
      p = (async () => {
        const data = await readFile(path);
        const img = new Image();
        await new Promise<void>((ok, fail) => {
          img.onload = () => ok();
          // Skia reports only that decoding failed (an Event without detail), not why.
          img.onerror = (err) => fail(new Error(err instanceof Error ? `not a decodable image: ${err.message}` : 'not a decodable image'));
          img.src = data;
        });
        this.loaded.set(path, img);
        return img;
      })();
      this.images.set(path, p);
      p.catch(() => this.images.delete(path));
    }
    return p;
  }
}
