/**
 * Local stand-ins for the stock providers' HTTP APIs, each answering its documented search
 * endpoint in the provider's own JSON shape and serving real small media files (made with
 * ffmpeg's lavfi sources) as its CDN would:
 * - Pexels: `GET /videos/search`, `GET /v1/search` (key in Authorization);
 * - Pixabay: `GET /api/`, `GET /api/videos/` (`key` parameter);
 * - Freesound: `GET /apiv2/search/text/` (`Authorization: Token`), honouring the licence and
 *   duration filters as Freesound does (without the CC0 filter a CC BY sound comes back too);
 * - Giphy: `GET /v1/gifs/search` (`api_key` parameter).
 * A query containing `upstream-error` is answered 500, as a provider's outage would be.
 * Every search request is recorded.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const fakeStockKey = 'stock-test-key';
/** The frame of every video and picture the fakes serve. */
export const fakeStockFrame = { width: 160, height: 96 };
export const fakeSoundDurationSec = 0.5;

export interface FakeProvider {
  /** The base URL the adapter is configured with. */
  apiUrl: string;
  requests: URL[];
}

export interface FakeStockApis {
  pexels: FakeProvider;
  pixabay: FakeProvider;
  freesound: FakeProvider;
  giphy: FakeProvider;
  files: { mp4: Buffer; png: Buffer; mp3: Buffer; gif: Buffer };
  close(): Promise<void>;
}

function makeFiles() {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-stock-'));
  const { width, height } = fakeStockFrame;
  const ff = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  ff('-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=30`, '-t', '1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', join(dir, 'clip.mp4'));
  ff('-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=1`, '-frames:v', '1', join(dir, 'still.png'));
  ff('-f', 'lavfi', '-i', `sine=frequency=880:duration=${fakeSoundDurationSec}`, '-c:a', 'libmp3lame', '-b:a', '64k', join(dir, 'beep.mp3'));
  ff('-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=10`, '-t', '1', join(dir, 'loop.gif'));
  const files = { mp4: readFileSync(join(dir, 'clip.mp4')), png: readFileSync(join(dir, 'still.png')), mp3: readFileSync(join(dir, 'beep.mp3')), gif: readFileSync(join(dir, 'loop.gif')) };
  rmSync(dir, { recursive: true, force: true });
  return files;
}

/** Ids a query's results carry: distinct per query, the same for the same query. */
function idsFor(query: string, count: number): number[] {
  const base = createHash('sha256').update(query).digest().readUInt32BE(0) % 1_000_000;
  return Array.from({ length: count }, (_, i) => base * 10 + i);
}

type Handler = (url: URL, req: IncomingMessage, send: (status: number, body: unknown) => void, base: string) => void;

async function serve(files: FakeStockApis['files'], prefix: string, handle: Handler): Promise<{ provider: FakeProvider; server: Server }> {
  const requests: URL[] = [];
  let base = '';
  const types = { mp4: 'video/mp4', png: 'image/png', mp3: 'audio/mpeg', gif: 'image/gif' } as const;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    const media = /^\/cdn\/[\w-]+\.(mp4|png|mp3|gif)$/.exec(url.pathname);
    if (media) {
      const ext = media[1] as keyof typeof types;
      res.writeHead(200, { 'content-type': types[ext], 'content-length': files[ext].length }).end(files[ext]);
      return;
    }
    requests.push(url);
    const send = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)); };
    if (/upstream-error/.test(url.searchParams.get('query') ?? url.searchParams.get('q') ?? '')) return send(500, { error: 'internal server error' });
    handle(url, req, send, base);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { provider: { apiUrl: `${base}${prefix}`, requests }, server };
}

export async function startFakeStockApis(): Promise<FakeStockApis> {
  const files = makeFiles();
  const { width, height } = fakeStockFrame;
  const servers: Server[] = [];

  const pexels = await serve(files, '', (url, req, send, base) => {
    if (req.headers.authorization !== fakeStockKey) return send(401, { error: 'Unauthorized' });
    const query = url.searchParams.get('query') ?? '';
    const perPage = Number(url.searchParams.get('per_page') ?? 15);
    const user = { id: 7, name: 'Ada Lens', url: 'https://www.pexels.com/@ada-lens' };
    if (url.pathname === '/videos/search') {
      const tooSmall = Number(url.searchParams.get('min_width') ?? 0) > width || Number(url.searchParams.get('min_height') ?? 0) > height;
      const videos = tooSmall ? [] : idsFor(query, Math.min(2, perPage)).map((id) => ({
        id, width, height, duration: 1, url: `https://www.pexels.com/video/${query.replace(/\W+/g, '-')}-${id}/`, image: `${base}/cdn/poster-${id}.png`, user,
        video_files: [{ id: id + 1, quality: 'sd', file_type: 'video/mp4', width, height, fps: 30, link: `${base}/cdn/video-${id}.mp4` }],
        video_pictures: [{ id: 1, picture: `${base}/cdn/poster-${id}.png`, nr: 0 }],
      }));
      return send(200, { page: 1, per_page: perPage, total_results: videos.length, url: 'https://www.pexels.com/search/videos/', videos });
    }
    if (url.pathname === '/v1/search') {
      const photos = idsFor(query, Math.min(2, perPage)).map((id) => ({
        id, width, height, url: `https://www.pexels.com/photo/${query.replace(/\W+/g, '-')}-${id}/`, photographer: user.name, photographer_url: user.url, photographer_id: user.id,
        avg_color: '#808080', alt: `${query} photo`, src: { original: `${base}/cdn/photo-${id}.png`, medium: `${base}/cdn/photo-${id}.png`, small: `${base}/cdn/photo-${id}.png` },
      }));
      return send(200, { page: 1, per_page: perPage, total_results: photos.length, photos });
    }
    send(404, { error: 'Not Found' });
  });

  const pixabay = await serve(files, '/api', (url, _req, send, base) => {
    if (url.searchParams.get('key') !== fakeStockKey) return send(400, '[ERROR 400] Invalid or missing API key');
    const q = url.searchParams.get('q') ?? '';
    const perPage = Number(url.searchParams.get('per_page') ?? 20);
    if (perPage < 3 || perPage > 200) return send(400, '[ERROR 400] "per_page" is out of valid range.');
    const who = { user: 'pix_maker', user_id: 4242 };
    if (url.pathname === '/api/videos/') {
      const rendition = (id: number) => ({ url: `${base}/cdn/video-${id}.mp4`, width, height, size: files.mp4.length, thumbnail: `${base}/cdn/thumb-${id}.png` });
      const hits = idsFor(q, 2).map((id) => ({
        id, pageURL: `https://pixabay.com/videos/${q.replace(/\W+/g, '-')}-${id}/`, type: 'film', tags: `${q}, test`, duration: 1,
        videos: { large: { url: '', width: 0, height: 0, size: 0, thumbnail: '' }, medium: rendition(id), small: rendition(id), tiny: rendition(id) }, ...who,
      }));
      return send(200, { total: hits.length, totalHits: hits.length, hits });
    }
    if (url.pathname === '/api/') {
      const hits = idsFor(q, 2).map((id) => ({
        id, pageURL: `https://pixabay.com/photos/${q.replace(/\W+/g, '-')}-${id}/`, type: 'photo', tags: `${q}, test`,
        previewURL: `${base}/cdn/p-${id}.png`, webformatURL: `${base}/cdn/w-${id}.png`, largeImageURL: `${base}/cdn/l-${id}.png`, imageWidth: width, imageHeight: height, ...who,
      }));
      return send(200, { total: hits.length, totalHits: hits.length, hits });
    }
    send(404, { error: 'Not Found' });
  });

  const freesound = await serve(files, '/apiv2', (url, req, send, base) => {
    if (req.headers.authorization !== `Token ${fakeStockKey}`) return send(401, { detail: 'Invalid token.' });
    if (url.pathname !== '/apiv2/search/text/') return send(404, { detail: 'Not found.' });
    const query = url.searchParams.get('query') ?? '';
    const filter = url.searchParams.get('filter') ?? '';
    const [cc0Id, ccById] = idsFor(query, 2) as [number, number];
    const sound = (id: number, license: string) => ({
      id, name: `${query} ${id}.wav`, url: `https://freesound.org/people/foley_fan/sounds/${id}/`, license, username: 'foley_fan', duration: fakeSoundDurationSec,
      previews: { 'preview-hq-mp3': `${base}/cdn/sound-${id}.mp3`, 'preview-lq-mp3': `${base}/cdn/sound-${id}-lq.mp3` },
    });
    let results = [sound(cc0Id, 'http://creativecommons.org/publicdomain/zero/1.0/'), sound(ccById, 'https://creativecommons.org/licenses/by/4.0/')];
    if (filter.includes('license:"Creative Commons 0"')) results = results.filter((r) => r.license.includes('publicdomain/zero'));
    const duration = /duration:\[([\d.]+) TO ([\d.]+|\*)\]/.exec(filter);
    if (duration) results = results.filter((r) => r.duration >= Number(duration[1]) && (duration[2] === '*' || r.duration <= Number(duration[2])));
    send(200, { count: results.length, next: null, previous: null, results });
  });

  const giphy = await serve(files, '/v1', (url, _req, send, base) => {
    if (url.searchParams.get('api_key') !== fakeStockKey) return send(401, { message: 'No API key found in request' });
    if (url.pathname !== '/v1/gifs/search') return send(404, { message: 'Not Found' });
    const q = url.searchParams.get('q') ?? '';
    const data = idsFor(q, 2).map((n) => {
      const id = `gif${n}`;
      return {
        type: 'gif', id, title: `${q} GIF`, url: `https://giphy.com/gifs/${id}`, username: 'loopmaker', rating: 'g',
        user: { display_name: 'Loop Maker', profile_url: 'https://giphy.com/loopmaker' },
        images: {
          original: { url: `${base}/cdn/${id}.gif`, mp4: `${base}/cdn/${id}.mp4`, width: String(width), height: String(height), size: String(files.gif.length) },
          fixed_height_small: { url: `${base}/cdn/${id}-small.gif`, width: String(width), height: String(height) },
        },
      };
    });
    send(200, { data, pagination: { total_count: data.length, count: data.length, offset: 0 }, meta: { status: 200, msg: 'OK' } });
  });

  servers.push(pexels.server, pixabay.server, freesound.server, giphy.server);
  return {
    pexels: pexels.provider, pixabay: pixabay.provider, freesound: freesound.provider, giphy: giphy.provider, files,
    close: async () => { await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))); },
  };
}
