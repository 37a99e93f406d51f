/**
 * Login sessions of the authorize pages and the console (src/console/): a random id in an `HttpOnly`, `SameSite=Lax` cookie (`Secure` when the
 * request came over https or PUBLIC_URL is https), stored as a hash with its own CSRF token. Before login, forms
 * carry a double-submit CSRF token (a cookie and a hidden field that must be equal), the cookie a `__Host-` one
 * over https.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { hashToken } from '../auth/tokens.ts';
import { deleteSession, findSession, insertSession } from './queries.ts';

export const SESSION_COOKIE = 'bxl_session';
/** The pre-login CSRF cookie over plain http (browsers keep no `Secure` cookie there but on localhost). */
export const CSRF_COOKIE = 'bxl_csrf';
/** The same over https: `Secure`, `Path=/` and no `Domain`, so no sibling site (`evil.example.com`) can plant it. */
export const HOST_CSRF_COOKIE = '__Host-bxl_csrf';
const SESSION_SECONDS = 8 * 3600;
// The whole site: the console (/console/) shares the authorize pages' login session.
const COOKIE_PATH = '/';

export function cookiesOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!(name in out)) out[name] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return out;
}

/** Whether the site is served over https: the configured PUBLIC_URL says so, or this request came over it. */
const overHttps = (request: FastifyRequest) => request.protocol === 'https' || /^https:/.test(request.server.config?.publicUrl ?? '');

/** The pre-login CSRF cookie's name: `__Host-bxl_csrf` over https, `bxl_csrf` over plain http. */
export const csrfCookieName = (request: FastifyRequest) => (overHttps(request) ? HOST_CSRF_COOKIE : CSRF_COOKIE);

/** The pre-login CSRF cookie the request carries (under the name for its scheme; a `bxl_csrf` is ignored over https). */
export const loginCsrfCookie = (request: FastifyRequest): string | undefined => cookiesOf(request)[csrfCookieName(request)];

function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAge: number): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${COOKIE_PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax'];
  if (overHttps(request)) parts.push('Secure');
  const previous = reply.getHeader('set-cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous.map(String) : [String(previous)];
  reply.header('set-cookie', [...list, parts.join('; ')]);
}

export const sameToken = (a: string | undefined, b: string | undefined) =>
  typeof a === 'string' && typeof b === 'string' && a.length > 0 && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The pre-login CSRF token: the cookie's, or a new one set on the reply. */
export function loginCsrf(request: FastifyRequest, reply: FastifyReply): string {
  const existing = loginCsrfCookie(request);
  if (existing && /^[\w-]{32,64}$/.test(existing)) return existing;
  const token = randomBytes(24).toString('base64url');
  setCookie(request, reply, csrfCookieName(request), token, 3600);
  return token;
}

export interface Session {
  userId: number;
  email: string;
  csrf: string;
  idHash: string;
}

export async function currentSession(db: Queryable, request: FastifyRequest): Promise<Session | null> {
  const id = cookiesOf(request)[SESSION_COOKIE];
  if (!id) return null;
  const idHash = hashToken(id);
  const row = await findSession(db, idHash);
  return row ? { userId: row.user_id, email: row.email, csrf: row.csrf_token, idHash } : null;
}

export async function startSession(db: Queryable, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const id = randomBytes(32).toString('base64url');
  await insertSession(db, hashToken(id), userId, randomBytes(24).toString('base64url'), SESSION_SECONDS);
  setCookie(request, reply, SESSION_COOKIE, id, SESSION_SECONDS);
}

export async function endSession(db: Queryable, request: FastifyRequest, reply: FastifyReply, session: Session): Promise<void> {
  await deleteSession(db, session.idHash);
  setCookie(request, reply, SESSION_COOKIE, '', 0);
}
