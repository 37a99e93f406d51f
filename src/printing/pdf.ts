/**
 * What the printed papers (pick lists, packing slips, manifests) share: US letter pages drawn with pdf-lib in the
 * standard Helvetica fonts, a header with the organization's name and optional logo, text cut or wrapped to a
 * width, Code 128 barcodes (barcode.ts, as the sandbox carrier's labels draw them) and writing the file to a stream.
 */
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { drawCode128 } from './barcode.ts';

export const LETTER: [number, number] = [612, 792];
export const MARGIN = 36;
export const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.4, 0.4, 0.4);

/** A logo as stored: PNG or JPEG bytes. */
export interface LogoFile {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
}

export interface Paper {
  doc: PDFDocument;
  font: PDFFont;
  bold: PDFFont;
  orgName: string;
  logo: PDFImage | null;
}

/** The standard fonts draw WinAnsi only: anything else (emoji, CJK, control characters) becomes `?`. */
export const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** A new document with its fonts and the logo embedded once (a logo that cannot be read is left out). */
export async function startPaper(title: string, orgName: string, logo: LogoFile | null, createdAt: Date = new Date()): Promise<Paper> {
  const doc = await PDFDocument.create();
  doc.setTitle(printable(title));
  doc.setAuthor(printable(orgName));
  doc.setCreator('Boxline');
  doc.setProducer('Boxline (pdf-lib)');
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const [font, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  let image: PDFImage | null = null;
  if (logo) {
    try {
      image = logo.contentType === 'image/png' ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes);
    } catch {
      image = null; // not an image after all: the paper prints without it
    }
  }
  return { doc, font, bold, orgName, logo: image };
}

/** Cuts `text` to `width` points, ending it with `...` when cut. */
export function fit(font: PDFFont, text: string, size: number, width: number): string {
  const clean = printable(text);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let lo = 0;
  let hi = clean.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.widthOfTextAtSize(`${clean.slice(0, mid)}...`, size) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${clean.slice(0, lo)}...`;
}

/** Splits `text` into lines of at most `width` points at spaces (a word wider than a line is cut). */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line !== '') lines.push(line);
    line = fit(font, word, size, width);
  }
  if (line !== '') lines.push(line);
  return lines.length ? lines : [''];
}

/**
 * A new page with the header: the organization's name and the paper's title on the left, the logo (at most
 * 144x48 points, its proportions kept) on the right. Returns the page and the height below the header.
 */
export function headedPage(paper: Paper, title: string, subtitle: string): { page: PDFPage; y: number } {
  const page = paper.doc.addPage(LETTER);
  const [width, height] = LETTER;
  let y = height - MARGIN - 14;
  page.drawText(fit(paper.bold, paper.orgName, 14, 360), { x: MARGIN, y, size: 14, font: paper.bold, color: BLACK });
  y -= 20;
  page.drawText(fit(paper.bold, title, 12, 360), { x: MARGIN, y, size: 12, font: paper.bold, color: BLACK });
  y -= 14;
  page.drawText(fit(paper.font, subtitle, 9, 360), { x: MARGIN, y, size: 9, font: paper.font, color: GREY });
  if (paper.logo) {
    const scale = Math.min(144 / paper.logo.width, 48 / paper.logo.height, 1);
    const w = paper.logo.width * scale;
    const h = paper.logo.height * scale;
    page.drawImage(paper.logo, { x: width - MARGIN - w, y: height - MARGIN - h, width: w, height: h });
  }
  y -= 12;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.75, color: BLACK });
  return { page, y: y - 16 };
}

/**
 * A Code 128 of `text` drawn `width` points wide, its top at `y` (at most `maxHeight` high, about a third of its width
 * otherwise) with its text under it; returns its height.
 */
export async function drawBarcode(paper: Paper, page: PDFPage, text: string, at: { x: number; y: number; width: number; maxHeight: number }): Promise<number> {
  const height = Math.min(at.maxHeight, Math.round(at.width / 3));
  drawCode128(page, paper.font, text, { x: at.x, y: at.y - height, width: at.width, height });
  return height;
}

/** Writes the document into `out` and ends it; resolves with its size once `out` has taken every byte. */
export async function writePaper(paper: Paper, out: Writable): Promise<{ pages: number; bytes: number }> {
  const bytes = await paper.doc.save({ useObjectStreams: false });
  const pages = paper.doc.getPageCount();
  const finished = once(out, 'finish');
  out.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  await finished;
  return { pages, bytes: bytes.byteLength };
}

/** A target that keeps what is written into it, for a file answered whole (one packing slip, a manifest). */
export function memoryTarget(): { target: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const target = new Writable({ write(chunk: Buffer, _encoding, done) { chunks.push(chunk); done(); } });
  return { target, bytes: () => Buffer.concat(chunks) };
}
