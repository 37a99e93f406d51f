/**
 * `GET /console/orgs/:org_pk/manifests/:manifest_pk/`: one manifest, its labels, Boxline's PDF and the carrier's own
 * close: its reference and document, or the carrier's message with a retry, `POST .../retry/` (carrier-close.ts).
 * The two files are served as the API serves them. Shippers, owners and admins.
 */
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { retryCarrierClose, storedCarrierDocument } from '../../manifests/carrier-close.ts';
import { downloadHeaders } from '../../http/download.ts';
import { labelsOfManifests, selectManifest } from '../../manifests/queries.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { h, orgHome, seeOther, sendConsolePage } from '../layout/page.ts';
import { buttonForm, notice, problem, table, when } from '../layout/html.ts';
import { chromeOf, consoleContext } from '../session/context.ts';
import { carrierState } from './list.ts';

const SHIP = { config: { consoleAbility: 'ship' as const } };
const FILE = { ...SHIP, exposeHeadRoute: false };

export default function register(app: App) {
  const deps = shippingDeps(app);
  app.get('/manifests/:manifest_pk/', SHIP, async (request, reply) => {
    const c = consoleContext(request);
    const m = await selectManifest(app.db, c.org.id, c.keys.manifest_pk);
    if (!m) throw notFound('manifest');
    const labels = await labelsOfManifests(app.db, c.org.id, [m.id]);
    const home = orgHome(c.org.pk);
    const self = `${home}manifests/${encodeId(m.id)}/`;
    const rows = labels.map((l) => [h(l.tracking_number), `<a href="${h(`${home}orders/${encodeId(l.order_id)}/`)}">${h(l.order_primary_id ?? encodeId(l.order_id))}</a>`, h(l.service)]);
    const carrierDoc = m.carrier_document_key ? ` <a class="button" href="${h(`${self}carrier-document`)}" download>Download the carrier's form</a>` : '';
    const retry = m.carrier_status === 'failed' ? buttonForm(`${self}retry/`, c.session.csrf, 'Retry the carrier\'s close', 'primary') : '';
    const message = m.carrier_status === 'failed' ? problem(m.carrier_message ?? undefined) : notice(m.carrier_message ?? undefined);
    const body = `<p><a href="${h(home)}manifests/">← Manifests</a></p>
<h1>Manifest ${h(encodeId(m.id))}: ${h(m.account_name)}, ${h(m.ship_date)}</h1>
<dl class="pairs"><dt>Labels</dt><dd>${m.label_count}</dd><dt>Closed</dt><dd>${when(m.created_at, c.org.timeZone)}</dd>
<dt>Carrier's close</dt><dd>${h(carrierState(m))}</dd>${m.carrier_closed_at ? `<dt>Carrier closed it</dt><dd>${when(m.carrier_closed_at, c.org.timeZone)}</dd>` : ''}</dl>
${message}${retry}
<p><a class="button" href="${h(`${self}manifest.pdf`)}">Open the manifest (PDF)</a>${carrierDoc}</p>
<h2>Labels</h2>${table('Labels of the manifest', ['Tracking number', 'Order', 'Service'], rows, 'No label is left in this manifest.')}`;
    return sendConsolePage(reply, 200, `Manifest ${encodeId(m.id)}`, body, chromeOf(c, 'manifests'));
  });

  app.post('/manifests/:manifest_pk/retry/', SHIP, async (request, reply) => {
    const c = consoleContext(request);
    const m = await retryCarrierClose(deps, c.org.id, c.keys.manifest_pk);
    return seeOther(reply, `${orgHome(c.org.pk)}manifests/${encodeId(m.id)}/`);
  });

  app.get('/manifests/:manifest_pk/manifest.pdf', FILE, async (request, reply) => {
    const c = consoleContext(request);
    const { manifestPdf } = await import('../../manifests/pdf.ts'); // pdf-lib loads at the first PDF (CONTRIBUTING.md)
    const pdf = await manifestPdf({ db: app.db, storage: app.storage }, c.org.id, c.keys.manifest_pk);
    if (!pdf) throw notFound('manifest');
    return downloadHeaders(reply, { contentType: 'application/pdf', disposition: { kind: 'inline', fileName: 'manifest.pdf' } }).send(pdf);
  });

  app.get('/manifests/:manifest_pk/carrier-document', FILE, async (request, reply) => {
    const c = consoleContext(request);
    const file = await storedCarrierDocument({ db: app.db, storage: app.storage }, c.org.id, c.keys.manifest_pk);
    if (!file) throw notFound('carrier document');
    return downloadHeaders(reply, { contentType: file.contentType, size: file.size, disposition: { kind: 'attachment', fileName: file.fileName } })
      .send(file.body);
  });
}
