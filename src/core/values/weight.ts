import { isDecimal, measureIn, parseMeasurement, roundDecimal } from './decimal.ts';
import { remembered } from './remembered.ts';

const NOT_A_WEIGHT = { reason: 'not_a_weight' } as const;

const GRAMS_PER_UNIT: ReadonlyMap<string, string> = new Map([
  ['mg', '0.001'],
  ['g', '1'],
  ['kg', '1000'],
  ['oz', '28.349523125'],
  ['lb', '453.59237'],
  ['lbs', '453.59237'],
]);

/** Parses "<decimal> <unit>" and returns exact grams in canonical form: "1 lbs" -> "453.59237" (remembered.ts). */
export const parseWeight = remembered((input: unknown): string => parseMeasurement(input, GRAMS_PER_UNIT, NOT_A_WEIGHT));

/** A weight as commands carry it: exact grams, a decimal ("453.59237"), never negative. */
export interface Grams {
  grams: string;
}

/** An amount of grams (v1 sends bare numbers) as exact grams. */
export const gramsOf = (amount: string): string => measureIn(amount, '1', NOT_A_WEIGHT);

/** A typed weight: `{grams}` holding a decimal that is not negative. */
export const isGrams = (value: unknown): value is Grams =>
  typeof value === 'object' && value !== null && isDecimal((value as Grams).grams) && !(value as Grams).grams.startsWith('-');

export function isWeight(input: unknown): boolean {
  try {
    parseWeight(input);
    return true;
  } catch {
    return false;
  }
}

/** "453.59237" -> "453.5924 g". */
export function formatWeight(grams: string): string {
  return `${roundDecimal(grams, 4)} g`;
}
