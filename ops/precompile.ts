/**
 * What the build (ops/build.mjs) generates beside the bundle, file name → CommonJS source:
 * work that every process would otherwise repeat at start, done once per build. Each file is
 * loaded back with `loadBuildOutput` (shared/compiled.ts).
 */
import { parseProtos, protosJsonFile } from '../proto/index.ts';
import { compositionValidatorFile, compositionValidatorSource } from '../shared/composition/validate.ts';

export function precompiledModules(): Record<string, string> {
  return {
    [compositionValidatorFile]: compositionValidatorSource(),
    [protosJsonFile]: JSON.stringify(parseProtos().toJSON()),
  };
}
