/**
 * The API's words for what the field mechanism and the typed-value checks find wrong with a value
 * (src/core/fields/problems.ts): one message a code, the same in every view (v2, v1, the console, the import) and in
 * the request schemas' format checks (validation.ts).
 */
import { InvalidValueError, invalidField, invalidFields, type ApiError, type FieldErrors } from '../core/errors.ts';
import { FieldRulesRefusal, type ValueProblem, type ValueProblems } from '../core/fields/problems.ts';

/** The message of a value's problem. */
export function valueWords(problem: ValueProblem): string {
  switch (problem.reason) {
    case 'not_a_weight': return 'must be a weight like "1.5 kg" (units: mg, g, kg, oz, lbs)';
    case 'not_a_length': return 'must be a length like "10.5 cm" (units: mm, cm, in, ft, m)';
    case 'not_money': return 'must be a money value like "12.50 USD" (at most 14 digits before the point)';
    case 'not_a_date_time': return 'must be an ISO 8601 date-time like "2018-03-30T12:00:00Z"';
    case 'not_a_date': return 'must be a date like "2018-03-30"';
    case 'not_a_decimal': return 'must be a decimal number like "12.5"';
    case 'negative': return 'must not be negative';
    case 'not_true_or_false': return 'must be true or false';
    case 'not_an_http_url': return 'must be an http or https URL like "https://example.com"';
    case 'not_a_whole_number': return `must be a whole number from ${problem.values.min} to ${problem.values.max}`;
    case 'not_custom_fields': return 'must be an object mapping field names to {"value": ...} or null';
    case 'not_a_custom_field': return 'must be an object like {"value": "..."} or null';
    case 'required': return 'is required';
    case 'not_a_string': return 'must be a string';
    case 'not_a_media_type': return 'must be a media type like "text/plain" or null';
    case 'not_an_encoding': return 'must be "base64" or null';
    case 'not_base64': return 'must be valid base64';
    case 'bad_custom_field_name': return `field names must be 1 to ${problem.values.max} characters and must not contain "/"`;
    case 'view_refused': return problem.values.detail;
  }
}

/** Each path's problems as its messages. */
export const valueErrors = (problems: Readonly<ValueProblems>): FieldErrors =>
  Object.fromEntries(Object.entries(problems).map(([path, list]) => [path, list.map(valueWords)]));

/** The 400 of values the field mechanism refused (a FieldRulesRefusal), naming each field; null for any other error. */
export const fieldRulesRefusalError = (error: unknown): ApiError | null =>
  (error instanceof FieldRulesRefusal ? invalidFields(valueErrors(error.refusal.errors)) : null);

/** Runs a value parser and reports its failure against `field`. */
export function parseField<T>(field: string, parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof InvalidValueError) throw invalidField(field, valueWords(err.problem));
    throw err;
  }
}
