/**
 * Reading labels back independently of how they were drawn: a PNG's barcodes decoded with @zxing/library (pixels
 * read with pngjs), and a PDF rasterised by poppler's `pdftoppm` (Debian poppler-utils) first.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** The image's luminance (transparent pixels are white paper), rows `rows` (fractions of its height) only. */
function luminanceOf(png: Buffer, rows: { from: number; to: number }): { luminance: Uint8ClampedArray; width: number; height: number } {
  const image = PNG.sync.read(png);
  const { width, data } = image;
  const first = Math.floor(image.height * rows.from);
  const height = Math.floor(image.height * rows.to) - first;
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++) {
    const p = (first * width + i) * 4;
    const a = data[p + 3] / 255;
    luminance[i] = Math.round((0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2]) * a + 255 * (1 - a));
  }
  return { luminance, width, height };
}

/** The image turned a quarter turn clockwise (a label printed turned on a letter page reads upright again). */
function turned(l: { luminance: Uint8ClampedArray; width: number; height: number }) {
  const out = new Uint8ClampedArray(l.luminance.length);
  for (let y = 0; y < l.height; y++) for (let x = 0; x < l.width; x++) out[x * l.height + (l.height - 1 - y)] = l.luminance[y * l.width + x];
  return { luminance: out, width: l.height, height: l.width };
}

function decodeUpright({ luminance, width, height }: { luminance: Uint8ClampedArray; width: number; height: number }): string | null {
  const whole = decodeLuminance(luminance, width, height);
  if (whole !== null) return whole;
  const band = Math.max(1, Math.floor(height / 4));
  for (let top = 0; top + band <= height; top += Math.max(1, Math.floor(band / 2))) {
    const text = decodeLuminance(luminance.slice(top * width, (top + band) * width), width, band);
    if (text !== null) return text;
  }
  return null;
}

/**
 * The text of the Code 128 barcode in a PNG image (only in `rows`, fractions of its height, when given): the whole
 * image, else horizontal bands of a quarter of its height (a whole label page, text and rules included, can hide a
 * barcode from zxing's row scan); the same turned a quarter turn when `turned` (a 4x6 label on a letter page).
 */
export function decodeCode128(png: Buffer, opts: { rows?: { from: number; to: number }; turned?: boolean } = {}): string {
  const image = luminanceOf(png, opts.rows ?? { from: 0, to: 1 });
  const text = decodeUpright(opts.turned ? turned(image) : image);
  if (text === null) throw new Error('no Code 128 barcode found in the image');
  return text;
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

/** Every page of a PDF as a PNG at `dpi`, in page order (one pdftoppm run). */
export function rasterisePdfPages(pdf: Buffer, dpi = 150): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'boxline-pdf-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), join(dir, 'in.pdf'), join(dir, 'page')]);
    return readdirSync(dir).filter((f) => f.startsWith('page')).sort().map((f) => readFileSync(join(dir, f)));
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

/** The part of a PNG image between columns `from` and `to` (fractions of its width): a label of a 2-up page. */
export function pngColumns(png: Buffer, from: number, to: number): Buffer {
  const image = PNG.sync.read(png);
  const x0 = Math.floor(image.width * from);
  const width = Math.floor(image.width * to) - x0;
  const out = new PNG({ width, height: image.height });
  for (let y = 0; y < image.height; y++) image.data.copy(out.data, y * width * 4, (y * image.width + x0) * 4, (y * image.width + x0 + width) * 4);
  return PNG.sync.write(out);
}

/**
 * The Code 128 barcodes of every page of a PDF, in page order, decoded by zbar (`zbarimg`, Debian zbar-tools) in
 * one process: for print files of hundreds of pages, where decoding each page with zxing in JavaScript takes minutes.
 */
export function pdfBarcodesZbar(pdf: Buffer, dpi = 100): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'boxline-pdf-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), join(dir, 'in.pdf'), join(dir, 'page')]);
    const pages = readdirSync(dir).filter((f) => f.startsWith('page')).sort().map((f) => join(dir, f));
    const out = execFileSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Scode128.enable', ...pages], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
    return out.split('\n').filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const hasZbarimg = (() => {
  try {
    execFileSync('zbarimg', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
