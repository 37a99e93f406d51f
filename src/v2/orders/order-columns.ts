/**
 * An order body's own fields as column values. `create` and `put` write every own field (omitted ones become
 * null or their default); `patch` writes only what the body carries, and a nested object (source, billing,
 * shipping, an address) changes only its keys present, or clears all of them when it is null.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { parseCustomFieldsInput, withoutRemovals } from '../../core/custom-fields.ts';
import { columnsOf, jsonb, typed, type Columns } from './fields.ts';
import { customFieldsMergeSql } from './custom-fields.ts';
import {
  ADDRESS_PREFIXES, BILLING_FIELDS, ORDER_FIELDS, SHIPPING_FIELDS, SOURCE_FIELDS, addressFields, type AddressName, type OrderPatch,
} from './schemas.ts';

export type WriteMode = 'create' | 'put' | 'patch';
type Body = Static<typeof OrderPatch>;
type Obj = Record<string, unknown> | null | undefined;

function address(out: Columns, name: AddressName, input: Obj, present: boolean, mode: WriteMode): void {
  const prefix = ADDRESS_PREFIXES[name];
  const full = mode !== 'patch' || input === null;
  if (mode === 'patch' && !present) return;
  if (!input) {
    columnsOf(null, addressFields(name), true, out);
    out[`${prefix}created_at`] = typed(null, 'timestamptz');
    out[`${prefix}updated_at`] = typed(null, 'timestamptz');
    return;
  }
  columnsOf(input, addressFields(name), full, out);
  out[`${prefix}created_at`] = mode === 'create' ? sql`now()` : sql`COALESCE(${sql.identifier(`${prefix}created_at`)}, now())`;
  out[`${prefix}updated_at`] = sql`now()`;
}

/** A nested object's plain fields: all (full) or the keys present; null clears every field. */
function nested(out: Columns, input: Obj, present: boolean, mode: WriteMode, specs: Parameters<typeof columnsOf>[1]): void {
  if (mode === 'patch' && !present) return;
  columnsOf(input ?? null, specs, mode !== 'patch' || input === null, out);
}

export function orderColumns(body: Body, mode: WriteMode): Columns {
  const out: Columns = {};
  const has = (key: string, obj: Obj = body as Record<string, unknown>) => obj != null && Object.hasOwn(obj, key) && obj[key] !== undefined;
  if (body.primary_id !== undefined) out.primary_id = typed(body.primary_id, 'text');
  if (mode === 'create') out.unique_id = typed(body.unique_id ?? randomUUID(), 'text');
  else if (body.unique_id !== undefined) out.unique_id = typed(body.unique_id, 'text');
  columnsOf(body as Record<string, unknown>, ORDER_FIELDS, mode !== 'patch', out);

  if (has('custom_fields') || mode !== 'patch') {
    const patch = body.custom_fields ? parseCustomFieldsInput(body.custom_fields, 'custom_fields') : {};
    out.custom_fields = mode === 'patch' && body.custom_fields ? customFieldsMergeSql(patch) : jsonb(withoutRemovals(patch));
  }

  const source = body.source as Obj;
  nested(out, source, has('source'), mode, SOURCE_FIELDS);
  if (has('source') || mode !== 'patch') out.source_updated_at = source ? sql`now()` : typed(null, 'timestamptz');

  const billing = body.billing as Obj;
  nested(out, billing, has('billing'), mode, BILLING_FIELDS);
  address(out, 'bill_to', billing?.bill_to as Obj, has('bill_to', billing) || billing === null, mode);

  const shipping = body.shipping as Obj;
  nested(out, shipping, has('shipping'), mode, SHIPPING_FIELDS);
  address(out, 'ship_to', shipping?.ship_to as Obj, has('ship_to', shipping) || shipping === null, mode);
  address(out, 'ship_from', shipping?.ship_from as Obj, has('ship_from', shipping) || shipping === null, mode);
  return out;
}
