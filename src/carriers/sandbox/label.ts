/**
 * The sandbox carrier's printable labels, drawn locally: PDF (one 4x6 page, or the label in the top half of a
 * US letter page, the "2-up" layout) with pdf-lib, PNG, and ZPL II (zpl.ts). Each carries a Code 128 of the
 * tracking number encoded by bwip-js.
 */
import bwipjs from 'bwip-js';
import {
  PDFDocument, StandardFonts, concatTransformationMatrix, popGraphicsState, pushGraphicsState, rgb, type PDFFont, type PDFPage,
} from 'pdf-lib';
import type { LabelFormat, LabelSize } from '../shipping-types.ts';
import type { LabelContent } from './label-content.ts';
import { drawZpl } from './zpl.ts';
import { drawCode128 } from '../../printing/barcode.ts';

/** A Code 128 of the tracking number as PNG (`scale` pixels per module). */
export function barcodePng(text: string, opts: { scale: number; height: number; includeText: boolean }): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128', text, scale: opts.scale, height: opts.height, includetext: opts.includeText, textxalign: 'center', paddingwidth: 10, paddingheight: 6,
    backgroundcolor: 'FFFFFF',
  });
}

/** Only what the standard PDF fonts can draw. */
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/** A 4x6 label in PDF points. */
const LABEL_WIDTH = 288;
const LABEL_HEIGHT = 432;
const LETTER = [612, 792] as const;

/** The 4x6 label drawn on `page` (288 x 432 points). */
function drawLabelPage(page: PDFPage, c: LabelContent, font: PDFFont, bold: PDFFont): void {
  let y = LABEL_HEIGHT - 24;
  const line = (text: string, s: number, f = font, x = 14) => {
    page.drawText(printable(text), { x, y, size: s, font: f, color: rgb(0, 0, 0) });
    y -= s + 3;
  };
  line('FROM:', 8, bold);
  for (const l of c.fromLines) line(l, 8, font, 20);
  y -= 6;
  page.drawLine({ start: { x: 8, y }, end: { x: 280, y }, thickness: 1 });
  y -= 16;
  line('SHIP TO:', 10, bold);
  for (const l of c.toLines) line(l, 13, font, 20);
  y = Math.min(y - 8, LABEL_HEIGHT - 220);
  page.drawLine({ start: { x: 8, y }, end: { x: 280, y }, thickness: 1 });
  y -= 22;
  line(c.serviceName.toUpperCase(), 16, bold);
  line(`Weight ${c.weightLb} lb   Zone ${c.zone}   Ship date ${c.shipDate}`, 8);
  if (c.reference) line(`Ref ${c.reference}`, 8);
  drawCode128(page, font, c.trackingNumber, { x: 16, y: 26, width: 256, height: 110 });
  page.drawText('SANDBOX LABEL - NOT FOR SHIPPING', { x: 14, y: 12, size: 7, font });
}

/**
 * The PDF: one 4x6 page, or (`letter`) a US letter page laid out as 2-up label sheets are, two 8.5 x 5.5 inch halves
 * with a dashed cut line between them: the 4x6 label fills the top half's middle, turned a quarter turn to the left
 * (its 6-inch side across the page, top of the label at the left), as carriers print a 4x6 label on letter paper.
 */
async function drawPdf(c: LabelContent, size: LabelSize): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Label ${c.trackingNumber}`);
  doc.setCreator('Boxline sandbox carrier');
  // Fixed dates: the same label gives the same bytes.
  const date = new Date(`${c.shipDate}T00:00:00Z`);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const font = doc.embedStandardFont(StandardFonts.Helvetica);
  const bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
  if (size === '4x6') {
    drawLabelPage(doc.addPage([LABEL_WIDTH, LABEL_HEIGHT]), c, font, bold);
  } else {
    const [width, height] = LETTER;
    const page = doc.addPage([width, height]);
    const area = LETTER_LABEL_AREA;
    // Drawn in the label's own coordinates, turned 90 degrees: its bottom-left corner lands at the area's bottom-right.
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(0, 1, -1, 0, area.x + area.width, area.y));
    drawLabelPage(page, c, font, bold);
    page.pushOperators(popGraphicsState());
    page.drawLine({ start: { x: 18, y: height / 2 }, end: { x: width - 18, y: height / 2 }, thickness: 0.5, dashArray: [4, 4] });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** Where the 4x6 label sits on a letter page, in points from its bottom-left corner (6 x 4 inches, turned). */
export const LETTER_LABEL_AREA = { x: (LETTER[0] - LABEL_HEIGHT) / 2, y: LETTER[1] / 2 + (LETTER[1] / 2 - LABEL_WIDTH) / 2, width: LABEL_HEIGHT, height: LABEL_WIDTH };

/** The label file in `format` (size applies to PDF; PNG and ZPL are 4x6). */
export async function drawLabel(c: LabelContent, format: LabelFormat, size: LabelSize): Promise<Buffer> {
  if (format === 'zpl') return drawZpl(c);
  if (format === 'png') return barcodeLabelPng(c);
  return drawPdf(c, size);
}

/** PNG: the barcode with the tracking number written under it, wide enough to scan from a screen or a print. */
function barcodeLabelPng(c: LabelContent): Promise<Buffer> {
  return barcodePng(c.trackingNumber, { scale: 3, height: 20, includeText: true });
}
