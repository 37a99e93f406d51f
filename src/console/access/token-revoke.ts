/** `POST /console/orgs/:org_pk/access/tokens/:token_pk/revoke/`: revokes a personal token; the API refuses it at once. */
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext } from '../session/context.ts';
import { revokePersonalToken } from '../../auth/tokens.ts';

export default function register(app: App) {
  app.post('/access/tokens/:token_pk/revoke/', async (request, reply) => {
    const c = consoleContext(request);
    if (!(await revokePersonalToken(app.db, c.org.id, c.keys.token_pk))) throw notFound('token');
    return seeOther(reply, `${orgHome(c.org.pk)}access/tokens/?done=revoked`);
  });
}
