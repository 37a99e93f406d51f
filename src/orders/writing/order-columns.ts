/**
 * An order change's own typed values (commands.ts FieldValues) as column values, from the order catalogue
 * (src/catalogue/order.ts), bound by src/core/fields/bind.ts. `create`
 * and `put` write every own field (omitted ones become null or their default); `patch` writes only what the
 * body carries, and a nested object (source, billing, shipping, an address) changes only its keys present,
 * or clears all of them when it is null.
 */
import { randomUUID } from 'node:crypto';
import { sql } from '../../core/sql.ts';
import type { ValueProblems } from '../../core/fields/problems.ts';
import { NOW, changeStampSql, nowWhenSql, columnNames, columnsOf, stampedGroupColumns, typed, type Columns, type FieldSpec } from '../../core/fields/index.ts';
import { SOURCE } from '../../catalogue/source.ts';
import {
  ADDRESS_PREFIXES, BILLING_FIELDS, ORDER_OWN_FIELDS, SHIPPING_FIELDS, orderAddressFields, type AddressName,
} from '../../catalogue/order.ts';

export type WriteMode = 'create' | 'put' | 'patch';
/** An order change's own fields (OrderChange.fields), keyed as the order catalogue keys them. */
type Body = Record<string, unknown>;
type Obj = Record<string, unknown> | null | undefined;

const has = (obj: Obj, key: string) => obj != null && Object.hasOwn(obj, key) && obj[key] !== undefined;

/** A nested object's fields: all of them (a full write, or null clearing it) or the keys present. */
function group(out: Columns, specs: readonly FieldSpec[], input: Obj, present: boolean, mode: WriteMode, path: string, errors?: ValueProblems): boolean {
  if (mode === 'patch' && !present) return false;
  columnsOf(specs, input ?? null, { full: mode !== 'patch' || input === null, newRow: mode === 'create', path, into: out, errors });
  return true;
}

/**
 * An address also keeps when it was first written and last changed (only when one of its values changes, or it
 * comes where there was none); null removes it.
 */
function address(out: Columns, name: AddressName, input: Obj, present: boolean, mode: WriteMode, path: string, errors?: ValueProblems): void {
  const fields = orderAddressFields(name);
  if (!group(out, fields, input, present, mode, path, errors)) return;
  const prefix = ADDRESS_PREFIXES[name];
  const created = `${prefix}created_at`;
  if (!input) {
    // A new order's row leaves its nulls out (columnsOf's newRow).
    if (mode === 'create') return;
    out[created] = typed(null, 'timestamptz');
    out[`${prefix}updated_at`] = typed(null, 'timestamptz');
    return;
  }
  if (mode === 'create') {
    out[created] = NOW;
    out[`${prefix}updated_at`] = NOW;
    return;
  }
  out[created] = nowWhenSql(sql`${sql.identifier(created)} IS NULL`, sql`${sql.identifier(created)}`);
  out[`${prefix}updated_at`] = changeStampSql(`${prefix}updated_at`, out, [created, ...columnNames(fields)])!;
}

/** `errors` collects the values the catalogue cannot take (keyed by their path), else the first throws. */
export function orderColumns(body: Body, mode: WriteMode, errors?: ValueProblems): Columns {
  const out: Columns = {};
  const top = body as Record<string, unknown>;
  if (body.primary_id !== undefined) out.primary_id = typed(body.primary_id, 'text');
  if (mode === 'create') out.unique_id = typed(body.unique_id ?? randomUUID(), 'text');
  else if (body.unique_id !== undefined) out.unique_id = typed(body.unique_id, 'text');
  columnsOf(ORDER_OWN_FIELDS, top, { full: mode !== 'patch', newRow: mode === 'create', into: out, errors });

  stampedGroupColumns(SOURCE, body.source as Obj, { mode, into: out, errors });
  const billing = body.billing as Obj;
  group(out, BILLING_FIELDS, billing, has(top, 'billing'), mode, 'billing', errors);
  address(out, 'bill_to', billing?.bill_to as Obj, has(billing, 'bill_to') || billing === null, mode, 'billing.bill_to', errors);

  const shipping = body.shipping as Obj;
  group(out, SHIPPING_FIELDS, shipping, has(top, 'shipping'), mode, 'shipping', errors);
  address(out, 'ship_to', shipping?.ship_to as Obj, has(shipping, 'ship_to') || shipping === null, mode, 'shipping.ship_to', errors);
  address(out, 'ship_from', shipping?.ship_from as Obj, has(shipping, 'ship_from') || shipping === null, mode, 'shipping.ship_from', errors);
  return out;
}
