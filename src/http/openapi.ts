/** The OpenAPI document, generated from the route schemas, with the shared error envelope and bearer scheme. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Type } from 'typebox';
import { ERROR_CATALOGUE } from '../core/errors.ts';

export const Problem = Type.Object(
  {
    type: Type.String({ examples: ['/docs/errors#validation_failed'] }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String({ description: 'One readable sentence' }),
    code: Type.String({ enum: Object.keys(ERROR_CATALOGUE) }),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Field path to messages' })),
    request_id: Type.String(),
  },
  { $id: 'Problem', description: 'application/problem+json error envelope' },
);

export const V1Error = Type.Object({ error_message: Type.String() }, { $id: 'V1Error' });

const ERROR_STATUSES: Record<string, string> = {
  400: 'Invalid body, query or value; `errors` names the fields',
  401: 'Missing, unknown or expired token',
  403: 'The token lacks the scope or role',
  404: 'No such resource in an organization this token can see',
};

export const isLegacyV1 = (url: string) => url.startsWith('/api/v1/') && !url.startsWith('/api/v1/oauth2/');

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addSchema(Problem);
  app.addSchema(V1Error);
  // Every authenticated route documents the shared error responses and the bearer requirement.
  app.addHook('onRoute', (route) => {
    // This is the v2 reference. The legacy v1 routes are described in the README's v1 section (and with them in
    // it, Swagger UI at /docs rendered no operation at all); the OAuth2 endpoints under /api/v1/oauth2/ stay.
    if (isLegacyV1(route.url) && route.schema) (route.schema as Record<string, unknown>).hide = true;
    if (!route.url.startsWith('/api/') || route.config?.public || !route.schema) return;
    const schema = route.schema as Record<string, unknown> & { response?: Record<string, unknown> };
    const ref = { $ref: route.url.startsWith('/api/v1/') ? 'V1Error#' : 'Problem#' };
    schema.response ??= {};
    for (const [status, description] of Object.entries(ERROR_STATUSES)) {
      schema.response[status] ??= { ...ref, description };
    }
    schema.security ??= [{ bearer: [] }, { bearer_query: [] }];
    if (route.method === 'POST' && route.url.startsWith('/api/v2/orgs/:org_pk/')) documentIdempotency(schema);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Boxline API',
        version: '2.0.0',
        description:
          'Order-fulfilment API: organizations, orders with boxes and items, products, contacts, packaging ' +
          'presets, notes, tags, shipping documents, carrier tracking, insurance, wallet sub-accounts, OAuth2 apps and ' +
          'app relations, and webhooks. Authorize with a token (`npx boxline token create --org 1`). Errors use ' +
          '`application/problem+json` (`Problem`); lists use `{count, next, previous, results}` with `limit` and `offset`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <token>' },
          bearer_query: { type: 'apiKey', in: 'query', name: 'bearer_token' },
        },
      },
    },
    transform: withoutQueryExamples,
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/api/v2/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  app.get('/docs/errors', { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(errorCataloguePage()));
}

const IDEMPOTENCY_KEY = Type.Object({
  'idempotency-key': Type.Optional(Type.String({
    maxLength: 255,
    description: 'Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the ' +
      'same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a ' +
      'retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID.',
  })),
});

function documentIdempotency(schema: Record<string, unknown> & { response?: Record<string, unknown> }): void {
  schema.headers ??= IDEMPOTENCY_KEY;
  schema.response!['409'] ??= { $ref: 'Problem#', description: 'A conflicting state, or a request with the same Idempotency-Key still running' };
  schema.response!['422'] ??= { $ref: 'Problem#', description: 'The Idempotency-Key was used for another request' };
}

/**
 * /docs pre-fills "Try it out" with each query parameter's example, so a list would be sent with every filter
 * set to its example (and answer no results): query parameters are documented without examples.
 */
function withoutQueryExamples({ schema, url }: { schema: unknown; url: string }) {
  const s = schema as { querystring?: { properties?: Record<string, Record<string, unknown>> } } | undefined;
  if (!s?.querystring?.properties) return { schema: schema as never, url };
  const properties = Object.fromEntries(Object.entries(s.querystring.properties)
    .map(([name, { examples: _examples, example: _example, ...rest }]) => [name, rest]));
  return { schema: { ...s, querystring: { ...s.querystring, properties } } as never, url };
}

/** The page the `type` of every problem+json points into (`/docs/errors#<code>`). */
function errorCataloguePage(): string {
  const rows = Object.entries(ERROR_CATALOGUE)
    .map(([code, e]) => `<tr id="${code}"><td><code>${code}</code></td><td>${e.status}</td><td>${e.title}</td><td>${e.when.replace(/`([^`]+)`/g, '<code>$1</code>')}</td></tr>`)
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Boxline errors</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}</style></head>
<body><h1>Errors</h1><p>Every v2 error is <code>application/problem+json</code>:
<code>{type, title, status, detail, code, errors?, request_id}</code>. v1 errors are <code>{"error_message": "..."}</code>.</p>
<table><tr><th>code</th><th>status</th><th>title</th><th>when</th></tr>${rows}</table>
<p><a href="/docs/">API reference</a></p></body></html>`;
}
