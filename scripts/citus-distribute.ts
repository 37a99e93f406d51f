/**
 * The Citus commands that distribute the migrated schema (scripts/citus-commands.ts prints them, docs/deploy.md
 * shows them): every table listed as global in scripts/distribution.ts becomes a reference table, every other one
 * is distributed by org_id, all co-located; schema_migrations stays local to the coordinator.
 *
 * The order is what Citus 13 accepts on a database with data. A reference table makes the local tables whose
 * foreign keys point at it "Citus local tables"; a distributed table may neither reference nor be referenced by
 * one. So the foreign keys between tenant tables are dropped first, the reference tables made (parents first), the
 * tenant tables distributed (each keeps its foreign keys to reference tables), and the dropped foreign keys added
 * back, now between co-located distributed tables (checked shard by shard).
 */
import { sql } from '../src/core/sql.ts';
import type { Queryable } from '../src/db/database.ts';
import { GLOBAL_TABLES, publicTables } from './distribution.ts';
import { LOCAL_TABLES } from './citus-rules.ts';

interface ForeignKey { table: string; name: string; referenced: string; definition: string }

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function citusCommands(db: Queryable): Promise<string[]> {
  const tables = (await publicTables(db)).map((t) => t.table).filter((t) => !LOCAL_TABLES.has(t));
  const foreignKeys = await db.rows<ForeignKey>(sql`
    SELECT t.relname AS table, c.conname AS name, r.relname AS referenced, pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class r ON r.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE c.contype = 'f' AND n.nspname = 'public'
    ORDER BY t.relname, c.conname`);
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const fk of foreignKeys) if (fk.table === table && fk.referenced !== table) visit(fk.referenced, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  const global = (t: string) => t in GLOBAL_TABLES;
  const between = foreignKeys.filter((fk) => !global(fk.table) && !global(fk.referenced));

  const lines = ['CREATE EXTENSION IF NOT EXISTS citus;', '-- Foreign keys between tenant tables, added back at the end.'];
  for (const fk of between) lines.push(`ALTER TABLE ${quoted(fk.table)} DROP CONSTRAINT ${quoted(fk.name)};`);
  lines.push('-- Reference tables: no org_id, or read across organizations (scripts/distribution.ts, GLOBAL_TABLES).');
  for (const table of ordered) if (global(table)) lines.push(`SELECT create_reference_table('${table}');`);
  lines.push('-- Tenant tables, distributed by org_id and co-located.');
  let first: string | null = null;
  for (const table of ordered) {
    if (global(table)) continue;
    lines.push(first
      ? `SELECT create_distributed_table('${table}', 'org_id', colocate_with => '${first}');`
      : `SELECT create_distributed_table('${table}', 'org_id');`);
    first ??= table;
  }
  lines.push('-- The foreign keys between tenant tables again.');
  for (const fk of between) lines.push(`ALTER TABLE ${quoted(fk.table)} ADD CONSTRAINT ${quoted(fk.name)} ${fk.definition};`);
  return lines;
}
