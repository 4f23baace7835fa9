/**
 * The API reference at `/docs`: Swagger UI (npm `swagger-ui-dist`, served from node_modules by this
 * service, nothing from elsewhere) rendering the live `/openapi.json`. The page's own start-up is a
 * served script, not an inline one, so the CSP allows scripts from this origin only and no eval;
 * Swagger UI sets inline styles, which its style-src allows.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../../shared/errors.ts';
import { assetResponse, ErrorEnvelope, nonJsonResponse } from '../../http/schemas.ts';

export const referencePath = '/docs';

const referenceCsp = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "connect-src 'self'",
  "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
].join('; ');

/** The files of swagger-ui-dist the page loads, with their types. */
// A Map, not an object: a requested name such as `__proto__` or `constructor` must find nothing.
const served = new Map<string, string>([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
  ['swagger-ui-standalone-preset.js', 'text/javascript; charset=utf-8'],
  ['favicon-32x32.png', 'image/png'],
]);

/** Starts Swagger UI on the live document; a served file, since the CSP refuses inline scripts. */
const startScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: false,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout',
  });
});
`;

const page = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">'
  + '<title>framefleet API reference</title>'
  + `<link rel="stylesheet" href="${referencePath}/assets/swagger-ui.css"><link rel="icon" type="image/png" href="${referencePath}/assets/favicon-32x32.png">`
  + '</head><body><main id="swagger-ui"></main>'
  + `<script src="${referencePath}/assets/swagger-ui-bundle.js"></script><script src="${referencePath}/assets/swagger-ui-standalone-preset.js"></script>`
  + `<script src="${referencePath}/assets/start.js"></script></body></html>`;

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=300', 'content-security-policy': referenceCsp,
  'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin',
};

export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const distDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  // Read on first use, then kept: a few MB a process that never shows the page does not hold.
  const cache = new Map<string, Buffer>();
  const file = (name: string) => {
    let body = cache.get(name);
    if (!body) cache.set(name, body = readFileSync(join(distDir, name)));
    return body;
  };

  app.get(referencePath, { schema: { tags: ['health'], operationId: 'getApiReference', summary: 'The API reference (HTML): this OpenAPI document in Swagger UI', response: { 200: nonJsonResponse('text/html', 'Swagger UI over /openapi.json') } } }, async (_request, reply) =>
    reply.headers(pageHeaders).send(page));

  app.get(`${referencePath}/assets/:file`, {
    schema: { tags: ['health'], operationId: 'getApiReferenceAsset', summary: "The API reference page's scripts and styles", params: Type.Object({ file: Type.String({ maxLength: 64 }) }),
      response: { 200: assetResponse('A script, the stylesheet or the icon of Swagger UI', [...new Set([...served.values()].map((type) => type.split(';')[0]!))]), 404: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const name = request.params.file;
    reply.header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
    if (name === 'start.js') return reply.header('content-type', 'text/javascript; charset=utf-8').send(startScript);
    const type = served.get(name);
    if (!type) throw new AppError(404, 'not_found', `no reference asset ${name}`);
    return reply.header('content-type', type).send(file(name));
  });
};
