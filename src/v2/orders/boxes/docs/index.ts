/**
 * Shipping documents of a box. The routes live in a plugin of their own that reads multipart/form-data
 * (@fastify/multipart), so that every other route keeps answering a multipart body with 415 and JSON bodies are
 * read as before (src/http/bodies.ts). The form is read by the handlers as it streams, not validated as a body:
 * the body schema documents it.
 */
import multipart from '@fastify/multipart';
import type { FastifySchemaCompiler } from 'fastify';
import type { App } from '../../../../app-types.ts';
import list from './list.ts';
import create from './create.ts';
import get from './get.ts';
import update from './update.ts';
import remove from './delete.ts';

export default async function documentRoutes(app: App) {
  await app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { files: 1, parts: 20, fields: 10 } });
    const compile = scope.validatorCompiler as FastifySchemaCompiler<unknown>;
    scope.setValidatorCompiler((route) => (route.httpPart === 'body' ? () => true : compile(route)));
    list(scope);
    create(scope);
    get(scope);
    update(scope);
    remove(scope);
  });
}
