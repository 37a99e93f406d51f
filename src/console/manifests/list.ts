/**
 * `GET /console/orgs/:org_pk/manifests/`: the end-of-day close. The manifests, newest first, each with the state of
 * its carrier's own close (USPS SCAN form, FedEx Ground close), and the form that closes a carrier account's day,
 * `POST .../manifests/` (src/manifests/close.ts, as `POST /api/v2/.../manifests/`). Shippers, owners and admins.
 */
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { decodeId, encodeId } from '../../core/ids.ts';
import { invalidField } from '../../core/errors.ts';
import { pageOf, PagingQuery } from '../../core/paging.ts';
import { closeManifest } from '../../manifests/close.ts';
import { listManifests, type ManifestRow } from '../../manifests/queries.ts';
import { dayIn } from '../../orgs/time-zone.ts';
import { selectCarrierAccounts } from '../../shipping/accounts/queries.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { h, orgHome, seeOther, sendConsolePage } from '../layout/page.ts';
import { field, pager, postForm, select, table, textInput, when } from '../layout/html.ts';
import { chromeOf, consoleContext, formField } from '../session/context.ts';

const SHIP = { config: { consoleAbility: 'ship' as const } };

/** The carrier's close as a person reads it. */
export function carrierState(m: Pick<ManifestRow, 'carrier_status' | 'carrier_reference'>): string {
  switch (m.carrier_status) {
    case 'none': return 'Not needed';
    case 'pending': return 'Waiting for the carrier';
    case 'closed': return `Closed (${m.carrier_reference ?? 'no reference'})`;
    case 'failed': return 'Refused: retry it';
  }
}

export default function register(app: App) {
  const deps = shippingDeps(app);
  app.get('/manifests/', { ...SHIP, schema: { querystring: Type.Object({ ...PagingQuery }) } }, async (request, reply) => {
    const c = consoleContext(request);
    const page = pageOf(request.query as { limit?: number; offset?: number }, { pageSizeDefault: 50, pageSizeMax: 200 });
    const { count, rows } = await listManifests(app.db, c.org.id, page, {});
    const accounts = await selectCarrierAccounts(app.db, c.org.id, null);
    const path = `${orgHome(c.org.pk)}manifests/`;
    const list = rows.map((m) => [`<a href="${h(`${path}${encodeId(m.id)}/`)}">${h(encodeId(m.id))}</a>`, h(m.account_name), h(m.ship_date),
      String(m.label_count), h(carrierState(m)), when(m.created_at, c.org.timeZone)]);
    const form = accounts.length === 0 ? '<p>There is no carrier account yet: add one over the API (docs/shipping.md).</p>'
      : postForm(path, c.session.csrf, `<h2 id="close">Close the day</h2>
<p>Every purchased label of the account bought on the ship date and in no manifest yet goes into one manifest; for USPS and FedEx the carrier is asked for its own close too.</p>
<div class="inline">${field('account', 'Carrier account', select('account', accounts.map((a) => [encodeId(a.id), `${a.name} (${a.carrier})`]), undefined))}
${field('ship_date', 'Ship date', textInput('ship_date', dayIn(c.org.timeZone), 'date', ' required'))}
<button type="submit" class="primary">Close the day</button></div>`);
    const body = `<h1>Manifests</h1>${form}
<h2>Closed days</h2>${table('Manifests', ['Manifest', 'Account', 'Ship date', 'Labels', 'Carrier\'s close', 'Closed'], list, 'No manifest yet.')}
${pager(path, {}, page.offset, page.limit, count)}`;
    return sendConsolePage(reply, 200, 'Manifests', body, chromeOf(c, 'manifests'));
  });

  app.post('/manifests/', SHIP, async (request, reply) => {
    const c = consoleContext(request);
    const accountId = decodeId(formField(request.body, 'account'));
    if (accountId === null) throw invalidField('account', 'Pick a carrier account of this organization.');
    const m = await closeManifest(deps, c.org.id, { accountId, shipDate: formField(request.body, 'ship_date') || null });
    return seeOther(reply, `${orgHome(c.org.pk)}manifests/${encodeId(m.id)}/`);
  });
}
