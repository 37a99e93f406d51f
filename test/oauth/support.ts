/** OAuth2 test helpers: a member with a password, an app, PKCE values, and the authorize forms over HTTP. */
import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestOrg, TestWorld } from '../support/app.ts';
import { createClient } from '../../src/oauth/clients.ts';
import { createMemberWithPassword } from '../../src/oauth/members.ts';

let counter = 0;
export const PASSWORD = 'correct horse battery';

export async function memberWithPassword(world: TestWorld, org: TestOrg, role = 'admin') {
  const email = `person-${++counter}-${Date.now()}@example.test`;
  const member = await createMemberWithPassword(world.db, org.id, { email, role, password: PASSWORD });
  return { email, userId: member.userId };
}

export async function registerApp(world: TestWorld, org: TestOrg, opts: { redirectUris?: string[]; scopes?: string[]; name?: string } = {}) {
  const { row, secret, clientId } = await world.db.transaction((tx) => createClient(tx, org.id, {
    name: opts.name ?? 'Shop Sync', redirectUris: opts.redirectUris ?? ['https://shop.example/callback'], scopes: opts.scopes, createdBy: org.userId,
  }));
  return { id: row.id, clientId, secret };
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const form = (fields: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(fields).filter(([, v]) => v !== undefined) as [string, string][]).toString();

export function tokenRequest(world: TestWorld, fields: Record<string, string | undefined>, headers: Record<string, string> = {}) {
  return world.app.inject({
    method: 'POST', url: '/api/v1/oauth2/token/', payload: form(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** A cookie jar for app.inject: keeps what Set-Cookie says, sends it back. */
export class Jar {
  cookies = new Map<string, string>();
  take(res: LightMyRequestResponse): LightMyRequestResponse {
    const raw = res.headers['set-cookie'];
    for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
      const [pair, ...attrs] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (attrs.some((a) => /max-age=0$/i.test(a.trim()))) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(value));
    }
    return res;
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  }
}

export const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** Opens the authorize page, signs in and answers the consent form; returns the final response (a redirect or a page). */
export async function authorizeOverHttp(world: TestWorld, query: Record<string, string | undefined>, member: { email: string; password?: string }, decision: 'allow' | 'deny' = 'allow', jar = new Jar()) {
  const url = `/api/v1/oauth2/authorize?${form(query)}`;
  const page = jar.take(await world.app.inject({ method: 'GET', url, headers: { cookie: jar.header() } }));
  if (page.statusCode !== 200) return { res: page, jar };
  let consent = page;
  if (page.body.includes('name="password"')) {
    const login = jar.take(await world.app.inject({
      method: 'POST', url: '/api/v1/oauth2/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      payload: form({ ...query, action: 'login', csrf_token: hidden(page.body, 'csrf_token'), email: member.email, password: member.password ?? PASSWORD }),
    }));
    if (login.statusCode !== 303) return { res: login, jar };
    consent = jar.take(await world.app.inject({ method: 'GET', url: String(login.headers.location), headers: { cookie: jar.header() } }));
    if (consent.statusCode !== 200) return { res: consent, jar };
  }
  const res = jar.take(await world.app.inject({
    method: 'POST', url: '/api/v1/oauth2/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    payload: form({ ...query, action: 'consent', csrf_token: hidden(consent.body, 'csrf_token'), decision }),
  }));
  return { res, jar, consent };
}
