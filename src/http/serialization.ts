/**
 * Response serialisation: Fastify's own compiler (fast-json-stringify, with the shared schemas the app adds), each
 * response schema compiled when it is first used rather than as the app starts. Compiling every route's responses
 * took more than a CPU-second at each start, and most processes (a test file, a command beside the server) use few
 * of them. Request validation is compiled the same way (validation.ts).
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

const compiledAtFirstUse: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc) => (serialize ??= compile(route))(doc);
  };
};

export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildSerializer: compiledAtFirstUse as never },
};
