/** The OpenAPI document, generated from the route schemas, with the shared error envelope and bearer scheme. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Type } from 'typebox';
import { ERROR_CATALOGUE } from '../core/errors.ts';
import { operationIdOf } from './operation-ids.ts';
import { DOCS_CSS, DOCS_FAVICON, DOCS_LOGO, DOCS_SCRIPT } from './docs-page.ts';
import { v2Path } from '../core/urls.ts';

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

export const V2_DOCUMENT = v2Path('openapi.json');
export const V1_DOCUMENT = '/api/v1/openapi.json';

const V1_INFO = {
  title: 'Boxline legacy v1 API',
  version: '1.0.0',
  description:
    'The original service\'s tastypie API, kept for the clients written for it: companies, orders, boxes, items, ' +
    'webhooks and order backups, over the same rows as v2. Ids are plain integers and objects carry `resource_uri`; ' +
    'lists are `{meta: {limit, offset, next, previous, total_count}, objects}`; errors are `{"error_message": ...}`. ' +
    'Every operation answers JSON, or tastypie\'s XML with `format=xml` or an XML Accept header, errors included. ' +
    'Every path works with and without its trailing slash. Authorize with a token (`npx boxline token create --org 1`).',
};

type OpenApiDocument = { info: Record<string, unknown>; paths: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } } & Record<string, unknown>;

/** The names of the component schemas `value` refers to (`#/components/schemas/Name`), through each other. */
function referencedSchemas(value: unknown, schemas: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  const pending = [value];
  while (pending.length) {
    const item = pending.pop();
    if (Array.isArray(item)) pending.push(...item);
    else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const name = key === '$ref' && typeof child === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(child)?.[1] : undefined;
        if (name !== undefined && !found.has(name)) {
          found.add(name);
          pending.push(schemas[name]);
        } else pending.push(child);
      }
    }
  }
  return found;
}

/** The paths the predicate keeps, with the schemas they use, under `info` merged into the document's own. */
function documentOf(doc: OpenApiDocument, keep: (path: string) => boolean, info: Record<string, unknown>): OpenApiDocument {
  const paths = Object.fromEntries(Object.entries(doc.paths).filter(([path]) => keep(path)));
  const all = doc.components?.schemas ?? {};
  const used = referencedSchemas(paths, all);
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
  return { ...doc, info: { ...doc.info, ...info }, paths, components: { ...doc.components, schemas } };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addSchema(Problem);
  app.addSchema(V1Error);
  const operationIds = new Map<string, string>();
  // Every authenticated route documents the shared error responses and the bearer requirement.
  app.addHook('onRoute', (route) => {
    if (route.schema && !route.schema.hide && typeof route.method === 'string' && route.method !== 'HEAD') {
      nameOperation(route.schema as Record<string, unknown>, route.method, route.url, operationIds);
    }
    if (!route.url.startsWith('/api/') || route.config?.public || !route.schema) return;
    const schema = route.schema as Record<string, unknown> & { response?: Record<string, unknown> };
    const ref = { $ref: route.url.startsWith('/api/v1/') ? 'V1Error#' : 'Problem#' };
    schema.response ??= {};
    for (const [status, description] of Object.entries(ERROR_STATUSES)) {
      schema.response[status] ??= { ...ref, description };
    }
    schema.security ??= [{ bearer: [] }];
    if (route.method === 'POST' && route.url.startsWith(v2Path('orgs/:org_pk/'))) documentIdempotency(schema);
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
          'app relations, and webhooks. Authorize with a token (`npx boxline token create --org 1`): "Try it out" then ' +
          'fills in the organization of the token. Errors use `application/problem+json` (`Problem`); lists use ' +
          '`{count, next, previous, results}` with `limit` and `offset`.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http', scheme: 'bearer',
            description: '`Authorization: Bearer <token>`. Clients that cannot set a header may send the token as a ' +
              '`bearer_token` query parameter or form field instead; the header wins when both are sent.',
          },
        },
      },
    },
    transform: forTheDocument,
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: {
      docExpansion: 'list', deepLinking: true,
      // Plain code blocks: each of the highlighter's themes colours some JSON values with too little contrast.
      syntaxHighlight: false,
      urls: [{ url: V2_DOCUMENT, name: 'v2' }, { url: V1_DOCUMENT, name: 'v1 (legacy)' }], 'urls.primaryName': 'v2',
    } as Record<string, unknown>,
    logo: { type: 'image/svg+xml', content: DOCS_LOGO, href: '/docs/', target: '_self' },
    theme: {
      title: 'Boxline API reference',
      favicon: [{ filename: 'boxline.svg', rel: 'icon', sizes: 'any', type: 'image/svg+xml', content: DOCS_FAVICON }],
      js: [{ filename: 'boxline.js', content: DOCS_SCRIPT }],
      css: [{ filename: 'boxline.css', content: DOCS_CSS }],
    },
  });
  // Two documents from the one @fastify/swagger makes of every route: v2 (with the OAuth2 endpoints and /healthz),
  // and the legacy v1 API. /docs shows either, with a switch in its top bar.
  let v2: OpenApiDocument | undefined;
  let v1: OpenApiDocument | undefined;
  app.get(V2_DOCUMENT, { config: { public: true }, schema: { hide: true } }, async () =>
    (v2 ??= documentOf(app.swagger() as OpenApiDocument, (path) => !isLegacyV1(path), {})));
  app.get(V1_DOCUMENT, { config: { public: true }, schema: { hide: true } }, async () =>
    (v1 ??= documentOf(app.swagger() as OpenApiDocument, isLegacyV1, V1_INFO)));
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

/** Names the operation (src/http/operation-ids.ts), once per route and never twice in the document. */
function nameOperation(schema: Record<string, unknown>, method: string, url: string, taken: Map<string, string>): void {
  if (schema.operationId) return; // a schema shared by two methods is named by the first
  const id = operationIdOf(method, url);
  const other = taken.get(id);
  if (other !== undefined) throw new Error(`operationId ${id} of ${method} ${url} is already that of ${other}: name one in src/http/operation-ids.ts`);
  taken.set(id, `${method} ${url}`);
  schema.operationId = id;
}

type Properties = Record<string, Record<string, unknown>>;
type RouteSchema = { querystring?: { properties?: Properties }; params?: { properties?: Properties }; response?: Record<string, Record<string, unknown>>; summary?: string };

/**
 * What the document shows and the routes do not need, in copies (the routes keep their schemas):
 * - /docs pre-fills "Try it out" with each query parameter's example, so a list would be sent with every filter
 *   set to its example (and answer no results): query parameters are documented without examples;
 * - `org_pk` has the demo organization's key as its example, which /docs replaces with the organization of the
 *   token once one is authorized (DOCS_SCRIPT);
 * - every success response says what it is, instead of Swagger's "Default Response".
 */
function forTheDocument({ schema, url, route }: { schema: unknown; url: string; route: { method: string | string[] } }) {
  const s = schema as RouteSchema | undefined;
  if (!s) return { schema: schema as never, url };
  const copy: RouteSchema = { ...s };
  if (s.querystring?.properties) {
    const properties = Object.fromEntries(Object.entries(s.querystring.properties)
      .map(([name, { examples: _examples, example: _example, ...rest }]) => [name, rest]));
    copy.querystring = { ...s.querystring, properties };
  }
  if (s.params?.properties?.org_pk) {
    copy.params = { ...s.params, properties: { ...s.params.properties, org_pk: { ...s.params.properties.org_pk, examples: ['1'] } } };
  }
  // A route that declares no answer (/healthz) is shown with its summary as the answer's description.
  if (!s.response) copy.response = { 200: { description: s.summary ?? 'OK' } };
  else {
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    const byHand = SUCCESS_BY_HAND[String((s as { operationId?: string }).operationId)];
    copy.response = Object.fromEntries(Object.entries(s.response).map(([status, response]) => {
      if (response.description) return [status, response];
      const description = !/^2/.test(status)
        ? (url.startsWith('/api/v1/oauth2/') ? 'An OAuth2 error (RFC 6749): `{error, error_description}`' : ERROR_STATUSES[status] ?? 'An error')
        : byHand ?? successOf(method, url, status, response);
      return [status, { ...response, description }];
    }));
  }
  return { schema: copy as never, url };
}

const SUCCESS_BY_HAND: Record<string, string> = {
  redeliverWebhookDelivery: 'The new delivery attempt',
  downloadDocument: 'The file, with the content type it was uploaded with (206 with the part a `Range` asked for)',
  issueOAuth2Token: 'The tokens: `{access_token, expires_in, token_type, refresh_token, scope}`',
  setMemberPassword: 'The password is set, and the member signed out everywhere',
};

const WORDS: Record<string, string> = { orgs: 'organizations', docs: 'shipping documents', 'custom-fields': 'custom field' };

/** "The order", "A page of orders", "Created: the new box": from the path's last resource word. */
function successOf(method: string, url: string, status: string, response: Record<string, unknown>): string {
  if (status === '204') return method === 'DELETE' ? 'Deleted (no content)' : 'Done (no content)';
  const words = url.split('/').filter((w) => w && !w.startsWith(':') && !['api', 'v1', 'v2'].includes(w));
  const word = words.at(-1) ?? 'answer';
  const last = (WORDS[word] ?? word).replace(/-/g, ' ');
  const collection = !url.replace(/\/$/, '').split('/').at(-1)!.startsWith(':');
  const properties = response.properties as Record<string, unknown> | undefined;
  if (method === 'GET' && properties?.results) return `A page of ${last}: {count, next, previous, results}`;
  if (method === 'GET' && properties?.objects) return `A page of ${last.replace(/_/g, ' ')}: {meta, objects}`;
  if (method === 'GET') return collection ? `The ${last}` : `The ${singularWord(last)}`;
  if (method === 'POST') return status === '201' ? `Created: the new ${singularWord(last)}` : `Done: the ${last}`;
  if (method === 'DELETE') return `Deleted: the ${singularWord(last)} as it was`;
  return `The ${singularWord(last)} as stored after the change`;
}

const singularWord = (word: string) => word.replace(/ies$/, 'y').replace(/(x|ss)es$/, '$1').replace(/([^s])s$/, '$1');

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
