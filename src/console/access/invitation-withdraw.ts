/** `POST /console/orgs/:org_pk/access/invitations/:invitation_pk/withdraw/`: the link stops working. */
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext } from '../session/context.ts';
import { withdrawInvitation } from '../../orgs/invitations.ts';

export default function register(app: App) {
  app.post('/access/invitations/:invitation_pk/withdraw/', async (request, reply) => {
    const c = consoleContext(request);
    if (!(await withdrawInvitation(app.db, c.org.id, c.keys.invitation_pk))) throw notFound('invitation');
    return seeOther(reply, `${orgHome(c.org.pk)}access/?done=withdrawn`);
  });
}
