/** Checks of an app's redirect URIs and scopes, reported together against their field paths. */
import { invalidFields, type FieldErrors } from '../../core/errors.ts';
import { redirectUriProblem, unknownScopes } from '../../oauth/clients.ts';

export function checkAppBody(body: { redirect_uris?: string[]; scopes?: string[] }): void {
  const errors: FieldErrors = {};
  body.redirect_uris?.forEach((uri, i) => {
    const problem = redirectUriProblem(uri);
    if (problem) errors[`redirect_uris[${i}]`] = [problem];
  });
  const unknown = new Set(unknownScopes(body.scopes ?? []));
  body.scopes?.forEach((scope, i) => {
    if (unknown.has(scope)) errors[`scopes[${i}]`] = ['is not a known scope'];
  });
  if (Object.keys(errors).length) throw invalidFields(errors);
}
