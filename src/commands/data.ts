/** `boxline seed`, `import` and `backup create`: the commands that write an organization's data. */
import { DEMO_ORDERS, openAndMigrate } from '../server.ts';
import { demoOrg } from '../seed/demo-org.ts';
import { seedOrganization } from '../seed/seed.ts';
import { seedTrackingDemo } from '../seed/tracking-demo.ts';
import { progressBar } from '../seed/progress.ts';
import { orgExists } from '../orgs/organizations.ts';
import { decodeId, encodeId } from '../core/ids.ts';
import { runImport } from '../import/run.ts';
import { createStorage } from '../storage/index.ts';
import { formatSummary, importProgress } from '../import/progress.ts';
import { backupOrganizations } from '../backups/service.ts';
import { UsageError, print, readStdin, setExitCode, terminal, type Command } from './command.ts';

export const DATA_COMMANDS: Record<string, Command> = {
  seed: {
    summary: 'Fill an organization with realistic demo orders, contacts, products and packaging',
    example: 'boxline seed --orders 500 --org 1',
    usage:
      'boxline seed [--orders N] [--org ORG_PK] [--tracking] [--json]\n' +
      '  Adds N demo orders (default 200) with boxes, items, notes, tags and statuses spread over the last 90 days,\n' +
      '  written like POST orders/ writes them; the first time also packaging presets, products and contacts.\n' +
      '  Without --org: the first organization (on an empty database the demo organization is created and its\n' +
      '  token printed). Shows a progress bar on a terminal.\n' +
      '  --tracking: instead (or, with --orders, as well) adds 3 orders shipped with UPS, FedEx and USPS whose\n' +
      '  scripted carrier scans (TRACKING_SCRIPT_FILE) play out over about a minute once the worker runs.',
    options: { orders: { type: 'string' }, org: { type: 'string' }, json: { type: 'boolean' }, tracking: { type: 'boolean' } },
    async run(config, v) {
      const orders = v.orders === undefined ? DEMO_ORDERS : Number(v.orders);
      if (!/^\d+$/.test(String(v.orders ?? orders)) || orders < 1 || orders > 1_000_000) {
        throw new UsageError('--orders must be a whole number from 1 to 1000000');
      }
      const orgId = v.org === undefined ? null : decodeId(String(v.org));
      if (v.org !== undefined && orgId === null) throw new UsageError('--org must be an organization key, as printed by `boxline org create`');
      const db = await openAndMigrate(config);
      try {
        let org: { id: number; pk: string; token: string | null };
        if (orgId === null) org = await demoOrg(db);
        else {
          if (!(await orgExists(db, orgId))) throw new UsageError(`no organization ${v.org}`);
          org = { id: orgId, pk: String(v.org), token: null };
        }
        const json = Boolean(v.json);
        if (v.tracking) {
          if (!config.tracking.scriptFile) throw new UsageError('--tracking needs TRACKING_SCRIPT_FILE (it is "off")');
          const demo = await seedTrackingDemo(db, org.id, config.tracking.scriptFile);
          if (v.orders === undefined) {
            print(json, { org_pk: org.pk, ...(org.token ? { token: org.token } : {}), tracking: demo },
              [...(org.token ? [`Organization: ${org.pk}`, `Token: ${org.token}`] : []),
                `Seeded organization ${org.pk}: ${demo.orders} tracked orders (${demo.boxes} boxes), scripts in ${demo.scriptFile}.`,
                'Start `boxline serve` (or `boxline worker`): their scans play out over about a minute.'].join('\n'));
            return;
          }
        }
        const result = await seedOrganization(db, org.id, { orders, onProgress: json ? undefined : progressBar('Seeding orders', terminal().stderr) });
        print(json, { org_pk: org.pk, ...(org.token ? { token: org.token } : {}), ...result },
          [...(org.token ? [`Organization: ${org.pk}`, `Token: ${org.token}`] : []),
            `Seeded organization ${org.pk}: ${result.orders} orders, ${result.contacts} contacts, ${result.products} products, ` +
            `${result.packaging} packaging presets${result.carrier_accounts ? ', a sandbox carrier account' : ''}`].join('\n'));
      } finally {
        await db.close();
      }
    },
  },
  import: {
    summary: 'Copy an organization from a service speaking the v2 API (the original, or another Boxline)',
    example: 'BOXLINE_IMPORT_TOKEN=T boxline import --from https://old.example.com --org 1',
    usage:
      'boxline import --from URL --org ORG_PK [--token-stdin | --token TOKEN] [--from-org SOURCE_ORG_PK] [--notify] [--replace-unique-id] [--page-size N] [--json]\n' +
      '  The source token comes from BOXLINE_IMPORT_TOKEN, or from standard input with --token-stdin; --token TOKEN\n' +
      '  works too but shows the token in the process list for the whole run.\n' +
      '  Brings packaging presets, products, contacts (addresses, notes) and orders (boxes, items, notes, tags,\n' +
      '  relations, custom fields, shipping documents) from the organization the token works in at URL (--from-org\n' +
      '  when it sees several) into the organization --org of the database configured as for `boxline serve`,\n' +
      '  keeping unique_id, primary_id and timestamps. Run it again to bring what changed since (or to finish a run\n' +
      '  that stopped): nothing is duplicated. Waits as told by 429 Retry-After. Shows a progress bar on a terminal,\n' +
      '  plain lines otherwise, and ends with a summary; exits 2 when anything was skipped (each named with the\n' +
      '  reason). Webhook subscribers hear nothing of it unless --notify. Everything is fetched from URL\'s own origin\n' +
      '  (a document elsewhere is skipped, named with the reason); a source host name that resolves to a private\n' +
      '  address needs WEBHOOK_ALLOW_PRIVATE_TARGETS=true (or name the source by its address). An order here that\n' +
      '  already holds a source order\'s unique_id is skipped, named; with --replace-unique-id it is written again\n' +
      '  under its own id as the source order.',
    options: {
      from: { type: 'string' }, token: { type: 'string' }, 'token-stdin': { type: 'boolean' }, org: { type: 'string' }, 'from-org': { type: 'string' },
      notify: { type: 'boolean' }, 'replace-unique-id': { type: 'boolean' }, 'page-size': { type: 'string' }, json: { type: 'boolean' },
    },
    async run(config, v) {
      if (typeof v.from !== 'string' || !/^https?:\/\//.test(v.from)) throw new UsageError('--from must be the source service address, http(s)://host');
      if (v['token-stdin'] && v.token !== undefined) throw new UsageError('--token-stdin and --token: give the token one way');
      const token = v['token-stdin'] ? (await readStdin()).trim() : typeof v.token === 'string' ? v.token : config.importToken ?? '';
      if (!token) {
        throw new UsageError(v['token-stdin'] ? '--token-stdin: standard input held no token'
          : 'a token of the source organization is required: set BOXLINE_IMPORT_TOKEN, or pipe it with --token-stdin');
      }
      const orgId = typeof v.org === 'string' ? decodeId(v.org) : null;
      if (orgId === null) throw new UsageError('--org is required: the organization to import into, as printed by `boxline org create`');
      if (v['from-org'] !== undefined && (typeof v['from-org'] !== 'string' || !v['from-org'])) throw new UsageError('--from-org must be the source organization key');
      const pageSize = v['page-size'] === undefined ? 1000 : Number(v['page-size']);
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) throw new UsageError('--page-size must be a whole number from 1 to 1000');
      const db = await openAndMigrate(config);
      try {
        if (!(await orgExists(db, orgId))) throw new UsageError(`no organization ${v.org} in this database (boxline org create)`);
        const json = Boolean(v.json);
        const storage = await createStorage({ kind: config.storage.kind, dataDir: config.dataDir, s3: config.storage.s3 });
        const summary = await runImport({
          db, orgId, from: v.from, token, sourceOrg: v['from-org'] as string | undefined, notify: Boolean(v.notify), replaceByUniqueId: Boolean(v['replace-unique-id']), pageSize,
          allowPrivateAddresses: config.webhook.allowPrivateTargets,
          documents: { storage, limitBytes: config.uploadLimitBytes },
          progress: json ? undefined : importProgress(terminal().stderr),
        });
        print(json, summary as unknown as Record<string, unknown>, formatSummary(summary));
        if (summary.skipped.length > 0) setExitCode(2);
      } finally {
        await db.close();
      }
    },
  },
  'backup create': {
    summary: 'Record an order backup batch (listed by v1 order_backup_details and order_restore)',
    example: 'boxline backup create --org 1 --json',
    usage: 'boxline backup create [--org ORG_PK] [--json]\n  Records one batch of every order of the organization (without --org: of each organization).\n',
    options: { org: { type: 'string' }, json: { type: 'boolean' } },
    async run(config, v) {
      const orgId = v.org === undefined ? undefined : decodeId(String(v.org));
      if (orgId === null) throw new UsageError('--org must be an organization key, as printed by `boxline org create`');
      const db = await openAndMigrate(config);
      try {
        if (orgId !== undefined && !(await orgExists(db, orgId))) throw new UsageError(`no organization ${v.org}`);
        const made = await backupOrganizations(db, orgId);
        const backups = made.map((b) => ({ org_pk: encodeId(b.orgId), backup_id: b.backupId, resource_uri: `/api/v1/order_backup/${b.backupId}/`, orders: b.orders }));
        print(Boolean(v.json), { backups }, backups.map((b) => `Organization ${b.org_pk}: backup ${b.backup_id} with ${b.orders} orders`).join('\n') || 'no organizations');
      } finally {
        await db.close();
      }
    },
  },
};
