/**
 * The MCP endpoint's tools: the API's main operations, each with a JSON-schema input, each made
 * of `/v1` calls. A tool builds the calls; the endpoint runs them as the caller (see routes/mcp.ts),
 * so permissions, validation, the org's 404s, prices and views are the routes' own.
 */
import { type Static, type TObject, type TSchema, Type } from '@sinclair/typebox';
import { maxWaitSeconds } from '../../job-records/job-waits.ts';
import { previewLimits } from '../renders/render-plan.ts';
import { stillLimits } from '../stills/stills.ts';
import { DurationBounds } from '../stock-media/schemas.ts';
import { footageSearchLimits } from '../footage-search/footage-index.ts';
import { aspectRatios, generatorKinds } from '../media/generation-state.ts';
import { ComponentId, ComponentUpdateBody } from '../org-components/org-components.ts';
import { fontCategories } from '../fonts/font-search.ts';
import { BriefBody } from '../briefs/views.ts';
import { CreateCriticBody } from '../critics/views.ts';

/** One `/v1` call of a tool. */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** Path and query under the API, e.g. `/v1/projects`. */
  url: string;
  body?: unknown;
  /** Request headers; one left undefined is not sent. */
  headers?: Record<string, string | undefined>;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export type CallApi = (call: ApiCall) => Promise<ApiAnswer>;

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  input: TObject;
  /** Reads only (MCP's readOnlyHint); otherwise it changes or spends something. */
  readOnly: boolean;
  /** Overwrites what was there (MCP's destructiveHint): a composition replaced. */
  replaces: boolean;
  /** Answers at once with the id of the work it started, for wait_job (the server's instructions list these tools). */
  startsJob: boolean;
  /** Makes the tool's calls and gives its answer (arguments already checked against `input`). */
  run(args: unknown, api: CallApi): Promise<ApiAnswer>;
}

export interface ToolSpec<S extends TObject> extends Omit<ToolDefinition, 'input' | 'run' | 'replaces' | 'startsJob'> {
  input: S;
  replaces?: boolean;
  startsJob?: boolean;
  /** A tool of one call: that call; its answer is the tool's. */
  call?: (args: Static<S>) => ApiCall;
  /** A tool of several calls. */
  run?: (args: Static<S>, api: CallApi) => Promise<ApiAnswer>;
}

/** A path segment of an id. */
export const segment = (id: string) => encodeURIComponent(id);
/** An id argument. */
export const Id = (description: string) => Type.String({ minLength: 1, maxLength: 128, description });
const CompositionDocument = Type.Object({}, {
  additionalProperties: true,
  description: 'a composition document (output format, tracks of clips, brand kit); read the resource of the skill render-a-composition for its shape. Every bad field comes back in one 422 composition_invalid.',
});
const IdempotencyKey = Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'the same key and request again return the same render instead of a second one' }));

/** A tool from its spec: one call (`call`) or several (`run`). */
export function tool<S extends TObject>({ call, run, replaces = false, startsJob = false, ...spec }: ToolSpec<S>): ToolDefinition {
  const runs = run ?? ((args: Static<S>, api: CallApi) => api(call!(args)));
  return { ...spec, replaces, startsJob, run: (args, api) => runs(args as Static<S>, api) };
}

function query(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';
}

const compositionTools: ToolDefinition[] = [
  tool({
    name: 'get_account',
    title: 'Read the account',
    description: 'The org, its plan, the wallet and the price of each feature. Read it before spending: priced calls answer 402 when the wallet cannot cover them.',
    input: Type.Object({}, { additionalProperties: false }),
    readOnly: true,
    call: () => ({ method: 'GET', url: '/v1/me' }),
  }),
  tool({
    name: 'create_composition',
    title: 'Create a composition',
    description: 'Creates a project holding a composition (an empty one unless given). Answers the project with its composition, whose etag update_composition needs.',
    input: Type.Object({
      name: Type.String({ minLength: 1, maxLength: 200, description: 'project name' }),
      description: Type.Optional(Type.String({ maxLength: 2000 })),
      composition: Type.Optional(CompositionDocument),
    }, { additionalProperties: false }),
    readOnly: false,
    call: (args) => ({ method: 'POST', url: '/v1/projects', body: args }),
  }),
  tool({
    name: 'get_composition',
    title: 'Read a composition',
    description: "Reads a project's active composition (by projectId) or any composition (by compositionId), with its etag.",
    input: Type.Object({
      projectId: Type.Optional(Id('the project whose active composition to read')),
      compositionId: Type.Optional(Id('a composition id (cmp_...)')),
    }, { additionalProperties: false, minProperties: 1, maxProperties: 1 }),
    readOnly: true,
    call: (args) => ({ method: 'GET', url: args.projectId !== undefined ? `/v1/projects/${segment(args.projectId)}/composition` : `/v1/compositions/${segment(args.compositionId!)}` }),
  }),
  tool({
    name: 'update_composition',
    title: 'Replace a composition',
    description: "Replaces a project's active composition. etag is the one last read: a stale etag answers 412 (read it again, then retry).",
    input: Type.Object({
      projectId: Id('the project'),
      etag: Type.String({ minLength: 1, maxLength: 300, description: 'the etag of the composition as last read' }),
      composition: CompositionDocument,
    }, { additionalProperties: false }),
    readOnly: false,
    replaces: true,
    call: (args) => ({ method: 'PUT', url: `/v1/projects/${segment(args.projectId)}/composition`, headers: { 'if-match': args.etag }, body: { composition: args.composition } }),
  }),
  tool({
    name: 'list_checkpoints',
    title: "List a project's checkpoints",
    description: "The project's composition history, newest first, a page at a time: one checkpoint per save, with its etag, source (create, api, session_commit, template_apply, component_repin, restore), savedBy and label.",
    input: Type.Object({
      projectId: Id('the project'),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      cursor: Type.Optional(Type.String({ maxLength: 512, description: 'pagination.nextCursor of the previous page' })),
    }, { additionalProperties: false }),
    readOnly: true,
    call: (args) => ({ method: 'GET', url: `/v1/projects/${segment(args.projectId)}/checkpoints${query({ limit: args.limit, cursor: args.cursor })}` }),
  }),
  tool({
    name: 'restore_checkpoint',
    title: 'Restore a checkpoint',
    description: "Makes a checkpoint's composition the project's active one again (a new checkpoint, source restore; the one it replaces is kept). etag is the active composition's as last read: a stale etag answers 412 (read it again, then retry).",
    input: Type.Object({
      projectId: Id('the project'),
      checkpointId: Id('the checkpoint to restore (ckp_...)'),
      etag: Type.String({ minLength: 1, maxLength: 300, description: "the etag of the project's active composition as last read" }),
    }, { additionalProperties: false }),
    readOnly: false,
    replaces: true,
    call: (args) => ({ method: 'POST', url: `/v1/projects/${segment(args.projectId)}/checkpoints/${segment(args.checkpointId)}/restore`, headers: { 'if-match': args.etag } }),
  }),
  tool({
    name: 'render',
    title: 'Render to MP4',
    description: "Queues a render of the project's active composition (priced: holds the quote). Answers at once with the render (status queued); call wait_job with its id until it succeeds, then download result.outputUrl.",
    input: Type.Object({ projectId: Id('the project to render'), idempotencyKey: IdempotencyKey }, { additionalProperties: false }),
    startsJob: true,
    readOnly: false,
    call: (args) => ({
      method: 'POST', url: `/v1/projects/${segment(args.projectId)}/renders`,
      headers: { 'idempotency-key': args.idempotencyKey },
    }),
  }),
  tool({
    name: 'preview',
    title: 'Render a scoped preview',
    description: `Renders [fromSec, toSec) of the composition (at most ${previewLimits.maxSeconds} s) as a small MP4, priced as one capture. Answers with a render; wait on it with wait_job.`,
    input: Type.Object({
      projectId: Id('the project'),
      fromSec: Type.Number({ minimum: 0 }),
      toSec: Type.Number({ exclusiveMinimum: 0 }),
      maxHeight: Type.Optional(Type.Integer({ minimum: previewLimits.minHeight, maximum: previewLimits.maxHeight, description: `default ${previewLimits.defaultHeight}` })),
      sessionId: Type.Optional(Id("render this compose session's scratch composition instead")),
      idempotencyKey: IdempotencyKey,
    }, { additionalProperties: false }),
    startsJob: true,
    readOnly: false,
    call: ({ projectId, idempotencyKey, ...body }) => ({
      method: 'POST', url: `/v1/projects/${segment(projectId)}/previews`, body,
      headers: { 'idempotency-key': idempotencyKey },
    }),
  }),
  tool({
    name: 'still',
    title: 'Capture stills',
    description: 'Queues PNG stills of the composition at the given timestamps (one priced capture). Answers with a job receipt (kind preview_frame); wait_job gives one signed PNG link per timestamp.',
    input: Type.Object({
      projectId: Id('the project'),
      timestamps: Type.Array(Type.Number({ minimum: 0 }), { minItems: 1, maxItems: stillLimits.maxTimestamps, description: 'seconds on the timeline, each before its end' }),
      maxHeight: Type.Optional(Type.Integer({ minimum: stillLimits.minHeight, maximum: stillLimits.maxHeight, description: "largest image height (default: the composition's)" })),
      sessionId: Type.Optional(Id("capture this compose session's scratch composition instead")),
    }, { additionalProperties: false }),
    startsJob: true,
    readOnly: false,
    call: ({ projectId, ...body }) => ({ method: 'POST', url: `/v1/projects/${segment(projectId)}/stills`, body }),
  }),
  tool({
    name: 'verify',
    title: 'Verify a composition',
    description: 'Scores the composition with every critic (or those named): text contrast, title-safe, text size, caption speed, loudness, black or frozen stretches, pacing, brand colours, fonts, and, with a brief, its duration and aspect, must-include texts (OCR) and logo; plus the org\'s own critics. '
      + 'Answers a job receipt (kind verify); wait_job gives each critic\'s score, floor, pass and findings, each with the second and a signed still that shows it, and a verdict. Priced as one still capture, plus org evaluators at their declared cents.',
    input: Type.Object({
      projectId: Id('the project'),
      sessionId: Type.Optional(Id("verify this compose session's scratch instead of the active composition")),
      critics: Type.Optional(Type.Array(Id('a critic id (list_critics)'), { minItems: 1, maxItems: 50, uniqueItems: true, description: 'default: every critic' })),
      timestamps: Type.Optional(Type.Array(Type.Number({ minimum: 0 }), { minItems: 1, maxItems: 20, description: 'evidence seconds (default: shot midpoints, text onsets, caption changes)' })),
    }, { additionalProperties: false }),
    readOnly: false,
    startsJob: true,
    call: ({ projectId, ...body }) => ({ method: 'POST', url: `/v1/projects/${segment(projectId)}/verify`, body }),
  }),
];

const componentTools: ToolDefinition[] = [
  tool({
    name: 'component_source',
    title: "Read a component's source",
    description: "A component's TSX source with its prop schema, tokens and examples: a built-in's, or a version of one of the org's own (default the current one). "
      + 'To change a built-in, eject_component it first, then update_component the copy.',
    input: Type.Object({
      componentId: Type.String({ minLength: 1, maxLength: 200, description: 'a catalog component id (search finds them)' }),
      version: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'default: the current version' })),
    }, { additionalProperties: false }),
    readOnly: true,
    call: (args) => ({ method: 'GET', url: `/v1/components/${segment(args.componentId)}/source${query({ version: args.version })}` }),
  }),
  tool({
    name: 'eject_component',
    title: 'Eject a built-in component',
    description: 'Copies a built-in component into an org-owned one (version 1, ejectedFrom naming the built-in and its version) that update_component can change. '
      + 'Its id defaults to <built-in>-custom (numbered when taken). Answers the new catalog entry; 409 when a given id is taken.',
    input: Type.Object({
      componentId: Type.String({ minLength: 1, maxLength: 200, description: 'the built-in to copy' }),
      id: Type.Optional(ComponentId),
    }, { additionalProperties: false }),
    readOnly: false,
    call: ({ componentId, ...body }) => ({ method: 'POST', url: `/v1/components/${segment(componentId)}/eject`, body }),
  }),
  tool({
    name: 'update_component',
    title: "Update an org component",
    description: "Makes the next immutable version of one of the org's own components from a merge patch of its document: a new tsxSource (compiled in the sandbox; problems come back in one "
      + '422 component_source_invalid with their line and column) and catalog fields (null puts back the source\'s value). Placements keep their pinned version unless projectId '
      + "(and compositionId) name a composition whose placements move to the new version; the answer's repinned.etag is that composition's new etag. Built-ins answer 409 component_not_editable: eject them first.",
    input: Type.Object({
      componentId: Type.String({ minLength: 1, maxLength: 200, description: "one of the org's own components" }),
      ...ComponentUpdateBody.properties,
    }, { additionalProperties: false }),
    readOnly: false,
    call: ({ componentId, ...body }) => ({ method: 'PATCH', url: `/v1/components/${segment(componentId)}`, body }),
  }),
];

const otherTools: ToolDefinition[] = [
  tool({
    name: 'wait_job',
    title: 'Wait for a job',
    description: `Waits until a job ends (or waitSeconds pass), then answers the job: status running, succeeded (with result), failed (with error) or cancelled. Works for every receipt a tool answers with (a render's or a preview's id is its render id) and for imports' jobs. Call again while it is running.`,
    input: Type.Object({
      jobId: Id('the job id of a receipt, or a render id'),
      waitSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: maxWaitSeconds, description: `how long to wait at most (default 30, at most ${maxWaitSeconds})` })),
    }, { additionalProperties: false }),
    readOnly: true,
    call: (args) => ({ method: 'GET', url: `/v1/jobs/${segment(args.jobId)}${query({ wait: args.waitSeconds ?? 30 })}` }),
  }),
  tool({
    name: 'search_resources',
    title: 'Search licensed stock media',
    description: 'Searches stock video and photos (Pexels or Pixabay), CC0 sound effects (Freesound) or GIFs (GIPHY). Free, rate-limited per org. '
      + 'Give `query`, or `queries` (at most 10) for a batch answered in order, a failed query carrying its own `error`. Import a candidate with import_resource and its `candidateId` within 7 days.',
    input: Type.Object({
      query: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
      queries: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 10 })),
      kind: Type.Optional(Type.Union([Type.Literal('video'), Type.Literal('photo'), Type.Literal('sfx'), Type.Literal('gif')], { description: 'default video' })),
      provider: Type.Optional(Type.Union([Type.Literal('pexels'), Type.Literal('pixabay')], { description: 'for video and photo: the deployment default unless named' })),
      durationSec: Type.Optional(DurationBounds),
      minWidth: Type.Optional(Type.Integer({ minimum: 1, maximum: 16384, description: 'video only' })),
      minHeight: Type.Optional(Type.Integer({ minimum: 1, maximum: 16384, description: 'video only' })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, description: 'candidates per query (default 10)' })),
    }, { additionalProperties: false }),
    readOnly: true,
    call: (args) => ({ method: 'POST', url: '/v1/resources/search', body: args }),
  }),
  tool({
    name: 'import_resource',
    title: 'Import media from a stock candidate or a URL',
    description: "Imports a stock candidate (its `candidateId` from search_resources; the item keeps its licence and attribution) or a video, image or audio file from a public https URL into the org's media library. "
      + 'Give one of candidateId and url. Answers the media item (status importing); read it again, or use it in a composition once ready. The bytes count toward storage.',
    input: Type.Object({
      candidateId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'a candidate from search_resources (valid 7 days)' })),
      url: Type.Optional(Type.String({ minLength: 1, maxLength: 4096, description: 'https URL on a public address' })),
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    }, { additionalProperties: false }),
    readOnly: false,
    // With both, the candidate route refuses the url field by name.
    call: (args) => ({ method: 'POST', url: args.candidateId !== undefined ? '/v1/resources/import' : '/v1/media/imports', body: args }),
  }),
  tool({
    name: 'generate_media',
    title: 'Generate media with AI',
    description: 'Generates an image, a video clip or an animation from a prompt (or a video from a ready image) into the org\'s media library. Priced: quoted first, and refused with '
      + '402 generation_budget_exceeded or billing_required before anything is spent; the provider cost is charged when the item is ready, nothing when it fails. '
      + '`auto` picks the generator from the prompt, durationSec and imageMediaId. Answers at once with the media item id (status generating) and the estimate; the item becomes '
      + 'ready in the background, then use its id in a composition. 503 generation_unavailable names the provider setting this deployment lacks.',
    input: Type.Object({
      generator: Type.Union([...generatorKinds, 'auto' as const].map((g) => Type.Literal(g))),
      prompt: Type.String({ minLength: 1, maxLength: 4000 }),
      aspectRatio: Type.Optional(Type.Union(aspectRatios.map((a) => Type.Literal(a)), { description: 'default 16:9' })),
      durationSec: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, description: 'video generators: 5 or 10 (text-to-animation: 6)' })),
      imageMediaId: Type.Optional(Id('image-to-video: a ready image of the org to start from')),
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    }, { additionalProperties: false }),
    readOnly: false,
    call: (args) => ({ method: 'POST', url: '/v1/media/generate', body: args }),
  }),
  tool({
    name: 'search_footage',
    title: "Search the org's footage by what it shows",
    description: "Finds the moments of the org's own videos and images that look like a description, best first: mediaId, startSec, endSec and a similarity score. "
      + '`indexing` is true while some footage is not in the visual index yet (search again later for it). Free. 503 footage_search_unavailable when this deployment has no embeddings provider.',
    input: Type.Object({
      query: Type.String({ minLength: 1, maxLength: footageSearchLimits.maxQueryChars, pattern: '\\S', description: 'what the footage shows, in words' }),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: footageSearchLimits.maxLimit, description: `moments to answer (default ${footageSearchLimits.defaultLimit})` })),
    }, { additionalProperties: false }),
    readOnly: true,
    call: (args) => ({ method: 'GET', url: `/v1/media/search${query({ q: args.query, limit: args.limit })}` }),
  }),
  tool({
    name: 'extract_brand',
    title: "Extract a website's brand tokens",
    description: 'Reads a public https page and its stylesheets for brand tokens: colours ranked by use, fonts, title, description and logo candidates. Answers at once with a job '
      + 'receipt (kind brand_kit_extract); wait_job gives the tokens as its result. A page that cannot be read still succeeds, with empty arrays and `skipped` saying why. '
      + 'No brand kit is created: make one from the tokens. Free.',
    input: Type.Object({
      url: Type.String({ minLength: 1, maxLength: 2048, description: 'the website page to read (https)' }),
    }, { additionalProperties: false }),
    startsJob: true,
    readOnly: false,
    call: (args) => ({ method: 'POST', url: '/v1/brand-kits/extract', body: args }),
  }),
  tool({
    name: 'search_fonts',
    title: 'Search web fonts',
    description: 'Searches a public web-font catalog (Google Fonts) by keyword: families with their category, variants, a stylesheet URL and whether renders can draw them (renderable). '
      + 'Only renderable families can be named in a composition or brand kit. Free. 503 font_search_unavailable when this deployment has no catalog.',
    input: Type.Object({
      query: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description: 'keywords' }),
      category: Type.Optional(Type.Union(fontCategories.map((c) => Type.Literal(c)))),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'most results (default 20)' })),
    }, { additionalProperties: false }),
    readOnly: true,
    call: (args) => ({ method: 'POST', url: '/v1/fonts/search', body: args }),
  }),
  tool({
    name: 'analyze_transcript',
    title: 'Analyse a transcript',
    description: 'A summary, chapters or highlights of a transcribed media item from the language model (metered by token spend). Times are transcript line starts (about 15 s apart), '
      + 'verified against the transcript: 502 analysis_unverified when the model invents one (nothing charged; ask again); 422 transcript_too_long (narrow with window) or media_no_transcript.',
    input: Type.Object({
      mediaId: Id('a transcribed media item'),
      task: Type.Union([Type.Literal('summary'), Type.Literal('chapters'), Type.Literal('highlights')]),
      window: Type.Optional(Type.Object({ startSec: Type.Number({ minimum: 0 }), endSec: Type.Number({ exclusiveMinimum: 0 }) }, { additionalProperties: false, description: 'only the lines starting in it' })),
    }, { additionalProperties: false }),
    readOnly: false,
    call: ({ mediaId, ...body }) => ({ method: 'POST', url: `/v1/media/${segment(mediaId)}/transcript/analyze`, body }),
  }),
  tool({
    name: 'suggest_clips',
    title: 'Suggest clips',
    description: 'Publishable moments of a transcribed video, best first, each with startSec, endSec, title and score (the model\'s hook rating with the measured loudness and shot changes). '
      + 'Metered by token spend. Pass one to build_clip.',
    input: Type.Object({
      mediaId: Id('a transcribed media item'),
      count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, description: 'default 5' })),
      minSec: Type.Optional(Type.Number({ minimum: 3, maximum: 600, description: 'default 15' })),
      maxSec: Type.Optional(Type.Number({ minimum: 5, maximum: 900, description: 'default 60' })),
    }, { additionalProperties: false }),
    readOnly: false,
    call: ({ mediaId, ...body }) => ({ method: 'POST', url: `/v1/media/${segment(mediaId)}/clips/suggest`, body }),
  }),
  tool({
    name: 'build_clip',
    title: 'Build a composition from a clip suggestion',
    description: 'Creates one project per aspect ratio with a ready-to-render composition of a suggestion: the trimmed clip, captions of its words, a title. Render each with render.',
    input: Type.Object({
      mediaId: Id('the video the suggestion came from'),
      startSec: Type.Number({ minimum: 0 }),
      endSec: Type.Number({ exclusiveMinimum: 0 }),
      title: Type.String({ minLength: 1, maxLength: 200 }),
      aspectRatios: Type.Optional(Type.Array(Type.Union([Type.Literal('9:16'), Type.Literal('1:1'), Type.Literal('16:9')]), { minItems: 1, maxItems: 3, description: "default: the source's nearest" })),
      captions: Type.Optional(Type.Boolean({ description: 'default true' })),
    }, { additionalProperties: false }),
    readOnly: false,
    call: ({ mediaId, ...body }) => ({ method: 'POST', url: `/v1/media/${segment(mediaId)}/clips/compose`, body }),
  }),
  tool({
    name: 'search',
    title: 'Search components and templates',
    description: "Searches the component catalog (by id, name, description, intent, tags, mood) and the org's templates (by slug, name, description).",
    input: Type.Object({
      query: Type.String({ minLength: 1, maxLength: 200 }),
      in: Type.Optional(Type.Array(Type.Union([Type.Literal('components'), Type.Literal('templates')]), { minItems: 1, uniqueItems: true, description: 'default both' })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'results of each kind (default 10)' })),
    }, { additionalProperties: false }),
    readOnly: true,
    async run(args, api) {
      const limit = args.limit ?? 10;
      const where = new Set(args.in ?? ['components', 'templates']);
      const out: Record<string, unknown> = {};
      if (where.has('components')) {
        const components = await api({ method: 'GET', url: `/v1/components${query({ q: args.query, limit })}` });
        if (components.status !== 200) return components;
        out.components = (components.body as { data: unknown[] }).data;
      }
      if (where.has('templates')) {
        // Templates have no text query: the newest version of each slug, matched here.
        const templates = await api({ method: 'GET', url: '/v1/templates?limit=100' });
        if (templates.status !== 200) return templates;
        const words = args.query.toLowerCase().split(/\s+/).filter(Boolean);
        out.templates = (templates.body as { data: { slug: string; name: string; description: string | null }[] }).data
          .filter((t) => words.every((w) => `${t.slug} ${t.name} ${t.description ?? ''}`.toLowerCase().includes(w)))
          .slice(0, limit);
      }
      return { status: 200, body: out };
    },
  }),
  tool({
    name: 'list_templates',
    title: 'List templates',
    description: 'Lists the org\'s templates (newest version of each slug, or every version of one slug), newest first, a page at a time.',
    input: Type.Object({
      slug: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      cursor: Type.Optional(Type.String({ maxLength: 512, description: 'pagination.nextCursor of the previous page' })),
    }, { additionalProperties: false }),
    readOnly: true,
    call: (args) => ({ method: 'GET', url: `/v1/templates${query({ slug: args.slug, limit: args.limit, cursor: args.cursor })}` }),
  }),
  tool({
    name: 'apply_template',
    title: 'Apply a template to a project',
    description: "Binds a template's values and media and saves the result as the project's active composition. Answers the composition, or status importing with pendingMediaIds: call again once they are ready.",
    input: Type.Object({
      templateId: Id('a template version id (tpl_...) or a slug'),
      version: Type.Optional(Type.Integer({ minimum: 1, description: 'with a slug: that version (default the newest)' })),
      projectId: Id('the project whose composition it replaces'),
      values: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'values of scalar parameters by name' })),
      media: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'media parameters by name: {"mediaId": "med_..."}, {"url": "https://..."} or {"sample": true}' })),
      preset: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      brandKitId: Type.Optional(Id('a brand kit of the org')),
      etag: Type.Optional(Type.String({ minLength: 1, maxLength: 300, description: 'replace only this version of the composition (412 otherwise)' })),
    }, { additionalProperties: false }),
    readOnly: false,
    replaces: true,
    call: ({ templateId, version, etag, ...body }) => ({
      method: 'POST', url: `/v1/templates/${segment(templateId)}/apply${query({ version })}`, body, headers: { 'if-match': etag },
    }),
  }),
  tool({
    name: 'get_brief',
    title: "Read a project's brief",
    description: "Reads what a project's video is for (goal, audience, platform, duration, must-include texts, logo and call to action, tone, mood, brand kit), with its etag. 404 when it has none.",
    input: Type.Object({ projectId: Id('the project') }, { additionalProperties: false }),
    readOnly: true,
    call: (args) => ({ method: 'GET', url: `/v1/projects/${segment(args.projectId)}/brief` }),
  }),
  tool({
    name: 'set_brief',
    title: "Set a project's brief",
    description: "Creates or replaces a project's brief. Replacing needs the etag last read (get_brief): without it 428, stale 412. The duration must lie in the platform's range (the table: GET /v1/briefs/platforms).",
    input: Type.Object({
      projectId: Id('the project'),
      etag: Type.Optional(Type.String({ minLength: 1, maxLength: 300, description: 'the etag of the brief as last read; leave out to create the first one' })),
      brief: BriefBody,
    }, { additionalProperties: false }),
    readOnly: false,
    replaces: true,
    call: (args) => ({ method: 'PUT', url: `/v1/projects/${segment(args.projectId)}/brief`, headers: { 'if-match': args.etag }, body: args.brief }),
  }),
  tool({
    name: 'consult',
    title: 'Consult the catalog for a brief',
    description: 'Proposes templates and components per role (opener, lowerThird, callToAction, background, transition, sound) for a brief (inline, or a project\'s by projectId), each with the manifest fields that scored it, and a draft composition that passes the check: start a project from `skeleton`. Free and deterministic; a question is answered by the language model and charged (503 when the deployment has none).',
    input: Type.Object({
      brief: Type.Optional(BriefBody),
      projectId: Type.Optional(Id('consult the brief of this project instead')),
      question: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'a free-text question about the proposals (charged)' })),
    }, { additionalProperties: false, minProperties: 1 }),
    readOnly: false,
    call: (args) => ({ method: 'POST', url: '/v1/consult', body: args }),
  }),
  tool({
    name: 'list_critics',
    title: 'List the critics',
    description: "Lists the critics a verification can run: the 12 built-in ones (what each measures, its unit, direction and floor) and the org's own (label, phase, floor, whether it has rules or an evaluator, the evaluator's price per call). An org critic's rubric, rules and evaluator URL are write-only and never listed.",
    input: Type.Object({}, { additionalProperties: false }),
    readOnly: true,
    call: () => ({ method: 'GET', url: '/v1/critics' }),
  }),
  tool({
    name: 'create_critic',
    title: 'Create an org critic',
    description: "Creates a critic of the org: rules over the built-in critics' scores (their ids from list_critics), an evaluator (an https endpoint of the org, paid evaluatorCostCents per call), or both. With an evaluator the answer carries its signingSecret (whsec_...) this once: the evaluator verifies each call with it as a Standard Webhooks receiver.",
    input: CreateCriticBody,
    readOnly: false,
    call: (args) => ({ method: 'POST', url: '/v1/critics', body: args }),
  }),
];

/**
 * Every tool, in the order a client lists them. Features outside this folder contribute theirs
 * through the composition root (app.ts), so this list names none of them; `components` are tools
 * about catalog components, listed before the source and ejection tools.
 */
export function mcpTools(contributed: { components: readonly ToolDefinition[] }): ToolDefinition[] {
  return [...compositionTools, ...contributed.components, ...componentTools, ...otherTools];
}

/** The JSON schema an MCP client sees for a tool's input. */
export function inputSchemaOf(definition: ToolDefinition): TSchema & { type: 'object' } {
  return JSON.parse(JSON.stringify(definition.input)) as TSchema & { type: 'object' };
}
