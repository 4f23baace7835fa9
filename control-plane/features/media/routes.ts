/**
 * Tag group `media`. An upload is the file itself as the request body (any `video/*`, `image/*`,
 * `audio/*` or `application/octet-stream` content type; ffprobe, not the header, decides what it
 * is), streamed to the blob store. Compositions then name it `media:<id>` (the item's `ref`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Readable } from 'node:stream';
import type { BlobStore } from '../../blobs/index.ts';
import { type MediaLibrary, type StoredMedia } from './media.ts';
import type { StoredJob } from '../../job-records/jobs.ts';
import { principalOf } from '../../http/auth.ts';
import { sendError } from '../../http/errors.ts';
import { MediaView, mediaKinds, presentMedia } from './views.ts';
import { authErrors, clampPageSize, ContractFields, ErrorEnvelope, Nullable, Page, PageQuery, pageBody, withContract } from '../../http/schemas.ts';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });

const Word = Type.Object({ text: Type.String(), start: Type.Number({ description: 'seconds from the start of the media' }), end: Type.Number() });
const TranscriptStatus = Type.Union([Type.Literal('running'), Type.Literal('ready'), Type.Literal('failed')]);

/**
 * What the transcript routes under `/v1/media/{id}` ask of the transcripts feature (which builds on
 * media, so media names only this much of it).
 */
export interface MediaTranscripts {
  start(orgId: string, mediaId: string): Promise<StoredJob>;
  transcript(orgId: string, mediaId: string): Promise<{ item: StoredMedia; transcript: NonNullable<StoredMedia['transcript']> }>;
}

export interface MediaRouteOptions { media: MediaLibrary; transcriptions: MediaTranscripts; blobs: BlobStore }

export const mediaRoutes: FastifyPluginAsyncTypebox<MediaRouteOptions> = async (app, { media, transcriptions, blobs }) => {
  const view = (m: StoredMedia) => presentMedia(m, blobs);

  // Media bodies reach the handler as the raw request stream (this plugin only), never buffered.
  app.addContentTypeParser(/^(?:video|image|audio)\/[\w.+-]+$|^application\/octet-stream$/, (_request, payload, done) => done(null, payload));

  app.post('/v1/media', {
    config: { auth: 'media:write' },
    schema: {
      tags: ['media'], operationId: 'uploadMedia', summary: 'Upload a media file (the request body is the file)',
      description: 'Send the bytes with a video/*, image/*, audio/* or application/octet-stream content type. The item is probed and ready when the call returns. '
        + "Its bytes count toward the org's storage (the storage entitlement): past the plan's storage the upload is refused with 413 storage_limit_exceeded and nothing is kept.",
      querystring: Type.Object({ name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'display name (default: upload)' })) }),
      // The body is the file, read as a stream (never validated); this documents it as required bytes.
      consumes: ['video/*', 'image/*', 'audio/*', 'application/octet-stream'], body: Type.Unsafe({ description: 'The file\'s bytes' }),
      response: { 201: Type.Object({ ...MediaView.properties, ...ContractFields }), 400: ErrorEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const body = request.body as Readable | undefined;
    if (!body || typeof (body as Readable).pipe !== 'function') {
      return sendError(reply, 415, 'unsupported_media_type', 'send the file as the body with a video/*, image/*, audio/* or application/octet-stream content type');
    }
    const declared = Number(request.headers['content-length']);
    const item = await media.upload(principalOf(request).orgId, { name: request.query.name ?? 'upload', body, ...(Number.isSafeInteger(declared) && declared >= 0 ? { declaredBytes: declared } : {}) });
    return reply.status(201).send(withContract(await view(item)));
  });

  app.post('/v1/media/imports', {
    config: { auth: 'media:write' },
    schema: {
      tags: ['media'], operationId: 'importMedia', summary: 'Import a media file from an https URL (asynchronous: the item answers importing; poll it, or the media.completed webhook)',
      description: "The file counts toward the org's storage: with none left the call answers 413 storage_limit_exceeded and records nothing; a download that would pass the limit is stopped and the item fails with error.code storage_limit_exceeded.",
      body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 4096, description: 'https, on a public address' }), name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }, { additionalProperties: false }),
      response: { 202: Type.Object({ ...MediaView.properties, ...ContractFields }), 400: ErrorEnvelope, 413: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => reply.status(202).send(withContract(await view(await media.startImport(principalOf(request).orgId, request.body)))));

  app.get('/v1/media', {
    config: { auth: 'media:read' },
    schema: {
      tags: ['media'], operationId: 'listMedia', summary: "List the org's media, newest first",
      querystring: Type.Object({ ...PageQuery, kind: Type.Optional(Type.Union(mediaKinds.map((k) => Type.Literal(k)))) }),
      response: { 200: Page(MediaView), 400: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const page = await media.list(principalOf(request).orgId, { kind: request.query.kind, limit: clampPageSize(request.query.limit), cursor: request.query.cursor });
    return pageBody({ ...page, items: await Promise.all(page.items.map(view)) });
  });

  app.get('/v1/media/:id', {
    config: { auth: 'media:read', readableByPayer: true },
    schema: { tags: ['media'], operationId: 'getMedia', summary: 'Read a media item', params: IdParams, response: { 200: Type.Object({ ...MediaView.properties, ...ContractFields }), 404: ErrorEnvelope, ...authErrors } },
  }, async (request) => withContract(await view(await media.get(principalOf(request).orgId, request.params.id))));

  app.post('/v1/media/:id/transcribe', {
    config: { auth: 'media:write' },
    schema: {
      tags: ['media'], operationId: 'transcribeMedia', summary: 'Transcribe the sound of a media item (asynchronous: a job receipt; webhook media.transcribed)', params: IdParams,
      response: { 202: Type.Object({ jobId: Type.String(), jobKey: Type.String(), kind: Type.String(), status: Type.String(), ...ContractFields }), 404: ErrorEnvelope, 422: ErrorEnvelope, 503: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const job = await transcriptions.start(principalOf(request).orgId, request.params.id);
    return reply.status(202).send(withContract({ jobId: job.id, jobKey: job.jobKey, kind: job.kind, status: job.status }));
  });

  app.get('/v1/media/:id/transcript', {
    config: { auth: 'media:read' },
    schema: {
      tags: ['media'], operationId: 'getMediaTranscript', summary: 'The raw words of a transcribed media item (the shape captions clips take)', params: IdParams,
      response: { 200: Type.Object({ mediaId: Type.String(), status: TranscriptStatus, language: Nullable(Type.String()), words: Type.Array(Word), ...ContractFields }), 404: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const { item, transcript } = await transcriptions.transcript(principalOf(request).orgId, request.params.id);
    return withContract({ mediaId: item.id, status: transcript.status, language: transcript.language, words: transcript.words });
  });

  app.get('/v1/media/:id/context', {
    config: { auth: 'media:read' },
    schema: {
      tags: ['media'], operationId: 'getMediaContext', summary: 'Transcript state and word timings of a media item', params: IdParams,
      response: {
        200: Type.Object({
          mediaId: Type.String(), kind: Type.String(), durationSec: Nullable(Type.Number()), hasAudio: Type.Boolean(),
          transcript: Nullable(Type.Object({ status: TranscriptStatus, jobId: Type.String(), language: Nullable(Type.String()), wordCount: Type.Integer(), error: Nullable(Type.String()), words: Type.Array(Word) })),
          ...ContractFields,
        }),
        404: ErrorEnvelope, ...authErrors,
      },
    },
  }, async (request) => {
    const item = await media.get(principalOf(request).orgId, request.params.id);
    const t = item.transcript ?? null;
    return withContract({
      mediaId: item.id, kind: item.kind, durationSec: item.durationSec, hasAudio: item.hasAudio,
      transcript: t && { status: t.status, jobId: t.jobId, language: t.language, wordCount: t.words.length, error: t.error, words: t.words },
    });
  });

  app.delete('/v1/media/:id', {
    config: { auth: 'media:write' },
    schema: {
      tags: ['media'], operationId: 'deleteMedia', summary: 'Delete a media item (renders already queued keep their copy)', params: IdParams,
      response: { 200: Type.Object({ ...MediaView.properties, ...ContractFields }), 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => withContract(await view(await media.remove(principalOf(request).orgId, request.params.id))));
};
