/**
 * Wallet sub-account writes. A new sub-account gets a token pair (30 minutes, refreshed at POST /api/v1/oauth2/token/)
 * whose access token may only read its own sub-account and transactions (scope `wallet_subaccount-read_only`, and the
 * guard's sub-account rule). Tokens are verified by hash only; an encrypted copy of the current pair is kept so that
 * GET, list and PATCH can show `token` and `refresh_token` as the specification asks, under WALLET_TOKEN_KEY or the
 * key file made on the first start (src/config-wallet-key.ts). The card is card.ts's.
 */
import type { Queryable } from '../../db/database.ts';
import type { ValueProblems } from '../../core/fields/problems.ts';
import { refuseLedger } from '../ledger/index.ts';
import { refuseMoney } from '../refusals.ts';
import { columnsOf, type Columns, type FieldValues } from '../../core/fields/index.ts';
import { describeConstraint } from '../../db/errors.ts';
import { issueTokenPair } from '../../auth/tokens.ts';
import { createSealer, type Sealer } from '../../auth/seal.ts';
import type { Config } from '../../config.ts';
import { SUBACCOUNT_FIELDS, subaccountAddressFields, type SubaccountAddress } from '../../catalogue/wallet-subaccount.ts';
import { currentTokens, getSubaccountRow, insertSubaccountRow, NO_TOKENS, renderSubaccount, updateSubaccountRow } from './queries.ts';
import type { Static } from 'typebox';
import type { CreatedSubaccount } from './shape.ts';

describeConstraint('wallet_subaccounts_unique_id_key', 'unique_id', 'a wallet sub-account with this unique_id already exists');

/** The lifetime of a sub-account's access token (the specification's 30 minutes). */
export const SUBACCOUNT_TOKEN_SECONDS = 1800;
export const SUBACCOUNT_SCOPES = ['wallet_subaccount-read_only'];

export const subaccountSealer = (config: Config): Sealer | null =>
  config.payments.walletTokenKey === null ? null : createSealer(config.payments.walletTokenKey);

type Obj = Record<string, unknown> | null | undefined;

/** The fields written from the body as they are (the card goes through card.ts). */
const BODY_FIELDS = SUBACCOUNT_FIELDS.filter((s) => s.key !== 'processor_credit_card');

/** The columns of a sub-account's typed values (its view parsed them: SUBACCOUNT_SHAPE). */
function columnsOfBody(body: FieldValues, full: boolean, card: Columns): Columns {
  const errors: ValueProblems = {};
  const out = columnsOf(full ? BODY_FIELDS : BODY_FIELDS.filter((s) => s.key !== 'unique_id'), body as Obj, { full, errors });
  Object.assign(out, card);
  for (const name of ['bill_to', 'ship_to'] as SubaccountAddress[]) {
    const input = (body as Record<string, Obj>)[name];
    if (!full && input === undefined) continue;
    columnsOf(subaccountAddressFields(name), input ?? null, { full: full || input === null, path: name, into: out, errors });
  }
  if (Object.keys(errors).length > 0) throw refuseMoney({ kind: 'field_rules', errors });
  return out;
}

/** `card`: the columns of the body's card (card.ts cardColumns, called before the transaction). */
export async function createSubaccount(tx: Queryable, org: { id: number }, userId: number, body: FieldValues, sealer: Sealer | null, card: Columns) {
  const row = await insertSubaccountRow(tx, org.id, columnsOfBody(body, true, card));
  const pair = await issueTokenPair(tx, {
    userId, orgId: org.id, scopes: SUBACCOUNT_SCOPES, kind: 'subaccount', subjectId: row.id, expiresInSeconds: SUBACCOUNT_TOKEN_SECONDS, seal: sealer,
  });
  const shown: Record<string, unknown> = renderSubaccount(row, {
    token: pair.accessToken, refresh_token: pair.refreshToken, token_expires_at: String(Math.floor(Date.parse(pair.expiresAt) / 1000)),
  });
  delete shown.token;
  return { ...shown, access_token: pair.accessToken } as Static<typeof CreatedSubaccount>;
}

export async function readSubaccount(db: Queryable, orgId: number, id: number, sealer: Sealer | null) {
  const row = await getSubaccountRow(db, orgId, id);
  if (!row) throw refuseLedger({ kind: 'missing', ledger: 'wallet' });
  return renderSubaccount(row, (await currentTokens(db, orgId, [id], sealer)).get(id) ?? NO_TOKENS);
}

export async function updateSubaccount(tx: Queryable, orgId: number, id: number, body: FieldValues, sealer: Sealer | null, card: Columns) {
  const columns = columnsOfBody(body, false, card);
  const row = await updateSubaccountRow(tx, orgId, id, columns);
  if (!row) throw refuseLedger({ kind: 'missing', ledger: 'wallet' });
  return renderSubaccount(row, (await currentTokens(tx, orgId, [id], sealer)).get(id) ?? NO_TOKENS);
}
