/**
 * Issuing a license key (`boxline license-key create`): a random code, `BXL-` and four groups of four letters and
 * digits without look-alikes (0/O, 1/I), which v1 company_license_keys then lists and gets; and their SQL.
 */
import { randomInt } from 'node:crypto';
import { sql } from '../core/sql.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Page } from '../core/paging.ts';
import { liveOrgIds } from './organizations.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const newLicenseCode = () =>
  `BXL-${Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')).join('-')}`;

/** The new key, or null when the organization does not exist or is deleted. */
export async function issueLicenseKey(db: Database, orgId: number) {
  return db.transaction(async (tx) => ((await liveOrgIds(tx, orgId)).length === 0 ? null : insertLicenseKey(tx, orgId, newLicenseCode())));
}

export async function listLicenseKeys(db: Queryable, orgId: number, page: Page, id?: number) {
  const where = sql`org_id = ${orgId} ${id === undefined ? sql`` : sql`AND id = ${id}`}`;
  const count = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM license_keys WHERE ${where}`);
  const rows = await db.rows<{ id: number; code: string }>(sql`
    SELECT id, code FROM license_keys WHERE ${where} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { total: count!.n, rows };
}

export async function insertLicenseKey(db: Queryable, orgId: number, code: string): Promise<{ id: number; code: string }> {
  const row = await db.one<{ id: number; code: string }>(sql`INSERT INTO license_keys (org_id, code) VALUES (${orgId}, ${code}) RETURNING id, code`);
  return { id: Number(row!.id), code: row!.code };
}
