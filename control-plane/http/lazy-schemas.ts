/**
 * Fastify compiles every route's validators (Ajv) and response serializers (fast-json-stringify)
 * when the route is registered: seconds of CPU for this API's few hundred schemas, paid at every
 * start, even by a one-frame `framefleet render` that never receives a request. These compiler
 * factories wrap Fastify's own and compile a route's schema on its first use instead; what is
 * compiled, and how it validates and serializes, is unchanged.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = Required<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>>;
type ValidatorFactory = CompilersFactory['buildValidator'];
type SerializerFactory = CompilersFactory['buildSerializer'];

interface Validate { (data: unknown): unknown; errors?: unknown }

/** A validator that compiles on its first call; Fastify reads `.errors` off it after each call. */
function lazyValidator(compile: () => Validate): Validate {
  let validate: Validate | undefined;
  const wrapper: Validate = (data) => {
    validate ??= compile();
    const result = validate(data);
    wrapper.errors = validate.errors;
    return result;
  };
  return wrapper;
}

export function lazySchemaCompilers(): CompilersFactory {
  const buildValidator = AjvCompiler() as ValidatorFactory;
  const buildSerializer = SerializerSelector() as SerializerFactory;
  return {
    buildValidator: ((externalSchemas: unknown, options: unknown) => {
      const compiler = (buildValidator as (e: unknown, o: unknown) => (route: unknown) => Validate)(externalSchemas, options);
      return (route: unknown) => lazyValidator(() => compiler(route));
    }) as ValidatorFactory,
    buildSerializer: ((externalSchemas: unknown, options: unknown) => {
      const compiler = (buildSerializer as (e: unknown, o: unknown) => (route: unknown) => (doc: unknown) => string)(externalSchemas, options);
      return (route: unknown) => {
        let serialize: ((doc: unknown) => string) | undefined;
        return (doc: unknown) => (serialize ??= compiler(route))(doc);
      };
    }) as SerializerFactory,
  };
}
