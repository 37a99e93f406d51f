/**
 * Order backups: a batch (order_backups) records every order of a company at one moment as flat records
 * (order_backup_details.record), which `order_backup_details` and `order_restore` list. Made by
 * `boxline backup create` and, when BACKUP_INTERVAL_HOURS is set, by the worker on a schedule.
 */
import { sql } from '../../core/sql.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { liveOrgIds } from '../../orgs/organizations.ts';

export interface BackupMade {
  orgId: number;
  backupId: number;
  orders: number;
}

/** Amount columns of an order and the key order_restore shows them under (each with `<key>_currency_code`). */
const AMOUNTS = { subtotal: 'billing_subtotal', shipping: 'billing_shipping', tax: 'billing_tax', total: 'billing_total', ship_cost: 'ship_cost' } as const;

/** Records one batch of the organization's orders in the caller's transaction. */
export async function createBackup(tx: Queryable, orgId: number): Promise<BackupMade> {
  const batch = await tx.one<{ id: number }>(sql`INSERT INTO order_backups (org_id) VALUES (${orgId}) RETURNING id`);
  const backupId = Number(batch!.id);
  const amounts = Object.entries(AMOUNTS).flatMap(([key, column]) => [
    sql`${key}::text, ${sql.identifier(`${column}_amount`)}::text`,
    sql`${`${key}_currency_code`}::text, ${sql.identifier(`${column}_currency`)}::text`,
  ]);
  const inserted = await tx.rows<{ id: number }>(sql`
    INSERT INTO order_backup_details (org_id, backup_id, order_id, alias_id, numerical_id, primary_id, record)
    SELECT org_id, ${backupId}, id, unique_id, order_number, primary_id, jsonb_build_object(
      'customer_number', customer_number, 'message', message, 'po_number', po_number, 'ship_type', ship_type, 'ship_via', ship_via,
      'source', source_name, 'status_shipped', shipping_status IS NOT DISTINCT FROM 'fulfilled',
      'delivered_at', delivered_at::text, 'future_ship_time', to_ship_at::text, 'import_time', source_retrieved_at::text,
      'order_time', ordered_at::text, 'print_time', printed_at::text, 'ship_time', shipped_at::text,
      'order_created_at', created_at::text, 'order_updated_at', updated_at::text
    ) || jsonb_build_object(${sql.join(amounts, sql`, `)})
    FROM orders WHERE org_id = ${orgId} ORDER BY id
    RETURNING id`);
  await tx.rows(sql`UPDATE order_backups SET order_count = ${inserted.length} WHERE org_id = ${orgId} AND id = ${backupId}`);
  return { orgId, backupId, orders: inserted.length };
}

/** Backs up each live organization (or only `orgId`), one transaction each. */
export async function backupOrganizations(db: Database, orgId?: number): Promise<BackupMade[]> {
  const made: BackupMade[] = [];
  for (const id of await liveOrgIds(db, orgId)) made.push(await db.transaction((tx) => createBackup(tx, id)));
  return made;
}

/**
 * The scheduled run: backs up each live organization whose latest batch is older than `hours` (or that has
 * none). An advisory lock per organization lets several workers run it at once without doubling a batch.
 */
export async function backupDue(db: Database, hours: number): Promise<BackupMade[]> {
  const due = await db.rows<{ id: number }>(sql`
    SELECT o.id FROM orgs o WHERE o.deleted_at IS NULL AND NOT EXISTS (
      SELECT 1 FROM order_backups b WHERE b.org_id = o.id AND b.created_at > now() - make_interval(hours => ${hours}))
    ORDER BY o.id`);
  const made: BackupMade[] = [];
  for (const org of due) {
    const orgId = Number(org.id);
    const result = await db.transaction(async (tx) => {
      const locked = await tx.one<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(hashtext('order_backups'), ${orgId}::int) AS ok`);
      if (!locked?.ok) return null;
      const recent = await tx.one(sql`SELECT 1 AS recent FROM order_backups WHERE org_id = ${orgId} AND created_at > now() - make_interval(hours => ${hours})`);
      return recent ? null : createBackup(tx, orgId);
    });
    if (result) made.push(result);
  }
  return made;
}

export interface BackupSchedule {
  stop(): void;
}

/** Runs backupDue now and then every hour-fraction tick; failures are logged and retried at the next tick. */
export function scheduleBackups(db: Database, hours: number, log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void }): BackupSchedule {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= backupDue(db, hours)
      .then((made) => { if (made.length) log.info({ backups: made.length }, 'order backups made'); })
      .catch((err: unknown) => log.error({ err }, 'order backup run failed'))
      .finally(() => { running = null; });
  };
  tick();
  // Checked every few minutes so a batch is never much later than its interval; a check costs one query.
  const timer = setInterval(tick, Math.min(hours * 3_600_000, 300_000));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
