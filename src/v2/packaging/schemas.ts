import { Type, type Static } from 'typebox';
import { DateTime, Length, Nullable, PathKey, Weight } from '../../core/schema.ts';

export const PackagingPreset = Type.Object({
  url: Type.String({ examples: ['/api/v2/orgs/1/packaging/3/'] }),
  name: Type.String(),
  description: Nullable(Type.String()),
  height: Nullable(Length()),
  length: Nullable(Length()),
  width: Nullable(Length()),
  weight: Nullable(Weight()),
  package_type: Nullable(Type.String()),
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type PackagingPreset = Static<typeof PackagingPreset>;

const Name = () => Type.String({ minLength: 1, maxLength: 255, pattern: '\\S', description: 'Required on create; surrounding blanks are trimmed' });
const PackageType = (description: string) => Type.Optional(Nullable(Type.String({ maxLength: 255, description })));

const PresetFields = {
  description: Type.Optional(Nullable(Type.String({ maxLength: 10_000 }))),
  height: Type.Optional(Nullable(Length())),
  length: Type.Optional(Nullable(Length())),
  width: Type.Optional(Nullable(Length())),
  weight: Type.Optional(Nullable(Weight())),
  package_type: PackageType('Container kind'),
  packaging_type: PackageType('Another spelling of package_type (the original attribute list uses it); package_type wins when both are sent'),
};

export const PackagingCreate = Type.Object({ name: Name(), ...PresetFields });
export type PackagingCreate = Static<typeof PackagingCreate>;

export const PackagingPatch = Type.Object({ name: Type.Optional(Name()), ...PresetFields });
export type PackagingPatch = Static<typeof PackagingPatch>;

export const PackagingListParams = Type.Object({ org_pk: PathKey });
export const PackagingParams = Type.Object({ org_pk: PathKey, packaging_pk: PathKey });
