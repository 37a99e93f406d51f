/** `boxline license-key create`: a license key of an organization, which v1 company_license_keys lists. */
import { openAndMigrate } from '../server.ts';
import { issueLicenseKey } from '../orgs/license-keys.ts';
import { v1Uri } from '../core/urls.ts';
import { UsageError, orgOption, print, type Command } from './command.ts';

export const LICENSE_KEY_COMMANDS: Record<string, Command> = {
  'license-key create': {
    summary: 'Issue a license key to an organization (v1 company_license_keys lists it)',
    example: 'boxline license-key create --org 1 --json',
    usage: 'boxline license-key create --org ORG_PK [--json]\n  Issues a new key and prints its code and its v1 resource_uri.',
    options: { org: { type: 'string' }, json: { type: 'boolean' } },
    async run(config, v) {
      const orgId = orgOption(v.org);
      const db = await openAndMigrate(config);
      try {
        const key = await issueLicenseKey(db, orgId);
        if (key === null) throw new UsageError(`no organization ${v.org}`);
        const shown = { ...key, resource_uri: v1Uri('company_license_keys', key.id) };
        print(Boolean(v.json), { org_pk: String(v.org), ...shown }, `License key: ${key.code}\nURL: ${shown.resource_uri}`);
      } finally {
        await db.close();
      }
    },
  },
};
