/**
 * applyOrderCommands: the one function that writes orders and their parts. Every write that moves what an order
 * shows (v2, v1, packaging presets, tracking, shipping documents, the seed, the import) is a list of typed commands
 * (commands.ts: ids and values, never a request body or a url) applied here in the caller's transaction: each
 * command is checked and planned first (its 400s before any lock), then the orders they name and reach are locked
 * in id order, the commands written in turn, the kept values refreshed, the changed orders rendered and their
 * events emitted (change-orders.ts, private to this folder). The import's page is one command too (importOrders).
 */
import type { Queryable } from '../../db/database.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import { changeOrders, type OrderChanges } from './change-orders.ts';
import type { OrderCommand, OrderCommandOptions, OrderCommandResult, OrderCommandResults } from './commands.ts';
import type { OrderJson } from '../reading/render.ts';
import type { Planner, Step } from './steps/step.ts';
import type { MissingPart } from './refusals.ts';
import { addItem, changeBox, changeBoxes, changeItem, createOrder, removeBox, removeItem, removeOrder, updateOrder } from './steps/orders.ts';
import { addNote, addTagsTo, changeNote, removeNote, removeTagOf } from './steps/parts.ts';
import { attachDocument, changeDocument, removeDocument } from './steps/documents.ts';
import { recordTracking } from './steps/tracking.ts';
import { changePreset } from './steps/presets.ts';
import { importOrders } from './steps/import.ts';

const PLANNERS: { [K in keyof OrderCommandResults]: Planner<K> } = {
  createOrder, updateOrder, removeOrder, changeBoxes, changeBox, removeBox, addItem, changeItem, removeItem,
  addNote, changeNote, removeNote, addTags: addTagsTo, removeTag: removeTagOf,
  attachDocument, changeDocument, removeDocument, recordTracking, changePreset, importOrders,
};

export interface AppliedCommands<C extends readonly OrderCommand[]> {
  /** Each command's answer, in the order given. */
  results: { -readonly [K in keyof C]: C[K] extends OrderCommand ? OrderCommandResult<C[K]> : never };
  /** The changed orders as they now are (deleted ones absent, and those the commands left as they were). */
  orders: Map<number, OrderJson>;
}

/** Applies `commands` as one change of orders in the caller's transaction. */
export async function applyOrderCommands<const C extends readonly OrderCommand[]>(
  tx: Queryable, org: OrgRef, commands: C, options: OrderCommandOptions = {},
): Promise<AppliedCommands<C>> {
  const steps: Step<unknown>[] = [];
  for (const command of commands) {
    const plan = PLANNERS[command.type] as (tx: Queryable, org: OrgRef, c: OrderCommand) => Promise<Step<unknown>> | Step<unknown>;
    steps.push(await plan(tx, org, command));
  }
  const missing = new Map<number, MissingPart>();
  for (const step of steps) for (const id of step.ids) if (!missing.has(id)) missing.set(id, step.missing);
  const { result, orders } = await changeOrders(tx, org, {
    ids: steps.flatMap((s) => s.ids),
    missing,
    related: steps.flatMap((s) => s.related ?? []),
  }, (changes) => runSteps(steps, changes), options);
  return { results: result as AppliedCommands<C>['results'], orders };
}

/**
 * Runs the steps in turn. An order a step reaches (names, relates, touches) is changed unless the step says it left
 * it as it was (`unchanged`: its values were those stored); an order is left out of the kept values, renders and
 * events only when every step that reached it left it so.
 */
async function runSteps(steps: Step<unknown>[], changes: OrderChanges): Promise<unknown[]> {
  const out: unknown[] = [];
  const changed = new Set<number>();
  const left = new Set<number>();
  for (const step of steps) {
    const reached = new Set<number>([...step.ids, ...(step.related ?? [])]);
    const leftNow = new Set<number>();
    out.push(await step.run({
      touch: async (ids) => {
        for (const id of ids) reached.add(id);
        await changes.touch(ids);
      },
      created: (id, row, parts) => changes.created(id, row, parts),
      written: (ids, deliveredBefore) => {
        for (const id of ids) reached.add(id);
        changes.written(ids, deliveredBefore);
      },
      deleted: (id) => changes.deleted(id),
      unchanged: (id) => void leftNow.add(id),
    }));
    for (const id of reached) if (!leftNow.has(id)) changed.add(id);
    for (const id of leftNow) left.add(id);
  }
  for (const id of left) if (!changed.has(id)) changes.unchanged(id);
  return out;
}

/** Applies one command; answers its result and the changed orders. */
export async function applyOrderCommand<C extends OrderCommand>(
  tx: Queryable, org: OrgRef, command: C, options: OrderCommandOptions = {},
): Promise<{ result: OrderCommandResult<C>; orders: Map<number, OrderJson> }> {
  const { results: [result], orders } = await applyOrderCommands(tx, org, [command] as const, options);
  return { result: result as OrderCommandResult<C>, orders };
}
