/**
 * What the field mechanism (columns.ts, bind.ts, custom-fields.ts) and the typed-value checks (src/core/values/) find
 * wrong with a value: a code and the values behind it, never words. Each view words them with src/http/value-words.ts
 * (the import too); a value its view could not read (a RefusedValue) is `view_refused`, with the view's own words.
 */
import { Refusal, type FieldRules } from '../refusal.ts';

/** Every problem a value may have, with the values its wording needs. */
export type ValueProblem =
  | { reason: 'not_a_weight' | 'not_a_length' | 'not_money' | 'not_a_date_time' | 'not_a_date' | 'not_a_decimal' }
  | { reason: 'negative' | 'not_true_or_false' | 'not_an_http_url' }
  | { reason: 'not_a_whole_number'; values: { min: number; max: number } }
  // Custom fields (src/core/custom-fields.ts).
  | { reason: 'not_custom_fields' | 'not_a_custom_field' | 'required' | 'not_a_string' | 'not_a_media_type' }
  | { reason: 'not_an_encoding' | 'not_base64' }
  | { reason: 'bad_custom_field_name'; values: { max: number } }
  | { reason: 'view_refused'; values: { detail: string } };

export type ValueReason = ValueProblem['reason'];

/** Every code, once (a test checks that each has its words). */
export const VALUE_REASONS = [
  'not_a_weight', 'not_a_length', 'not_money', 'not_a_date_time', 'not_a_date', 'not_a_decimal', 'negative', 'not_true_or_false',
  'not_an_http_url', 'not_a_whole_number', 'not_custom_fields', 'not_a_custom_field', 'required', 'not_a_string', 'not_a_media_type',
  'not_an_encoding', 'not_base64', 'bad_custom_field_name', 'view_refused',
] as const satisfies readonly ValueReason[];

/** The problems found in an input, by the path of each field (`boxes[0].weight`), in the order found. */
export type ValueProblems = Record<string, ValueProblem[]>;

/** Adds a problem of the field at `path`. */
export const addProblem = (problems: ValueProblems, path: string, problem: ValueProblem): void => {
  (problems[path] ??= []).push(problem);
};

/** What the field mechanism throws when it refuses values and has nowhere to collect them (no `errors` given). */
export class FieldRulesRefusal extends Refusal<FieldRules> {
  constructor(errors: ValueProblems) {
    super('field values', { kind: 'field_rules', errors });
    // For logs: each path with its codes ("field values refused: ship_cost not_money").
    this.message = `field values refused: ${Object.entries(errors).map(([path, list]) => `${path} ${list.map((p) => p.reason).join(' ')}`).join(', ')}`;
  }
}

/** Refuses the field at `path` with one problem. */
export const refuseValue = (path: string, problem: ValueProblem): FieldRulesRefusal => new FieldRulesRefusal({ [path]: [problem] });
