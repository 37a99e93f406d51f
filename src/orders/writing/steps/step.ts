/**
 * How applyOrderCommands (../apply.ts) applies one command: `plan` reads and checks what it can before any lock
 * (every 400 of a body, the orders it will reach) and answers the orders to lock and the write to run under them.
 */
import type { Queryable } from '../../../db/database.ts';
import type { OrgRef } from '../../../orgs/ref.ts';
import type { OrderChanges } from '../change-orders.ts';
import type { OrderCommand, OrderCommandResults } from '../commands.ts';
import type { MissingPart } from '../refusals.ts';

export interface Step<R> {
  /** The orders the command names: locked in id order; a missing one is refused as `missing`. */
  ids: number[];
  missing: MissingPart;
  /** Other orders it reaches (related orders, the orders using a preset). */
  related?: number[];
  run(changes: OrderChanges): Promise<R>;
}

export type Planner<K extends OrderCommand['type']> =
  (tx: Queryable, org: OrgRef, command: Extract<OrderCommand, { type: K }>) => Promise<Step<OrderCommandResults[K]>> | Step<OrderCommandResults[K]>;
