/**
 * Org-owned components: compiled from untrusted TypeScript source (compile.ts) and run in a
 * sandbox (runtime.ts, drawing through protocol.ts and replay.ts); built-ins' own source as
 * standalone modules an org can eject (source.ts).
 */
export {
  componentAssetMediaType, componentAssetRef, type CompiledComponent, type CompileProblem, type CompileResult, type ComponentManifest, maxSourceBytes, type SandboxLimits, sdkModuleName,
} from './types.ts';
/** A compiled version's stored bytes and content hash. */
export { componentContentHash, decodeComponentAsset, encodeComponentAsset } from './asset.ts';

/** Compiles source with the id and version the store assigns (the source's own are replaced). */
export { compileComponentSource } from './compile.ts';
/** A built-in's source as a standalone module an org can compile (its id replaced by `asId`). */
export { builtinComponentSource } from './source.ts';
/** A catalog component that draws by running the compiled script in the sandbox. */
export { defaultSandboxLimits, prepareComponentSandbox, sandboxedComponent, type SandboxedComponent } from './runtime.ts';
