/**
 * `POST /console/orgs/:org_pk/access/members/:user_pk/remove/`: removes a member (their tokens for the organization
 * are revoked). Only an owner removes an owner, and never the last one.
 */
import type { App } from '../../app-types.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext, forbiddenPage } from '../session/context.ts';
import { lockMembership, lockOwners, removeMembership } from '../../orgs/members.ts';

export default function register(app: App) {
  app.post('/access/members/:user_pk/remove/', async (request, reply) => {
    const c = consoleContext(request);
    const userId = c.keys.user_pk;
    await app.db.transaction(async (tx) => {
      const owners = await lockOwners(tx, c.org.id);
      const current = await lockMembership(tx, c.org.id, userId);
      if (current === null) throw notFound('member');
      if (current === 'owner' && c.org.role !== 'owner') throw forbiddenPage('Only an owner can remove an owner.');
      if (current === 'owner' && owners <= 1) throw conflict('The organization must keep an owner: this is the last one.');
      await removeMembership(tx, c.org.id, userId);
    });
    return seeOther(reply, userId === c.session.userId ? '/console/' : `${orgHome(c.org.pk)}access/?done=removed`);
  });
}
