/** `boxline org create`, `token create` and `org card`: organizations and their tokens. */
import { openAndMigrate } from '../server.ts';
import { createOrganizationWithToken } from '../orgs/create.ts';
import { firstOwner } from '../orgs/members.ts';
import { liveOrgIds, setProcessorCard } from '../orgs/organizations.ts';
import { createProcessor, maskCard } from '../payments/index.ts';
import { issueToken } from '../auth/tokens.ts';
import { ALL_SCOPES, isKnownScope } from '../auth/scopes.ts';
import { decodeId } from '../core/ids.ts';
import { formatDateTime } from '../core/values/datetime.ts';
import { UsageError, print, type Command } from './command.ts';

export const ORG_COMMANDS: Record<string, Command> = {
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
      const given = v.card.trim() === 'none' ? null : v.card.trim();
      const digits = given?.replace(/[\s-]/g, '');
      const db = await openAndMigrate(config);
      try {
        if ((await liveOrgIds(db, orgId)).length === 0) throw new UsageError(`no organization ${v.org}`);
        // A card number goes to the processor; only its reference is kept, and only the last four digits are shown.
        const saved = digits && /^\d{12,19}$/.test(digits) ? await createProcessor(config.payments.processor, db).saveCard(digits) : null;
        await setProcessorCard(db, orgId, saved ? saved.reference : given);
        const card = saved ? maskCard(saved.last4) : given;
        print(Boolean(v.json), { org_pk: String(v.org), card }, given === null ? 'Card cleared' : `Card set: ${card}`);
      } finally {
        await db.close();
      }
    },
  },
};
