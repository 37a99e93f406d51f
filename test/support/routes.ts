/**
 * The routes of every app built in this process, as each route declared itself, and the route pattern a concrete
 * URL resolves to. Fastify publishes every new instance on the `fastify.initialization` diagnostics channel
 * before any route is added, so the `onRoute` hook installed here sees every route first, before the app's own
 * hooks (OpenAPI, guard) touch its options. Importing this module is enough; `test/support/app.ts` does.
 */
import { subscribe } from 'node:diagnostics_channel';

type Schema = Record<string, any>;

export interface RegisteredRoute {
  method: string;
  /** The pattern, prefix included: `/api/v2/orgs/:org_pk/orders/:order_pk/`. */
  url: string;
  config: { scope?: string; public?: boolean; member?: boolean } & Record<string, unknown>;
  /** The schema keys as the route declared them; `response` holds only the route's own statuses. */
  declared: Schema;
}

const routesByApp = new WeakMap<object, RegisteredRoute[]>();

subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: { addHook(name: 'onRoute', hook: (route: any) => void): unknown } };
  const routes: RegisteredRoute[] = [];
  routesByApp.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    const schema: Schema = route.schema ?? {};
    const declared = { ...schema, ...(schema.response ? { response: { ...schema.response } } : {}) };
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      routes.push({ method, url: route.url, config: { ...(route.config ?? {}) }, declared });
    }
  });
});

/** Every route of `app` (Fastify's implicit HEAD twin of each GET left out). */
export function registeredRoutes(app: object): RegisteredRoute[] {
  const routes = routesByApp.get(app);
  if (!routes) throw new Error('this app was built before test/support/routes.ts was imported');
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
}

/** The /api routes that need a token (everything without `config.public`). */
export function authenticatedRoutes(app: object): RegisteredRoute[] {
  return registeredRoutes(app).filter((r) => r.url.startsWith('/api/') && !r.config.public);
}

export const routeName = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** `/a//b/?x=1` -> `['a', 'b']`, as the router sees it (trailing and duplicate slashes ignored). */
const segmentsOf = (path: string) => path.split('?')[0].split('/').filter((s) => s !== '');

/**
 * The route `method url` reaches, or null. Like the router: a static segment wins over a parameter at the
 * first place two matching patterns differ; a parameter matches one non-empty segment, `*` the rest.
 */
export function resolveRoute(app: object, method: string, url: string): RegisteredRoute | null {
  const actual = segmentsOf(url);
  let best: { route: RegisteredRoute; rank: number[] } | null = null;
  for (const route of registeredRoutes(app)) {
    if (route.method !== method) continue;
    const rank = matchRank(segmentsOf(route.url), actual);
    if (rank && (!best || compareRanks(rank, best.rank) < 0)) best = { route, rank };
  }
  return best?.route ?? null;
}

/** Per segment 0 (static), 1 (parameter) or 2 (wildcard); null when the pattern does not match. */
function matchRank(pattern: string[], actual: string[]): number[] | null {
  const rank: number[] = [];
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '*') return [...rank, 2];
    if (i >= actual.length) return null;
    if (pattern[i].startsWith(':')) rank.push(1);
    else if (decoded(actual[i]) === pattern[i]) rank.push(0);
    else return null;
  }
  return pattern.length === actual.length ? rank : null;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
