/**
 * The fastest possible answer to "a page of 100 orders with expand=boxes,items": one hand-written SQL
 * statement that builds the whole list JSON (count, orders, boxes, items, notes, tags, relations) inside
 * PostgreSQL, reading the count from the same kept counts the API uses. Ids in urls are written in decimal rather than base-66; everything else is formatted as the
 * API formats it. Generated from the same field descriptors the API renders with.
 */
import type { FieldSpec } from '../../src/core/fields/index.ts';
import { ADDRESS_FIELDS } from '../../src/catalogue/address.ts';
import { SOURCE_FIELDS } from '../../src/catalogue/source.ts';
import { BILLING_FIELDS, ORDER_FIELDS, SHIPPING_FIELDS } from '../../src/catalogue/order.ts';
import { BOX_FIELDS } from '../../src/catalogue/box.ts';
import { ITEM_FIELDS } from '../../src/catalogue/item.ts';

const ts = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function value(alias: string, spec: FieldSpec): string {
  const c = `${alias}.${spec.column ?? spec.key}`;
  switch (spec.kind) {
    case 'money': return `CASE WHEN ${c}_amount IS NOT NULL THEN to_char(round(${c}_amount, 2), 'FM999999999999990.00') || ' ' || ${c}_currency END`;
    case 'length': return `to_char(${c}, 'FM999999990.0000') || ' m'`;
    case 'weight': return `to_char(${c}, 'FM999999990.0000') || ' g'`;
    case 'datetime': return ts(c);
    default: return c;
  }
}

const object = (alias: string, specs: readonly FieldSpec[], extra: string[] = []) =>
  `json_build_object(${[...specs.map((s) => `'${s.key}', ${value(alias, s)}`), ...extra].join(', ')})`;

const prefixed = (prefix: string) => ADDRESS_FIELDS.map((s) => ({ ...s, column: `${prefix}${s.column ?? s.key}` }));
const address = (prefix: string) =>
  `CASE WHEN o.${prefix}created_at IS NOT NULL THEN ${object('o', prefixed(prefix), [`'created_at', ${ts(`o.${prefix}created_at`)}`, `'updated_at', ${ts(`o.${prefix}updated_at`)}`])} END`;

const effectiveBox = BOX_FIELDS.map((s) => (['length', 'width', 'height', 'weight'].includes(s.key) ? { ...s, column: `effective_${s.key}` } : s));

export function baselineSql(orgId: number, limit: number): string {
  const base = `'/api/v2/orgs/${orgId}/orders/'`;
  const item = object('i', ITEM_FIELDS, [
    `'url', ${base} || i.order_id || '/boxes/' || i.box_id || '/items/' || i.id || '/'`,
    `'created_at', ${ts('i.created_at')}`, `'updated_at', ${ts('i.updated_at')}`,
  ]);
  const box = object('b', effectiveBox, [
    `'url', ${base} || b.order_id || '/boxes/' || b.id || '/'`,
    `'packaging', (SELECT json_build_object('url', '/api/v2/orgs/${orgId}/packaging/' || p.id || '/', 'name', p.name) FROM packaging_presets p WHERE p.org_id = b.org_id AND p.id = b.packaging_id)`,
    `'items', COALESCE((SELECT json_agg(${item} ORDER BY i.id) FROM items i WHERE i.org_id = b.org_id AND i.box_id = b.id), '[]')`,
    `'shipping_docs', '[]'::json`, `'tracking', '[]'::json`,
    `'created_at', ${ts('b.created_at')}`, `'updated_at', ${ts('b.updated_at')}`,
  ]);
  const order = object('o', ORDER_FIELDS, [
    `'url', ${base} || o.id || '/'`, `'primary_id', o.primary_id`, `'unique_id', o.unique_id`,
    `'created_at', ${ts('o.created_at')}`, `'updated_at', ${ts('o.updated_at')}`, `'nested_updated_at', ${ts('o.nested_updated_at')}`,
    `'boxes', COALESCE((SELECT json_agg(${box} ORDER BY b.id) FROM boxes b WHERE b.org_id = o.org_id AND b.order_id = o.id), '[]')`,
    `'custom_fields', o.custom_fields`,
    `'notes', COALESCE((SELECT json_agg(json_build_object('url', ${base} || o.id || '/notes/' || n.id || '/', 'author', json_build_object('email', n.author_email, 'name', n.author_name, 'system', n.author_system), 'agent', n.agent, 'content', n.content, 'created_at', ${ts('n.created_at')}, 'updated_at', ${ts('n.updated_at')}) ORDER BY n.id) FROM order_notes n WHERE n.org_id = o.org_id AND n.order_id = o.id), '[]')`,
    `'tags', COALESCE((SELECT json_agg(t.value ORDER BY t.value) FROM order_tags t WHERE t.org_id = o.org_id AND t.order_id = o.id), '[]')`,
    `'relations', COALESCE((SELECT json_agg(json_build_object('kind', r.kind, 'order', ${base} || r.related_order_id || '/')) FROM order_relations r WHERE r.org_id = o.org_id AND r.order_id = o.id), '[]')`,
    `'source', ${object('o', SOURCE_FIELDS, [`'updated_at', ${ts('o.source_updated_at')}`])}`,
    `'billing', ${object('o', BILLING_FIELDS, [`'bill_to', ${address('bill_to_')}`])}`,
    `'shipping', ${object('o', SHIPPING_FIELDS, [`'ship_to', ${address('ship_to_')}`, `'ship_from', ${address('ship_from_')}`])}`,
  ]);
  return `
    SELECT json_build_object(
      'count', (SELECT sum(n) FROM order_counts WHERE org_id = ${orgId}),
      'next', NULL, 'previous', NULL,
      'results', COALESCE((SELECT json_agg(page.j ORDER BY page.created_at DESC, page.id DESC) FROM (
        SELECT o.created_at, o.id, ${order} AS j
        FROM orders o WHERE o.org_id = ${orgId} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}) page), '[]')
    )::text AS body`;
}
