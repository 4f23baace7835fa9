/**
 * Org-owned components: made from TSX source (`create`) or by ejecting a built-in into an org
 * copy (`eject`), read with their source (`source`), and updated by RFC 7396 merge patch
 * (`update`, for PUT and PATCH alike) over the component's editable document: its `tsxSource` and
 * the catalog fields it overrides (a `null` removes an override, so the source's own value shows
 * again). Built-ins are not editable: eject one first.
 *
 * Every create and update makes an immutable version (1, 2, 3…): the source is compiled in the
 * sandbox (a compile problem is a 422 `component_source_invalid` naming the line), the overrides
 * apply over the compiled manifest (the prop defaults key by key, checked against the prop
 * schema), and the version is stored with the content hash of its asset (component-versions.ts).
 * Nothing moves to a new version by itself: placements stay pinned to the version they were saved
 * with, unless the update names a project's composition (`projectId`, `compositionId`), whose
 * placements of the component then move to the new version in the same request
 * (`composition.updated` with the new ETag). The answer counts the placements elsewhere in the
 * org (compositions, open compose sessions, templates) still pinned to the version before.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import { Nullable } from '../../http/schemas.ts';
import { apply as applyMergePatch } from 'json-merge-patch';
import { builtinCatalog, builtinOwnership, catalogEntry, type ComponentOwnership } from '../../../catalog/index.ts';
// The compiler (esbuild, the sandbox) and the built-ins' sources (Babel) load when first used.
import { type CompileProblem, type ComponentManifest, maxSourceBytes } from '../../../catalog/sandbox/types.ts';
import { tiers, useCases } from '../../../catalog/sdk.ts';
import { pinKey, repinComponent } from '../../../catalog/check/component-pins.ts';
import { type FieldError, schemaProblems } from '../../../shared/composition/validate.ts';
import { AppError } from '../../../shared/errors.ts';
import { type OrgScoped, StoreError, type Where } from '../../store/index.ts';
import type { ComposeSessions } from '../compose-sessions/compose-sessions.ts';
import {
  type ComponentDocument, type ComponentHeadRecord, type ComponentVersions, type StoredComponentVersion, versionString,
} from '../component-versions/component-versions.ts';
import { compositionEtag, type Projects } from '../projects/projects.ts';
import type { Templates } from '../templates/templates.ts';

const literalUnion = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const Text = (maxLength: number) => Type.String({ maxLength });
const Words = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 });
const Ids = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 });

/** A component id an org may give its own component: kebab-case, like the built-ins'. */
export const ComponentId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$', description: 'kebab-case, unique in the org, never a built-in id' });

/** The TSX module of a component: `export default defineComponent({...})` against `@framefleet/component-sdk`. */
export const TsxSource = Type.String({ minLength: 1, maxLength: maxSourceBytes, description: 'a TSX module whose default export is defineComponent({...}) from @framefleet/component-sdk' });

/** The catalog fields a component's document may override (over what its source defines). */
export const overrideFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Text(2000),
  tags: Words,
  mood: Words,
  tier: literalUnion(tiers),
  useCase: Type.Array(literalUnion(useCases), { maxItems: useCases.length }),
  intent: Text(2000),
  useWhen: Text(2000),
  pairsWith: Ids,
  avoidWith: Ids,
  examples: Type.Array(Type.Object({ title: Type.String({ maxLength: 200 }), props: Type.Record(Type.String(), Type.Unknown()) }, { additionalProperties: false }), { maxItems: 50 }),
  propDefaults: Type.Record(Type.String(), Type.Unknown(), { description: 'merged over the source\'s own defaults, key by key; checked against the prop schema' }),
  warnings: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 50 }),
  fixedCopy: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 50 }),
} as const;

/** The editable document of a component: what PUT and PATCH merge into. */
export const ComponentDocumentSchema = Type.Object({ tsxSource: TsxSource, ...Type.Partial(Type.Object(overrideFields)).properties }, { additionalProperties: false });

/** Where an update moves placements: a project's composition (its active one when `compositionId` is left out). */
/** A composition whose placements an update moves; `savedBy` is the credential (its checkpoint records it). */
export interface RepinTarget { projectId: string; compositionId?: string; savedBy: string | null }

export interface ComponentUpdate {
  component: CatalogEntryOf;
  /** The composition whose placements moved, or null when the update named none. */
  repinned: { compositionId: string; placementsMoved: number; etag: string } | null;
  /** Placements elsewhere in the org (compositions, open compose sessions, templates) still on the version before. */
  placementsPinnedToPrevious: number;
}

type CatalogEntryOf = ReturnType<typeof catalogEntry>;

/** The answer of GET /v1/components/{id}/source: the catalog fields the spec lists, the version and the TSX source. */
export function sourceView(manifest: ComponentManifest, ownership: ComponentOwnership, tsxSource: string) {
  const entry = catalogEntry(manifest, ownership);
  const { id, name, description, source, propSchema, origin, ejectedFrom, tokens, examples, durationInFrames, version } = entry;
  return { id, name, description, source, version, tsxSource, propSchema, origin, ejectedFrom, tokens, examples, durationInFrames };
}

const installed = (ejectedFrom: string | null): ComponentOwnership => ({ source: 'installed', origin: 'customer-owned', ejectedFrom });

function sourceInvalid(problems: CompileProblem[]): AppError {
  const first = problems[0];
  const where = first ? `line ${first.line}, column ${first.column}: ${first.message}` : 'no definition was found';
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  return new AppError(422, 'component_source_invalid', `the component source does not compile: ${where}${more}`, { problems });
}

function componentInvalid(fields: FieldError[]): AppError {
  return new AppError(422, 'component_invalid', `the component has ${fields.length} invalid field${fields.length === 1 ? '' : 's'}: ${fields.map((f) => `${f.path} ${f.problem}`).join('; ')}`, { fields });
}

function idTaken(id: string): AppError {
  return new AppError(409, 'component_id_taken', `the org already has a component ${id}; update it with PATCH /v1/components/${id}`);
}

/** The manifest in force: the compiled one with the document's overrides (prop defaults key by key). */
export function applyOverrides(manifest: ComponentManifest, document: ComponentDocument): ComponentManifest {
  const { tsxSource: _source, propDefaults, ...fields } = document;
  return { ...manifest, ...fields, propDefaults: { ...(manifest.propDefaults as Record<string, unknown>), ...propDefaults } };
}

/** Problems of a document against its schema (a merge can leave a field of the wrong shape), under `body.`. */
function documentProblems(document: unknown): FieldError[] {
  return schemaProblems('body', ComponentDocumentSchema, document);
}

/** Heads stuck at version 0 longer than this were left by a create that never finished; their id may be taken again. */
const abandonedCreateMs = 5 * 60_000;

export class OrgComponents {
  constructor(
    private readonly versions: ComponentVersions,
    private readonly deps: {
      projects: Projects;
      sessions: ComposeSessions;
      templates: Templates;
      /** The save check of compositions with one more component version in view (a repin checked before anything is written). */
      checkComposition: (orgId: string, document: unknown, extra: ComponentManifest) => Promise<unknown>;
    },
  ) {}

  // ---------------------------------------------------------------------------------------------
  // Reading

  /** The org's components at their newest versions, as catalog entries beside the built-ins. */
  async installed(orgId: string): Promise<{ manifest: ComponentManifest; ownership: ComponentOwnership }[]> {
    return (await this.versions.list(orgId)).map((head) => ({ manifest: head.manifest!, ownership: installed(head.ejectedFrom) }));
  }

  /** One catalog entry: a built-in, or the org's component at `version` (default: newest); 404 when there is none. */
  async entry(orgId: string, id: string, version?: string): Promise<CatalogEntryOf> {
    const builtin = builtinCatalog().get(id, version);
    if (builtin) return catalogEntry(builtin);
    const stored = await this.storedVersion(orgId, id, version);
    return catalogEntry(stored.manifest, installed(stored.ejectedFrom));
  }

  /** The source of a built-in (its module as an org would compile it) or of a version of the org's component. */
  async source(orgId: string, id: string, version?: string) {
    const builtin = builtinCatalog().get(id, version);
    if (builtin) {
      const tsxSource = (await import('../../../catalog/sandbox/source.ts')).builtinComponentSource(id);
      if (tsxSource === undefined) throw new AppError(404, 'not_found', `the source of ${id} is not published`);
      return sourceView(builtin, builtinOwnership, tsxSource);
    }
    const stored = await this.storedVersion(orgId, id, version);
    return sourceView(stored.manifest, installed(stored.ejectedFrom), stored.document.tsxSource);
  }

  private async storedVersion(orgId: string, id: string, version?: string): Promise<StoredComponentVersion> {
    const head = await this.versions.head(orgId, id);
    const stored = head && await this.versions.version(orgId, id, version ?? versionString(head.latestVersion));
    if (!stored) throw new AppError(404, 'not_found', `no component ${id}${version !== undefined ? `@${version}` : ''}`);
    return stored;
  }

  // ---------------------------------------------------------------------------------------------
  // Making components

  /** A new component from source, at version 1. */
  async create(orgId: string, input: ComponentDocument & { id: string }): Promise<CatalogEntryOf> {
    const { id, ...document } = input;
    return this.make(orgId, id, document, null);
  }

  /**
   * An org copy of a built-in, at version 1: its source is the built-in's module (its id
   * replaced), `ejectedFrom` names the built-in's version. The id defaults to `<builtin>-custom`
   * (`-custom-2`, … when taken).
   */
  async eject(orgId: string, builtinId: string, options: { id?: string } = {}): Promise<CatalogEntryOf> {
    const builtin = builtinCatalog().get(builtinId);
    if (!builtin) {
      if (await this.versions.head(orgId, builtinId)) throw new AppError(409, 'component_not_builtin', `${builtinId} is the org's own component: only built-ins are ejected (to copy it, create a component from its source: GET /v1/components/${builtinId}/source)`);
      throw new AppError(404, 'not_found', `no component ${builtinId}`);
    }
    const id = options.id ?? await this.freeId(orgId, `${builtinId}-custom`);
    const tsxSource = (await import('../../../catalog/sandbox/source.ts')).builtinComponentSource(builtinId, { asId: id });
    if (tsxSource === undefined) throw new AppError(409, 'component_not_ejectable', `the source of ${builtinId} is not published, so it cannot be ejected`);
    return this.make(orgId, id, { tsxSource }, `${builtin.id}@${builtin.version}`);
  }

  private async freeId(orgId: string, base: string): Promise<string> {
    for (let n = 1; n < 1000; n++) {
      const id = n === 1 ? base : `${base}-${n}`;
      if (!builtinCatalog().get(id) && !(await this.versions.heads.forOrg(orgId).findOne({ componentId: id }))) return id;
    }
    throw new AppError(409, 'component_id_taken', `every id like ${base} is taken; name the copy with id`);
  }

  private async make(orgId: string, id: string, document: ComponentDocument, ejectedFrom: string | null): Promise<CatalogEntryOf> {
    if (builtinCatalog().get(id)) throw new AppError(409, 'component_id_taken', `${id} is a built-in component; choose another id (or eject it: POST /v1/components/${id}/eject)`);
    // A taken id answers before the compile's work; claiming it below is what decides a race.
    if (await this.versions.head(orgId, id)) throw idTaken(id);
    const version = await this.compile(id, 1, document);
    const heads = this.versions.heads.forOrg(orgId);
    const head = await this.claimId(heads, id, ejectedFrom);
    const stored = await this.versions.addVersion(orgId, { componentId: id, componentVersion: 1, document, ejectedFrom, ...version });
    if (!stored) throw new AppError(409, 'component_id_taken', `a component ${id} is being made at the same time; try again`);
    await this.versions.advanceHead(orgId, head.id, 0, stored);
    return catalogEntry(stored.manifest, installed(ejectedFrom));
  }

  /** Takes the id for a new component: its head at version 0; 409 when the org has it (a head left by a create that never finished is taken over). */
  private async claimId(heads: OrgScoped<ComponentHeadRecord>, id: string, ejectedFrom: string | null) {
    const taken = () => idTaken(id);
    const existing = await heads.findOne({ componentId: id });
    if (existing) {
      if (existing.latestVersion > 0 || Date.now() - Date.parse(existing.updatedAt) < abandonedCreateMs) throw taken();
      const versions = this.versions.versions.forOrg(existing.orgId);
      for (const v of (await versions.list({ where: { componentId: id }, limit: 10 })).items) await versions.delete(v.id);
      await heads.delete(existing.id, { ifVersion: existing.version });
    }
    try {
      return await heads.insert({ componentId: id, latestVersion: 0, manifest: null, contentHash: null, ejectedFrom });
    } catch (err) {
      if (err instanceof StoreError && err.code === 'duplicate') throw taken();
      throw err;
    }
  }

  /** Compiles version `n` of a document and applies its overrides; 422 on any problem. */
  private async compile(id: string, n: number, document: ComponentDocument): Promise<{ manifest: ComponentManifest; js: string }> {
    const problems = documentProblems(document);
    if (problems.length) throw componentInvalid(problems);
    const { compileComponentSource } = await import('../../../catalog/sandbox/compile.ts');
    const result = await compileComponentSource(document.tsxSource, { id, version: versionString(n) });
    if (!result.ok) throw sourceInvalid(result.problems);
    const manifest = applyOverrides(result.compiled.manifest, document);
    const defaults = schemaProblems('body.propDefaults', manifest.propSchema, manifest.propDefaults);
    if (defaults.length) throw componentInvalid(defaults);
    return { manifest, js: result.compiled.js };
  }

  // ---------------------------------------------------------------------------------------------
  // Updating

  /**
   * Merges `patch` (RFC 7396) into the component's document and makes the next version. With a
   * target, that composition's placements of the component move to it (checked before anything is
   * written: a composition the new version would break is a 422 and nothing changes).
   */
  async update(orgId: string, id: string, patch: Record<string, unknown>, target?: RepinTarget): Promise<ComponentUpdate> {
    if (builtinCatalog().get(id)) {
      throw new AppError(409, 'component_not_editable', `${id} is a built-in component and cannot be changed; eject it into an org copy (POST /v1/components/${id}/eject) and update that`);
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const head = await this.versions.head(orgId, id);
      const current = head && await this.versions.version(orgId, id, versionString(head.latestVersion));
      if (!head || !current) throw new AppError(404, 'not_found', `no component ${id}`);
      const document = applyMergePatch(structuredClone(current.document) as unknown, patch) as unknown as ComponentDocument;
      const next = head.latestVersion + 1;
      const version = await this.compile(id, next, document);
      const repin = target ? await this.checkedRepin(orgId, target, id, version.manifest) : null;
      const stored = await this.versions.addVersion(orgId, { componentId: id, componentVersion: next, document, ejectedFrom: current.ejectedFrom, ...version });
      if (!stored) {
        // Another update made this number (or one that stopped before moving the head did): bring the head to it and merge over that.
        const made = await this.versions.version(orgId, id, versionString(next));
        if (made) await this.versions.advanceHead(orgId, head.id, head.latestVersion, made);
        continue;
      }
      await this.versions.advanceHead(orgId, head.id, head.latestVersion, stored);
      const repinned = repin ? await this.repin(orgId, repin, id, stored) : null;
      return {
        component: catalogEntry(stored.manifest, installed(stored.ejectedFrom)),
        repinned,
        placementsPinnedToPrevious: await this.placementsPinnedTo(orgId, id, versionString(head.latestVersion)),
      };
    }
    throw new AppError(409, 'conflict', `component ${id} is changing too fast to update; try again`);
  }

  /** The composition a repin moves, checked with the new version in view; 404 when it is not the project's. */
  private async checkedRepin(orgId: string, target: RepinTarget, id: string, manifest: ComponentManifest): Promise<{ projectId: string; compositionId: string; savedBy: string | null }> {
    const composition = await this.deps.projects.activeComposition(orgId, target.projectId);
    if (target.compositionId !== undefined && target.compositionId !== composition.id) {
      throw new AppError(404, 'not_found', `composition ${target.compositionId} is not the composition of project ${target.projectId}`);
    }
    const { document, moved } = repinComponent(composition.document, id, manifest.version);
    if (moved) await this.deps.checkComposition(orgId, document, manifest);
    return { projectId: target.projectId, compositionId: composition.id, savedBy: target.savedBy };
  }

  private async repin(orgId: string, target: { projectId: string; compositionId: string; savedBy: string | null }, id: string, stored: StoredComponentVersion) {
    const { composition, moved } = await this.deps.projects.repinComponent(orgId, target.projectId, target.compositionId, id, versionString(stored.componentVersion), target.savedBy);
    return { compositionId: composition.id, placementsMoved: moved, etag: compositionEtag(composition) };
  }

  /** Placements in the org pinned to `id@version`: in compositions, open compose sessions and templates not deleted. */
  async placementsPinnedTo(orgId: string, id: string, version: string): Promise<number> {
    const key = pinKey(id, version);
    const pinned: Where = { [`componentPins.${key}`]: { $gt: 0 } };
    const sum = async (scope: OrgScoped<{ componentPins?: Record<string, number> }>, where: Where) => {
      let total = 0;
      let cursor: string | null = null;
      do {
        const page = await scope.select(['componentPins']).list({ where, limit: 1000, cursor });
        for (const holder of page.items) total += holder.componentPins?.[key] ?? 0;
        cursor = page.nextCursor;
      } while (cursor);
      return total;
    };
    return await sum(this.deps.projects.compositions.forOrg(orgId), pinned)
      + await sum(this.deps.sessions.sessions.forOrg(orgId), { ...pinned, expiresAt: { $gt: new Date().toISOString() } })
      + await sum(this.deps.templates.templates.forOrg(orgId), { ...pinned, deleted: false });
  }
}

/** Every catalog field a document overrides, where a merge patch may also send null (back to the source's value). */
const nullableOverrides = Object.fromEntries(Object.entries(overrideFields).map(([k, v]) => [k, Type.Optional(Nullable(v as TSchema))]));

/** The update's body; the MCP tool update_component takes the same fields. */
export const ComponentUpdateBody = Type.Object({
  tsxSource: Type.Optional(TsxSource),
  ...nullableOverrides,
  projectId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'move the placements of this project\'s composition to the new version (not part of the merged document)' })),
  compositionId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'the project\'s composition (default: its active one); needs projectId' })),
}, { additionalProperties: false, description: 'an RFC 7396 merge patch of the component\'s document: omitted fields keep their value, null removes an override' });
