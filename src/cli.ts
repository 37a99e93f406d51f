/** The `boxline` command line. Errors go to stderr with exit code 1. */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createLogger } from './logging.ts';
import { loadConfig, ConfigError, type Config } from './config.ts';
import { DEMO_ORDERS, openAndMigrate, serve } from './server.ts';
import { demoOrg } from './seed/demo-org.ts';
import { seedOrganization } from './seed/seed.ts';
import { progressBar } from './seed/progress.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createOrganization } from './v2/orgs/service.ts';
import { issueToken } from './auth/tokens.ts';
import { ALL_SCOPES, isKnownScope } from './auth/scopes.ts';
import { decodeId, encodeId } from './core/ids.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { formatDateTime } from './core/values/datetime.ts';
import { startWorkers } from './workers.ts';
import { backupOrganizations } from './v1/backups/service.ts';

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
    usage: 'boxline migrate\n  Applies the database migrations that are missing.',
    options: {},
    async run(config) {
      const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const applied = await migrate(db);
        console.log(applied.length ? `applied ${applied.join(', ')}` : 'database is up to date');
      } finally {
        await db.close();
      }
    },
  },
  worker: {
    summary: 'Run only the webhook delivery worker',
    example: 'DATABASE_URL=postgres://postgres@127.0.0.1:5432/boxline boxline worker',
    usage: 'boxline worker\n  Runs only the webhook delivery worker (for a separate process in production).',
    options: {},
    async run(config) {
      const db = await openAndMigrate(config);
      const workers = await startWorkers(db, config, createLogger(config));
      const stop = async () => {
        await workers.stop();
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
        const org = await createOrganization(db, { name, ownerEmail });
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
        const owner = await db.one<{ user_id: number }>(
          sql`SELECT user_id FROM memberships WHERE org_id = ${orgId} AND role = 'owner' ORDER BY created_at LIMIT 1`);
        if (!owner) throw new UsageError(`no organization ${v.org}`);
        const { token, expiresAt } = await issueToken(db, {
          userId: owner.user_id, orgId, scopes, expiresInSeconds: raw === undefined ? null : Number(raw),
        });
        print(Boolean(v.json), { token, ...(expiresAt ? { expires_at: formatDateTime(expiresAt) } : {}) }, `Token: ${token}`);
      } finally {
        await db.close();
      }
    },
  },
  seed: {
    summary: 'Fill an organization with realistic demo orders, contacts, products and packaging',
    example: 'boxline seed --orders 500 --org 1',
    usage:
      'boxline seed [--orders N] [--org ORG_PK] [--json]\n' +
      '  Adds N demo orders (default 200) with boxes, items, notes, tags and statuses spread over the last 90 days,\n' +
      '  written like POST orders/ writes them; the first time also packaging presets, products and contacts.\n' +
      '  Without --org: the first organization (on an empty database the demo organization is created and its\n' +
      '  token printed). Shows a progress bar on a terminal. With the embedded database, stop the server first.',
    options: { orders: { type: 'string' }, org: { type: 'string' }, json: { type: 'boolean' } },
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
          const found = await db.one(sql`SELECT 1 FROM orgs WHERE id = ${orgId}`);
          if (!found) throw new UsageError(`no organization ${v.org}`);
          org = { id: orgId, pk: String(v.org), token: null };
        }
        const json = Boolean(v.json);
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
        if (orgId !== undefined && !(await db.one(sql`SELECT 1 FROM orgs WHERE id = ${orgId}`))) throw new UsageError(`no organization ${v.org}`);
        const made = await backupOrganizations(db, orgId);
        const backups = made.map((b) => ({ org_pk: encodeId(b.orgId), backup_id: b.backupId, resource_uri: `/api/v1/order_backup/${b.backupId}/`, orders: b.orders }));
        print(Boolean(v.json), { backups }, backups.map((b) => `Organization ${b.org_pk}: backup ${b.backup_id} with ${b.orders} orders`).join('\n') || 'no organizations');
      } finally {
        await db.close();
      }
    },
  },
};

const NAME_WIDTH = Math.max(...Object.keys(COMMANDS).map((n) => n.length)) + 2;

function help(): string {
  return ['Usage: boxline <command> [options]', '', 'Commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(NAME_WIDTH)}${c.summary}`),
    '', 'Every command reads the environment (DATABASE_URL, DATA_DIR, ...: see the README).',
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
  const known = err instanceof UsageError || err instanceof ConfigError || err instanceof DataDirLockedError ||
    (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(`boxline: ${known ? (err as Error).message : (err as Error).stack ?? String(err)}`);
  process.exit(1);
});
