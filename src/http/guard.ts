/**
 * The one hook that stands before every /api handler (preValidation), in this order:
 * 1. the rate limit, on verified identity (`rate-limit.ts`): a token verified before draws from its token id's
 *    bucket, an unknown token from its client address's unknown-token bucket, a request without a token from its
 *    address's bucket, and an over-limit request is refused (429) before any query;
 * 2. a valid token (401); a wallet sub-account token may use only routes marked `config.subaccount` (403), for its
 *    own sub-account (404 for another) while that is not suspended (403);
 * 3. the organization of `:org_pk`, when the token can see it (404, never 403, so ids cannot be probed): `request.org`;
 * 4. the route's scope (403);
 * 5. every other `*_pk` path key decoded into `request.keys` (404 naming the object the route addresses).
 * A route may declare `config.prefetch`, its first read, which step 2 makes in the statement that verifies the
 * token (auth/authenticate.ts `verifyTokenInOrg`): its rows reach the handler as `request.prefetched` only once
 * every step above has passed (GET one order: one round trip in all). It is a read only: the request has not been
 * validated yet, so nothing is written and nothing drawn (ids are drawn once the body is valid, by the writer).
 * Every /api route declares `config.scope`, `config.member: true` (any member's token, whatever its scopes: the
 * organization discovery routes, DECISIONS section 11) or `config.public: true`; its keys are `PathKey`s.
 */
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifyRequestType, ResolveFastifyRequestType } from 'fastify/types/type-provider.js';
import type { SQL } from '../core/sql.ts';
import { tokenFromRequest, verifyToken, verifyTokenInOrg, type AuthContext, type VerifiedInOrg } from '../auth/authenticate.ts';
import { orgContextOf, type OrgContext } from '../auth/org.ts';
import { resolveTokenOrg } from '../orgs/members.ts';
import { scopeAllows, type Scope } from '../auth/scopes.ts';
import { hashToken } from '../auth/tokens.ts';
import { checkSubaccountToken } from '../auth/subaccount.ts';
import { forbidden, notFound, unauthorized } from '../core/errors.ts';
import { decodeId } from '../core/ids.ts';
import type { Queryable } from '../db/database.ts';
import { routeKeys, type PathKeys, type RouteKeys } from './path-keys.ts';
import { createRateLimiter, type RateLimitOptions } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: Scope;
    public?: boolean;
    /** Any valid token of a member of the organization, whatever its scopes (organization discovery). */
    member?: boolean;
    /** A wallet sub-account's own token may use the route, for its own sub-account (`:subaccount_pk`) only. */
    subaccount?: boolean;
    /** A legacy v1 route: no org key, the organization is the token's; its `*_pk` keys are plain integers. */
    v1?: boolean;
    /**
     * The route's first read (a SELECT of the path's organization, from its decoded keys and the raw query string;
     * never a write or a draw from a sequence, and never sized from the body, which is not validated yet), made with
     * the token's verification: `request.prefetched` holds its rows.
     */
    prefetch?: (request: FastifyRequest, keys: Record<string, number>) => SQL;
  }
  // The type parameters repeat Fastify's own declaration, which merging requires (some are unused here).
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface FastifyRequest<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    ContextConfig = ContextConfigDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    RequestType extends FastifyRequestType = ResolveFastifyRequestType<TypeProvider, SchemaCompiler, RouteGeneric>,
  > {
    /* eslint-enable @typescript-eslint/no-unused-vars */
    auth: AuthContext;
    org: OrgContext;
    /** The route's `*_pk` path keys, decoded (`request.keys.order_pk`); `org_pk` is `request.org.id`. */
    keys: PathKeys<RequestType['params']>;
    /** The rows of the route's `config.prefetch`, set before its handler runs. */
    prefetched: Record<string, unknown>[];
  }
}

/** A v1 path key: a plain decimal integer (v1 shows the ids v2 writes in base 66). */
const decodeV1Id = (key: string | undefined): number | null => (key !== undefined && /^[1-9]\d{0,14}$/.test(key) ? Number(key) : null);

/** The route's path keys decoded (`org_pk` as `orgId`), or null when one does not decode. */
function decodeKeys(route: RouteKeys | null | undefined, params: Record<string, string>, orgId: number | null, v1: boolean): Record<string, number> | null {
  const keys: Record<string, number> = {};
  for (const key of route?.keys ?? []) {
    const id = key === 'org_pk' ? orgId : v1 ? decodeV1Id(params[key]) : decodeId(params[key]);
    if (id === null) return null;
    keys[key] = id;
  }
  return keys;
}

export function registerGuard(app: FastifyInstance, db: Queryable, rateLimit: RateLimitOptions): void {
  const limiter = createRateLimiter(rateLimit);
  const keysByUrl = new Map<string, RouteKeys | null>();

  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (!url.startsWith('/api/')) return;
    const { public: isPublic, scope, member } = route.config ?? {};
    if (!isPublic && !scope && !member) throw new Error(`Route ${route.method} ${url} must declare config.scope, config.member or config.public`);
    if (member && scope) throw new Error(`Route ${route.method} ${url} declares both config.scope and config.member`);
    keysByUrl.set(url, routeKeys(String(route.method), url, route.schema?.params));
  });

  // With the organization in the path, the member's role there comes with the token: one round trip.
  const verify = async (hash: string, orgId: number | null, read: SQL | undefined): Promise<VerifiedInOrg> =>
    (orgId === null ? { auth: await verifyToken(db, hash), role: null } : verifyTokenInOrg(db, hash, orgId, read));

  /** Verifies the token, drawing on the rate limit as the header comment says; `orgId` is the path's organization. */
  async function authenticate(request: FastifyRequest, reply: FastifyReply, orgId: number | null, read: SQL | undefined): Promise<VerifiedInOrg> {
    const token = tokenFromRequest(request);
    if (!token) {
      limiter?.take({ kind: 'address', address: request.ip }, reply);
      throw unauthorized();
    }
    const hash = hashToken(token);
    if (!limiter) return verify(hash, orgId, read);
    const known = limiter.knownToken(hash);
    const unknown = { kind: 'unknown-token', address: request.ip } as const;
    limiter.take(known === undefined ? unknown : { kind: 'token', tokenId: known }, reply);
    let verified: VerifiedInOrg;
    try {
      verified = await verify(hash, orgId, read);
    } catch (err) {
      limiter.forgetToken(hash);
      throw err;
    }
    limiter.rememberToken(hash, verified.auth.tokenId);
    if (known !== verified.auth.tokenId) {
      if (known === undefined) limiter.giveBack(unknown);
      limiter.take({ kind: 'token', tokenId: verified.auth.tokenId }, reply);
    }
    return verified;
  }

  app.addHook('preValidation', async (request, reply) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    // The route's pattern when one matched; the path as the router reads it (`//api/...` too) for a 404.
    if (!(url ?? request.url.replace(/\/{2,}/g, '/')).startsWith('/api/')) return;
    if (config.public || url === undefined) {
      limiter?.take({ kind: 'address', address: request.ip }, reply);
      return;
    }
    const params = (request.params ?? {}) as Record<string, string>;
    const orgId = params.org_pk === undefined ? null : decodeId(params.org_pk);
    const route = keysByUrl.get(url);
    const prefetchKeys = config.prefetch && orgId !== null ? decodeKeys(route, params, orgId, false) : null;
    const verified = await authenticate(request, reply, orgId, prefetchKeys ? config.prefetch!(request, prefetchKeys) : undefined);
    request.auth = verified.auth;
    if (request.auth.kind === 'subaccount' && !config.subaccount) throw forbidden('A wallet sub-account token cannot use this resource.');

    if (params.org_pk !== undefined) {
      if (orgId === null) throw notFound('organization');
      request.org = orgContextOf(request.auth, orgId, params.org_pk, verified.role);
    }
    if (config.v1) request.org = await resolveTokenOrg(db, request.auth);
    if (config.scope && !scopeAllows(request.auth.scopes, config.scope, request.method)) {
      throw forbidden(`This token lacks the "${config.scope}" scope${request.method === 'GET' ? '' : ' with write access'}.`);
    }

    const keys = decodeKeys(route, params, request.org?.id ?? null, config.v1 ?? false);
    if (keys === null) throw notFound(route!.object);
    request.keys = keys;
    if (verified.read) request.prefetched = verified.read;
    if (request.auth.kind === 'subaccount') await checkSubaccountToken(db, request.auth, request.org.id, keys.subaccount_pk);
  });
}
