/** A manifest as the API shows it (DECISIONS section 13). */
import { encodeId } from '../core/ids.ts';
import { formatDateTime } from '../core/values/datetime.ts';
import { formatMoney } from '../core/values/money.ts';
import { formatWeight } from '../core/values/weight.ts';
import { boxUrl, orderUrl } from '../orders/refs.ts';
import type { OrgRef } from '../orgs/ref.ts';
import type { ManifestLabelRow, ManifestRow } from './queries.ts';

export const manifestUrl = (org: OrgRef, id: number) => `${org.base}/manifests/${encodeId(id)}/`;

export interface ManifestLabelJson {
  tracking_number: string;
  order: string;
  primary_id: string | null;
  box: string;
  service: string;
  weight: string | null;
  amount: string | null;
}

export function renderManifestLabel(row: ManifestLabelRow, org: OrgRef): ManifestLabelJson {
  return {
    tracking_number: row.tracking_number,
    order: orderUrl(org.base, row.order_id),
    primary_id: row.order_primary_id,
    box: boxUrl(org.base, row.order_id, row.box_id),
    service: row.service,
    weight: row.weight_grams === null ? null : formatWeight(row.weight_grams),
    amount: row.amount === null || row.amount_currency === null ? null : formatMoney(row.amount, row.amount_currency),
  };
}

export function renderManifest(row: ManifestRow, labels: readonly ManifestLabelRow[], org: OrgRef) {
  const url = manifestUrl(org, row.id);
  return {
    url,
    carrier_account: `${org.base}/carrier-accounts/${encodeId(row.carrier_account_id)}/`,
    carrier: row.carrier,
    ship_date: row.ship_date,
    time_zone: row.time_zone,
    label_count: row.label_count,
    labels: labels.map((l) => renderManifestLabel(l, org)),
    document: `${url}manifest.pdf`,
    created_at: formatDateTime(row.created_at)!,
  };
}
