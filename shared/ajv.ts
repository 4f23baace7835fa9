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

/** Keywords whose value is one subschema, a map of names to subschemas, or a list of subschemas. */
const oneSchemaKeywords = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
const schemaMapKeywords = ['properties', 'patternProperties', 'dependentSchemas'];
const schemaListKeywords = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `schema` with `each` applied to its direct subschemas. */
function mapSubschemas(schema: Schema, each: (subschema: Schema) => Schema): Schema {
  const out: Schema = { ...schema };
  for (const k of oneSchemaKeywords) if (isSchema(schema[k])) out[k] = each(schema[k]);
  for (const k of schemaMapKeywords) {
    if (isSchema(schema[k])) out[k] = Object.fromEntries(Object.entries(schema[k]).map(([name, s]) => [name, isSchema(s) ? each(s) : s]));
  }
  for (const k of schemaListKeywords) if (Array.isArray(schema[k])) out[k] = (schema[k] as unknown[]).map((s) => (isSchema(s) ? each(s) : s));
  return out;
}

/**
 * The same schema with every subschema that occurs more than once (and is at least `minChars` of
 * JSON) written once under `$defs` and referenced: Ajv writes a schema's code at every place it is
 * used, so the composition's validator, whose clips and tracks repeat the same transform,
 * keyframe and colour schemas, was 1.2 MB of code from 57 KB of schema (0.47 MB referenced, and
 * loaded in half the time). Compile it with `inlineRefs` small, or Ajv writes them inline again.
 * The errors are the same: the same instance paths, keywords, parameters and messages.
 */
export function withSharedSubschemas(schema: object, minChars = 80): object {
  const plain = JSON.parse(JSON.stringify(schema)) as Schema;
  if ('$defs' in plain || JSON.stringify(plain).includes('"$ref"')) throw new Error('withSharedSubschemas: the schema already has references');
  const uses = new Map<string, number>();
  const count = (s: Schema): Schema => {
    const json = JSON.stringify(s);
    if (json.length >= minChars) uses.set(json, (uses.get(json) ?? 0) + 1);
    return mapSubschemas(s, count);
  };
  count(plain);
  const defs: Record<string, Schema> = {};
  const names = new Map<string, string>();
  // Within an anyOf, nothing is referenced: an error of a branch keeps a schema path under the
  // union's, which is how callers fold a union's branch errors into one message.
  const inside = (s: Schema): Schema => ('anyOf' in s ? s : mapSubschemas(s, share));
  const share = (s: Schema): Schema => {
    const json = JSON.stringify(s);
    if ((uses.get(json) ?? 0) < 2) return inside(s);
    let name = names.get(json);
    if (!name) {
      name = `shared${names.size}`;
      names.set(json, name);
      defs[name] = inside(s);
    }
    return { $ref: `#/$defs/${name}` };
  };
  const root = inside(plain);
  return names.size ? { ...root, $defs: defs } : root;
}
