/**
 * Named schemas in the OpenAPI document. A route schema that reuses a titled schema (a resource's
 * view, the error envelope, a part of the composition) is written once under
 * `components.schemas.<title>` and referred to by `$ref` everywhere it appears, so the document
 * stays small and generated clients get one type per resource (`Render`, `Media`, `ErrorEnvelope`)
 * instead of one per operation and status. Route schemas stay inline for validation; only the
 * document is rewritten.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** JSON Schema keywords that make an object a schema (a `title` elsewhere is just data). */
const schemaKeywords = ['type', 'properties', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'items', '$ref'];
/** What a component name may hold (OpenAPI 3.1: ^[a-zA-Z0-9.\-_]+$). */
const componentName = /^[A-Za-z0-9._-]+$/;

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTitledSchema = (value: JsonObject) => typeof value.title === 'string' && schemaKeywords.some((k) => k in value);

/**
 * Moves every titled schema under `paths` and `components` into `components.schemas` (nested
 * ones too) and puts a `$ref` in its place; a copy of a schema given in `components.schemas` up
 * front (the composition's parts, named by their keys) becomes a `$ref` to it the same way. Two
 * different schemas with one title are a mistake in the route schemas: the document would name two
 * shapes alike, so this throws and names them.
 */
export function hoistTitledSchemas<T extends object>(document: T): T {
  const doc = document as unknown as JsonObject;
  const components = (isObject(doc.components) ? doc.components : (doc.components = {})) as JsonObject;
  const schemas = (isObject(components.schemas) ? components.schemas : (components.schemas = {})) as JsonObject;
  const given = new Map(Object.entries(schemas).map(([name, schema]) => [JSON.stringify(schema), name]));
  const hoisted = new Map<string, string>();

  const visit = (value: Json, where: string, self?: string): Json => {
    if (Array.isArray(value)) return value.map((item, i) => visit(item, `${where}/${i}`));
    if (!isObject(value)) return value;
    const givenName = given.get(JSON.stringify(value));
    if (givenName !== undefined && givenName !== self) return { $ref: `#/components/schemas/${givenName}` };
    const rewritten: JsonObject = {};
    for (const [key, child] of Object.entries(value)) rewritten[key] = visit(child, `${where}/${key}`);
    if (!isTitledSchema(rewritten) || rewritten.title === self) return rewritten;
    const name = rewritten.title as string;
    if (!componentName.test(name)) throw new Error(`the schema at ${where} is titled '${name}', which is not a component name`);
    const body = JSON.stringify(rewritten);
    const seen = hoisted.get(name);
    if (seen === undefined) {
      if (name in schemas && !given.has(JSON.stringify(value))) throw new Error(`the schema at ${where} is titled '${name}', the name of another schema`);
      hoisted.set(name, body);
      schemas[name] = rewritten;
    } else if (seen !== body) {
      throw new Error(`two different schemas are titled '${name}' (one at ${where}); give each shape its own title`);
    }
    return { $ref: `#/components/schemas/${name}` };
  };

  if (isObject(doc.paths)) doc.paths = visit(doc.paths, '#/paths');
  for (const name of [...given.values()]) {
    schemas[name] = visit(schemas[name]!, `#/components/schemas/${name}`, name);
  }
  return document;
}
