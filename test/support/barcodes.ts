/**
 * Reading labels back independently of how they were drawn: a PNG's barcodes decoded with @zxing/library (pixels
 * read with pngjs), and a PDF rasterised by poppler's `pdftoppm` (Debian poppler-utils) first.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';

function decodeLuminance(luminance: Uint8ClampedArray, width: number, height: number): string | null {
  const reader = new MultiFormatReader();
  reader.setHints(new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]], [DecodeHintType.TRY_HARDER, true]]));
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)))).getText();
  } catch {
    return null;
  }
}

/**
 * The text of the Code 128 barcode in a PNG image: the whole image, else horizontal bands of a quarter of its height
 * (a whole label page, text and rules included, can hide a barcode from zxing's row scan).
 */
export function decodeCode128(png: Buffer): string {
  const { width, height, data } = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++) {
    const a = data[i * 4 + 3] / 255;
    // Transparent pixels are white paper.
    luminance[i] = Math.round((0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2]) * a + 255 * (1 - a));
  }
  const whole = decodeLuminance(luminance, width, height);
  if (whole !== null) return whole;
  const band = Math.max(1, Math.floor(height / 4));
  for (let top = 0; top + band <= height; top += Math.max(1, Math.floor(band / 2))) {
    const text = decodeLuminance(luminance.slice(top * width, (top + band) * width), width, band);
    if (text !== null) return text;
  }
  throw new Error('no Code 128 barcode found in the image');
}

export const hasPdftoppm = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A page of a PDF (the first unless `page`, counted from 1) as a PNG at `dpi`. */
export function rasterisePdf(pdf: Buffer, dpi = 200, page = 1): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'boxline-pdf-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', join(dir, 'in.pdf'), join(dir, 'out')]);
    return readFileSync(join(dir, 'out.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF (poppler's `pdftotext`, layout kept), pages separated by form feeds. */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'boxline-pdf-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('pdftotext', ['-layout', join(dir, 'in.pdf'), join(dir, 'out.txt')]);
    return readFileSync(join(dir, 'out.txt'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
