/**
 * The control plane's HTTP application. Each tag group is a Fastify plugin registered here with
 * the dependencies it needs; nothing reaches for globals, so tests build the same app over a
 * temporary store and queue.
 */
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { AppError } from '../shared/errors.ts';
import type { Registry } from 'prom-client';
import type { Config } from '../shared/config/index.ts';
import { productVersion } from '../shared/version.ts';
import { createLogger, type Logger } from '../shared/telemetry/log.ts';
import { authPlugin } from './http/auth.ts';
import { payPerCallPlugin } from './features/pay-per-call/x402-http.ts';
import { registerErrorHandling, sendError } from './http/errors.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { apiKeyRoutes } from './features/api-keys/routes.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { brandKitRoutes } from './features/brand/routes.ts';
import { catalogRoutes } from './features/org-components/catalog-routes.ts';
import { componentRoutes } from './features/org-components/routes.ts';
import { LocalBlobStore } from './blobs/index.ts';
import { fileRoutes } from './features/media/file-routes.ts';
import { composeSessionRoutes } from './features/compose-sessions/routes.ts';
import { exportRoutes } from './features/renders/export-routes.ts';
import { jobRoutes } from './features/jobs/routes.ts';
import { mcpRoutes } from './features/mcp/routes.ts';
import { mcpTools } from './features/mcp/tools.ts';
import { oauthRoutes } from './features/oauth/routes.ts';
import { projectRoutes } from './features/projects/routes.ts';
import { briefRoutes } from './features/briefs/routes.ts';
import { criticRoutes } from './features/critics/routes.ts';
import { consultRoutes } from './features/consult/routes.ts';
import { checkpointRoutes } from './features/checkpoints/routes.ts';
import { renderRoutes } from './features/renders/routes.ts';
import { healthRoutes, type ReadinessCheck } from './http/health-routes.ts';
import { footageSearchRoutes } from './features/footage-search/routes.ts';
import { mediaRoutes } from './features/media/routes.ts';
import { generationRoutes } from './features/ai-media/routes.ts';
import { metricsRoutes } from './http/metrics-routes.ts';
import { registerOpenApi } from './features/api-docs/routes.ts';
import { referenceRoutes } from './features/api-docs/reference-page.ts';
import { consoleRoutes } from './features/console/routes.ts';
import { consoleSurfaces, sessionCookieName } from './features/console/pages.ts';
import { skillRoutes } from './features/mcp/skills.ts';
import { stillRoutes } from './features/stills/routes.ts';
import { presentStillResult } from './features/stills/views.ts';
import { verifyRoutes } from './features/verify/routes.ts';
import { selectorRoutes } from './features/selector/routes.ts';
import { presentVerifyResult } from './features/verify/views.ts';
import { verifyJobKind, verifyJobKindDoc } from './features/verify/verify.ts';
import { componentPreviewRoutes, componentPreviewTool } from './features/component-previews/routes.ts';
import { componentPreviewJobKind, componentPreviewJobKindDoc, presentComponentPreviewResult } from './features/component-previews/component-previews.ts';
import { factRoutes } from './features/facts/routes.ts';
import { transcriptAnalysisRoutes } from './features/transcripts/analysis-routes.ts';
import { clipRoutes } from './features/transcripts/clip-routes.ts';
import { presentFactResult } from './features/facts/views.ts';
import { factJobKind, factJobKindDoc } from './features/facts/facts.ts';
import { stillJobKind, stillJobKindDoc } from './features/stills/stills.ts';
import { transcribeJobKindDoc } from './features/transcripts/transcriptions.ts';
import { brandExtractJobKindDoc } from './features/brand/extractions.ts';
import { templateRoutes } from './features/templates/routes.ts';
import { resourceRoutes } from './features/stock-media/routes.ts';
import { brandExtractionRoutes } from './features/brand/extraction-routes.ts';
import { fontSearchRoutes } from './features/fonts/routes.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { operatorRoutes } from './features/operator/routes.ts';
import type { Services } from './services.ts';
import { lazySchemaCompilers } from './http/lazy-schemas.ts';
import { documentInheritedResponses, routerMaxParamLength } from './http/documented-responses.ts';

export interface ControlPlaneDeps {
  config: Pick<Config, 'FRAMEFLEET_LOG_LEVEL'> & Partial<Pick<Config, 'FRAMEFLEET_RATE_LIMIT_PER_MINUTE' | 'FRAMEFLEET_OPERATOR_TOKEN_SHA256'>>;
  /** The process's logger (shared/telemetry/log.ts); one at FRAMEFLEET_LOG_LEVEL when not given. */
  logger?: Logger;
  metrics: Registry;
  readiness: Record<string, ReadinessCheck>;
  services: Services;
  /** Base URL clients reach this deployment at (for links the API returns); known once listening. */
  publicUrl: () => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `documented`: false for a route the public OpenAPI document leaves out (`schema.hide`: the operator API). */
    routeTable: { method: string; url: string; documented: boolean }[];
  }
}


/** Largest JSON body accepted (compositions are the largest bodies). */
export const bodyLimitBytes = 2 * 1024 * 1024;

/** A body of nothing but JSON whitespace is no body. */
const jsonWhitespaceOnly = /^[ \t\r\n]*$/;

export async function buildControlPlaneApp(deps: ControlPlaneDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Typed as Fastify's base logger so the app keeps the FastifyInstance type every plugin takes.
    loggerInstance: (deps.logger ?? createLogger('control-plane', deps.config.FRAMEFLEET_LOG_LEVEL)) as FastifyBaseLogger,
    bodyLimit: bodyLimitBytes,
    // Request ids let a client quote one in a support request; they also tag log lines.
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: false } },
    schemaController: { compilersFactory: lazySchemaCompilers() },
    // Raw (percent-encoded) characters; each route's schema bounds its decoded parameters below this.
    routerOptions: { maxParamLength: routerMaxParamLength },
    // Errors the router raises before any route runs (bad URL encoding, over-long parameters).
    frameworkErrors: (err, _request, reply) => {
      void sendError(reply, 400, 'invalid_request', err.message.replace(/'[^']{60,}'/g, 'the path'));
    },
  });
  registerErrorHandling(app);
  // An empty body with a JSON content type means "no body" (common with curl and HTTP libraries);
  // anything else goes through Fastify's parser, which drops `__proto__` keys and
  // `constructor.prototype` (no pollution): they are valid JSON, and open objects (component
  // params, template values) may carry any key, so refusing them would refuse valid requests.
  const parseJson = app.getDefaultJsonParser('remove', 'remove');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    // JSON's own whitespace only (RFC 8259): a form feed or a no-break space is not "no body" but bad JSON.
    if (jsonWhitespaceOnly.test(text)) return done(null, undefined);
    parseJson(request, text, done);
  });
  // Every route the server registers, for the OpenAPI completeness check and request fuzzing.
  const routeTable: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const documented = !(route.schema as { hide?: boolean } | undefined)?.hide;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url, documented });
  });
  const perMinute = deps.config.FRAMEFLEET_RATE_LIMIT_PER_MINUTE ?? 0;
  documentInheritedResponses(app, { rateLimited: perMinute > 0 });
  await registerOpenApi(app, productVersion);
  // Before auth: on a priced route a caller without a key may pay per call, and this hook says so first.
  await app.register(payPerCallPlugin, { payPerCall: deps.services.payPerCall, publicUrl: deps.publicUrl });
  await app.register(authPlugin, {
    apiKeys: deps.services.apiKeys, accessTokens: deps.services.oauth,
    sessions: { cookieName: sessionCookieName, authenticate: (token) => deps.services.consoleSessions.authenticate(token) },
    orgs: deps.services.accounts,
  });
  if (perMinute > 0) {
    // Per org (the key's, once authenticated), on /v1 only; the answer is the spec's envelope with Retry-After.
    await app.register(rateLimit, {
      hook: 'preHandler',
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => request.principal?.orgId ?? request.ip,
      allowList: (request) => !request.routeOptions.url?.startsWith('/v1'),
      errorResponseBuilder: (_request, context) => new AppError(429, 'rate_limited', `more than ${context.max} requests a minute; retry in ${Math.ceil(context.ttl / 1000)} s`, { limitPerMinute: context.max, retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
    });
  }
  await app.register(healthRoutes, { checks: deps.readiness });
  await app.register(metricsRoutes, { registry: deps.metrics });
  await app.register(skillRoutes);
  await app.register(accountRoutes, { storage: deps.services.storage, accounts: deps.services.accounts, billingConfigured: deps.services.checkouts.configured, publicUrl: deps.publicUrl, surfaces: consoleSurfaces });
  await app.register(billingRoutes, { checkouts: deps.services.checkouts, publicUrl: deps.publicUrl });
  await app.register(apiKeyRoutes, { apiKeys: deps.services.apiKeys, accounts: deps.services.accounts });
  const { renders, projects, submissions, blobs, composeSessions } = deps.services;
  await app.register(jobRoutes, {
    jobs: deps.services.jobs, renders, blobs, waits: deps.services.jobWaits, publicUrl: deps.publicUrl,
    kinds: [transcribeJobKindDoc, stillJobKindDoc, verifyJobKindDoc, componentPreviewJobKindDoc, factJobKindDoc, brandExtractJobKindDoc],
    resultViews: {
      [stillJobKind]: (_orgId, result) => presentStillResult(result, blobs), [verifyJobKind]: (_orgId, result) => presentVerifyResult(result, blobs), [factJobKind]: (_orgId, result) => presentFactResult(result, blobs),
      [componentPreviewJobKind]: (_orgId, result) => presentComponentPreviewResult(result, blobs),
    },
  });
  await app.register(projectRoutes, { projects: deps.services.projects, media: deps.services.media });
  await app.register(briefRoutes, { briefs: deps.services.briefs });
  await app.register(criticRoutes, { critics: deps.services.critics });
  await app.register(consultRoutes, { consult: deps.services.consult });
  await app.register(checkpointRoutes, { checkpoints: deps.services.checkpoints });
  await app.register(composeSessionRoutes, { sessions: composeSessions });
  await app.register(renderRoutes, { renders, projects, sessions: composeSessions, submissions, blobs, publicUrl: deps.publicUrl });
  await app.register(exportRoutes, { renders, blobs, publicUrl: deps.publicUrl });
  await app.register(stillRoutes, { stills: deps.services.stills });
  await app.register(verifyRoutes, { verifications: deps.services.verifications });
  await app.register(selectorRoutes, { groups: deps.services.multicamGroups, selector: deps.services.selector });
  await app.register(componentPreviewRoutes, { previews: deps.services.componentPreviews });
  // Before the media routes' `/v1/media/:id`, though the static path wins either way.
  await app.register(footageSearchRoutes, { footage: deps.services.footage });
  await app.register(mediaRoutes, { media: deps.services.media, transcriptions: deps.services.transcriptions, blobs });
  await app.register(resourceRoutes, { stock: deps.services.stock, blobs });
  await app.register(generationRoutes, { generations: deps.services.generations });
  await app.register(factRoutes, { facts: deps.services.facts, blobs });
  await app.register(transcriptAnalysisRoutes, { analysis: deps.services.transcriptAnalysis });
  await app.register(clipRoutes, { clips: deps.services.clips });
  await app.register(brandKitRoutes, { brandKits: deps.services.brandKits, exemplars: deps.services.brandExemplars });
  await app.register(brandExtractionRoutes, { extractions: deps.services.brandExtractions });
  await app.register(templateRoutes, { templates: deps.services.templates, renders, blobs, publicUrl: deps.publicUrl });
  await app.register(webhookRoutes, { webhooks: deps.services.webhooks, deliveries: deps.services.webhookDeliveries });
  // Local-disk links are served here; S3 links point at the object store itself.
  if (blobs instanceof LocalBlobStore) await app.register(fileRoutes, { blobs });
  await app.register(catalogRoutes, { sounds: deps.services.sounds, media: deps.services.media, components: deps.services.orgComponents });
  await app.register(componentRoutes, { components: deps.services.orgComponents });
  await app.register(fontSearchRoutes, { fonts: deps.services.fontSearch });
  await app.register(oauthRoutes, { server: deps.services.oauth, apiKeys: deps.services.apiKeys, accounts: deps.services.accounts });
  await app.register(referenceRoutes);
  await app.register(consoleRoutes, { sessions: deps.services.consoleSessions, renders, publicUrl: deps.publicUrl, linkOrigin: blobs.linkOrigin });
  await app.register(mcpRoutes, { publicUrl: deps.publicUrl, tools: mcpTools({ components: [componentPreviewTool] }) });
  await app.register(operatorRoutes, { operator: deps.services.operator, tokenHashes: deps.config.FRAMEFLEET_OPERATOR_TOKEN_SHA256 ?? [] });
  return app;
}
