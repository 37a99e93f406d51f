/**
 * What makes the schema distributable by organization (Citus: tenant tables distributed by `org_id` and
 * co-located, the rest reference tables), checked against the migrated database's catalogue and against the SQL
 * text of the queries in src/ (`test/scripts/distribution.test.ts`), and the Citus commands that follow from it
 * (scripts/citus-commands.ts, docs/deploy.md). A test-time checker: nothing in src/ imports it.
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
    'the dispatcher claims the earliest due deliveries of every organization at once; on Citus that claim is a ' +
    'multi-shard query, and each shard uses this index for its own part of the queue',
  webhook_deliveries_claimed_idx:
    'the dispatcher releases expired leases of every organization at once (multi-shard on Citus, as above)',
  events_created_idx: "the retention pass deletes old events of every organization in short batches (multi-shard on Citus, each shard's part by this index)",
  tracking_polls_due_idx: 'the tracking poller leases the boxes due for a carrier question across organizations (multi-shard on Citus, as the delivery claim)',
  payment_intents_pending_idx: 'recovery finishes the card charges crashed processes left pending, across organizations (multi-shard on Citus)',
  manifests_carrier_pending_idx: 'the worker settles carrier closes of manifests a crash left pending, across organizations (multi-shard on Citus)',
  webhook_deliveries_settled_idx: 'the retention pass deletes settled delivery attempts of every organization (as above)',
};

/**
 * Queries allowed to read a tenant table across organizations: `<file>: <table>` (the file relative to src/),
 * each with its reason.
 */
export const QUERY_EXCEPTIONS: Record<string, string> = {
  'events/claim.ts: webhook_deliveries':
    'the dispatcher picks due deliveries across organizations (then locks and updates them by org_id and id)',
  'batches/claim.ts: batches':
    'batch workers pick the running batches with items due across organizations (then claim and write each item by org_id and id)',
  'events/retention.ts: events':
    'the retention pass deletes old events across organizations (its inner check of pending deliveries ties d.org_id = e.org_id)',
  'carriers/queries.ts: tracking_polls':
    'the tracking poller leases due boxes across organizations (then reads and writes each box by org_id and id)',
  'backups/service.ts: order_backups':
    'the backup schedule picks the organizations due for a batch (b.org_id = o.id, orgs being global), then writes each by its org_id',
  'orders/reading/query/find.ts: orders':
    'the conditions come as one interpolated fragment, whereOf(), whose first condition is o.org_id = the request\'s org',
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

export interface QueryViolation {
  /** Where the query is (a file name and line, or a fixture's name). */
  where: string;
  table: string;
  problem: string;
  excerpt: string;
}

/** The SQL of a TypeScript source: the text of each `sql` template, interpolations replaced by `$p`, with its line. */
export function sqlTemplates(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const tag = /\bsql`/g;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(source))) {
    let i = match.index + match[0].length;
    let text = '';
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') { text += source[i + 1] ?? ''; i += 2; continue; }
      if (source[i] === '$' && source[i + 1] === '{') {
        // Skip the interpolation, nested braces and template literals included.
        let depth = 1;
        i += 2;
        while (i < source.length && depth > 0) {
          const ch = source[i];
          if (ch === '{') depth++;
          else if (ch === '}') depth--;
          else if (ch === '`') { i++; while (i < source.length && source[i] !== '`') i++; }
          i++;
        }
        text += '$p';
        continue;
      }
      text += source[i];
      i++;
    }
    found.push({ line: source.slice(0, match.index).split('\n').length, text });
    tag.lastIndex = i + 1;
  }
  return found;
}

const ID = '[A-Za-z_][A-Za-z0-9_]*';
const CLAUSE_END = /\b(JOIN|WHERE|GROUP\s+BY|ORDER\s+BY|LIMIT|UNION|RETURNING|HAVING|WINDOW|FOR\s+UPDATE|ON\s+CONFLICT)\b/i;
const NOT_ALIAS = new Set(['on', 'using', 'where', 'join', 'left', 'right', 'inner', 'full', 'cross', 'natural', 'group', 'order', 'limit', 'set', 'for', 'returning', 'union', 'lateral', 'as', 'having', 'window']);

/**
 * The text after `from` up to where its parenthesis depth closes (or the end), without the nested subqueries
 * (a parenthesised SELECT), whose conditions tie their own tables, not this one.
 */
function untilDepthCloses(text: string, from: number): string {
  let depth = 0;
  let out = '';
  let skipFrom = -1; // depth at which a nested subquery being skipped opened
  for (let i = from; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(') {
      depth++;
      if (skipFrom < 0 && /^\(\s*(SELECT|WITH)\b/i.test(text.slice(i, i + 200))) skipFrom = depth;
    } else if (ch === ')') {
      if (depth === 0) break;
      if (skipFrom === depth) { skipFrom = -1; depth--; out += '(subquery)'; continue; }
      depth--;
    }
    if (skipFrom < 0) out += ch;
  }
  return out;
}

/** Whether `where` pins `name.org_id` (or a bare org_id when `bare`) by equality to another org_id or to a parameter. */
function pinsOrg(where: string, name: string, bare: boolean, exclude: ReadonlySet<string> = new Set()): boolean {
  const own = bare ? `(?:(?<![\\w.])|\\b${name}\\.)org_id` : `\\b${name}\\.org_id`;
  const other = `(\\$p|${ID}\\.org_id)`;
  const left = new RegExp(`${own}\\s*=\\s*${other}`, 'gi');
  const right = new RegExp(`${other}\\s*=\\s*${own}(?![\\w])`, 'gi');
  for (const re of [left, right]) {
    for (const m of where.matchAll(re)) {
      const sides = m[0].split('=').map((s) => s.trim().toLowerCase());
      const otherName = m[1]!.toLowerCase().replace(/\.org_id$/, '');
      // Equality with itself (`b.org_id = b.org_id`) ties nothing, nor does one with a table of the same subquery.
      if (sides[0] !== sides[1] && !exclude.has(otherName)) return true;
    }
  }
  return false;
}

/**
 * Checks the SQL of one source text: every JOIN of a tenant table ties it by `org_id` equality in its ON clause
 * (or `USING (org_id, ...)`), and every tenant table read in a subquery (a correlated or LATERAL join) or listed
 * after a comma in FROM pins its `org_id` there.
 */
export function checkQueryText(source: string, tenant: ReadonlySet<string>, where: string): QueryViolation[] {
  const violations: QueryViolation[] = [];
  for (const template of sqlTemplates(source)) {
    const text = template.text;
    const reference = new RegExp(`\\b(JOIN|FROM|,)\\s+(?:ONLY\\s+)?(${ID})(?:\\s+(?:AS\\s+)?(${ID}))?`, 'gi');
    let m: RegExpExecArray | null;
    while ((m = reference.exec(text))) {
      const keyword = m[1]!.toUpperCase();
      const table = m[2]!.toLowerCase();
      if (!tenant.has(table)) continue;
      const aliasWord = m[3]?.toLowerCase();
      const alias = aliasWord && !NOT_ALIAS.has(aliasWord) ? aliasWord : null;
      const name = alias ?? table;
      // A keyword taken for an alias (`JOIN items USING`) is left to what follows the table.
      const end = m.index + (alias || !m[3] ? m[0].length : m[0].lastIndexOf(m[3]));
      const after = text.slice(end);
      const excerpt = text.slice(m.index, m.index + 160).replace(/\s+/g, ' ').trim();
      const at = `${where}:${template.line + text.slice(0, m.index).split('\n').length - 1}`;
      if (keyword === ',') {
        // Only a comma inside a FROM list is a join: the nearest keyword before it must be FROM.
        const before = text.slice(0, m.index);
        const last = /\b(FROM|SELECT|WHERE|SET|VALUES|BY|JOIN|ON|RETURNING|INSERT|INTO)\b(?![\s\S]*\b(FROM|SELECT|WHERE|SET|VALUES|BY|JOIN|ON|RETURNING|INSERT|INTO)\b)/i.exec(before);
        if (!last || last[1]!.toUpperCase() !== 'FROM') continue;
        if (!pinsOrg(untilDepthCloses(text, end), name, !alias)) {
          violations.push({ where: at, table, problem: `${table} joined by a comma without ${name}.org_id equality`, excerpt });
        }
        continue;
      }
      if (keyword === 'JOIN') {
        const using = /^\s*USING\s*\(([^)]*)\)/i.exec(after);
        if (using) {
          if (!/\borg_id\b/i.test(using[1]!)) violations.push({ where: at, table, problem: `JOIN ${table} USING without org_id`, excerpt });
          continue;
        }
        const on = /^\s*ON\b/i.exec(after);
        if (!on) {
          violations.push({ where: at, table, problem: `JOIN ${table} without an ON clause (a cross join)`, excerpt });
          continue;
        }
        const rest = untilDepthCloses(after, on[0].length);
        const end = CLAUSE_END.exec(rest);
        const condition = end ? rest.slice(0, end.index) : rest;
        if (!pinsOrg(condition, name, !alias)) {
          violations.push({ where: at, table, problem: `JOIN ${table} without ${name}.org_id equality in its ON clause`, excerpt });
        }
        continue;
      }
      // FROM: a subquery (inside parentheses) must pin its org_id; a statement's own FROM is filtered by its caller.
      const before = text.slice(0, m.index);
      let depth = 0;
      for (const ch of before) depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
      if (depth <= 0) continue;
      // Its own tables do not count: it must be tied to a parameter or to the statement around it.
      const segment = untilDepthCloses(text, end);
      const own = new Set([name]);
      for (const j of segment.matchAll(new RegExp(`\\bJOIN\\s+(?:LATERAL\\s+)?(${ID})(?:\\s+(?:AS\\s+)?(${ID}))?`, 'gi'))) {
        const word = j[2]?.toLowerCase();
        own.add(word && !NOT_ALIAS.has(word) ? word : j[1]!.toLowerCase());
      }
      if (!pinsOrg(segment, name, !alias, own)) {
        violations.push({ where: at, table, problem: `a subquery reads ${table} without ${name}.org_id equality`, excerpt });
      }
    }
  }
  return violations;
}
