/**
 * The sandbox's own vocabulary (what a compile answers, the limits a run keeps to), apart from
 * index.ts so that the modules index.ts re-exports can name it without importing index.ts back.
 */
import type { Component } from '../sdk.ts';

/** Everything a catalog entry and the composition checks need, without the draw function: JSON. */
export type ComponentManifest = Omit<Component, 'draw'>;

/** A compiled org component version: a self-contained script for the sandbox plus its manifest. */
export interface CompiledComponent {
  /** The bundled script (the SDK it uses included), run by the sandbox. */
  js: string;
  manifest: ComponentManifest;
}

/** A compile or definition problem, at a 1-based line and column of the submitted source. */
export interface CompileProblem { line: number; column: number; message: string }

export type CompileResult = { ok: true; compiled: CompiledComponent } | { ok: false; problems: CompileProblem[] };

/** Media type of a component asset shipped to render nodes (bytes = encodeComponentAsset). */
export const componentAssetMediaType = 'application/vnd.framefleet.component+json';

/** The asset ref of an org component version in a render's asset list. */
export const componentAssetRef = (id: string, version: string) => `component:${id}@${version}`;

/** The one package name of the SDK an org component imports. */
export const sdkModuleName = '@framefleet/component-sdk';
/** Bytes of source a component may have. */
export const maxSourceBytes = 512 * 1024;

export interface SandboxLimits { frameCpuMs: number; memoryBytes: number }
