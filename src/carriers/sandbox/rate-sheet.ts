/**
 * The sandbox carrier's rate sheet (DECISIONS section 12): CSV with the header
 * `service,zone,max_weight_lb,amount,delivery_days`. A parcel's zone is 1 + the difference of the first digits of
 * the origin's and the destination's postal codes (1 to 10); its weight is counted in started pounds; its price
 * is the row of its service and zone with the smallest `max_weight_lb` at or above it. Amounts are USD.
 */
import { parse } from 'csv-parse/sync';

export const RATE_SHEET_HEADER = ['service', 'zone', 'max_weight_lb', 'amount', 'delivery_days'] as const;

export interface RateRow {
  service: string;
  zone: number;
  maxWeightLb: number;
  /** Decimal text, two places. */
  amount: string;
  deliveryDays: number;
}

/** Rows by `service:zone`, sorted by weight. */
export interface RateSheet {
  readonly rows: ReadonlyMap<string, readonly RateRow[]>;
}

/** A sheet that cannot be read: `line` is the CSV line (1 is the header). */
export class RateSheetError extends Error {
  constructor(readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
  }
}

const SERVICE = /^[a-z0-9_-]{1,64}$/;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

function integerIn(value: string, min: number, max: number): number | null {
  if (!/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** Reads a sheet; the first problem is thrown as a RateSheetError naming its line. */
export function parseRateSheet(text: string): RateSheet {
  let records: string[][];
  try {
    records = parse(text, { skip_empty_lines: true, trim: true, relax_column_count: true }) as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    throw new RateSheetError(line, `is not valid CSV (${(err as Error).message.replace(/^Invalid[^:]*: /, '')})`);
  }
  if (records.length === 0) throw new RateSheetError(1, `must be the header ${RATE_SHEET_HEADER.join(',')}`);
  const header = records[0].map((h) => h.toLowerCase());
  if (header.join(',') !== RATE_SHEET_HEADER.join(',')) throw new RateSheetError(1, `must be the header ${RATE_SHEET_HEADER.join(',')}`);
  if (records.length === 1) throw new RateSheetError(2, 'the sheet has no rates');
  const rows = new Map<string, RateRow[]>();
  const seen = new Set<string>();
  records.slice(1).forEach((record, i) => {
    const line = i + 2;
    if (record.length !== RATE_SHEET_HEADER.length) throw new RateSheetError(line, `must have ${RATE_SHEET_HEADER.length} values, not ${record.length}`);
    const [service, zoneText, weightText, amount, daysText] = record;
    if (!SERVICE.test(service)) throw new RateSheetError(line, 'service must be a code of lower-case letters, digits, _ or -');
    const zone = integerIn(zoneText, 1, 10);
    if (zone === null) throw new RateSheetError(line, 'zone must be a whole number from 1 to 10');
    const maxWeightLb = integerIn(weightText, 1, 150);
    if (maxWeightLb === null) throw new RateSheetError(line, 'max_weight_lb must be a whole number of pounds from 1 to 150');
    if (!AMOUNT.test(amount)) throw new RateSheetError(line, 'amount must be a decimal number of dollars with at most 2 decimals');
    const deliveryDays = integerIn(daysText, 1, 30);
    if (deliveryDays === null) throw new RateSheetError(line, 'delivery_days must be a whole number from 1 to 30');
    const key = `${service}:${zone}:${maxWeightLb}`;
    if (seen.has(key)) throw new RateSheetError(line, `repeats service ${service}, zone ${zone}, max_weight_lb ${maxWeightLb}`);
    seen.add(key);
    const list = rows.get(`${service}:${zone}`) ?? [];
    list.push({ service, zone, maxWeightLb, amount: Number(amount).toFixed(2), deliveryDays });
    rows.set(`${service}:${zone}`, list);
  });
  for (const list of rows.values()) list.sort((a, b) => a.maxWeightLb - b.maxWeightLb);
  return { rows };
}

/** The zone of a parcel: 1 + |first digit of origin - first digit of destination|; null without a digit. */
export function zoneOf(originPostalCode: string | null, destinationPostalCode: string | null): number | null {
  const first = (code: string | null) => {
    const m = /\d/.exec(code ?? '');
    return m ? Number(m[0]) : null;
  };
  const from = first(originPostalCode);
  const to = first(destinationPostalCode);
  if (from === null || to === null) return null;
  return 1 + Math.abs(from - to);
}

/** Started pounds of a weight in grams (a parcel of 0 g counts as 1 lb). */
export const startedPounds = (grams: number): number => Math.max(1, Math.ceil(grams / 453.59237 - 1e-9));

/** The row pricing `service` for `zone` and `pounds`, or null when the sheet has none (too heavy, unknown service). */
export function rateFor(sheet: RateSheet, service: string, zone: number, pounds: number): RateRow | null {
  const list = sheet.rows.get(`${service}:${zone}`);
  return list?.find((r) => r.maxWeightLb >= pounds) ?? null;
}

const DEFAULT_SERVICES = [
  { service: 'ground', base: 6.5, perZone: 0.75, perPound: 0.6, factor: 1, days: (zone: number) => Math.min(6, 1 + Math.ceil(zone / 2)) },
  { service: 'express', base: 14, perZone: 1.5, perPound: 1.1, factor: 1, days: () => 2 },
  { service: 'overnight', base: 29, perZone: 2.5, perPound: 1.9, factor: 1, days: () => 1 },
];

/** The default sheet (every zone, 1 to 70 lb), as CSV text: what an account without its own sheet prices by. */
export function defaultRateSheetCsv(): string {
  const lines = [RATE_SHEET_HEADER.join(',')];
  for (const s of DEFAULT_SERVICES) {
    for (let zone = 1; zone <= 10; zone++) {
      for (let lb = 1; lb <= 70; lb++) {
        const amount = (s.base + s.perZone * (zone - 1) + s.perPound * (lb - 1) * (1 + zone / 10)) * s.factor;
        lines.push(`${s.service},${zone},${lb},${amount.toFixed(2)},${s.days(zone)}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

let defaultSheet: RateSheet | null = null;
export function defaultRateSheet(): RateSheet {
  defaultSheet ??= parseRateSheet(defaultRateSheetCsv());
  return defaultSheet;
}
