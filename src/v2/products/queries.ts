import { sql, type SQL } from 'drizzle-orm';
import { countedPage } from '../../db/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import { encodeId } from '../../core/ids.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import { renderSource, type SourceColumns } from '../../core/source.ts';
import { itemAssignmentsSql, itemColumnsSql, itemInsertSql, renderItemFields, type ItemColumnValues, type ItemRow } from './item-fields.ts';
import type { Product } from './schemas.ts';

export interface ProductRow extends ItemRow, SourceColumns {
  org_id: number;
  id: number;
  source_updated_at: string | null;
  created_at: string;
  updated_at: string;
}

const PRODUCT_COLUMNS = sql`
  org_id, id, ${itemColumnsSql()},
  source_account, source_channel, source_id, source_name, source_retrieved_at, source_updated_at,
  created_at, updated_at`;
const SELECT_PRODUCT = sql`SELECT ${PRODUCT_COLUMNS} FROM products`;

export function productUrl(orgId: number, id: number): string {
  return `/api/v2/orgs/${encodeId(orgId)}/products/${encodeId(id)}/`;
}

export function renderProduct(row: ProductRow): Product {
  return {
    url: productUrl(row.org_id, row.id),
    ...renderItemFields(row),
    source: renderSource(row),
    created_at: formatDateTime(row.created_at),
    updated_at: formatDateTime(row.updated_at),
  };
}

export async function listProducts(db: Queryable, orgId: number, filter: { updatedSince: string | null }, page: Page) {
  const where = sql`org_id = ${orgId} ${filter.updatedSince === null ? sql`` : sql`AND updated_at >= ${filter.updatedSince}::timestamptz`}`;
  const { count, rows } = await countedPage<ProductRow>(db,
    sql`SELECT count(*)::int AS count FROM products WHERE ${where}`,
    sql`${SELECT_PRODUCT} WHERE ${where} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count, results: rows.map(renderProduct) };
}

export async function selectProduct(db: Queryable, orgId: number, id: number, opts: { forUpdate?: boolean } = {}): Promise<ProductRow | null> {
  const row = await db.one<ProductRow>(sql`${SELECT_PRODUCT} WHERE org_id = ${orgId} AND id = ${id} ${opts.forUpdate ? sql`FOR UPDATE` : sql``}`);
  return row ?? null;
}

function sourceAssignments(source: SourceColumns, touch: boolean): SQL {
  return sql`source_account = ${source.source_account}, source_channel = ${source.source_channel},
             source_id = ${source.source_id}, source_name = ${source.source_name},
             source_retrieved_at = ${source.source_retrieved_at}::timestamptz
             ${touch ? sql`, source_updated_at = now()` : sql``}`;
}

export async function insertProduct(
  tx: Queryable,
  orgId: number,
  item: Partial<ItemColumnValues>,
  source: SourceColumns,
  touchSource: boolean,
): Promise<ProductRow> {
  const { columns, values, names } = itemInsertSql(item);
  const sep = names.length > 0 ? sql`, ` : sql``;
  const row = await tx.one<ProductRow>(sql`
    INSERT INTO products (org_id${sep}${columns}, source_account, source_channel, source_id, source_name,
                          source_retrieved_at, source_updated_at)
    VALUES (${orgId}${sep}${values}, ${source.source_account}, ${source.source_channel}, ${source.source_id},
            ${source.source_name}, ${source.source_retrieved_at}::timestamptz, ${touchSource ? sql`now()` : sql`NULL`})
    RETURNING ${PRODUCT_COLUMNS}`);
  return row!;
}

/** Writes the given values (and the source when given) and bumps updated_at. */
export async function updateProductRow(
  tx: Queryable,
  orgId: number,
  id: number,
  item: Partial<ItemColumnValues>,
  source: { columns: SourceColumns; changed: boolean } | null,
): Promise<ProductRow | null> {
  const parts: SQL[] = [];
  const itemSet = itemAssignmentsSql(item);
  if (itemSet) parts.push(itemSet);
  if (source) parts.push(sourceAssignments(source.columns, source.changed));
  parts.push(sql`updated_at = now()`);
  const row = await tx.one<ProductRow>(sql`
    UPDATE products SET ${sql.join(parts, sql`, `)} WHERE org_id = ${orgId} AND id = ${id} RETURNING ${PRODUCT_COLUMNS}`);
  return row ?? null;
}

export async function deleteProductRow(tx: Queryable, orgId: number, id: number): Promise<boolean> {
  const rows = await tx.rows(sql`DELETE FROM products WHERE org_id = ${orgId} AND id = ${id} RETURNING id`);
  return rows.length > 0;
}
