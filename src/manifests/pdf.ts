/**
 * A manifest's PDF (the sandbox's SCAN form): the organization's name and logo, the account, ship date and totals, a
 * Code 128 of the manifest's id (the last segment of its url) and every label: tracking number, order, service,
 * weight, amount. Drawn from the rows copied at the close, so the same manifest always prints the same list.
 */
import { encodeId } from '../core/ids.ts';
import { roundDecimal } from '../core/values/decimal.ts';
import { formatDateTime } from '../core/values/datetime.ts';
import type { Queryable } from '../db/database.ts';
import type { Storage } from '../storage/index.ts';
import { findOrgLogo, selectOrgName } from '../packing/queries.ts';
import { GREY, LETTER, MARGIN, drawBarcode, fit, headedPage, memoryTarget, startPaper, writePaper, type Paper } from '../printing/pdf.ts';
import { labelsOfManifests, selectManifest, type ManifestLabelRow, type ManifestRow } from './queries.ts';

const SIZE = 9;
const LEADING = 12;
const COLUMNS = { tracking: MARGIN, order: 210, service: 330, weight: 420, amount: 490 } as const;
const GRAMS_PER_POUND = 453.59237;

const pounds = (grams: string | null) => (grams === null ? '-' : `${(Number(grams) / GRAMS_PER_POUND).toFixed(2)} lb`);
const money = (l: ManifestLabelRow) => (l.amount === null ? '-' : `${roundDecimal(l.amount, 2)} ${l.amount_currency}`);

/** Totals by currency ("12.34 USD"); labels of one account share one in practice. */
function totals(labels: readonly ManifestLabelRow[]): string {
  const sums = new Map<string, number>();
  for (const l of labels) if (l.amount !== null && l.amount_currency) sums.set(l.amount_currency, (sums.get(l.amount_currency) ?? 0) + Math.round(Number(l.amount) * 100));
  return [...sums].map(([currency, cents]) => `${(cents / 100).toFixed(2)} ${currency}`).join(', ') || 'no amount';
}

/** What the form says of the carrier's own close (carrier-close.ts): the sandbox's form is this one. */
function carrierNote(m: ManifestRow): string {
  if (m.carrier === 'sandbox') return 'SANDBOX SCAN FORM - NOT FOR SHIPPING';
  if (m.carrier_status === 'closed') return `Closed with the carrier: ${m.carrier_reference} (the carrier's form is kept with this manifest)`;
  return 'Boxline manifest (the carrier\'s own close: see the manifest\'s carrier_status)';
}

function head(paper: Paper, page: ReturnType<typeof headedPage>['page'], y: number): number {
  const heads: [keyof typeof COLUMNS, string][] = [['tracking', 'Tracking number'], ['order', 'Order'], ['service', 'Service'], ['weight', 'Weight'], ['amount', 'Amount']];
  for (const [col, text] of heads) page.drawText(text, { x: COLUMNS[col], y, size: SIZE, font: paper.bold });
  page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: LETTER[0] - MARGIN, y: y - 4 }, thickness: 0.5, color: GREY });
  return y - LEADING - 4;
}

async function drawManifest(paper: Paper, m: ManifestRow, labels: readonly ManifestLabelRow[]): Promise<void> {
  const title = `Manifest ${encodeId(m.id)} - ${m.carrier} - ${m.account_name}`;
  const subtitle = `Ship date ${m.ship_date} (${m.time_zone}) - ${labels.length} labels - ${totals(labels)}`;
  let { page, y } = headedPage(paper, title, subtitle);
  const height = await drawBarcode(paper, page, encodeId(m.id), { x: MARGIN, y, width: 160, maxHeight: 60 });
  page.drawText(fit(paper.font, carrierNote(m), SIZE, LETTER[0] - MARGIN - 220), { x: 220, y: y - 20, size: SIZE, font: paper.font, color: GREY });
  y = head(paper, page, y - height - 16);
  for (const l of labels) {
    if (y - LEADING < MARGIN) {
      ({ page, y } = headedPage(paper, `${title} (continued)`, subtitle));
      y = head(paper, page, y);
    }
    page.drawText(fit(paper.font, l.tracking_number, SIZE, COLUMNS.order - COLUMNS.tracking - 6), { x: COLUMNS.tracking, y, size: SIZE, font: paper.font });
    page.drawText(fit(paper.font, l.order_primary_id ?? '(deleted order)', SIZE, COLUMNS.service - COLUMNS.order - 6), { x: COLUMNS.order, y, size: SIZE, font: paper.font });
    page.drawText(fit(paper.font, l.service, SIZE, COLUMNS.weight - COLUMNS.service - 6), { x: COLUMNS.service, y, size: SIZE, font: paper.font });
    page.drawText(pounds(l.weight_grams), { x: COLUMNS.weight, y, size: SIZE, font: paper.font });
    page.drawText(money(l), { x: COLUMNS.amount, y, size: SIZE, font: paper.font });
    y -= LEADING;
  }
}

/** The manifest's PDF, or null when it is not the organization's. Four statements whatever its number of labels. */
export async function manifestPdf(deps: { db: Queryable; storage: Storage }, orgId: number, manifestId: number): Promise<Buffer | null> {
  const m = await selectManifest(deps.db, orgId, manifestId);
  if (!m) return null;
  const labels = await labelsOfManifests(deps.db, orgId, [m.id]);
  const paper = await startPaper(`Manifest ${encodeId(m.id)}`, await selectOrgName(deps.db, orgId), await findOrgLogo(deps.db, deps.storage, orgId), new Date(formatDateTime(m.created_at)));
  await drawManifest(paper, m, labels);
  const sink = memoryTarget();
  await writePaper(paper, sink.target);
  return sink.bytes();
}
