/** A manifest as the API shows it (DECISIONS section 13). */
import { formatDateTime } from '../core/values/datetime.ts';
import { formatMoney } from '../core/values/money.ts';
import { formatWeight } from '../core/values/weight.ts';
import type { OrgRef } from '../orgs/ref.ts';
import type { ManifestLabelRow, ManifestRow } from './queries.ts';
import { boxUrl, carrierAccountUrl, manifestCarrierDocumentUrl, manifestPdfUrl, manifestUrl, orderUrl } from '../core/urls.ts';

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
    order: orderUrl(org.id, row.order_id),
    primary_id: row.order_primary_id,
    box: boxUrl(org.id, row.order_id, row.box_id),
    service: row.service,
    weight: row.weight_grams === null ? null : formatWeight(row.weight_grams),
    amount: row.amount === null || row.amount_currency === null ? null : formatMoney(row.amount, row.amount_currency),
  };
}

export function renderManifest(row: ManifestRow, labels: readonly ManifestLabelRow[], org: OrgRef) {
  const url = manifestUrl(org.id, row.id);
  return {
    url,
    carrier_account: carrierAccountUrl(org.id, row.carrier_account_id),
    carrier: row.carrier,
    ship_date: row.ship_date,
    time_zone: row.time_zone,
    label_count: row.label_count,
    labels: labels.map((l) => renderManifestLabel(l, org)),
    document: manifestPdfUrl(org.id, row.id),
    created_at: formatDateTime(row.created_at)!,
    carrier_status: row.carrier_status,
    carrier_reference: row.carrier_reference,
    carrier_message: row.carrier_message,
    carrier_document: row.carrier_document_key === null ? null : manifestCarrierDocumentUrl(org.id, row.id),
    carrier_closed_at: formatDateTime(row.carrier_closed_at),
  };
}
