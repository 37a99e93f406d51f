/**
 * What the domain's shared refusal shapes (src/core/refusal.ts) become in the API's words: `missing` is a 404 naming
 * what, `invalid` one 400 naming every field with the message its reason has. Each folder's wording module
 * (src/http/*-refusals.ts) gives the nouns and the messages.
 */
import { invalidFields, notFound, type ApiError, type FieldErrors } from '../core/errors.ts';
import type { FieldProblem, FieldRules, Invalid, Missing } from '../core/refusal.ts';
import { valueErrors } from './value-words.ts';

/** What two folders say of a carrier account that is not the organization's (a manifest's, a batch's). */
export const NOT_AN_ACCOUNT_OF_THE_ORG = 'must be the url of a carrier account of this organization';

/** A 404 naming what is missing, in the words `nouns` give each thing. */
export const missingError = <What extends string>(r: Missing<What>, nouns: Record<What, string>): ApiError => notFound(nouns[r.what]);

/** A 400 naming each field, with the message `message` gives its problem (several on one field are all kept). */
export function invalidError<Reason extends string>(r: Invalid<Reason>, message: (problem: FieldProblem<Reason>) => string): ApiError {
  const errors: FieldErrors = {};
  for (const problem of r.fields) (errors[problem.path] ??= []).push(message(problem));
  return invalidFields(errors);
}

/** A 400 naming each field the field mechanism refused, with the messages of its problems (value-words.ts). */
export const fieldRulesError = (r: FieldRules): ApiError => invalidFields(valueErrors(r.errors));
