/** `boxline oauth-client create`, `member create` and `member set-password`: who may sign in. */
import { type Config } from '../config.ts';
import { openAndMigrate } from '../server.ts';
import { firstOwner } from '../orgs/members.ts';
import { createClient, redirectUriProblem, unknownScopes } from '../oauth/clients.ts';
import { createMemberWithPassword, setMemberPassword, MemberInputError } from '../oauth/members.ts';
import { UsageError, orgOption, print, readStdin, type Command } from './command.ts';

export const ACCESS_COMMANDS: Record<string, Command> = {
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
};
