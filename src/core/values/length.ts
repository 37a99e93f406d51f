import { parseMeasurement, roundDecimal } from './decimal.ts';

export const lengthMessage = 'must be a length like "10.5 cm" (units: mm, cm, in, ft, m)';

const METRES_PER_UNIT: ReadonlyMap<string, string> = new Map([
  ['mm', '0.001'],
  ['cm', '0.01'],
  ['in', '0.0254'],
  ['ft', '0.3048'],
  ['m', '1'],
]);

/** Parses "<decimal> <unit>" and returns exact metres in canonical form: "8 in" -> "0.2032". */
export function parseLength(input: unknown): string {
  return parseMeasurement(input, METRES_PER_UNIT, lengthMessage);
}

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
