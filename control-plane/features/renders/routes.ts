/**
 * Tag group `renders`. Queuing answers at once with the Render (`status: queued`, `listUsd`);
 * the farm moves it on. Its `outputUrl` is a signed link that lives 7 days; its share link
 * (`/share/{token}`, public) redirects to the output once complete and closes when cancelled.
 * A composition sent with the request renders without a project (`POST /v1/renders`): the one
 * priced call a caller without a key can pay for per call (http/x402.ts), its price known from
 * the body alone.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { BlobStore } from '../../blobs/index.ts';
import { apiContract } from '../../../shared/contract.ts';
import { AppError } from '../../../shared/errors.ts';
import type { ComposeSessions } from '../compose-sessions/compose-sessions.ts';
import type { Projects } from '../projects/projects.ts';
import { type RenderSummary, renderStatuses, type RenderStatus, type Renders, renderTimeline, renderTimelineSvg } from './renders.ts';
import { previewLimits } from './render-plan.ts';
import type { RenderSubmissions } from './render-submissions.ts';
import { principalOf, requirePermission } from '../../http/auth.ts';
import { paymentOf } from '../pay-per-call/x402-http.ts';
import { authErrors, clampPageSize, ContractFields, ErrorEnvelope, nonJsonResponse, Nullable, Page, PageQuery, pageBody, withContract } from '../../http/schemas.ts';
import { sendError } from '../../http/errors.ts';
import { injectTraceContext, inSpan } from '../../../shared/telemetry/tracing.ts';
import { RenderView, renderView, renderViewValidUntilMs } from './views.ts';
import { renderTrace, renderTraceSvg } from './trace.ts';

export interface RenderRouteOptions {
  renders: Renders;
  projects: Projects;
  sessions: ComposeSessions;
  submissions: RenderSubmissions;
  blobs: BlobStore;
  publicUrl: () => string;
}

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });

export const renderRoutes: FastifyPluginAsyncTypebox<RenderRouteOptions> = async (app, options) => {
  const { renders, projects, sessions, submissions, blobs } = options;
  const view = (r: RenderSummary) => renderView(r, blobs, options.publicUrl());
  // The view is a fresh object, so the contract fields go in place: copying it (withContract) costs more than building it.
  const body = async (r: RenderSummary) => Object.assign(await view(r), apiContract);
  // A client polls a render again and again while it does not change, and the store gives back the
  // same frozen summary for as long as nothing has written (a frozen object cannot change): its
  // serialized answer is kept with it, and serves until the view would differ.
  const pollAnswers = new WeakMap<RenderSummary, { json: string; validUntilMs: number; publicUrl: string }>();

  app.post('/v1/projects/:id/renders', {
    config: { auth: 'renders:write' },
    schema: {
      tags: ['renders'], operationId: 'createProjectRender', summary: "Queue a render of the project's active composition (priced: holds the quote, 402 when the wallet cannot cover it)",
      params: IdParams,
      headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }),
      response: { 202: Type.Object({ ...RenderView.properties, ...ContractFields }), 402: ErrorEnvelope, 404: ErrorEnvelope, ...authErrors },
    },
  }, (request, reply) => inSpan('render.queue', { 'framefleet.project_id': request.params.id }, async (span) => {
    const { orgId } = principalOf(request);
    span.setAttribute('framefleet.org_id', orgId);
    const composition = await projects.activeComposition(orgId, request.params.id);
    const render = await submissions.submit(orgId, composition, { idempotencyKey: request.headers['idempotency-key'], traceContext: injectTraceContext() });
    span.setAttribute('framefleet.render_id', render.id);
    return reply.status(202).send(await body(render));
  }));

  app.post('/v1/renders', {
    config: { auth: 'renders:write', price: (request) => submissions.quote((request.body as { composition: unknown }).composition) },
    schema: {
      tags: ['renders'], operationId: 'createRender', summary: 'Render a composition sent with the request, without a project (priced as a render; pay-per-call without a key)',
      description: 'The composition is checked as a saved one is (422 composition_invalid naming every bad field) and may name only the caller\'s own media. '
        + 'With a key, the quote is held from the wallet (402 billing_required when it cannot cover it) and charged on delivery. '
        + 'Without a key, the call is paid per call (x402 v2): it answers 402 with the payment envelope (accepts: scheme exact, the network\'s USDC, the quote as amount) '
        + 'until it carries a PAYMENT-SIGNATURE; the payment is verified now and settled only when the MP4 is delivered, never when the render fails. '
        + 'Answers with the render; poll its public shareUrl (302 to the MP4 once complete), or GET /v1/renders/{id} with a key or, as its payer, a SIGN-IN-WITH-X proof of the paying wallet. Idempotency-Key: the same key returns the same render.',
      headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }),
      body: Type.Object({ composition: Type.Object({}, { additionalProperties: true, description: 'a composition document, as a project holds' }) }, { additionalProperties: false }),
      response: { 202: Type.Object({ ...RenderView.properties, ...ContractFields }), 400: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, (request, reply) => inSpan('render.inline', {}, async (span) => {
    const { orgId } = principalOf(request);
    span.setAttribute('framefleet.org_id', orgId);
    const render = await submissions.submitInline(orgId, request.body.composition, { idempotencyKey: request.headers['idempotency-key'], traceContext: injectTraceContext(), ...paymentOf(request) });
    span.setAttribute('framefleet.render_id', render.id);
    return reply.status(202).send(await body(render));
  }));

  app.post('/v1/projects/:id/previews', {
    config: { auth: 'renders:write' },
    schema: {
      tags: ['renders'],
      operationId: 'createPreview',
      summary: 'Render [fromSec, toSec) of the active composition (or a compose session\'s scratch) as a capped-resolution MP4 (a scoped preview: priced as one capture, never exports credit)',
      description: 'Answers like a render (poll GET /v1/renders/{id}, wait on GET /v1/jobs/{id}?wait=SECONDS, or the render.completed webhook). At most 60 s; maxHeight 144 to 720 (default 360). With sessionId it renders that session\'s scratch composition (needs sessions:read too); the render\'s compositionId is then the session id.',
      params: IdParams,
      body: Type.Object({
        fromSec: Type.Number({ minimum: 0 }),
        toSec: Type.Number({ exclusiveMinimum: 0 }),
        maxHeight: Type.Optional(Type.Integer({ minimum: previewLimits.minHeight, maximum: previewLimits.maxHeight })),
        sessionId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: "render this compose session's scratch composition instead of the active one" })),
      }, { additionalProperties: false }),
      headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }),
      response: { 202: Type.Object({ ...RenderView.properties, ...ContractFields }), 400: ErrorEnvelope, 402: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, (request, reply) => inSpan('render.preview', { 'framefleet.project_id': request.params.id }, async (span) => {
    const principal = principalOf(request);
    const { orgId } = principal;
    const { sessionId, ...preview } = request.body;
    if (sessionId !== undefined) requirePermission(principal, 'sessions:read');
    const composition = sessionId === undefined ? await projects.activeComposition(orgId, request.params.id) : await sessions.scratchForRender(orgId, request.params.id, sessionId);
    // The same key for another session's scratch is another request, so another preview.
    const idempotencyKey = request.headers['idempotency-key'] && sessionId !== undefined ? `${request.headers['idempotency-key']}#session:${sessionId}` : request.headers['idempotency-key'];
    const render = await submissions.submit(orgId, composition, { idempotencyKey, traceContext: injectTraceContext(), preview });
    span.setAttribute('framefleet.render_id', render.id);
    return reply.status(202).send(await body(render));
  }));

  app.get('/v1/renders/:id', {
    config: { auth: 'renders:read', readableByPayer: true },
    schema: { tags: ['renders'], operationId: 'getRender', summary: 'Read a render', params: IdParams, response: { 200: Type.Object({ ...RenderView.properties, ...ContractFields }), 404: ErrorEnvelope, ...authErrors } },
  }, async (request, reply) => {
    const render = await renders.summary(principalOf(request).orgId, request.params.id);
    let answer = pollAnswers.get(render);
    if (!answer || Date.now() >= answer.validUntilMs || answer.publicUrl !== options.publicUrl()) {
      answer = { json: reply.serialize(await body(render)) as string, validUntilMs: renderViewValidUntilMs(render), publicUrl: options.publicUrl() };
      if (Object.isFrozen(render)) pollAnswers.set(render, answer);
    }
    return reply.type('application/json; charset=utf-8').send(answer.json);
  });

  const Timeline = Type.Object({
    renderId: Type.String(), status: Type.String(), wallSeconds: Type.Number(), scenesTotal: Type.Integer(),
    scenes: Type.Array(Type.Object({ sceneIndex: Type.Integer(), nodeId: Type.String(), encoder: Nullable(Type.String()), frames: Type.Integer(), startSec: Type.Number(), endSec: Type.Number() })),
  });

  app.get('/v1/renders/:id/timeline', {
    config: { auth: 'renders:read' },
    schema: { tags: ['renders'], operationId: 'getRenderTimeline', summary: "A render's timeline: which node drew each scene, and when (seconds from queueing)", params: IdParams, response: { 200: Type.Object({ ...Timeline.properties, ...ContractFields }), 404: ErrorEnvelope, ...authErrors } },
  }, async (request) => withContract(renderTimeline(await renders.get(principalOf(request).orgId, request.params.id))));

  app.get('/v1/renders/:id/timeline.svg', {
    config: { auth: 'renders:read' },
    schema: { tags: ['renders'], operationId: 'getRenderTimelineSvg', summary: "The render's timeline as an SVG chart: a lane per node, a bar per scene", params: IdParams, response: { 200: nonJsonResponse('image/svg+xml', 'The timeline chart'), 404: ErrorEnvelope, ...authErrors } },
  }, async (request, reply) => {
    const timeline = renderTimeline(await renders.get(principalOf(request).orgId, request.params.id));
    return reply.type('image/svg+xml').send(renderTimelineSvg(timeline));
  });

  const OtlpSpan = Type.Object({
    traceId: Type.String(), spanId: Type.String(), parentSpanId: Type.Optional(Type.String()), name: Type.String(), kind: Type.Integer(),
    startTimeUnixNano: Type.String(), endTimeUnixNano: Type.String(),
    attributes: Type.Array(Type.Object({ key: Type.String(), value: Type.Object({}, { additionalProperties: true }) })),
    status: Type.Object({ code: Type.Integer(), message: Type.Optional(Type.String()) }),
  });
  const OtlpAttributes = Type.Array(Type.Object({ key: Type.String(), value: Type.Object({}, { additionalProperties: true }) }));
  const RenderTraceBody = Type.Object({
    resourceSpans: Type.Array(Type.Object({
      resource: Type.Object({ attributes: OtlpAttributes }),
      scopeSpans: Type.Array(Type.Object({ scope: Type.Object({ name: Type.String(), version: Type.Optional(Type.String()) }), spans: Type.Array(OtlpSpan) })),
    })),
  }, { title: 'RenderTrace', description: 'OTLP JSON (an ExportTraceServiceRequest): the render, each job\'s queue wait, each attempt on its node and slot (lost, failed and duplicate ones too) and its stages, with CPU-seconds, bytes and cache use as attributes' });

  app.get('/v1/renders/:id/trace', {
    config: { auth: 'renders:read' },
    schema: {
      tags: ['traces', 'renders'], operationId: 'getRenderTrace',
      summary: "A render's trace: its spans as OTLP JSON, or with format=svg a timeline picture with one row per node slot",
      description: 'Built from what the render nodes reported of each attempt of the render\'s jobs: the wait on the queue, fetching inputs, drawing and encoding, '
        + 'uploading, the sound mix and the join, and the attempts that did not count (a node lost mid-scene, a failure retried, a copy finished second). '
        + 'Span ids are stable; the trace id is the one of the request that queued the render. Where an OpenTelemetry collector is configured '
        + '(OTEL_EXPORTER_OTLP_ENDPOINT), each delivered render\'s trace is also sent to it.',
      params: IdParams,
      querystring: Type.Object({ format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('svg')], { description: 'json (default): OTLP JSON; svg: the timeline picture' })) }),
      response: {
        200: { description: 'The trace', content: { 'application/json': { schema: RenderTraceBody }, 'image/svg+xml': { schema: { type: 'string' } } } },
        404: ErrorEnvelope, ...authErrors,
      },
    },
  }, async (request, reply) => {
    const { render, attempts } = await renders.trace(principalOf(request).orgId, request.params.id);
    if (request.query.format === 'svg') return reply.type('image/svg+xml').send(renderTraceSvg(render, attempts));
    return reply.type('application/json').send(renderTrace(render, attempts));
  });

  const usd = (description: string) => Type.Optional(Type.String({ pattern: '^[0-9]{1,9}(\\.[0-9]{1,9})?$', description }));
  const RenderListQuery = Type.Object({
    ...PageQuery,
    status: Type.Optional(Type.String({ maxLength: 200, description: `comma-separated statuses (${renderStatuses.join(', ')}); omit for all` })),
    minCostUsd: usd("only delivered renders whose cost report's estimated infrastructure cost is at least this many US dollars"),
    maxCostUsd: usd('only delivered renders whose estimated infrastructure cost is at most this many US dollars'),
    sort: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('cost_desc'), Type.Literal('cost_asc')], {
      description: 'newest (default) first, or by estimated infrastructure cost (its cost report\'s `estimatedUsd.total`), dearest or cheapest first: a cost order lists delivered renders only, ties newest first',
    })),
  });

  /** The order a list's query names: by cost, or newest first (null). */
  const costOrder = (sort: string | undefined) => (sort === 'cost_desc' ? 'desc' as const : sort === 'cost_asc' ? 'asc' as const : null);

  /** The cost range a list's query names (null bounds: none). */
  const costFilter = (q: { minCostUsd?: string; maxCostUsd?: string }) => ({
    minCostUsd: q.minCostUsd === undefined ? null : Number(q.minCostUsd), maxCostUsd: q.maxCostUsd === undefined ? null : Number(q.maxCostUsd),
  });

  /** The statuses a `status` query names, or null for all; an unknown one is a 400 naming the field. */
  function statusFilter(raw: string | undefined): RenderStatus[] | null {
    if (raw === undefined) return null;
    const wanted = raw.split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = wanted.filter((s) => !(renderStatuses as readonly string[]).includes(s));
    if (unknown.length) throw new AppError(400, 'validation_failed', `unknown status ${unknown.join(', ')}`, { fields: [{ path: 'querystring.status', problem: `must be among ${renderStatuses.join(', ')}` }] });
    return wanted as RenderStatus[];
  }

  app.get('/v1/projects/:id/renders', {
    config: { auth: 'renders:read' },
    schema: {
      tags: ['renders'], operationId: 'listProjectRenders', summary: "List a project's renders, newest first or by cost",
      description: 'Filter by status and by estimated cost (minCostUsd, maxCostUsd), and order by cost (sort=cost_desc or cost_asc): the cost of a delivered render is its cost report\'s estimated infrastructure cost. A cursor belongs to the order it was made for; another order refuses it (400).',
      params: IdParams,
      querystring: RenderListQuery,
      response: { 200: Page(RenderView), 400: ErrorEnvelope, 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const { orgId } = principalOf(request);
    await projects.get(orgId, request.params.id);
    const page = await renders.list(orgId, { projectId: request.params.id, statuses: statusFilter(request.query.status), ...costFilter(request.query) }, clampPageSize(request.query.limit), request.query.cursor, costOrder(request.query.sort));
    return pageBody({ ...page, items: await Promise.all(page.items.map(view)) });
  });

  app.get('/v1/renders', {
    config: { auth: 'renders:read' },
    schema: {
      tags: ['renders'], operationId: 'listRenders', summary: "List the org's renders across every project (and those made without one), newest first or by cost",
      querystring: Type.Object({ ...RenderListQuery.properties, templateId: Type.Optional(Type.String({ maxLength: 128, description: "only renders of this template (its id, any version)" })) }),
      response: { 200: Page(RenderView), 400: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const filter = { statuses: statusFilter(request.query.status), ...costFilter(request.query), ...(request.query.templateId ? { templateId: request.query.templateId } : {}) };
    const page = await renders.list(principalOf(request).orgId, filter, clampPageSize(request.query.limit), request.query.cursor, costOrder(request.query.sort));
    return pageBody({ ...page, items: await Promise.all(page.items.map(view)) });
  });

  app.post('/v1/renders/:id/cancel', {
    config: { auth: 'renders:write' },
    schema: { tags: ['renders'], operationId: 'cancelRender', summary: 'Cancel a render: its queued scenes are dropped and its share link closes', params: IdParams, response: { 200: Type.Object({ ...RenderView.properties, ...ContractFields }), 404: ErrorEnvelope, 409: ErrorEnvelope, ...authErrors } },
  }, async (request) => body(await renders.cancel(principalOf(request).orgId, request.params.id)));

  app.get('/share/:token', {
    schema: {
      tags: ['renders'], operationId: 'openShareLink', summary: 'Public share link: redirects to the MP4 once the render is complete',
      params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 64 }) }),
      response: { 302: Type.Null(), 404: ErrorEnvelope, 409: ErrorEnvelope, 410: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const render = await renders.byShareToken(request.params.token);
    if (!render) return sendError(reply, 404, 'not_found', 'no such share link');
    if (render.status === 'cancelled' || render.status === 'error') return sendError(reply, 410, 'share_closed', `the render was ${render.status === 'error' ? 'not delivered' : 'cancelled'}`);
    const v = await view(render);
    if (render.status !== 'complete' || !v.outputUrl) return sendError(reply, 409, 'render_not_ready', 'the render is not complete yet', { status: render.status, progress: render.progress });
    return reply.header('cache-control', 'no-store').redirect(v.outputUrl, 302);
  });
};

