/**
 * `GET` and `POST /console/invitations/:token`: the invited person joins. Someone new chooses a password; someone
 * who has a Boxline password already confirms it (the link never changes an existing password). Then they are
 * signed in (the shared login session) and taken to the organization. Before login the form carries the
 * double-submit CSRF token of the login page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-types.ts';
import { encodeId } from '../../core/ids.ts';
import { addMember, userByEmail } from '../../orgs/members.ts';
import { orgName } from '../../orgs/organizations.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../oauth/passwords.ts';
import { cookiesOf, CSRF_COOKIE, loginCsrf, sameToken, startSession } from '../../oauth/sessions.ts';
import { h, orgHome, seeOther, sendConsolePage } from '../layout/page.ts';
import { field, problem } from '../layout/html.ts';
import { formField } from '../session/context.ts';
import { limitKeys, passwordLimiter } from '../session/limiter.ts';
import { findInvitation, useInvitation, type InvitationRow } from '../../orgs/invitations.ts';
import { parseInvitationToken } from './invitation.ts';

export default function register(app: App) {
  const limiter = passwordLimiter(app);

  async function open(token: string) {
    const parsed = parseInvitationToken(token);
    const invitation = parsed ? await findInvitation(app.db, parsed.orgId, parsed.hash) : null;
    if (!parsed || !invitation) return null;
    const user = await userByEmail(app.db, invitation.email);
    return { parsed, invitation, hasPassword: Boolean(user?.password_hash), org: (await orgName(app.db, parsed.orgId)) ?? '' };
  }

  function show(request: FastifyRequest, reply: FastifyReply, opened: { invitation: InvitationRow; hasPassword: boolean; org: string }, status = 200, error?: string) {
    const csrf = loginCsrf(request, reply);
    const { invitation, hasPassword, org } = opened;
    const password = hasPassword
      ? field('password', 'Your Boxline password', '<input type="password" id="password" name="password" autocomplete="current-password" required>',
        'You have a Boxline account already: confirm it is you.')
      : field('password', 'Choose a password', '<input type="password" id="password" name="password" autocomplete="new-password" required minlength="8" aria-describedby="password-hint">',
        'At least 8 characters.');
    return sendConsolePage(reply, status, 'Join', `<h1>Join ${h(org)}</h1>
<p>You are invited as <strong>${h(invitation.role)}</strong> with the e-mail address <strong>${h(invitation.email)}</strong>.</p>
${problem(error)}
<form method="post" action="${h(request.url.split('?')[0])}">
<input type="hidden" name="csrf_token" value="${h(csrf)}">
${password}
<div class="actions"><button type="submit" class="primary">Join ${h(org)}</button></div>
</form>`, { narrow: true });
  }

  const gone = (reply: FastifyReply) => sendConsolePage(reply, 404, 'Invitation not found', `<h1>This invitation does not work</h1>
<p class="error" role="alert">It was used already, withdrawn or has expired. Ask for a new one.</p><p><a href="/console/sign-in">Sign in</a></p>`, { narrow: true });

  app.get('/invitations/:token', async (request, reply) => {
    const opened = await open((request.params as { token: string }).token);
    return opened ? show(request, reply, opened) : gone(reply);
  });

  app.post('/invitations/:token', async (request, reply) => {
    const opened = await open((request.params as { token: string }).token);
    if (!opened) return gone(reply);
    if (!sameToken(formField(request.body, 'csrf_token'), cookiesOf(request)[CSRF_COOKIE])) return show(request, reply, opened, 403, 'The form had expired. Please try again.');
    const password = formField(request.body, 'password');
    const { parsed, invitation } = opened;
    let hash: string | undefined;
    if (opened.hasPassword) {
      const keys = limitKeys(request.ip, invitation.email);
      const wait = limiter.retryAfter(keys);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        return show(request, reply, opened, 429, `Too many wrong passwords. Try again in ${Math.ceil(wait / 60)} minutes.`);
      }
      const user = await userByEmail(app.db, invitation.email);
      if (!(await verifyPassword(password, user?.password_hash ?? null))) {
        limiter.failed(keys);
        return show(request, reply, opened, 401, 'That is not the password of this account.');
      }
      limiter.succeeded(keys);
    } else {
      const problemText = passwordProblem(password);
      if (problemText) return show(request, reply, opened, 400, `The password ${problemText}.`);
      hash = await hashPassword(password);
    }
    const userId = await app.db.transaction(async (tx) => {
      const locked = await findInvitation(tx, parsed.orgId, parsed.hash, true);
      if (!locked) return null;
      await useInvitation(tx, parsed.orgId, locked.id);
      return addMember(tx, parsed.orgId, locked.email, locked.role, hash);
    });
    if (userId === null) return gone(reply);
    await startSession(app.db, request, reply, userId);
    return seeOther(reply, `${orgHome(encodeId(parsed.orgId))}orders/`);
  });
}
