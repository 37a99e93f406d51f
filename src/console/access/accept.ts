/**
 * `GET` and `POST /console/invitations/:token`: the invited person joins. The link never sets the password of an
 * existing user: someone new (no user has the address) chooses a password; someone who has a Boxline password
 * confirms it; a user who has none yet is told to set it first (their own organization's first-owner link, or
 * `boxline member set-password`) and come back. Only the first-owner link (src/console/first-owner.ts), which
 * names its owner, lets that owner choose their first password. Then they are signed in (the shared login
 * session) and taken to the organization. Before login the form carries the double-submit CSRF token of the
 * login page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-types.ts';
import { encodeId } from '../../core/ids.ts';
import { addMember, checkRoleChange, createUserWithPassword, setFirstPassword, userByEmail } from '../../orgs/members.ts';
import { orgName } from '../../orgs/organizations.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../oauth/passwords.ts';
import { loginCsrf, loginCsrfCookie, sameToken, startSession } from '../../oauth/sessions.ts';
import { h, orgHome, seeOther, sendConsolePage } from '../layout/page.ts';
import { field, problem } from '../layout/html.ts';
import { formField } from '../session/context.ts';
import { signInKeys } from '../../oauth/login-limit.ts';
import { findInvitation, useInvitation, type InvitationRow } from '../../orgs/invitations.ts';
import { parseInvitationToken } from './invitation.ts';
import { LAST_OWNER } from './role-guard.ts';

/**
 * Who the link is for: `new` (no user has the address: they choose a password), `password` (a user with a
 * password: they confirm it), `first-password` (the first-owner link of a user without one: they choose it) or
 * `no-password` (a user without a password invited by someone else: they cannot join through the link yet).
 */
type Invitee =
  | { kind: 'new' }
  | { kind: 'password'; userId: number; passwordHash: string | null }
  | { kind: 'first-password'; userId: number }
  | { kind: 'no-password'; userId: number };

interface Opened {
  parsed: { orgId: number; hash: string };
  invitation: InvitationRow;
  invitee: Invitee;
  org: string;
}

const choosesPassword = (invitee: Invitee) => invitee.kind === 'new' || invitee.kind === 'first-password';

export default function register(app: App) {
  const limiter = app.signInLimiter;

  async function open(token: string): Promise<Opened | null> {
    const parsed = parseInvitationToken(token);
    const invitation = parsed ? await findInvitation(app.db, parsed.orgId, parsed.hash) : null;
    if (!parsed || !invitation) return null;
    const user = await userByEmail(app.db, invitation.email);
    const invitee: Invitee = !user ? { kind: 'new' }
      : user.password_hash ? { kind: 'password', userId: user.id, passwordHash: user.is_active ? user.password_hash : null }
        : invitation.sets_password_of !== null && Number(invitation.sets_password_of) === Number(user.id) ? { kind: 'first-password', userId: user.id }
          : { kind: 'no-password', userId: user.id };
    return { parsed, invitation, invitee, org: (await orgName(app.db, parsed.orgId)) ?? '' };
  }

  function show(request: FastifyRequest, reply: FastifyReply, opened: Opened, status = 200, error?: string) {
    const { invitation, invitee, org } = opened;
    const intro = `<h1>Join ${h(org)}</h1>
<p>You are invited as <strong>${h(invitation.role)}</strong> with the e-mail address <strong>${h(invitation.email)}</strong>.</p>`;
    if (invitee.kind === 'no-password') {
      return sendConsolePage(reply, status === 200 ? 200 : status, 'Join', `${intro}
<p class="error" role="alert">${h(error ?? '')} This address has a Boxline account without a password yet, and this link cannot give it one.
Set your password first: with the one-time link for your own organization's first owner (printed when the server starts),
or ask whoever runs Boxline to run <code>boxline member set-password --email ${h(invitation.email)} --password-stdin</code>.
Then come back to this link and confirm your password to join.</p>`, { narrow: true });
    }
    const csrf = loginCsrf(request, reply);
    const password = choosesPassword(invitee)
      ? field('password', 'Choose a password', '<input type="password" id="password" name="password" autocomplete="new-password" required minlength="8" aria-describedby="password-hint">',
        'At least 8 characters.')
      : field('password', 'Your Boxline password', '<input type="password" id="password" name="password" autocomplete="current-password" required>',
        'You have a Boxline account already: confirm it is you.');
    return sendConsolePage(reply, status, 'Join', `${intro}
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
    const { parsed, invitation, invitee } = opened;
    if (invitee.kind === 'no-password') return show(request, reply, opened, 403, 'You cannot join with this link yet.');
    if (!sameToken(formField(request.body, 'csrf_token'), loginCsrfCookie(request))) return show(request, reply, opened, 403, 'The form had expired. Please try again.');
    const password = formField(request.body, 'password');
    let hash: string | undefined;
    if (invitee.kind === 'password') {
      const keys = signInKeys(request.ip, invitation.email);
      const wait = limiter.retryAfter(keys);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        return show(request, reply, opened, 429, `Too many wrong passwords. Try again in ${Math.ceil(wait / 60)} minutes.`);
      }
      if (!(await verifyPassword(password, invitee.passwordHash))) {
        limiter.failed(keys);
        return show(request, reply, opened, 401, 'That is not the password of this account.');
      }
      limiter.succeeded(keys);
    } else {
      const problemText = passwordProblem(password);
      if (problemText) return show(request, reply, opened, 400, `The password ${problemText}.`);
      hash = await hashPassword(password);
    }
    const joined = await app.db.transaction(async (tx) => {
      const locked = await findInvitation(tx, parsed.orgId, parsed.hash, true);
      if (!locked) return { gone: true } as const;
      // The role form's rule: accepting cannot demote the organization's only owner (nothing is written then).
      if (invitee.kind !== 'new' && (await checkRoleChange(tx, parsed.orgId, invitee.userId, locked.role, null)).problem) return { lastOwner: true } as const;
      // The password is set only where there was none: a user made meanwhile, or a password set meanwhile, stops here.
      const userId = invitee.kind === 'new' ? await createUserWithPassword(tx, locked.email, hash!)
        : invitee.kind === 'first-password' ? ((await setFirstPassword(tx, invitee.userId, hash!)) ? invitee.userId : null)
          : invitee.userId;
      if (userId === null) return { changed: true } as const;
      await useInvitation(tx, parsed.orgId, locked.id);
      await addMember(tx, parsed.orgId, locked.email, locked.role);
      return { userId };
    });
    if ('gone' in joined) return gone(reply);
    if ('lastOwner' in joined) return show(request, reply, opened, 409, `You are this organization's only owner: this invitation as ${invitation.role} would leave it without one. ${LAST_OWNER}`);
    if ('changed' in joined) {
      const again = await open((request.params as { token: string }).token);
      return again ? show(request, reply, again, 409, 'Your account changed meanwhile: please try again.') : gone(reply);
    }
    await startSession(app.db, request, reply, joined.userId);
    return seeOther(reply, `${orgHome(encodeId(parsed.orgId))}orders/`);
  });
}
