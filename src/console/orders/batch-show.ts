/**
 * `GET /console/orgs/:org_pk/batches/:batch_pk/`: a batch started from the order list (batch-start.ts): its state,
 * `done` and `failed` as the worker moves them (reload to follow), each failure with what to fix, and once it is
 * done its one print file, `GET .../batches/:batch_pk/print-file` (an attachment, as the API's). Reads of the batches
 * domain (src/batches/queries.ts). Shippers, owners and admins.
 */
import type { App } from '../../app-types.ts';
import { downloadHeaders } from '../../http/download.ts';
import { storedPrintFile } from '../../batches/print-file.ts';
import { notFound } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { batchErrors, selectBatch } from '../../batches/queries.ts';
import { h, orgHome, sendConsolePage } from '../layout/page.ts';
import { notice, table } from '../layout/html.ts';
import { chromeOf, consoleContext } from '../session/context.ts';

const SHIP = { config: { consoleAbility: 'ship' as const } };
const lastKey = (url: string) => url.split('/').filter(Boolean).pop() ?? '';

export default function register(app: App) {
  app.get('/batches/:batch_pk/', SHIP, async (request, reply) => {
    const c = consoleContext(request);
    const batch = await selectBatch(app.db, c.org.id, c.keys.batch_pk);
    if (!batch) throw notFound('batch');
    const errors = await batchErrors(app.db, c.org, batch.id, { limit: 100, offset: 0 });
    const home = orgHome(c.org.pk);
    const self = `${home}batches/${encodeId(batch.id)}/`;
    const rows = (errors?.results ?? []).map((e) => [`<a href="${h(`${home}orders/${lastKey(e.order)}/`)}">${h(lastKey(e.order))}</a>`, h(e.message)]);
    const ended = batch.status === 'done' || batch.status === 'failed';
    const file = batch.print_file_key ? `<p><a class="button" href="${h(`${self}print-file`)}" download>Download the print file</a></p>` : '';
    const body = `<p><a href="${h(home)}orders/">← Orders</a></p>
<h1>Batch ${h(encodeId(batch.id))}: ${h(batch.action.replace(/_/g, ' '))}</h1>
${notice(ended ? undefined : 'The worker is running it: reload this page to follow.')}
<dl class="pairs"><dt>State</dt><dd>${h(batch.status)}</dd><dt>Orders and boxes</dt><dd>${batch.total}</dd><dt>Done</dt><dd>${batch.done}</dd><dt>Failed</dt><dd>${batch.failed}</dd></dl>
${file}${ended ? '' : `<p><a href="${h(self)}">Reload</a></p>`}
<h2>Failures</h2>${table('Failures', ['Order', 'What to fix'], rows, 'No failures.')}`;
    return sendConsolePage(reply, 200, `Batch ${encodeId(batch.id)}`, body, chromeOf(c, 'orders'));
  });

  app.get('/batches/:batch_pk/print-file', { ...SHIP, exposeHeadRoute: false }, async (request, reply) => {
    const c = consoleContext(request);
    const file = await storedPrintFile(app.db, app.storage, c.org.id, c.keys.batch_pk);
    if (!file) throw notFound('print file');
    return downloadHeaders(reply, { contentType: file.contentType, size: file.size, disposition: { kind: 'attachment', fileName: file.fileName } })
      .send(file.body);
  });
}
