/**
 * Boxes and items a v1 body names: by `resource_uri` (`/api/v1/boxes/7/`) or `id`, parsed by src/core/refs.ts, is
 * the existing box or item (as `url` is in v2); the order writer checks that it belongs to the order (or box) and
 * organization. Its 400 names v2's `url`: `v1Refusals` names the key the client sent instead.
 */
import { ApiError, invalidFields, type FieldErrors } from '../../core/errors.ts';
import { REF_MESSAGES, v1Ref } from '../../core/refs.ts';

/** Where each reference was in the body (`boxes[0]`, `items[1]`, '' for a route's own object) and which key named it. */
export type RefKeys = Map<string, 'resource_uri' | 'id'>;

/** The part a body object names: `{id}` an existing one, `{id: null}` a new one, `refused` a reference that is neither. */
export function namedPart(kind: 'box' | 'item', input: Record<string, unknown>, at: string, refs: RefKeys): { id: number | null; refused?: true } {
  for (const key of ['resource_uri', 'id'] as const) {
    const value = input[key];
    if (value == null) continue;
    refs.set(at, key);
    const id = v1Ref(kind, value);
    return id === null ? { id: null, refused: true } : { id };
  }
  return { id: null };
}

const V1_MESSAGES: Record<string, string> = {
  [REF_MESSAGES.box]: `${REF_MESSAGES.v1Box} of this order`,
  [REF_MESSAGES.item]: `${REF_MESSAGES.v1Item} of this box`,
};

/** Runs a write; a refused box or item reference is reported under the key the client named it with. */
export async function v1Refusals<T>(refs: RefKeys, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof ApiError) || !err.errors) throw err;
    const errors: FieldErrors = {};
    let renamed = false;
    for (const [field, messages] of Object.entries(err.errors)) {
      const match = /^(?:(.*)\.)?url$/.exec(field);
      const key = match ? refs.get(match[1] ?? '') : undefined;
      if (!match || !key) {
        errors[field] = messages;
        continue;
      }
      errors[match[1] ? `${match[1]}.${key}` : key] = messages.map((m) => V1_MESSAGES[m] ?? m);
      renamed = true;
    }
    throw renamed ? invalidFields(errors) : err;
  }
}
