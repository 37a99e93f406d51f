/** `only=nested_updated_at,url`: compact results for clients that poll for changes. */
import { sql } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray } from '../../../db/sql.ts';
import { formatDateTime } from '../../../core/values/datetime.ts';
import { orderUrl } from '../../../core/urls.ts';

export const ONLY_FIELDS = ['nested_updated_at', 'url'] as const;
type OnlyField = (typeof ONLY_FIELDS)[number];

/** The supported fields named in `only` (others are ignored, as unknown fields are), or null for full orders. */
export function onlyFields(raw: string | undefined): OnlyField[] | null {
  const named = new Set((raw ?? '').split(',').map((w) => w.trim()));
  const fields = ONLY_FIELDS.filter((f) => named.has(f));
  return fields.length ? fields : null;
}

export async function renderOnly(db: Queryable, org: { id: number }, ids: number[], fields: OnlyField[]) {
  if (ids.length === 0) return [];
  const rows = await db.rows<{ id: number; nested_updated_at: string }>(sql`
    SELECT id, nested_updated_at FROM orders WHERE org_id = ${org.id} AND id = ANY(${bigintArray(ids)})`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const out: Record<string, string> = {};
    for (const field of fields) out[field] = field === 'url' ? orderUrl(org.id, id) : formatDateTime(row.nested_updated_at);
    return [out];
  });
}
