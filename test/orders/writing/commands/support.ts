/**
 * What the tests of each order command (test/orders/commands/) share (not a test file itself): a real database, an
 * order with two boxes, three items, a note and a tag made by `createOrder`, and the three things a command leaves
 * behind, read back from the tables: its rows, the `orders` event it emits, and the order's stored render. A
 * command's answer (`orders`), its event's payload and the stored render are one and the same JSON.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach } from 'node:test';
import { applyOrderCommands } from '../../../../src/orders/writing/apply.ts';
import type { OrderChange, OrderCommand, OrderCommandOptions } from '../../../../src/orders/writing/commands.ts';
import type { OrderJson } from '../../../../src/orders/reading/render.ts';
import { deriveForm } from '../../../../src/orders/reading/renders/derive.ts';
import { OrderRefusal, type Refusal } from '../../../../src/orders/writing/refusals.ts';
import { encodeId } from '../../../../src/core/ids.ts';
import { sql } from '../../../../src/core/sql.ts';
import type { Database } from '../../../../src/db/database.ts';
import type { OrgRef } from '../../../../src/orgs/ref.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { trailOf } from '../trail.ts';

export interface Made {
  orderId: number;
  boxIds: number[];
  /** The first box's two items, then the second box's one. */
  itemIds: number[];
  noteId: number;
}

/** What the tests read of a stored render (the Order schema types fields from the catalogue loosely). */
export interface SeenOrder {
  url: string;
  message: string | null;
  tags: string[];
  relations: { kind: string; order: string }[];
  notes: { url: string; content: string }[];
  boxes: {
    url: string; tracking_number: string | null; packaging: { url: string; name: string } | null; weight: string | null;
    items: { url: string; quantity: number; part_number: string }[];
    shipping_docs: { url: string; document: string; kind: string; purpose: string | null }[];
    tracking: { status: string }[];
  }[];
}

export const ORDER_FIELDS = {
  primary_id: 'CMD-1', message: 'first',
  shipping: { ship_via: 'UPS', ship_to: { first_name: 'Ada', city: 'Paris', country: 'FR' } },
  billing: { status: 'paid', total: { amount: '12.5', currency: 'EUR' } },
};

export const newOrderChange = (fields: Record<string, unknown> = ORDER_FIELDS): OrderChange => ({
  mode: 'create',
  fields,
  boxes: [
    { id: null, fields: { tracking_number: '1Z1', weight: { grams: '2000' } }, items: [
      { id: null, fields: { quantity: 2, part_number: 'P-1', kind: 'goods' }, at: 'boxes[0].items[0]' },
      { id: null, fields: { quantity: 1, part_number: 'P-2', kind: 'goods' }, at: 'boxes[0].items[1]' },
    ], at: 'boxes[0]' },
    { id: null, fields: {}, items: [{ id: null, fields: { quantity: 3, part_number: 'P-3', kind: 'goods' }, at: 'boxes[1].items[0]' }], at: 'boxes[1]' },
  ],
  notes: [{ id: null, fields: { content: 'hello', author: { name: 'Ada' } }, at: 'notes[0]' }],
  tags: ['red'],
});

/** The command tests' world: one organization, its OrgRef, and the writer applied in a transaction of its own. */
export class CommandBench {
  ref: OrgRef;

  constructor(readonly world: TestWorld, readonly org: TestOrg) {
    this.ref = { id: org.id };
  }

  get db(): Database {
    return this.world.db;
  }

  apply<const C extends readonly OrderCommand[]>(commands: C, options?: OrderCommandOptions) {
    return this.db.transaction((tx) => applyOrderCommands(tx, this.ref, commands, options));
  }

  /** An order made by `createOrder` with its parts' ids. */
  async makeOrder(fields?: Record<string, unknown>): Promise<Made> {
    const { results: [orderId] } = await this.apply([{ type: 'createOrder', change: newOrderChange(fields) }] as const);
    const ids = (table: string) => this.db.rows<{ id: number }>(sql`
      SELECT id FROM ${sql.identifier(table)} WHERE org_id = ${this.org.id} AND order_id = ${orderId} ORDER BY id`);
    const boxIds = (await ids('boxes')).map((r) => Number(r.id));
    const itemIds = (await ids('items')).map((r) => Number(r.id));
    const [note] = await ids('order_notes');
    return { orderId, boxIds, itemIds, noteId: Number(note.id) };
  }

  /** The id of the organization's newest event (0 when none): events after it are a command's. */
  async eventMark(): Promise<number> {
    const [row] = await this.db.rows<{ id: number | null }>(sql`SELECT max(id) AS id FROM events WHERE org_id = ${this.org.id}`);
    return Number(row.id ?? 0);
  }

  async eventsAfter(mark: number): Promise<{ entity: string; action: string; object_pk: string; payload: unknown }[]> {
    return this.db.rows(sql`
      SELECT entity, action, object_pk, payload FROM events WHERE org_id = ${this.org.id} AND id > ${mark} ORDER BY id`);
  }

  /** The order's stored render, parsed; null when it has none. */
  async storedRender(orderId: number): Promise<OrderJson | null> {
    const [row] = await this.db.rows<{ body: string }>(sql`
      SELECT body FROM order_renders WHERE org_id = ${this.org.id} AND order_id = ${orderId}`);
    return row ? JSON.parse(row.body) as OrderJson : null;
  }

  /**
   * The write after `mark` was one change of `orderIds`: one `orders` put each (and nothing else), whose payload
   * and the writer's answer are the order's stored render in its default form (deriveForm). Answers the stored renders, in the order given.
   */
  async assertPuts(mark: number, answer: Map<number, OrderJson>, ...orderIds: number[]): Promise<SeenOrder[]> {
    const events = await this.eventsAfter(mark);
    assert.deepEqual(events.map((e) => [e.entity, e.action, e.object_pk]).sort(),
      orderIds.map((id) => ['orders', 'put', encodeId(id)]).sort(), 'one orders put per changed order');
    assert.deepEqual([...answer.keys()].sort(), [...orderIds].sort(), 'the writer answers the changed orders');
    const renders: SeenOrder[] = [];
    for (const id of orderIds) {
      const stored = await this.storedRender(id);
      assert.ok(stored, `order ${id} has a stored render`);
      // The event and the writer's answer show boxes and items as references: the stored render's default form.
      const derived = deriveForm(structuredClone(stored), {});
      assert.deepEqual(events.find((e) => e.object_pk === encodeId(id))!.payload, derived, 'the event carries the stored render');
      assert.deepEqual(JSON.parse(JSON.stringify(answer.get(id))), derived, 'the writer answers the stored render');
      renders.push(stored as unknown as SeenOrder);
    }
    return renders;
  }

  /**
   * `commands` are refused with `expected` (the OrderRefusal's data: which parts and fields, and why) and nothing is written:
   * the order's rows, timestamps and stored render are as they were, and no event or delivery is added.
   */
  async assertRefused(orderId: number | null, commands: readonly OrderCommand[], expected: Refusal) {
    const before = orderId === null ? await this.counts() : await trailOf(this.db, this.org.id, orderId);
    const error = await this.apply(commands).then(() => null, (err: unknown) => err);
    assert.ok(error instanceof OrderRefusal, `refused with an OrderRefusal, not ${String(error)}`);
    assert.deepEqual(error.refusal, expected);
    const after = orderId === null ? await this.counts() : await trailOf(this.db, this.org.id, orderId);
    assert.deepEqual(after, before, 'nothing written');
  }

  /** How many rows the organization's orders and events tables hold. */
  async counts(): Promise<Record<string, number>> {
    const [row] = await this.db.rows<Record<string, number>>(sql`
      SELECT (SELECT count(*)::int FROM orders WHERE org_id = ${this.org.id}) AS orders,
             (SELECT count(*)::int FROM boxes WHERE org_id = ${this.org.id}) AS boxes,
             (SELECT count(*)::int FROM items WHERE org_id = ${this.org.id}) AS items,
             (SELECT count(*)::int FROM events WHERE org_id = ${this.org.id}) AS events`);
    return row;
  }
}

/** Registers a test file's hooks: one world, emptied before each test, with a new organization handed to `use`. */
export function useCommandBench(use: (bench: CommandBench) => void): void {
  let world: TestWorld;
  before(async () => {
    world = await createWorld();
  });
  beforeEach(async () => {
    await world.reset();
    use(new CommandBench(world, await world.createOrg('Acme')));
  });
  after(() => world.close());
}
