/**
 * What the product tests share (not a test file itself): one world for the file with two organizations made once
 * (`orgA`, `orgB`; most tests make an organization of their own), a product with every field (`FULL`) and the
 * requests the tests make. A test file calls `useProductsWorld()` inside its top describe; the exported `let`s are
 * live bindings, set by its hooks.
 */
import type { TestOrg } from '../../support/app.ts';
import { useTwoOrgWorld, world } from '../../support/two-orgs.ts';

export { world, orgA, orgB } from '../../support/two-orgs.ts';

export const FULL = {
  quantity: 3,
  kind: 'goods',
  custom_fields: {
    HTSUS: { value: '12.5', type: 'text/plain' },
    logo: { value: 'aGVsbG8=', type: 'image/png', encoding: 'base64' },
    dropped: null,
  },
  part_number: 'SKU-1',
  code: '0042',
  description: 'Blue widget',
  unit_price: '12.5 usd',
  unit_weight: '1 lbs',
  image_link: 'https://example.test/w.png',
  link: 'https://example.test/w',
  pick_location: 'A-01-3',
  origin_country_code: 'US',
  joint_production: 'yes',
  commodity_code: '8471.30',
  net_cost_code: 'NC',
  producer_info_code: 'P1',
  preference_criteria_code: 'B',
  scheduleb_commodity_code: '8471300100',
  export_type_code: 'D',
  net_cost_begin_date: '2024-01-01T00:00:00+02:00',
  net_cost_end_date: '2024-12-31T23:59:59.5',
  parcel_barcode: '420123',
  ean: '4006381333931',
  isbn: '978-3-16-148410-0',
  source: {
    account: 'shop@example.test',
    channel: 'shopify',
    id: 12345,
    name: 'Shopify',
    retrieved_at: '2024-05-01T12:00:00Z',
    updated_at: '1999-01-01T00:00:00Z',
  },
  url: '/api/v2/orgs/1/products/99/',
  created_at: '2000-01-01T00:00:00Z',
};

export const TEXT_FIELDS = [
  'part_number', 'code', 'description', 'image_link', 'link', 'pick_location', 'origin_country_code', 'commodity_code',
  'net_cost_code', 'producer_info_code', 'preference_criteria_code', 'scheduleb_commodity_code', 'export_type_code',
  'parcel_barcode', 'ean', 'isbn',
];

export const listUrl = (org: TestOrg) => `/api/v2/orgs/${org.pk}/products/`;
export const create = (org: TestOrg, body: unknown) => world.request('POST', listUrl(org), { token: org.token, body });
export const patch = (org: TestOrg, url: string, body: unknown) => world.request('PATCH', url, { token: org.token, body });
export const count = async (org: TestOrg) => (await world.request('GET', listUrl(org), { token: org.token })).json().count as number;
export const pkOf = (url: string) => url.split('/').filter(Boolean).at(-1)!;
export const urlsOf = (body: { results: { url: string }[] }) => body.results.map((p) => p.url);

/** Registers the test file's hooks: one world with orgA ('Acme Fulfilment') and orgB ('Other Co'), closed after. */
export function useProductsWorld(): void {
  useTwoOrgWorld({ names: ['Acme Fulfilment', 'Other Co'] });
}
