/**
 * The sandbox carrier's printable labels, drawn locally: PDF (one 4x6 page, or the label in the top half of a
 * US letter page, the "2-up" layout) with pdf-lib, PNG, and ZPL II (zpl.ts). Each carries a Code 128 of the
 * tracking number encoded by bwip-js (the PDF's drawn as vector bars by src/printing/barcode.ts).
 */
import bwipjs from 'bwip-js';
import {
  PDFContentStream, PDFDocument, StandardFonts, beginText, concatTransformationMatrix, endText, lineTo, moveText, moveTo, nextLine,
  popGraphicsState, pushGraphicsState, setDashPattern, setFontAndSize, setLineHeight, setLineWidth, showText, stroke,
  type PDFFont, type PDFName, type PDFOperator,
} from 'pdf-lib';
import type { LabelFormat, LabelSize } from '../shipping-types.ts';
import type { LabelContent } from './label-content.ts';
import { drawZpl } from './zpl.ts';
import { CODE128_TEXT_SIZE, code128Bars } from '../../printing/barcode.ts';

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

/**
 * What a page is drawn with: its two fonts, under the names its resources give them, and the operators drawn so far.
 * The label is drawn with pdf-lib's operators into one content stream of its own, written uncompressed: drawText and
 * drawLine wrap every call in a graphics state with its checks, and the page's own stream is deflated at save, which
 * made up most of a label's cost (a few KB more per label instead).
 */
interface Canvas {
  ops: PDFOperator[];
  font: { name: PDFName; face: PDFFont };
  bold: { name: PDFName; face: PDFFont };
}

/** Lines of one font and size, one under the other (`size` + 3 points apart), the first's baseline at (x, y). */
function textLines(canvas: Canvas, texts: string[], at: { x: number; y: number; size: number; bold?: boolean }): void {
  const { name, face } = at.bold ? canvas.bold : canvas.font;
  canvas.ops.push(beginText(), setFontAndSize(name, at.size), setLineHeight(at.size + 3), moveText(at.x, at.y));
  texts.forEach((text, i) => {
    if (i > 0) canvas.ops.push(nextLine());
    canvas.ops.push(showText(face.encodeText(printable(text))));
  });
  canvas.ops.push(endText());
}

function line(canvas: Canvas, from: { x: number; y: number }, to: { x: number; y: number }, width: number, dash: number[] = []): void {
  canvas.ops.push(pushGraphicsState(), setLineWidth(width), setDashPattern(dash, 0), moveTo(from.x, from.y), lineTo(to.x, to.y), stroke(), popGraphicsState());
}

/** The Code 128 of `text` (src/printing/barcode.ts, as every printed barcode) with its text centred under the bars. */
function drawBarcode(canvas: Canvas, text: string, at: { x: number; y: number; width: number; height: number }): void {
  canvas.ops.push(...code128Bars(text, at));
  const textWidth = canvas.font.face.widthOfTextAtSize(text, CODE128_TEXT_SIZE);
  textLines(canvas, [text], { x: at.x + (at.width - textWidth) / 2, y: at.y, size: CODE128_TEXT_SIZE });
}

/** The 4x6 label drawn on the canvas (288 x 432 points). */
function drawLabelPage(canvas: Canvas, c: LabelContent): void {
  let y = LABEL_HEIGHT - 24;
  const lines = (texts: string[], size: number, opts: { bold?: boolean; x?: number } = {}) => {
    if (texts.length === 0) return;
    textLines(canvas, texts, { x: opts.x ?? 14, y, size, bold: opts.bold });
    y -= (size + 3) * texts.length;
  };
  const rule = () => line(canvas, { x: 8, y }, { x: 280, y }, 1);
  lines(['FROM:'], 8, { bold: true });
  lines(c.fromLines, 8, { x: 20 });
  y -= 6;
  rule();
  y -= 16;
  lines(['SHIP TO:'], 10, { bold: true });
  lines(c.toLines, 13, { x: 20 });
  y = Math.min(y - 8, LABEL_HEIGHT - 220);
  rule();
  y -= 22;
  lines([c.serviceName.toUpperCase()], 16, { bold: true });
  lines([`Weight ${c.weightLb} lb   Zone ${c.zone}   Ship date ${c.shipDate}`, ...(c.reference ? [`Ref ${c.reference}`] : [])], 8);
  drawBarcode(canvas, c.trackingNumber, { x: 16, y: 26, width: 256, height: 110 });
  textLines(canvas, ['SANDBOX LABEL - NOT FOR SHIPPING'], { x: 14, y: 12, size: 7 });
}

/**
 * The PDF: one 4x6 page, or (`letter`) a US letter page laid out as 2-up label sheets are, two 8.5 x 5.5 inch halves
 * with a dashed cut line between them: the 4x6 label fills the top half's middle, turned a quarter turn to the left
 * (its 6-inch side across the page, top of the label at the left), as carriers print a 4x6 label on letter paper.
 */
async function drawPdf(c: LabelContent, size: LabelSize): Promise<Buffer> {
  // Its metadata is set here, once (create() would set its own first, then these replace it).
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`Label ${c.trackingNumber}`);
  doc.setCreator('Boxline sandbox carrier');
  // Fixed dates: the same label gives the same bytes.
  const date = new Date(`${c.shipDate}T00:00:00Z`);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const font = doc.embedStandardFont(StandardFonts.Helvetica);
  const bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(size === '4x6' ? [LABEL_WIDTH, LABEL_HEIGHT] : [...LETTER]);
  const canvas: Canvas = {
    ops: [],
    font: { name: page.node.newFontDictionary(font.name, font.ref), face: font },
    bold: { name: page.node.newFontDictionary(bold.name, bold.ref), face: bold },
  };
  if (size === '4x6') {
    drawLabelPage(canvas, c);
  } else {
    const area = LETTER_LABEL_AREA;
    // Drawn in the label's own coordinates, turned 90 degrees: its bottom-left corner lands at the area's bottom-right.
    canvas.ops.push(pushGraphicsState(), concatTransformationMatrix(0, 1, -1, 0, area.x + area.width, area.y));
    drawLabelPage(canvas, c);
    canvas.ops.push(popGraphicsState());
    line(canvas, { x: 18, y: LETTER[1] / 2 }, { x: LETTER[0] - 18, y: LETTER[1] / 2 }, 0.5, [4, 4]);
  }
  page.node.addContentStream(doc.context.register(PDFContentStream.of(doc.context.obj({}), canvas.ops, false)));
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
