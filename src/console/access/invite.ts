/**
 * `POST /console/orgs/:org_pk/access/invitations/`: makes an invitation and shows its one-time link to the inviter.
 * Only an owner may invite an owner.
 */
import type { App } from '../../app-types.ts';
import type { Role } from '../../auth/org.ts';
import { invalidField } from '../../core/errors.ts';
import { publicBaseUrl } from '../../config-address.ts';
import { ROLES } from '../../oauth/members.ts';
import { h, orgHome, sendConsolePage } from '../layout/page.ts';
import { chromeOf, consoleContext, forbiddenPage, formField } from '../session/context.ts';
import { checkForm } from '../session/form.ts';
import { inputProperties } from '../../core/fields/index.ts';
import { Type } from 'typebox';
import { checkRoleChange, userByEmail } from '../../orgs/members.ts';
import { insertInvitation } from '../../orgs/invitations.ts';
import { roleChangeRefused } from './role-guard.ts';
import { INVITATION_SECONDS, invitationPath, newInvitationToken } from './invitation.ts';

/** The API's rule for an e-mail address (the field catalogue's `email` kind). */
const INVITE_FORM = Type.Object(inputProperties([{ key: 'email', kind: 'email' }]));

export default function register(app: App) {
  app.post('/access/invitations/', async (request, reply) => {
    const c = consoleContext(request);
    const email = formField(request.body, 'email').trim();
    const role = formField(request.body, 'role') || 'member';
    if (!email) throw invalidField('email', 'is required');
    checkForm(INVITE_FORM, { email });
    if (!(ROLES as readonly string[]).includes(role)) throw invalidField('role', `must be one of ${ROLES.join(', ')}`);
    if (role === 'owner' && c.org.role !== 'owner') throw forbiddenPage('Only an owner can invite another owner.');
    const { token, hash } = newInvitationToken(c.org.id);
    await app.db.transaction(async (tx) => {
      // Inviting a member changes their role when they accept: the role form's rules apply (the last owner stays one).
      const user = await userByEmail(tx, email);
      const { problem } = user ? await checkRoleChange(tx, c.org.id, user.id, role as Role, c.org.role) : { problem: null };
      if (problem) throw roleChangeRefused(problem);
      await insertInvitation(tx, c.org.id, { tokenHash: hash, email, role: role as Role, createdBy: c.session.userId, seconds: INVITATION_SECONDS });
    });
    // The configured address (PUBLIC_URL), never the request's Host or X-Forwarded-Host: a link for someone else.
    const link = `${publicBaseUrl(app.config)}${invitationPath(token)}`;
    const body = `<h1>Invitation made</h1>
<div class="secret" role="status"><p>Give this link to <strong>${h(email)}</strong> (${h(role)}). It works once, for 7 days, and is shown only now.</p>
<label for="invitation-link">Invitation link</label>
<input type="text" id="invitation-link" readonly value="${h(link)}" autocomplete="off" spellcheck="false"></div>
<p><a href="${h(orgHome(c.org.pk))}access/">Back to access</a></p>`;
    return sendConsolePage(reply, 201, 'Invitation made', body, chromeOf(c, 'access'));
  });
}
