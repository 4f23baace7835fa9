/**
 * Signed blob downloads from the local-disk blob store: `/files/{key}/{name}?exp=…&sig=…`. The
 * signature is the credential, so the route is public; it serves byte ranges so players can seek.
 * (With the S3 adapter, download links point at the object store and this route is not mounted.)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { contentDisposition, type LocalBlobStore, mediaTypeOf } from '../blobs/index.ts';
import { sendError } from '../http/errors.ts';
import { ErrorEnvelope } from '../http/schemas.ts';

export const fileRoutes: FastifyPluginAsyncTypebox<{ blobs: LocalBlobStore }> = async (app, { blobs }) => {
  app.get('/files/:key/:name', {
    schema: {
      tags: ['renders'], summary: 'Download a file through a signed link',
      params: Type.Object({ key: Type.String({ pattern: '^[0-9a-f]{64}$' }), name: Type.String({ minLength: 1, maxLength: 200 }) }),
      querystring: Type.Object({ exp: Type.String({ pattern: '^[0-9]{1,16}$' }), sig: Type.String({ minLength: 1, maxLength: 100 }) }),
      response: { 200: Type.Unsafe({ type: 'string', format: 'binary' }), 206: Type.Unsafe({ type: 'string', format: 'binary' }), 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 410: ErrorEnvelope, 416: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const { key, name } = request.params;
    const verdict = blobs.links.signer.verify(key, Number(request.query.exp), name, request.query.sig);
    if (verdict === 'invalid') return sendError(reply, 403, 'invalid_signature', 'the link signature is not valid');
    if (verdict === 'expired') return sendError(reply, 410, 'link_expired', 'the link has expired; read the resource again for a fresh one');
    const stat = await blobs.stat(key);
    if (!stat) return sendError(reply, 404, 'not_found', 'the file no longer exists');
    const size = stat.sizeBytes;
    reply.header('content-type', mediaTypeOf(name));
    reply.header('content-disposition', contentDisposition(name));
    reply.header('accept-ranges', 'bytes');
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start > end || start >= size) {
        reply.header('content-range', `bytes */${size}`);
        return sendError(reply, 416, 'range_not_satisfiable', `the file has ${size} bytes`);
      }
      reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`).header('content-length', end - start + 1);
      return reply.send(await blobs.read(key, { start, end }));
    }
    reply.header('content-length', size);
    return reply.send(await blobs.read(key));
  });
};
