/**
 * Consult: proposals from the catalog for a brief (given inline, or a project's), with their
 * reasons, and a draft composition checked as a saved one would be. The proposals and the draft
 * are deterministic and free (proposals.ts, skeleton.ts); an optional free-text question goes to
 * the language model transcript analysis asks, metered the same way, and answers 503 naming the
 * setting when the deployment has none.
 */
import { builtinComponents } from '../../../catalog/index.ts';
import { AppError } from '../../../shared/errors.ts';
import { platforms } from '../../../shared/platforms.ts';
import type { Brief, BriefInput, Briefs } from '../briefs/briefs.ts';
import type { BrandKits } from '../brand/brand-kits.ts';
import type { CompositionValidator } from '../projects/projects.ts';
import type { Templates } from '../templates/templates.ts';
import { textField, type TranscriptModel } from '../transcripts/transcript-model.ts';
import { proposeComponents, proposeTemplates, roles } from './proposals.ts';
import { draftSkeleton } from './skeleton.ts';

export interface ConsultRequest { brief?: BriefInput; projectId?: string; question?: string }

/** Templates read per consult: the newest this many of the org's (scoring is per template). */
const templatesRead = 100;

const advisor = 'You advise on making a short video from a component catalog. You are given a brief (JSON), the components proposed for it per role with their scores, '
  + 'and a question. Answer the question in plain words, referring to components by id. Answer with one JSON object: {"answer": "<your answer>"}.';

export class Consult {
  constructor(private readonly deps: { briefs: Briefs; brandKits: BrandKits; templates: Templates; validate: CompositionValidator; model: TranscriptModel }) {}

  async consult(orgId: string, request: ConsultRequest) {
    const brief = await this.briefOf(orgId, request);
    // Without a language model a question fails before any work, so the caller learns it at once.
    if (request.question !== undefined) this.deps.model.requireModel();
    const catalog = builtinComponents;
    const components = proposeComponents(catalog, brief);
    const page = await this.deps.templates.list(orgId, { limit: templatesRead });
    const templates = proposeTemplates(page.items.map((t) => ({ id: t.id, slug: t.slug, name: t.name, description: t.description, timeline: t.timeline })), catalog, brief, components);
    // The brief names the kit by id; a composition binds it by the org's kitId.
    const kitId = brief.brandKitId ? (await this.deps.brandKits.get(orgId, brief.brandKitId)).kitId : null;
    const skeleton = await this.deps.validate(orgId, draftSkeleton(brief, components, kitId));
    const answer = request.question === undefined ? null : await this.ask(orgId, brief, components.roles, request.question);
    return { brief, platform: platforms[brief.platform], templates, components: components.roles, skeleton, answer };
  }

  private async briefOf(orgId: string, request: ConsultRequest): Promise<Brief> {
    if ((request.brief === undefined) === (request.projectId === undefined)) {
      throw new AppError(422, 'validation_failed', 'give exactly one of brief and projectId', { fields: [{ path: 'body', problem: 'exactly one of brief and projectId' }] });
    }
    if (request.brief) return this.deps.briefs.check(orgId, request.brief, 'body.brief');
    const stored = await this.deps.briefs.find(orgId, request.projectId!);
    if (!stored) throw new AppError(422, 'validation_failed', `project ${request.projectId} has no brief; PUT /v1/projects/${request.projectId}/brief first`, { fields: [{ path: 'body.projectId', problem: 'the project has no brief' }] });
    // Checked again: its logo or kit may have been deleted since it was set (422 naming the brief's field).
    const { goal, audience, platform, durationSec, mustInclude, tone, mood, brandKitId } = stored;
    return this.deps.briefs.check(orgId, {
      goal, audience, platform, durationSec, mood, ...(tone !== null ? { tone } : {}), ...(brandKitId !== null ? { brandKitId } : {}),
      mustInclude: { texts: mustInclude.texts, ...(mustInclude.logoMediaId !== null ? { logoMediaId: mustInclude.logoMediaId } : {}), ...(mustInclude.callToAction !== null ? { callToAction: mustInclude.callToAction } : {}) },
    }, 'brief');
  }

  private async ask(orgId: string, brief: Brief, proposals: ReturnType<typeof proposeComponents>['roles'], question: string) {
    const summary = Object.fromEntries(roles.map((r) => [r, proposals[r].map((p) => ({ id: p.id, score: p.score }))]));
    const { value, usage } = await this.deps.model.ask(orgId, { reference: 'consult', description: 'consult question' },
      { system: advisor, user: JSON.stringify({ brief, proposals: summary, question }), maxTokens: 600 },
      (json) => textField(json.answer, 'answer', 4000));
    return { text: value, credits: usage.credits };
  }
}
