/**
 * `GET /console/orgs/:org_pk/orders/export.csv` and `.xlsx`: the order list's "Export CSV" and "Export XLSX", the
 * orders the list's filters, search and ordering select, as the API's export writes them (the same domain
 * function, src/orders/reading/export/), signed in with the console's session: its org guard (session/context.ts) decides
 * which organization, as for every console page. The API's routes keep to tokens.
 */
import type { Static } from 'typebox';
import type { App } from '../../app-types.ts';
import { downloadHeaders } from '../../http/download.ts';
import { OrderExportQuery } from '../../orders/reading/export/params.ts';
import { CONTENT_TYPES, exportFileName, orderExport, type ExportFormat } from '../../orders/reading/export/index.ts';
import { consoleContext } from '../session/context.ts';
import { consoleListQuery } from './list.ts';

export default function register(app: App) {
  for (const format of ['csv', 'xlsx'] as ExportFormat[]) {
    app.get(`/orders/export.${format}`, { schema: { querystring: OrderExportQuery }, exposeHeadRoute: false }, async (request, reply) => {
      const c = consoleContext(request);
      const { rows, columns, bom, ...query } = consoleListQuery(request.query as Static<typeof OrderExportQuery>);
      const stream = await orderExport(app.db, c.org, query, { format, rows, columns, bom, chunk: app.config.exportChunk });
      return downloadHeaders(reply, { contentType: CONTENT_TYPES[format], disposition: { kind: 'attachment', fileName: exportFileName(format, rows) } })
        .send(stream);
    });
  }
}
