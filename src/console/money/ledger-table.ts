/** A ledger's transactions as a table (insurance and wallet alike). */
import { h } from '../layout/page.ts';
import { table, when } from '../layout/html.ts';
import type { TransactionRow } from '../../money/ledger/transactions.ts';

export function ledgerTable(caption: string, rows: TransactionRow[], orderHref: (orderId: number) => string, timeZone: string, kinds = false): string {
  return table(caption, ['Transaction', 'Type', ...(kinds ? ['Kind'] : []), 'Amount', 'Balance after', 'Order', 'When'], rows.map((r) => [
    `#${r.id}${r.void_of_id ? ` <span class="muted">(voids #${r.void_of_id})</span>` : ''}`,
    h(r.transaction_type),
    ...(kinds ? [h(r.kind ?? '—')] : []),
    h(`${r.amount_amount} ${r.amount_currency}`),
    h(`${r.balance_amount} ${r.balance_currency}`),
    r.order_id === null ? '—' : `<a href="${h(orderHref(Number(r.order_id)))}">order</a>`,
    when(r.created_at, timeZone),
  ]), 'No transactions yet.');
}
