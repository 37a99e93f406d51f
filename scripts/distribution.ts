/**
 * What makes the schema distributable by organization (Citus: tenant tables distributed by `org_id` and
 * co-located, the rest reference tables), checked against the migrated database's catalogue and against the SQL
 * text of the queries in src/ (`test/scripts/distribution.test.ts`; the query check is scripts/distribution-queries.ts),
 * and the Citus commands that follow from it (scripts/citus-commands.ts, docs/deploy.md). A test-time checker: nothing
 * in src/ imports it.
 *
 * Every table is a tenant table unless it is listed in GLOBAL_TABLES with the reason it is not. A tenant table has
 * `org_id bigint NOT NULL`, and `org_id` leads its primary key, every unique key and index, and every foreign key
 * to another tenant table (on both sides). A global table has no foreign key to a tenant table (Citus refuses a
 * reference table pointing at a distributed one). A query that joins a tenant table ties it to the rest by
 * `org_id` equality, so that Citus routes the whole statement to one shard.
 */
import { sql } from '../src/core/sql.ts';
import type { Queryable } from '../src/db/database.ts';

/** Tables that are not per organization: Citus reference tables (copied to every node), each with its reason. */
export const GLOBAL_TABLES: Record<string, string> = {
  schema_migrations: 'the migration ledger of the whole database, read by `boxline migrate` only',
  payment_plans: 'a small catalogue of plans shared by every organization',
  orgs: 'the tenants themselves: looked up by id and listed across organizations for a user',
  users: 'a person may belong to several organizations; looked up by e-mail across them',
  memberships: "joins users to orgs; read by user (a token's orgs, the org list) across organizations",
  access_tokens: 'looked up by token hash before the organization is known; a token may name no org',
  token_org_grants: "the companies a token made with v1 (beside its own), read with the token before any organization is chosen, across organizations",
  login_sessions: "a person's sign-in on the OAuth2 pages, looked up by cookie before any organization is chosen",
  test_processor_charges: "the built-in test payment processor's own ledger, standing for the processor's side (not Boxline's data)",
  event_feed_keys: "the one key that seals the events feed's cursors, for the whole database",
  storage_removals: 'the work queue of document files to delete, swept across organizations by the worker (rows hold only a storage key); a per-organization queue is the Citus follow-up',
};

/**
 * Index or constraint names on tenant tables allowed not to lead with `org_id`, each with its reason. Keep this
 * short: each entry is a query that cannot be routed to one shard.
 */
export const SCHEMA_EXCEPTIONS: Record<string, string> = {
  webhook_deliveries_due_idx:
    "the dispatcher finds the earliest due deliveries of every organization at once, without a lock (step 1 of its " +
    'claim, CROSS_ORGANIZATION_FINDS); on Citus that read runs on every shard, each shard using this index for its part',
  webhook_deliveries_claimed_idx:
    'the dispatcher finds expired leases of every organization at once, without a lock (as above)',
  events_created_idx: "the retention pass finds old events of every organization in short batches, without a lock (as above)",
  tracking_polls_due_idx: 'the tracking poller finds the boxes due for a carrier question across organizations, without a lock (as above)',
  payment_intents_pending_idx: 'recovery finishes the card charges crashed processes left pending, across organizations (multi-shard on Citus)',
  manifests_carrier_pending_idx: 'the worker finds carrier closes of manifests a crash left pending, across organizations, without a lock (as above)',
  webhook_deliveries_settled_idx: 'the retention pass finds settled delivery attempts of every organization, without a lock (as above)',
};

/**
 * Queries allowed to read a tenant table across organizations: `<file>: <table>` (the file relative to src/),
 * each with its reason.
 */
export const QUERY_EXCEPTIONS: Record<string, string> = {
  'backups/service.ts: order_backups':
    'the backup schedule picks the organizations due for a batch (those of orgs, global, without a recent batch of any organization), then writes each by its org_id',
  'orders/writing/renders/fill.ts: order_renders':
    'the render fill (a maintenance command) walks every organization\'s orders missing a stored render',
  'events/claim.ts: webhook_deliveries':
    "the dispatcher's step 1 (unlocked, every organization) skips keys with a leased row of the same key (busy.org_id = d.org_id)",
  'carriers/queries.ts: tracking_polls':
    'the tracking poller enrols every organization\'s active boxes (a maintenance pass; p.org_id = b.org_id)',
  'events/record.ts: webhook_deliveries':
    "the dispatcher records a batch of successes of several organizations in one statement (org_id = ANY: on Citus the shards of the batch's organizations)",
  'events/retention.ts: webhook_deliveries': "the outbox figures of /metrics count every organization's pending deliveries",
  'db/idempotency-keys.ts: idempotency_keys': 'retention finds the keys past their 24 hours across organizations (step 1, CROSS_ORGANIZATION_FINDS)',
  'payments/queries.ts: payment_intents': 'recovery finds the card charges a crashed process left pending, across organizations (payment_intents_pending_idx)',
  'shipping/labels/queries.ts: label_purchases': 'recovery finds the label purchases a crashed process left pending, across organizations',
  'orgs/company-addresses.ts: company_addresses':
    "v1's PUT that creates a company address with the client's id checks that no other company holds the id (v1 ids are unique across companies); a rare call",
  'orders/reading/query/find.ts: orders':
    'the conditions come as one interpolated fragment, whereOf(), whose first condition is o.org_id = the request\'s org',
};

/**
 * The reads that find work due across organizations without a lock, step 1 of a claim in two steps
 * (`claimByOrganization`, `deleteByOrganization`: src/db/claim-by-org.ts, src/db/prune.ts), by file (relative to
 * src/), each with its reason. On Citus each runs on every shard (an unlocked read across shards, which Citus runs;
 * bounded by its LIMIT and read through an index of the due rows); step 2 locks and claims organization by
 * organization, each statement naming `org_id = <id>` (scripts/citus-rules.ts, checkLockText).
 */
export const CROSS_ORGANIZATION_FINDS: Record<string, string> = {
  'events/claim.ts': "the dispatcher's earliest due deliveries (webhook_deliveries_due_idx) and its expired leases (webhook_deliveries_claimed_idx)",
  'events/retention.ts': 'the oldest settled delivery attempts (webhook_deliveries_settled_idx) and events (events_created_idx) to delete',
  'batches/claim.ts': 'the items of open batches to run, and the batches whose items are all done, oldest batch first',
  'carriers/queries.ts': 'the boxes due for a carrier question (tracking_polls_due_idx)',
  'manifests/carrier-queries.ts': 'the carrier closes a crash left pending (manifests_carrier_pending_idx)',
  'db/idempotency-keys.ts': 'the idempotency keys past their 24 hours',
};

export interface SchemaViolation {
  table: string;
  /** The index, constraint or column at fault. */
  object: string;
  problem: string;
}

interface TableRow { table: string; org_id_not_null: boolean | null }
interface IndexRow { table: string; name: string; first_column: string | null; primary: boolean; unique: boolean; definition: string }
interface ForeignKeyRow { table: string; name: string; referenced: string; first_column: string | null; referenced_first_column: string | null; definition: string }

/** Tables of the public schema, and whether each has `org_id` (null: it has none). */
export async function publicTables(db: Queryable): Promise<TableRow[]> {
  return db.rows<TableRow>(sql`
    SELECT c.relname AS table,
           (SELECT a.attnotnull FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'org_id' AND NOT a.attisdropped) AS org_id_not_null
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`);
}

/** Tenant tables: every public table not listed in GLOBAL_TABLES. */
export async function tenantTables(db: Queryable): Promise<string[]> {
  return (await publicTables(db)).map((t) => t.table).filter((t) => !(t in GLOBAL_TABLES));
}

/** Reads the catalogue and lists every way in which the schema cannot be distributed by `org_id`. */
export async function checkSchema(db: Queryable): Promise<SchemaViolation[]> {
  const tables = await publicTables(db);
  const tenant = new Set(tables.map((t) => t.table).filter((t) => !(t in GLOBAL_TABLES)));
  const violations: SchemaViolation[] = [];
  for (const t of tables) {
    if (!tenant.has(t.table)) continue;
    if (t.org_id_not_null === null) {
      violations.push({ table: t.table, object: 'org_id', problem: 'a tenant table without org_id (add it, or list the table in GLOBAL_TABLES with a reason)' });
    } else if (!t.org_id_not_null) {
      violations.push({ table: t.table, object: 'org_id', problem: 'org_id may be NULL (a distribution column must be NOT NULL)' });
    }
  }

  const indexes = await db.rows<IndexRow>(sql`
    SELECT t.relname AS table, ic.relname AS name, i.indisprimary AS primary, i.indisunique AS unique,
           (SELECT a.attname FROM pg_attribute a WHERE a.attrelid = t.oid AND a.attnum = i.indkey[0]) AS first_column,
           pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = 'public'
    ORDER BY t.relname, ic.relname`);
  const withPrimaryKey = new Set<string>();
  for (const index of indexes) {
    if (!tenant.has(index.table)) continue;
    if (index.primary) withPrimaryKey.add(index.table);
    if (index.first_column === 'org_id' || index.name in SCHEMA_EXCEPTIONS) continue;
    const kind = index.primary ? 'primary key' : index.unique ? 'unique key' : 'index';
    violations.push({ table: index.table, object: index.name, problem: `${kind} does not lead with org_id: ${index.definition}` });
  }
  for (const table of tenant) {
    if (!withPrimaryKey.has(table)) violations.push({ table, object: 'primary key', problem: 'a tenant table without a primary key (make it (org_id, ...))' });
  }

  const foreignKeys = await db.rows<ForeignKeyRow>(sql`
    SELECT t.relname AS table, c.conname AS name, r.relname AS referenced,
           (SELECT a.attname FROM pg_attribute a WHERE a.attrelid = c.conrelid AND a.attnum = c.conkey[1]) AS first_column,
           (SELECT a.attname FROM pg_attribute a WHERE a.attrelid = c.confrelid AND a.attnum = c.confkey[1]) AS referenced_first_column,
           pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    JOIN pg_class r ON r.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE c.contype = 'f' AND n.nspname = 'public'
    ORDER BY t.relname, c.conname`);
  for (const fk of foreignKeys) {
    if (fk.name in SCHEMA_EXCEPTIONS) continue;
    const from = tenant.has(fk.table);
    const to = tenant.has(fk.referenced);
    if (!from && to) {
      violations.push({ table: fk.table, object: fk.name, problem: `a global table refers to the tenant table ${fk.referenced}: ${fk.definition}` });
    } else if (from && to && (fk.first_column !== 'org_id' || fk.referenced_first_column !== 'org_id')) {
      violations.push({ table: fk.table, object: fk.name, problem: `foreign key to ${fk.referenced} does not lead with org_id on both sides: ${fk.definition}` });
    }
  }
  return violations;
}
