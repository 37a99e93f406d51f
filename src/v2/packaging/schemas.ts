/** The packaging routes' params (the bodies are src/wire/bodies/packaging.ts, the answer PackagingPreset of src/catalogue/packaging.ts). */
import { Type } from 'typebox';
import { PathKey } from '../../core/schema.ts';

export const PackagingListParams = Type.Object({ org_pk: PathKey });
export const PackagingParams = Type.Object({ org_pk: PathKey, packaging_pk: PathKey });
