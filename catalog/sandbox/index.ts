/**
 * Org-owned components: compiled from untrusted TypeScript source (compile.ts) and run in a
 * sandbox (runtime.ts, drawing through protocol.ts and replay.ts); built-ins' own source as
 * standalone modules an org can eject (source.ts).
 */
export { componentAssetMediaType, componentAssetRef, type CompiledComponent, type CompileProblem, type CompileResult, type ComponentManifest, type SandboxLimits } from './types.ts';

/** Compiles source with the id and version the store assigns (the source's own are replaced). */
export { compileComponentSource, componentContentHash, decodeComponentAsset, encodeComponentAsset, sdkModuleName } from './compile.ts';
/** A built-in's source as a standalone module an org can compile (its id replaced by `asId`). */
export { builtinComponentSource } from './source.ts';
/** A catalog component that draws by running the compiled script in the sandbox. */
export { defaultSandboxLimits, prepareComponentSandbox, sandboxedComponent, type SandboxedComponent } from './runtime.ts';
