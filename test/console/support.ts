/**
 * Console test helpers: members with passwords and a signed-in session (made as the sign-in page makes it:
 * a login_sessions row and its cookie), form posts with the session's CSRF token, and reading pages.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestOrg, TestWorld } from '../support/app.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { addMember, userIdForEmail } from '../../src/orgs/members.ts';
import { insertSession } from '../../src/oauth/queries.ts';
import { SESSION_COOKIE } from '../../src/oauth/sessions.ts';
import type { Role } from '../../src/auth/org.ts';
import { documentForm } from '../support/multipart.ts';

let counter = 0;

export interface Browser {
  userId: number;
  email: string;
  cookie: string;
  csrf: string;
  get(url: string): Promise<LightMyRequestResponse>;
  /** `upload`: a multipart document form (the fields and a file), its CSRF token in the action's query as the page puts it. */
  post(url: string, fields?: Record<string, string | string[]>, opts?: { csrf?: string | null; upload?: boolean }): Promise<LightMyRequestResponse>;
}

/** A member of `org` with `role` and a login session (no password needed: the session is made directly). */
export async function signedIn(world: TestWorld, org: TestOrg | null, role: Role = 'owner', userId?: number): Promise<Browser> {
  const email = `console-${++counter}-${Date.now()}@example.test`;
  const id = userId ?? await world.db.transaction((tx) => (org ? addMember(tx, org.id, email, role) : userIdForEmail(tx, email)));
  const sessionId = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  await insertSession(world.db, hashToken(sessionId), id, csrf, 3600);
  return browserFor(world, id, email, `${SESSION_COOKIE}=${sessionId}`, csrf);
}

export function browserFor(world: TestWorld, userId: number, email: string, cookie: string, csrf: string): Browser {
  return {
    userId, email, cookie, csrf,
    get: (url) => world.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
    post: (url, fields = {}, opts = {}) => {
      const token = opts.csrf === undefined ? csrf : opts.csrf;
      if (opts.upload) {
        const form = documentForm({ kind: String(fields.kind ?? 'label'), purpose: String(fields.purpose ?? ''), data: '%PDF-1.4 uploaded in the console' });
        const target = token === null ? url : `${url}${url.includes('?') ? '&' : '?'}csrf_token=${encodeURIComponent(token)}`;
        return world.app.inject({ method: 'POST', url: target, payload: form.body, headers: { ...form.headers, ...(cookie ? { cookie } : {}) } });
      }
      const all: [string, string][] = Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v]]));
      if (token !== null) all.push(['csrf_token', token]);
      return world.app.inject({
        method: 'POST', url, payload: new URLSearchParams(all).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      });
    },
  };
}

/** Nobody signed in. */
export const anonymous = (world: TestWorld): Browser => browserFor(world, 0, '', '', 'x'.repeat(32));

/** The page's text without tags (for assertions on what a person reads). */
export const textOf = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ');
