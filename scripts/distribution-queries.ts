/**
 * The query half of scripts/distribution.ts: reads the SQL of a TypeScript source (its `sql` templates) and lists
 * the joins and subqueries of tenant tables that are not tied by `org_id` equality, so that Citus could not route
 * the statement to one shard (`test/scripts/distribution.test.ts` runs it over src/, QUERY_EXCEPTIONS in
 * scripts/distribution.ts lists the queries allowed to read across organizations). A test-time checker.
 */

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

/** Whether `where` pins `name.org_id` (or a bare org_id when `bare`) to a value (`= ${orgId}`), as Citus needs to route it. */
function pinsOrgToValue(where: string, name: string, bare: boolean): boolean {
  const own = bare ? `(?:(?<![\\w.])|\\b${name}\\.)org_id` : `\\b${name}\\.org_id`;
  return new RegExp(`${own}\\s*=\\s*\\$p|\\$p\\s*=\\s*${own}(?![\\w])`, 'i').test(where);
}

/** Words that may follow a closing parenthesis without naming a subquery's or a function's rows. */
const NOT_DERIVED = new Set([...NOT_ALIAS, 'and', 'or', 'not', 'is', 'in', 'then', 'else', 'end', 'when', 'filter', 'over', 'asc', 'desc',
  'collate', 'values', 'with', 'into', 'do', 'nulls', 'between', 'like', 'ilike', 'except', 'intersect', 'at', 'materialized', 'offset', 'fetch', 'select', 'from']);

/**
 * The aliases given to parenthesised rows in a query's text, `(SELECT ...) lp` or `unnest(...) AS k`, and those of
 * `byIds(..., 'o', ...)` in its source (src/db/sql.ts: a subquery, or a LATERAL one over `unnest` of the ids).
 */
function derivedAliases(text: string, source: string): string[] {
  const byIds = [...source.matchAll(/\bbyIds\(\s*sql`[^`]*`\s*,\s*'([A-Za-z_][A-Za-z0-9_]*)'/g)].map((m) => m[1]!.toLowerCase());
  const parenthesised = [...text.matchAll(new RegExp(`\\)\\s*(?:AS\\s+)?(${ID})\\b`, 'gi'))].map((m) => m[1]!.toLowerCase());
  return [...parenthesised, ...byIds].filter((a) => !NOT_DERIVED.has(a));
}

/**
 * Checks the SQL of one source text: every JOIN of a tenant table ties it by `org_id` equality in its ON clause
 * (or `USING (org_id, ...)`), and every tenant table read in a subquery (a correlated or LATERAL join) or listed
 * after a comma in FROM pins its `org_id` there; a subquery's to the organization's id as a value, not only to the
 * org_id of a table around it (`i.org_id = o.org_id`), which Citus runs on every shard. A table JOINed to the rows of
 * a subquery or a function (`LEFT JOIN orders o ON o.org_id = lp.org_id` after `(SELECT ... FOR SHARE) lp`) names
 * the organization's id as a value too.
 */
export function checkQueryText(source: string, tenant: ReadonlySet<string>, where: string): QueryViolation[] {
  const violations: QueryViolation[] = [];
  for (const template of sqlTemplates(source)) {
    const text = template.text;
    violations.push(...statementViolations(text, tenant, `${where}:${template.line}`));
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
        } else if (!pinsOrgToValue(condition, name, !alias)) {
          // Tied to a subquery's or a function's rows: Citus plans them apart, then reads this table apart too, with
          // none of the ON clause's conditions: on every shard, whole.
          const tiedTo = derivedAliases(text, source).find((d) => d !== name && new RegExp(`\\b${d}\\.org_id\\b`, 'i').test(condition));
          if (tiedTo) violations.push({ where: at, table, problem: `JOIN ${table} ties ${name}.org_id to ${tiedTo}.org_id, the rows of a subquery or function, not to the organization's id (every shard on Citus)`, excerpt });
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
      } else if (!pinsOrgToValue(segment, name, !alias)) {
        // Citus routes a correlated or LATERAL subquery to one shard only when it names the organization itself.
        violations.push({ where: at, table, problem: `a subquery ties ${name}.org_id to another table's org_id, not to the organization's id (every shard on Citus)`, excerpt });
      }
    }
  }
  return violations;
}

/** The text outside every parenthesis: the statement's own clauses, not its subqueries' or functions'. */
function outsideParentheses(text: string): string {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (depth === 0) out += ch;
    if (ch === ')') depth--;
  }
  return out;
}

/**
 * A statement's own table (`SELECT ... FROM t`, `UPDATE t`, `DELETE FROM t`, outside any parenthesis) pins its
 * `org_id` by equality to one value or to a joined table's, or takes its conditions from its caller (`WHERE ${...}`,
 * or a fragment that ends at the table, to which the caller adds them). Otherwise Citus runs it on every shard:
 * `org_id = ANY(...)` too, on the shards of each organization it lists.
 */
function statementViolations(text: string, tenant: ReadonlySet<string>, at: string): QueryViolation[] {
  const own = outsideParentheses(text);
  if (/\b(WHERE|AND|ON)\s+\$p/i.test(own)) return [];
  const violations: QueryViolation[] = [];
  for (const m of own.matchAll(new RegExp(`\\b(?:FROM|UPDATE|DELETE\\s+FROM)\\s+(?:ONLY\\s+)?(${ID})(?:\\s+(?:AS\\s+)?(${ID}))?`, 'gi'))) {
    const table = m[1]!.toLowerCase();
    if (!tenant.has(table)) continue;
    if (own.slice(m.index! + m[0].length).trim() === '') continue;
    const aliasWord = m[2]?.toLowerCase();
    const alias = aliasWord && !NOT_ALIAS.has(aliasWord) ? aliasWord : null;
    if (pinsOrg(own, alias ?? table, !alias)) continue;
    const excerpt = own.slice(m.index, m.index! + 160).replace(/\s+/g, ' ').trim();
    violations.push({ where: at, table, problem: `the statement reads ${table} without pinning ${alias ?? table}.org_id (every shard on Citus)`, excerpt });
  }
  return violations;
}
