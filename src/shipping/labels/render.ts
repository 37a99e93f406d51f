/** A label purchase as the API shows it (DECISIONS section 12). */
import { formatMoney } from '../../core/values/money.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import { boxDocumentUrl, boxUrl, carrierAccountUrl, walletSubaccountUrl } from '../../core/urls.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import type { PurchaseRow } from './queries.ts';

export interface LabelJson {
  url: string;
  box: string;
  carrier_account: string;
  carrier: string;
  service: string;
  tracking_number: string | null;
  amount: string | null;
  format: PurchaseRow['format'];
  size: PurchaseRow['size'];
  document: string | null;
  status: PurchaseRow['status'];
  wallet_subaccount: string | null;
  error: string | null;
  created_at: string;
  voided_at: string | null;
}

export function renderLabel(row: PurchaseRow, org: OrgRef): LabelJson {
  const box = boxUrl(org.id, row.order_id, row.box_id);
  return {
    url: `${box}label/`,
    box,
    carrier_account: carrierAccountUrl(org.id, row.carrier_account_id),
    carrier: row.carrier,
    service: row.service,
    tracking_number: row.tracking_number,
    amount: row.amount === null || row.amount_currency === null ? null : formatMoney(row.amount, row.amount_currency),
    format: row.format,
    size: row.size,
    document: row.document_id === null ? null : boxDocumentUrl(org.id, row.order_id, row.box_id, row.document_id),
    status: row.status,
    wallet_subaccount: row.wallet_subaccount_id === null ? null : walletSubaccountUrl(org.id, row.wallet_subaccount_id),
    error: row.status === 'failed' || row.status === 'attention' ? row.error : null,
    created_at: formatDateTime(row.created_at),
    voided_at: formatDateTime(row.voided_at),
  };
}
