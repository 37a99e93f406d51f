/**
 * v1 order backups: `order_backup` (the batches; not in the specification, it gives `backup` uris something to
 * name), `order_backup_details` (one per order in a batch) and `order_restore` (the flat order records),
 * each filterable by `backup=<id>`. Default limit 100.
 */
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { PathKey } from '../../core/schema.ts';
import { sendV1, v1Envelope, v1Page, V1_TAGS, V1List, V1ListQuery, V1Object, V1OneQuery, v1Time, v1Uri } from '../shape.ts';
import { listBackups, listDetails, type BackupRow, type DetailRow } from '../../backups/queries.ts';
import { renderBackupRecord } from './record.ts';

const Params = Type.Object({ backup_pk: PathKey });
const BackupQuery = V1ListQuery({ backup: Type.Optional(Type.Integer({ minimum: 1, description: 'Only this backup batch' })) });
const V1Backup = V1Object('A backup batch: `{id, resource_uri, order_count, created_at}`');
const V1Detail = V1Object('An order backup detail: `{alias_id, backup, id, numerical_id, primary_id, resource_uri}`');
const V1Restore = V1Object('A flat order record of a backup (README, "Legacy v1 API")');

const renderBackup = (b: BackupRow) => ({ id: Number(b.id), resource_uri: v1Uri('order_backup', b.id), order_count: b.order_count, created_at: v1Time(b.created_at) });

const renderDetail = (d: DetailRow) => ({
  alias_id: d.alias_id, backup: v1Uri('order_backup', d.backup_id), id: Number(d.id),
  numerical_id: d.numerical_id === null ? null : Number(d.numerical_id), primary_id: d.primary_id, resource_uri: v1Uri('order_backup_details', d.id),
});

function renderRestore(d: DetailRow) {
  return {
    id: Number(d.id), resource_uri: v1Uri('order_restore', d.id), alias_id: d.alias_id, backup: v1Uri('order_backup', d.backup_id),
    numerical_id: d.numerical_id === null ? null : Number(d.numerical_id), primary_id: d.primary_id, order: v1Uri('orders', d.order_id),
    ...renderBackupRecord(d.record), created_at: v1Time(d.created_at),
  };
}

export default async function backupRoutes(app: App) {
  const cfg = { scope: 'order', v1: true } as const;
  const resources = [
    { path: 'order_backup_details', what: 'order backup detail', item: V1Detail, render: renderDetail, summary: 'order backup details' },
    { path: 'order_restore', what: 'order restore record', item: V1Restore, render: renderRestore, summary: 'order restore records' },
  ] as const;

  for (const r of resources) {
    app.get(`/${r.path}/`, {
      config: cfg,
      schema: { tags: V1_TAGS, summary: `List ${r.summary} (v1)`, description: '`backup=<id>` narrows to one batch. Default limit 100.', querystring: BackupQuery, response: { 200: V1List(r.item) } },
      handler: async (request, reply) => {
        const page = v1Page(request.query, 100);
        const { total, rows } = await listDetails(app.db, request.org.id, page, { backupId: (request.query as { backup?: number }).backup });
        return sendV1(request, reply, 200, v1Envelope(request, page, total, rows.map((row) => r.render(row))));
      },
    });
    app.get(`/${r.path}/:backup_pk/`, {
      config: cfg,
      schema: { tags: V1_TAGS, summary: `Retrieve one of the ${r.summary} (v1)`, params: Params, querystring: V1OneQuery, response: { 200: r.item } },
      handler: async (request, reply) => {
        const [row] = (await listDetails(app.db, request.org.id, { limit: 1, offset: 0 }, { id: request.keys.backup_pk })).rows;
        if (!row) throw notFound(r.what);
        return sendV1(request, reply, 200, r.render(row));
      },
    });
  }

  app.get('/order_backup/', {
    config: cfg,
    schema: { tags: V1_TAGS, summary: 'List order backup batches (v1)', description: 'Default limit 100.', querystring: V1ListQuery(), response: { 200: V1List(V1Backup) } },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 100);
      const { total, rows } = await listBackups(app.db, request.org.id, page);
      return sendV1(request, reply, 200, v1Envelope(request, page, total, rows.map(renderBackup)));
    },
  });
  app.get('/order_backup/:backup_pk/', {
    config: cfg,
    schema: { tags: V1_TAGS, summary: 'Retrieve an order backup batch (v1)', params: Params, querystring: V1OneQuery, response: { 200: V1Backup } },
    handler: async (request, reply) => {
      const [row] = (await listBackups(app.db, request.org.id, { limit: 1, offset: 0 }, request.keys.backup_pk)).rows;
      if (!row) throw notFound('order backup');
      return sendV1(request, reply, 200, renderBackup(row));
    },
  });
}
