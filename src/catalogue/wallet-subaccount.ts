/**
 * A wallet sub-account: a customer's own wallet inside an organization, with its own ledger and token. Its bill_to and
 * ship_to are the shared address with `state` for `region` (as the specification spells them here), kept in the
 * sub-account's row under a prefix. The token fields are not columns: they come from the sub-account's token pair.
 */
import { prefixedGroups, type Catalogue, type FieldShape, type FieldSpec } from '../core/fields/index.ts';
import { ADDRESS_FIELDS } from './address.ts';

export const SUBACCOUNT_ADDRESS_FIELDS: readonly FieldSpec[] = ADDRESS_FIELDS.map((s) =>
  s.key === 'region' ? { ...s, key: 'state', description: 'State or province' } : s);

export const SUBACCOUNT_ADDRESSES = { bill_to: 'bill_to_', ship_to: 'ship_to_' } as const;
export type SubaccountAddress = keyof typeof SUBACCOUNT_ADDRESSES;
const SUBACCOUNT_ADDRESS_FIELDS_OF = prefixedGroups(SUBACCOUNT_ADDRESS_FIELDS, SUBACCOUNT_ADDRESSES);
export const subaccountAddressFields = (name: SubaccountAddress): readonly FieldSpec[] => SUBACCOUNT_ADDRESS_FIELDS_OF[name];

export const SUBACCOUNT_FIELDS: readonly FieldSpec[] = [
  { key: 'unique_id', kind: 'text', maxLength: 255, notBlank: true, trim: true, nullable: false, description: 'Required on create; unique within the organization' },
  { key: 'name', kind: 'text', maxLength: 255 },
  { key: 'email', kind: 'email' },
  { key: 'processor_client_id', kind: 'text', readOnly: true, description: 'The payer id at the payment processor' },
  { key: 'processor_credit_card', kind: 'text', maxLength: 255, description: 'The card the wallet\'s refills are charged to: the processor\'s reference (src/money/wallet/card.ts)' },
  { key: 'wallet_auto_refill_limit', kind: 'money', description: 'When a charge takes the balance below it, a refill of wallet_auto_refill_amount is charged to the card' },
  { key: 'wallet_auto_refill_amount', kind: 'money' },
  { key: 'negative_wallet_balance_reached_at', kind: 'datetime', description: 'Set when the balance goes below zero (if not set already); null clears it' },
  { key: 'suspended_at', kind: 'datetime', description: 'A time (now or past) suspends the sub-account: its token gets 403; null resumes it' },
  { key: 'created_at', kind: 'datetime', readOnly: true, nullable: false },
  { key: 'updated_at', kind: 'datetime', readOnly: true, nullable: false },
];

/** A sub-account's body: its fields and its two addresses. */
export const SUBACCOUNT_SHAPE: FieldShape = {
  fields: SUBACCOUNT_FIELDS,
  groups: { bill_to: { fields: SUBACCOUNT_ADDRESS_FIELDS }, ship_to: { fields: SUBACCOUNT_ADDRESS_FIELDS } },
};

export const SUBACCOUNT_CATALOGUE: Catalogue = {
  table: 'wallet_subaccounts',
  fields: [...SUBACCOUNT_FIELDS, ...subaccountAddressFields('bill_to'), ...subaccountAddressFields('ship_to')],
  // The wallet ledger's head (src/money/ledger/wallet.ts).
  otherColumns: ['org_id', 'id', 'head_id', 'balance_amount', 'balance_currency', 'reserved_by', 'processor_credit_card_last4'],
};
