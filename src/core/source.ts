/**
 * `source`: where a record was imported from (orders, products, contacts). Stored as `source_*` columns;
 * `updated_at` is read-only and moves whenever a source value changes.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, NullableDateTime } from './schema.ts';
import { parseField } from './errors.ts';
import { formatDateTime, parseDateTime } from './values/datetime.ts';

const SourceText = () => Type.Optional(Nullable(Type.String({ maxLength: 255 })));

export const SourceInput = Type.Object(
  {
    account: SourceText(),
    channel: SourceText(),
    id: Type.Optional(
      Type.Unsafe<string | number | null>({
        type: ['string', 'integer', 'null'],
        maxLength: 255,
        description: 'Id in the source platform; a number is accepted and stored as text',
      }),
    ),
    name: SourceText(),
    retrieved_at: Type.Optional(NullableDateTime()),
  },
  { description: 'On update only the keys sent change; null clears every source value. `updated_at` is read only.' },
);
export type SourceInput = Static<typeof SourceInput>;

export const SourceOutput = Type.Object({
  account: Nullable(Type.String()),
  channel: Nullable(Type.String()),
  id: Nullable(Type.String()),
  name: Nullable(Type.String()),
  retrieved_at: NullableDateTime(),
  updated_at: Nullable(DateTime({ description: 'Read only: when a source value last changed' })),
});

export interface SourceColumns {
  source_account: string | null;
  source_channel: string | null;
  source_id: string | null;
  source_name: string | null;
  source_retrieved_at: string | null;
}

export const NO_SOURCE: SourceColumns = {
  source_account: null,
  source_channel: null,
  source_id: null,
  source_name: null,
  source_retrieved_at: null,
};

const KEYS = Object.keys(NO_SOURCE) as (keyof SourceColumns)[];

/** A row's source columns with the timestamp canonical, so they compare with applySource's output. */
export function sourceColumnsOf(row: SourceColumns): SourceColumns {
  const { source_account, source_channel, source_id, source_name, source_retrieved_at } = row;
  return {
    source_account, source_channel, source_id, source_name,
    source_retrieved_at: source_retrieved_at === null ? null : parseDateTime(source_retrieved_at),
  };
}

/** The source after a create or PATCH body: null clears it, an object changes only the keys it carries. */
export function applySource(current: SourceColumns, input: SourceInput | null | undefined, path = 'source'): { columns: SourceColumns; changed: boolean } {
  if (input === undefined) return { columns: current, changed: false };
  const next = input === null ? { ...NO_SOURCE } : { ...current };
  if (input) {
    if (input.account !== undefined) next.source_account = input.account;
    if (input.channel !== undefined) next.source_channel = input.channel;
    if (input.id !== undefined) next.source_id = input.id === null ? null : String(input.id);
    if (input.name !== undefined) next.source_name = input.name;
    const at = input.retrieved_at;
    if (at !== undefined) next.source_retrieved_at = at === null ? null : parseField(`${path}.retrieved_at`, () => parseDateTime(at));
  }
  return { columns: next, changed: KEYS.some((key) => next[key] !== current[key]) };
}

export function renderSource(row: SourceColumns & { source_updated_at: string | null }): Static<typeof SourceOutput> {
  return {
    account: row.source_account,
    channel: row.source_channel,
    id: row.source_id,
    name: row.source_name,
    retrieved_at: formatDateTime(row.source_retrieved_at),
    updated_at: formatDateTime(row.source_updated_at),
  };
}
