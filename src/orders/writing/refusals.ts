/**
 * What the order writer refuses, as data: which part (the order, a box, an item, a note, a relation), where it was
 * in the caller's input (`at`, the position the view gave the part in its command), which field, and why. The
 * writer throws an OrderRefusal and writes nothing; each view words it in its own language (v2 as problem details
 * naming `url`, src/v2/orders/refusals.ts; v1 naming the `resource_uri` or `id` its client sent,
 * src/v1/orders/refusals.ts; the console as a page). A value the catalogue cannot take carries its problem as the
 * field mechanism found it (`problem`, a code: src/core/fields/problems.ts), which each view words
 * (src/http/value-words.ts).
 */
import type { ValueProblem, ValueProblems } from '../../core/fields/problems.ts';

/** A part of an order change (src/orders/writing/commands.ts) a refusal concerns. */
export type OrderPart = 'order' | 'box' | 'item' | 'note' | 'relation';

/** What a command names that does not exist (the order, or the part its route addresses). */
export type MissingPart = 'order' | 'box' | 'item' | 'note' | 'tag' | 'document' | 'packaging preset';

export type FieldRefusalReason =
  /** The part's reference (`field` 'reference') names none of this order's boxes or notes, of this box's items, or no order of the organization; or a box's `packaging` names no preset of the organization. */
  | 'unknown_reference'
  /** A relation names an order of the organization that does not exist. */
  | 'no_such_order'
  /** A relation names the order itself. */
  | 'self_relation'
  /** A relation names an order another relation of the change names already. */
  | 'duplicate_relation'
  /** A new part lacks a field it must have (an item's quantity, a note's content). */
  | 'required'
  /** The catalogue cannot take the value: `problem` says why. */
  | 'invalid_value';

export interface FieldRefusal {
  part: OrderPart;
  /** Where the part was in the caller's input, as the command gave it ('' for a route's own object). */
  at: string;
  /** 'reference' (the part's own reference), 'packaging', or a catalogue key (`quantity`, `billing.bill_to.city`). */
  field: string;
  reason: FieldRefusalReason;
  problem?: ValueProblem;
}

export type Refusal =
  /** Values or references of the change are wrong: every one found, the order's and its parts'. */
  | { kind: 'invalid'; fields: FieldRefusal[] }
  /** The order (or the part its command addresses) does not exist in the organization. */
  | { kind: 'missing'; part: MissingPart };

export class OrderRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.kind === 'missing' ? `order write refused: no such ${refusal.part}`
      : `order write refused: ${refusal.fields.map((f) => `${f.at ? `${f.at}.` : ''}${f.field} ${f.reason}`).join(', ')}`);
    this.name = 'OrderRefusal';
  }
}

export const missing = (part: MissingPart): OrderRefusal => new OrderRefusal({ kind: 'missing', part });

/** Throws the refusals collected, when there are any. */
export function refuseIfAny(fields: FieldRefusal[]): void {
  if (fields.length > 0) throw new OrderRefusal({ kind: 'invalid', fields });
}

/**
 * The value problems of a part (`columnsOf`'s, keyed by path: `boxes[0].weight`): a value its view could not parse
 * (a RefusedValue), or a typed value the catalogue cannot take, as refusals of its fields.
 */
export function valueRefusals(part: OrderPart, at: string, errors: ValueProblems): FieldRefusal[] {
  const prefix = at ? `${at}.` : '';
  return Object.entries(errors).flatMap(([path, problems]) => problems.map((problem): FieldRefusal => ({
    part, at, field: path.startsWith(prefix) ? path.slice(prefix.length) : path, reason: 'invalid_value', problem,
  })));
}

/**
 * Column values of a part, built by `build` with the catalogue (columnsOf and its kin, collecting into `errors`):
 * the values it cannot take are refused as the part's.
 */
export function partColumns<T>(part: OrderPart, at: string, build: (errors: ValueProblems) => T): T {
  const errors: ValueProblems = {};
  const columns = build(errors);
  refuseIfAny(valueRefusals(part, at, errors));
  return columns;
}
