/**
 * The OpenAPI document names reused schemas once: titled schemas and copies of the given
 * components become `$ref`s; two shapes under one title are refused.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hoistTitledSchemas } from '../../control-plane/features/api-docs/named-schemas.ts';

const test = suite('OpenAPI named schemas');

const point = { title: 'Point', type: 'object', properties: { x: { type: 'number' } } };
const tag = { type: 'object', properties: { label: { type: 'string' } } };

test('a titled schema and a copy of a given component become $refs, nested ones included', () => {
  const doc = hoistTitledSchemas({
    paths: { '/a': { get: { responses: { 200: { schema: { type: 'array', items: point } }, 201: { schema: { type: 'object', properties: { at: point, tag } } } } } } },
    components: { schemas: { Tag: tag, Shape: { type: 'object', properties: { corner: point } } } },
  });
  const responses = doc.paths['/a'].get.responses;
  assert.equal(responses[200].schema.items, { $ref: '#/components/schemas/Point' });
  assert.equal(responses[201].schema.properties, { at: { $ref: '#/components/schemas/Point' }, tag: { $ref: '#/components/schemas/Tag' } });
  assert.equal((doc.components.schemas as Record<string, unknown>).Point, point);
  assert.equal(doc.components.schemas.Tag, tag, 'a given component stays itself');
  assert.equal(doc.components.schemas.Shape.properties.corner, { $ref: '#/components/schemas/Point' });
});

test('two different shapes under one title are refused, naming the title', () => {
  const other = { title: 'Point', type: 'object', properties: { y: { type: 'number' } } };
  assert.throws(() => hoistTitledSchemas({ paths: { '/a': { get: { a: point, b: other } } } }), /two different schemas are titled 'Point'/);
});

test('a title that is data, not a schema, is left alone', () => {
  const doc = hoistTitledSchemas({ paths: { '/a': { get: { example: { title: 'a video' } } } } });
  assert.equal(doc.paths['/a'].get.example, { title: 'a video' });
});

test.run();
