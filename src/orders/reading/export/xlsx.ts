/**
 * The worksheet of an XLSX export, written as SpreadsheetML (ECMA-376 part 1, §18.3) a chunk of rows at a time; the
 * workbook around it (the zip and its other parts) is xlsx-file.ts. Cells are typed: numbers and booleans as such,
 * datetimes as date cells (serial days since 1899-12-30 UTC, to the millisecond), amounts, weights and
 * lengths as numbers with a number format showing their unit as the API writes it (`-12.50 USD`, `453.5924 g`), so
 * that a spreadsheet sums them. Text cells are inline strings, never formulas, so they are written as they are.
 *
 * Each column's cell writer is chosen once for the export (its type decides it), and a row is one string of its
 * cells: no object per cell nor per row. A cell carries its reference (`B7`): empty cells are left out.
 */
import { columnReaders, type CellReader, type ColumnType, type ExportColumn, type Layout, type Values } from './columns.ts';
import type { Chunk } from './read.ts';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DATETIME_FORMAT = 'yyyy-mm-dd"T"hh:mm:ss.000"Z"';
/** The cell styles every workbook has (styles.xml's cellXfs, by index): 0 is the default. */
const UNIT_STYLE: Partial<Record<ColumnType, number>> = { weight: 1, length: 2, datetime: 3 };
const FIXED_FORMATS = ['0.0000" g"', '0.0000" m"', DATETIME_FORMAT];
/** Number formats of our own are numbered from 164 (below are the built-in ones). */
const FIRST_FORMAT_ID = 164;

/** Characters XML 1.0 does not allow (dropped) and those text must escape; a CR is escaped so that it survives. */
/* eslint-disable no-control-regex -- the control characters are what these match, to drop them */
const XML_SPECIAL = /[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const XML_SPECIALS = /[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/* eslint-enable no-control-regex */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };

export const escapeXml = (text: string): string =>
  (XML_SPECIAL.test(text) ? text.replace(XML_SPECIALS, (c) => ESCAPES[c] ?? '') : text);

/** An inline string cell's content; leading or trailing white space is kept (xml:space). */
function inlineString(text: string): string {
  const escaped = escapeXml(text);
  const padded = escaped.length > 0 && (escaped.charCodeAt(0) <= 32 || escaped.charCodeAt(escaped.length - 1) <= 32);
  return padded ? `<is><t xml:space="preserve">${escaped}</t></is>` : `<is><t>${escaped}</t></is>`;
}

/** The column letters of the n-th column (0: A, 26: AA). */
export function columnLetters(n: number): string {
  let letters = '';
  for (let i = n + 1; i > 0; i = Math.floor((i - 1) / 26)) letters = String.fromCharCode(65 + ((i - 1) % 26)) + letters;
  return letters;
}

const MS_PER_DAY = 86_400_000;
/** 1970-01-01 as a spreadsheet's serial day (days since 1899-12-30, the 1900 date system). */
const UNIX_EPOCH_DAY = 25_569;

/** The API's datetime (`2026-03-01T10:00:00.123456Z`) as a serial day, to the millisecond. */
const serialDay = (iso: string): number => Date.parse(iso) / MS_PER_DAY + UNIX_EPOCH_DAY;

/** Formats of amounts, one per currency, numbered as they are first met (their cell style follows the fixed ones). */
class MoneyStyles {
  readonly currencies: string[] = [];
  private readonly index = new Map<string, number>();
  styleOf(currency: string): number {
    let style = this.index.get(currency);
    if (style === undefined) {
      style = FIXED_FORMATS.length + 1 + this.currencies.length;
      this.index.set(currency, style);
      this.currencies.push(currency.replace(/[^A-Z]/g, ''));
    }
    return style;
  }
}

/** A column's cell of a row in row `n`, after `ref` (`<c r="B`): '' for an empty cell, which is left out. */
type CellWriter = (row: Values, ref: string, n: number) => string;

function cellWriter(column: ExportColumn, read: CellReader, money: MoneyStyles): CellWriter {
  const style = UNIT_STYLE[column.type];
  switch (column.type) {
    case 'number': return (row, ref, n) => {
      const value = read(row);
      return value == null ? '' : `${ref}${n}"><v>${value as number}</v></c>`;
    };
    case 'boolean': return (row, ref, n) => {
      const value = read(row);
      return value == null ? '' : `${ref}${n}" t="b"><v>${value ? 1 : 0}</v></c>`;
    };
    case 'datetime': return (row, ref, n) => {
      const value = read(row);
      return value == null ? '' : `${ref}${n}" s="${style}"><v>${serialDay(value as string)}</v></c>`;
    };
    case 'weight': case 'length': return (row, ref, n) => {
      // "453.5924 g": the number is written as the API spells it.
      const value = read(row) as string | null;
      return value == null ? '' : `${ref}${n}" s="${style}"><v>${value.slice(0, value.indexOf(' '))}</v></c>`;
    };
    case 'money': return (row, ref, n) => {
      const value = read(row) as string | null;
      if (value == null) return '';
      const space = value.indexOf(' ');
      return `${ref}${n}" s="${money.styleOf(value.slice(space + 1))}"><v>${value.slice(0, space)}</v></c>`;
    };
    default: return (row, ref, n) => {
      const value = read(row);
      return value == null ? '' : `${ref}${n}" t="inlineStr">${inlineString(String(value))}</c>`;
    };
  }
}

export interface XlsxSheet {
  /** The worksheet's start: its layout (header row frozen, column widths) and the header row. */
  head: string;
  /** The rows of a chunk's orders (with rows=items a row per item of theirs, or per box without items: read.ts). */
  rows(chunk: Chunk): string;
  /** The worksheet's end. */
  tail: string;
  /** styles.xml: the number formats the cells used (an amount's, one per currency); complete once every row is written. */
  styles(): string;
}

/** The worksheet "Orders" of `columns`, headed by their paths. */
export function xlsxSheet(columns: readonly ExportColumn[], orgId: number, layout: Layout): XlsxSheet {
  const money = new MoneyStyles();
  const readers = columnReaders(columns, orgId, layout);
  const writers = columns.map((c, i) => cellWriter(c, readers[i], money));
  const refs = columns.map((_, i) => `<c r="${columnLetters(i)}`);
  // Which row each column reads: the order's (0), its box's (1) or its item's (2).
  const partOf = columns.map((c) => (c.part === 'order' ? 0 : c.part === 'box' ? 1 : 2));
  let rowNumber = 1;

  /** A row of the cells of an order, a box and an item (`rows`; undefined: empty cells), in column order. */
  const row = (rows: readonly (Values | undefined)[]): string => {
    const n = ++rowNumber;
    let xml = `<row r="${n}">`;
    for (let i = 0; i < writers.length; i++) {
      const values = rows[partOf[i]];
      if (values !== undefined) xml += writers[i](values, refs[i], n);
    }
    return `${xml}</row>`;
  };

  const widths = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.min(40, Math.max(10, c.path.length + 2))}" customWidth="1"/>`);
  const header = columns.map((c, i) => `${refs[i]}1" t="inlineStr">${inlineString(c.path)}</c>`).join('');
  return {
    head: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
      + `<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0">`
      + '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
      + `<sheetFormatPr defaultRowHeight="15"/><cols>${widths.join('')}</cols><sheetData><row r="1">${header}</row>`,
    rows({ orders, parts }) {
      let xml = '';
      orders.forEach((order, o) => {
        const boxes = parts?.[o].boxes;
        if (!boxes || boxes.length === 0) {
          xml += row([order]);
          return;
        }
        // With rows=items the order's cells are the same on each of its rows but for their reference.
        boxes.forEach((box, b) => {
          const items = parts![o].items[b];
          if (items.length === 0) xml += row([order, box]);
          for (const item of items) xml += row([order, box, item]);
        });
      });
      return xml;
    },
    tail: '</sheetData></worksheet>',
    styles: () => stylesXml(money.currencies),
  };
}

const moneyFormat = (currency: string) => `0.00" ${currency}"`;

function stylesXml(currencies: readonly string[]): string {
  const formats = [...FIXED_FORMATS, ...currencies.map(moneyFormat)];
  const numFmts = formats.map((code, i) => `<numFmt numFmtId="${FIRST_FORMAT_ID + i}" formatCode="${escapeXml(code).replace(/"/g, '&quot;')}"/>`);
  const xfs = formats.map((_, i) => `<xf numFmtId="${FIRST_FORMAT_ID + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`);
  return '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    + `<styleSheet xmlns="${MAIN_NS}"><numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts>`
    + '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>'
    + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
    + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
    + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
    + `<cellXfs count="${xfs.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${xfs.join('')}</cellXfs>`
    + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
}
