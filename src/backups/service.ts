/**
 * Order backups: a batch (order_backups) records every order of a company at one moment as flat records
 * (order_backup_details.record, record.ts), which `order_backup_details` and `order_restore` list. Made by
 * `boxline backup create` and, when BACKUP_INTERVAL_HOURS is set, by the worker on a schedule.
 */
import { sql } from '../core/sql.ts';
import type { Database, Queryable } from '../db/database.ts';
import { liveOrgIds } from '../orgs/organizations.ts';
import { backupRecordSql } from './record.ts';

export interface BackupMade {
  orgId: number;
  backupId: number;
  orders: number;
}

/** Records one batch of the organization's orders in the caller's transaction. */
export async function createBackup(tx: Queryable, orgId: number): Promise<BackupMade> {
  const batch = await tx.one<{ id: number }>(sql`INSERT INTO order_backups (org_id) VALUES (${orgId}) RETURNING id`);
  const backupId = Number(batch!.id);
  const inserted = await tx.rows<{ id: number }>(sql`
    INSERT INTO order_backup_details (org_id, backup_id, order_id, alias_id, numerical_id, primary_id, record)
    SELECT o.org_id, ${backupId}, o.id, o.unique_id, o.order_number, o.primary_id, ${backupRecordSql}
    FROM orders o WHERE o.org_id = ${orgId} ORDER BY o.id
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
 * The recent batches are read apart from the organizations (an uncorrelated NOT IN): Citus refuses a subquery
 * correlated with `orgs`, a reference table, and runs this one once on every shard, the organizations' list then
 * read against its result.
 */
export async function backupDue(db: Database, hours: number): Promise<BackupMade[]> {
  const due = await db.rows<{ id: number }>(sql`
    SELECT o.id FROM orgs o WHERE o.deleted_at IS NULL AND o.id NOT IN (
      SELECT b.org_id FROM order_backups b WHERE b.created_at > now() - make_interval(hours => ${hours}))
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
