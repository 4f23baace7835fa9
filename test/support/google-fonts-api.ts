/**
 * A local stand-in for the Google Fonts Developer API as the font catalog uses it:
 * `GET /webfonts/v1/webfonts?key=…[&sort=popularity]` answers the `webfonts#webfontList` document
 * (families most popular first); a wrong key answers 400 as Google does, and `failNext` scripts
 * server errors. Requests are recorded.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const fakeFontFamilies = [
  { family: 'Inter', category: 'sans-serif', variants: ['100', '200', '300', 'regular', '500', '600', '700', '800', '900'] },
  { family: 'Playfair Display', category: 'serif', variants: ['regular', '500', '600', '700', '800', '900', 'italic', '700italic'] },
  { family: 'Montserrat', category: 'sans-serif', variants: ['regular', '700'] },
  { family: 'Playfair Display SC', category: 'serif', variants: ['regular', 'italic', '700', '900'] },
  { family: 'Lobster', category: 'display', variants: ['regular'] },
  { family: 'Inconsolata', category: 'monospace', variants: ['200', 'regular', '700'] },
  { family: 'Caveat', category: 'handwriting', variants: ['regular', '700'] },
];

export interface FakeGoogleFonts {
  /** The API base as the adapter takes it: `{url}/webfonts/v1`. */
  baseUrl: string;
  requests: { path: string; key: string | null; sort: string | null }[];
  /** The next `count` requests answer 500. */
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startFakeGoogleFonts(apiKey: string): Promise<FakeGoogleFonts> {
  const requests: FakeGoogleFonts['requests'] = [];
  let failures = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fonts.test');
    requests.push({ path: url.pathname, key: url.searchParams.get('key'), sort: url.searchParams.get('sort') });
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
    if (req.method !== 'GET' || url.pathname !== '/webfonts/v1/webfonts') return json(404, { error: { code: 404, message: 'Not Found' } });
    if (failures > 0) { failures--; return json(500, { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } }); }
    if (url.searchParams.get('key') !== apiKey) {
      return json(400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } });
    }
    json(200, {
      kind: 'webfonts#webfontList',
      items: fakeFontFamilies.map((f) => ({
        ...f, kind: 'webfonts#webfont', subsets: ['latin'], version: 'v1', lastModified: '2025-01-01',
        files: Object.fromEntries(f.variants.map((v) => [v, `https://fonts.gstatic.com/s/${f.family.toLowerCase().replace(/ /g, '')}/${v}.ttf`])), menu: 'https://fonts.gstatic.com/menu.ttf',
      })),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/webfonts/v1`,
    requests,
    failNext(count) { failures = count; },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
