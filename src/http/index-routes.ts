/**
 * The first links a person follows: `/` and the v2 root answer a small JSON index of where things are (a browser,
 * asking for HTML, is sent to the docs page instead). Public: nothing in them belongs to anyone.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { v2Path } from '../core/urls.ts';

export const ROOT_INDEX = {
  name: 'Boxline',
  description: 'Order-fulfilment API: organizations, orders with boxes and items, webhooks. Authenticate with Authorization: Bearer <token>.',
  links: {
    api_v2: v2Path(),
    api_v1: '/api/v1/',
    docs: '/docs/',
    console: '/console/',
    openapi: v2Path('openapi.json'),
    openapi_v1: '/api/v1/openapi.json',
    errors: '/docs/errors',
    health: '/healthz',
    ready: '/readyz',
    metrics: '/metrics',
  },
};

export const V2_INDEX = {
  name: 'Boxline API v2',
  links: {
    orgs: v2Path('orgs/'),
    openapi: v2Path('openapi.json'),
    docs: '/docs/',
    console: '/console/',
  },
};

/** A browser navigating here (it asks for HTML before anything else) reads the docs page. */
const wantsHtml = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? '') && !/application\/json/.test(request.headers.accept ?? '');

function answer(index: object) {
  return async (request: FastifyRequest, reply: FastifyReply) => (wantsHtml(request) ? reply.redirect('/docs/', 302) : index);
}

export function indexRoutes(app: FastifyInstance): void {
  const options = { config: { public: true }, schema: { hide: true } };
  app.get('/', options, answer(ROOT_INDEX));
  app.get(v2Path(), options, answer(V2_INDEX));
}
