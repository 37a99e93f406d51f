/**
 * The pack station (issue 50; docs/console.md "The pack station"): a packer opens an order by its packing slip,
 * scans each item into the current box (the first box without a label), and the box closes when every unit of its
 * lines is scanned: its label is bought with the rule of the order's labels batch, else the organization's default
 * choice (rule.ts). The counts are
 * kept on the server (pack_scans): a reload loses nothing, and a wrong or extra scan changes nothing.
 */
import { invalidOne } from '../../core/refusal.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import type { ShippingDeps } from '../deps.ts';
import type { ShippingChoice } from '../default-choice.ts';
import { packShippingChoice } from './rule.ts';
import { refuse } from '../refusals.ts';
import { buyLabel } from '../labels/purchase.ts';
import { labelsOfOrder, type PurchaseRow } from '../labels/queries.ts';
import { boxIdsOfOrder, clearBoxScans, countScan, ordersBySlip, packLines, type PackLine } from './queries.ts';

export interface PackBox {
  id: number;
  /** 1 for the order's first box. */
  number: number;
  lines: PackLine[];
  /** The box's current (else latest) label. */
  label: PurchaseRow | null;
  /** Every unit of every line scanned. */
  complete: boolean;
  /** A label is bought (or being bought): nothing more goes in. */
  closed: boolean;
}

export interface PackState {
  orderId: number;
  boxes: PackBox[];
  /** The box being packed: the first one that is not closed; null when every box is. */
  current: PackBox | null;
}

export type ScanRefusal = 'unknown' | 'other_box' | 'extra' | 'all_closed';

export type ScanResult =
  | { kind: 'counted'; boxId: number; itemId: number; line: PackLine; boxComplete: boolean }
  | { kind: 'refused'; reason: ScanRefusal; code: string; line: PackLine | null; boxNumber: number | null };

const isClosed = (label: PurchaseRow | null) => label !== null && (label.status === 'purchased' || label.status === 'pending');
const same = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.toLowerCase();

/** Whether a scanned code names this line: its part number or its `barcode` custom field. */
export const lineMatches = (line: PackLine, code: string) => same(line.part_number, code) || same(line.barcode, code);

/** The orders a packing slip's code names (its `primary_id`), newest first. */
export async function ordersOfSlip(db: Queryable, orgId: number, code: string) {
  const trimmed = code.trim();
  if (!trimmed) throw refuse(invalidOne('code', 'blank_code', { scan: 'slip' }));
  return ordersBySlip(db, orgId, trimmed);
}

/** The order's boxes with their lines, counts and labels: three queries. Refused (`missing` order) when the organization has no such order. */
export async function packState(db: Queryable, orgId: number, orderId: number): Promise<PackState> {
  const boxIds = await boxIdsOfOrder(db, orgId, orderId);
  if (boxIds === null) throw refuse({ kind: 'missing', what: 'order' });
  const [lines, labels] = [await packLines(db, orgId, orderId), await labelsOfOrder(db, orgId, orderId)];
  const boxes = boxIds.map((id, i): PackBox => {
    const own = lines.filter((l) => l.box_id === id);
    const label = labels.get(id) ?? null;
    return { id, number: i + 1, lines: own, label, complete: own.every((l) => l.scanned >= l.quantity), closed: isClosed(label) };
  });
  return { orderId, boxes, current: boxes.find((b) => !b.closed) ?? null };
}

/**
 * One scan into the order's current box, in one transaction: the first line of the box the code names that still
 * needs a unit is counted. A code of no line of the order, of another box's line, or of a line already complete is
 * refused and nothing is written.
 */
export async function scanItem(db: Database, orgId: number, orderId: number, rawCode: string, userId: number | null): Promise<ScanResult> {
  const code = rawCode.trim();
  if (!code) throw refuse(invalidOne('code', 'blank_code', { scan: 'item' }));
  return db.transaction(async (tx) => {
    const state = await packState(tx, orgId, orderId);
    const box = state.current;
    const refused = (reason: ScanRefusal, line: PackLine | null = null, boxNumber: number | null = null): ScanResult =>
      ({ kind: 'refused', reason, code, line, boxNumber });
    if (!box) return refused('all_closed');
    const named = box.lines.filter((l) => lineMatches(l, code));
    if (named.length === 0) {
      const elsewhere = state.boxes.find((b) => b !== box && b.lines.some((l) => lineMatches(l, code)));
      return elsewhere ? refused('other_box', elsewhere.lines.find((l) => lineMatches(l, code))!, elsewhere.number) : refused('unknown');
    }
    const line = named.find((l) => l.scanned < l.quantity);
    if (!line) return refused('extra', named[0]!, box.number);
    const counted = await countScan(tx, orgId, { itemId: line.item_id, orderId, quantity: line.quantity }, userId);
    if (!counted) return refused('extra', line, box.number);
    const after = { ...line, scanned: Number(counted.scanned) };
    const boxComplete = box.lines.every((l) => (l.item_id === line.item_id ? after.scanned : l.scanned) >= l.quantity);
    return { kind: 'counted', boxId: box.id, itemId: line.item_id, line: after, boxComplete };
  });
}

/** Starts a box again: its counts go back to 0 (refused once its label is bought). */
export async function restartBox(db: Database, orgId: number, orderId: number, boxId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const box = (await packState(tx, orgId, orderId)).boxes.find((b) => b.id === boxId);
    if (!box) throw refuse({ kind: 'missing', what: 'box' });
    if (box.closed) throw refuse({ kind: 'box_closed', attempt: 'restart' });
    await clearBoxScans(tx, orgId, orderId, boxId);
  });
}

/**
 * Closes a fully scanned box: buys its label (PDF, 4x6) with `choice`, else the rule of the order's labels batch, else
 * the organization's default choice (rule.ts).
 * Refused while units are still to scan or when the box has a label; a carrier's refusal is buyLabel's.
 */
export async function closeBox(deps: ShippingDeps, org: OrgRef, orderId: number, boxId: number, choice?: ShippingChoice): Promise<PurchaseRow> {
  const box = (await packState(deps.db, org.id, orderId)).boxes.find((b) => b.id === boxId);
  if (!box) throw refuse({ kind: 'missing', what: 'box' });
  if (box.closed) throw refuse({ kind: 'box_closed', attempt: 'close' });
  const missing = box.lines.reduce((n, l) => n + Math.max(0, l.quantity - l.scanned), 0);
  if (missing > 0) throw refuse({ kind: 'units_to_scan', missing });
  const { accountId, service } = choice ?? await packShippingChoice(deps, org.id, orderId, boxId);
  return buyLabel(deps, org, { orderId, boxId, accountId, service, format: 'pdf', size: '4x6', walletSubaccountId: null, idempotencyKey: null });
}
