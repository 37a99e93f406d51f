import { Type, type Static } from 'typebox';
import { PathKey } from '../core/schema.ts';
import { inputProperties } from '../core/fields/index.ts';
import { PACKAGING_FIELDS, PackagingPreset } from '../catalogue/packaging.ts';

export { PackagingPreset };

export const PackagingCreate = Type.Object(inputProperties(PACKAGING_FIELDS, { required: ['name'] }));
export type PackagingCreate = Static<typeof PackagingCreate>;

export const PackagingPatch = Type.Object(inputProperties(PACKAGING_FIELDS));
export type PackagingPatch = Static<typeof PackagingPatch>;

export const PackagingListParams = Type.Object({ org_pk: PathKey });
export const PackagingParams = Type.Object({ org_pk: PathKey, packaging_pk: PathKey });
