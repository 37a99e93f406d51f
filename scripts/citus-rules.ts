/**
 * What Citus itself refuses, checked on the migrated catalogue of plain PostgreSQL (test/scripts/citus-rules.test.ts),
 * so that a migration breaking it fails a test without a cluster. scripts/distribution.ts checks the layout (org_id
 * leading every key); these are the objects Citus 13 will not distribute (found by running the distribution on a
 * real cluster: scripts/citus/, docs/deploy.md "Citus"):
 *
 * - Identity columns: "cannot complete operation on a table with identity column" once a table is in Citus'
 *   metadata. Ids come from a sequence default, `draw_id('<table>_id_seq')` (migration 0290).
 * - Triggers on a distributed or reference table: "cannot distribute relation ... because it has triggers" (only
 *   `citus.enable_unsafe_triggers` lets them in, and then a trigger runs on a shard, blind to the other shards).
 *   What a trigger did, the writer does in its transaction; a trigger still here is listed in TRIGGER_EXCEPTIONS.
 * - Foreign keys between distributed tables (they include org_id) whose ON DELETE sets NULL or a default, or whose
 *   ON UPDATE does anything: Citus will not set a distribution column, and refuses them all. The domain deletes or
 *   detaches the referencing rows first. A foreign key to a reference table may set NULL when it leaves org_id out.
 *
 * And in the SQL of src/ (checkUpsertText, checkCaseText, checkVolatileWriteText, checkLockText): what Citus refuses in
 * a statement.
 */
import { sql } from '../src/core/sql.ts';
import type { Queryable } from '../src/db/database.ts';
import { GLOBAL_TABLES, type SchemaViolation } from './distribution.ts';
import { sqlTemplates } from './distribution-queries.ts';

/** Tables that stay local to the coordinator: Citus never sees them. */
export const LOCAL_TABLES = new Set(['schema_migrations']);

/** Triggers Citus would refuse that are still in the schema, `<table>.<trigger>`, each with its reason. Keep it empty. */
export const TRIGGER_EXCEPTIONS: Record<string, string> = {};

interface TriggerRow { table: string; name: string }
interface IdentityRow { table: string; column: string }
interface ForeignKeyActionRow { table: string; name: string; referenced: string; on_delete: string; on_update: string; with_org_id: boolean; definition: string }

/** Reads the catalogue and lists every object Citus would refuse to distribute. */
export async function checkCitusRules(db: Queryable): Promise<SchemaViolation[]> {
  const violations: SchemaViolation[] = [];
  const identities = await db.rows<IdentityRow>(sql`
    SELECT c.relname AS table, a.attname AS column
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attidentity <> '' AND NOT a.attisdropped
    ORDER BY 1, 2`);
  for (const i of identities) {
    if (LOCAL_TABLES.has(i.table)) continue;
    violations.push({ table: i.table, object: i.column, problem: `an identity column (Citus refuses them): give it DEFAULT draw_id('${i.table}_${i.column}_seq') from a sequence owned by the column` });
  }

  const triggers = await db.rows<TriggerRow>(sql`
    SELECT c.relname AS table, t.tgname AS name
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND NOT t.tgisinternal
    ORDER BY 1, 2`);
  for (const t of triggers) {
    if (LOCAL_TABLES.has(t.table) || `${t.table}.${t.name}` in TRIGGER_EXCEPTIONS) continue;
    violations.push({ table: t.table, object: t.name, problem: 'a trigger (Citus runs none on distributed or reference tables): do what it does in the writer' });
  }

  const foreignKeys = await db.rows<ForeignKeyActionRow>(sql`
    SELECT t.relname AS table, c.conname AS name, r.relname AS referenced,
           c.confdeltype::text AS on_delete, c.confupdtype::text AS on_update,
           EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey) AND a.attname = 'org_id') AS with_org_id,
           pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    JOIN pg_class r ON r.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE c.contype = 'f' AND n.nspname = 'public'
    ORDER BY 1, 2`);
  for (const fk of foreignKeys) {
    const distributed = !(fk.table in GLOBAL_TABLES);
    if (!distributed || !fk.with_org_id) continue;
    if (fk.on_delete === 'n' || fk.on_delete === 'd') {
      violations.push({ table: fk.table, object: fk.name, problem: `ON DELETE ${fk.on_delete === 'n' ? 'SET NULL' : 'SET DEFAULT'} on a foreign key with org_id (Citus refuses it): detach the rows in the domain before the delete: ${fk.definition}` });
    }
    if (fk.on_update !== 'a' && fk.on_update !== 'r') {
      violations.push({ table: fk.table, object: fk.name, problem: `an ON UPDATE action on a foreign key with org_id (Citus refuses it): ${fk.definition}` });
    }
  }
  return violations;
}

/** Functions whose value is not fixed by their arguments: Citus refuses them in an upsert's DO UPDATE SET. */
const NOT_IMMUTABLE = /\b(now|random|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|nextval|draw_id|draw_ids|pg_backend_pid|gen_random_uuid)\s*\(|\bcurrent_(timestamp|date|time)\b|\blocaltimestamp\b/i;

/**
 * Upserts in the `sql` templates of a source whose DO UPDATE SET or its WHERE calls a function that is not
 * immutable (`updated_at = now()`): Citus refuses them on distributed and reference tables ("functions used in the
 * DO UPDATE SET clause of INSERTs on distributed tables must be marked IMMUTABLE"). Put the value in the row
 * inserted and use `EXCLUDED.<column>`.
 */
export function checkUpsertText(source: string): string[] {
  const found: string[] = [];
  for (const { text } of sqlTemplates(source)) {
    for (const m of text.matchAll(/\bDO\s+UPDATE\s+SET\b([\s\S]*?)(?=\bRETURNING\b|;|$)/gi)) {
      if (NOT_IMMUTABLE.test(m[1]!)) found.push(m[0].replace(/\s+/g, ' ').trim().slice(0, 160));
    }
  }
  return found;
}

/**
 * Each UPDATE and DELETE statement of a query's text, a WITH query's among them: from its keyword to the end of its
 * level (the parenthesis closing its WITH query, or the end), nested queries included. `FOR UPDATE` and an upsert's
 * `DO UPDATE SET` are not statements of their own.
 */
export function writeStatements(text: string): { kind: 'UPDATE' | 'DELETE'; text: string }[] {
  const found: { kind: 'UPDATE' | 'DELETE'; text: string }[] = [];
  const start = /\b(?:(UPDATE)\s+(?:ONLY\s+)?(?!SET\b)(?:\$p|[A-Za-z_][A-Za-z0-9_.]*)(?:\s+(?:AS\s+)?(?!SET\b)[A-Za-z_][A-Za-z0-9_]*)?\s+SET\b|(DELETE)\s+FROM\b)/gi;
  for (const m of text.matchAll(start)) {
    let end = text.length;
    for (let i = m.index, depth = 0; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && depth-- === 0) { end = i; break; }
      else if (text[i] === ';' && depth === 0) { end = i; break; }
    }
    found.push({ kind: m[1] ? 'UPDATE' : 'DELETE', text: text.slice(m.index, end) });
  }
  return found;
}

/**
 * CASE or COALESCE calling a function that is not immutable (`CASE WHEN changed THEN now() ELSE updated_at END`) in
 * an UPDATE (a WITH query's too), or in a fragment that is no query of its own (no SELECT, INSERT or VALUES: an
 * UPDATE's SET written apart): Citus refuses them in an UPDATE of a distributed table ("non-IMMUTABLE functions are
 * not allowed in CASE or COALESCE statements"). Use nowWhenSql (src/core/fields/columns.ts), whose now() Citus
 * evaluates once.
 */
export function checkCaseText(source: string): string[] {
  const found: string[] = [];
  for (const { text } of sqlTemplates(source)) {
    const updates = writeStatements(text).filter((w) => w.kind === 'UPDATE').map((w) => w.text);
    const isFragment = !/\b(SELECT|INSERT|VALUES|UPDATE|DELETE)\b/i.test(text);
    for (const update of isFragment ? [text] : updates) {
      for (const m of update.matchAll(/\bCASE\b[\s\S]*?\bEND\b|\bCOALESCE\s*\([^)]*\)/gi)) {
        if (NOT_IMMUTABLE.test(m[0])) found.push(m[0].replace(/\s+/g, ' ').trim().slice(0, 160));
      }
    }
  }
  return found;
}

/** Functions that give a new value at each call (volatile); now() is stable: one value a transaction. */
const VOLATILE = /\b(random|clock_timestamp|timeofday|nextval|setval|draw_id|draw_ids|gen_random_uuid)\s*\(/i;

/**
 * An UPDATE or DELETE (a WITH query's too) calling a volatile function (`leased_until = clock_timestamp() + ...`):
 * Citus refuses it in an UPDATE's SET ("functions used in UPDATE queries on distributed tables must not be
 * VOLATILE") and in the WHERE of either ("functions used in the WHERE/ON/WHEN clause of modification queries on
 * distributed tables must not be VOLATILE"). A write's stamp is now(), the transaction's start: the writes are
 * short transactions. Checked in the whole statement, its subqueries too (Citus lets one in a FROM subquery pass,
 * but one in a subquery of the WHERE not).
 */
export function checkVolatileWriteText(source: string): string[] {
  const found: string[] = [];
  for (const { line, text } of sqlTemplates(source)) {
    for (const write of writeStatements(text)) {
      const call = VOLATILE.exec(write.text);
      if (call) found.push(`line ${line}: ${write.kind} calling ${call[1]}(): ${write.text.replace(/\s+/g, ' ').trim().slice(0, 120)}`);
    }
  }
  return found;
}

const LOCKING = /\bFOR\s+(?:NO\s+KEY\s+UPDATE|UPDATE|KEY\s+SHARE|SHARE)\b/gi;
const PINNED = /\borg_id\s*=\s*(?:\$p\b|ANY\s*\(\s*\$p\b)/i;

/**
 * The text of the query level that holds position `at`: from the parenthesis that opens it (or the start) to the one
 * that closes it, without the nested queries (a parenthesised SELECT, WITH, UPDATE, INSERT or DELETE), which lock
 * and pin for themselves.
 */
function levelAt(text: string, at: number): string {
  let start = 0;
  for (let i = at - 1, depth = 0; i >= 0; i--) {
    if (text[i] === ')') depth++;
    else if (text[i] === '(') {
      if (depth === 0) { start = i + 1; break; }
      depth--;
    }
  }
  let out = '';
  for (let i = start, depth = 0, nested = -1; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(') {
      depth++;
      if (nested < 0 && /^\(\s*(SELECT|WITH|UPDATE|INSERT|DELETE)\b/i.test(text.slice(i, i + 20))) nested = depth;
    } else if (ch === ')') {
      if (depth === 0) break;
      if (nested === depth) { nested = -1; depth--; out += '(subquery)'; continue; }
      depth--;
    }
    if (nested < 0) out += ch;
  }
  return out;
}

/**
 * Locking reads (`FOR UPDATE`, `FOR NO KEY UPDATE`, `FOR SHARE`, `FOR KEY SHARE`) of a distributed table (one of
 * `distributed`) whose query level does not name the organization's id as a value (`org_id = $1`, or `= ANY($1)`
 * of the organizations a write touches): Citus refuses a locking read on more than one shard ("could not run
 * distributed query with FOR UPDATE/SHARE commands"). Work due across organizations is claimed in two steps
 * (src/db/claim-by-org.ts): found without a lock, then locked organization by organization. Answers the tables.
 */
export function checkLockText(source: string, distributed: ReadonlySet<string>): { table: string; excerpt: string }[] {
  const found: { table: string; excerpt: string }[] = [];
  for (const { text } of sqlTemplates(source)) {
    for (const lock of text.matchAll(LOCKING)) {
      const level = levelAt(text, lock.index);
      if (PINNED.test(level)) continue;
      for (const read of level.matchAll(/\b(?:FROM|JOIN)\s+(?:ONLY\s+|LATERAL\s+)?([A-Za-z_][A-Za-z0-9_]*)/gi)) {
        const table = read[1]!.toLowerCase();
        if (distributed.has(table)) found.push({ table, excerpt: level.replace(/\s+/g, ' ').trim().slice(0, 160) });
      }
    }
  }
  return found;
}

/** The columns of the public tables whose type renders as text by the session's settings: timestamps and dates. */
export async function timeColumns(db: Queryable): Promise<Set<string>> {
  const rows = await db.rows<{ column: string }>(sql`
    SELECT DISTINCT a.attname AS column
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT a.attisdropped
      AND a.atttypid IN ('timestamptz'::regtype, 'timestamp'::regtype, 'date'::regtype)`);
  return new Set(rows.map((r) => r.column));
}

/** Sources (under src/) still casting a time to text, each with its reason. Keep it empty. */
export const TIME_TEXT_EXCEPTIONS: Record<string, string> = {};

/**
 * A timestamp or date column cast to text (`created_at::text`) in the `sql` templates of a source. The cast calls
 * timestamptz_out, which depends on the session's TimeZone and DateStyle, so it is not immutable, and Citus refuses
 * it in a RETURNING list ("non-IMMUTABLE functions are not allowed in the RETURNING clause"); a column list written
 * once serves SELECTs and RETURNINGs alike, so the cast is refused everywhere. It is not needed: both drivers read
 * timestamps and dates as this same text (src/db/database.ts) and formatDateTime renders it. Inside JSON built by
 * the database, jsonSafeListSql (src/core/fields/columns.ts) casts, in a SELECT.
 */
export function checkTimeTextCasts(source: string, columns: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const { line, text } of sqlTemplates(source)) {
    for (const m of text.matchAll(/\b(?:[A-Za-z_][A-Za-z0-9_]*\.)?([A-Za-z_][A-Za-z0-9_]*)\s*::\s*text\b(?!\s*\[)/g)) {
      if (columns.has(m[1]!)) found.push(`line ${line}: ${m[0]}`);
    }
  }
  return found;
}
