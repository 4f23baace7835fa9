/**
 * The component catalog of one job: the built-ins plus the org component versions the job ships
 * as `component:<id>@<version>` assets (see catalog/sandbox), each drawing in its
 * sandbox. Every job that draws (`drawingRenderer` in jobs/context.ts) draws with it; the job
 * releases it when done, which frees the sandboxes no other job of this process holds.
 */
import { readFile } from 'node:fs/promises';
import { builtinCatalog, builtinComponents, ComponentCatalog } from '../catalog/index.ts';
import type { SandboxedComponent } from '../catalog/sandbox/index.ts';
import type { Component } from '../catalog/sdk.ts';

export interface JobCatalog {
  catalog: ComponentCatalog;
  /** True when the job ships no org component: any thread of the node can draw it from the built-in catalog. */
  builtinOnly: boolean;
  /** Gives the job's sandboxes up (call once the job has drawn its last frame). */
  release(): void;
}

const componentRefPrefix = 'component:';

/** Whether a job's asset is an org component (its ref `component:<id>@<version>`), not a stored file. */
export function isComponentAsset(ref: string): boolean {
  return ref.startsWith(componentRefPrefix);
}

/**
 * The catalog for a job's assets; `fetch` gives the local path of an asset's bytes by content
 * hash (the node's blob cache). Without component assets it is the built-in catalog.
 */
export async function catalogWithOrgComponents(assets: readonly { ref: string; contentHash: string }[], fetch: (contentHash: string) => Promise<string>): Promise<JobCatalog> {
  const shipped = [...new Map(assets.filter((a) => isComponentAsset(a.ref)).map((a) => [a.ref, a])).values()];
  if (!shipped.length) return { catalog: builtinCatalog(), builtinOnly: true, release: () => undefined };
  // The sandbox (QuickJS, and the compiler its module carries) loads with the first job that
  // ships a component, not with every node: a render node's start is on a render's critical path.
  const { componentAssetRef, decodeComponentAsset, prepareComponentSandbox, sandboxedComponent } = await import('../catalog/sandbox/index.ts');
  await prepareComponentSandbox();
  const compiled = await Promise.all(shipped.map(async (asset) => {
    const component = decodeComponentAsset(await readFile(await fetch(asset.contentHash)));
    const ref = componentAssetRef(component.manifest.id, component.manifest.version);
    if (ref !== asset.ref) throw new Error(`the asset ${asset.ref} holds the component ${ref}`);
    return component;
  }));
  const sandboxed: SandboxedComponent[] = compiled.map((c) => sandboxedComponent(c));
  try {
    return {
      catalog: new ComponentCatalog([...builtinComponents, ...sandboxed] as Component[]),
      builtinOnly: false,
      release: () => { for (const c of sandboxed) c.release(); },
    };
  } catch (err) {
    for (const c of sandboxed) c.release();
    throw err;
  }
}
