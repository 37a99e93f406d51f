/**
 * Filling and checking stored renders outside the writer. fillRenders renders the orders that have none (after
 * migration 0180, and after orders were written by a version without stored renders) in batches, each batch a
 * short transaction of its own: its orders are locked as a writer locks them (FOR NO KEY UPDATE, in id order) and
 * rendered as they are then, so no write is blocked for longer than a batch, and an order a writer holds is skipped
 * (SKIP LOCKED): its writer stores its render. checkRenders compares stored renders with the live renderer and,
 * with `repair`, rewrites those that differ or are missing (`boxline renders check`).
 */
import { sql } from '../../../core/sql.ts';
import { encodeId } from '../../../core/ids.ts';
import type { Database, Queryable } from '../../../db/database.ts';
import { bigintArray } from '../../../db/sql.ts';
import type { OrgRef } from '../../../orgs/ref.ts';
import { readRenders } from '../../reading/renders/read.ts';
import { renderStoredForm, renderText, writeRenders } from './store.ts';

export const FILL_BATCH = 500;

const orgRefOf = (orgId: number): OrgRef => ({ id: orgId });

/** Locks the orders among `ids` that no one else holds, in id order, for the transaction: their ids. */
async function lockFree(tx: Queryable, orgId: number, ids: number[]): Promise<number[]> {
  const rows = await tx.rows<{ id: number }>(sql`
    SELECT id FROM orders WHERE org_id = ${orgId} AND id = ANY(${bigintArray(ids)}) ORDER BY id FOR NO KEY UPDATE SKIP LOCKED`);
  return rows.map((r) => Number(r.id));
}

/**
 * Stores the render of every order without one (of `orgId`, or of every organization), `batchSize` orders per
 * transaction; answers how many it stored. `onBatch` hears the running total; `stopped` ends it between batches.
 */
export async function fillRenders(db: Database, options: {
  orgId?: number; batchSize?: number; onBatch?: (stored: number) => void; stopped?: () => boolean;
} = {}): Promise<number> {
  const batchSize = options.batchSize ?? FILL_BATCH;
  let after = { org: 0, id: 0 };
  let stored = 0;
  for (;;) {
    if (options.stopped?.()) return stored;
    const rows = await db.rows<{ org_id: number; id: number }>(sql`
      SELECT o.org_id, o.id FROM orders o
      WHERE ${options.orgId === undefined ? sql`TRUE` : sql`o.org_id = ${options.orgId}`} AND (o.org_id, o.id) > (${after.org}::bigint, ${after.id}::bigint)
        AND NOT EXISTS (SELECT 1 FROM order_renders r WHERE r.org_id = o.org_id AND r.order_id = o.id)
      ORDER BY o.org_id, o.id LIMIT ${batchSize}`);
    if (rows.length === 0) return stored;
    const last = rows[rows.length - 1];
    after = { org: Number(last.org_id), id: Number(last.id) };
    const byOrg = new Map<number, number[]>();
    for (const r of rows) byOrg.set(Number(r.org_id), [...(byOrg.get(Number(r.org_id)) ?? []), Number(r.id)]);
    for (const [orgId, ids] of byOrg) {
      stored += await db.transaction(async (tx) => {
        const locked = await lockFree(tx, orgId, ids);
        if (locked.length === 0) return 0;
        const orders = await renderStoredForm(tx, orgRefOf(orgId), locked);
        await writeRenders(tx, orgId, orders);
        return orders.size;
      });
    }
    options.onBatch?.(stored);
  }
}

export interface RenderCheck {
  /** Orders compared. */
  checked: number;
  /** Orders whose stored render differed from the live one, or was missing (encoded ids, at most 100 listed). */
  differing: number;
  missing: number;
  examples: string[];
  /** Renders rewritten (with `repair`). */
  repaired: number;
}

/**
 * Compares every order's stored render with its live render, `batchSize` orders at a time; with `repair`, rewrites
 * those that differ or are missing, each batch in a transaction holding its orders (as the writer would).
 */
export async function checkRenders(db: Database, orgId: number, options: { repair?: boolean; batchSize?: number } = {}): Promise<RenderCheck> {
  const batchSize = options.batchSize ?? FILL_BATCH;
  const org = orgRefOf(orgId);
  const out: RenderCheck = { checked: 0, differing: 0, missing: 0, examples: [], repaired: 0 };
  let after = 0;
  for (;;) {
    const ids = (await db.rows<{ id: number }>(sql`
      SELECT id FROM orders WHERE org_id = ${orgId} AND id > ${after}::bigint ORDER BY id LIMIT ${batchSize}`)).map((r) => Number(r.id));
    if (ids.length === 0) return out;
    after = ids[ids.length - 1];
    const compare = async (q: Queryable, which: number[]) => {
      const [stored, live] = [await readRenders(q, orgId, which), await renderStoredForm(q, org, which)];
      return [...live].filter(([id, order]) => stored.get(id) !== renderText(order)).map(([id]) => ({ id, missing: !stored.has(id), order: live.get(id)! }));
    };
    const differ = await compare(db, ids);
    out.checked += ids.length;
    for (const d of differ) {
      if (d.missing) out.missing++;
      else out.differing++;
      if (out.examples.length < 100) out.examples.push(encodeId(d.id));
    }
    if (options.repair && differ.length > 0) {
      out.repaired += await db.transaction(async (tx) => {
        // Read again under the orders' locks: a write since the comparison stored its own render.
        const locked = await lockFree(tx, orgId, differ.map((d) => d.id));
        const again = await compare(tx, locked);
        await writeRenders(tx, orgId, new Map(again.map((d) => [d.id, d.order])));
        return again.length;
      });
    }
  }
}
