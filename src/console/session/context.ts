/**
 * Who is asking, for every console page: the login session of the authorize pages (src/oauth/sessions.ts), the
 * organization of `:org_pk` when the member belongs to it (404 otherwise, never 403, as in the API), the other
 * `*_pk` keys decoded (404 when one does not decode), the role's ability for the route (src/auth/permissions.ts:
 * the route's `consoleAbility`, else `read` for a GET and `write` for a POST; 403 otherwise) and for a POST the
 * session's CSRF token in the form (403).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeId } from '../../core/ids.ts';
import { ApiError, notFound } from '../../core/errors.ts';
import type { OrgContext } from '../../auth/org.ts';
import { memberRole } from '../../orgs/members.ts';
import { orgNameAndTimeZone } from '../../orgs/organizations.ts';
import { roleMay, type ConsoleAbility } from '../../auth/permissions.ts';
import { currentSession, sameToken, type Session } from '../../oauth/sessions.ts';
import { seeOther } from '../layout/page.ts';
import type { Chrome } from '../layout/page.ts';

export interface ConsoleOrg extends OrgContext {
  name: string;
  /** The IANA time zone the organization's dates are shown in. */
  timeZone: string;
}

export interface ConsoleContext {
  session: Session;
  org: ConsoleOrg;
  /** The decoded `*_pk` path keys but `org_pk`. */
  keys: Record<string, number>;
  /** Owners and admins change things; members and shippers read. */
  canWrite: boolean;
  /** Whether the member's role has this ability (src/auth/permissions.ts): pages show only the forms it allows. */
  may: (ability: ConsoleAbility) => boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a console route needs of the member's role (src/auth/permissions.ts); default `read` (GET), `write` (POST). */
    consoleAbility?: ConsoleAbility;
  }
}

const contexts = new WeakMap<FastifyRequest, ConsoleContext>();

/** The request's context, or null before the guard made one (the error page uses it when there is one). */
export const contextOrNull = (request: FastifyRequest): ConsoleContext | null => contexts.get(request) ?? null;

/** The context the org guard made for this request (every route under /console/orgs/:org_pk/ has one). */
export function consoleContext(request: FastifyRequest): ConsoleContext {
  const found = contexts.get(request);
  if (!found) throw new Error('console route without the org guard');
  return found;
}

export const chromeOf = (c: ConsoleContext, current?: Chrome['current']): Chrome => ({
  org: { pk: c.org.pk, name: c.org.name, role: c.org.role }, signedIn: { email: c.session.email, csrf: c.session.csrf }, current,
});

/** A form field's value (the last one when repeated), or ''. */
export function formField(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return typeof last === 'string' ? last : '';
}

/** All values of a repeated form field (checkboxes). */
export function formFields(body: unknown, name: string): string[] {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v): v is string => typeof v === 'string');
}

/** Where a signed-out browser is sent: the sign-in page, coming back here after (GETs only). */
export function signInRedirect(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const next = request.method === 'GET' ? `?next=${encodeURIComponent(request.url)}` : '';
  return seeOther(reply, `/console/sign-in${next}`);
}

export const forbiddenPage = (detail: string) => new ApiError('forbidden', detail);
const REFUSALS: Record<ConsoleAbility, string> = {
  read: 'Your role cannot see this page.',
  ship: 'Your role can look but not ship anything here. Ask an owner or admin.',
  write: 'Your role can look but not change anything here. Ask an owner or admin.',
  access: 'Your role cannot see who has access. Ask an owner or admin.',
  money: 'Your role cannot see the organization\'s money. Ask an owner or admin.',
};

/** Installs the guard on every route of an encapsulated plugin registered under `/console/orgs/:org_pk`. */
export function installOrgGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const session = await currentSession(app.db, request);
    if (!session) return signInRedirect(request, reply);
    const params = (request.params ?? {}) as Record<string, string>;
    const orgId = decodeId(params.org_pk ?? '');
    const role = orgId === null ? null : await memberRole(app.db, orgId, session.userId);
    const named = role === null ? null : await orgNameAndTimeZone(app.db, orgId!);
    if (role === null || named === null) throw notFound('organization');
    const keys: Record<string, number> = {};
    for (const [key, raw] of Object.entries(params)) {
      if (key === 'org_pk' || !key.endsWith('_pk')) continue;
      const id = decodeId(raw);
      if (id === null) throw notFound(key.slice(0, -3));
      keys[key] = id;
    }
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const needed = request.routeOptions.config.consoleAbility ?? (reading ? 'read' : 'write');
    if (!roleMay(role, needed)) throw forbiddenPage(REFUSALS[needed]);
    if (!reading) {
      // A multipart form (a document upload) is read by its handler as it streams: its token is in the action's query.
      const multipart = /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
      const csrf = formField(multipart ? request.query : request.body, 'csrf_token');
      if (!sameToken(csrf, session.csrf)) throw forbiddenPage('The form has expired. Go back, reload the page and try again.');
    }
    contexts.set(request, {
      session, keys, canWrite: roleMay(role, 'write'), may: (ability) => roleMay(role, ability),
      org: { id: orgId!, pk: params.org_pk, role, name: named.name, timeZone: named.time_zone },
    });
  });
}
