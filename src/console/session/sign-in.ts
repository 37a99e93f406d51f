/**
 * `GET /console/sign-in` and `POST /console/sign-in`: the members' e-mail and password, the login form and the
 * login session of the OAuth2 authorize page (src/oauth/pages.ts `loginPage`, src/oauth/sessions.ts), its
 * double-submit CSRF token before login and the same rate limit of failed logins (per address and per e-mail).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-types.ts';
import { loginPage } from '../../oauth/pages.ts';
import { verifyPassword } from '../../oauth/passwords.ts';
import { currentSession, loginCsrf, loginCsrfCookie, sameToken, startSession } from '../../oauth/sessions.ts';
import { userByEmail } from '../../orgs/members.ts';
import { seeOther, sendConsolePage } from '../layout/page.ts';
import { formField } from './context.ts';
import { signInKeys } from '../../oauth/login-limit.ts';

/** Only a console path may be the page to come back to (never another site: `//host` or a scheme). */
export function safeNext(value: string | undefined): string {
  return typeof value === 'string' && /^\/console\/(?!\/)[^\\\s]*$/.test(value) ? value : '/console/';
}

export default function register(app: App) {
  const limiter = app.signInLimiter;

  function show(request: FastifyRequest, reply: FastifyReply, next: string, status = 200, error?: string, email?: string) {
    const csrf = loginCsrf(request, reply);
    return sendConsolePage(reply, status, 'Sign in', loginPage({
      appName: '', orgName: '', csrf, params: {}, email, error, action: '/console/sign-in',
      intro: 'Sign in to the Boxline console with your e-mail address and password.', hidden: { next },
    }), { narrow: true });
  }

  app.get('/sign-in', async (request, reply) => {
    const next = safeNext((request.query as Record<string, string | undefined>).next);
    if (await currentSession(app.db, request)) return seeOther(reply, next);
    return show(request, reply, next);
  });

  app.post('/sign-in', async (request, reply) => {
    const body = request.body;
    const next = safeNext(formField(body, 'next'));
    const email = formField(body, 'email').trim();
    if (!sameToken(formField(body, 'csrf_token'), loginCsrfCookie(request))) {
      return show(request, reply, next, 403, 'The form had expired. Please sign in again.', email);
    }
    const keys = signInKeys(request.ip, email);
    const wait = limiter.retryAfter(keys);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      return show(request, reply, next, 429, `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.`, email);
    }
    const user = email ? await userByEmail(app.db, email) : null;
    const ok = await verifyPassword(formField(body, 'password'), user?.is_active ? user.password_hash : null);
    if (!user || !ok) {
      limiter.failed(keys);
      return show(request, reply, next, 401, 'The e-mail address or the password is wrong.', email);
    }
    limiter.succeeded(keys);
    await startSession(app.db, request, reply, user.id);
    return seeOther(reply, next);
  });
}
