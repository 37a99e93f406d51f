/**
 * The schema can be distributed by organization (Citus): the migrated catalogue and the SQL of src/ follow the
 * rules of scripts/distribution.ts, and the checks refuse schemas and queries that break them.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from '../../src/core/sql.ts';
import {
  GLOBAL_TABLES, SCHEMA_EXCEPTIONS, QUERY_EXCEPTIONS, CROSS_ORGANIZATION_FINDS, checkSchema, publicTables, tenantTables, type SchemaViolation,
} from '../../scripts/distribution.ts';
import { checkQueryText, type QueryViolation } from '../../scripts/distribution-queries.ts';
import { citusCommands } from '../../scripts/citus-distribute.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { inRolledBack } from '../support/rolled-back.ts';
import { citusWorkers } from '../support/citus.ts';

/** On a Citus cluster the fixture's own tables are refused (a local table referring to a distributed one). */
const ON_CITUS = citusWorkers() ? 'Citus refuses the fixture itself (a local table with a foreign key to a distributed one); the checker runs on plain PostgreSQL' : false;

const SRC = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function queryViolations(tenant: Set<string>): QueryViolation[] {
  return sourceFiles(SRC).flatMap((file) => checkQueryText(readFileSync(file, 'utf8'), tenant, relative(SRC, file)));
}

const exceptionKey = (v: QueryViolation) => `${v.where.replace(/:\d+$/, '')}: ${v.table}`;
const show = (vs: (SchemaViolation | QueryViolation)[]) => vs.map((v) => JSON.stringify(v)).join('\n');


describe('a schema ready to distribute by org_id', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld(); });
  after(async () => { await world.close(); });

  it('every tenant table has org_id NOT NULL leading its primary key, unique keys, indexes and foreign keys', async () => {
    const violations = await checkSchema(world.db);
    assert.deepEqual(violations, [], `schema violations:\n${show(violations)}`);
  });

  it('lists every global table and allowed exception with a reason, and each one exists', async () => {
    const tables = new Set((await publicTables(world.db)).map((t) => t.table));
    for (const [table, reason] of Object.entries(GLOBAL_TABLES)) {
      assert.ok(tables.has(table), `GLOBAL_TABLES names ${table}, which does not exist`);
      assert.ok(reason.length > 20, `${table} has a reason`);
    }
    const names = new Set((await world.db.rows<{ name: string }>(sql`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
      UNION SELECT conname FROM pg_constraint WHERE connamespace = 'public'::regnamespace`)).map((r) => r.name));
    for (const [name, reason] of Object.entries(SCHEMA_EXCEPTIONS)) {
      assert.ok(names.has(name), `SCHEMA_EXCEPTIONS names ${name}, which does not exist`);
      assert.ok(reason.length > 20, `${name} has a reason`);
    }
  });

  it('every query of src/ that joins a tenant table ties it by org_id equality (or is an allowed exception)', async () => {
    const violations = queryViolations(new Set(await tenantTables(world.db)));
    const unexpected = violations.filter((v) => !(exceptionKey(v) in QUERY_EXCEPTIONS));
    assert.deepEqual(unexpected, [], `queries that cannot be routed to one shard:\n${show(unexpected)}`);
    const used = new Set(violations.map(exceptionKey));
    for (const key of Object.keys(QUERY_EXCEPTIONS)) assert.ok(used.has(key), `QUERY_EXCEPTIONS entry ${key} matches no query any more: remove it`);
  });

  it('lists every file that finds work across organizations (step 1 of a two-step claim) with its reason', () => {
    const finding = sourceFiles(SRC).map((f) => relative(SRC, f))
      .filter((f) => !['db/claim-by-org.ts', 'db/prune.ts'].includes(f))
      .filter((f) => /\b(claimByOrganization|deleteByOrganization)\s*[<(]/.test(readFileSync(join(SRC, f), 'utf8')));
    assert.deepEqual(finding.sort(), Object.keys(CROSS_ORGANIZATION_FINDS).sort());
    for (const reason of Object.values(CROSS_ORGANIZATION_FINDS)) assert.ok(reason.length > 20, reason);
  });

  it('refuses a tenant table, index, unique key or foreign key that does not lead with org_id, and a global table pointing at a tenant one', { skip: ON_CITUS }, async () => {
    const violations = await inRolledBack(world, async (tx) => {
      for (const statement of [
        // A new table not listed as global and without org_id.
        'CREATE TABLE bad_settings (id bigint PRIMARY KEY, value text)',
        // A tenant table whose org_id may be null.
        'CREATE TABLE bad_labels (org_id bigint, id bigint, PRIMARY KEY (id))',
        // Keys led by id, an index without org_id, a unique key on a value, and a foreign key by id alone.
        'CREATE UNIQUE INDEX bad_orders_id_key ON orders (id, org_id)',
        `CREATE TABLE bad_notes (
           org_id bigint NOT NULL, id bigint NOT NULL, order_id bigint NOT NULL, body text,
           PRIMARY KEY (id, org_id),
           CONSTRAINT bad_notes_body_key UNIQUE (body),
           CONSTRAINT bad_notes_order_fkey FOREIGN KEY (order_id, org_id) REFERENCES orders (id, org_id))`,
        'CREATE INDEX bad_notes_body_idx ON bad_notes (lower(body))',
        // A global table (users) pointing at a tenant table.
        'ALTER TABLE users ADD COLUMN bad_order_id bigint, ADD COLUMN bad_org_id bigint',
        'ALTER TABLE users ADD CONSTRAINT bad_users_order_fkey FOREIGN KEY (bad_org_id, bad_order_id) REFERENCES orders (org_id, id)',
      ]) await tx.rows(sql.raw(statement));
      return checkSchema(tx);
    });
    const found = (table: string, object: string, problem: RegExp) =>
      assert.ok(violations.some((v) => v.table === table && v.object === object && problem.test(v.problem)), `expected ${table} ${object} ${problem} in:\n${show(violations)}`);
    found('bad_settings', 'org_id', /without org_id/);
    found('bad_settings', 'bad_settings_pkey', /primary key does not lead with org_id/);
    found('bad_labels', 'org_id', /may be NULL/);
    found('bad_labels', 'bad_labels_pkey', /primary key does not lead with org_id/);
    found('orders', 'bad_orders_id_key', /unique key does not lead/);
    found('bad_notes', 'bad_notes_pkey', /primary key does not lead/);
    found('bad_notes', 'bad_notes_body_key', /unique key does not lead/);
    found('bad_notes', 'bad_notes_body_idx', /index does not lead/);
    found('bad_notes', 'bad_notes_order_fkey', /foreign key to orders does not lead with org_id/);
    found('users', 'bad_users_order_fkey', /global table refers to the tenant table orders/);
    // Nothing else: the real schema has no violation of its own.
    assert.equal(violations.length, 10, show(violations));
    assert.deepEqual(await checkSchema(world.db), [], 'the fixture was rolled back');
  });

  it('refuses joins of tenant tables without org_id equality and statements without their organization, and accepts the tied ones', () => {
    const tenant = new Set(['orders', 'boxes', 'items', 'webhooks']);
    const check = (query: string) => checkQueryText(query, tenant, 'fixture');
    const bad = [
      'sql`SELECT * FROM orders o JOIN boxes b ON b.order_id = o.id WHERE o.org_id = ${orgId}`',
      'sql`SELECT * FROM orders o LEFT JOIN boxes b ON b.org_id = b.org_id AND b.order_id = o.id WHERE o.org_id = ${orgId}`',
      'sql`SELECT * FROM boxes b JOIN items USING (box_id) WHERE b.org_id = ${orgId}`',
      'sql`SELECT * FROM orders o CROSS JOIN boxes b WHERE o.org_id = ${orgId}`',
      'sql`SELECT * FROM orders o, boxes b WHERE o.org_id = ${orgId} AND b.order_id = o.id`',
      'sql`SELECT o.id, (SELECT count(*) FROM items i WHERE i.order_id = o.id) FROM orders o WHERE o.org_id = ${orgId}`',
      'sql`SELECT * FROM orders o CROSS JOIN LATERAL (SELECT * FROM boxes b JOIN items i ON i.org_id = b.org_id WHERE b.order_id = o.id) x WHERE o.org_id = ${orgId}`',
      // Tied to the order's org_id, not to the organization's: Citus runs a correlated subquery so on every shard.
      'sql`SELECT o.id, (SELECT count(*) FROM items i WHERE i.org_id = o.org_id AND i.order_id = o.id) FROM orders o WHERE o.org_id = ${orgId}`',
      'sql`SELECT * FROM orders o WHERE o.org_id = ${orgId} AND NOT EXISTS (SELECT 1 FROM boxes b WHERE o.org_id = b.org_id AND b.order_id = o.id)`',
      // The manifest's labels as they were: the orders tied to a subquery's rows, read whole on every shard by Citus.
      'sql`SELECT o.primary_id FROM (SELECT * FROM label_purchases lp WHERE lp.org_id = ${orgId} FOR SHARE) lp LEFT JOIN orders o ON o.org_id = lp.org_id AND o.id = lp.order_id`',
      'sql`SELECT b.id FROM unnest(${orgIds}, ${ids}) AS k (org_id, id) LEFT JOIN boxes b ON b.org_id = k.org_id AND b.id = k.id`',
      // The pick list as it was: items tied to byIds' rows (a LATERAL over unnest of the ids), which Citus refused.
      "sql`SELECT i.id FROM ${byIds(sql`orders`, 'o', orgId, 'id', ids)} LEFT JOIN items i ON i.org_id = o.org_id AND i.order_id = o.id`",
      // A statement's own table read or written without its organization: every shard, or each listed one's.
      'sql`SELECT id FROM orders WHERE status = ${status} ORDER BY created_at LIMIT 10`',
      'sql`UPDATE webhooks w SET suspended_at = NULL WHERE w.org_id = ANY(${orgIds}) AND w.id = ANY(${ids})`',
      'sql`DELETE FROM items WHERE id = ${id}`',
    ];
    for (const query of bad) assert.equal(check(query).length, 1, `refused: ${query}\n${show(check(query))}`);
    const good = [
      'sql`SELECT * FROM orders o JOIN boxes b ON b.org_id = o.org_id AND b.order_id = o.id WHERE o.org_id = ${orgId}`',
      'sql`SELECT * FROM orders o JOIN boxes b ON b.order_id = o.id AND b.org_id = ${orgId} WHERE o.org_id = ${orgId}`',
      'sql`SELECT * FROM boxes b JOIN items USING (org_id, box_id) WHERE b.org_id = ${orgId}`',
      'sql`SELECT * FROM orders o, boxes b WHERE o.org_id = ${orgId} AND b.org_id = o.org_id`',
      'sql`SELECT o.id, (SELECT count(*) FROM items i WHERE i.org_id = ${orgId} AND i.order_id = o.id) FROM orders o WHERE o.org_id = ${orgId}`',
      'sql`SELECT * FROM orders o CROSS JOIN LATERAL (SELECT * FROM boxes b JOIN items i ON i.org_id = b.org_id WHERE b.org_id = ${orgId} AND b.order_id = o.id) x WHERE o.org_id = ${orgId}`',
      'sql`SELECT box_id FROM items WHERE org_id = ${orgId} AND order_id = ANY(${ids})`',
      'sql`SELECT * FROM orders o JOIN orgs g ON g.id = o.org_id WHERE o.org_id = ${orgId}`', // orgs is a reference table
      'sql`SELECT * FROM orders o WHERE ${where}`', // a statement\'s own FROM is filtered by its caller
      'sql`SELECT o.primary_id FROM (SELECT * FROM label_purchases lp WHERE lp.org_id = ${orgId} FOR SHARE) lp LEFT JOIN orders o ON o.org_id = ${orgId} AND o.id = lp.order_id`',
      'sql`SELECT count(*) AS n, b.id FROM orders o JOIN boxes b ON b.org_id = o.org_id AND b.order_id = o.id WHERE o.org_id = ${orgId}`',
      'sql`UPDATE webhooks SET suspended_at = NULL WHERE org_id = ${orgId} AND id = ${id}`',
      'sql`SELECT ${columns} FROM orders`', // a fragment: its caller adds the conditions
    ];
    for (const query of good) assert.deepEqual(check(query), [], `accepted: ${query}`);
  });

  it('gives the Citus commands: reference tables, then every tenant table distributed by org_id and co-located', async () => {
    const commands = await citusCommands(world.db);
    const tenant = await tenantTables(world.db);
    for (const table of Object.keys(GLOBAL_TABLES).filter((t) => t !== 'schema_migrations')) {
      assert.ok(commands.includes(`SELECT create_reference_table('${table}');`), table);
    }
    for (const table of tenant) assert.ok(commands.some((c) => c.startsWith(`SELECT create_distributed_table('${table}', 'org_id'`)), table);
    // A table comes after the tables it refers to.
    const position = (t: string) => commands.findIndex((c) => c.includes(`('${t}'`));
    assert.ok(position('orgs') < position('orders') && position('orders') < position('boxes') && position('boxes') < position('items'));
    // Foreign keys between tenant tables are dropped before the reference tables are made, and added back last
    // (a distributed table may not reference, nor be referenced by, a Citus local table).
    const firstReference = commands.findIndex((c) => c.includes('create_reference_table'));
    const lastDistributed = commands.map((c) => c.includes('create_distributed_table')).lastIndexOf(true);
    const dropped = commands.findIndex((c) => c === 'ALTER TABLE "boxes" DROP CONSTRAINT "boxes_org_id_order_id_fkey";');
    const added = commands.findIndex((c) => c.startsWith('ALTER TABLE "boxes" ADD CONSTRAINT "boxes_org_id_order_id_fkey" FOREIGN KEY (org_id, order_id) REFERENCES orders(org_id, id)'));
    assert.ok(dropped >= 0 && dropped < firstReference && added > lastDistributed, commands.join('\n'));
    assert.ok(!commands.some((c) => /DROP CONSTRAINT "orders_org_id_fkey"|schema_migrations/.test(c)), 'a key to a reference table stays; schema_migrations stays local');
  });
});
