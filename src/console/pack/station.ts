/**
 * `GET /console/orgs/:org_pk/pack/`: the pack station's start, one scan field for a packing slip (the Code 128 of
 * the order's `primary_id`); `POST` it opens the order's pack page (src/shipping/pack/station.ts). Shippers,
 * owners and admins (src/auth/permissions.ts `ship`).
 */
import type { App } from '../../app-types.ts';
import { h, sendConsolePage, seeOther } from '../layout/page.ts';
import { notice, problem } from '../layout/html.ts';
import { selectCarrierAccounts } from '../../shipping/accounts/queries.ts';
import { chromeOf, consoleContext, formField, type ConsoleContext } from '../session/context.ts';
import { ordersOfSlip } from '../../shipping/pack/station.ts';
import { packHome, packOrderPath, scanForm } from './view.ts';
import { defaultChoiceSection } from './default.ts';

function startPage(c: ConsoleContext, code: string, error: string | undefined, matches: { id: number; primary_id: string }[] = [], more = ''): string {
  const list = matches.length > 1 ? `<h2>Orders with this id</h2><ul>${matches.map((m) =>
    `<li><a href="${h(packOrderPath(c.org.pk, m.id))}">${h(m.primary_id)} (order ${m.id})</a></li>`).join('')}</ul>` : '';
  return `<h1>Pack station</h1>
${problem(error)}
${scanForm(packHome(c.org.pk), c.session.csrf, 'Scan a packing slip', 'Scan the barcode on the packing slip, or type the order id and press Enter.', code)}
${list}
<p class="muted">Then scan each item into the box. When every item is scanned the box closes and its label is bought with the organization's default carrier account and service.</p>
${more}`;
}

export default function register(app: App) {
  app.get('/pack/', { config: { consoleAbility: 'ship' } }, async (request, reply) => {
    const c = consoleContext(request);
    const accounts = await selectCarrierAccounts(app.db, c.org.id, null);
    const saved = (request.query as Record<string, unknown>).done === 'default' ? notice('The default was saved.') : '';
    const more = `<h2>Default shipping</h2>${saved}${defaultChoiceSection(c, accounts)}`;
    return sendConsolePage(reply, 200, 'Pack station', startPage(c, '', undefined, [], more), chromeOf(c, 'pack'));
  });

  app.post('/pack/', { config: { consoleAbility: 'ship' } }, async (request, reply) => {
    const c = consoleContext(request);
    const code = formField(request.body, 'code');
    const matches = await ordersOfSlip(app.db, c.org.id, code);
    if (matches.length === 1) return seeOther(reply, packOrderPath(c.org.pk, matches[0]!.id));
    const error = matches.length === 0 ? `No order has the id "${code.trim()}". Check the packing slip and scan it again.`
      : `${matches.length} orders have the id "${code.trim()}": pick one.`;
    return sendConsolePage(reply, matches.length === 0 ? 404 : 200, 'Pack station', startPage(c, '', error, matches), chromeOf(c, 'pack'));
  });
}
