/**
 * `POST /console/orgs/:org_pk/access/members/:user_pk/role/`: changes a member's role. Only an owner makes or
 * unmakes an owner, and the last owner stays one.
 */
import type { App } from '../../app-types.ts';
import type { Role } from '../../auth/org.ts';
import { invalidField, notFound } from '../../core/errors.ts';
import { ROLES } from '../../oauth/members.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext, formField } from '../session/context.ts';
import { checkRoleChange, setRole } from '../../orgs/members.ts';
import { roleChangeRefused } from './role-guard.ts';

export default function register(app: App) {
  app.post('/access/members/:user_pk/role/', async (request, reply) => {
    const c = consoleContext(request);
    const userId = c.keys.user_pk;
    const role = formField(request.body, 'role');
    if (!(ROLES as readonly string[]).includes(role)) throw invalidField('role', `must be one of ${ROLES.join(', ')}`);
    await app.db.transaction(async (tx) => {
      const { current, problem } = await checkRoleChange(tx, c.org.id, userId, role as Role, c.org.role);
      if (current === null) throw notFound('member');
      if (problem) throw roleChangeRefused(problem);
      await setRole(tx, c.org.id, userId, role as Role);
    });
    return seeOther(reply, `${orgHome(c.org.pk)}access/?done=role`);
  });
}
