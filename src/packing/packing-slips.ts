/**
 * Packing slips: one page per order (more when its items do not fit), in the order given, with the ship-to, the
 * goods items (part number, description, quantity) and a Code 128 of the order's `primary_id`, which the pack
 * station scans to open the order.
 */
import { BLACK, GREY, LETTER, MARGIN, drawBarcode, fit, headedPage, memoryTarget, startPaper, writePaper, type Paper } from '../printing/pdf.ts';
import { findOrgLogo, selectOrgName, selectSlipItems, selectSlipOrders, type SlipItemRow, type SlipOrderRow } from './queries.ts';
import type { PackingDeps, PackingSlipsResult, PdfTarget } from './types.ts';

const SIZE = 10;
const LEADING = 13;
const COLUMNS = { quantity: MARGIN, part: MARGIN + 44, description: MARGIN + 184 } as const;
const BARCODE_WIDTH = 220;

/** The ship-to as printed lines: name, company, street, city line, country, phone (empty parts left out). */
export function shipToLines(o: SlipOrderRow): string[] {
  const join = (parts: (string | null)[], sep: string) => parts.filter((p) => p !== null && p.trim() !== '').join(sep);
  return [
    join([o.ship_to_first_name, o.ship_to_last_name], ' '), join([o.ship_to_company], ''), join([o.ship_to_address_1], ''), join([o.ship_to_address_2], ''),
    join([join([o.ship_to_city, o.ship_to_region], ', '), o.ship_to_post_code], ' '), join([o.ship_to_country], ''), join([o.ship_to_phone], ''),
  ].filter((l) => l !== '');
}

function subtitleOf(o: SlipOrderRow): string {
  const parts = [`Order ${o.primary_id}`];
  if (o.order_number !== null) parts.push(`number ${o.order_number}`);
  if (o.ordered_at) parts.push(`ordered ${o.ordered_at.slice(0, 10)}`);
  return parts.join(' - ');
}

function drawItemsHead(paper: Paper, page: ReturnType<typeof headedPage>['page'], y: number): number {
  page.drawText('Qty', { x: COLUMNS.quantity, y, size: SIZE, font: paper.bold });
  page.drawText('Part number', { x: COLUMNS.part, y, size: SIZE, font: paper.bold });
  page.drawText('Description', { x: COLUMNS.description, y, size: SIZE, font: paper.bold });
  page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: LETTER[0] - MARGIN, y: y - 4 }, thickness: 0.5, color: GREY });
  return y - LEADING - 4;
}

/** Draws one order's slip; its barcode and ship-to are repeated on a continuation page. Returns the pages added. */
export async function drawPackingSlip(paper: Paper, order: SlipOrderRow, items: readonly SlipItemRow[]): Promise<number> {
  let pages = 0;
  const start = async (title: string) => {
    pages += 1;
    const { page, y: top } = headedPage(paper, title, subtitleOf(order));
    const barcodeHeight = await drawBarcode(paper, page, order.primary_id, { x: LETTER[0] - MARGIN - BARCODE_WIDTH, y: top, width: BARCODE_WIDTH, maxHeight: 70 });
    let y = top;
    page.drawText('Ship to', { x: MARGIN, y, size: SIZE, font: paper.bold, color: BLACK });
    y -= LEADING;
    const lines = shipToLines(order);
    for (const line of lines.length ? lines : ['(no ship-to address)']) {
      page.drawText(fit(paper.font, line, SIZE + 1, 300), { x: MARGIN, y, size: SIZE + 1, font: paper.font });
      y -= LEADING + 1;
    }
    y = Math.min(y, top - barcodeHeight) - 18;
    return { page, y: drawItemsHead(paper, page, y) };
  };
  let { page, y } = await start('Packing slip');
  const units = items.reduce((n, i) => n + i.quantity, 0);
  for (const item of items) {
    if (y - LEADING < MARGIN + LEADING) ({ page, y } = await start('Packing slip (continued)'));
    page.drawText(String(item.quantity), { x: COLUMNS.quantity, y, size: SIZE, font: paper.bold });
    page.drawText(fit(paper.font, item.part_number ?? '-', SIZE, COLUMNS.description - COLUMNS.part - 8), { x: COLUMNS.part, y, size: SIZE, font: paper.font });
    page.drawText(fit(paper.font, item.description ?? '', SIZE, LETTER[0] - MARGIN - COLUMNS.description), { x: COLUMNS.description, y, size: SIZE, font: paper.font });
    y -= LEADING;
  }
  const total = items.length ? `${units} units in ${items.length} lines` : 'No goods items';
  page.drawText(total, { x: MARGIN, y: y - 6, size: SIZE, font: paper.font, color: GREY });
  return pages;
}

/**
 * Writes the packing slips of `orderIds` (the organization's, in the order given; others and unknown ids are left
 * out and listed) into `out` as one PDF: four statements whatever the number of orders.
 */
export async function renderPackingSlips(deps: PackingDeps, orgId: number, orderIds: readonly number[], out: PdfTarget): Promise<PackingSlipsResult> {
  const ids = [...new Set(orderIds)];
  const orders = new Map((await selectSlipOrders(deps.db, orgId, ids)).map((o) => [o.id, o]));
  const items = new Map<number, SlipItemRow[]>();
  for (const item of await selectSlipItems(deps.db, orgId, ids)) {
    const list = items.get(item.order_id) ?? [];
    list.push(item);
    items.set(item.order_id, list);
  }
  const paper = await startPaper('Packing slips', await selectOrgName(deps.db, orgId), await findOrgLogo(deps.db, deps.storage, orgId));
  const found = ids.filter((id) => orders.has(id));
  for (const id of found) await drawPackingSlip(paper, orders.get(id)!, items.get(id) ?? []);
  const written = await writePaper(paper, out);
  return { orderIds: found, missingOrderIds: ids.filter((id) => !orders.has(id)), ...written };
}

/** One order's packing slip as bytes (the pack station's download); null when the order is not the organization's. */
export async function packingSlipPdf(deps: PackingDeps, orgId: number, orderId: number): Promise<Buffer | null> {
  const sink = memoryTarget();
  const result = await renderPackingSlips(deps, orgId, [orderId], sink.target);
  return result.orderIds.length ? sink.bytes() : null;
}
