/**
 * The legacy v1 API under /api/v1 (README, "Legacy v1 API"): views over the same rows and catalogues as v2,
 * in tastypie's shapes. Every route is `config.v1`: the guard takes the organization from the token and reads
 * path keys as plain integers; errors are `{"error_message": ...}` (src/http/error-handler.ts), in tastypie's XML
 * when `format=xml` or the Accept header asks for XML, like every answer (`sendV1`). A `format` other than `json`
 * or `xml` (any case; empty is the default) is a 400 naming it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app-types.ts';
import { invalidField } from '../core/errors.ts';
import { wantsXml } from './shape.ts';
import { tastypieErrorXml } from './xml.ts';
import { OrderRefusal } from '../orders/writing/refusals.ts';
import { v1OrderRefusalError } from './orders/refusals.ts';
import { domainRefusalError } from '../http/domain-refusals.ts';
import orderRoutes from './orders/index.ts';
import boxRoutes from './boxes/index.ts';
import itemRoutes from './items/index.ts';
import webhookRoutes from './webhooks/index.ts';
import companyRoutes from './company/index.ts';
import companyAddressRoutes from './company/address.ts';
import peopleRoutes from './company/people.ts';
import backupRoutes from './backups/index.ts';

const RESOURCES: ((app: App) => Promise<void>)[] = [orderRoutes, boxRoutes, itemRoutes, webhookRoutes, companyRoutes, companyAddressRoutes, peopleRoutes, backupRoutes];

function v1Error(request: FastifyRequest, reply: FastifyReply, message: string): FastifyReply {
  if (wantsXml(request)) return reply.type('application/xml; charset=utf-8').send(tastypieErrorXml(message));
  return reply.type('application/json; charset=utf-8').send({ error_message: message });
}

const FORMATS = new Set(['', 'json', 'xml']);

export default async function v1Routes(app: App) {
  app.decorate('v1Error', v1Error);
  app.decorate('wordRefusal', (error: unknown, request: FastifyRequest) => (error instanceof OrderRefusal ? v1OrderRefusalError(error.refusal, request) : domainRefusalError(error)));
  // After the guard (401, 403 first), before the route's own validation.
  app.addHook('preValidation', async (request) => {
    const format = (request.query as { format?: unknown } | undefined)?.format;
    if (format !== undefined && !(typeof format === 'string' && FORMATS.has(format.toLowerCase()))) {
      throw invalidField('format', 'must be json or xml');
    }
  });
  for (const resource of RESOURCES) await app.register(resource);
}
