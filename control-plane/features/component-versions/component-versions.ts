/**
 * The stored versions of an org's own components, and the org's view of the component catalog
 * (the built-ins with the org's components beside them) that every composition check, pin and
 * render of the org reads.
 *
 * A component has a head (`org_components`: its id, newest version number and that version's
 * manifest, what the listing shows) and immutable versions (`org_component_versions`: the
 * editable document with its TSX source, the compiled script, the manifest in force and the
 * content hash of the asset the render nodes get). The asset's bytes
 * (`encodeComponentAsset`) go into the blob store by content hash when the version is made, so a
 * render ships the exact version it draws, like media. Versions are never deleted: a composition,
 * session or template pinned to one keeps drawing it.
 *
 * A version is written before its head moves to it (a unique number per component), so a crash in
 * between leaves a complete version the next update adopts; a version no head names yet is
 * already readable by its number, which a repin in the same update relies on.
 */
import { builtinCatalog } from '../../../catalog/index.ts';
import { type CompiledComponent, type ComponentManifest, componentAssetMediaType, componentAssetRef } from '../../../catalog/sandbox/types.ts';
import { encodeComponentAsset } from '../../../catalog/sandbox/asset.ts';
import type { Component } from '../../../catalog/sdk.ts';
import { componentPlacements, pinComponentVersions } from '../../../catalog/check/component-pins.ts';
import type { ComponentLookup } from '../../../catalog/check/components.ts';
import { AppError } from '../../../shared/errors.ts';
import type { BlobStore } from '../../blobs/index.ts';
import { type DocumentStore, type OrgCollection, type OrgDocMeta, StoreError } from '../../store/index.ts';
import type { RenderAsset } from '../media/media.ts';

/** The fields of a component an org edits (PUT/PATCH merge into these): its source and the catalog fields it overrides. */
export interface ComponentDocument {
  tsxSource: string;
  name?: string;
  description?: string;
  tags?: string[];
  mood?: string[];
  tier?: Component['tier'];
  useCase?: Component['useCase'];
  intent?: string;
  useWhen?: string;
  pairsWith?: string[];
  avoidWith?: string[];
  examples?: Component['examples'];
  /** Merged over the source's own defaults, key by key. */
  propDefaults?: Record<string, unknown>;
  warnings?: string[];
  fixedCopy?: string[];
}

export interface ComponentHeadRecord {
  componentId: string;
  /** The newest version; 0 while the first is being made (such a head is not listed). */
  latestVersion: number;
  /** The newest version's manifest and content hash (what the listing shows without reading versions). */
  manifest: ComponentManifest | null;
  contentHash: string | null;
  /** `<builtin id>@<version>` of the built-in this component was ejected from, or null. */
  ejectedFrom: string | null;
}

export interface ComponentVersionRecord {
  componentId: string;
  /** 1, 2, 3…: the catalog version is its decimal string. */
  componentVersion: number;
  document: ComponentDocument;
  /** The manifest in force: the compiled one with the document's overrides applied. */
  manifest: ComponentManifest;
  /** The compiled script the sandbox runs. */
  js: string;
  /** sha256 of the asset bytes (`encodeComponentAsset({js, manifest})`): the blob key. */
  contentHash: string;
  sizeBytes: number;
  ejectedFrom: string | null;
}

export type StoredComponentHead = ComponentHeadRecord & OrgDocMeta;
export type StoredComponentVersion = ComponentVersionRecord & OrgDocMeta;

/** A component as a preview or a render draws it: a built-in, or an org version with its compiled script. */
export type ResolvedComponent =
  | { origin: 'builtin'; component: Component }
  | { origin: 'org'; version: StoredComponentVersion; compiled: CompiledComponent };

/** The catalog version string of an org component version number. */
export const versionString = (n: number) => String(n);

/** An org version number from a catalog version string, or null when it cannot name one. */
export function versionNumber(version: string): number | null {
  return /^[1-9]\d{0,8}$/.test(version) ? Number(version) : null;
}

/**
 * The org's view of the catalog: the built-ins, then the org's components (the versions a
 * document names, and each one's current version). Built-in ids are never org ids.
 */
export class OrgComponentCatalog implements ComponentLookup {
  constructor(private readonly own: ReadonlyMap<string, { latest: string; versions: ReadonlyMap<string, ComponentManifest> }>) {}

  get(id: string, version?: string): ComponentManifest | undefined {
    const builtin = builtinCatalog().get(id, version);
    if (builtin) return builtin;
    const own = this.own.get(id);
    return own?.versions.get(version ?? own.latest);
  }

  /** True when `id` is one of the org's components (not a built-in). */
  isOrgComponent(id: string): boolean {
    return this.own.has(id);
  }
}

export class ComponentVersions {
  readonly heads: OrgCollection<ComponentHeadRecord>;
  readonly versions: OrgCollection<ComponentVersionRecord>;

  constructor(store: DocumentStore, private readonly blobs: BlobStore) {
    this.heads = store.orgCollection<ComponentHeadRecord>({ name: 'org_components', idPrefix: 'ocp', unique: [['componentId']] });
    this.versions = store.orgCollection<ComponentVersionRecord>({ name: 'org_component_versions', idPrefix: 'ocv', unique: [['componentId', 'componentVersion']] });
  }

  /** The component's head, when the org has made at least one version of it. */
  async head(orgId: string, componentId: string): Promise<StoredComponentHead | null> {
    const head = await this.heads.forOrg(orgId).findOne({ componentId });
    return head && head.latestVersion > 0 ? head : null;
  }

  /** One version by its catalog version string; null when there is no such version. */
  async version(orgId: string, componentId: string, version: string): Promise<StoredComponentVersion | null> {
    const n = versionNumber(version);
    return n === null ? null : this.versions.forOrg(orgId).findOne({ componentId, componentVersion: n });
  }

  /** The heads of every component of the org with a version, oldest first. */
  async list(orgId: string): Promise<StoredComponentHead[]> {
    const all: StoredComponentHead[] = [];
    let cursor: string | null = null;
    do {
      const page = await this.heads.forOrg(orgId).list({ where: { latestVersion: { $gt: 0 } }, limit: 1000, cursor, order: 'oldest' });
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  }

  /**
   * The component a preview or a render draws: a built-in (at `version`, or its current one), or
   * an org version (at `version`, or the newest); 404 when there is none.
   */
  async resolve(orgId: string, componentId: string, version?: string): Promise<ResolvedComponent> {
    const builtin = builtinCatalog().get(componentId, version);
    if (builtin) return { origin: 'builtin', component: builtin };
    const head = await this.head(orgId, componentId);
    const stored = head ? await this.version(orgId, componentId, version ?? versionString(head.latestVersion)) : null;
    if (!stored) throw new AppError(404, 'not_found', `no component ${componentId}${version !== undefined ? `@${version}` : ''}`);
    return { origin: 'org', version: stored, compiled: { js: stored.js, manifest: stored.manifest } };
  }

  /**
   * The org's view of the catalog for a document: every org component it names, at each version
   * it pins and at its newest; `extra` adds a version not stored yet (an update checking a repin
   * before it writes anything).
   */
  async lookupFor(orgId: string, document: unknown, extra?: ComponentManifest): Promise<OrgComponentCatalog> {
    const pinned = new Map<string, Set<number>>();
    for (const p of componentPlacements(document)) {
      if (builtinCatalog().get(p.componentId)) continue;
      const versions = pinned.get(p.componentId) ?? new Set<number>();
      const n = p.version === undefined ? null : versionNumber(p.version);
      if (n !== null) versions.add(n);
      pinned.set(p.componentId, versions);
    }
    const own = new Map<string, { latest: string; versions: Map<string, ComponentManifest> }>();
    for (const [componentId, numbers] of pinned) {
      const head = await this.head(orgId, componentId);
      if (!head) continue;
      const versions = new Map<string, ComponentManifest>([[versionString(head.latestVersion), head.manifest!]]);
      const older = [...numbers].filter((n) => n !== head.latestVersion);
      if (older.length) {
        const page = await this.versions.forOrg(orgId).select(['componentVersion', 'manifest']).list({ where: { componentId, componentVersion: { $in: older } }, limit: older.length });
        for (const v of page.items) versions.set(versionString(v.componentVersion), v.manifest);
      }
      own.set(componentId, { latest: versionString(head.latestVersion), versions });
    }
    if (extra) own.get(extra.id)?.versions.set(extra.version, extra);
    return new OrgComponentCatalog(own);
  }

  /** The document with its unpinned placements pinned to the current versions, and the catalog view that checks it. */
  async prepare<T>(orgId: string, document: T, extra?: ComponentManifest): Promise<{ document: T; lookup: OrgComponentCatalog }> {
    const lookup = await this.lookupFor(orgId, document, extra);
    return { document: pinComponentVersions(document, lookup), lookup };
  }

  /**
   * The assets a render of this (pinned) composition needs for the org components it draws: one
   * `component:<id>@<version>` per version, by content hash. A version whose blob went missing is
   * written again from the version record (the bytes are canonical, so the hash is the same).
   */
  async assetsFor(orgId: string, composition: unknown): Promise<RenderAsset[]> {
    const assets = new Map<string, RenderAsset>();
    for (const p of componentPlacements(composition)) {
      if (p.version === undefined || builtinCatalog().get(p.componentId)) continue;
      const ref = componentAssetRef(p.componentId, p.version);
      if (assets.has(ref)) continue;
      const stored = await this.version(orgId, p.componentId, p.version);
      // The composition check already refused a version that does not exist.
      if (!stored) throw new AppError(422, 'unknown_component', `no component ${p.componentId}@${p.version}`, { fields: [{ path: `${p.path}.version`, problem: `no component '${p.componentId}' at version ${p.version}`, code: 'unknown_component' }] });
      if (!(await this.blobs.stat(stored.contentHash))) await this.putAsset({ js: stored.js, manifest: stored.manifest }, stored.contentHash);
      assets.set(ref, { ref, contentHash: stored.contentHash, sizeBytes: stored.sizeBytes, mediaType: componentAssetMediaType });
    }
    return [...assets.values()];
  }

  /**
   * Makes version `componentVersion` of a component: its asset into the blob store, then the
   * immutable version record. Answers null when that number is taken (another update made it).
   */
  async addVersion(orgId: string, record: Omit<ComponentVersionRecord, 'contentHash' | 'sizeBytes'>): Promise<StoredComponentVersion | null> {
    const blob = await this.putAsset({ js: record.js, manifest: record.manifest });
    try {
      return await this.versions.forOrg(orgId).insert({ ...record, contentHash: blob.key, sizeBytes: blob.sizeBytes });
    } catch (err) {
      if (err instanceof StoreError && err.code === 'duplicate') return null;
      throw err;
    }
  }

  /**
   * Moves the head to a stored version, only from the version it was read at (`from`): of two
   * updates that read the same head, one moves it. Answers whether it moved.
   */
  async advanceHead(orgId: string, headId: string, from: number, to: StoredComponentVersion): Promise<boolean> {
    const r = await this.heads.forOrg(orgId).update(headId, {
      set: { latestVersion: to.componentVersion, manifest: to.manifest, contentHash: to.contentHash },
    }, { where: { latestVersion: from } });
    return r.status === 'updated';
  }

  private async putAsset(compiled: CompiledComponent, expectedHash?: string) {
    const blob = await this.blobs.put(encodeComponentAsset(compiled));
    if (expectedHash !== undefined && blob.key !== expectedHash) throw new Error(`component asset bytes changed: ${expectedHash} is now ${blob.key}`);
    return blob;
  }
}
