/**
 * `GET /console/orgs/:org_pk/access/`: the members with their roles (owners and admins change a role or remove a
 * member), the open invitations and a form to invite someone (a one-time link, no mail server needed).
 */
import type { App } from '../../app-types.ts';
import { encodeId } from '../../core/ids.ts';
import { listMembers } from '../../orgs/members.ts';
import { h, orgHome, sendConsolePage } from '../layout/page.ts';
import { buttonForm, field, notice, postForm, select, table, textInput, when } from '../layout/html.ts';
import { chromeOf, consoleContext } from '../session/context.ts';
import { openInvitations } from '../../orgs/invitations.ts';
import { accessNav, ROLE_OPTIONS } from './nav.ts';

const DONE: Record<string, string> = { role: 'The role was changed.', removed: 'The member was removed.', withdrawn: 'The invitation was withdrawn.' };

export default function register(app: App) {
  app.get('/access/', { config: { consoleAbility: 'access' } }, async (request, reply) => {
    const c = consoleContext(request);
    const base = `${orgHome(c.org.pk)}access/`;
    const [{ rows }, invitations] = await Promise.all([
      listMembers(app.db, c.org.id, { limit: 500, offset: 0 }),
      openInvitations(app.db, c.org.id),
    ]);
    const memberRows = rows.map((m) => {
      const key = encodeId(Number(m.id));
      const who = `${h(m.email)}${Number(m.id) === c.session.userId ? ' <span class="muted">(you)</span>' : ''}`;
      if (!c.canWrite) return [who, h(m.role)];
      const roleForm = postForm(`${base}members/${key}/role/`, c.session.csrf,
        `<div class="inline">${field(`role-${key}`, `Role of ${m.email}`, select('role', ROLE_OPTIONS, m.role).replace(`id="role"`, `id="role-${key}"`))}<button type="submit">Change role</button></div>`);
      return [who, roleForm, buttonForm(`${base}members/${key}/remove/`, c.session.csrf, `Remove ${m.email}`, 'danger')];
    });
    const inviteRows = invitations.map((i) => [h(i.email), h(i.role), when(i.expires_at, c.org.timeZone),
      ...(c.canWrite ? [buttonForm(`${base}invitations/${encodeId(Number(i.id))}/withdraw/`, c.session.csrf, `Withdraw invitation of ${i.email}`)] : [])]);
    const invite = c.canWrite ? postForm(`${base}invitations/`, c.session.csrf, `<h2>Invite someone</h2>
<p class="muted">You get a link to give them; it works once, for 7 days. No e-mail is sent.</p>
${field('invite-email', 'E-mail address', textInput('email', '', 'email', ' required autocomplete="off"').replace('id="email"', 'id="invite-email"'))}
${field('invite-role', 'Role', select('role', ROLE_OPTIONS, 'member').replace('id="role"', 'id="invite-role"'))}
<button type="submit" class="primary">Make an invitation link</button>`) : '';
    const body = `<h1>Access</h1>${accessNav(c.org.pk, 'members')}
${notice(DONE[String((request.query as Record<string, unknown>).done ?? '')])}
<h2>Members</h2>
${table('Members', c.canWrite ? ['Member', 'Role', 'Remove'] : ['Member', 'Role'], memberRows)}
<h2>Open invitations</h2>
${table('Open invitations', c.canWrite ? ['E-mail', 'Role', 'Expires', 'Withdraw'] : ['E-mail', 'Role', 'Expires'], inviteRows, 'No open invitations.')}
${invite}`;
    return sendConsolePage(reply, 200, 'Access', body, chromeOf(c, 'access'));
  });
}
