/** The `boxline` command line. Errors go to stderr with exit code 1. */
import { parseArgs } from 'node:util';
import { createLogger } from './logging.ts';
import { loadConfig, ConfigError, type Config } from './config.ts';
import { DEMO_ORDERS, openAndMigrate, serve } from './server.ts';
import { demoOrg } from './seed/demo-org.ts';
import { seedOrganization } from './seed/seed.ts';
import { seedTrackingDemo } from './seed/tracking-demo.ts';
import { progressBar } from './seed/progress.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createOrganizationWithToken } from './orgs/create.ts';
import { firstOwner } from './orgs/members.ts';
import { orgExists, setProcessorCard } from './orgs/organizations.ts';
import { issueToken } from './auth/tokens.ts';
import { ALL_SCOPES, isKnownScope } from './auth/scopes.ts';
import { decodeId, encodeId } from './core/ids.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { formatDateTime } from './core/values/datetime.ts';
import { startWorkers } from './workers.ts';
import { createClient, redirectUriProblem, unknownScopes } from './oauth/clients.ts';
import { createMemberWithPassword, setMemberPassword, MemberInputError } from './oauth/members.ts';
import { runImport } from './import/run.ts';
import { SourceError } from './import/client.ts';
import { createStorage } from './storage/index.ts';
import { formatSummary, importProgress } from './import/progress.ts';
import { backupOrganizations } from './v1/backups/service.ts';
import { checkDependencies } from './startup-checks.ts';

class UsageError extends Error {}

interface Command {
  /** One line for `boxline --help`. */
  summary: string;
  /** The synopsis and details for `boxline <command> --help`; an example follows it. */
  usage: string;
  example: string;
  options: Record<string, { type: 'string' | 'boolean'; short?: string }>;
  run(config: Config, values: Record<string, string | boolean | undefined>): Promise<void>;
}

const print = (json: boolean, value: Record<string, unknown>, text: string) =>
  console.log(json ? JSON.stringify(value) : text);

const COMMANDS: Record<string, Command> = {
  serve: {
    summary: 'Migrate, then serve the API (what `npm start` runs)',
    example: 'PORT=3000 SEED_DEMO=true boxline serve',
    usage: 'boxline serve\n  Serves the API on HOST:PORT (default 127.0.0.1:8080) with the embedded database in DATA_DIR,\n  or PostgreSQL when DATABASE_URL is set. Migrates first; on an empty database creates a demo\n  organization and prints its token; every start prints API:, Docs:, Organization: and how to get a\n  token. SEED_DEMO=true adds 200 demo orders when the organization has none.',
    options: {},
    run: (config) => serve(config),
  },
  migrate: {
    summary: 'Apply the database migrations that are missing',
    example: 'DATABASE_URL=postgres://postgres@127.0.0.1:5432/boxline boxline migrate',
    usage: 'boxline migrate\n  Applies the database migrations that are missing, naming each as it starts and whether it runs in a\n  transaction or outside one (an index built with CREATE INDEX CONCURRENTLY, which does not stop writes).',
    options: {},
    async run(config) {
      await checkDependencies(config);
      const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const applied = await migrate(db, {
          onMigration: (m) => console.log(m.mode === 'outside-transaction'
            ? `${m.version}: outside a transaction (indexes built concurrently on PostgreSQL; writes go on)`
            : `${m.version}: in a transaction`),
        });
        console.log(applied.length ? `applied ${applied.join(', ')}` : 'database is up to date');
      } finally {
        await db.close();
      }
    },
  },
  worker: {
    summary: 'Run only the worker: webhook deliveries, carrier tracking, retention, backups',
    example: 'DATABASE_URL=postgres://postgres@127.0.0.1:5432/boxline boxline worker',
    usage: 'boxline worker\n  Runs only the worker (for a separate process in production, beside API processes started with\n' +
      '  WEBHOOK_IN_PROCESS_WORKER=false): webhook deliveries and retries, carrier tracking, retention, the document\n' +
      '  removal sweep, payment reconciliation and scheduled backups.',
    options: {},
    async run(config) {
      const db = await openAndMigrate(config);
      const workers = await startWorkers(db, config, createLogger(config));
      const stop = async () => {
        setTimeout(() => process.exit(1), config.shutdown.timeoutMs).unref(); // a stop that hangs must not keep the process
        await workers.stop(); // finishes its deliveries, records them, gives up the claims it could not record
        await db.close();
        process.exit(0);
      };
      process.once('SIGTERM', () => void stop());
      process.once('SIGINT', () => void stop());
    },
  },
  'org create': {
    summary: 'Create an organization and its owner; print its key and a token',
    example: 'boxline org create --name "Acme Shipping" --owner-email ops@acme.example --json',
    usage: 'boxline org create --name NAME [--owner-email EMAIL] [--json]\n  Creates an organization with an owner and prints its key, url and an owner token.',
    options: { name: { type: 'string' }, 'owner-email': { type: 'string' }, json: { type: 'boolean' } },
    async run(config, v) {
      const name = String(v.name ?? '').trim();
      if (!name) throw new UsageError('--name is required');
      const db = await openAndMigrate(config);
      try {
        const ownerEmail = String(v['owner-email'] ?? `owner+${Date.now()}@example.com`);
        const org = await createOrganizationWithToken(db, { name, ownerEmail });
        print(Boolean(v.json), { org_pk: org.orgPk, org_url: org.orgUrl, token: org.token },
          `Organization: ${org.orgPk}\nURL: ${org.orgUrl}\nToken: ${org.token}`);
      } finally {
        await db.close();
      }
    },
  },
  'token create': {
    summary: "Issue a token for an organization's owner",
    example: 'boxline token create --org 1 --scope "order contact-read_only" --expires-in 86400',
    usage:
      'boxline token create --org ORG_PK [--scope "order contact"] [--expires-in SECONDS] [--json]\n' +
      '  Issues a token for the organization\'s owner. Scopes are space-separated; `<scope>-read_only` limits\n' +
      '  a scope to GET. Without --scope the token has every scope.',
    options: { org: { type: 'string' }, scope: { type: 'string' }, 'expires-in': { type: 'string' }, json: { type: 'boolean' } },
    async run(config, v) {
      const orgId = decodeId(String(v.org ?? ''));
      if (orgId === null) throw new UsageError('--org must be an organization key, as printed by `boxline org create`');
      const scopes = v.scope === undefined ? ALL_SCOPES : String(v.scope).split(/[\s,]+/).filter(Boolean);
      const unknown = scopes.filter((s) => !isKnownScope(s));
      if (scopes.length === 0 || unknown.length) throw new UsageError(`unknown scope: ${unknown.join(', ') || '(none given)'}`);
      const raw = v['expires-in'];
      if (raw !== undefined && !/^[1-9]\d*$/.test(String(raw))) throw new UsageError('--expires-in must be a positive number of seconds');
      const db = await openAndMigrate(config);
      try {
        const owner = await firstOwner(db, orgId);
        if (owner === null) throw new UsageError(`no organization ${v.org}`);
        const { token, expiresAt } = await issueToken(db, {
          userId: owner, orgId, scopes, expiresInSeconds: raw === undefined ? null : Number(raw),
        });
        print(Boolean(v.json), { token, ...(expiresAt ? { expires_at: formatDateTime(expiresAt) } : {}) }, `Token: ${token}`);
      } finally {
        await db.close();
      }
    },
  },
  'org card': {
    summary: "Set the card an organization's insurance refills are charged to",
    example: 'boxline org card --org 1 --card 4000000000000002',
    usage:
      'boxline org card --org ORG_PK --card CARD [--json]\n' +
      '  Sets the card (a token of the payment processor; with PAYMENT_PROCESSOR=test a test card number, see the\n' +
      '  test card numbers in docs/money.md for the ones that decline) that insurance refills are charged to. --card none clears it.',
    options: { org: { type: 'string' }, card: { type: 'string' }, json: { type: 'boolean' } },
    async run(config, v) {
      const orgId = decodeId(String(v.org ?? ''));
      if (orgId === null) throw new UsageError('--org must be an organization key, as printed by `boxline org create`');
      if (typeof v.card !== 'string' || !v.card.trim()) throw new UsageError('--card is required (none clears it)');
      const card = v.card.trim() === 'none' ? null : v.card.trim();
      const db = await openAndMigrate(config);
      try {
        if (!(await setProcessorCard(db, orgId, card))) throw new UsageError(`no organization ${v.org}`);
        print(Boolean(v.json), { org_pk: String(v.org), card }, card === null ? 'Card cleared' : 'Card set');
      } finally {
        await db.close();
      }
    },
  },
  seed: {
    summary: 'Fill an organization with realistic demo orders, contacts, products and packaging',
    example: 'boxline seed --orders 500 --org 1',
    usage:
      'boxline seed [--orders N] [--org ORG_PK] [--tracking] [--json]\n' +
      '  Adds N demo orders (default 200) with boxes, items, notes, tags and statuses spread over the last 90 days,\n' +
      '  written like POST orders/ writes them; the first time also packaging presets, products and contacts.\n' +
      '  Without --org: the first organization (on an empty database the demo organization is created and its\n' +
      '  token printed). Shows a progress bar on a terminal. With the embedded database, stop the server first.\n' +
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
        const result = await seedOrganization(db, org.id, { orders, onProgress: json ? undefined : progressBar('Seeding orders') });
        print(json, { org_pk: org.pk, ...(org.token ? { token: org.token } : {}), ...result },
          [...(org.token ? [`Organization: ${org.pk}`, `Token: ${org.token}`] : []),
            `Seeded organization ${org.pk}: ${result.orders} orders, ${result.contacts} contacts, ${result.products} products, ` +
            `${result.packaging} packaging presets`].join('\n'));
      } finally {
        await db.close();
      }
    },
  },
  import: {
    summary: 'Copy an organization from a service speaking the v2 API (the original, or another Boxline)',
    example: 'BOXLINE_IMPORT_TOKEN=T boxline import --from https://old.example.com --org 1',
    usage:
      'boxline import --from URL --org ORG_PK [--token-stdin | --token TOKEN] [--from-org SOURCE_ORG_PK] [--notify] [--page-size N] [--json]\n' +
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
      '  address needs WEBHOOK_ALLOW_PRIVATE_TARGETS=true (or name the source by its address).',
    options: {
      from: { type: 'string' }, token: { type: 'string' }, 'token-stdin': { type: 'boolean' }, org: { type: 'string' }, 'from-org': { type: 'string' },
      notify: { type: 'boolean' }, 'page-size': { type: 'string' }, json: { type: 'boolean' },
    },
    async run(config, v) {
      if (typeof v.from !== 'string' || !/^https?:\/\//.test(v.from)) throw new UsageError('--from must be the source service address, http(s)://host');
      if (v['token-stdin'] && v.token !== undefined) throw new UsageError('--token-stdin and --token: give the token one way');
      const token = v['token-stdin'] ? (await readStdin()).trim() : typeof v.token === 'string' ? v.token : process.env.BOXLINE_IMPORT_TOKEN ?? '';
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
        const storage = createStorage({ kind: config.storage.kind, dataDir: config.dataDir, s3: config.storage.s3 });
        const summary = await runImport({
          db, orgId, from: v.from, token, sourceOrg: v['from-org'] as string | undefined, notify: Boolean(v.notify), pageSize,
          allowPrivateAddresses: config.webhook.allowPrivateTargets,
          documents: { storage, limitBytes: config.uploadLimitBytes },
          progress: json ? undefined : importProgress(),
        });
        print(json, summary as unknown as Record<string, unknown>, formatSummary(summary));
        if (summary.skipped.length > 0) process.exitCode = 2;
      } finally {
        await db.close();
      }
    },
  },
  'backup create': {
    summary: 'Record an order backup batch (listed by v1 order_backup_details and order_restore)',
    example: 'boxline backup create --org 1 --json',
    usage: 'boxline backup create [--org ORG_PK] [--json]\n  Records one batch of every order of the organization (without --org: of each organization).\n' +
      '  With the embedded database, stop the server first.',
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

/** Everything on standard input (a password piped in), without its final line break. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

const orgOption = (value: unknown) => {
  const orgId = decodeId(String(value ?? ''));
  if (orgId === null) throw new UsageError('--org must be an organization key, as printed by `boxline org create`');
  return orgId;
};

Object.assign(COMMANDS, {
  'oauth-client create': {
    summary: 'Register an OAuth2 app (client) of an organization; print its client_id and client_secret',
    example: 'boxline oauth-client create --org 1 --name "Shop sync" --redirect-uri https://shop.example/callback --json',
    usage:
      'boxline oauth-client create --org ORG_PK --name NAME [--redirect-uri URI] [--scope "order contact"] [--json]\n' +
      '  Registers an app acting for the organization\'s owner and prints {"client_id", "client_secret"}. The secret is\n' +
      '  shown only now (it is stored hashed). Without --scope the app may ask for every scope.',
    options: { org: { type: 'string' }, name: { type: 'string' }, 'redirect-uri': { type: 'string' }, scope: { type: 'string' }, json: { type: 'boolean' } },
    async run(config: Config, v: Record<string, string | boolean | undefined>) {
      const orgId = orgOption(v.org);
      const name = String(v.name ?? '').trim();
      if (!name) throw new UsageError('--name is required');
      const redirect = v['redirect-uri'] === undefined ? [] : [String(v['redirect-uri'])];
      for (const uri of redirect) {
        const problem = redirectUriProblem(uri);
        if (problem) throw new UsageError(`--redirect-uri ${problem}`);
      }
      const scopes = v.scope === undefined ? undefined : String(v.scope).split(/[\s,]+/).filter(Boolean);
      if (scopes && (scopes.length === 0 || unknownScopes(scopes).length)) throw new UsageError(`unknown scope: ${unknownScopes(scopes).join(', ') || '(none given)'}`);
      const db = await openAndMigrate(config);
      try {
        const client = await db.transaction(async (tx) => {
          const owner = await firstOwner(tx, orgId);
          if (owner === null) throw new UsageError(`no organization ${v.org}`);
          return createClient(tx, orgId, { name, redirectUris: redirect, scopes, createdBy: owner });
        });
        print(Boolean(v.json), { client_id: client.clientId, client_secret: client.secret },
          `Client ID: ${client.clientId}\nClient secret: ${client.secret}`);
      } finally {
        await db.close();
      }
    },
  },
  'member create': {
    summary: 'Add a member with a password (read from standard input) to an organization',
    example: 'printf "%s" "$PASSWORD" | boxline member create --org 1 --email ana@acme.example --role admin --password-stdin --json',
    usage:
      'boxline member create --org ORG_PK --email EMAIL [--role owner|admin|member|shipper] --password-stdin [--json]\n' +
      '  Adds the member (an existing user gets the role and the new password). The password (at least 8 characters)\n' +
      '  is read from standard input, never from the command line; members sign in with it on the authorize page.',
    options: { org: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' }, 'password-stdin': { type: 'boolean' }, json: { type: 'boolean' } },
    async run(config: Config, v: Record<string, string | boolean | undefined>) {
      const orgId = orgOption(v.org);
      if (!v['password-stdin']) throw new UsageError('--password-stdin is required: pipe the password in');
      const password = await readStdin();
      const db = await openAndMigrate(config);
      try {
        const member = await createMemberWithPassword(db, orgId, { email: String(v.email ?? ''), role: String(v.role ?? 'member'), password })
          .catch((err: unknown) => { throw err instanceof MemberInputError ? new UsageError(err.message) : err; });
        print(Boolean(v.json), { email: member.email, role: member.role, org_pk: String(v.org) }, `Member ${member.email} (${member.role}) of organization ${v.org}`);
      } finally {
        await db.close();
      }
    },
  },
  'member set-password': {
    summary: "Set a member's password (read from standard input); ends their login sessions",
    example: 'printf "%s" "$PASSWORD" | boxline member set-password --email ana@acme.example --password-stdin',
    usage: 'boxline member set-password --email EMAIL --password-stdin [--json]\n  Sets the password of the user with that e-mail address and signs them out everywhere.',
    options: { email: { type: 'string' }, 'password-stdin': { type: 'boolean' }, json: { type: 'boolean' } },
    async run(config: Config, v: Record<string, string | boolean | undefined>) {
      if (!v.email) throw new UsageError('--email is required');
      if (!v['password-stdin']) throw new UsageError('--password-stdin is required: pipe the password in');
      const password = await readStdin();
      const db = await openAndMigrate(config);
      try {
        await setMemberPassword(db, String(v.email), password)
          .catch((err: unknown) => { throw err instanceof MemberInputError ? new UsageError(err.message) : err; });
        print(Boolean(v.json), { email: String(v.email), password_set: true }, `Password set for ${v.email}`);
      } finally {
        await db.close();
      }
    },
  },
} satisfies Record<string, Command>);

const NAME_WIDTH = Math.max(...Object.keys(COMMANDS).map((n) => n.length)) + 2;

function help(): string {
  return ['Usage: boxline <command> [options]', '', 'Commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(NAME_WIDTH)}${c.summary}`),
    '', 'Every command reads the environment (DATABASE_URL, DATA_DIR, ...: see the README\'s Configuration).',
    'Run `boxline <command> --help` for its options and an example.'].join('\n');
}

function commandHelp(command: Command): string {
  return `Usage: ${command.usage}\n\nExample:\n  ${command.example}`;
}

async function main(argv: string[]): Promise<void> {
  const two = argv.slice(0, 2).join(' ');
  const name = COMMANDS[two] ? two : argv[0];
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    if (!name || name === '--help' || name === 'help' || name === '-h') {
      console.log(help());
      return;
    }
    throw new UsageError(`unknown command "${argv.join(' ')}"\n\n${help()}`);
  }
  const rest = argv.slice(name.split(' ').length);
  const { values } = parseArgs({ args: rest, options: { ...command.options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: false });
  if (values.help) {
    console.log(commandHelp(command));
    return;
  }
  await command.run(loadConfig(), values as Record<string, string | boolean | undefined>);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  const known = err instanceof UsageError || err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof SourceError ||
    (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(`boxline: ${known ? (err as Error).message : (err as Error).stack ?? String(err)}`);
  process.exit(1);
});
