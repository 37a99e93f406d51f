/**
 * The pack page's box actions: `POST .../pack/orders/:order_pk/boxes/:box_pk/restart/` forgets the box's counts (it
 * is packed again), and `GET .../boxes/:box_pk/label.pdf` is its bought label, inline so that the page shows it and
 * the browser's viewer prints it (a PDF of the carrier's, never a page of the console: `nosniff`, framed only here).
 */
import type { App } from '../../app-types.ts';
import { downloadHeaders } from '../../http/download.ts';
import { notFound } from '../../core/errors.ts';
import { documentFileOfOrder, readDocumentFile } from '../../documents/queries.ts';
import { currentPurchase } from '../../shipping/labels/queries.ts';
import { restartBox } from '../../shipping/pack/station.ts';
import { seeOther } from '../layout/page.ts';
import { consoleContext } from '../session/context.ts';
import { packOrderPath } from './view.ts';

const SHIP = { config: { consoleAbility: 'ship' as const } };

export default function register(app: App) {
  app.post('/pack/orders/:order_pk/boxes/:box_pk/restart/', SHIP, async (request, reply) => {
    const c = consoleContext(request);
    await restartBox(app.db, c.org.id, c.keys.order_pk, c.keys.box_pk);
    return seeOther(reply, packOrderPath(c.org.pk, c.keys.order_pk));
  });

  app.get('/pack/orders/:order_pk/boxes/:box_pk/label.pdf', SHIP, async (request, reply) => {
    const c = consoleContext(request);
    const label = await currentPurchase(app.db, c.org.id, c.keys.order_pk, c.keys.box_pk);
    if (!label || label.status !== 'purchased' || label.document_id === null || label.format !== 'pdf') throw notFound('label');
    const file = await documentFileOfOrder(app.db, c.org.id, c.keys.order_pk, label.document_id);
    if (!file) throw notFound('label');
    const body = await readDocumentFile(app.storage, c.org.id, file);
    return downloadHeaders(reply, {
      contentType: 'application/pdf', size: file.size_bytes, disposition: { kind: 'inline', fileName: file.file_name },
    }).send(body);
  });
}
