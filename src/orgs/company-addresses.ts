/** SQL of a company's address (v1 company_address): the organization's one postal address, by v1's catalogue fields. */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { assignmentsSql, columnListSql, columnNames, selectListSql, valueListSql, type Columns, type FieldSpec } from '../core/fields/index.ts';
import type { Page } from '../core/paging.ts';

export interface AddressRow extends Record<string, unknown> {
  id: number;
  org_id: number;
}

export async function listAddresses(db: Queryable, orgId: number, fields: readonly FieldSpec[], page: Page) {
  const count = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM company_addresses WHERE org_id = ${orgId}`);
  const rows = await db.rows<AddressRow>(sql`
    SELECT id, org_id, ${selectListSql(fields)}, created_at, updated_at FROM company_addresses WHERE org_id = ${orgId}
    ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { total: count!.n, rows };
}

export async function getAddress(db: Queryable, orgId: number, fields: readonly FieldSpec[], id: number): Promise<AddressRow | null> {
  return (await db.one<AddressRow>(sql`
    SELECT id, org_id, ${selectListSql(fields)}, created_at, updated_at FROM company_addresses WHERE org_id = ${orgId} AND id = ${id}`)) ?? null;
}

/** Whether any company has an address with this id (v1 ids are unique across companies). */
export async function addressIdUsed(db: Queryable, id: number): Promise<boolean> {
  return Boolean(await db.one(sql`SELECT 1 AS used FROM company_addresses WHERE id = ${id}`));
}

export async function addressOfCompany(db: Queryable, orgId: number): Promise<number | null> {
  const row = await db.one<{ id: number }>(sql`SELECT id FROM company_addresses WHERE org_id = ${orgId}`);
  return row ? Number(row.id) : null;
}

export async function insertAddress(db: Queryable, orgId: number, fields: readonly FieldSpec[], columns: Columns, id?: number): Promise<number> {
  const names = columnNames(fields);
  const row = await db.one<{ id: number }>(sql`
    INSERT INTO company_addresses (org_id, ${id === undefined ? sql`` : sql`id, `}${columnListSql(names)})
    ${id === undefined ? sql`` : sql`OVERRIDING SYSTEM VALUE`}
    VALUES (${orgId}, ${id === undefined ? sql`` : sql`${id}, `}${valueListSql(columns, names)}) RETURNING id`);
  // An id given by the client: the sequence moves past it, so v1 ids stay unique across companies.
  if (id !== undefined) {
    await db.rows(sql`SELECT setval(pg_get_serial_sequence('company_addresses', 'id'), greatest(${id}::bigint, (SELECT last_value FROM company_addresses_id_seq)))`);
  }
  return Number(row!.id);
}

export async function updateAddress(db: Queryable, orgId: number, id: number, columns: Columns): Promise<void> {
  const assignments = assignmentsSql(columns);
  await db.rows(sql`UPDATE company_addresses SET ${assignments ? sql`${assignments}, ` : sql``}updated_at = now() WHERE org_id = ${orgId} AND id = ${id}`);
}

export async function deleteAddress(db: Queryable, orgId: number, id: number): Promise<boolean> {
  return (await db.rows(sql`DELETE FROM company_addresses WHERE org_id = ${orgId} AND id = ${id} RETURNING id`)).length > 0;
}
