/**
 * Boxes and items a v1 body names: by `resource_uri` (`/api/v1/boxes/7/`) or `id`, parsed by src/http/refs.ts, is
 * the existing box or item (as `url` is in v2); the order writer checks that it belongs to the order (or box) and
 * organization, and its refusal is worded under the key the client sent (./refusals.ts).
 */
import { v1Ref } from '../../http/refs.ts';

/** The keys a v1 body object may name its existing part with, the first present winning. */
export const V1_REFERENCE_KEYS = ['resource_uri', 'id'] as const;

/** The part a body object names: `{id}` an existing one, `{id: null}` a new one, `refused` a reference that is neither. */
export function namedPart(kind: 'box' | 'item', input: Record<string, unknown>): { id: number | null; refused?: true } {
  for (const key of V1_REFERENCE_KEYS) {
    const value = input[key];
    if (value == null) continue;
    const id = v1Ref(kind, value);
    return id === null ? { id: null, refused: true } : { id };
  }
  return { id: null };
}
