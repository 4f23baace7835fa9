/**
 * Tag group `components`: component previews. A POST checks the params against the component's
 * propSchema, freezes a one-clip composition and answers at once with a job receipt (kind
 * `preview`); a render node draws the component over transparency with the renderer the renders
 * use and encodes it as VP9 with alpha, and the job's result carries a signed link to the WebM.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { componentPreviewJobKind, componentPreviewLimits, type ComponentPreviews } from './component-previews.ts';
import { Id, segment, tool } from '../mcp/tools.ts';
import { jobStatuses } from '../../job-records/jobs.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, withContract } from '../../http/schemas.ts';

const JobReceipt = Type.Object({
  jobId: Type.String({ description: 'poll GET /v1/jobs/{jobId}' }),
  jobKey: Type.String(),
  kind: Type.Literal(componentPreviewJobKind),
  status: Type.Union(jobStatuses.map((s) => Type.Literal(s))),
  ...ContractFields,
});

const { minSide, maxSide } = componentPreviewLimits;
const Side = (name: string) => Type.Optional(Type.Integer({ minimum: minSide, maximum: maxSide, multipleOf: 2, description: `${name} of the clip in pixels, even; give width and height together, at most 1920x1080 pixels in all (default: the component's format)` }));

export const componentPreviewRoutes: FastifyPluginAsyncTypebox<{ previews: ComponentPreviews }> = async (app, { previews }) => {
  app.post('/v1/projects/:id/component-preview', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['components'],
      operationId: 'createComponentPreview', summary: 'Preview a component: a VP9-with-alpha WebM of it drawn over transparency, with the given params',
      description: 'Answers 202 with a job receipt of kind preview; poll GET /v1/jobs/{jobId} (or wait on it) until it ends. On success its result holds a signed link to the WebM '
        + '(VP9, yuva420p, AlphaMode 1: decode it with libvpx to keep the alpha) and its size, frame rate and frame count: the component for its durationInFrames (at most '
        + `${componentPreviewLimits.maxFrames} frames), drawn by the render nodes with the renderer the renders use, so the frames are those a render of the component draws. `
        + 'The project\'s brand kit is applied (without its watermark). A failure of the component\'s own code, a font or a media item ends the job failed with a sanitized message. '
        + 'Priced: one compose_capture operation (held now, charged on delivery, released on failure; 402 when the wallet cannot cover it). '
        + 'An unknown component (or version) is a 404; params that do not fit its propSchema a 422 component_params_invalid naming each body.params field; a transition a 422 component_not_previewable.',
      params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) }),
      body: Type.Object({
        componentId: Type.String({ minLength: 1, maxLength: 200, description: 'a catalog component of the org (built-in or its own)' }),
        params: Type.Record(Type.String(), Type.Unknown(), { description: 'the component\'s props (brand:<token> references allowed); omitted props take their defaults' }),
        version: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'the version to draw (default: the current one)' })),
        width: Side('width'),
        height: Side('height'),
      }, { additionalProperties: false }),
      response: { 202: JobReceipt, 400: ErrorEnvelope, 402: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const { orgId } = principalOf(request);
    const { componentId, params, version, width, height } = request.body;
    const { job } = await previews.preview(orgId, request.params.id, {
      componentId, params, ...(version === undefined ? {} : { version }), ...(width === undefined ? {} : { width }), ...(height === undefined ? {} : { height }),
    });
    return reply.status(202).send(withContract({ jobId: job.id, jobKey: job.jobKey, kind: componentPreviewJobKind, status: job.status }));
  });
};

/** The MCP tool of this feature (the composition root hands it to the MCP endpoint). */
export const componentPreviewTool = tool({
    name: 'component_preview',
    title: 'Preview a component',
    description: 'Queues a preview of a catalog component with the given params: a VP9-with-alpha WebM of it drawn over transparency by the renderer the renders use (one priced capture). '
      + 'Answers with a job receipt (kind preview); wait_job gives a signed link to the clip. Params outside the component\'s propSchema come back in one 422 component_params_invalid.',
    input: Type.Object({
      projectId: Id('the project (its brand kit applies)'),
      componentId: Type.String({ minLength: 1, maxLength: 200, description: 'a catalog component id (search finds them)' }),
      params: Type.Record(Type.String(), Type.Unknown(), { description: "the component's props; omitted ones take their defaults" }),
      version: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'default: the current version' })),
      width: Type.Optional(Type.Integer({ minimum: componentPreviewLimits.minSide, maximum: componentPreviewLimits.maxSide, multipleOf: 2, description: 'with height; default: the component\'s format' })),
      height: Type.Optional(Type.Integer({ minimum: componentPreviewLimits.minSide, maximum: componentPreviewLimits.maxSide, multipleOf: 2 })),
    }, { additionalProperties: false }),
    readOnly: false,
    startsJob: true,
    call: ({ projectId, ...body }) => ({ method: 'POST', url: `/v1/projects/${segment(projectId)}/component-preview`, body }),
  });
