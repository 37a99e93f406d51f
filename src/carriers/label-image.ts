/**
 * Label images as carriers send them, turned into the formats we promise: a GIF (UPS's image label) becomes a
 * PNG (first frame, RGB), and a PNG becomes a PDF page of 4x6 inches or US letter (the label in the top half),
 * turned a quarter when its orientation differs from the label area's.
 */
import { deflateSync } from 'node:zlib';
import { PDFDocument, degrees } from 'pdf-lib';
import { CarrierError } from './types.ts';
import type { LabelSize } from './shipping-types.ts';

interface Pixels {
  width: number;
  height: number;
  /** RGB, three bytes a pixel, rows top to bottom. */
  rgb: Buffer;
}

function bad(message: string): CarrierError {
  return new CarrierError('bad_response', `label image: ${message}`);
}

/** The LZW code stream of a GIF image, decoded into colour indexes. */
function lzw(data: Buffer, minCodeSize: number, count: number): Uint8Array {
  const out = new Uint8Array(count);
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const first = new Uint8Array(4096);
  const stack = new Uint8Array(4097);
  let size = minCodeSize + 1;
  let next = clear + 2;
  let previous = -1;
  let bits = 0;
  let acc = 0;
  let n = 0;
  for (let i = 0; i < clear; i++) { suffix[i] = i; first[i] = i; prefix[i] = -1; }
  for (let pos = 0; pos < data.length && n < count;) {
    while (bits < size && pos < data.length) { acc |= data[pos++] << bits; bits += 8; }
    if (bits < size) break;
    const code = acc & ((1 << size) - 1);
    acc >>>= size;
    bits -= size;
    if (code === clear) { size = minCodeSize + 1; next = clear + 2; previous = -1; continue; }
    if (code === end) break;
    let top = 0;
    let c = code;
    if (code >= next) {
      if (previous < 0 || code > next) throw bad('GIF data is corrupt');
      stack[top++] = first[previous];
      c = previous;
    }
    while (c >= clear) { stack[top++] = suffix[c]; c = prefix[c]; }
    stack[top++] = c;
    if (previous >= 0 && next < 4096) {
      prefix[next] = previous;
      suffix[next] = c;
      first[next] = first[previous];
      next++;
      if (next === 1 << size && size < 12) size++;
    }
    first[code] = c;
    while (top > 0 && n < count) out[n++] = stack[--top];
    previous = code;
  }
  return out;
}

/** The first image of a GIF file, as RGB pixels. */
export function decodeGif(gif: Buffer): Pixels {
  if (gif.length < 13 || !/^GIF8[79]a$/.test(gif.subarray(0, 6).toString('latin1'))) throw bad('not a GIF file');
  const width = gif.readUInt16LE(6);
  const height = gif.readUInt16LE(8);
  let pos = 13;
  let palette: Buffer | null = null;
  if (gif[10] & 0x80) {
    const len = 3 * (1 << ((gif[10] & 7) + 1));
    palette = gif.subarray(pos, pos + len);
    pos += len;
  }
  while (pos < gif.length) {
    const kind = gif[pos++];
    if (kind === 0x21) {
      pos++;
      while (pos < gif.length && gif[pos] !== 0) pos += gif[pos] + 1;
      pos++;
      continue;
    }
    if (kind !== 0x2c) break;
    const left = gif.readUInt16LE(pos);
    const top = gif.readUInt16LE(pos + 2);
    const w = gif.readUInt16LE(pos + 4);
    const h = gif.readUInt16LE(pos + 6);
    const flags = gif[pos + 8];
    pos += 9;
    if (flags & 0x80) {
      const len = 3 * (1 << ((flags & 7) + 1));
      palette = gif.subarray(pos, pos + len);
      pos += len;
    }
    if (!palette) throw bad('GIF without a colour table');
    const minCodeSize = gif[pos++];
    const chunks: Buffer[] = [];
    while (pos < gif.length && gif[pos] !== 0) {
      chunks.push(gif.subarray(pos + 1, pos + 1 + gif[pos]));
      pos += gif[pos] + 1;
    }
    const indexes = lzw(Buffer.concat(chunks), minCodeSize, w * h);
    const rows = (flags & 0x40) ? interlacedRows(h) : Array.from({ length: h }, (_, i) => i);
    const rgb = Buffer.alloc(width * height * 3, 255);
    for (let r = 0; r < h; r++) {
      const y = top + rows[r];
      if (y >= height) continue;
      for (let x = 0; x < w && left + x < width; x++) {
        const p = indexes[r * w + x] * 3;
        const o = (y * width + left + x) * 3;
        rgb[o] = palette[p] ?? 0;
        rgb[o + 1] = palette[p + 1] ?? 0;
        rgb[o + 2] = palette[p + 2] ?? 0;
      }
    }
    return { width, height, rgb };
  }
  throw bad('GIF without an image');
}

/** Which image row each stored row of an interlaced GIF is. */
function interlacedRows(h: number): number[] {
  const rows: number[] = [];
  for (const [start, step] of [[0, 8], [4, 8], [2, 4], [1, 2]]) for (let y = start; y < h; y += step) rows.push(y);
  return rows;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** An RGB PNG of the pixels. */
export function encodePng(pixels: Pixels): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(pixels.width, 0);
  header.writeUInt32BE(pixels.height, 4);
  header[8] = 8;
  header[9] = 2;
  const stride = pixels.width * 3;
  const raw = Buffer.alloc((stride + 1) * pixels.height);
  for (let y = 0; y < pixels.height; y++) pixels.rgb.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function gifToPng(gif: Buffer): Buffer {
  return encodePng(decodeGif(gif));
}

/** Points of a page: 4x6 inches, or US letter with the 4x6 label in its top half. */
const PAGES: Record<LabelSize, { width: number; height: number; area: { x: number; y: number; width: number; height: number } }> = {
  '4x6': { width: 288, height: 432, area: { x: 0, y: 0, width: 288, height: 432 } },
  letter: { width: 612, height: 792, area: { x: 36, y: 396, width: 540, height: 360 } },
};

/** A one-page PDF holding a PNG or JPEG label image, scaled to fit its area. */
export async function imageToPdf(image: Buffer, size: LabelSize): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const embedded = image[0] === 0x89 ? await doc.embedPng(image) : await doc.embedJpg(image);
  const page = doc.addPage([PAGES[size].width, PAGES[size].height]);
  const area = PAGES[size].area;
  const turn = (embedded.width > embedded.height) !== (area.width > area.height);
  const w = turn ? embedded.height : embedded.width;
  const h = turn ? embedded.width : embedded.height;
  const scale = Math.min(area.width / w, area.height / h);
  const drawnW = w * scale;
  const drawnH = h * scale;
  const x = area.x + (area.width - drawnW) / 2;
  const y = area.y + (area.height - drawnH) / 2;
  if (turn) {
    // Rotated a quarter turn anticlockwise about its lower-left corner: shift right by its drawn width.
    page.drawImage(embedded, { x: x + drawnW, y, width: drawnH, height: drawnW, rotate: degrees(90) });
  } else {
    page.drawImage(embedded, { x, y, width: drawnW, height: drawnH });
  }
  return Buffer.from(await doc.save());
}

/** A letter-size PDF carrying the first page of a 4x6 label PDF in its top half. */
export async function pdfOnLetter(labelPdf: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const [label] = await doc.embedPdf(labelPdf, [0]).catch((err: Error) => {
    throw bad(`the carrier's PDF cannot be placed on letter paper (${err.message})`);
  });
  const page = doc.addPage([PAGES.letter.width, PAGES.letter.height]);
  const area = PAGES.letter.area;
  const turn = (label.width > label.height) !== (area.width > area.height);
  const w = turn ? label.height : label.width;
  const h = turn ? label.width : label.height;
  const scale = Math.min(area.width / w, area.height / h);
  const x = area.x + (area.width - w * scale) / 2;
  const y = area.y + (area.height - h * scale) / 2;
  if (turn) page.drawPage(label, { x: x + w * scale, y, width: label.width * scale, height: label.height * scale, rotate: degrees(90) });
  else page.drawPage(label, { x, y, width: w * scale, height: h * scale });
  return Buffer.from(await doc.save());
}
