/**
 * What the build (ops/build.mjs) generates beside the bundle, file name → contents: work that
 * every process would otherwise repeat at start, done once per build. Each module is loaded back
 * with `loadBuildOutput` (shared/compiled.ts); a CommonJS one with V8's code cache of it, made
 * here after a first run so that it also holds the functions that run compiled (the validator is
 * one 1.2 MB function, compiled lazily on its first call).
 */
import { builtConsoleDir, bundleConsole } from '../control-plane/features/console/bundle.ts';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defaultPlansFile, parsePlansYaml, shippedPlansFile, type ParsedPlans } from '../control-plane/features/accounts/price-list.ts';
import { codeCacheFile, loadCommonJs, projectRoot } from '../shared/compiled.ts';
import { compositionValidatorFile, compositionValidatorSource } from '../shared/composition/validate.ts';
import { bundledFacesFile, loadFaces } from '../shared/fonts/index.ts';

/** A composition the validator checks once before its code cache is taken. */
const warmUpComposition = {
  output: { width: 320, height: 180, fps: 30 },
  tracks: [{ clips: [{ kind: 'text', start: 0, duration: 1, text: 'warm' }] }],
};

export function precompiledModules(): Record<string, string | Uint8Array> {
  const validator = compositionValidatorSource();
  // Named as if in the project (where it finds Ajv's runtime helpers); V8's cache depends on the source only.
  const { exports: validate, script } = loadCommonJs(validator, `${projectRoot}${compositionValidatorFile}`);
  if (!(validate as (input: unknown) => boolean)(warmUpComposition)) throw new Error('the precompiled composition validator refuses a valid composition');
  return {
    [compositionValidatorFile]: validator,
    [codeCacheFile(compositionValidatorFile)]: script.createCachedData(),
    [shippedPlansFile]: JSON.stringify(shippedPlans()),
    [bundledFacesFile]: JSON.stringify(loadFaces().map((face) => ({ ...face, path: relative(projectRoot, face.path) }))),
  };
}

/** The shipped plans file's text and its values, read back when a control plane loads the same text. */
export function shippedPlans(): ParsedPlans {
  const text = readFileSync(defaultPlansFile, 'utf8');
  return { text, root: parsePlansYaml(text, defaultPlansFile) };
}

/**
 * The web console's browser bundle (control-plane/features/console/web/), file name under the
 * build's folder → contents, and the sources it was made from, which the build's freshness check watches.
 */
export async function precompiledAssets(): Promise<{ files: Record<string, Uint8Array>; inputs: string[] }> {
  const bundle = await bundleConsole();
  return { files: Object.fromEntries([...bundle.files].map(([name, body]) => [`${builtConsoleDir}/${name}`, body])), inputs: bundle.inputs };
}
