/** The print file's PDF writer: any number of labels, a page at a time, read back by pdf-lib and by poppler. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { mergedLabelPdf } from '../../src/batches/pdf-stream.ts';
import { hasPdftoppm } from '../support/barcodes.ts';

async function label(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([288, 432]);
  page.drawText(text, { x: 20, y: 400, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

async function merged(n: number, size: '4x6' | 'letter'): Promise<Buffer> {
  async function* labels() {
    for (let i = 0; i < n; i++) yield label(`LABEL ${i}`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of mergedLabelPdf(labels(), size)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The text poppler reads on each page (pdftotext: it parses the cross-reference table as a reader does). */
function pageTexts(pdf: Buffer, pages: number): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'boxline-pdf-text-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    return Array.from({ length: pages }, (_, i) => execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), join(dir, 'in.pdf'), '-'], { encoding: 'utf8' }).trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('merged label PDF', () => {
  it('writes a 4x6 page per label, in order', async () => {
    const pdf = await merged(7, '4x6');
    const doc = await PDFDocument.load(pdf);
    assert.equal(doc.getPageCount(), 7);
    assert.ok(doc.getPages().every((p) => p.getWidth() === 288 && p.getHeight() === 432));
    if (hasPdftoppm) assert.deepEqual(pageTexts(pdf, 7), Array.from({ length: 7 }, (_, i) => `LABEL ${i}`));
  });

  it('writes two labels per letter page, the last page half full for an odd count', async () => {
    const pdf = await merged(5, 'letter');
    const doc = await PDFDocument.load(pdf);
    assert.equal(doc.getPageCount(), 3);
    assert.ok(doc.getPages().every((p) => p.getWidth() === 612 && p.getHeight() === 792));
    if (hasPdftoppm) assert.deepEqual(pageTexts(pdf, 3).map((t) => t.split(/\s+(?=LABEL)/)), [['LABEL 0', 'LABEL 1'], ['LABEL 2', 'LABEL 3'], ['LABEL 4']]);
  });

  it('is a valid empty document for no label', async () => {
    const doc = await PDFDocument.load(await merged(0, '4x6'));
    assert.equal(doc.getPageCount(), 0);
  });
});
