/**
 * Signed blob downloads from the local-disk blob store: `/files/{key}/{name}?exp=…&sig=…`. The
 * signature is the credential, so the route is public; it serves byte ranges so players can seek.
 * Named objects (exemplar frames a client uploads) are written and read at `/files/objects/{name}`
 * (the name URL-encoded into one segment) with a link signed for one method, as an S3 presigned PUT or GET would be.
 * (With the S3 adapter, links point at the object store and this route is not mounted.)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { createReadStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { mediaTypeOfName } from '../../../shared/media-types.ts';
import { contentDisposition, isObjectName, type LocalBlobStore, objectMaxBytes, ObjectSizeMismatchError, objectPutScope } from '../../blobs/index.ts';
import { sendError } from '../../http/errors.ts';
import { ErrorEnvelope, nonJsonResponse } from '../../http/schemas.ts';

const SignedQuery = Type.Object({ exp: Type.String({ pattern: '^[0-9]{1,16}$' }), sig: Type.String({ minLength: 1, maxLength: 100 }) });
/** An upload link also names the one size it accepts (signed with it). */
const SignedPutQuery = Type.Object({ ...SignedQuery.properties, size: Type.Optional(Type.String({ pattern: '^[0-9]{1,16}$', description: 'the exact byte count the link accepts; part of the signature' })) });
/** The object's name as one path segment, its slashes escaped (`%2F`). */
const ObjectParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 512 }) });
/** A stored object's bytes: served with the media type its name gives (video/mp4, image/png...), so any type. */
const objectBytes = (description: string) => nonJsonResponse('*/*', description, { type: 'string', format: 'binary' });

/** Passes at most `limit` bytes through, and fails the stream past it. */
function capped(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? Object.assign(new Error(`the object is larger than ${limit} bytes`), { tooLarge: true }) : null, chunk);
    },
  });
}

export const fileRoutes: FastifyPluginAsyncTypebox<{ blobs: LocalBlobStore }> = async (app, { blobs }) => {
  // A client PUTs whatever bytes it reserved the name for, with any Content-Type.
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  /** `scope` is what the link signs besides name and expiry: 'GET', or a PUT's method and size. */
  const objectLink = (name: string, scope: string, exp: string, sig: string) => {
    if (!isObjectName(name)) return { status: 404, code: 'not_found', message: 'no such object' } as const;
    const verdict = blobs.links.signer.verify(name, Number(exp), scope, sig);
    if (verdict === 'invalid') return { status: 403, code: 'invalid_signature', message: 'the link signature is not valid' } as const;
    if (verdict === 'expired') return { status: 410, code: 'link_expired', message: 'the link has expired; ask for a fresh one' } as const;
    return null;
  };

  app.put('/files/objects/:name', {
    bodyLimit: objectMaxBytes,
    schema: {
      tags: ['brand-kits'], operationId: 'putSignedObject', summary: 'Upload a reserved object through a signed link',
      params: ObjectParams, querystring: SignedPutQuery, response: { 200: Type.Object({ sizeBytes: Type.Integer() }), 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 410: ErrorEnvelope, 413: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const { name } = request.params;
    // A link without a size is no upload link (a GET link, say): its signature does not verify.
    const size = Number(request.query.size ?? -1);
    const refused = objectLink(name, objectPutScope(size), request.query.exp, request.query.sig);
    if (refused) return sendError(reply, refused.status, refused.code, refused.message);
    // The link accepts exactly `size` bytes, the size the service counted toward the org's storage.
    const tooLarge = () => sendError(reply, 413, 'body_too_large', `this upload link accepts exactly ${size} bytes`);
    const declared = request.headers['content-length'] === undefined ? undefined : Number(request.headers['content-length']);
    if (declared !== undefined && declared > size) return tooLarge();
    if (declared !== undefined && declared !== size) return sendError(reply, 400, 'size_mismatch', `this upload link accepts exactly ${size} bytes; the request declares ${declared}`);
    const body = request.body as Readable | undefined;
    if (!body || typeof (body as Readable).pipe !== 'function') return sendError(reply, 400, 'invalid_request', 'send the object\'s bytes as the request body');
    try {
      const stored = await blobs.putObject(name, body.pipe(capped(Math.min(size, objectMaxBytes))), size);
      return { sizeBytes: stored.sizeBytes };
    } catch (err) {
      if ((err as { tooLarge?: boolean }).tooLarge) return tooLarge();
      if (err instanceof ObjectSizeMismatchError) return sendError(reply, 400, 'size_mismatch', err.message);
      throw err;
    }
  });

  app.get('/files/objects/:name', {
    schema: {
      tags: ['brand-kits'], operationId: 'getSignedObject', summary: 'Read a stored object through a signed link',
      params: ObjectParams, querystring: SignedQuery, response: { 200: objectBytes('The object'), 403: ErrorEnvelope, 404: ErrorEnvelope, 410: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const { name } = request.params;
    const refused = objectLink(name, 'GET', request.query.exp, request.query.sig);
    if (refused) return sendError(reply, refused.status, refused.code, refused.message);
    const stat = await blobs.objectStat(name);
    if (!stat) return sendError(reply, 404, 'not_found', 'nothing was uploaded under this name');
    reply.header('content-type', mediaTypeOfName(name)).header('content-length', stat.sizeBytes);
    return reply.send(createReadStream(blobs.objectPath(name)));
  });

  app.get('/files/:key/:name', {
    schema: {
      tags: ['renders'], operationId: 'downloadFile', summary: 'Download a file through a signed link',
      params: Type.Object({ key: Type.String({ pattern: '^[0-9a-f]{64}$' }), name: Type.String({ minLength: 1, maxLength: 200 }) }),
      querystring: Type.Object({ exp: Type.String({ pattern: '^[0-9]{1,16}$' }), sig: Type.String({ minLength: 1, maxLength: 100 }) }),
      response: { 200: objectBytes('The file'), 206: objectBytes('The requested byte range of the file'), 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 410: ErrorEnvelope, 416: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const { key, name } = request.params;
    const verdict = blobs.links.signer.verify(key, Number(request.query.exp), name, request.query.sig);
    if (verdict === 'invalid') return sendError(reply, 403, 'invalid_signature', 'the link signature is not valid');
    if (verdict === 'expired') return sendError(reply, 410, 'link_expired', 'the link has expired; read the resource again for a fresh one');
    const stat = await blobs.stat(key);
    if (!stat) return sendError(reply, 404, 'not_found', 'the file no longer exists');
    const size = stat.sizeBytes;
    reply.header('content-type', mediaTypeOfName(name));
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
