import { isDecimal, measureIn, parseMeasurement, roundDecimal } from './decimal.ts';
import { remembered } from './remembered.ts';

const NOT_A_LENGTH = { reason: 'not_a_length' } as const;

const METRES_PER_UNIT: ReadonlyMap<string, string> = new Map([
  ['mm', '0.001'],
  ['cm', '0.01'],
  ['in', '0.0254'],
  ['ft', '0.3048'],
  ['m', '1'],
]);

/** Parses "<decimal> <unit>" and returns exact metres in canonical form: "8 in" -> "0.2032" (remembered.ts). */
export const parseLength = remembered((input: unknown): string => parseMeasurement(input, METRES_PER_UNIT, NOT_A_LENGTH));

/** A length as commands carry it: exact metres, a decimal ("0.2032"), never negative. */
export interface Metres {
  metres: string;
}

/** An amount of metres (v1 sends bare numbers) as exact metres. */
export const metresOf = (amount: string): string => measureIn(amount, '1', NOT_A_LENGTH);

/** A typed length: `{metres}` holding a decimal that is not negative. */
export const isMetres = (value: unknown): value is Metres =>
  typeof value === 'object' && value !== null && isDecimal((value as Metres).metres) && !(value as Metres).metres.startsWith('-');

export function isLength(input: unknown): boolean {
  try {
    parseLength(input);
    return true;
  } catch {
    return false;
  }
}

/** "0.2032" -> "0.2032 m"; "0.1" -> "0.1000 m". */
export function formatLength(metres: string): string {
  return `${roundDecimal(metres, 4)} m`;
}
