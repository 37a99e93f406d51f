/** The manifest routes (DECISIONS section 13): params, query strings, body and answer. */
import { Type, type Static } from 'typebox';
import { DateTime, Money, Nullable, PathKey, StringEnum, Weight } from '../../core/schema.ts';
import { PagingQuery } from '../../core/paging.ts';

const DATE = { description: 'YYYY-MM-DD', examples: ['2026-12-02'] };

export const ManifestBody = Type.Object({
  carrier_account: Type.String({ description: 'The url of the carrier account whose labels the manifest closes' }),
  ship_date: Type.Optional(Nullable(Type.String({ ...DATE, description: 'The labels\' ship date (the day of their purchase in the organization\'s time zone); default today there' }))),
});
export type ManifestBody = Static<typeof ManifestBody>;

export const ManifestLabel = Type.Object({
  tracking_number: Type.String(),
  order: Type.String({ description: 'The url of the order' }),
  primary_id: Nullable(Type.String({ description: 'The order\'s primary_id at the close' })),
  box: Type.String({ description: 'The url of the box' }),
  service: Type.String(),
  weight: Nullable(Weight({ description: 'The box\'s effective weight at the close' })),
  amount: Nullable(Money()),
});

export const Manifest = Type.Object({
  url: Type.String(),
  carrier_account: Type.String(),
  carrier: Type.String(),
  ship_date: Type.String(DATE),
  time_zone: Type.String({ description: 'The time zone of the ship date (the organization\'s at the close)' }),
  label_count: Type.Integer(),
  labels: Type.Array(ManifestLabel, { description: 'Every label of the manifest, by purchase' }),
  document: Type.String({ description: 'The url of the manifest\'s PDF (the SCAN form, with a Code 128 of the manifest\'s id)' }),
  created_at: DateTime(),
  carrier_status: StringEnum(['none', 'pending', 'closed', 'failed'] as const, {
    description: 'The carrier\'s own close (USPS SCAN form, FedEx Ground End of Day Close): `none` (the carrier has none, or these labels '
      + 'need none), `pending` (being asked; the worker asks again when the carrier did not answer), `closed`, `failed` (the carrier '
      + 'refused: `carrier_message` says why; `POST .../retry/` asks again)',
  }),
  carrier_reference: Nullable(Type.String({ description: 'The carrier\'s reference of the close: USPS\'s manifest number, FedEx\'s shipping cycle' })),
  carrier_message: Nullable(Type.String({ description: 'Why the carrier\'s close failed or is waiting, in the carrier\'s words where it gave them' })),
  carrier_document: Nullable(Type.String({ description: 'The url of the document the carrier returned (USPS\'s PS Form 5630, FedEx\'s Ground manifest)' })),
  carrier_closed_at: Nullable(DateTime()),
});

export const ManifestsParams = Type.Object({ org_pk: PathKey });
export const ManifestParams = Type.Object({ org_pk: PathKey, manifest_pk: PathKey });
export const ManifestListQuery = Type.Object({
  ...PagingQuery,
  carrier_account: Type.Optional(Type.String({ description: 'Only the manifests of this carrier account (its url)' })),
  ship_date: Type.Optional(Type.String({ ...DATE, description: 'Only the manifests of this ship date' })),
});
export type ManifestListQuery = Static<typeof ManifestListQuery>;
