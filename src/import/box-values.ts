/**
 * A source box's explicit values: the source shows a box's effective size and weight, and what follows its preset
 * (or its items) is stored as null here, so that it keeps following them.
 */
type Json = Record<string, any>;

const magnitude = (value: unknown): number | null => (typeof value === 'string' && value.trim() !== '' ? Number.parseFloat(value) : null);
/** Equal as the source renders them (four decimals each, so a sum of n values may differ by n half-units). */
const same = (a: number | null, b: number | null, terms = 1) => a !== null && b !== null && Math.abs(a - b) <= 0.00005 * (terms + 1) + 1e-9;

/**
 * A source box shows its effective size and weight. What follows its preset (or its items) is stored as null,
 * so that it keeps following them here; only values that differ were set on the box itself.
 */
export function explicitValues(box: Json, preset: Json | null): Json {
  const out: Json = { ...box };
  if (preset) for (const d of ['length', 'width', 'height']) if (same(magnitude(box[d]), magnitude(preset[d]))) out[d] = null;
  const items: Json[] = Array.isArray(box.items) ? box.items : [];
  const itemWeight = items.reduce((sum, it) => sum + (magnitude(it.unit_weight) ?? 0) * (Number(it.quantity) || 0), 0);
  const known = items.some((it) => magnitude(it.unit_weight) !== null) || (preset && magnitude(preset.weight) !== null);
  const computed = known ? itemWeight + (preset ? magnitude(preset.weight) ?? 0 : 0) : null;
  const terms = items.reduce((n, it) => n + (Number(it.quantity) || 0), 1);
  if (box.weight == null || same(magnitude(box.weight), computed, terms)) out.weight = null;
  return out;
}

