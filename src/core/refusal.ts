/**
 * Shapes that the domain's refusals share (each folder's own type, src/<folder>/refusals.ts, is a union of kinds built
 * from them and its own state rules): what is missing, and which fields are invalid and why. A reason is a code of the
 * folder's, never words: each view words it (src/http/*-refusals.ts).
 */
import type { ValueProblems } from './fields/problems.ts';

/** What the request names is not there (in an organization this caller can see). */
export interface Missing<What extends string> {
  kind: 'missing';
  what: What;
}

/** One field's problem: its path in the caller's input, the folder's reason code, and the values behind it. */
export interface FieldProblem<Reason extends string> {
  path: string;
  reason: Reason;
  values?: Readonly<Record<string, string | number | readonly string[]>>;
}

/** Fields of the caller's input are invalid: every problem found before anything was written. */
export interface Invalid<Reason extends string> {
  kind: 'invalid';
  fields: readonly FieldProblem<Reason>[];
}

/**
 * The field mechanism (src/core/fields/: columnsOf, stampedGroupColumns) refused values of the input, each path with
 * its problems as codes (src/core/fields/problems.ts). A domain folder passes them on as they came, with its other
 * refusals; the views word them (src/http/value-words.ts) as a 400 naming each field.
 */
export interface FieldRules {
  kind: 'field_rules';
  errors: Readonly<ValueProblems>;
}

/** One invalid field, as `Invalid`. */
export const invalidOne = <Reason extends string>(path: string, reason: Reason, values?: FieldProblem<Reason>['values']): Invalid<Reason> =>
  ({ kind: 'invalid', fields: [values === undefined ? { path, reason } : { path, reason, values }] });

/**
 * What a folder below the views throws when it refuses: the refusal as data (`refusal`, which each view words), and a
 * message for logs and stored failures ("batch refused: batch_running"), never the API's words. Each folder names its
 * own subclass (BatchRefusal, ...), so that a view and a caller tell one folder's refusals by `instanceof`.
 */
export class Refusal<R extends { kind: string }> extends Error {
  constructor(subject: string, readonly refusal: R) {
    super(`${subject} refused: ${refusal.kind}`);
    this.name = new.target.name;
  }
}
