/** The rate, label and address-check routes (DECISIONS section 12): params, bodies and answers. */
import { Type, type Static } from 'typebox';
import { DateTime, Money, Nullable, PathKey, StringEnum } from '../../core/schema.ts';
import { inputProperties, outputProperties } from '../../core/fields/index.ts';
import { ADDRESS_FIELDS } from '../../catalogue/address.ts';

const Url = (description: string) => Type.String({ description });

export const RatesBody = Type.Object({
  boxes: Type.Optional(Type.Array(Url('The url of a box of this order'), { maxItems: 1000, description: 'Default: every box of the order' })),
  carrier_accounts: Type.Optional(Type.Array(Url('The url of a carrier account'), { maxItems: 100, description: 'Default: every account of the organization' })),
});
export type RatesBody = Static<typeof RatesBody>;

export const RatesAnswer = Type.Object({
  results: Type.Array(Type.Object({
    carrier_account: Type.String(),
    carrier: Type.String(),
    service: Type.String(),
    service_name: Type.String(),
    box: Type.String(),
    amount: Money(),
    delivery_days: Nullable(Type.Integer()),
    estimated_delivery_date: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  }), { description: 'Cheapest first' }),
  messages: Type.Array(Type.Object({ carrier_account: Type.String(), box: Nullable(Type.String({ description: 'The box the message is about; null: the whole account' })), message: Type.String() }), {
    description: 'Why an account gave no rates (bad credentials, an address it cannot serve, a carrier not available)',
  }),
});

export const LABEL_FORMATS = ['pdf', 'png', 'zpl'] as const;
export const LABEL_SIZES = ['4x6', 'letter'] as const;

export const LabelBody = Type.Object({
  carrier_account: Url('The url of the carrier account to buy with'),
  service: Type.String({ minLength: 1, maxLength: 64, description: 'A service code of the account (sandbox: ground, express, overnight)' }),
  format: Type.Optional(StringEnum(LABEL_FORMATS, { description: 'pdf (default), png or zpl (ZPL II)' })),
  size: Type.Optional(StringEnum(LABEL_SIZES, { description: '4x6 (default) or letter (the label on the top half of a US letter page); PDF only' })),
  wallet_subaccount: Type.Optional(Nullable(Url('Charge the postage to this wallet sub-account (its automatic refill tops it up; else 402 when short)'))),
});
export type LabelBody = Static<typeof LabelBody>;

export const Label = Type.Object({
  url: Type.String(),
  box: Type.String(),
  carrier_account: Type.String(),
  carrier: Type.String(),
  service: Type.String(),
  tracking_number: Nullable(Type.String()),
  amount: Nullable(Money()),
  format: StringEnum(LABEL_FORMATS),
  size: StringEnum(LABEL_SIZES),
  document: Nullable(Type.String({ description: 'The url of the box\'s `label` shipping document' })),
  status: StringEnum(['pending', 'purchased', 'voided', 'failed', 'attention'] as const, { description: '`attention`: the carrier may have sold a label Boxline could not record; an operator settles it with DELETE' }),
  wallet_subaccount: Nullable(Type.String()),
  error: Nullable(Type.String({ description: 'Why the purchase failed (`failed`) or waits for an operator (`attention`); null otherwise' })),
  created_at: DateTime(),
  voided_at: Nullable(DateTime()),
});

export const AddressBody = Type.Object({
  ...inputProperties(ADDRESS_FIELDS),
  carrier_account: Type.Optional(Url('Check with this account\'s carrier (default: the sandbox\'s rules)')),
});
export type AddressBody = Static<typeof AddressBody>;

export const AddressAnswer = Type.Object({
  valid: Type.Boolean(),
  residential: Nullable(Type.Boolean()),
  address: Type.Object(outputProperties(ADDRESS_FIELDS.filter((f) => f.key !== 'validated'))),
  messages: Type.Array(Type.String()),
});

export const OrgParams = Type.Object({ org_pk: PathKey });
