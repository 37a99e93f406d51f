/**
 * Issuing a license key (`boxline license-key create`): a random code, `BXL-` and four groups of four letters and
 * digits without look-alikes (0/O, 1/I), which v1 company_license_keys then lists and gets.
 */
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { v1Uri } from '../shape.ts';
import { liveOrgIds } from '../../orgs/organizations.ts';
import { insertLicenseKey } from './queries.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const newLicenseCode = () =>
  `BXL-${Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')).join('-')}`;

/** The new key as v1 shows it, or null when the organization does not exist or is deleted. */
export async function issueLicenseKey(db: Database, orgId: number) {
  const key = await db.transaction(async (tx) => ((await liveOrgIds(tx, orgId)).length === 0 ? null : insertLicenseKey(tx, orgId, newLicenseCode())));
  return key && { id: key.id, code: key.code, resource_uri: v1Uri('company_license_keys', key.id) };
}
