/** SQL for products: columns and JSON from the product catalogue (src/catalogue/product.ts). */
import { sql } from '../core/sql.ts';
import { countedPage } from '../db/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { Page } from '../core/paging.ts';
import { formatDateTime } from '../core/values/datetime.ts';
import { assignmentsSql, columnListSql, fieldWriter, selectListSql, valueListSql, type Columns } from '../core/fields/index.ts';
import { PRODUCT_CATALOGUE, PRODUCT_FIELDS } from '../catalogue/product.ts';
import { SOURCE_UPDATED_AT, renderSource } from '../catalogue/source.ts';
import type { Product } from './shape.ts';
import { productUrl } from '../core/urls.ts';

/** A product row: the catalogue's columns (numerics and timestamps as text) and its keys. */
export interface ProductRow extends Record<string, unknown> {
  org_id: number;
  id: number;
  created_at: string;
  updated_at: string;
}

const PRODUCT_COLUMNS = sql`org_id, id, ${selectListSql(PRODUCT_CATALOGUE.fields)}, ${sql.identifier(SOURCE_UPDATED_AT)}, created_at, updated_at`;
const SELECT_PRODUCT = sql`SELECT ${PRODUCT_COLUMNS} FROM products`;

const writeProductFields = fieldWriter(PRODUCT_FIELDS);

export function renderProduct(row: ProductRow): Product {
  const product = writeProductFields(row, { url: productUrl(row.org_id, row.id) } as Record<string, unknown>);
  product.source = renderSource(row);
  product.created_at = formatDateTime(row.created_at);
  product.updated_at = formatDateTime(row.updated_at);
  // The field writers render values loosely typed; the shape follows the Product schema.
  return product as unknown as Product;
}

export async function listProducts(db: Queryable, orgId: number, filter: { updatedSince: string | null }, page: Page) {
  const where = sql`org_id = ${orgId} ${filter.updatedSince === null ? sql`` : sql`AND updated_at >= ${filter.updatedSince}::timestamptz`}`;
  const { count, rows } = await countedPage<ProductRow>(db,
    sql`SELECT count(*)::int AS count FROM products WHERE ${where}`,
    sql`${SELECT_PRODUCT} WHERE ${where} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count, results: rows.map(renderProduct) };
}

export async function selectProduct(db: Queryable, orgId: number, id: number): Promise<ProductRow | null> {
  return (await db.one<ProductRow>(sql`${SELECT_PRODUCT} WHERE org_id = ${orgId} AND id = ${id}`)) ?? null;
}

export async function insertProduct(tx: Queryable, orgId: number, columns: Columns): Promise<ProductRow> {
  const names = Object.keys(columns);
  const row = await tx.one<ProductRow>(sql`
    INSERT INTO products (org_id, ${columnListSql(names)}) VALUES (${orgId}, ${valueListSql(columns, names)})
    RETURNING ${PRODUCT_COLUMNS}`);
  return row!;
}

/** Sets the columns (custom fields merged by name in SQL) and bumps updated_at; null when there is no such product. */
export async function updateProductRow(tx: Queryable, orgId: number, id: number, columns: Columns): Promise<ProductRow | null> {
  const assignments = assignmentsSql(columns);
  const row = await tx.one<ProductRow>(sql`
    UPDATE products SET ${assignments ? sql`${assignments}, ` : sql``}updated_at = now()
    WHERE org_id = ${orgId} AND id = ${id} RETURNING ${PRODUCT_COLUMNS}`);
  return row ?? null;
}

export async function deleteProductRow(tx: Queryable, orgId: number, id: number): Promise<boolean> {
  const rows = await tx.rows(sql`DELETE FROM products WHERE org_id = ${orgId} AND id = ${id} RETURNING id`);
  return rows.length > 0;
}
