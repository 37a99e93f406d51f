/**
 * A packaging preset: a named container size and weight that boxes refer to. Lengths are kept in metres,
 * the weight in grams. Orders show a box's preset through renderPresetRow, so the packaging routes and the
 * orders read the same description.
 */
import { Type, type Static } from 'typebox';
import { sql, type SQL } from '../core/sql.ts';
import { fieldWriter, outputProperties, selectListSql, type Catalogue, type FieldShape, type FieldSpec } from '../core/fields/index.ts';
import { exampleUrl, packagingUrl } from '../core/urls.ts';

export const PACKAGING_FIELDS: readonly FieldSpec[] = [
  { key: 'name', kind: 'text', maxLength: 255, notBlank: true, trim: true, nullable: false, description: 'Required on create; surrounding blanks are trimmed' },
  { key: 'description', kind: 'text', maxLength: 10_000 },
  { key: 'height', kind: 'length' },
  { key: 'length', kind: 'length' },
  { key: 'width', kind: 'length' },
  { key: 'weight', kind: 'weight' },
  {
    key: 'package_type', kind: 'text', maxLength: 255, aliases: ['packaging_type'],
    description: 'Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent',
  },
  { key: 'created_at', kind: 'datetime', readOnly: true, nullable: false },
  { key: 'updated_at', kind: 'datetime', readOnly: true, nullable: false },
];

/** A packaging preset's body. */
export const PACKAGING_SHAPE: FieldShape = { fields: PACKAGING_FIELDS };

export const PACKAGING_CATALOGUE: Catalogue = {
  table: 'packaging_presets',
  fields: PACKAGING_FIELDS,
  otherColumns: ['org_id', 'id'],
};

export const PackagingPreset = Type.Object({
  url: Type.String({ examples: [exampleUrl('packaging/3/')] }),
  ...outputProperties(PACKAGING_FIELDS),
});
export type PackagingPreset = Static<typeof PackagingPreset>;

export interface PresetRow {
  org_id: number;
  id: number;
  [column: string]: unknown;
}

/** The columns renderPresetRow reads, qualified by a table alias when given. */
export function presetSelectSql(alias?: string): SQL {
  const key = (c: string) => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(c)}` : sql.identifier(c));
  return sql`${key('org_id')}, ${key('id')}, ${selectListSql(PACKAGING_FIELDS, alias)}`;
}

const writePresetFields = fieldWriter(PACKAGING_FIELDS);

/** The preset's JSON: what GET answers and what a box shows as its `packaging`. */
export function renderPresetRow(row: PresetRow): PackagingPreset {
  return writePresetFields(row, { url: packagingUrl(row.org_id, row.id) }) as unknown as PackagingPreset;
}
