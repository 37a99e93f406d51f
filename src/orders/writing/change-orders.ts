/**
 * Changing orders: the one way every write that moves what an order shows is done (an order or its boxes,
 * items, notes, tags and relations; a packaging preset its boxes use; a page of `boxline import`). Inside the caller's transaction it
 * locks the affected orders in id order, runs the change, recomputes the kept values, renders the changed
 * orders, stores their renders (renders/store.ts; a deleted order's goes with it) and emits their `orders` events (a delete for a deleted order), and `order-delivered` for an order
 * whose boxes are now all delivered and were not before.
 */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { bigintArray } from '../../db/sql.ts';
import { missing, type MissingPart } from './refusals.ts';
import { encodeId } from '../../core/ids.ts';
import { emitEvents, type OutgoingEvent } from '../../events/emit.ts';
import { refreshOrders } from './kept-values.ts';
import type { FullParts, OrderJson } from '../reading/render.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import { orderRenderRowsSql, type OrderRenderRow } from '../reading/render-rows.ts';
import { storeRenderRows } from './renders/store.ts';

export interface OrderChanges {
  /** Orders the change reaches besides those locked up front (locked now, in id order). */
  touch(ids: readonly number[]): Promise<void>;
  /**
   * An order the change created with its kept values (insert.ts; nobody else can see it yet: nothing to lock). When
   * every box of it is delivered already, it hears `order-delivered` as a change would make it. `row`: the order as
   * orderRenderListSql reads it, when the change read it already and writes nothing more to it; `parts`: its boxes
   * and items in full as readFullParts reads them, when the change has them (its write returned them).
   */
  created(id: number, row?: OrderRenderRow, parts?: FullParts): void;
  /**
   * Orders the change wrote whole with their kept values, or reached without moving those (the import's page,
   * steps/import.ts: the source's timestamps stay): changed, not refreshed. One whose boxes are all delivered hears
   * `order-delivered` unless `deliveredBefore` has it.
   */
  written(ids: readonly number[], deliveredBefore: ReadonlySet<number>): void;
  /** An order the change deleted: its subscribers hear a delete. */
  deleted(id: number): void;
  /** A locked order the change left as it was: no kept values, no event. */
  unchanged(id: number): void;
}

export interface OrdersToLock {
  /** The orders the request names; a missing one is refused as `missing` (or the part named there). */
  ids: readonly number[];
  missing?: MissingPart | ReadonlyMap<number, MissingPart>;
  /** Other orders the change will reach (related orders, the orders using a preset), locked with them. */
  related?: readonly number[];
}

/** Locks the orders that exist among `ids`, in id order, until the transaction ends; returns their ids. */
async function lockOrders(tx: Queryable, orgId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  // NO KEY UPDATE still lets other rows reference the orders (a relation's mirror).
  const rows = await tx.rows<{ id: number }>(sql`
    SELECT id FROM orders WHERE org_id = ${orgId} AND id = ANY(${bigintArray([...ids])}) ORDER BY id FOR NO KEY UPDATE`);
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Runs `change` as a change of orders; returns its result and the changed orders as they now are. Private to the
 * writer: applyOrderCommands (apply.ts) is its one caller, and nothing outside src/orders/ imports this file
 * (test/lint/order-writes.test.ts).
 */
export async function changeOrders<T>(
  tx: Queryable, org: OrgRef, lock: OrdersToLock, change: (changes: OrderChanges) => Promise<T>, options: { notify?: boolean } = {},
): Promise<{ result: T; orders: Map<number, OrderJson> }> {
  const changed = new Set<number>();
  const created = new Set<number>();
  const asWritten = new Set<number>();
  const deliveredBefore = new Set<number>();
  const deleted = new Set<number>();
  const read = new Map<number, OrderRenderRow>();
  const readParts = new Map<number, FullParts>();
  const named = [...new Set(lock.ids)];
  const found = await lockOrders(tx, org.id, [...new Set([...named, ...(lock.related ?? [])])]);
  const gone = named.find((id) => !found.has(id));
  if (gone !== undefined) {
    throw missing(typeof lock.missing === 'string' ? lock.missing : lock.missing?.get(gone) ?? 'order');
  }
  for (const id of found) changed.add(id);

  const result = await change({
    async touch(ids) {
      const fresh = ids.filter((id) => !changed.has(id) && !deleted.has(id));
      for (const id of await lockOrders(tx, org.id, fresh)) changed.add(id);
    },
    created(id, row, parts) {
      changed.add(id);
      created.add(id);
      if (row) read.set(id, row);
      if (parts) readParts.set(id, parts);
    },
    written(ids, before) {
      for (const id of ids) {
        changed.add(id);
        asWritten.add(id);
      }
      for (const id of before) deliveredBefore.add(id);
    },
    deleted(id) {
      changed.delete(id);
      deleted.add(id);
    },
    unchanged: (id) => void changed.delete(id),
  });

  const ids = [...changed];
  const delivered = await refreshOrders(tx, org.id, ids.filter((id) => !created.has(id) && !asWritten.has(id)));
  const unread = ids.filter((id) => !read.has(id));
  const rows = [...ids.flatMap((id) => read.get(id) ?? []), ...(unread.length > 0 ? await tx.rows<OrderRenderRow>(orderRenderRowsSql(org.id, unread)) : [])];
  for (const row of rows) {
    if ((created.has(row.id) || asWritten.has(row.id)) && row.is_delivered && !deliveredBefore.has(row.id)) delivered.push(row.id);
  }
  const { orders, write } = await storeRenderRows(tx, org, rows, { created, parts: readParts });
  // The renders' INSERT goes with the events' statement, or alone when the write notifies nobody.
  await emitEvents(tx, options.notify !== false ? orderEvents(org.id, { deleted, orders, delivered }) : [], write);
  return { result, orders };
}

/**
 * The events of a write of orders, the one place they are made: a delete of each deleted order, a put of each
 * changed one as it now is, and an order-delivered for each whose boxes were all delivered by this write (a
 * tracking scan, or a client writing delivered_at): once per delivery. Emitted in one statement with the renders'.
 */
function orderEvents(orgId: number, events: {
  deleted?: Iterable<number>; orders: Map<number, OrderJson>; delivered?: Iterable<number>;
}): OutgoingEvent[] {
  const out: OutgoingEvent[] = [];
  for (const id of events.deleted ?? []) out.push({ orgId, entity: 'orders', objectPk: encodeId(id), action: 'delete', payload: null });
  for (const [id, order] of events.orders) out.push({ orgId, entity: 'orders', objectPk: encodeId(id), action: 'put', payload: order });
  for (const id of events.delivered ?? []) {
    const order = events.orders.get(id);
    if (order) out.push({ orgId, entity: 'order-delivered', objectPk: encodeId(id), action: 'put', payload: order });
  }
  return out;
}
