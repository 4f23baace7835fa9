/** Declarations of ops/build.mjs (plain JavaScript, so that Node runs it without a loader). */
export declare const projectRoot: string;
export declare const distDir: string;
export declare const entryPoints: Record<string, string>;
export declare const externalPackages: string[];
export declare function compiledEntry(name: string, root?: string): string;
export type BuildState = { fresh: true } | { fresh: false; reason: string };
export declare function buildState(root?: string): BuildState;
export declare function build(root?: string, log?: (line: string) => void): Promise<{ sources: number; packageFiles: number; bytes: number; seconds: number }>;
export declare function ensureBuilt(root?: string): Promise<void>;
