/** `GET /console/orgs/:org_pk/`: an organization's console starts at its orders. */
import type { App } from '../../app-types.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext } from './context.ts';

export default function register(app: App) {
  app.get('/', async (request, reply) => seeOther(reply, `${orgHome(consoleContext(request).org.pk)}orders/`));
}
