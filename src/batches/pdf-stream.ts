/**
 * One PDF of many labels, written as a stream: page after page, so that a batch of any size holds one page's
 * objects at a time (pdf-lib builds a whole document in memory, so it is used for one page at a time only). Each
 * page is made in a small pdf-lib document of its own whose object numbers start after the ones already written
 * (`largestObjectNumber`), its objects are written out as they are, and only their byte offsets are kept for the
 * cross-reference table at the end (a number per object: ~80 KB for 1,000 labels). Objects 1 and 2 are the page
 * tree and the catalog, written last: a fresh pdf-lib document numbers its own page tree 1, so every page's
 * `/Parent 1 0 R` already points at the output's page tree.
 *
 * 4x6: each label's page copied as it is (288 x 432 pt). Letter: two 4x6 labels side by side, drawn from the label
 * PDFs as form XObjects, on a US letter page (612 x 792 pt).
 */
import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { PrintSize } from './shape.ts';

const PAGE_TREE = 1;
const CATALOG = 2;
const LETTER = [612, 792] as const;
/** The two 4x6 areas of a letter page, left and right, at the top with a quarter-inch margin. */
const SLOTS = [{ x: 18, y: 792 - 432 - 18 }, { x: 306, y: 792 - 432 - 18 }] as const;

const ascii = (text: string) => Buffer.from(text, 'latin1');

export class PdfPageStream {
  private offset = 0;
  /** Byte offset of each object written, by object number. */
  private readonly offsets: number[] = [];
  private readonly pages: number[] = [];
  private next = CATALOG + 1;

  constructor(private readonly size: PrintSize) {}

  /** The file's first bytes (the header, with the binary marker line). */
  header(): Buffer {
    return this.count(Buffer.concat([ascii('%PDF-1.7\n%'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), ascii('\n\n')]));
  }

  /** Labels per output page. */
  get perPage(): number {
    return this.size === 'letter' ? 2 : 1;
  }

  /** The bytes of one output page holding `labels` (PDF files, at most perPage of them). */
  async page(labels: readonly Buffer[]): Promise<Buffer> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    // Everything this page's document registers from here on is numbered after what the stream has written.
    doc.context.largestObjectNumber = Math.max(doc.context.largestObjectNumber, this.next - 1);
    if (this.size === '4x6') {
      const [page] = await doc.copyPages(await PDFDocument.load(labels[0]), [0]);
      doc.addPage(page);
    } else {
      const page: PDFPage = doc.addPage([...LETTER]);
      for (const [i, label] of labels.entries()) {
        const [embedded] = await doc.embedPdf(label, [0]);
        page.drawPage(embedded, { x: SLOTS[i].x, y: SLOTS[i].y, width: 288, height: 432 });
      }
    }
    await doc.flush();
    const parts: Buffer[] = [];
    for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
      if (ref.objectNumber <= CATALOG) continue; // this document's own page tree and catalog: the stream writes its own
      const body = new Uint8Array(object.sizeInBytes());
      object.copyBytesInto(body, 0);
      parts.push(this.object(ref.objectNumber, Buffer.from(body.buffer, body.byteOffset, body.byteLength)));
    }
    for (const page of doc.getPages()) this.pages.push(page.ref.objectNumber);
    this.next = doc.context.largestObjectNumber + 1;
    return Buffer.concat(parts);
  }

  /** The page tree, the catalog, the cross-reference table and the trailer. */
  end(): Buffer {
    const kids = this.pages.map((n) => `${n} 0 R`).join(' ');
    const tail = [
      this.object(PAGE_TREE, ascii(`<< /Type /Pages /Kids [${kids}] /Count ${this.pages.length} >>`)),
      this.object(CATALOG, ascii(`<< /Type /Catalog /Pages ${PAGE_TREE} 0 R >>`)),
    ];
    const size = Math.max(this.next, this.offsets.length);
    const xrefAt = this.offset;
    const lines = [`xref\n0 ${size}\n`, '0000000000 65535 f \n'];
    for (let n = 1; n < size; n++) {
      const at = this.offsets[n];
      lines.push(at === undefined ? '0000000000 65535 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`);
    }
    lines.push(`trailer\n<< /Size ${size} /Root ${CATALOG} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
    tail.push(this.count(ascii(lines.join(''))));
    return Buffer.concat(tail);
  }

  private object(n: number, body: Buffer): Buffer {
    this.offsets[n] = this.offset;
    return this.count(Buffer.concat([ascii(`${n} 0 obj\n`), body, ascii('\nendobj\n')]));
  }

  private count(bytes: Buffer): Buffer {
    this.offset += bytes.length;
    return bytes;
  }
}

/** The PDF of `labels` (label PDF files, in order), as a stream of chunks: a page at a time. */
export async function* mergedLabelPdf(labels: AsyncIterable<Buffer>, size: PrintSize): AsyncGenerator<Buffer> {
  const out = new PdfPageStream(size);
  yield out.header();
  let pending: Buffer[] = [];
  for await (const label of labels) {
    pending.push(label);
    if (pending.length === out.perPage) {
      yield await out.page(pending);
      pending = [];
    }
  }
  if (pending.length) yield await out.page(pending);
  yield out.end();
}
