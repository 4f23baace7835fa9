/**
 * Templates: a composition timeline with declared parameters, presets and a brand kit, published
 * under a slug. Publishing the same slug again makes the next version; every version stays
 * readable and renderable until deleted, and version numbers are never reused.
 *
 * Publishing checks everything at once (declarations, references, presets, the org's media and
 * kits, and the timeline bound with defaults and sample values through the same composition check
 * projects use) and lists every bad field in one 422 `template_invalid`.
 *
 * Binding a call's values is one function used by apply and by template renders. Every check that
 * needs no import runs first, so a 422 (`template_values_invalid`,
 * `template_parameter_undeclared`, `template_media_kind_mismatch`, `details.fields` naming each
 * parameter) leaves the media library and the wallet as they were. Then `{url}` values are imported
 * (once per org and URL) and `{sample: true}` values get the org's copy of the sample: while one
 * of them is not complete the call answers with `pendingMediaIds`, and calling again proceeds.
 */
import { AppError } from '../../../shared/errors.ts';
import { checkComposition } from '../../../catalog/check/check.ts';
import { componentPinCounts, pinComponentVersions } from '../../../catalog/check/component-pins.ts';
import type { ComponentLookup } from '../../../catalog/check/components.ts';
import { mediaSources } from '../../../catalog/check/media-sources.ts';
import { mediaIdOf, mediaRefPrefix } from '../../../shared/composition/media-sources.ts';
import type { Composition } from '../../../shared/composition/schema.ts';
import { compositionFrameCount } from '../../../shared/composition/timing.ts';
import { compositionError, type FieldError } from '../../../shared/composition/validate.ts';
import { type DocumentStore, type OrgCollection, type OrgDocMeta, StoreError, type Where } from '../../store/index.ts';
import type { BrandKits } from '../brand/brand-kits.ts';
import type { ComponentVersions } from '../component-versions/component-versions.ts';
import type { MediaLibrary, StoredMedia } from '../media/media.ts';
import { contentHash, type Projects, type StoredComposition } from '../projects/projects.ts';
import type { StillCaptures } from '../stills/stills.ts';
import type { RenderSubmissions } from '../renders/render-submissions.ts';
import type { Renders, StoredRender } from '../renders/renders.ts';
import type { SampleMedia } from './samples.ts';
import {
  declarationProblems, findReferences, isMediaValue, type MediaValue, mediaKindsAt, mediaSourcePaths, type ParameterReference, parametersOf,
  sampleScalar, scalarProblem, substitute, type TemplateDocument, type TemplateField, type TemplateMediaKind, type TemplateParameter, type TemplatePreset,
} from './template-document.ts';

type BrandKitBinding = NonNullable<Composition['brandKit']>;

export interface TemplateRecord {
  slug: string;
  /** 1 for the first publish of a slug, then one more each time (never reused, even after a delete). */
  templateVersion: number;
  name: string;
  description: string | null;
  /** The timeline as published, its component placements pinned to the catalog versions of that time (the org's components included). */
  timeline: Record<string, unknown>;
  /** How many placements the timeline pins to each component version (see component-pins.ts, pinKey). */
  componentPins?: Record<string, number>;
  parameters: TemplateParameter[];
  presets: TemplatePreset[];
  brandKit: BrandKitBinding | null;
  posterSec: number | null;
  /** Set on the newest version of the slug that is not deleted: what the list shows. */
  latest: boolean;
  /** Deleted versions are kept (so their numbers are not given out again) but no longer read. */
  deleted: boolean;
}
export type StoredTemplate = TemplateRecord & OrgDocMeta;

/** What a call gives the template: values of scalar parameters, media values, a preset, a brand kit. */
export interface BindRequest {
  values?: Record<string, unknown>;
  media?: Record<string, unknown>;
  preset?: string;
  brandKitId?: string;
}

export interface OutputOverride { width?: number; height?: number; fps?: number }

export type Binding = { status: 'bound'; composition: Composition } | { status: 'pending'; pendingMediaIds: string[] };

export const templateErrorCodes = ['template_parameter_undeclared', 'template_media_kind_mismatch', 'template_values_invalid'] as const;
type TemplateErrorCode = (typeof templateErrorCodes)[number];
type ValueField = TemplateField & { code: TemplateErrorCode };

/** One 422 for every bad value: its code is the first of `templateErrorCodes` any field has. */
function valuesError(fields: ValueField[]): AppError {
  const code = templateErrorCodes.find((c) => fields.some((f) => f.code === c))!;
  const names = [...new Set(fields.map((f) => f.parameter ?? f.path))];
  const message = {
    template_parameter_undeclared: 'values were given for parameters the template does not declare',
    template_media_kind_mismatch: 'media of the wrong kind were given for media parameters',
    template_values_invalid: 'the values do not fit the template',
  }[code];
  return new AppError(422, code, `${message}: ${names.join(', ')}`, { fields });
}

function templateInvalid(fields: TemplateField[]): AppError {
  return new AppError(422, 'template_invalid', `the template has ${fields.length} invalid field${fields.length === 1 ? '' : 's'}`, { fields });
}

/** `body.timeline` + a composition path, written as the composition check writes paths. */
const under = (prefix: string, path: string) => (path === '' ? prefix : path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`);

const placeholderRef = (kind: TemplateMediaKind) => `${mediaRefPrefix}template-sample-${kind}`;

/** A value the object holds itself (a parameter named `constructor` must not find Object's). */
function own<T>(object: Record<string, T> | undefined, key: string): T | undefined {
  return object && Object.hasOwn(object, key) ? object[key] : undefined;
}

/** The media kind of a ready item as a parameter sees it (null while unknown). */
function kindOf(item: StoredMedia): TemplateMediaKind | null {
  return item.kind ?? null;
}

export class Templates {
  readonly templates: OrgCollection<TemplateRecord>;

  constructor(
    store: DocumentStore,
    private readonly deps: { media: MediaLibrary; samples: SampleMedia; brandKits: BrandKits; projects: Projects; renders: Renders; submissions: RenderSubmissions; stills: StillCaptures; components: ComponentVersions },
  ) {
    // The pin counts sit in the summary copy: counting the placements on a version reads them, not the timelines.
    this.templates = store.orgCollection<TemplateRecord>({ name: 'templates', idPrefix: 'tpl', unique: [['slug', 'templateVersion']], indexes: [['slug', 'latest'], ['latest']], summaryFields: ['componentPins'] });
  }

  // ---------------------------------------------------------------------------------------------
  // Publishing, reading, deleting

  async publish(orgId: string, document: TemplateDocument): Promise<StoredTemplate> {
    const { document: timeline, lookup } = await this.deps.components.prepare(orgId, document.timeline);
    const problems = await this.publishProblems(orgId, { ...document, timeline }, lookup);
    if (problems.length) throw templateInvalid(problems);
    const scope = this.templates.forOrg(orgId);
    for (let attempt = 0; ; attempt++) {
      const versions = await this.versionsOf(orgId, document.slug);
      const templateVersion = Math.max(0, ...versions.map((v) => v.templateVersion)) + 1;
      try {
        const stored = await scope.insert({
          slug: document.slug, templateVersion, name: document.name, description: document.description ?? null, timeline, componentPins: componentPinCounts(timeline), parameters: document.parameters,
          presets: document.presets ?? [], brandKit: document.brandKit ?? null, posterSec: document.posterSec ?? null, latest: false, deleted: false,
        });
        await this.markLatest(orgId, document.slug);
        return (await scope.get(stored.id))!;
      } catch (err) {
        // Another publish of the slug took this version number: take the next one.
        if (!(err instanceof StoreError && err.code === 'duplicate') || attempt >= 4) throw err;
      }
    }
  }

  /** Every version of a slug, deleted ones included. */
  private async versionsOf(orgId: string, slug: string): Promise<StoredTemplate[]> {
    const all: StoredTemplate[] = [];
    let cursor: string | null = null;
    do {
      const page = await this.templates.forOrg(orgId).list({ where: { slug }, limit: 1000, cursor });
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  }

  /** Moves the `latest` mark to the slug's newest version that is not deleted (and off every other). */
  private async markLatest(orgId: string, slug: string): Promise<void> {
    const versions = await this.versionsOf(orgId, slug);
    const newest = versions.filter((v) => !v.deleted).sort((a, b) => b.templateVersion - a.templateVersion)[0];
    for (const v of versions) {
      const latest = v.id === newest?.id;
      if (v.latest !== latest) await this.templates.forOrg(orgId).update(v.id, { set: { latest } });
    }
  }

  /** The newest version of each slug, or every version of one slug; newest first. */
  list(orgId: string, options: { slug?: string; limit: number; cursor?: string }) {
    const where: Where = options.slug ? { slug: options.slug, deleted: false } : { latest: true, deleted: false };
    return this.templates.forOrg(orgId).list({ where, limit: options.limit, cursor: options.cursor });
  }

  /** A template version by id (`tpl_...`), or by slug: its newest version, or `version`. */
  async resolve(orgId: string, idOrSlug: string, version?: number): Promise<StoredTemplate> {
    const scope = this.templates.forOrg(orgId);
    const found = idOrSlug.startsWith('tpl_')
      ? await scope.get(idOrSlug)
      : await scope.findOne(version === undefined ? { slug: idOrSlug, latest: true, deleted: false } : { slug: idOrSlug, templateVersion: version, deleted: false });
    if (!found || found.deleted || (version !== undefined && found.templateVersion !== version)) {
      throw new AppError(404, 'not_found', `template ${idOrSlug}${version === undefined ? '' : ` version ${version}`} not found`);
    }
    return found;
  }

  /**
   * Deletes a version (by id, or slug and `version`), or every version of a slug. Renders already
   * queued keep drawing their snapshot; the slug's previous version becomes its newest.
   */
  async remove(orgId: string, idOrSlug: string, version?: number): Promise<StoredTemplate[]> {
    const targets = idOrSlug.startsWith('tpl_') || version !== undefined
      ? [await this.resolve(orgId, idOrSlug, version)]
      : (await this.versionsOf(orgId, idOrSlug)).filter((v) => !v.deleted);
    if (targets.length === 0) throw new AppError(404, 'not_found', `template ${idOrSlug} not found`);
    for (const t of targets) await this.templates.forOrg(orgId).update(t.id, { set: { deleted: true, latest: false } });
    await this.markLatest(orgId, targets[0]!.slug);
    return targets;
  }

  // ---------------------------------------------------------------------------------------------
  // The publish check

  private async publishProblems(orgId: string, document: TemplateDocument, lookup: ComponentLookup): Promise<TemplateField[]> {
    const problems: TemplateField[] = declarationProblems(document.parameters);
    const params = new Map(document.parameters.map((p) => [p.name, p]));
    const { references, problems: malformed } = findReferences(document.timeline);
    problems.push(...malformed.map((p) => ({ ...p, path: under('body.timeline', p.path) })));
    const undeclared = new Set<string>();
    for (const ref of references) {
      if (params.has(ref.name)) continue;
      undeclared.add(ref.name);
      problems.push({ path: under('body.timeline', ref.path), parameter: ref.name, problem: `references parameter '${ref.name}', which the template does not declare` });
    }
    const mediaChecks: { path: string; param: TemplateParameter; value: MediaValue }[] = [];
    document.parameters.forEach((p, i) => {
      if (p.kind === 'media' && p.default !== undefined && isMediaValue(p.default)) mediaChecks.push({ path: `body.parameters[${i}].default`, param: p, value: p.default });
    });
    const presets = document.presets ?? [];
    const presetNames = new Set<string>();
    presets.forEach((preset, i) => {
      const at = `body.presets[${i}]`;
      if (presetNames.has(preset.name)) problems.push({ path: `${at}.name`, problem: `preset ${preset.name} is declared twice` });
      presetNames.add(preset.name);
      for (const [name, value] of Object.entries(preset.values ?? {})) {
        const p = params.get(name);
        const problem = !p ? 'is not a parameter of the template' : scalarProblem(p, value);
        if (problem) problems.push({ path: `${at}.values.${name}`, parameter: name, problem });
      }
      for (const [name, value] of Object.entries(preset.media ?? {})) {
        const p = params.get(name);
        if (!p) problems.push({ path: `${at}.media.${name}`, parameter: name, problem: 'is not a parameter of the template' });
        else if (p.kind !== 'media') problems.push({ path: `${at}.media.${name}`, parameter: name, problem: `is a ${p.kind} parameter: set it under values` });
        else mediaChecks.push({ path: `${at}.media.${name}`, param: p, value });
      }
    });
    for (const check of mediaChecks) {
      const problem = await this.publishedMediaProblem(orgId, check.param, check.value);
      if (problem) problems.push({ path: check.path, parameter: check.param.name, problem });
    }
    const kits: { path: string; binding: BrandKitBinding }[] = [
      ...(document.brandKit ? [{ path: 'body.brandKit', binding: document.brandKit }] : []),
      ...presets.flatMap((p, i) => (p.brandKit ? [{ path: `body.presets[${i}].brandKit`, binding: p.brandKit }] : [])),
    ];
    for (const kit of kits) if (kit.binding.kitId && !kit.binding.kit && !(await this.kitExists(orgId, kit.binding.kitId))) problems.push({ path: `${kit.path}.kitId`, problem: `no brand kit has kitId '${kit.binding.kitId}'` });
    // The timeline bound with defaults (samples where there is none) must pass the composition check, as must every preset's values.
    const declared = document.parameters.filter((p) => !undeclared.has(p.name));
    const base = this.checkBound(document, references, {}, undefined, 'body', lookup);
    problems.push(...base.problems);
    presets.forEach((preset, i) => {
      const set = new Set([...Object.keys(preset.values ?? {}), ...Object.keys(preset.media ?? {})]);
      const checked = this.checkBound(document, references, preset.values ?? {}, preset.brandKit, `body.presets[${i}]`, lookup);
      problems.push(...checked.problems.filter((p) => (p.parameter && set.has(p.parameter)) || p.path.startsWith(`body.presets[${i}].brandKit`)));
    });
    problems.push(...this.placementProblems(base.composition, references, declared, lookup));
    problems.push(...await this.literalMediaProblems(orgId, base.composition, references, lookup));
    const duration = durationOf(base.bound);
    if (document.posterSec !== undefined && duration !== null && document.posterSec >= duration) {
      problems.push({ path: 'body.posterSec', problem: `must be before the end of the timeline (${duration} s)` });
    }
    return dedupe(problems);
  }

  private async kitExists(orgId: string, kitId: string): Promise<boolean> {
    try {
      await this.deps.brandKits.bind(orgId, { output: { width: 16, height: 16, fps: 1 }, brandKit: { kitId }, tracks: [{ clips: [] }] });
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === 'brand_kit_not_found') return false;
      throw err;
    }
  }

  /** A default or preset media value that cannot be what it says: an unknown or failed item, an item of another kind, a refused URL. */
  private async publishedMediaProblem(orgId: string, param: TemplateParameter, value: MediaValue): Promise<string | null> {
    if ('mediaId' in value) {
      const item = await this.deps.media.items.forOrg(orgId).get(value.mediaId);
      if (!item) return `media ${value.mediaId} not found`;
      if (item.status === 'failed') return `media ${value.mediaId} failed to import`;
      const kind = kindOf(item);
      if (kind && kind !== param.mediaKind) return `media ${value.mediaId} is ${kind}; the parameter takes ${param.mediaKind}`;
    }
    if ('url' in value) {
      try {
        this.deps.media.importUrl(value.url);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return err.message;
      }
    }
    return null;
  }

  /**
   * The timeline bound with `values` over the defaults (a sample value where a parameter has
   * neither, a placeholder item for media), checked; problems go under `prefix`, those at a
   * reference naming its parameter.
   */
  private checkBound(document: TemplateDocument, references: ParameterReference[], values: Record<string, unknown>, presetKit: BrandKitBinding | undefined, prefix: string, lookup: ComponentLookup) {
    const params = new Map(document.parameters.map((p) => [p.name, p]));
    const valueOf = (name: string) => {
      const p = params.get(name);
      if (!p) return null;
      if (p.kind === 'media') return placeholderRef(p.mediaKind ?? 'image');
      return own(values, name) ?? p.default ?? sampleScalar(p);
    };
    const kitPath = presetKit ? `${prefix}.brandKit` : document.brandKit ? 'body.brandKit' : 'body.timeline.brandKit';
    const composition = compose(document.timeline, valueOf, lookup, presetKit ?? document.brandKit ?? undefined);
    const result = checkComposition(composition, lookup);
    if (result.ok) return { composition: result.composition, bound: composition, problems: [] as TemplateField[] };
    const problems: TemplateField[] = [];
    for (const e of result.errors) {
      const all = parametersOf(e, references);
      const names = all.filter((n) => params.has(n));
      // A field holding an undeclared reference is reported as that already.
      if (all.length && names.length === 0) continue;
      if (e.path.startsWith('brandKit.') || e.path === 'brandKit') { problems.push({ path: under(kitPath, e.path.replace(/^brandKit\.?/, '')), problem: e.problem }); continue; }
      if (names.length === 0) { problems.push({ path: under('body.timeline', e.path), problem: e.problem }); continue; }
      for (const name of names) {
        const source = Object.hasOwn(values, name) ? `${prefix}.values.${name}` : under('body.timeline', e.path);
        problems.push({ path: source, parameter: name, problem: `${e.path}: ${e.problem} (with ${name} = ${JSON.stringify(valueOf(name))})` });
      }
    }
    return { composition: null, bound: composition, problems };
  }

  /** Media parameters stand only where the composition names media, of a kind that fits there; other parameters never do. */
  private placementProblems(composition: Composition | null, references: ParameterReference[], declared: TemplateParameter[], lookup: ComponentLookup): TemplateField[] {
    if (!composition) return [];
    const params = new Map(declared.map((p) => [p.name, p]));
    const mediaPaths = mediaSourcePaths(composition, lookup);
    const problems: TemplateField[] = [];
    for (const ref of references) {
      const p = params.get(ref.name);
      if (!p) continue;
      const path = under('body.timeline', ref.path);
      if (p.kind === 'media' && !mediaPaths.has(ref.path)) problems.push({ path, parameter: p.name, problem: 'a media parameter stands only where the composition names media (a clip src, an image prop, a brand kit picture)' });
      if (p.kind !== 'media' && mediaPaths.has(ref.path)) problems.push({ path, parameter: p.name, problem: `this field names a media item: use a media parameter, not a ${p.kind} one` });
      const kinds = p.kind === 'media' ? mediaKindsAt(composition, ref.path) : null;
      if (kinds && p.mediaKind && !kinds.includes(p.mediaKind)) problems.push({ path, parameter: p.name, problem: `takes ${kinds.join(' or ')} media here, and the parameter is ${p.mediaKind}` });
    }
    return problems;
  }

  /** Media the timeline names itself (not through a parameter) must be the org's items. */
  private async literalMediaProblems(orgId: string, composition: Composition | null, references: ParameterReference[], lookup: ComponentLookup): Promise<TemplateField[]> {
    if (!composition) return [];
    const viaParameter = new Set(references.map((r) => r.path));
    const problems: TemplateField[] = [];
    for (const { path, src } of mediaSources(composition, lookup)) {
      if (viaParameter.has(path)) continue;
      const id = mediaIdOf(src);
      const problem = id === null ? `must name a media item as ${mediaRefPrefix}<id>, or be a media parameter` : (await this.deps.media.items.forOrg(orgId).get(id)) ? null : `media ${id} not found`;
      if (problem) problems.push({ path: under('body.timeline', path), problem });
    }
    return problems;
  }

  // ---------------------------------------------------------------------------------------------
  // Binding

  /**
   * Binds a call's values to a template version: the composition to save or render, or the media
   * still being imported. Every 422 is raised before anything is imported or created, and so is
   * whatever `beforeSideEffects` raises: it is given the timeline bound with the call's values
   * (media as placeholders), for a check that needs the bound output and length (the price).
   */
  async bind(orgId: string, template: StoredTemplate, request: BindRequest, output?: OutputOverride, beforeSideEffects?: (placeholderBound: Composition) => Promise<void>): Promise<Binding> {
    const fields: ValueField[] = [];
    const bad = (code: TemplateErrorCode, path: string, problem: string, parameter?: string) => fields.push({ code, path, problem, ...(parameter ? { parameter } : {}) });
    const params = new Map(template.parameters.map((p) => [p.name, p]));
    const values = request.values ?? {};
    const media = request.media ?? {};
    const lookup = await this.deps.components.lookupFor(orgId, template.timeline);

    let preset: TemplatePreset | undefined;
    if (request.preset !== undefined) {
      preset = template.presets.find((p) => p.name === request.preset);
      if (!preset) bad('template_values_invalid', 'body.preset', `no preset '${request.preset}'${template.presets.length ? `; the template has ${template.presets.map((p) => p.name).join(', ')}` : ''}`);
    }
    let kit: BrandKitBinding | undefined = preset?.brandKit ?? template.brandKit ?? undefined;
    if (request.brandKitId !== undefined) {
      try {
        kit = { kitId: (await this.deps.brandKits.get(orgId, request.brandKitId)).kitId };
      } catch (err) {
        if (!(err instanceof AppError && err.status === 404)) throw err;
        bad('template_values_invalid', 'body.brandKitId', `brand kit ${request.brandKitId} not found`);
      }
    }
    for (const [name, value] of Object.entries(values)) {
      const p = params.get(name);
      if (!p) bad('template_parameter_undeclared', `body.values.${name}`, 'the template declares no such parameter', name);
      else {
        const problem = scalarProblem(p, value);
        if (problem) bad('template_values_invalid', `body.values.${name}`, problem, name);
      }
    }
    for (const [name, value] of Object.entries(media)) {
      const p = params.get(name);
      if (!p) bad('template_parameter_undeclared', `body.media.${name}`, 'the template declares no such parameter', name);
      else if (p.kind !== 'media') bad('template_values_invalid', `body.media.${name}`, `is a ${p.kind} parameter: send its value under values`, name);
      else if (!isMediaValue(value)) bad('template_values_invalid', `body.media.${name}`, 'must be {"mediaId": ...}, {"url": "https://..."} or {"sample": true}', name);
    }

    // Each parameter's value: the call's, else the preset's, else the default.
    const scalars = new Map<string, unknown>();
    const mediaValues = new Map<string, MediaValue>();
    for (const p of template.parameters) {
      const given = p.kind === 'media' ? own(media, p.name) ?? own(preset?.media, p.name) ?? p.default : own(values, p.name) ?? own(preset?.values, p.name) ?? p.default;
      const where = `body.${p.kind === 'media' ? 'media' : 'values'}.${p.name}`;
      if (given === undefined) { bad('template_values_invalid', where, 'is required', p.name); continue; }
      if (p.kind !== 'media') scalars.set(p.name, given);
      else if (isMediaValue(given)) mediaValues.set(p.name, given);
    }

    // Media that exist already are checked now; imports and samples wait until nothing is wrong.
    const boundIds = new Map<string, string>();
    const pending: string[] = [];
    const toImport: { name: string; url: string }[] = [];
    const samples: { name: string; kind: TemplateMediaKind }[] = [];
    const take = (p: TemplateParameter, item: StoredMedia) => {
      const where = `body.media.${p.name}`;
      if (item.status === 'failed') return bad('template_values_invalid', where, `media ${item.id} failed to import: ${item.error?.message ?? 'unknown reason'}`, p.name);
      const kind = kindOf(item);
      if (item.status === 'ready' && kind !== p.mediaKind) return bad('template_media_kind_mismatch', where, `media ${item.id} is ${kind ?? 'of no known kind'}; the parameter takes ${p.mediaKind}`, p.name);
      if (item.status === 'ready') boundIds.set(p.name, item.id);
      else pending.push(item.id);
    };
    for (const [name, value] of mediaValues) {
      const p = params.get(name)!;
      const where = `body.media.${name}`;
      if ('mediaId' in value) {
        const item = await this.deps.media.items.forOrg(orgId).get(value.mediaId);
        if (!item) bad('template_values_invalid', where, `media ${value.mediaId} not found`, name);
        else take(p, item);
      } else if ('url' in value) {
        let existing: StoredMedia | null;
        try {
          existing = await this.deps.media.findImport(orgId, value.url);
        } catch (err) {
          if (!(err instanceof AppError && err.code === 'media_url_refused')) throw err;
          bad('template_values_invalid', where, err.message, name);
          continue;
        }
        if (existing) take(p, existing);
        else toImport.push({ name, url: value.url });
      } else {
        samples.push({ name, kind: p.mediaKind! });
      }
    }

    // The scalar values in place (media as placeholders) must make a valid composition.
    let placeholderBound: Composition | undefined;
    if (fields.length === 0) {
      const { references } = findReferences(template.timeline);
      const valueOf = (name: string) => (scalars.has(name) ? scalars.get(name) : placeholderRef(params.get(name)?.mediaKind ?? 'image'));
      placeholderBound = compose(template.timeline, valueOf, lookup, kit, output);
      const result = checkComposition(placeholderBound, lookup);
      if (!result.ok) {
        const unattributed: FieldError[] = [];
        for (const e of result.errors) {
          const names = parametersOf(e, references).filter((n) => scalars.has(n));
          if (names.length === 0) unattributed.push(e);
          for (const name of names) bad('template_values_invalid', `body.values.${name}`, `${e.path}: ${e.problem}`, name);
        }
        // Problems no value caused (an output override, a kit): the composition's own 422.
        if (fields.length === 0) throw compositionError(unattributed);
      }
    }
    if (fields.length) throw valuesError(dedupe(fields));
    if (beforeSideEffects && placeholderBound) await beforeSideEffects(placeholderBound);

    for (const { url } of toImport) {
      const item = await this.deps.media.startImport(orgId, { url });
      pending.push(item.id);
    }
    for (const { name, kind } of samples) {
      const item = await this.deps.samples.itemFor(orgId, kind);
      if (item.status === 'ready') boundIds.set(name, item.id);
      else pending.push(item.id);
    }
    if (pending.length) return { status: 'pending', pendingMediaIds: [...new Set(pending)] };
    const valueOf = (name: string) => (scalars.has(name) ? scalars.get(name) : `${mediaRefPrefix}${boundIds.get(name)}`);
    return { status: 'bound', composition: compose(template.timeline, valueOf, lookup, kit, output) as Composition };
  }

  // ---------------------------------------------------------------------------------------------
  // Apply and render

  /**
   * Binds the values and saves the result as the project's active composition (with `ifMatch`,
   * only over that version), its brand kit written in: one `composition.updated` event.
   */
  async apply(orgId: string, template: StoredTemplate, request: BindRequest & { projectId: string; ifMatch?: string }, savedBy: string | null): Promise<{ status: 'applied'; composition: StoredComposition } | { status: 'pending'; pendingMediaIds: string[] }> {
    await this.deps.projects.get(orgId, request.projectId);
    const binding = await this.bind(orgId, template, request);
    if (binding.status === 'pending') return binding;
    const origin = { source: 'template_apply', savedBy } as const;
    const composition = request.ifMatch !== undefined
      ? await this.deps.projects.replaceComposition(orgId, request.projectId, request.ifMatch, binding.composition, origin)
      : await this.deps.projects.saveComposition(orgId, request.projectId, binding.composition, origin);
    return { status: 'applied', composition };
  }

  /**
   * Renders a template version straight to MP4, without a project. With an idempotency key the
   * request (the template named in the path, its version and the body) is hashed into the stored
   * key: the same key and request return the first render, a changed request makes a new one.
   */
  async render(
    orgId: string, target: { idOrSlug: string; version?: number }, request: BindRequest & { format?: OutputOverride },
    options: { idempotencyKey?: string; traceContext?: Record<string, string> } = {},
  ): Promise<{ status: 'queued'; render: StoredRender } | { status: 'pending'; pendingMediaIds: string[] }> {
    const requestKey = options.idempotencyKey && `${options.idempotencyKey}#template:${contentHash({ target, request })}`;
    if (requestKey) {
      const existing = await this.deps.renders.byIdempotencyKey(orgId, requestKey);
      if (existing) return { status: 'queued', render: existing };
    }
    const template = await this.resolve(orgId, target.idOrSlug, target.version);
    // The wallet must cover the quote before anything is imported, copied or held (402 leaves nothing behind).
    const binding = await this.bind(orgId, template, request, request.format, (bound) => this.deps.submissions.assertAffordable(orgId, bound));
    if (binding.status === 'pending') return binding;
    const lastFrameSec = (compositionFrameCount(binding.composition) - 1) / binding.composition.output.fps;
    const posterSec = Math.min(template.posterSec ?? lastFrameSec / 2, lastFrameSec);
    const render = await this.deps.submissions.submitSource(orgId, {
      document: binding.composition, origin: { templateId: template.id, templateVersion: template.templateVersion, posterSec },
    }, { ...(requestKey ? { idempotencyKey: requestKey } : {}), ...(options.traceContext ? { traceContext: options.traceContext } : {}) });
    // The poster is a JPEG still of the same bound composition, drawn beside the render's scenes
    // and part of its price (uncharged as a capture); it is recorded on the render when delivered.
    if (!render.poster) {
      await this.deps.stills.capture(orgId, { document: binding.composition as unknown as Record<string, unknown>, projectId: null }, {
        timestamps: [posterSec], format: 'jpeg', charge: false, posterFor: render.id,
      });
    }
    return { status: 'queued', render };
  }
}

/** The timeline with its references replaced, the output overridden, the brand kit written in and the component placements pinned. */
function compose(timeline: Record<string, unknown>, valueOf: (name: string) => unknown, lookup: ComponentLookup, kit: BrandKitBinding | undefined, output?: OutputOverride): Composition {
  const bound = substitute(timeline, valueOf) as Record<string, unknown>;
  const withOutput = output && typeof bound.output === 'object' && bound.output !== null ? { ...bound, output: { ...bound.output, ...output } } : bound;
  return pinComponentVersions(kit ? { ...withOutput, brandKit: kit } : withOutput, lookup) as Composition;
}

/** The composition's length in seconds, or null when its output or clips are too broken to say. */
function durationOf(composition: Composition): number | null {
  const fps = composition.output?.fps;
  if (typeof fps !== 'number' || !(fps > 0)) return null;
  try {
    const frames = compositionFrameCount(composition);
    return Number.isFinite(frames) ? frames / fps : null;
  } catch {
    return null;
  }
}

function dedupe<T extends TemplateField>(fields: T[]): T[] {
  const seen = new Set<string>();
  return fields.filter((f) => {
    const key = `${f.path}\u0000${f.parameter ?? ''}\u0000${f.problem}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The template as lists show it (without its timeline, the largest part). */
export function templateSummaryView(t: StoredTemplate) {
  return {
    id: t.id, slug: t.slug, version: t.templateVersion, name: t.name, description: t.description,
    parameters: t.parameters, presets: t.presets, brandKit: t.brandKit, posterSec: t.posterSec, latest: t.latest, createdAt: t.createdAt, updatedAt: t.updatedAt,
  };
}

/** The template as the API answers it. */
export function templateView(t: StoredTemplate) {
  return { ...templateSummaryView(t), timeline: t.timeline };
}
