/**
 * The pick list of a set of orders: their goods items grouped by pick location, then part number, each line with
 * its total quantity and the orders that need it, so a picker walks the shelves once for the whole set.
 */
import { rgb } from 'pdf-lib';
import { BLACK, GREY, LETTER, MARGIN, fit, headedPage, startPaper, wrap, writePaper, type Paper } from '../printing/pdf.ts';
import { findOrgLogo, selectOrgName, selectPickRows, type PickRow } from './queries.ts';
import type { PackingDeps, PdfTarget, PickLine, PickListResult } from './types.ts';

/** Code point order, with null (no location, no part number) last. */
const compareText = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

/** The lines of the pick list; `order` gives each order's place in the set (the orders of a line follow it). */
export function groupPickRows(rows: readonly PickRow[], order: ReadonlyMap<number, number>): PickLine[] {
  const lines = new Map<string, PickLine>();
  for (const row of rows) {
    if (row.item_id === null || row.quantity === null) continue;
    // A part is known by its number; an item without one by its description, so unlike items stay apart.
    const key = JSON.stringify([row.location, row.part_number, row.part_number === null ? row.description : null]);
    let line = lines.get(key);
    if (!line) {
      line = { location: row.location, partNumber: row.part_number, description: row.description, quantity: 0, orders: [] };
      lines.set(key, line);
    }
    line.quantity += row.quantity;
    const last = line.orders[line.orders.length - 1];
    if (last?.orderId === row.order_id) last.quantity += row.quantity;
    else line.orders.push({ orderId: row.order_id, primaryId: row.primary_id, quantity: row.quantity });
  }
  const result = [...lines.values()];
  for (const line of result) line.orders.sort((a, b) => order.get(a.orderId)! - order.get(b.orderId)!);
  return result.sort((a, b) => compareText(a.location, b.location) || compareText(a.partNumber, b.partNumber)
    || compareText(a.description, b.description));
}

/** Columns: location, part number, description, quantity, orders (x and width in points). */
const COLUMNS = { location: [MARGIN, 90], part: [130, 100], description: [234, 150], quantity: [388, 34], orders: [428, LETTER[0] - MARGIN - 428] } as const;
const SIZE = 9;
const LEADING = 11;

function drawTableHead(paper: Paper, page: ReturnType<typeof headedPage>['page'], y: number): number {
  const heads: [keyof typeof COLUMNS, string][] = [['location', 'Location'], ['part', 'Part number'], ['description', 'Description'], ['quantity', 'Qty'], ['orders', 'Orders']];
  for (const [col, text] of heads) page.drawText(text, { x: COLUMNS[col][0], y, size: SIZE, font: paper.bold, color: BLACK });
  page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: LETTER[0] - MARGIN, y: y - 4 }, thickness: 0.5, color: GREY });
  return y - LEADING - 6;
}

/** "SO-1, SO-2 x3": each order's `primary_id`, with its quantity when more than one. */
const ordersText = (line: PickLine) => line.orders.map((o) => (o.quantity === 1 ? o.primaryId : `${o.primaryId} x${o.quantity}`)).join(', ');

async function drawPickList(paper: Paper, lines: PickLine[], orderCount: number, empty: string[]): Promise<void> {
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  const subtitle = `${orderCount} orders, ${lines.length} lines, ${units} units`;
  let { page, y } = headedPage(paper, 'Pick list', subtitle);
  y = drawTableHead(paper, page, y);
  let previousLocation: string | null | undefined;
  for (const line of lines) {
    const orderLines = wrap(paper.font, ordersText(line), SIZE, COLUMNS.orders[1]);
    const height = orderLines.length * LEADING + 4;
    if (y - height < MARGIN) {
      ({ page, y } = headedPage(paper, 'Pick list (continued)', subtitle));
      y = drawTableHead(paper, page, y);
      previousLocation = undefined;
    }
    // The location is printed where it changes (and at the top of a page), so the walk between shelves stands out.
    if (line.location !== previousLocation) {
      page.drawText(fit(paper.bold, line.location ?? 'No location', SIZE, COLUMNS.location[1]), { x: COLUMNS.location[0], y, size: SIZE, font: paper.bold });
      if (previousLocation !== undefined) page.drawLine({ start: { x: MARGIN, y: y + LEADING - 1 }, end: { x: LETTER[0] - MARGIN, y: y + LEADING - 1 }, thickness: 0.25, color: rgb(0.7, 0.7, 0.7) });
    }
    previousLocation = line.location;
    page.drawText(fit(paper.font, line.partNumber ?? '-', SIZE, COLUMNS.part[1]), { x: COLUMNS.part[0], y, size: SIZE, font: paper.font });
    page.drawText(fit(paper.font, line.description ?? '', SIZE, COLUMNS.description[1]), { x: COLUMNS.description[0], y, size: SIZE, font: paper.font });
    page.drawText(String(line.quantity), { x: COLUMNS.quantity[0], y, size: SIZE, font: paper.bold });
    orderLines.forEach((text, i) => page.drawText(text, { x: COLUMNS.orders[0], y: y - i * LEADING, size: SIZE, font: paper.font }));
    y -= height;
  }
  if (empty.length) {
    const text = wrap(paper.font, `Orders with nothing to pick: ${empty.join(', ')}`, SIZE, LETTER[0] - 2 * MARGIN);
    for (const t of text) {
      if (y - LEADING < MARGIN) ({ page, y } = headedPage(paper, 'Pick list (continued)', subtitle));
      page.drawText(t, { x: MARGIN, y, size: SIZE, font: paper.font, color: GREY });
      y -= LEADING;
    }
  }
}

/**
 * Writes the pick list of `orderIds` (the organization's; others and unknown ids are left out and listed) into `out`
 * as one PDF: three statements (the orders with their items, the organization's name, its logo) whatever the number
 * of orders.
 */
export async function renderPickList(deps: PackingDeps, orgId: number, orderIds: readonly number[], out: PdfTarget): Promise<PickListResult> {
  const ids = [...new Set(orderIds)];
  const [rows, orgName, logo] = [await selectPickRows(deps.db, orgId, ids), await selectOrgName(deps.db, orgId), await findOrgLogo(deps.db, deps.storage, orgId)];
  const found = new Map<number, string>();
  const picked = new Set<number>();
  for (const row of rows) {
    found.set(row.order_id, row.primary_id);
    if (row.item_id !== null) picked.add(row.order_id);
  }
  const foundIds = ids.filter((id) => found.has(id));
  const place = new Map(foundIds.map((id, i) => [id, i]));
  const lines = groupPickRows(rows, place);
  const emptyOrderIds = foundIds.filter((id) => !picked.has(id));
  const paper = await startPaper('Pick list', orgName, logo);
  await drawPickList(paper, lines, foundIds.length, emptyOrderIds.map((id) => found.get(id)!));
  const written = await writePaper(paper, out);
  return { lines, orderIds: foundIds, missingOrderIds: ids.filter((id) => !found.has(id)), emptyOrderIds, ...written };
}
