/**
 * The console's words for what the order writer refuses (src/orders/writing/refusals.ts), shown on its error page: the
 * form's field and what it must hold, or the 404 page of what is gone.
 */
import { ApiError, notFound } from '../../core/errors.ts';
import type { FieldRefusal, Refusal } from '../../orders/writing/refusals.ts';
import { valueWords } from '../../http/value-words.ts';

const FIELD_NAMES: Record<string, string> = { content: 'the note' };

function sentence(f: FieldRefusal): string {
  const where = f.field.replace(/^shipping\.ship_to\./, 'ship-to ').replace(/_/g, ' ');
  switch (f.reason) {
    case 'required': return `${FIELD_NAMES[f.field] ?? where} is required.`;
    case 'invalid_value': return `${where}: ${f.problem ? valueWords(f.problem) : 'not a value it takes'}.`;
    default: return 'The order changed meanwhile: reload it and try again.';
  }
}

export function consoleOrderWords(r: Refusal): ApiError {
  if (r.kind === 'missing') return notFound(r.part);
  return new ApiError('bad_request', r.fields.map(sentence).join(' '));
}
