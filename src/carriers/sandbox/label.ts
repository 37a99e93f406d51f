/**
 * The sandbox carrier's printable labels, drawn locally: PDF (one 4x6 page, or the label on the top half of a
 * US letter page, the "2-up" layout) with pdf-lib, PNG, and ZPL II (zpl.ts). Each carries a Code 128 of the
 * tracking number drawn by bwip-js.
 */
import bwipjs from 'bwip-js';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { LabelFormat, LabelSize } from '../shipping-types.ts';
import type { LabelContent } from './label-content.ts';
import { drawZpl } from './zpl.ts';

/** A Code 128 of the tracking number as PNG (`scale` pixels per module). */
export function barcodePng(text: string, opts: { scale: number; height: number; includeText: boolean }): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128', text, scale: opts.scale, height: opts.height, includetext: opts.includeText, textxalign: 'center', paddingwidth: 10, paddingheight: 6,
    backgroundcolor: 'FFFFFF',
  });
}

/** Only what the standard PDF fonts can draw. */
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

const POINTS = { '4x6': [288, 432], letter: [612, 792] } as const;

async function drawPdf(c: LabelContent, size: LabelSize): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Label ${c.trackingNumber}`);
  doc.setCreator('Boxline sandbox carrier');
  // Fixed dates: the same label gives the same bytes.
  const date = new Date(`${c.shipDate}T00:00:00Z`);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const [width, height] = POINTS[size];
  const page = doc.addPage([width, height]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // 4x6 fills the page; letter: the label's 4x6 area on the top half, with a cut line below it.
  const left = size === '4x6' ? 0 : (width / 2 - 288) / 2 + width / 4;
  const top = height;
  let y = top - 24;
  const line = (text: string, s: number, f = font, x = 14) => {
    page.drawText(printable(text), { x: left + x, y, size: s, font: f, color: rgb(0, 0, 0) });
    y -= s + 3;
  };
  line('FROM:', 8, bold);
  for (const l of c.fromLines) line(l, 8, font, 20);
  y -= 6;
  page.drawLine({ start: { x: left + 8, y }, end: { x: left + 280, y }, thickness: 1 });
  y -= 16;
  line('SHIP TO:', 10, bold);
  for (const l of c.toLines) line(l, 13, font, 20);
  y = Math.min(y - 8, top - 220);
  page.drawLine({ start: { x: left + 8, y }, end: { x: left + 280, y }, thickness: 1 });
  y -= 22;
  line(c.serviceName.toUpperCase(), 16, bold);
  line(`Weight ${c.weightLb} lb   Zone ${c.zone}   Ship date ${c.shipDate}`, 8);
  if (c.reference) line(`Ref ${c.reference}`, 8);
  const png = await doc.embedPng(await barcodePng(c.trackingNumber, { scale: 2, height: 14, includeText: true }));
  const w = 256;
  const h = (png.height / png.width) * w;
  page.drawImage(png, { x: left + 16, y: top - 420 + 14, width: w, height: Math.min(h, 110) });
  page.drawText('SANDBOX LABEL - NOT FOR SHIPPING', { x: left + 14, y: top - 420, size: 7, font });
  if (size === 'letter') page.drawLine({ start: { x: 18, y: height / 2 }, end: { x: width - 18, y: height / 2 }, thickness: 0.5, dashArray: [4, 4] });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

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
