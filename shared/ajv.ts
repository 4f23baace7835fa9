/**
 * Ajv, required when first asked for rather than imported: a process that runs the build's
 * precompiled composition validator and compiles no component never needs it, and loading Ajv
 * cost 30 ms or more of every start. Import these where an instance is made.
 */
import { createRequire } from 'node:module';
import type { Ajv } from 'ajv';

const require = createRequire(import.meta.url);

export const ajvClass = (): typeof Ajv => (require('ajv') as typeof import('ajv')).Ajv;

/** Ajv's standalone code generator (the build's precompiled validator). */
export const ajvStandalone = () => (require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')).default;
