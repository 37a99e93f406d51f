/**
 * Code 128 barcodes drawn into PDF pages as vector bars, from bwip-js' encoding (`raw`: the widths of the bars and
 * spaces in modules), with the text under them: every printed barcode (labels, packing slips, manifests) is drawn
 * this one way. Vector bars are sharp at any printer resolution and cost a fraction of drawing a PNG and embedding
 * it (which pdf-lib decodes and deflates again).
 */
import bwipjs from 'bwip-js';
import { fill, popGraphicsState, pushGraphicsState, rectangle, setFillingGrayscaleColor, type PDFFont, type PDFOperator, type PDFPage } from 'pdf-lib';

/** Points of text under the bars. */
export const CODE128_TEXT_SIZE = 10;
/** Widest module: wider bars only make the symbol longer. */
const MAX_MODULE = 2;

/**
 * The bars of the Code 128 of `text` centred in the box whose bottom-left corner is (`x`, `y`), above the room its
 * text takes at the bottom: one path of every bar, filled once (drawRectangle would wrap each bar in its own graphics
 * state). For pages drawn as operators (the sandbox's labels); drawCode128 draws them with their text on a page.
 */
export function code128Bars(text: string, at: { x: number; y: number; width: number; height: number }): PDFOperator[] {
  const [{ sbs }] = bwipjs.raw({ bcid: 'code128', text }) as { sbs: number[] }[];
  const modules = sbs.reduce((sum, w) => sum + w, 0);
  const module = Math.min(MAX_MODULE, at.width / modules);
  let x = at.x + (at.width - module * modules) / 2;
  const barsBottom = at.y + CODE128_TEXT_SIZE + 4;
  const bars: PDFOperator[] = [pushGraphicsState(), setFillingGrayscaleColor(0)];
  for (let i = 0; i < sbs.length; i++) {
    // sbs alternates bar, space, bar, ... starting with a bar.
    if (i % 2 === 0) bars.push(rectangle(x, barsBottom, sbs[i] * module, at.height - CODE128_TEXT_SIZE - 4));
    x += sbs[i] * module;
  }
  bars.push(fill(), popGraphicsState());
  return bars;
}

/** The Code 128 of `text` centred in the box whose bottom-left corner is (`x`, `y`), with its text at the bottom. */
export function drawCode128(page: PDFPage, font: PDFFont, text: string, at: { x: number; y: number; width: number; height: number }): void {
  page.pushOperators(...code128Bars(text, at));
  const textWidth = font.widthOfTextAtSize(text, CODE128_TEXT_SIZE);
  page.drawText(text, { x: at.x + (at.width - textWidth) / 2, y: at.y, size: CODE128_TEXT_SIZE, font });
}
