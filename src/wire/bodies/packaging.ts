/** The packaging preset bodies of v2 (POST, PATCH): the import's files and the seed's presets are written in the first. */
import { Type, type Static } from 'typebox';
import { inputProperties } from '../../core/fields/index.ts';
import { PACKAGING_FIELDS } from '../../catalogue/packaging.ts';

export const PackagingCreate = Type.Object(inputProperties(PACKAGING_FIELDS, { required: ['name'] }));
export type PackagingCreate = Static<typeof PackagingCreate>;

export const PackagingPatch = Type.Object(inputProperties(PACKAGING_FIELDS));
export type PackagingPatch = Static<typeof PackagingPatch>;
