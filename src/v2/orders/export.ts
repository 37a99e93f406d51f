/**
 * `GET /orgs/:org_pk/orders/export.csv` and `.../export.xlsx`: the orders `GET .../orders/` would list for the same
 * filters, `q` and `order_by` (the same query schema and parser), every one of them, as a file streamed as it is
 * read (src/orders/reading/export/). Read scope `order-read_only` is enough.
 */
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { downloadHeaders } from '../../http/download.ts';
import { OrgOnlyParams } from './schemas.ts';
import { OrderExportQuery } from '../../orders/reading/export/params.ts';
import { CONTENT_TYPES, exportFileName, orderExport, type ExportFormat } from '../../orders/reading/export/index.ts';

const DESCRIPTION =
  'Every order `GET .../orders/` selects for the same filters, `q` and `order_by`, in the same order, streamed. Columns are ' +
  'named by the field paths of the order JSON (`shipping.ship_to.city`; with `rows=items` also `boxes.weight`, ' +
  '`boxes.items.part_number`), values written as the API writes them (amounts `12.50 USD`, weights in grams, datetimes in UTC).';

const FORMATS: { format: ExportFormat; summary: string; detail: string }[] = [
  {
    format: 'csv', summary: 'Export orders as CSV',
    detail: ' RFC 4180 (CRLF, quoted as needed), UTF-8; `bom=true` adds a byte order mark for Excel. A text cell that begins with ' +
      '`=`, `+`, `-`, `@`, a tab or a carriage return is written after a `\'` so that spreadsheets do not run it as a formula.',
  },
  {
    format: 'xlsx', summary: 'Export orders as XLSX',
    detail: ' One worksheet; numbers, booleans and datetimes (UTC, to the millisecond) are typed cells; amounts, weights and lengths ' +
      'are numbers formatted with their unit.',
  },
];

export default function register(app: App) {
  for (const { format, summary, detail } of FORMATS) {
    app.get(`/orgs/:org_pk/orders/export.${format}`, {
      config: { scope: 'order' },
      // Fastify's HEAD of a GET reads the GET's stream to its end: a HEAD would cost a whole export.
      exposeHeadRoute: false,
      schema: {
        tags: ['Orders'],
        summary,
        description: DESCRIPTION + detail,
        params: OrgOnlyParams,
        querystring: OrderExportQuery,
        response: {
          200: {
            description: `The ${format.toUpperCase()} file (Content-Disposition: attachment).`,
            content: { [CONTENT_TYPES[format].split(';')[0]]: { schema: Type.String({ format: 'binary' }) } },
          },
        },
      },
      handler: async (request, reply) => {
        const { rows, columns, bom, ...query } = request.query;
        const stream = await orderExport(app.db, request.org, query, { format, rows, columns, bom, chunk: app.config.exportChunk });
        return downloadHeaders(reply, { contentType: CONTENT_TYPES[format], disposition: { kind: 'attachment', fileName: exportFileName(format, rows) } })
          .send(stream as never);
      },
    });
  }
}
