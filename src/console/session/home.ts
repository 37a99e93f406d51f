/** `GET /console/`: the organizations of the signed-in member (straight into the only one). */
import type { App } from '../../app-types.ts';
import { currentSession } from '../../oauth/sessions.ts';
import { listOrgRows } from '../../orgs/organizations.ts';
import { encodeId } from '../../core/ids.ts';
import { h, orgHome, seeOther, sendConsolePage } from '../layout/page.ts';
import { signInRedirect } from './context.ts';

export default function register(app: App) {
  app.get('/', async (request, reply) => {
    const session = await currentSession(app.db, request);
    if (!session) return signInRedirect(request, reply);
    const { rows } = await listOrgRows(app.db, session.userId, null, { limit: 100, offset: 0 });
    if (rows.length === 1) return seeOther(reply, `${orgHome(encodeId(Number(rows[0].id)))}orders/`);
    const list = rows.length === 0
      ? '<p>You are not a member of any organization yet. Ask an owner for an invitation link.</p>'
      : `<ul>${rows.map((o) => `<li><a href="${orgHome(encodeId(Number(o.id)))}orders/">${h(String(o.name))}</a></li>`).join('')}</ul>`;
    return sendConsolePage(reply, 200, 'Your organizations', `<h1>Your organizations</h1>${list}`, { signedIn: { email: session.email, csrf: session.csrf }, narrow: true });
  });
}
