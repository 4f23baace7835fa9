/**
 * Tag group `checkpoints`: a project's composition history. Every save of the active composition
 * (a replace, a session commit, a template apply, a component repin, a restore, and the project's
 * creation) records a checkpoint; list them newest first, read one with its composition, label
 * it, diff two (RFC 6902 JSON Patch) and restore one under If-Match. Retention follows the plan.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Checkpoints } from './checkpoints.ts';
import { checkpointSources, type StoredCheckpoint } from '../projects/checkpoint-history.ts';
import { compositionEtag } from '../projects/projects.ts';
import { CompositionDocument, CompositionView, compositionView } from '../projects/views.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, clampPageSize, ContractFields, ErrorEnvelope, literals, Nullable, Page, PageQuery, pageBody, withContract } from '../../http/schemas.ts';

const CheckpointView = Type.Object({
  id: Type.String(), checkpointId: Type.String(), projectId: Type.String(), compositionId: Type.String(),
  etag: Type.String({ description: "the composition's ETag right after this save" }),
  contentHash: Type.String({ description: 'sha256 of the canonical composition document' }),
  source: literals(checkpointSources),
  savedBy: Nullable(Type.String({ description: "the credential that saved: an API key's id, oauth:<grant id>, x402:<payer>; null for the service's own saves" })),
  restoredFrom: Nullable(Type.String({ description: 'for a restore, the checkpoint restored' })),
  label: Nullable(Type.String()),
  keptByRestore: Type.Boolean({ description: 'a restore replaced this checkpoint: retention keeps it' }),
  createdAt: Type.String(),
}, { title: 'Checkpoint' });

function checkpointView(c: StoredCheckpoint) {
  return {
    id: c.id, checkpointId: c.id, projectId: c.projectId, compositionId: c.compositionId, etag: c.etag, contentHash: c.contentHash,
    source: c.source, savedBy: c.savedBy, restoredFrom: c.restoredFrom, label: c.label, keptByRestore: c.keptByRestore, createdAt: c.createdAt,
  };
}

const JsonPatchOperation = Type.Object({
  op: literals(['add', 'remove', 'replace', 'move', 'copy', 'test'] as const),
  path: Type.String({ description: 'JSON Pointer (RFC 6901)' }),
  from: Type.Optional(Type.String()),
  value: Type.Optional(Type.Unknown()),
}, { title: 'JsonPatchOperation' });

const ProjectParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });
const CheckpointParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }), checkpointId: Type.String({ minLength: 1, maxLength: 128 }) });
const notFound = { 404: ErrorEnvelope };

export const checkpointRoutes: FastifyPluginAsyncTypebox<{ checkpoints: Checkpoints }> = async (app, { checkpoints }) => {
  app.get('/v1/projects/:id/checkpoints', {
    config: { auth: 'projects:read' },
    schema: {
      tags: ['checkpoints'], operationId: 'listCheckpoints', summary: "List a project's checkpoints, newest first",
      description: 'One checkpoint per save of the active composition; how many stay, and how long, depends on the plan (labeled checkpoints and those a restore replaced always stay).',
      params: ProjectParams, querystring: Type.Object(PageQuery), response: { 200: Page(CheckpointView), 400: ErrorEnvelope, ...notFound, ...authErrors },
    },
  }, async (request) => {
    const page = await checkpoints.list(principalOf(request).orgId, request.params.id, clampPageSize(request.query.limit), request.query.cursor);
    return pageBody({ ...page, items: page.items.map(checkpointView) });
  });

  app.get('/v1/projects/:id/checkpoints/:checkpointId', {
    config: { auth: 'projects:read' },
    schema: {
      tags: ['checkpoints'], operationId: 'getCheckpoint', summary: 'Read a checkpoint with the composition it saved', params: CheckpointParams,
      response: { 200: Type.Object({ ...CheckpointView.properties, composition: CompositionDocument, ...ContractFields }), ...notFound, ...authErrors },
    },
  }, async (request) => {
    const { checkpoint, document } = await checkpoints.get(principalOf(request).orgId, request.params.id, request.params.checkpointId);
    return withContract({ ...checkpointView(checkpoint), composition: document });
  });

  app.patch('/v1/projects/:id/checkpoints/:checkpointId', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['checkpoints'], operationId: 'labelCheckpoint', summary: 'Label a checkpoint (null removes the label)', params: CheckpointParams,
      description: 'A labeled checkpoint is never pruned by retention.',
      body: Type.Object({ label: Nullable(Type.String({ minLength: 1, maxLength: 200 })) }, { additionalProperties: false }),
      response: { 200: Type.Object({ ...CheckpointView.properties, ...ContractFields }), 400: ErrorEnvelope, ...notFound, ...authErrors },
    },
  }, async (request) => withContract(checkpointView(await checkpoints.label(principalOf(request).orgId, request.params.id, request.params.checkpointId, request.body.label))));

  app.get('/v1/projects/:id/checkpoints/:checkpointId/diff', {
    config: { auth: 'projects:read' },
    schema: {
      tags: ['checkpoints'], operationId: 'diffCheckpoints', summary: "The JSON Patch (RFC 6902) from this checkpoint's composition to another's", params: CheckpointParams,
      description: "Applied to this checkpoint's composition, `patch` gives the composition of checkpoint `to`.",
      querystring: Type.Object({ to: Type.String({ minLength: 1, maxLength: 128, description: 'the other checkpoint of the project' }) }),
      response: { 200: Type.Object({ from: Type.String(), to: Type.String(), patch: Type.Array(JsonPatchOperation), ...ContractFields }), 400: ErrorEnvelope, ...notFound, ...authErrors },
    },
  }, async (request) => {
    const { id, checkpointId } = request.params;
    const patch = await checkpoints.diff(principalOf(request).orgId, id, checkpointId, request.query.to);
    return withContract({ from: checkpointId, to: request.query.to, patch });
  });

  app.post('/v1/projects/:id/checkpoints/:checkpointId/restore', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['checkpoints'], operationId: 'restoreCheckpoint', summary: "Make a checkpoint's composition the active one (If-Match required)", params: CheckpointParams,
      description: "If-Match names the active composition's ETag (428 without it, 412 precondition_failed with currentEtag when stale). The restore is a save like any other: checked, one composition.updated event, and a new checkpoint (source restore) answered with the new ETag; the checkpoint it replaced is kept whatever the retention.",
      headers: Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 300 })) }),
      response: {
        200: Type.Object({ composition: CompositionView, checkpoint: CheckpointView, ...ContractFields }),
        ...notFound, 412: ErrorEnvelope, 422: ErrorEnvelope, 428: ErrorEnvelope, ...authErrors,
      },
    },
  }, async (request, reply) => {
    const { orgId, keyId } = principalOf(request);
    const { composition, checkpoint } = await checkpoints.restore(orgId, request.params.id, request.params.checkpointId, request.headers['if-match'], keyId);
    reply.header('etag', compositionEtag(composition));
    return withContract({ composition: compositionView(composition), checkpoint: checkpointView(checkpoint) });
  });
};
